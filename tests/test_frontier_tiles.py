"""The 24 Frontier tile faces and the tutorial mission laid out on them.

The expectations come from the Frontier tile plan: which face carries crates, corpse piles,
balconies, the Mine, the Cemetery and the church; the street-layout conventions (3x3 blocks,
ports only through the middle block of an edge); and the mission grids the faces must fit.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from zombie_table.content.loader import load_file
from zombie_table.content.missions import Escape, Mission, ObjectiveReward, TakeObjectives
from zombie_table.content.tiles import OBSTACLE, OPEN_GROUND, Feature, Tile, ZoneKind
from zombie_table.games.tilezone.board import Board, EdgeKind, rotate_tile

ROOT = Path(__file__).resolve().parents[1]
TILE_DIR = ROOT / "assets" / "frontier" / "tiles"
M0_FILE = ROOT / "missions" / "frontier" / "frontier-m0.yaml"

MAP_FACES = [f"{n}{s}" for n in range(1, 10) for s in "RV"]
TRAIN_FACES = [f"{n}{s}" for n in range(10, 13) for s in "RV"]
ALL_FACES = MAP_FACES + TRAIN_FACES
ROTATIONS = (0, 90, 180, 270)

# face: (crates, corpse piles, balconies, street layout)
PLAN: dict[str, tuple[int, int, int, str]] = {
    "1R": (1, 1, 1, "T"),
    "1V": (1, 1, 0, "X"),
    "2R": (1, 1, 0, "T"),
    "2V": (0, 1, 0, "T"),
    "3R": (1, 1, 1, "T"),
    "3V": (1, 0, 0, "T"),
    "4R": (1, 0, 1, "T"),
    "4V": (0, 1, 0, "L"),
    "5R": (1, 1, 0, "L"),
    "5V": (1, 0, 0, "T"),
    "6R": (1, 1, 0, "T"),
    "6V": (1, 0, 1, "T"),
    "7R": (1, 0, 0, "T"),
    "7V": (1, 0, 1, "X"),
    "8R": (1, 1, 0, "T"),
    "8V": (1, 0, 0, "T"),
    "9R": (1, 0, 0, "L"),
    "9V": (0, 0, 0, "L"),
    **{face: (0, 0, 0, "train") for face in TRAIN_FACES},
}

# The mission grids of the tile plan (rows top to bottom) and how many separate pieces the board
# falls into when the train sections (R faces of 10-12) are left out: a train line of R faces
# that crosses the whole board splits it in two; the halves meet only through the cars.
PLAN_GRIDS: dict[str, tuple[list[str], int]] = {
    "M0": (["2R 3R"], 1),
    "M1": (["8V 1R", "10V 12V", "2R 5V"], 1),
    "M2": (["4R 10R 2V", "1R 12R 5V", "3R 11R 9V"], 2),
    "M3": (["4R 6R 3R", "5V 1V 7V", "10R 11V 12V"], 1),
    "M4": (["4R 1R", "2R 3R", "7R 5V", "9R 8V"], 1),
    "M5": (["12R 10R", "8V 4R", "1R 3R", "5R 6R"], 1),
    "M6": (["1R 7R", "2R 3R", "5R 8V"], 1),
    "M7": (["5R 2V 10R", "3R 7V 12R", "9V 1V 11R"], 1),
    "M8": (["9V 3R 4R", "10V 11V 12V", "8V 1R 2R"], 1),
    "M9": (["9V 6R 4V", "11R 12R 10R", "1R 2R 8V"], 2),
    "M10": (["9V 6R 5R", "8V 2R 3R"], 1),
}

SIDE_STEPS = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


@pytest.fixture(scope="module")
def tiles() -> dict[str, Tile]:
    out = {}
    for face in ALL_FACES:
        tile = load_file(TILE_DIR / f"{face}.yaml", expect="tile")
        assert isinstance(tile, Tile)
        out[tile.id] = tile
    return out


def _mission(layout: list[list[str | None]], start: str, **extra: object) -> Mission:
    return Mission.model_validate(
        {
            "id": "frontier-m99",
            "setting": "frontier",
            "title": "test layout",
            "difficulty": "easy",
            "duration": 1,
            "briefing": "test",
            "objectives_text": [],
            "layout": layout,
            "start": [start],
            "victory": [[{"kind": "escape"}]],
            **extra,
        }
    )


def _single(tiles: dict[str, Tile], face: str, rotation: int) -> Board:
    tile = tiles[face]
    return Board.from_mission(_mission([[f"{face}@{rotation}"]], f"{face}:{next(iter(tile.zones))}"), tiles.get)


def _count(tile: Tile, feature: Feature) -> int:
    return sum(feature in spec.features for spec in tile.zones.values())


def _is_train(face: str) -> bool:
    return int(face[:-1]) >= 10


def _port_sides(tile: Tile, rotation: int) -> set[str]:
    """Grid sides (after rotation) on which an open-ground cell touches the tile edge."""
    grid, _, _ = rotate_tile(tile, rotation)
    h, w = len(grid), len(grid[0])

    def ground(label: str) -> bool:
        return label != OBSTACLE and tile.zones[label].kind in OPEN_GROUND

    edges = {
        "N": [grid[0][c] for c in range(w)],
        "S": [grid[h - 1][c] for c in range(w)],
        "W": [grid[r][0] for r in range(h)],
        "E": [grid[r][w - 1] for r in range(h)],
    }
    return {side for side, labels in edges.items() if any(ground(label) for label in labels)}


# ---------------------------------------------------------------- every face on its own


def test_every_face_file_exists_with_schema_header() -> None:
    for face in ALL_FACES:
        path = TILE_DIR / f"{face}.yaml"
        assert path.is_file(), face
        assert path.read_text(encoding="utf-8").splitlines()[0] == "# yaml-language-server: $schema=../../schema/tile.json"
    assert sorted(p.stem for p in TILE_DIR.glob("*.yaml")) == sorted(ALL_FACES)


def test_every_face_loads_with_its_id_setting_name_and_flip(tiles: dict[str, Tile]) -> None:
    for face in ALL_FACES:
        tile = tiles[face]
        assert tile.id == face
        assert tile.setting.value == "frontier"
        assert tile.name
        other = face[:-1] + ("V" if face.endswith("R") else "R")
        assert tile.flip == other
        assert tiles[other].flip == face


@pytest.mark.parametrize("face", ALL_FACES)
@pytest.mark.parametrize("rotation", ROTATIONS)
def test_face_alone_is_fully_connected_at_every_rotation(tiles: dict[str, Tile], face: str, rotation: int) -> None:
    board = _single(tiles, face, rotation)
    assert set(board.zones) == {f"{face}:{label}" for label in tiles[face].zones}
    for zone in board.zones:
        assert set(board.distance[zone]) == set(board.zones), f"{face}@{rotation}: {zone} cannot reach every zone"


@pytest.mark.parametrize("face", ALL_FACES)
def test_feature_counts_match_the_plan(tiles: dict[str, Tile], face: str) -> None:
    tile = tiles[face]
    crates, piles, balconies, _ = PLAN[face]
    assert _count(tile, Feature.crate) == crates
    assert _count(tile, Feature.corpse_pile) == piles
    assert sum(spec.kind is ZoneKind.balcony for spec in tile.zones.values()) == balconies


@pytest.mark.parametrize("face", MAP_FACES)
def test_map_face_follows_the_block_convention(tiles: dict[str, Tile], face: str) -> None:
    tile = tiles[face]
    assert (tile.height, tile.width) == (6, 6)
    cells = tile.cells
    # every zone lies inside one 2x2 block, except the Cemetery's fenced plots
    for label, spec in tile.zones.items():
        if spec.kind is ZoneKind.balcony or Feature.cemetery in spec.features:
            continue
        blocks = {(r // 2, c // 2) for r in range(6) for c in range(6) if cells[r][c] == label}
        assert len(blocks) == 1, f"{face}:{label} spans blocks {sorted(blocks)}"
    # streets leave the tile only through the middle block of an edge
    for r in range(6):
        for c in range(6):
            label = cells[r][c]
            on_edge = r in (0, 5) or c in (0, 5)
            if on_edge and tile.zones[label].kind in OPEN_GROUND:
                assert (r in (2, 3)) or (c in (2, 3)), f"{face}: street {label} touches the edge at a corner block"
    # the street layout
    sides = _port_sides(tile, 0)
    layout = PLAN[face][3]
    if layout == "X":
        assert sides == {"N", "E", "S", "W"}
    elif layout == "T":
        assert len(sides) == 3
    else:
        assert len(sides) == 2 and sides not in ({"N", "S"}, {"E", "W"}), "an L layout opens on two adjacent sides"
    # each street block is one zone
    streets = [label for label, spec in tile.zones.items() if spec.kind in OPEN_GROUND]
    assert len(streets) == len(sides) + 1


@pytest.mark.parametrize("face", MAP_FACES)
def test_rooms_buildings_and_printed_features_are_where_they_belong(tiles: dict[str, Tile], face: str) -> None:
    tile = tiles[face]
    board = _single(tiles, face, 0)
    for label, spec in tile.zones.items():
        if Feature.crate in spec.features or Feature.corpse_pile in spec.features:
            assert spec.kind is ZoneKind.room, f"{face}:{label}: crates and corpse piles lie in rooms"
    # an opening joins rooms of one building only; every building has a way out to the street
    buildings: dict[str, bool] = {}
    for zid, zone in board.zones.items():
        if zone.kind is not ZoneKind.room:
            continue
        outside = False
        for other, kind in board.neighbours[zid].items():
            nz = board.zones[other]
            if nz.kind is ZoneKind.room:
                assert nz.building == zone.building, f"{zid} opens into {other} of another building"
            elif nz.open_ground and kind is EdgeKind.opening:
                outside = True
        buildings[zone.building] = buildings.get(zone.building, False) or outside  # type: ignore[index]
    assert all(buildings.values()), f"{face}: buildings without a street opening: {buildings}"


@pytest.mark.parametrize("face", MAP_FACES)
def test_balconies_sit_over_the_corner_of_their_stairs_room(tiles: dict[str, Tile], face: str) -> None:
    tile = tiles[face]
    cells = tile.cells
    for label, spec in tile.zones.items():
        if spec.kind is not ZoneKind.balcony:
            continue
        assert tile.zones[spec.stairs].kind is ZoneKind.room  # type: ignore[index]
        assert len(spec.spans) == 3 and all(tile.zones[s].kind is ZoneKind.street for s in spec.spans)
        # the four zones (three streets and the stairs room) meet at one grid point
        meeting = set(spec.spans) | {spec.stairs}
        points = [
            (r, c)
            for r in range(1, 6)
            for c in range(1, 6)
            if {cells[r - 1][c - 1], cells[r - 1][c], cells[r][c - 1], cells[r][c]} == meeting
        ]
        assert points, f"{face}:{label} does not sit over one corner"
        board = _single(tiles, face, 0)
        seen = board.sight[f"{face}:{label}"]
        for street in spec.spans:
            assert seen[f"{face}:{street}"] == 1
        rooms_seen = [z for z in seen if board.zones[z].kind is ZoneKind.room]
        assert rooms_seen == [f"{face}:{spec.stairs}"], "a balcony sees no building zone but its stairs room"


def test_streets_see_along_lines_and_rooms_see_one_zone(tiles: dict[str, Tile]) -> None:
    board = _single(tiles, "2R", 0)
    # west arm, crossing and east arm lie on one line
    assert board.sight_range("2R:w", "2R:e") == 2
    assert board.sight_range("2R:e", "2R:w") == 2
    # the south arm sees the crossing but not round the corner
    assert board.sees("2R:s", "2R:x") and not board.sees("2R:s", "2R:w")
    # a room sees through its opening and out along the street; not into the next building
    assert board.sees("2R:sa", "2R:sb") and board.sees("2R:sa", "2R:w")
    assert not board.sees("2R:sb", "2R:w")
    assert not board.sees("2R:sa", "2R:po")


# ---------------------------------------------------------------- special faces


def test_the_mine_is_one_zone_with_one_opening(tiles: dict[str, Tile]) -> None:
    tile = tiles["8V"]
    mines = [label for label, spec in tile.zones.items() if Feature.mine in spec.features]
    assert len(mines) == 1
    mine = mines[0]
    spec = tile.zones[mine]
    assert spec.kind is ZoneKind.room
    assert {Feature.abomination_spawn, Feature.crate} <= set(spec.features)
    assert len([p for p, _ in tile.passages() if mine in (p.a, p.b)]) == 1
    for rotation in ROTATIONS:
        board = _single(tiles, "8V", rotation)
        mouth = board.exits(f"8V:{mine}")
        assert len(mouth) == 1 and board.zones[mouth[0]].kind is ZoneKind.street
        edges = [
            (a, b)
            for a in board.zones[f"8V:{mine}"].cells
            for b in [(a[0] + dr, a[1] + dc) for dr, dc in SIDE_STEPS.values()]
            if board._inside(b) and board.cell_zone[b[0]][b[1]] == mouth[0]
            and board.edge_kind(a, b) is EdgeKind.opening
        ]
        assert len(edges) == 1, "the mine mouth is a single doorway"
        # the mouth street leads only to the Mine and the crossing: blocking it cuts off the Mine only
        assert sorted(board.exits(mouth[0])) == sorted([f"8V:{mine}", "8V:x"])
    assert not any(Feature.mine in s.features for face, t in tiles.items() if face != "8V" for s in t.zones.values())


def test_the_cemetery_is_fenced_with_gates_on_9v_only(tiles: dict[str, Tile]) -> None:
    tile = tiles["9V"]
    plots = [label for label, spec in tile.zones.items() if Feature.cemetery in spec.features]
    assert plots
    assert sum(Feature.abomination_spawn in tile.zones[p].features for p in plots) == 1
    board = _single(tiles, "9V", 0)
    gates = 0
    for plot in plots:
        for other, kind in board.neighbours[f"9V:{plot}"].items():
            if board.zones[other].open_ground:
                assert kind is EdgeKind.opening
                gates += 1
    assert 1 <= gates <= 2
    others = [face for face, t in tiles.items() if face != "9V" and any(Feature.cemetery in s.features for s in t.zones.values())]
    assert others == []


def test_the_church_is_one_hall_on_6r(tiles: dict[str, Tile]) -> None:
    tile = tiles["6R"]
    halls = [label for label, spec in tile.zones.items() if Feature.church in spec.features]
    assert len(halls) == 1
    assert tile.zones[halls[0]].kind is ZoneKind.room
    assert Feature.corpse_pile in tile.zones[halls[0]].features
    board = _single(tiles, "6R", 0)
    assert any(board.zones[n].open_ground for n in board.exits(f"6R:{halls[0]}"))


def test_abomination_spawns_only_in_the_mine_and_the_cemetery(tiles: dict[str, Tile]) -> None:
    spots = sorted(
        face for face, t in tiles.items() for s in t.zones.values() if Feature.abomination_spawn in s.features
    )
    assert spots == ["8V", "9V"]


def test_mission_level_counts_from_the_plan(tiles: dict[str, Tile]) -> None:
    def balconies(faces: str) -> int:
        return sum(s.kind is ZoneKind.balcony for f in faces.split() for s in tiles[f].zones.values())

    def crates(faces: str) -> int:
        return sum(_count(tiles[f], Feature.crate) for f in faces.split())

    assert balconies("1R 3R 4R 5R 6R 8V 10R 12R") == 3  # the balconies of the getaway mission
    assert crates("2R 3R") == 2  # M0
    assert crates("1R 2R 5V 8V 10V 12V") == 4  # M1
    assert crates("1R 2V 3R 4R 5V 9V 10R 11R 12R") == 4  # M2
    assert crates("1V 3R 4R 5V 6R 7V 10R 11V 12V") == 6  # M3
    assert crates("1R 2R 3R 4R 5V 7R 8V 9R") == 8  # M4
    assert crates("1R 3R 4R 5R 6R 8V 10R 12R") == 6  # M5
    assert crates("1R 2R 3R 5R 7R 8V") == 6  # M6: 5 objectives + the Mine left empty
    assert crates("1V 2V 3R 5R 7V 9V 10R 11R 12R") == 4  # M7
    assert crates("1R 2R 3R 4R 8V 9V 10V 11V 12V") == 5  # M8
    assert crates("1R 2R 4V 6R 8V 9V 10R 11R 12R") == 4  # M9: 3 bounties + the Mine's coal
    assert crates("2R 3R 5R 6R 8V 9V") == 5  # M10: 4 objectives + the Mine left empty
    piles = {face: _count(tiles[face], Feature.corpse_pile) for face in ALL_FACES}
    assert max(piles.values()) == 1


# ---------------------------------------------------------------- train faces


@pytest.mark.parametrize("number", [10, 11, 12])
def test_train_faces_share_one_footprint(tiles: dict[str, Tile], number: int) -> None:
    front, back = tiles[f"{number}R"], tiles[f"{number}V"]
    assert (front.height, front.width) == (back.height, back.width) == (2, 6)
    # V: three track zones, one per block, open to each other
    cells = back.cells
    assert all(spec.kind is ZoneKind.track for spec in back.zones.values())
    assert [cells[0][c] for c in range(0, 6, 2)] == [cells[1][c] for c in range(1, 6, 2)]
    assert len(back.zones) == 3
    board = _single(tiles, f"{number}V", 0)
    ends = [f"{number}V:{cells[0][0]}", f"{number}V:{cells[0][5]}"]
    assert board.sight_range(ends[0], ends[1]) == 2
    # R: rooms (building zones) and, on the locomotive, the engine body
    assert all(spec.kind is ZoneKind.room for spec in front.zones.values())
    for spec in front.zones.values():
        assert {Feature.cab, Feature.tender, Feature.car} & set(spec.features)


def test_train_sections(tiles: dict[str, Tile]) -> None:
    loco = tiles["10R"]
    features = Counter(f for s in loco.zones.values() for f in s.features)
    assert features == Counter({Feature.cab: 1, Feature.tender: 1})
    assert len({s.building for s in loco.zones.values()}) == 1
    cells = loco.cells
    assert all(cells[r][c] == OBSTACLE for r in range(2) for c in (4, 5)), "the engine body is the front block"
    cab = next(label for label, s in loco.zones.items() if Feature.cab in s.features)
    tender = next(label for label, s in loco.zones.items() if Feature.tender in s.features)
    assert {cells[r][c] for r in range(2) for c in (2, 3)} == {cab}
    assert {cells[r][c] for r in range(2) for c in (0, 1)} == {tender}
    board = _single(tiles, "10R", 0)
    assert board.exits(f"10R:{tender}") == [f"10R:{cab}"]
    assert len(tiles["11R"].zones) == 1
    car12 = tiles["12R"]
    assert len(car12.zones) == 2 and len({s.building for s in car12.zones.values()}) == 1
    halves = list(car12.zones)
    assert _single(tiles, "12R", 0).passable(f"12R:{halves[0]}", f"12R:{halves[1]}")


# ---------------------------------------------------------------- the mission grids of the plan


@pytest.mark.parametrize("mission", sorted(PLAN_GRIDS, key=lambda m: int(m[1:])))
def test_faces_fit_the_plan_grid(tiles: dict[str, Tile], mission: str) -> None:
    rows, pieces = PLAN_GRIDS[mission]
    grid = [row.split() for row in rows]
    height, width = len(grid), len(grid[0])
    layout: list[list[str | None]] = []
    for r, row in enumerate(grid):
        placed: list[str | None] = []
        for c, face in enumerate(row):
            if _is_train(face):
                along_row = all(_is_train(f) for f in row)
                placed.append(f"{face}@{0 if along_row else 90}")
                continue
            needed = {
                side for side, (dr, dc) in SIDE_STEPS.items() if 0 <= r + dr < height and 0 <= c + dc < width
            }
            fits = [rot for rot in ROTATIONS if needed <= _port_sides(tiles[face], rot)]
            assert fits, f"{mission}: {face} has no rotation with streets towards {sorted(needed)}"
            placed.append(f"{face}@{fits[0]}")
        layout.append(placed)
    first = next(f for row in grid for f in row if not _is_train(f))
    board = Board.from_mission(_mission(layout, f"{first}:x"), tiles.get)
    on_map = {z for z, zone in board.zones.items() if not (_is_train(zone.tile) and zone.tile.endswith("R"))}
    components = 0
    unseen = set(on_map)
    while unseen:  # pieces of the map joined without passing through a train section
        components += 1
        frontier = [unseen.pop()]
        while frontier:
            zone = frontier.pop()
            for n in board.exits(zone):
                if n in unseen:
                    unseen.discard(n)
                    frontier.append(n)
    assert components == pieces


@pytest.mark.parametrize(
    ("grid", "slot"),
    [
        (["8V 1R", "10V 12V", "2R 5V"], (0, 0)),
        (["4R 1R", "2R 3R", "7R 5V", "9R 8V"], (3, 1)),
        (["1R 7R", "2R 3R", "5R 8V"], (2, 1)),
        (["9V 3R 4R", "10V 11V 12V", "8V 1R 2R"], (2, 0)),
        (["9V 6R 4V", "11R 12R 10R", "1R 2R 8V"], (2, 2)),
        (["9V 6R 5R", "8V 2R 3R"], (1, 0)),
    ],
)
def test_mine_mouth_can_point_off_the_board_in_every_corner(tiles: dict[str, Tile], grid: list[str], slot: tuple[int, int]) -> None:
    height, width = len(grid), len(grid[0].split())
    r, c = slot
    edges = {side for side, (dr, dc) in SIDE_STEPS.items() if not (0 <= r + dr < height and 0 <= c + dc < width)}
    tile = tiles["8V"]
    good = []
    for rot in ROTATIONS:
        ports = _port_sides(tile, rot)
        if {"N", "E", "S", "W"} - ports - edges:
            continue  # a side facing a neighbour has no street
        board = _single(tiles, "8V", rot)
        mouth = board.exits("8V:mn")[0]
        mouth_cells = board.zones[mouth].cells
        touches = {
            side for side, (dr, dc) in SIDE_STEPS.items()
            for cell in mouth_cells if not board._inside((cell[0] + dr, cell[1] + dc))
        }
        if touches <= edges:
            good.append(rot)
    assert good, f"8V at {slot}: no rotation puts the mine mouth on the board edge"


# ---------------------------------------------------------------- the tutorial mission


@pytest.fixture(scope="module")
def m0(tiles: dict[str, Tile]) -> tuple[Mission, Board]:
    mission = load_file(M0_FILE, expect="mission")
    assert isinstance(mission, Mission)
    return mission, Board.from_mission(mission, tiles.get)


def test_m0_file_header_and_basics(m0: tuple[Mission, Board]) -> None:
    mission, _ = m0
    assert M0_FILE.read_text(encoding="utf-8").splitlines()[0] == (
        "# yaml-language-server: $schema=../../assets/schema/mission.json"
    )
    assert mission.id == "frontier-m0" and mission.setting.value == "frontier"
    assert {tile for _, _, tile, _ in mission.slots()} == {"2R", "3R"}
    assert mission.title and mission.briefing and mission.objectives_text and mission.special_rules_text
    assert [[type(g) for g in stage] for stage in mission.victory] == [[TakeObjectives], [Escape]]
    assert mission.victory[0][0].color is None and not mission.victory[1][0].with_wagon
    reward = mission.rules[0]
    assert isinstance(reward, ObjectiveReward) and (reward.xp, reward.bounty, reward.colors) == (5, True, [])
    rules = mission.model_dump(mode="json")["rules"]
    assert rules[1]["kind"] == "setup_gift"
    assert [(c["deck"], c["card"]) for c in rules[1]["cards"]] == [("equipment", "blessed_flask"), ("starting", None)]


def test_m0_zone_references_resolve(m0: tuple[Mission, Board]) -> None:
    mission, board = m0
    refs = [*mission.start, mission.exit, mission.noise.zone]  # type: ignore[union-attr]
    refs += [o.zone for o in mission.objectives] + [s.zone for s in mission.spawns] + [z.zone for z in mission.zombies]
    for ref in refs:
        assert board.resolve(ref) == ref


def test_m0_placements_follow_the_legend(m0: tuple[Mission, Board]) -> None:
    mission, board = m0
    assert len(mission.start) == 1
    start = board.resolve(mission.start[0])
    assert len(mission.objectives) == 2
    for objective in mission.objectives:
        assert objective.color.value == "red"
        assert Feature.crate in board.zones[objective.zone].features
    assert sorted(s.kind.value for s in mission.spawns) == ["mobile", "starting"]
    for spawn in mission.spawns:
        assert board.zones[spawn.zone].kind is ZoneKind.street
        assert board.distance[start][spawn.zone] >= 4, "spawns lie far from the survivors' start"
    assert Counter(z.type for z in mission.zombies for _ in range(z.count)) == Counter(
        {"brute": 1, "runner": 1, "walker": 2}
    )
    assert mission.noise is not None and mission.noise.level.value == "bang" and mission.noise.zone == mission.start[0]
    assert mission.exit is not None and board.zones[mission.exit].kind is ZoneKind.street


def test_m0_objectives_and_exit_are_reachable_from_the_start(m0: tuple[Mission, Board]) -> None:
    mission, board = m0
    start = board.resolve(mission.start[0])
    for target in [o.zone for o in mission.objectives] + [mission.exit]:
        assert board.resolve(target) in board.distance[start]  # type: ignore[arg-type]
    # 2R's east arm and 3R's west arm meet: Main Street is one line of sight across both tiles
    assert board.sight_range("2R:w", "3R:e") == 5
