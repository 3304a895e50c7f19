"""The map: zone graph, distances, next steps and line of sight, on hand-made tiles.

The tiles are tiny and written out as YAML so each case can be checked by eye against the sight
and movement rules (street lines, 1 zone into buildings, rooms looking out through openings,
balconies, doors, outdoor ground). Zone ids on a board are 'TILE:LABEL'.
"""

from __future__ import annotations

import copy
from collections import Counter
from itertools import product

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from zombie_table.content.loader import load_text
from zombie_table.content.missions import Mission
from zombie_table.content.tiles import Tile, ZoneKind
from zombie_table.games.tilezone.board import PASSABLE, Board, BoardError, Changes, EdgeKind


def tile(source: str) -> Tile:
    model = load_text(source, "test-tile.yaml", expect="tile")
    assert isinstance(model, Tile)
    return model


def mission(layout: list[list[str | None]], setting: str = "frontier") -> Mission:
    return Mission.model_validate(
        {
            "kind": "mission",
            "id": f"{setting}-m99",
            "setting": setting,
            "title": "test",
            "difficulty": "easy",
            "duration": 1,
            "briefing": "test",
            "objectives_text": ["test"],
            "layout": layout,
            "start": ["1R:a"],
            "victory": [[{"kind": "escape"}]],
        }
    )


def board(tiles: list[Tile], layout: list[list[str | None]] | None = None) -> Board:
    by_id = {t.id: t for t in tiles}
    layout = layout or [[tiles[0].id]]
    return Board.from_mission(mission(layout, tiles[0].setting.value), by_id.get)


def seen(b: Board, viewer: str) -> dict[str, int]:
    """Everything `viewer` sees except itself, with ranges, using bare labels when on tile 1R."""
    return {_short(z): r for z, r in b.sight[_long(viewer)].items() if z != _long(viewer)}


def _long(z: str) -> str:
    return z if ":" in z else f"1R:{z}"


def _short(z: str) -> str:
    return z.removeprefix("1R:")


def exits(b: Board, zone: str) -> set[str]:
    return {_short(z) for z in b.exits(_long(zone))}


def assert_symmetric_sight(b: Board) -> None:
    for viewer, row in b.sight.items():
        for target, rng in row.items():
            assert b.sight[target].get(viewer) == rng, f"{viewer} sees {target} at {rng}, not the reverse"


def assert_same_tables(x: Board, y: Board) -> None:
    assert x.sight == y.sight
    assert x.zones.keys() == y.zones.keys()
    for z in x.zones:  # distances are worked out as asked: ask for every zone's
        assert x.distance[z] == y.distance[z]
        assert x.door_blind_distance[z] == y.door_blind_distance[z]
    passable = lambda b: {z: {n for n, k in row.items() if k in PASSABLE} for z, row in b.neighbours.items()}  # noqa: E731
    assert passable(x) == passable(y)


# ================================================================== streets

STREETS = tile(
    """\
kind: tile
id: 1R
setting: frontier
grid: |
  a a b c d
  p q W r s
  t t t t t
zones:
  a: {kind: street}
  b: {kind: street}
  c: {kind: street}
  d: {kind: street}
  p: {kind: street}
  q: {kind: street}
  r: {kind: street}
  s: {kind: street}
  t: {kind: street}
  W: {kind: room, name: Warehouse}
"""
)


def test_street_lines_run_straight_and_cover_every_zone_on_the_way() -> None:
    b = board([STREETS])
    # along the top row to the board edge, and down both columns of the two-cell zone 'a'
    assert seen(b, "a") == {"b": 1, "c": 2, "d": 3, "p": 1, "q": 1, "t": 2}
    # the long bottom street looks up every column except the walled one
    assert seen(b, "t") == {"p": 1, "q": 1, "r": 1, "s": 1, "a": 2, "c": 2, "d": 2}


def test_a_wall_stops_a_street_line() -> None:
    b = board([STREETS])
    assert seen(b, "p") == {"q": 1, "a": 1, "t": 1}  # the line along row 2 stops at the warehouse wall
    assert seen(b, "b") == {"a": 1, "c": 1, "d": 2}  # nothing below: the warehouse has no opening
    assert not b.sees("1R:r", "1R:p") and not b.sees("1R:W", "1R:b")
    assert seen(b, "W") == {}


def test_no_diagonal_sight_or_movement() -> None:
    b = board([STREETS])
    # q (row 2, col 2) and b (row 1, col 3) touch at one corner only
    assert not b.sees("1R:q", "1R:b") and not b.sees("1R:b", "1R:q")
    assert "1R:b" not in b.neighbours["1R:q"]
    assert b.distance["1R:q"]["1R:b"] == 2  # round by 'a'


def test_corner_touching_streets_are_neither_neighbours_nor_in_sight() -> None:
    b = board(
        [
            tile(
                """\
kind: tile
id: 1R
setting: frontier
grid: |
  a h
  g d
zones:
  a: {kind: street}
  d: {kind: street}
  h: {kind: room}
  g: {kind: room}
"""
            )
        ]
    )
    assert b.neighbours["1R:a"] == {} and b.neighbours["1R:d"] == {}
    assert seen(b, "a") == {} and seen(b, "d") == {}
    assert "1R:d" not in b.distance["1R:a"]
    assert b.next_steps("1R:a", "1R:d") == []


