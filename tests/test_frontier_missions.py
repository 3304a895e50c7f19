"""The Frontier missions M1-M10 as content: they load, check clean against the tiles, and keep to
what the reference gives for each mission (tile grid, class restrictions, objective counts,
companions, the train) and to the placements the tile plan suggests. The special rules'
behaviour is the engine's business and is tested there; here only the data is checked.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from forbidden import MARKERS, MISSION_WORDS

from zombie_table.content.library import Library
from zombie_table.content.missions import (
    CoalSacks,
    CountdownTrain,
    Escape,
    Mission,
    ObjectiveReward,
    order_key,
    RecruitCompanions,
    TakeObjectives,
)
from zombie_table.content.tiles import OPEN_GROUND, Feature, ZoneKind
from zombie_table.games.tilezone.board import Board, EdgeKind
from zombie_table.games.tilezone.checks import check_mission

ROOT = Path(__file__).resolve().parents[1]
MISSION_DIR = ROOT / "missions" / "frontier"
MISSIONS = [f"frontier-m{n}" for n in range(1, 11)]
TUTORIAL = "frontier-tutorial"  # ours, not the reference's: tested in tests/test_tutorial.py
TRAIN_NUMBERS = {"10", "11", "12"}

# The tile grid of each mission (rows top to bottom), faces only: rotations are ours to choose.
GRIDS: dict[str, list[str]] = {
    "frontier-m1": ["8V 1R", "10V 12V", "2R 5V"],
    "frontier-m2": ["4R 10R 2V", "1R 12R 5V", "3R 11R 9V"],
    "frontier-m3": ["4R 6R 3R", "5V 1V 7V", "10R 11V 12V"],
    "frontier-m4": ["4R 1R", "2R 3R", "7R 5V", "9R 8V"],
    "frontier-m5": ["12R 10R", "8V 4R", "1R 3R", "5R 6R"],
    "frontier-m6": ["1R 7R", "2R 3R", "5R 8V"],
    "frontier-m7": ["5R 2V 10R", "3R 7V 12R", "9V 1V 11R"],
    "frontier-m8": ["9V 3R 4R", "10V 11V 12V", "8V 1R 2R"],
    "frontier-m9": ["9V 6R 4V", "11R 12R 10R", "1R 2R 8V"],
    "frontier-m10": ["9V 6R 5R", "8V 2R 3R"],
}

# Tiles listed by the reference, as a set (a second check on the grids above).
TILES: dict[str, str] = {
    "frontier-m1": "1R 2R 5V 8V 10V 12V",
    "frontier-m2": "1R 2V 3R 4R 5V 9V 10R 11R 12R",
    "frontier-m3": "1V 3R 4R 5V 6R 7V 10R 11V 12V",
    "frontier-m4": "1R 2R 3R 4R 5V 7R 8V 9R",
    "frontier-m5": "1R 3R 4R 5R 6R 8V 10R 12R",
    "frontier-m6": "1R 2R 3R 5R 7R 8V",
    "frontier-m7": "1V 2V 3R 5R 7V 9V 10R 11R 12R",
    "frontier-m8": "1R 2R 3R 4R 8V 9V 10V 11V 12V",
    "frontier-m9": "1R 2R 4V 6R 8V 9V 10R 11R 12R",
    "frontier-m10": "2R 3R 5R 6R 8V 9V",
}

DIFFICULTY: dict[str, tuple[str, int]] = {
    "frontier-m1": ("easy", 25),
    "frontier-m2": ("easy", 35),
    "frontier-m3": ("easy", 35),
    "frontier-m4": ("medium", 45),
    "frontier-m5": ("medium", 25),
    "frontier-m6": ("medium", 35),
    "frontier-m7": ("hard", 50),
    "frontier-m8": ("hard", 35),
    "frontier-m9": ("very_hard", 50),
    "frontier-m10": ("very_hard", 35),
}

FORBIDDEN: dict[str, set[str]] = {
    "frontier-m1": set(),
    "frontier-m2": {"brawler"},
    "frontier-m3": {"faithful", "gunslinger"},
    "frontier-m4": {"townsfolk"},
    "frontier-m5": {"townsfolk"},
    "frontier-m6": {"gunslinger"},
    "frontier-m7": {"faithful", "townsfolk"},
    "frontier-m8": {"faithful"},
    "frontier-m9": {"brawler", "faithful"},
    "frontier-m10": {"faithful"},
}

# Objective tokens by true colour, and whether blue and green are shuffled in face down.
OBJECTIVES: dict[str, tuple[dict[str, int], bool]] = {
    "frontier-m1": ({"red": 4, "blue": 1}, False),  # the blue one is the countdown marker
    "frontier-m2": ({"red": 4}, False),
    "frontier-m3": ({"red": 6}, False),
    "frontier-m4": ({"red": 6, "blue": 1, "green": 1}, True),
    "frontier-m5": ({"red": 4, "blue": 1, "green": 1}, True),
    "frontier-m6": ({"red": 3, "blue": 1, "green": 1}, True),
    "frontier-m7": ({"red": 6, "blue": 1, "green": 1}, True),
    "frontier-m8": ({"red": 3, "blue": 1, "green": 1}, True),
    "frontier-m9": ({"red": 9}, False),  # 6 coal sacks in the Mine + 3
    "frontier-m10": ({"red": 2, "blue": 1, "green": 1}, True),
}

COMPANIONS: dict[str, dict[str, int]] = {
    "frontier-m1": {},
    "frontier-m2": {"brawler": 4},
    "frontier-m3": {"faithful": 2, "gunslinger": 4},
    "frontier-m4": {"townsfolk": 4},
    "frontier-m5": {"townsfolk": 2},
    "frontier-m6": {"gunslinger": 4},
    "frontier-m7": {"faithful": 2, "townsfolk": 4},
    "frontier-m8": {"faithful": 2},
    "frontier-m9": {"faithful": 2, "brawler": 4},
    "frontier-m10": {"faithful": 2},
}

# Machines on the map at set-up.
TOKENS: dict[str, Counter] = {
    "frontier-m1": Counter(),
    "frontier-m2": Counter(gatling=1, wagon=1),
    "frontier-m3": Counter(),
    "frontier-m4": Counter(),
    "frontier-m5": Counter(gatling=1),
    "frontier-m6": Counter(wagon=1),
    "frontier-m7": Counter(wagon=1),
    "frontier-m8": Counter(wagon=1),
    "frontier-m9": Counter(gatling=1),
    "frontier-m10": Counter(),
}

# Train: (mode, tiles that couple as cars) or None; missions with an Exit.
TRAINS: dict[str, tuple[str, set[str]] | None] = {
    "frontier-m1": ("enters", {"12"}),
    "frontier-m2": ("static", set()),
    "frontier-m3": ("waiting", set()),
    "frontier-m4": None,
    "frontier-m5": ("static", set()),
    "frontier-m6": None,
    "frontier-m7": ("static", set()),
    "frontier-m8": ("enters", set()),
    "frontier-m9": ("waiting", set()),
    "frontier-m10": None,
}
WITH_EXIT = {"frontier-m4", "frontier-m5", "frontier-m7", "frontier-m10"}
NO_OBJECTIVE_IN_MINE = {"frontier-m6", "frontier-m10"}


@pytest.fixture(scope="module")
def library() -> Library:
    return Library.load(user=False)


@pytest.fixture(scope="module")
def boards(library: Library) -> dict[str, Board]:
    out = {}
    for mid in MISSIONS:
        mission = library.missions[mid]
        out[mid] = Board.from_mission(mission, lambda t, m=mission: library.tile(m.setting, t))
    return out


def _face(slot: str | None) -> str | None:
    return slot.split("@")[0] if slot else None


def _number(face: str) -> str:
    return face[:-1]


def _zone_refs(m: Mission) -> list[str]:
    refs = list(m.start) + ([m.exit] if m.exit else []) + list(m.no_objectives)
    for name in ("objectives", "spawns", "zombies", "tokens"):
        refs += [item.zone for item in getattr(m, name)]
    refs += [z for c in m.companions for z in c.places]
    if m.noise:
        refs.append(m.noise.zone)
    refs += [r.zone for r in m.rules if isinstance(r, CoalSacks)]
    return refs


def _marker(m: Mission) -> str | None:
    rule = next((r for r in m.rules if isinstance(r, CountdownTrain)), None)
    return rule.marker.value if rule else None


# ---------------------------------------------------------------- loading and checks
def test_every_mission_file_exists():
    """The reference's eleven missions (M0, then M1-M10 checked here) and our own tutorial."""
    assert sorted(p.stem for p in MISSION_DIR.glob("frontier-*.yaml")) == sorted(["frontier-m0", *MISSIONS, TUTORIAL])


