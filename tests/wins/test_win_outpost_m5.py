"""outpost-m5 (The Armoury Run): a winning line.

The greedy bot plays the whole line: it turns over the face-down objectives room by room until
the four prototypes are taken, then crosses the wing to the data centre's backup vault and leaves.
"""

from __future__ import annotations

from winkit import outcome, play_line

from zombie_table.games.tilezone.game import Game

SEED = 30
TEAM = ["rook", "halloway", "tamsin", "okafor", "dax", "obi"]


def winning_line() -> Game:
    return play_line("outpost-m5", SEED, TEAM)


def test_the_four_prototypes_are_taken_and_everyone_leaves() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert all(t.taken_by for t in game.state.objectives if t.color == "red")
    assert all(s.status == "escaped" for s in game.state.survivors.values())
