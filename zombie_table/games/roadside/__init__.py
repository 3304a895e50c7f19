"""Roadside: a competitive survival race across a map of spaces (rules reference:
walking-dead-board-game.md), a game of its own on the kernel, beside the tile-and-zone family."""

MODE = "roadside"
