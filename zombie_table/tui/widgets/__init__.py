"""Widgets of the TUI: the map (line API) and the game screen's panels and log."""