def test_the_setting_plays_the_eleven_missions_and_the_tutorial(library: Library):
    frontier = sorted((m.id for m in library.missions.values() if m.setting.value == "frontier"), key=order_key)
    assert frontier == [TUTORIAL, "frontier-m0", *MISSIONS]


def test_no_broken_files(library: Library):
    assert [str(f.path) for f in library.broken] == []
    assert set(MISSIONS) <= set(library.missions)


@pytest.mark.parametrize("mid", MISSIONS)
def test_mission_checks_clean(library: Library, mid: str):
    problems = check_mission(library.missions[mid], library)
    assert [str(p) for p in problems] == []


@pytest.mark.parametrize("mid", MISSIONS)
def test_header(library: Library, mid: str):
    m = library.missions[mid]
    assert m.id == mid and m.setting.value == "frontier"
    assert (m.difficulty.value, m.duration) == DIFFICULTY[mid]
    assert m.players == (1, 6) and m.survivors == (1, 6)
    assert m.title and m.briefing and m.objectives_text and m.special_rules_text


@pytest.mark.parametrize("mid", MISSIONS)
def test_texts_are_our_own(library: Library, mid: str):
    m = library.missions[mid]
    text = " ".join([m.title, m.briefing, *m.objectives_text, *m.special_rules_text]).lower()
    for marker in MARKERS:
        assert marker not in text
    # The reference's product, mission and zombie-type names stay out of the project's text.
    for name in MISSION_WORDS:
        assert name not in text, name


