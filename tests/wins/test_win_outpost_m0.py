"""outpost-m0 (Hull Breach): a winning line.

The greedy bot plays the whole line: it heads for the door that shuts the security room away
(the objective behind it cannot be reached otherwise), opens it with the free door action, takes
the objective (5 XP, the prototype rail repeater and a power cell), then walks the team to the
hangar's locker room and out.
"""

from __future__ import annotations

from winkit import outcome, play_line

from zombie_table.games.tilezone.game import Game

SEED = 2
TEAM = ["rook", "halloway", "tamsin", "okafor", "dax", "obi"]


def winning_line() -> Game:
    return play_line("outpost-m0", SEED, TEAM)


def test_the_door_is_opened_the_prototype_taken_and_everyone_leaves() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert not game.state.own.doors  # the security room's door was opened
    taker = game.state.objectives[0].taken_by
    assert taker is not None and game.state.xp_total.get(taker, 0) >= 5
    assert all(s.status == "escaped" for s in game.state.survivors.values())
    held = [game.state.cards[c] for c in game.survivor(taker).inventory.cards()]
    assert "proto_rail_repeater" in held or "proto_rail_repeater" in [game.state.cards[c] for c in game.state.equipment.discard_pile]