def test_streets_move_freely_and_walls_block_movement() -> None:
    b = board([STREETS])
    assert exits(b, "p") == {"a", "q", "t"}
    assert exits(b, "b") == {"a", "c"}
    assert exits(b, "W") == set()
    assert "1R:W" not in b.distance["1R:t"]
    assert b.distance["1R:b"]["1R:t"] == 3


def test_sight_ranges_count_zones_crossed() -> None:
    b = board([STREETS])
    assert b.sight_range("1R:a", "1R:d") == 3  # a|b|c|d: three lines crossed
    assert b.sight_range("1R:d", "1R:a") == 3
    assert b.sight_range("1R:t", "1R:a") == 2
    assert b.sight_range("1R:a", "1R:a") == 0
    assert b.sight_range("1R:p", "1R:r") is None


def test_next_steps_lists_every_equal_shortest_option() -> None:
    b = board([STREETS])
    # round the warehouse either way: a zombie group in b splits between a and c
    assert b.next_steps("1R:b", "1R:t") == ["1R:a", "1R:c"]
    assert b.next_steps("1R:a", "1R:t") == ["1R:p", "1R:q"]
    assert b.next_steps("1R:d", "1R:t") == ["1R:s"]
    assert b.next_steps("1R:t", "1R:t") == []
    for src, dst in product(b.zones, repeat=2):
        d = b.distance[dst].get(src)
        steps = b.next_steps(src, dst)
        if not d:
            assert steps == []
            continue
        expected = sorted(n for n in b.exits(src) if b.distance[dst].get(n) == d - 1)
        assert steps == expected and steps


def test_street_sight_is_symmetric() -> None:
    assert_symmetric_sight(board([STREETS]))


# ================================================================== buildings

BUILDINGS_SOURCE = """\
kind: tile
id: 1R
setting: frontier
grid: |
  #  n2 n3 n4 #
  s1 s2 s3 s4 s5
  t1 t2 t3 t4 t5
  #  #  R  #  #
  #  #  R2 #  #
zones:
  n2: {kind: room, building: north}
  n3: {kind: room, building: north}
  n4: {kind: room, building: north}
  R: {kind: room, building: house}
  R2: {kind: room, building: house}
  s1: {kind: street}
  s2: {kind: street}
  s3: {kind: street}
  s4: {kind: street}
  s5: {kind: street}
  t1: {kind: street}
  t2: {kind: street}
  t3: {kind: street}
  t4: {kind: street}
  t5: {kind: street}
openings: ['n3|s3', 'n2|n3', 'n3|n4', 'R|t3', 'R|R2']
"""
BUILDINGS = tile(BUILDINGS_SOURCE)


def test_from_a_street_sight_enters_a_building_one_zone() -> None:
    b = board([BUILDINGS])
    assert seen(b, "t3") == {"t1": 2, "t2": 1, "t4": 1, "t5": 2, "s3": 1, "n3": 2, "R": 1}
    assert not b.sees("1R:t3", "1R:R2")  # R2 lies straight on behind R's opening
    assert not b.sees("1R:s3", "1R:n2") and not b.sees("1R:s3", "1R:n4")


def test_from_a_room_sight_reaches_zones_sharing_an_opening_and_straight_out() -> None:
    b = board([BUILDINGS])
    # R: its back room, then straight out through the opening, across the street,
    # and 1 zone into the room opposite; never sideways along the street
    assert seen(b, "R") == {"R2": 1, "t3": 1, "s3": 2, "n3": 3}
    assert seen(b, "R2") == {"R": 1}  # building sight reaches 1 zone
    assert seen(b, "n3") == {"n2": 1, "n4": 1, "s3": 1, "t3": 2, "R": 3}
    for side in ("t2", "t4", "s2", "s4"):
        assert not b.sees("1R:R", f"1R:{side}")


def test_walls_block_sight_between_a_room_and_the_street_it_borders() -> None:
    b = board([BUILDINGS])
    assert seen(b, "n2") == {"n3": 1}
    assert seen(b, "n4") == {"n3": 1}
    assert not b.sees("1R:s2", "1R:n2") and not b.sees("1R:s4", "1R:n4")


def test_building_movement_only_through_openings() -> None:
    b = board([BUILDINGS])
    assert exits(b, "n2") == {"n3"}
    assert exits(b, "n3") == {"n2", "n4", "s3"}
    assert exits(b, "R") == {"R2", "t3"}
    assert b.distance["1R:n2"]["1R:R2"] == 5  # n2 n3 s3 t3 R R2
    assert b.next_steps("1R:s2", "1R:n4") == ["1R:s3"]


def test_building_sight_is_symmetric() -> None:
    assert_symmetric_sight(board([BUILDINGS]))


