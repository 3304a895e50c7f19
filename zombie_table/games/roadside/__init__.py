"""Roadside: a competitive survival race across a map of spaces (the space-board race's rules
reference, cited by section), a game of its own on the kernel, beside the tile-and-zone family."""

MODE = "roadside"
