"""winter-m3 (Heirlooms of the Old Watch): a winning line.

The greedy bot heads for what the goal names (the objectives left and the crypt weapons lying
where a giant or a grave-priest fell) and hunts a necromancer as soon as one is out.
"""

from __future__ import annotations

from winkit import outcome, play_line

from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.settings.winter.cryptweapons import taken

SEED = 3
TEAM = ["vesna", "borte", "kaito", "maren", "radko", "saran"]


def winning_line() -> Game:
    return play_line("winter-m3", SEED, TEAM)


def test_eight_heirlooms_are_taken() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert taken(game) >= 8