def test_townsfolk_extended_sight_reaches_deeper_rooms_of_the_same_building() -> None:
    b = board([BUILDINGS])
    assert "1R:n4" not in b.sight["1R:n2"]
    ext = b.extended_sight("1R:n2")
    assert ext["1R:n4"] == 2  # through n3 into the far room
    assert ext["1R:s3"] == 2 and ext["1R:t3"] == 3 and ext["1R:R"] == 4  # out n3's opening, straight on
    assert "1R:R2" not in ext  # the next building is entered 1 zone only
    assert "1R:s2" not in ext and "1R:t4" not in ext  # still straight lines through openings
    ext = b.extended_sight("1R:R2")
    assert ext["1R:t3"] == 2 and ext["1R:s3"] == 3 and ext["1R:n3"] == 4
    assert "1R:n2" not in ext and "1R:n4" not in ext
    # standing in the street, a Townsfolk sees what everybody sees
    assert b.extended_sight("1R:t3") == b.sight["1R:t3"]


# ================================================================== balconies

BALCONY = tile(
    """\
kind: tile
id: 1R
setting: frontier
grid: |
  a b Q
  d e f
  R g h
zones:
  a: {kind: street}
  b: {kind: street}
  d: {kind: street}
  e: {kind: street}
  f: {kind: street}
  g: {kind: street}
  h: {kind: street}
  Q: {kind: room, name: Bank}
  R: {kind: room, name: Hotel}
  B: {kind: balcony, spans: [a, b, d, e], stairs: R}
openings: ['Q|b', 'R|d']
"""
)


def test_balcony_sees_what_its_streets_see_plus_its_stairs_room_only() -> None:
    b = board([BALCONY])
    assert b.sees("1R:b", "1R:Q") and b.sees("1R:a", "1R:R")  # the spanned streets see both buildings
    assert seen(b, "B") == {"a": 1, "b": 1, "d": 1, "e": 1, "f": 2, "g": 2, "R": 1}
    assert not b.sees("1R:B", "1R:Q")
    assert not b.sees("1R:B", "1R:h")


def test_zones_seeing_a_spanned_street_see_the_balcony() -> None:
    b = board([BALCONY])
    for viewer, rng in {"a": 1, "b": 1, "d": 1, "e": 1, "f": 2, "g": 2, "R": 1}.items():
        assert b.sight_range(f"1R:{viewer}", "1R:B") == rng
    assert not b.sees("1R:h", "1R:B")  # sees f and g, neither spanned
    assert not b.sees("1R:Q", "1R:B")  # the bank sees street b, but the balcony never sees the bank
    assert_symmetric_sight(b)


def test_balcony_is_reached_only_by_its_stairs() -> None:
    b = board([BALCONY])
    assert exits(b, "B") == {"R"}
    assert "B" in exits(b, "R") and "B" not in exits(b, "a")
    assert b.distance["1R:a"]["1R:B"] == 3  # a d R B
    assert b.next_steps("1R:e", "1R:B") == ["1R:d"]


def test_extended_sight_on_a_balcony_is_plain_sight() -> None:
    b = board([BALCONY])
    assert b.extended_sight("1R:B") == b.sight["1R:B"]


# ================================================================== doors

DOORS = """\
kind: tile
id: 1R
setting: outpost
grid: |
  c1 c2 c3 c4 c5
  b1 b2 b3 b4 b5
  #  #  D  #  #
  #  #  E  #  #
zones:
  c1: {kind: corridor}
  c2: {kind: corridor}
  c3: {kind: corridor}
  c4: {kind: corridor}
  c5: {kind: corridor}
  b1: {kind: corridor}
  b2: {kind: corridor}
  b3: {kind: corridor}
  b4: {kind: corridor}
  b5: {kind: corridor}
  D: {kind: room, building: lab}
  E: {kind: room, building: lab}
openings: ['D|E']
doors: ['D|b3', 'c3|c4']
"""


def doors_board(open_: tuple[str, ...] = ()) -> Board:
    """The door tile with the named doors printed as plain openings instead."""
    source = DOORS
    doors = ["D|b3", "c3|c4"]
    for d in open_:
        doors.remove(d)
    source = source.replace("openings: ['D|E']", "openings: " + repr(["D|E", *open_]))
    source = source.replace("doors: ['D|b3', 'c3|c4']", "doors: " + repr(doors))
    return board([tile(source)])


def test_closed_doors_block_movement_and_sight() -> None:
    b = doors_board()
    assert seen(b, "c1") == {"c2": 1, "c3": 2, "b1": 1}
    assert seen(b, "D") == {"E": 1}
    assert not b.sees("1R:b3", "1R:D")
    assert exits(b, "D") == {"E"} and exits(b, "c3") == {"c2", "b3"}
    assert "1R:D" not in b.distance["1R:b3"]
    assert b.door_blind_distance["1R:c1"]["1R:E"] == 5  # c1 c2 c3 b3 D E
    assert b.next_steps("1R:b1", "1R:E") == []
    assert b.next_steps("1R:b1", "1R:E", through_closed_doors=True) == ["1R:b2"]
    assert b.neighbours["1R:D"]["1R:b3"] is EdgeKind.door_closed


