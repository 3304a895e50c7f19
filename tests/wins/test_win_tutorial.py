"""frontier-tutorial: the line its guide walks a newcomer through, to its victory.

Its decks are stacked and its dice fixed, so the line wins whatever the seed: round 1 search,
move, melee; round 2 shoot, move, move; round 3 escape.
"""

from __future__ import annotations

import pytest
from winkit import LIBRARY

from zombie_table.bots import default_team
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.setup import new_game
from zombie_table.tui.session import TUTORIAL, TUTORIAL_SEED, tutorial_game

STEPS = (
    "Search 2R:po", "Keep it in hand 2", "Move to 2R:w", "Melee with Cavalry Sword",
    "Shoot 2R:x at range 1 with Trapdoor Carbine", "Move to 2R:x", "Move to 2R:s",
    "Escape through the exit",
)
"""The guide's steps, as the start of the label of the option each one takes."""


def step(game: Game, label: str) -> int:
    """The number of the option the guide's step `label` takes now."""
    labels = [a.label for a in game.legal_actions()]
    found = [i for i, text in enumerate(labels) if text.startswith(label)]
    assert len(found) == 1, f"{label!r} among {labels}"
    return found[0]


def winning_line(game: Game | None = None) -> Game:
    """The guide's steps played on `game` (by default the tutorial as the main menu starts it)."""
    game = game or tutorial_game(LIBRARY)
    assert game is not None
    for label in STEPS:
        game.apply(step(game, label))
    return game


@pytest.mark.parametrize("seed", [TUTORIAL_SEED, 2, 12345])
def test_the_guide_wins_in_three_rounds_whatever_the_seed(seed: int) -> None:
    game = winning_line(new_game(LIBRARY, TUTORIAL, default_team(LIBRARY, TUTORIAL), seed))
    assert (game.state.result, game.state.round) == ("victory", 3)
    assert game.survivor("abel_whitlock").status == "escaped"
    assert game.survivor("abel_whitlock").kills == {"walker": 2}  # sword and carbine: the fixed dice land both
