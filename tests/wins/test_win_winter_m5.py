"""winter-m5 (The Thorn Crown's Flight): a winning line.

The greedy bot heads where the goal says: to the ward in the palace, then (once someone carries
her) to the exit on the lane, over the wall by the stairs.
"""

from __future__ import annotations

from winkit import outcome, play_line

from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.settings.winter.corruption import WARD

SEED = 1
TEAM = ["vesna", "borte", "kaito", "maren", "radko", "saran"]


def winning_line() -> Game:
    return play_line("winter-m5", SEED, TEAM)


def test_the_lady_reaches_the_exit() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    bearer = next(s for s in game.state.living() if WARD in s.carried)
    assert bearer.zone == game.board.resolve(game.mission.exit)