def test_opening_a_door_opens_sight_and_movement_both_ways() -> None:
    b = doors_board()
    b.set_passage("1R:D", "1R:b3", EdgeKind.door_open)
    assert seen(b, "D") == {"E": 1, "b3": 1, "c3": 2}  # straight out, not sideways
    assert b.sight_range("1R:c3", "1R:D") == 2 and b.sight_range("1R:b3", "1R:D") == 1
    assert not b.sees("1R:b2", "1R:D")
    assert b.distance["1R:c1"]["1R:E"] == 5 and b.distance["1R:E"]["1R:c1"] == 5
    b.set_passage("1R:c3", "1R:c4", EdgeKind.door_open)
    assert seen(b, "c1") == {"c2": 1, "c3": 2, "c4": 3, "c5": 4, "b1": 1}
    assert_symmetric_sight(b)


@pytest.mark.parametrize("opened", [("D|b3",), ("c3|c4",), ("D|b3", "c3|c4")])
def test_set_passage_equals_a_freshly_built_board(opened: tuple[str, ...]) -> None:
    b = doors_board()
    for pair in opened:
        x, y = pair.split("|")
        b.set_passage(f"1R:{x}", f"1R:{y}", EdgeKind.door_open)
    assert_same_tables(b, doors_board(opened))
    for pair in opened:
        x, y = pair.split("|")
        b.set_passage(f"1R:{y}", f"1R:{x}", EdgeKind.door_closed)
    assert_same_tables(b, doors_board())


def test_knocking_a_wall_through() -> None:
    b = board([BUILDINGS])
    assert not b.sees("1R:n2", "1R:s2")
    b.set_passage("1R:n2", "1R:s2", EdgeKind.opening)  # no printed passage there: a new opening
    assert exits(b, "n2") == {"n3", "s2"}
    assert seen(b, "n2") == {"n3": 1, "s2": 1, "t2": 2}
    fresh = board([tile(BUILDINGS_SOURCE.replace("openings: ['n3|s3'", "openings: ['n2|s2', 'n3|s3'"))])
    assert_same_tables(b, fresh)


def test_closing_a_door_leaves_an_opening_between_the_same_zones_open() -> None:
    both = tile(
        """\
kind: tile
id: 1R
setting: outpost
grid: |
  c c
  r r
zones:
  c: {kind: corridor}
  r: {kind: room}
openings: ['r|c@1,0']
doors: ['r|c@1,1']
"""
    )
    b = board([both])
    before = b.distance["1R:r"]
    b.set_passage("1R:r", "1R:c", EdgeKind.door_closed)  # the door is already closed: nothing changes
    assert b.distance["1R:r"] == before == {"1R:r": 0, "1R:c": 1}


# ================================================================== outdoor ground

OUTPOST = """\
kind: tile
id: 1R
setting: outpost
grid: |
  o1 o2 o3 o4
  k1 k2 A  k4
  #  #  r  #
zones:
  o1: {kind: outdoor}
  o2: {kind: outdoor}
  o3: {kind: outdoor}
  o4: {kind: outdoor}
  k1: {kind: corridor}
  k2: {kind: corridor}
  k4: {kind: corridor}
  A: {kind: airlock, building: dome}
  r: {kind: room, building: dome}
openings: ['A|k2', 'A|k4', 'A|r']
doors: ['A|o3']
"""


def test_outdoor_and_inside_zones_never_see_each_other() -> None:
    b = board([tile(OUTPOST)])
    assert seen(b, "o1") == {"o2": 1, "o3": 2, "o4": 3}
    assert seen(b, "k1") == {"k2": 1, "A": 2}  # the outdoor zone beside it is behind the dome wall
    assert seen(b, "k4") == {"A": 1}
    assert seen(b, "A") == {"k2": 1, "k4": 1, "k1": 2, "r": 1}
    assert "1R:o1" not in b.neighbours["1R:k1"]
    assert "1R:k1" not in b.distance["1R:o1"]
    b.set_passage("1R:A", "1R:o3", EdgeKind.door_open)
    assert b.distance["1R:o1"]["1R:k1"] == 5  # o1 o2 o3 A k2 k1: in and out only by the airlock
    assert not b.sees("1R:o3", "1R:A") and not b.sees("1R:o2", "1R:A")
    assert not b.sees("1R:k1", "1R:o1") and not b.sees("1R:r", "1R:o3")


def test_an_airlock_does_not_see_outdoors_through_its_open_door() -> None:
    b = board([tile(OUTPOST)])
    b.set_passage("1R:A", "1R:o3", EdgeKind.door_open)
    assert not b.sees("1R:A", "1R:o3")
    assert_symmetric_sight(b)


# ================================================================== several tiles

NORTH = """\
kind: tile
id: 1R
setting: frontier
grid: |
  s s s
  h h h
zones:
  s: {kind: street, continues: [E]}
  h: {kind: room}
"""

SOUTH = """\
kind: tile
id: 2R
setting: frontier
grid: |
  k k k
  u u u
zones:
  u: {kind: street}
  k: {kind: room}
"""


