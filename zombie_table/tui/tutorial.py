"""The tutorial the main menu offers first to a player with no saved game: the tile mission marked
`tutorial: true` (no engine imported here: the menu offers it on its first frame)."""

TUTORIAL_SEED = 1  # its decks are stacked and its dice fixed: every seed teaches the same game