# ---------------------------------------------------------------- tiles and map
@pytest.mark.parametrize("mid", MISSIONS)
def test_tile_grid_is_the_references(library: Library, mid: str):
    m = library.missions[mid]
    grid = [" ".join(_face(slot) or "-" for slot in row) for row in m.layout]
    assert grid == GRIDS[mid]
    assert sorted(t for _, _, t, _ in m.slots()) == sorted(TILES[mid].split())


@pytest.mark.parametrize("mid", MISSIONS)
def test_streets_meet_streets(library: Library, boards: dict[str, Board], mid: str):
    """Across every shared tile edge, a town street runs into another street, onto tracks or
    through a train section's side door; never into a wall or the engine."""
    board = boards[mid]
    owner = {}
    for tile_id, (_, (oy, ox), h, w) in board.tile_at.items():
        for r in range(oy, oy + h):
            for c in range(ox, ox + w):
                owner[(r, c)] = tile_id
    passable: dict[tuple[str, str | None], bool] = {}
    for (r, c), tile_id in owner.items():
        for n in ((r + 1, c), (r, c + 1)):
            if n not in owner or owner[n] == tile_id:
                continue
            for a, b in (((r, c), n), (n, (r, c))):
                za = board.cell_zone[a[0]][a[1]]
                if za is None or board.zones[za].kind is not ZoneKind.street:
                    continue
                zb = board.cell_zone[b[0]][b[1]]
                ok = zb is not None and board.edge_kind(a, b) in (EdgeKind.open, EdgeKind.opening)
                passable[(za, zb)] = passable.get((za, zb), False) or ok
    bad = [f"{za} runs into {zb or 'an obstacle'}" for (za, zb), ok in sorted(passable.items(), key=str) if not ok]
    assert bad == []


@pytest.mark.parametrize("mid", MISSIONS)
def test_every_zone_reference_resolves(library: Library, boards: dict[str, Board], mid: str):
    board = boards[mid]
    for ref in _zone_refs(library.missions[mid]):
        assert board.resolve(ref) in board.zones, ref