def test_continues_merges_two_street_zones_across_a_tile_edge() -> None:
    north, south = tile(NORTH), tile(SOUTH)
    b = board([north, south], [["1R", "2R@180"]])  # 2R turned: its street runs along row 1
    assert b.cell_zone[0] == ["1R:s"] * 6
    assert b.resolve("2R:u") == "1R:s" and "2R:u" not in b.zones
    assert sorted(b.zones) == ["1R:h", "1R:s", "2R:k"]
    assert b.zones["1R:s"].cells == [(0, c) for c in range(6)]


def test_without_continues_streets_on_two_tiles_stay_two_zones() -> None:
    north, south = tile(NORTH.replace(", continues: [E]", "")), tile(SOUTH)
    b = board([north, south], [["1R", "2R@180"]])
    assert b.neighbours["1R:s"] == {"2R:u": EdgeKind.open}
    assert b.sight_range("1R:s", "2R:u") == 1
    assert b.resolve("2R:u") == "2R:u"


def test_continues_follows_the_tile_rotation() -> None:
    # turned half round, 1R's street is on its bottom row and 'continues: [E]' now points west
    north, south = tile(NORTH), tile(SOUTH)
    b = board([north, south], [["2R", "1R@180"]])
    assert b.cell_zone[1] == ["2R:u"] * 6
    assert b.resolve("1R:s") == "2R:u"


def test_continues_turns_a_quarter_with_its_tile() -> None:
    north = tile(NORTH)
    below = tile(
        """\
kind: tile
id: 3R
setting: frontier
grid: |
  v v
  m m
zones:
  v: {kind: street}
  m: {kind: room}
"""
    )
    # a quarter turn puts the street on the tile's east column and 'continues: [E]' points south
    b = board([north, below], [["1R@90"], ["3R"]])
    assert b.resolve("3R:v") == "1R:s"
    assert b.zones["1R:s"].cells == [(0, 1), (1, 1), (2, 1), (3, 0), (3, 1)]
    # three quarters: the street is on the west column and continues north, off the board
    b = board([north, below], [["1R@270"], ["3R"]])
    assert b.resolve("3R:v") == "3R:v"
    assert b.neighbours["1R:s"]["3R:v"] is EdgeKind.open


def test_continues_never_merges_with_a_building() -> None:
    north, south = tile(NORTH), tile(SOUTH)
    b = board([north, south], [["1R", "2R"]])  # 2R's row 0 is a room
    assert set(b.zones) == {"1R:s", "1R:h", "2R:k", "2R:u"}
    assert "2R:k" not in b.neighbours["1R:s"]


def test_a_balcony_over_a_street_that_continues_onto_another_tile() -> None:
    balcony = tile(
        """\
kind: tile
id: 1R
setting: frontier
grid: |
  a b
  R c
zones:
  a: {kind: street, continues: [W]}
  b: {kind: street}
  c: {kind: street}
  R: {kind: room}
  B: {kind: balcony, spans: [a, b], stairs: R}
openings: ['R|c']
"""
    )
    west = tile(
        """\
kind: tile
id: 2R
setting: frontier
grid: |
  w w
  y y
zones:
  w: {kind: street}
  y: {kind: room}
"""
    )
    b = board([balcony, west], [["2R", "1R"]])
    assert b.resolve("1R:a") == "2R:w"
    assert b.sees("1R:B", "2R:w") and b.sees("2R:w", "1R:B")


MERGED_DOOR = """\
kind: tile
id: 1R
setting: outpost
grid: |
  c c c
  r r r
zones:
  c: {kind: corridor, continues: [W]}
  r: {kind: room}
doors: ['r|c@1,1']
"""

WEST_CORRIDOR = """\
kind: tile
id: 2R
setting: outpost
grid: |
  w w w
  # # #
zones:
  w: {kind: corridor}
"""


@pytest.mark.parametrize("corridor", ["1R:c", "2R:w"])
def test_opening_a_door_onto_a_merged_corridor(corridor: str) -> None:
    b = board([tile(MERGED_DOOR), tile(WEST_CORRIDOR)], [["2R", "1R"]])
    assert b.resolve("1R:c") == "2R:w"
    b.set_passage(corridor, "1R:r", EdgeKind.door_open)
    # only the door's cell (tile cell 1,1 = board cell 1,4) opens; the rest stays wall
    assert [b.edge_kind((0, c), (1, c)) for c in (3, 4, 5)] == [EdgeKind.wall, EdgeKind.door_open, EdgeKind.wall]
    fresh = board(
        [tile(MERGED_DOOR.replace("doors:", "openings:")), tile(WEST_CORRIDOR)],
        [["2R", "1R"]],
    )
    assert_same_tables(b, fresh)


def test_a_tile_not_filling_its_slot_raises() -> None:
    wide = tile(NORTH)  # 2 x 3
    tall = tile(SOUTH.replace("  k k k\n  u u u\n", "  k k\n  k k\n  u u\n"))  # 3 x 2
    with pytest.raises(BoardError, match=r"tile 1R \(2x3 cells after rotation\) does not fill its slot in row 1, column 1 \(3x3\)"):
        board([wide, tall], [["1R", "2R"]])
    with pytest.raises(BoardError, match="does not fill its slot"):
        board([wide, tall], [["1R"], ["2R"]])
    # turned a quarter, the tall tile is 2 x 3 and fits under or beside the wide one
    assert board([wide, tall], [["1R", "2R@90"]]).width == 6
    assert board([wide, tall], [["1R"], ["2R@270"]]).height == 4


