"""outpost-m1 (Rally Point): a winning line.

The greedy bot plays the whole line: the turret's zone is where the goal sends it, so both groups
fight their way to the cargo deck and end a round there together with no xeno in the zone.
"""

from __future__ import annotations

from winkit import outcome, play_line

from zombie_table.games.tilezone.game import Game

SEED = 0
TEAM = ["rook", "halloway", "tamsin", "okafor", "dax", "obi"]


def winning_line() -> Game:
    return play_line("outpost-m1", SEED, TEAM)


def test_both_groups_meet_at_the_turret_and_hold_it() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    turret = game.board.resolve("05R:s")
    assert all(s.zone == turret for s in game.state.survivors.values())
    assert not game.state.zombie_count(turret)