@pytest.mark.parametrize("mid", MISSIONS)
def test_exit_and_objectives_reachable_from_start(library: Library, boards: dict[str, Board], mid: str):
    m, board = library.missions[mid], boards[mid]
    reach = set().union(*(board.reachable(board.resolve(z)) for z in m.start))
    assert set(board.zones) <= reach
    targets = [o.zone for o in m.objectives] + [z for c in m.companions for z in c.places]
    if m.exit:
        targets.append(m.exit)
    for ref in targets:
        assert board.resolve(ref) in reach, ref
    assert (m.exit is not None) == (mid in WITH_EXIT)


@pytest.mark.parametrize("mid", sorted(WITH_EXIT - {"frontier-m5"}))
def test_exit_is_a_street_on_the_board_edge(library: Library, boards: dict[str, Board], mid: str):
    board = boards[mid]
    zone = board.zones[board.resolve(library.missions[mid].exit)]
    assert zone.kind is ZoneKind.street
    assert any(r in (0, board.height - 1) or c in (0, board.width - 1) for r, c in zone.cells)


# ---------------------------------------------------------------- classes, objectives, companions
@pytest.mark.parametrize("mid", MISSIONS)
def test_class_restrictions(library: Library, mid: str):
    assert set(library.missions[mid].forbidden_classes) == FORBIDDEN[mid]


@pytest.mark.parametrize("mid", MISSIONS)
def test_objective_counts_and_colours(library: Library, mid: str):
    m = library.missions[mid]
    colours: Counter = Counter()
    hidden: Counter = Counter()
    for o in m.objectives:
        colours[o.color.value] += o.count
        if o.hidden:
            hidden[o.color.value] += o.count
    expected, shuffled = OBJECTIVES[mid]
    assert dict(colours) == expected
    if shuffled:  # every token face down, exactly one blue and one green among them
        assert hidden == colours and hidden["blue"] == 1 and hidden["green"] == 1
    else:
        assert not hidden


@pytest.mark.parametrize("mid", MISSIONS)
def test_objectives_lie_on_the_crates(library: Library, boards: dict[str, Board], mid: str):
    """Every printed crate holds the mission's objectives (one zone per face), except the Mine's
    crate where the mission marks it empty; nothing lies off a crate but a countdown marker."""
    m, board = library.missions[mid], boards[mid]
    marker = _marker(m)
    on = {board.resolve(o.zone) for o in m.objectives if o.color.value != marker}
    crates = set(board.zones_with(Feature.crate))
    empty = {board.resolve(z) for z in m.no_objectives}
    assert on == crates - empty
    assert empty <= crates
    tiles = Counter(board.zones[z].tile for z in on)
    assert max(tiles.values()) == 1
    mine = {z for z in crates if Feature.mine in board.zones[z].features}
    assert bool(mine and mine <= empty) == (mid in NO_OBJECTIVE_IN_MINE)


def test_m7_two_tokens_per_objective_zone(library: Library):
    per_zone: Counter = Counter()
    for o in library.missions["frontier-m7"].objectives:
        per_zone[o.zone] += o.count
    assert len(per_zone) == 4 and set(per_zone.values()) == {2}


def test_m9_coal_sacks_in_the_mine(library: Library, boards: dict[str, Board]):
    m, board = library.missions["frontier-m9"], boards["frontier-m9"]
    rule = next(r for r in m.rules if isinstance(r, CoalSacks))
    mine = board.resolve(rule.zone)
    assert Feature.mine in board.zones[mine].features and rule.survivor_class == "brawler"
    assert sum(o.count for o in m.objectives if board.resolve(o.zone) == mine) == 6
    assert sum(o.count for o in m.objectives if board.resolve(o.zone) != mine) == 3


def test_m1_countdown_marker_starts_at_the_far_end_of_the_tracks(library: Library, boards: dict[str, Board]):
    m, board = library.missions["frontier-m1"], boards["frontier-m1"]
    assert _marker(m) == "blue"
    (blue,) = [o for o in m.objectives if o.color.value == "blue"]
    zone = board.zones[board.resolve(blue.zone)]
    assert zone.kind is ZoneKind.track and zone.tile == "12V"
    entry = [z for z in board.zones_of_tile("10V")]
    # six track zones from the marker to the outer end of the entry tile
    outer = min(entry, key=lambda z: board.center(z)[1])
    assert board.distance[zone.id][outer] == 5