def test_a_missing_tile_raises() -> None:
    with pytest.raises(BoardError, match="uses tile 7R, which does not exist for frontier"):
        board([tile(NORTH)], [["1R", "7R"]])


def test_an_opening_between_zones_that_do_not_touch_raises() -> None:
    far = tile(NORTH.replace("  h: {kind: room}\n", "  h: {kind: room}\nopenings: ['s|h@0,0']\n").replace(
        "  s s s\n  h h h\n", "  s s s\n  s h h\n"
    ))
    with pytest.raises(BoardError, match=r"opening s\|h is not between neighbouring cells"):
        board([far])


# ================================================================== rotation

ROTATED = tile(
    """\
kind: tile
id: 1R
setting: frontier
grid: |
  a a b c
  R R b Q
  R R d d
zones:
  a: {kind: street}
  b: {kind: street}
  c: {kind: street}
  d: {kind: street}
  R: {kind: room, building: inn}
  Q: {kind: room, building: store}
  B: {kind: balcony, spans: [a, b], stairs: R}
openings: ['R|a@1,1', 'Q|c']
"""
)


def _profile(b: Board) -> Counter[tuple[int, int]]:
    return Counter((len(b.exits(z)), len(b.sight[z])) for z in b.zones)


@pytest.mark.parametrize("rotation", [90, 180, 270])
def test_rotation_keeps_the_zone_graph_and_sight(rotation: int) -> None:
    base = board([ROTATED])
    turned = board([ROTATED], [[f"1R@{rotation}"]])
    assert (turned.height, turned.width) == ((4, 3) if rotation % 180 else (3, 4))
    assert _profile(turned) == _profile(base)
    assert turned.distance == base.distance
    assert turned.sight == base.sight  # labels survive rotation, so the tables match exactly
    assert sorted(turned.zones["1R:R"].cells) != sorted(base.zones["1R:R"].cells)


def test_rotation_moves_cells_clockwise() -> None:
    b = board([ROTATED], [["1R@90"]])
    # the top row of the tile becomes its right-hand column, read top to bottom
    assert [b.cell_zone[r][2] for r in range(4)] == ["1R:a", "1R:a", "1R:b", "1R:c"]
    # the one-cell opening R|a@1,1 turned with the tile: the room still opens only onto 'a'
    assert set(b.exits("1R:R")) == {"1R:a", "1R:B"}


# ================================================================== clockwise order

RING = tile(
    """\
kind: tile
id: 1R
setting: frontier
grid: |
  a b c
  d e f
  g h i
zones:
  a: {kind: street}
  b: {kind: street}
  c: {kind: street}
  d: {kind: street}
  e: {kind: street}
  f: {kind: street}
  g: {kind: street}
  h: {kind: street}
  i: {kind: street}
"""
)


def test_clockwise_order_on_a_symmetric_map() -> None:
    b = board([RING])
    ring = [f"1R:{z}" for z in "bcfihgda"]
    shuffled = [ring[i] for i in (3, 0, 6, 2, 7, 5, 1, 4)]
    assert b.clockwise(shuffled, "1R:b") == ring
    assert b.clockwise(shuffled, "1R:h") == ring[4:] + ring[:4]
    assert b.clockwise(shuffled, "1R:d") == ring[6:] + ring[:6]


def test_clockwise_on_a_two_by_two_map_of_tiles() -> None:
    square = """\
kind: tile
id: {id}
setting: frontier
grid: |
  s s
  s s
zones:
  s: {{kind: street}}
"""
    tiles = [tile(square.format(id=f"{n}R")) for n in range(1, 5)]
    b = board(tiles, [["1R", "2R"], ["3R", "4R"]])
    assert b.clockwise(["3R:s", "2R:s", "4R:s", "1R:s"], "1R:s") == ["1R:s", "2R:s", "4R:s", "3R:s"]
    assert b.clockwise(["3R:s", "2R:s", "4R:s", "1R:s"], "4R:s") == ["4R:s", "3R:s", "1R:s", "2R:s"]


# ================================================================== properties

LABELS = ["a", "b", "c", "d", "e", "f"]


