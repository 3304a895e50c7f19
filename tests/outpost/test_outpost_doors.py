"""Doors (rules reference §4.4, §5.3, §7.3): door openings stand open until a door token closes
them; once a turn, free, a survivor opens or closes a door of its zone; five neutral tokens at
most; a closed door stops sight and movement; xenos plan through it and break it instead of moving,
and a broken door stays open for good."""

from __future__ import annotations

from missionkit import act_as, choose, run_steps
from outpostkit import M0, outpost_game, place

from zombie_table.games.tilezone.board import EdgeKind
from zombie_table.games.tilezone.settings.outpost.doors import door_notes
from zombie_table.games.tilezone.settings.outpost.state import own

DOOR = {"between": ["03V:b", "03V:x"]}


def m0_game(**mission):
    mission.setdefault("doors", [DOOR])
    return outpost_game(layout=M0, start=["03V:x"], **mission)


def test_printed_door_openings_stand_open_without_a_token() -> None:  # §4.4
    game = outpost_game(layout=M0, start=["03V:x"])
    assert game.board.neighbours["03V:b"]["03V:x"] is EdgeKind.door_open
    assert "03V:b" in game.board.exits("03V:x") and game.board.sees("03V:x", "03V:b")


def test_a_closed_door_stops_sight_and_movement() -> None:  # §4.2, §4.3
    game = m0_game()
    assert "03V:b" not in game.board.exits("03V:x")
    assert not game.board.sees("03V:x", "03V:b")


def test_opening_a_door_is_free_and_once_a_turn() -> None:  # §5.3
    game = m0_game()
    act_as(game, "rook")
    left = game.survivor("rook").actions_left
    choose(game, "open_door", "rook", "03V:b")
    assert game.survivor("rook").actions_left == left
    assert "03V:b" in game.board.exits("03V:x") and not own(game).doors
    assert not [a for a in game.legal_actions() if a.kind in ("open_door", "close_door")]  # once a turn


def test_closing_takes_a_token_from_the_pool_of_five() -> None:  # §4.4
    doors = [{"between": pair} for pair in (["05R:a", "05R:w"], ["05R:b", "05R:x"], ["05R:c", "05R:e"],
                                            ["05R:d", "05R:s"], ["05R:f", "05R:s"])]
    game = outpost_game(layout=M0, start=["03V:x"], doors=doors)
    act_as(game, "rook")
    assert not [a for a in game.legal_actions() if a.kind == "close_door"]  # all five are on the board
    own(game).doors.pop("05R:a|05R:w")
    game.invalidate()
    act_as(game, "rook")
    choose(game, "close_door", "rook", "03V:b")
    assert own(game).doors["03V:b|03V:x"] == "neutral"
    assert "03V:b" not in game.board.exits("03V:x")


def test_xenos_break_a_closed_door_in_their_way_instead_of_moving() -> None:  # §7.3, §4.4
    game = m0_game()
    place(game, "rook", "03V:b")  # behind the closed door: the loudest zone
    game.state.zombies = {"03V:x": {"worker": 2}}
    game.state.spawns = []
    game.invalidate()
    assert door_notes(game, "03V:x") == ["The xenos here will break down the door to 03V:b (Security room) instead of moving"]
    events = run_steps(game, {"kind": "activation", "types": None, "second": False})
    assert game.state.zombies == {"03V:x": {"worker": 2}}  # they stayed to break it
    assert "03V:b|03V:x" in own(game).broken and not own(game).doors
    assert any(e.rule == "xeno-door" for e in events)
    run_steps(game, {"kind": "activation", "types": None, "second": False})
    assert game.state.zombies.get("03V:b") == {"worker": 2}  # through the broken door
    act_as(game, "rook")
    assert not [a for a in game.legal_actions() if a.kind in ("open_door", "close_door")]  # broken: never closed again