@pytest.mark.parametrize("mid", MISSIONS)
def test_companions(library: Library, mid: str):
    got: Counter = Counter()
    for c in library.missions[mid].companions:
        got[c.survivor_class] += c.count
    assert dict(got) == COMPANIONS[mid]


@pytest.mark.parametrize("mid", MISSIONS)
def test_companions_wait_on_their_own_ground(library: Library, boards: dict[str, Board], mid: str):
    m, board = library.missions[mid], boards[mid]
    zones = {board.resolve(z) for c in m.companions for z in c.places}
    kinds = {board.zones[z].kind for z in zones}
    assert kinds <= {ZoneKind.room, ZoneKind.balcony}
    if mid in {"frontier-m6", "frontier-m9", "frontier-m10", "frontier-m2"}:
        assert len(zones) == 1  # one zone holds them all
    if mid == "frontier-m6":
        assert Feature.mine in board.zones[zones.pop()].features
    if mid in {"frontier-m9", "frontier-m10"}:
        assert Feature.church in board.zones[zones.pop()].features
    if mid in {"frontier-m4", "frontier-m5"}:
        assert kinds == {ZoneKind.balcony}
    if mid in {"frontier-m5", "frontier-m8"}:
        assert all(c.random for c in m.companions)


@pytest.mark.parametrize("mid", MISSIONS)
def test_victory_asks_for_the_companions(library: Library, mid: str):
    m = library.missions[mid]
    goals = [g for stage in m.victory for g in stage]
    wants = any(isinstance(g, RecruitCompanions) for g in goals)
    assert wants == (bool(COMPANIONS[mid]) and mid != "frontier-m7")  # M7: recruiting is optional
    escapes = [g for g in goals if isinstance(g, Escape)]
    assert bool(escapes) == (mid in WITH_EXIT)
    if escapes:
        assert m.victory[-1] == escapes  # escaping is always the last stage


def test_m5_and_m8_hidden_objectives_drive_the_goals(library: Library):
    m5 = library.missions["frontier-m5"]
    first = {(type(g), getattr(g, "color", None) and g.color.value) for g in m5.victory[0]}
    assert (TakeObjectives, "blue") in first and (TakeObjectives, "green") in first
    assert any(isinstance(r, ObjectiveReward) and r.companion_class == "townsfolk" for r in m5.rules)
    m8 = library.missions["frontier-m8"]
    assert any(isinstance(g, TakeObjectives) and g.color and g.color.value == "red" for g in m8.victory[0])


# ---------------------------------------------------------------- spawns
@pytest.mark.parametrize("mid", MISSIONS)
def test_spawns(library: Library, boards: dict[str, Board], mid: str):
    m, board = library.missions[mid], boards[mid]
    kinds = Counter(s.kind.value for s in m.spawns)
    assert kinds["starting"] == 1
    assert set(kinds) <= {"starting", "mobile"}  # abomination spawns and corpse piles come from the tiles
    for s in m.spawns:
        assert board.zones[board.resolve(s.zone)].kind in OPEN_GROUND or s.kind.value == "mobile"
    starting = next(board.resolve(s.zone) for s in m.spawns if s.kind.value == "starting")
    if mid == "frontier-m3":  # in the train's path, so it can be crushed
        assert board.zones[starting].kind is ZoneKind.track
    if mid == "frontier-m9":
        assert board.zones[starting].tile == "9V"
    if mid == "frontier-m6":
        assert len(m.spawns) == 1


@pytest.mark.parametrize("mid", ["frontier-m2", "frontier-m9"])
def test_mobile_spawns_ride_the_train(library: Library, boards: dict[str, Board], mid: str):
    m, board = library.missions[mid], boards[mid]
    tiles = [board.zones[board.resolve(s.zone)].tile for s in m.spawns if s.kind.value == "mobile"]
    assert tiles and all(_number(t) in TRAIN_NUMBERS and t.endswith("R") for t in tiles)
    assert len(set(tiles)) == len(tiles)  # one per section: blowing one flips only its own tile


