"""outpost-m4 (Two Short of a Crew): a winning line.

The greedy bot plays the whole line: it fetches the engineer in the hangar's infirmary and, bottles
on, the one on the surface outside the east airlock, then leads the team back west to the cargo
deck's security room and out.
"""

from __future__ import annotations

from winkit import outcome, play_line

from zombie_table.games.tilezone.game import Game

SEED = 11
TEAM = ["rook", "halloway", "tamsin", "okafor", "dax", "obi"]


def winning_line() -> Game:
    return play_line("outpost-m4", SEED, TEAM)


def test_both_engineers_are_found_and_everyone_leaves() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    tokens = {t.color: t for t in game.state.objectives}
    assert tokens["white"].taken_by and tokens["blue"].taken_by
    assert all(s.status == "escaped" for s in game.state.survivors.values())
