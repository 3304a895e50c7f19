"""The tutorial the main menu offers first to a player with no saved game (no engine imported: the
menu offers it on its first frame)."""

TUTORIAL = "frontier-tutorial"
"""The mission the main menu offers first to a player with no saved game."""
TUTORIAL_SEED = 1  # its decks are stacked and its dice fixed: every seed teaches the same game
