"""outpost-m2 (Little Lost Star): a winning line.

The greedy bot plays the whole line: it turns over the face-down objectives until the spacesuit
(white) shows, then goes for the child (blue) behind the strongroom's door, opening it, and walks
the team through the south airlock, bottles on, to the exit on the surface.
"""

from __future__ import annotations

from winkit import outcome, play_line

from zombie_table.games.tilezone.game import Game

SEED = 3
TEAM = ["rook", "halloway", "tamsin", "okafor", "dax", "obi"]


def winning_line() -> Game:
    return play_line("outpost-m2", SEED, TEAM)


def test_the_spacesuit_then_the_child_then_everyone_leaves() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    tokens = {t.color: t for t in game.state.objectives}
    assert tokens["white"].taken_by and tokens["blue"].taken_by
    assert all(s.status == "escaped" for s in game.state.survivors.values())
