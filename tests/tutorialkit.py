"""The tutorial's guide as a line of play: the option each of its steps takes, by label."""

from __future__ import annotations

from zombie_table.content.library import Library
from zombie_table.games.tilezone.game import Game
from zombie_table.tui.session import tutorial_game

TUTORIAL = "frontier-tutorial"
"""The tile family's tutorial (the mission marked `tutorial: true`: the main menu finds it by the mark)."""

STEPS = (
    "Search 2R:po", "Keep it in hand 2", "Done reorganising", "Move to 2R:w", "Melee with Cavalry Sword",
    "Shoot 2R:x at range 1 with Trapdoor Carbine", "Move to 2R:x", "Move to 2R:s",
    "Escape through the exit",
)
"""Round 1 search, keep (and end the free reorganise), move, melee; round 2 shoot, move, move; round 3 escape: the start of
the label of the option each step of the guide takes."""


def step(game: Game, label: str) -> int:
    """The number of the one option whose label starts with `label`."""
    labels = [a.label for a in game.legal_actions()]
    found = [i for i, text in enumerate(labels) if text.startswith(label)]
    assert len(found) == 1, f"{label!r} among {labels}"
    return found[0]


def winning_line(library: Library, game: Game | None = None) -> Game:
    """The guide's steps played on `game` (by default the tutorial as the main menu starts it)."""
    game = game or tutorial_game(library)
    assert game is not None
    for label in STEPS:
        game.apply(step(game, label))
    return game