@st.composite
def tile_specs(draw: st.DrawFn, tile_id: str, size: tuple[int, int] | None = None, *, continues: bool, balcony: bool):
    """A random tile as YAML: zones of streets and rooms, random openings, doors and continues."""
    h, w = size or (draw(st.integers(1, 4)), draw(st.integers(1, 4)))
    grid = [[draw(st.sampled_from(LABELS + ["#"])) for _ in range(w)] for _ in range(h)]
    used = sorted({x for row in grid for x in row if x != "#"})
    if not used:
        grid[0][0] = used_label = "a"
        used = [used_label]
    kinds = {z: draw(st.sampled_from(["street", "room"])) for z in used}
    pairs: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for r, c in product(range(h), range(w)):
        for rr, cc in ((r + 1, c), (r, c + 1)):
            if rr < h and cc < w and "#" not in (grid[r][c], grid[rr][cc]) and grid[r][c] != grid[rr][cc]:
                pairs.setdefault(tuple(sorted((grid[r][c], grid[rr][cc]))), []).append((r, c))  # type: ignore[arg-type]
    openings, doors = [], []
    for (x, y), cells in sorted(pairs.items()):
        if kinds[x] == kinds[y] == "street":
            continue
        choice = draw(st.sampled_from(["none", "opening", "door"]))
        if choice == "none":
            continue
        text = f"{x}|{y}"
        if draw(st.booleans()):
            r, c = draw(st.sampled_from(cells))
            text += f"@{r},{c}"
        (openings if choice == "opening" else doors).append(text)
    lines = ["kind: tile", f"id: {tile_id}", "setting: frontier", "grid: |"]
    lines += ["  " + " ".join(row) for row in grid]
    lines.append("zones:")
    streets = [z for z in used if kinds[z] == "street"]
    rooms = [z for z in used if kinds[z] == "room"]
    for z in used:
        extra = ""
        if kinds[z] == "room":
            extra = f", building: {draw(st.sampled_from(['x', 'y']))}"
        elif continues:
            sides = draw(st.lists(st.sampled_from(["N", "E", "S", "W"]), unique=True))
            extra = f", continues: [{', '.join(sides)}]"
        lines.append(f"  {z}: {{kind: {kinds[z]}{extra}}}")
    if balcony and len(streets) >= 2 and rooms and draw(st.booleans()):
        spans = draw(st.lists(st.sampled_from(streets), min_size=2, max_size=3, unique=True))
        lines.append(f"  B: {{kind: balcony, spans: [{', '.join(spans)}], stairs: {draw(st.sampled_from(rooms))}}}")
    lines.append(f"openings: {openings!r}")
    lines.append(f"doors: {doors!r}")
    return "\n".join(lines) + "\n"


SHAPES = [[["1R"]], [["1R", "2R"]], [["1R"], ["2R"]], [["1R", "2R", "3R"]], [["1R"], ["2R"], ["3R"]], [["1R", "2R"], ["3R", None]]]


@st.composite
def layouts(draw: st.DrawFn, *, continues: bool, balcony: bool) -> tuple[list[Tile], list[list[str | None]]]:
    """1-3 square tiles of one size in a random arrangement, each at a random rotation."""
    n = draw(st.integers(1, 3))
    shape = draw(st.sampled_from(SHAPES))
    ids = [slot for row in shape for slot in row if slot]
    tiles = [tile(draw(tile_specs(i, (n, n), continues=continues, balcony=balcony))) for i in ids]
    layout = [[f"{slot}@{draw(st.sampled_from([0, 90, 180, 270]))}" if slot else None for slot in row] for row in shape]
    return tiles, layout


PROPERTY = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPERTY
@given(layouts(continues=True, balcony=False))
def test_property_every_cell_in_exactly_one_zone(case: tuple[list[Tile], list[list[str | None]]]) -> None:
    b = board(*case)
    owners: Counter[tuple[int, int]] = Counter(cell for z in b.zones.values() for cell in z.cells)
    assert all(n == 1 for n in owners.values())
    for zid, zone in b.zones.items():
        assert all(b.cell_zone[r][c] == zid for r, c in zone.cells)
        assert zone.cells or zone.spans
    filled = {(r, c) for r in range(b.height) for c in range(b.width) if b.cell_zone[r][c] is not None}
    assert filled == set(owners)
    for ref in b.alias:
        assert b.resolve(ref) in b.zones


@PROPERTY
@given(layouts(continues=True, balcony=False))
def test_property_standard_sight_and_distance_are_symmetric(case: tuple[list[Tile], list[list[str | None]]]) -> None:
    b = board(*case)
    assert_symmetric_sight(b)
    for a in b.zones:
        for z, d in b.distance[a].items():
            assert b.distance[z][a] == d
    for a, row in b.neighbours.items():
        for z, kind in row.items():
            assert b.neighbours[z][a] == kind


@PROPERTY
@given(layouts(continues=False, balcony=True))
def test_property_symmetry_with_balconies(case: tuple[list[Tile], list[list[str | None]]]) -> None:
    b = board(*case)
    assert_symmetric_sight(b)
    for zone in b.zones.values():
        if zone.spans:
            assert set(b.exits(zone.id, through_closed_doors=True)) == {zone.stairs}
            for target in b.sight[zone.id]:
                kind = b.zones[target].kind.value
                assert kind in ("street", "balcony") or target in (zone.stairs, zone.id)


@PROPERTY
@given(st.data())
def test_property_rotation_keeps_every_table(data: st.DataObject) -> None:
    source = data.draw(tile_specs("1R", continues=False, balcony=True))
    t = tile(source)
    base = board([t])
    rotation = data.draw(st.sampled_from([90, 180, 270]))
    turned = board([t], [[f"1R@{rotation}"]])
    assert _profile(turned) == _profile(base)
    assert turned.sight == base.sight
    assert turned.distance == base.distance
    assert turned.door_blind_distance == base.door_blind_distance


