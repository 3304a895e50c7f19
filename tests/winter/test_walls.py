"""The city walls (rules reference §4.2 sight from ramparts, §4.3 and §8.1 who climbs how,
§8.2 rope ladders, §7.5 a corrupted rampart is a street): on the shipped wall face 28R."""

from __future__ import annotations

from missionkit import act_as, choose, run_steps
from winterkit import WALL_ROW, place, winter_game

from zombie_table.games.tilezone.settings.winter.state import own


def test_survivors_reach_the_rampart_only_by_the_stairs() -> None:  # §8.1
    board = winter_game().board
    assert "28R:r1" not in board.exits("28R:g1")  # the wall's side
    assert "28R:r2" in board.exits("28R:g2") and "28R:r2" in board.exits("28R:h2")  # the two flights
    assert "28R:r2" in board.exits("28R:r1")  # along the walk, freely
    assert "28R:b1" not in board.exits("28R:r1")  # no room opens onto a rampart


def test_zombies_drop_anywhere_but_climb_only_by_stairs_and_climbers_ignore_the_wall() -> None:  # §4.3, §7.6
    board = winter_game().board
    zombie, climber = board.mover("zombie"), board.mover("climber")
    assert "28R:g1" in zombie.exits("28R:r1") and "28R:h2" in zombie.exits("28R:r2")
    assert "28R:r1" not in zombie.exits("28R:g1")
    assert "28R:b1" not in zombie.exits("28R:r1")  # a drop lands in a street, never through a roof
    assert "28R:r1" in climber.exits("28R:g1") and "28R:g1" in climber.exits("28R:r1")
    assert zombie.distance["28R:g1"]["28R:r1"] == 3  # up the stairs of g2, then along the walk


def test_rampart_sight_runs_over_roofs_but_never_into_rooms_and_is_seen_back() -> None:  # §4.2
    board = winter_game(layout=WALL_ROW, start=["28R:g1"]).board
    seen = board.sight["28R:r1"]
    assert "28R:b1" not in seen and "32R:nw" not in seen  # rooms passed over, not looked into
    assert "32R:w" in seen  # the street beyond the houses
    assert "28R:r1" in board.sight["32R:w"]  # and it sees the rampart back
    assert "32R:w" not in board.sight["28R:g1"]  # from the lane the houses block the view


def test_a_rope_ladder_opens_the_wall_to_survivors_only() -> None:  # §8.2
    game = winter_game(tokens=[{"kind": "ladder", "zone": "28R:g1"}])
    act_as(game, "vesna")
    choose(game, "take_ladder", "vesna")
    assert "ladder" in game.survivor("vesna").carried and not game.state.tokens["ladder"]
    choose(game, "lay_ladder", "vesna", "28R:r1")
    assert own(game).ladders == [["28R:g1", "28R:r1"]]
    assert "28R:r1" in game.board.exits("28R:g1")  # survivors climb it
    assert "28R:r1" not in game.board.mover("zombie").exits("28R:g1")  # zombies never do
    choose(game, "move", "vesna", "28R:r1")
    assert game.survivor("vesna").zone == "28R:r1"


def test_a_ladder_is_taken_back_from_either_end() -> None:  # §8.2
    game = winter_game(tokens=[{"kind": "ladder", "zone": "28R:g1"}])
    act_as(game, "vesna")
    choose(game, "take_ladder", "vesna")
    choose(game, "lay_ladder", "vesna", "28R:r1")
    choose(game, "move", "vesna", "28R:r1")
    choose(game, "retrieve_ladder", "vesna", "28R:g1", "28R:r1")
    assert not own(game).ladders and "ladder" in game.survivor("vesna").carried
    assert "28R:g1" not in game.board.exits("28R:r1")


def test_a_corrupted_rampart_is_a_street_that_cuts_the_walk() -> None:  # §7.5, tiles plan §0
    game = winter_game(tokens=[{"kind": "blight", "zone": "28R:r1"}])
    board = game.board
    assert "28R:r1" in board.exits("28R:g1")  # joined to the lane freely
    assert "28R:r2" not in board.exits("28R:r1")  # and cut from the rampart next to it
    assert "28R:b1" not in board.exits("28R:r1")  # a house wall is still a wall
    assert board.zones["28R:r1"].kind.value == "street"


def test_a_walker_on_the_rampart_drops_straight_into_the_street_it_targets() -> None:  # §7.6, §8.1
    """A zombie on a rampart comes down freely to any street beside it: with its target in the
    lane just below, it drops there in one Move instead of walking along the wall to the stairs."""
    game = winter_game(zombies=[{"zone": "28R:r1", "type": "walker"}])  # Ann stands in the lane g1
    run_steps(game, {"kind": "moves", "types": ["walker"]})
    assert game.state.zombies.get("28R:g1") == {"walker": 1}
    assert not game.state.zombies.get("28R:r2")
