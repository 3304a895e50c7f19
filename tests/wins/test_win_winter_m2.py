"""winter-m2 (Pages Against the Rot): a winning line.

The greedy bot heads where the goal says (the objectives while nobody carries a tome, then the
spawn zones standing on corruption) and reads a tome at a corrupted spawn zone when it can. The
plan keeps the six together: the team starts in two bands, so until the bands meet nobody takes
anything but the way to the other band.
"""

from __future__ import annotations

from winkit import outcome, play_line

from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.settings.winter.corruption import corrupted

SEED = 6
TEAM = ["vesna", "borte", "kaito", "maren", "radko", "saran"]


KEEPER = "vesna"


class Keeper(GreedyBot):
    def _decide_act(self, game, legal):
        if game.decision.survivor != KEEPER:
            legal = [a for a in legal if a.kind != "take_objective"]
        return super()._decide_act(game, legal)


def winning_line() -> Game:
    bot = Keeper()
    return play_line("winter-m2", SEED, TEAM, lambda g, legal: bot.choose(g))


def test_every_breach_is_purged() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert not corrupted(game)