@PROPERTY
@given(st.data())
def test_property_opening_doors_matches_a_fresh_board(data: st.DataObject) -> None:
    tiles, layout = data.draw(layouts(continues=False, balcony=True))
    doors = [(t, d) for t in tiles for d in t.doors]
    if not doors:
        return
    picks = data.draw(st.lists(st.sampled_from(range(len(doors))), min_size=1, unique=True))
    chosen = [doors[i] for i in picks]
    b = board(tiles, layout)
    for t, text in chosen:
        pair = text.split("@")[0].split("|")
        b.set_passage(f"{t.id}:{pair[0]}", f"{t.id}:{pair[1]}", EdgeKind.door_open)
    # the same map printed with those doors as plain openings; every door of an opened pair opens
    opened = {(t.id, frozenset(text.split("@")[0].split("|"))) for t, text in chosen}
    fresh_tiles = []
    for t in tiles:
        moved = [d for d in t.doors if (t.id, frozenset(d.split("@")[0].split("|"))) in opened]
        fresh_tiles.append(
            t.model_copy(update={"openings": [*t.openings, *moved], "doors": [d for d in t.doors if d not in moved]})
        )
    assert_same_tables(b, board(fresh_tiles, layout))
    for t, text in chosen:
        pair = text.split("@")[0].split("|")
        b.set_passage(f"{t.id}:{pair[0]}", f"{t.id}:{pair[1]}", EdgeKind.door_closed)
    assert_same_tables(b, board(tiles, layout))


@st.composite
def play_changes(draw: st.DrawFn, b: Board) -> Changes:
    """Changes play could bring to this board: corruption, ruins, doors standing open, mold, other kinds."""
    ground = sorted(z for z, zone in b.zones.items() if zone.kind is not ZoneKind.balcony)
    some = st.frozensets(st.sampled_from(ground), max_size=3) if ground else st.just(frozenset())
    played = sorted(set(ZoneKind) - {ZoneKind.balcony}, key=str)  # play never makes a zone a balcony
    kinds = st.tuples(st.sampled_from(ground), st.sampled_from(played)) if ground else st.nothing()
    doors = st.frozensets(st.sampled_from(b.door_pairs), max_size=3) if b.door_pairs else st.just(frozenset())
    sides = sorted({frozenset((z, n)) for z in ground for n in b.touching[z]}, key=sorted)
    ladders = st.frozensets(st.sampled_from(sides), max_size=2) if sides else st.just(frozenset())
    return Changes(streets=draw(some), ruins=draw(some), through=draw(some), opened=draw(doors), ladders=draw(ladders),
                   kinds=draw(st.frozensets(kinds, max_size=2)) if ground else frozenset())


@PROPERTY
@given(st.data(), layouts(continues=True, balcony=True))
def test_property_a_changed_board_sees_as_one_built_whole(data: st.DataObject, case: tuple[list[Tile], list[list[str | None]]]) -> None:
    """Changes in play re-work only the graph and sight they can reach: changes added, then some taken
    back, give the same graph, exits, sight and distances as working the changed board out from nothing."""
    b = board(*case)
    once = b.with_changes(data.draw(play_changes(b)))
    twice = once.with_changes(data.draw(play_changes(b)))
    back = twice.changed_to(data.draw(play_changes(b)))  # doors shut again, mold gone
    for changed in (once, twice, back):
        whole = copy.copy(changed)
        whole._build_graph()
        whole._compute_all_sight()
        whole._compute_distances()
        assert_same_tables(changed, whole)
        assert (changed.neighbours, changed._exits, changed._exits_doors) == (whole.neighbours, whole._exits, whole._exits_doors)


def test_distances_are_worked_out_as_asked_by_index_or_get() -> None:
    b = doors_board()
    assert "1R:c1" not in b.distance  # nothing worked out before it is asked
    assert b.distance.get("1R:c1") == b.distance["1R:c1"] and b.distance["1R:c1"]["1R:c1"] == 0
    assert b.distance.get("1R:nowhere", {}) == {}


def test_next_steps_are_the_exits_one_step_nearer_by_each_exits_own_distance(library) -> None:
    """`next_steps` searches back from the target once (`Board._entrances`); it must pick what the
    definition does: the exits whose own shortest way to the target is one step shorter, on every
    shipped mission's board as each mover sees it (one-way drops off Winter's walls included)."""
    from zombie_table.bots.runner import default_team
    from zombie_table.games.tilezone.board import MOVERS
    from zombie_table.games.tilezone.setup import new_game

    checked = 0
    for mission in ("frontier-m4", "winter-m1", "winter-m5", "outpost-m2"):
        board = new_game(library, mission, default_team(library, mission), 1).board
        for view in {id(v): v for v in (board.mover(who) for who in MOVERS)}.values():
            for doors in (False, True):
                table = view.door_blind_distance if doors else view.distance
                for source, target in product(view.zones, repeat=2):
                    d = table[source].get(target)
                    nearer = sorted(n for n in view.exits(source, doors) if table[n].get(target) == d - 1) if d else []
                    assert view.next_steps(source, target, doors) == nearer, (mission, source, target, doors)
                    checked += 1
    assert checked > 10_000
