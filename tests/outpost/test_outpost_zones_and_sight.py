"""Zones, sight and movement on the station (rules reference §4.1, §4.2, §4.3): corridors see in
straight lines, rooms one zone; never any sight between the surface and the station, not even
from an airlock; only an airlock joins them."""

from __future__ import annotations

from outpostkit import M0, outpost_game


def test_no_sight_between_the_surface_and_the_station() -> None:  # §4.2
    board = outpost_game().board
    inside = [z for z, zone in board.zones.items() if zone.kind.value != "outdoor"]
    outside = [z for z, zone in board.zones.items() if zone.kind.value == "outdoor"]
    assert outside and inside
    for a in outside:
        for b in inside:
            assert not board.sees(a, b) and not board.sees(b, a)


def test_an_airlock_sees_the_corridor_through_its_door_but_not_the_surface() -> None:  # §4.2
    board = outpost_game().board
    assert board.sees("06R:k", "06R:x")
    assert not board.sees("06R:k", "06R:o2")
    assert "06R:o2" in board.exits("06R:k")  # the hatch is passable


def test_the_surface_joins_the_station_only_through_the_airlock() -> None:  # §4.3
    board = outpost_game().board
    assert board.exits("06R:o1") == ["06R:o2"] and "06R:w" not in board.exits("06R:o1")
    assert sorted(board.exits("06R:o2")) == ["06R:k", "06R:o1", "06R:o3"]


def test_corridor_sight_runs_in_straight_lines_across_tiles_and_rooms_see_one_zone() -> None:  # §4.2
    board = outpost_game(layout=M0, start=["01R:x"]).board
    assert board.sees("05R:w", "03V:e")  # the whole top corridor row, across the tile edge
    assert board.sight_range("05R:w", "03V:e") == 5
    assert board.sees("01R:x", "05R:x")  # straight up the middle column
    assert not board.sees("01R:x", "05R:e")  # never diagonally
    assert board.sees("03V:x", "03V:b")  # a door opening (open): one zone into the room
    assert not board.sees("03V:b", "03V:e")  # from the room: one zone out, then along the corridor only straight
