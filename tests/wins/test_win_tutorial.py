"""frontier-tutorial: the line its guide walks a newcomer through, to its victory.

Its decks are stacked and its dice fixed, so the line wins whatever the seed: round 1 search,
move, melee; round 2 shoot, move, move; round 3 escape (`tests/tutorialkit.py`).
"""

from __future__ import annotations

import pytest
import tutorialkit
from winkit import LIBRARY

from zombie_table.bots import default_team
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.setup import new_game
from tutorialkit import TUTORIAL

from zombie_table.tui.session import TUTORIAL_SEED


def winning_line() -> Game:
    return tutorialkit.winning_line(LIBRARY)


@pytest.mark.parametrize("seed", [TUTORIAL_SEED, 2, 12345])
def test_the_guide_wins_in_three_rounds_whatever_the_seed(seed: int) -> None:
    game = tutorialkit.winning_line(LIBRARY, new_game(LIBRARY, TUTORIAL, default_team(LIBRARY, TUTORIAL), seed))
    assert (game.state.result, game.state.round) == ("victory", 3)
    assert game.survivor("abel_whitlock").status == "escaped"
    assert game.survivor("abel_whitlock").kills == {"walker": 2}  # sword and carbine: the fixed dice land both
