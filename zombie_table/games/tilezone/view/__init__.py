"""Text views of game content shared by the command line and the TUI (no Textual imports here)."""