# ---------------------------------------------------------------- machines
@pytest.mark.parametrize("mid", MISSIONS)
def test_machines(library: Library, boards: dict[str, Board], mid: str):
    m, board = library.missions[mid], boards[mid]
    assert Counter(t.kind for t in m.tokens) == TOKENS[mid]
    for t in m.tokens:
        zone = board.zones[board.resolve(t.zone)]
        if t.kind == "wagon":
            assert zone.kind in (ZoneKind.street, ZoneKind.track)
        if t.kind == "gatling":
            assert _number(zone.tile) in TRAIN_NUMBERS  # on the train in M2, M5, M9
    if mid == "frontier-m2":
        (gun,) = [t for t in m.tokens if t.kind == "gatling"]
        assert Feature.tender in board.zones[board.resolve(gun.zone)].features


def test_m6_wagon_seals_the_mine(library: Library, boards: dict[str, Board]):
    m, board = library.missions["frontier-m6"], boards["frontier-m6"]
    (wagon,) = [board.resolve(t.zone) for t in m.tokens if t.kind == "wagon"]
    mine = board.zones_with(Feature.mine)[0]
    assert board.exits(mine) == [wagon]


def test_m7_wagon_rolls_to_the_exit_on_streets(library: Library, boards: dict[str, Board]):
    m, board = library.missions["frontier-m7"], boards["frontier-m7"]
    (wagon,) = [board.resolve(t.zone) for t in m.tokens if t.kind == "wagon"]
    seen, todo = {wagon}, [wagon]
    while todo:
        z = todo.pop()
        for n in board.exits(z):
            if n not in seen and board.zones[n].kind in (ZoneKind.street, ZoneKind.track):
                seen.add(n)
                todo.append(n)
    assert board.resolve(m.exit) in seen
    starts = [board.zones[board.resolve(z)].tile for z in m.start]
    assert sorted(starts) == ["10R", "11R", "12R"]  # one group per train section


def test_m8_wagon_can_be_pushed_off_the_tracks(library: Library, boards: dict[str, Board]):
    m, board = library.missions["frontier-m8"], boards["frontier-m8"]
    (wagon,) = [board.resolve(t.zone) for t in m.tokens if t.kind == "wagon"]
    assert board.zones[wagon].kind is ZoneKind.track
    assert any(board.zones[n].kind is ZoneKind.street for n in board.exits(wagon))


# ---------------------------------------------------------------- the train
@pytest.mark.parametrize("mid", MISSIONS)
def test_train_line(library: Library, mid: str):
    m = library.missions[mid]
    expected = TRAINS[mid]
    if expected is None:
        assert m.train is None
        assert not any(_number(t) in TRAIN_NUMBERS for _, _, t, _ in m.slots())
        return
    mode, couple = expected
    assert m.train is not None and m.train.mode == mode and set(m.train.couple) == couple
    line = [tuple(p) for p in m.train.line]
    slots = {(r, c): (t, rot) for r, c, t, rot in m.slots()}
    train_slots = {p for p, (t, _) in slots.items() if _number(t) in TRAIN_NUMBERS}
    assert set(line) == train_slots and len(line) == len(train_slots)
    rows, cols = {r for r, _ in line}, {c for _, c in line}
    assert len(rows) == 1 or len(cols) == 1  # one straight line ...
    width, height = max(len(row) for row in m.layout), len(m.layout)
    assert len(line) == (width if len(rows) == 1 else height)  # ... across the whole board
    step = (line[1][0] - line[0][0], line[1][1] - line[0][1])
    assert all((b[0] - a[0], b[1] - a[1]) == step for a, b in zip(line, line[1:]))
    forward = {(0, 1): 0, (1, 0): 90, (0, -1): 180, (-1, 0): 270}[step]
    faces = [slots[p] for p in line]
    for tile, rot in faces:  # every section points down the line, engine toward the far end
        if tile.endswith("R"):
            assert rot == forward, tile
    numbers = [_number(t) for t, _ in faces]
    if mode == "enters":
        assert faces[0][0] == "10V"  # the locomotive comes in over the entry tile
    else:
        assert "10R" in [t for t, _ in faces]
        front = numbers.index("10")
        assert all(t.endswith("R") for t, _ in faces[: front + 1])  # cars behind, none ahead
    if mid in {"frontier-m3"}:
        assert numbers[0] == "10"  # waits at the entry end with open track ahead
    if mid in {"frontier-m5", "frontier-m9", "frontier-m2", "frontier-m7"}:
        assert numbers[-1] == "10"  # the engine faces the board edge
