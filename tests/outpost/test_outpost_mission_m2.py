"""outpost-m2 (Little Lost Star): the bottles worn from the start, the child only after the
spacesuit, and the loss when xenos activate beside the child (rules reference §12, mission 2)."""

from __future__ import annotations

from missionkit import act_as, run_steps
from stationkit import put, shipped, token_of

from zombie_table.games.tilezone.settings.outpost.oxygen import wears_bottle
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.zombies import activation_steps, add_zombies


def test_every_survivor_starts_wearing_an_air_bottle_from_the_supply() -> None:
    game = shipped("outpost-m2")
    assert all(wears_bottle(game, s) for s in game.state.survivors.values())
    assert len(own(game).oxygen) == 6 - 2


def test_the_child_is_taken_only_after_the_spacesuit() -> None:
    game = shipped("outpost-m2")
    blue, white = token_of(game, "blue"), token_of(game, "white")
    assert not blue.hidden and white.hidden
    put(game, "rook", blue.zone)
    act_as(game, "rook")
    assert not [a for a in game.legal_actions() if a.kind == "take_objective"]
    white.taken_by = "halloway"
    act_as(game, "rook")
    assert [a for a in game.legal_actions() if a.kind == "take_objective" and a.args[1] == blue.id]


def test_xenos_activating_beside_the_child_lose_the_mission() -> None:
    game = shipped("outpost-m2")
    blue = token_of(game, "blue")
    add_zombies(game, blue.zone, "worker", 1)
    run_steps(game, {"kind": "players_end"})
    assert game.state.result == "defeat" and "blue objective" in (game.state.cause or "")


def test_once_the_child_is_taken_xenos_in_her_room_lose_nothing() -> None:
    game = shipped("outpost-m2")
    blue = token_of(game, "blue")
    token_of(game, "white").taken_by = blue.taken_by = "rook"
    game.state.stage = 2
    add_zombies(game, blue.zone, "worker", 1)
    run_steps(game, {"kind": "players_end"})
    assert game.state.result is None


def test_a_hunter_activating_beside_the_child_for_its_second_action_loses() -> None:
    """§12 M2: any xeno activating in the child's zone before she is taken loses the mission, at
    any time: a hunter walking in on its first action activates there for its second (§7.4)."""
    game = shipped("outpost-m2")
    blue = token_of(game, "blue")
    add_zombies(game, blue.zone, "hunter", 1)
    run_steps(game, {"kind": "activation", "types": None, "second": True})
    assert game.state.result == "defeat" and "blue objective" in (game.state.cause or "")


def test_an_extra_activation_beside_the_child_loses() -> None:
    """§12 M2 with §7.6: an extra activation is an activation too."""
    game = shipped("outpost-m2")
    blue = token_of(game, "blue")
    add_zombies(game, blue.zone, "worker", 1)
    run_steps(game, *activation_steps(["worker"]))
    assert game.state.result == "defeat" and "blue objective" in (game.state.cause or "")


def test_xenos_of_another_type_beside_the_child_do_not_activate_in_an_extra_activation() -> None:
    """§12 M2: only xenos that activate count; an extra activation of hunters leaves workers idle."""
    game = shipped("outpost-m2")
    blue = token_of(game, "blue")
    add_zombies(game, blue.zone, "worker", 1)
    run_steps(game, {"kind": "activation", "types": ["hunter"], "second": False})
    assert game.state.result is None
