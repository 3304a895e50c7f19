"""The map: tiles assembled into cells and zones, the zone graph, distances and line of sight.

Everything is computed once per map from the cell geometry. Sight follows the family's rules:
open ground (streets, tracks, corridors…) sees in straight lines parallel to the board edges
until a wall or the edge; a room sees the zones it shares an opening with, and out through an
opening along a straight line; a line entering a room stops there. A balcony sees what the street
zones it spans see (but no building except its stairs room). A rampart (the walkway on a city
wall) sees in straight lines over everything to the board edge, but only open ground and ruins,
never into a room; whatever it sees sees it. When a passage changes (a door opens) only the sight
rows whose rays crossed it are recomputed.

Ramparts are cut off from the streets beside them except by printed stairs; a board also keeps
the graphs of other movers: zombies drop from a rampart to any street beside it, climbers (the
abominations of a walled setting) go up and down anywhere, and only survivors use rope ladders.
Zones that changed kind in play (corruption making a street of a rampart or a room) and ladders are
a board's `changes`: a changed board is a new board, like a blocked one.
"""

from __future__ import annotations

import copy
import math
from collections import deque
from dataclasses import dataclass, field, fields
from enum import IntEnum
from functools import cached_property, partial
from typing import Callable, Iterable

from zombie_table.content.common import Side
from zombie_table.content.missions import Mission
from zombie_table.content.tiles import OBSTACLE, OPEN_GROUND, Feature, Passage, Tile, ZoneKind

Cell = tuple[int, int]  # (row, col) on the whole board
Edge = tuple[Cell, Cell]  # always ordered (smaller cell first)

DIRS: dict[Side, tuple[int, int]] = {Side.N: (-1, 0), Side.E: (0, 1), Side.S: (1, 0), Side.W: (0, -1)}
_ROTATE = {Side.N: Side.E, Side.E: Side.S, Side.S: Side.W, Side.W: Side.N}


class EdgeKind(IntEnum):
    """What lies between two neighbouring cells of different zones (higher is more open)."""

    wall = 0
    door_closed = 1
    door_open = 2
    opening = 3
    open = 4  # painted line between open-ground zones, or the inside of one zone


PASSABLE = frozenset({EdgeKind.door_open, EdgeKind.opening, EdgeKind.open})

MOVERS = ("survivor", "zombie", "climber")
"""Who moves over a board's graph: survivors (stairs and rope ladders), zombies (stairs up, a drop from
any rampart down), climbers (up and down any rampart side; no ladders)."""


@dataclass(frozen=True)
class Changes:
    """What play changed on a map: zones that became streets (corruption), rope ladders laid
    between a street and a rampart, rooms that became ruins (a burnt building). Zones of `streets`
    joined to each other lose the walls between them; a zone both ruined and a street is a street.
    `opened` are printed door openings standing open (a tile's doors are closed as printed; a setting
    whose door openings take door tokens opens those without a closed one). Zones of `through` have
    openings in every wall toward zones of their realm (mold); `kinds` are zones that count as another
    kind for sight and searching (active mold a room, inactive mold a corridor), their borders as printed.
    `marks` name door openings the map draws in a mark of their own: a coloured door token's colour,
    or `sealed` (a passage shut until a rule opens it); they change nothing else."""

    streets: frozenset[str] = frozenset()
    ladders: frozenset[frozenset[str]] = frozenset()
    ruins: frozenset[str] = frozenset()
    opened: frozenset[frozenset[str]] = frozenset()
    through: frozenset[str] = frozenset()
    kinds: frozenset[tuple[str, ZoneKind]] = frozenset()
    marks: frozenset[tuple[frozenset[str], str]] = frozenset()

    def __or__(self, other: "Changes") -> "Changes":
        return Changes(*(getattr(self, f.name) | getattr(other, f.name) for f in fields(self)))


class BoardError(ValueError):
    """A mission's tiles cannot be assembled into a map."""


@dataclass
class Zone:
    id: str
    kind: ZoneKind
    tile: str
    label: str
    building: str | None
    name: str | None = None
    features: list[Feature] = field(default_factory=list)
    cells: list[Cell] = field(default_factory=list)
    spans: list[str] = field(default_factory=list)
    stairs: str | None = None

    @property
    def open_ground(self) -> bool:
        return self.kind in OPEN_GROUND

    @property
    def realm(self) -> str:
        """Outdoor ground never sees or borders the inside of a station except through doors."""
        return "outdoor" if self.kind is ZoneKind.outdoor else "inside"


def rotate_tile(tile: Tile, rotation: int) -> tuple[list[list[str]], Callable[[Cell], Cell], Callable[[Side], Side]]:
    """The tile's cell grid turned clockwise by `rotation` degrees, with maps for cells and sides."""
    grid = tile.cells
    steps = (rotation // 90) % 4

    def cell_map(cell: Cell) -> Cell:
        r, c = cell
        h, w = len(grid), len(grid[0])
        for _ in range(steps):
            r, c, h, w = c, h - 1 - r, w, h
        return r, c

    def side_map(side: Side) -> Side:
        for _ in range(steps):
            side = _ROTATE[side]
        return side

    h, w = len(grid), len(grid[0])
    out_h, out_w = (w, h) if steps % 2 else (h, w)
    out = [["" for _ in range(out_w)] for _ in range(out_h)]
    for r in range(h):
        for c in range(w):
            rr, cc = cell_map((r, c))
            out[rr][cc] = grid[r][c]
    return out, cell_map, side_map


class Board:
    """A mission's assembled map. Zone ids are 'TILE:LABEL' (merged zones keep their first id)."""

    def __init__(self, placed: list[tuple[Tile, int, Cell]], height: int, width: int):
        self.height, self.width = height, width
        self.blocked: set[str] = set()
        self.cell_zone: list[list[str | None]] = [[None] * width for _ in range(height)]
        self.zones: dict[str, Zone] = {}
        self.alias: dict[str, str] = {}
        self.tile_at: dict[str, tuple[int, Cell, int, int]] = {}  # tile id -> (rotation, origin, h, w)
        self.changes = Changes()
        self.stairs: set[frozenset[str]] = set()  # zone pairs joined by printed stairs
        self._movers: dict[str, "Board"] = {}  # the other movers' views of this board, made as asked
        self._edges: dict[Edge, EdgeKind] = {}
        self._doors: dict[frozenset[str], list[Edge]] = {}  # door edges per zone pair (openings never change)
        self._assemble(placed)
        self.printed = {z: zone.kind for z, zone in self.zones.items()}
        self.origin = self  # the map as printed, which every changed copy of it keeps
        self._build_graph()
        self._compute_distances()
        self._compute_all_sight()

    # ---------------------------------------------------------------- assembly
    @classmethod
    def shared(cls, mission: Mission, tiles: Callable[[str], Tile | None], cache: dict,
               layout: list[list[str | None]] | None = None) -> "Board":
        """The board for this mission and layout, built once per cache (maps never change in
        place during play: a moving train builds a new one)."""
        key = (mission.id, mission.setting, tuple(tuple(row) for row in (layout or mission.layout)))
        if key not in cache:
            cache[key] = cls.from_mission(mission, tiles, layout)
        return cache[key]

    @classmethod
    def from_mission(cls, mission: Mission, tiles: Callable[[str], Tile | None], layout: list[list[str | None]] | None = None) -> "Board":
        """Lay the mission's tile grid (or `layout`, the grid as it is now) out: each row as tall as
        its tallest tile, each column as wide."""
        if layout is not None:
            mission = mission.model_copy(update={"layout": layout})
        slots = mission.slots()
        found: dict[tuple[int, int], tuple[Tile, int]] = {}
        for r, c, tile_id, rot in slots:
            tile = tiles(tile_id)
            if tile is None:
                raise BoardError(f"mission {mission.id} uses tile {tile_id}, which does not exist for {mission.setting.value}")
            found[(r, c)] = (tile, rot)
        rows, cols = len(mission.layout), max(len(row) for row in mission.layout)
        heights, widths = [0] * rows, [0] * cols
        dims = {}
        for (r, c), (tile, rot) in found.items():
            h, w = (tile.width, tile.height) if (rot // 90) % 2 else (tile.height, tile.width)
            dims[(r, c)] = (h, w)
            heights[r], widths[c] = max(heights[r], h), max(widths[c], w)
        for (r, c), (h, w) in dims.items():
            if (h, w) != (heights[r], widths[c]):
                tile = found[(r, c)][0]
                raise BoardError(
                    f"tile {tile.id} ({h}x{w} cells after rotation) does not fill its slot in row {r + 1}, "
                    f"column {c + 1} ({heights[r]}x{widths[c]}); rotate it or change the layout"
                )
        placed = []
        for (r, c), (tile, rot) in found.items():
            origin = (sum(heights[:r]), sum(widths[:c]))
            placed.append((tile, rot, origin))
        return cls(placed, sum(heights), sum(widths))

    def _assemble(self, placed: list[tuple[Tile, int, Cell]]) -> None:
        continues: dict[str, list[Side]] = {}
        through_edges: list[tuple[Cell, Side, EdgeKind, str]] = []
        for tile, rot, (oy, ox) in placed:
            grid, cell_map, side_map = rotate_tile(tile, rot)
            self.tile_at[tile.id] = (rot, (oy, ox), len(grid), len(grid[0]))
            for label, spec in tile.zones.items():
                zid = f"{tile.id}:{label}"
                building = f"{tile.id}:{spec.building or label}" if spec.kind not in OPEN_GROUND else None
                self.zones[zid] = Zone(
                    zid, spec.kind, tile.id, label, building, spec.name, list(spec.features),
                    spans=[f"{tile.id}:{s}" for s in spec.spans],
                    stairs=f"{tile.id}:{spec.stairs}" if spec.stairs else None,
                )
                if spec.continues:
                    continues[zid] = [side_map(s) for s in spec.continues]
            for r, row in enumerate(grid):
                for c, label in enumerate(row):
                    if label != OBSTACLE:
                        self.cell_zone[oy + r][ox + c] = f"{tile.id}:{label}"
            for text in tile.stairs:
                flight = Passage.parse(text)
                a, b = f"{tile.id}:{flight.a}", f"{tile.id}:{flight.b}"
                self.stairs.add(frozenset((a, b)))
                for edge in self._passage_edges(a, b, tile.id, None):
                    self._edges[edge] = EdgeKind.opening
            for passage, is_door in tile.passages():
                kind = EdgeKind.door_closed if is_door else EdgeKind.opening
                if passage.side is not None:
                    for cell in tile.edge_cells(passage):
                        rr, cc = cell_map(cell)
                        through_edges.append(((oy + rr, ox + cc), side_map(passage.side), kind, f"{tile.id}:{passage.a}"))
                    continue
                a, b = f"{tile.id}:{passage.a}", f"{tile.id}:{passage.b}"
                only = None
                if passage.cell is not None:
                    rr, cc = cell_map(passage.cell)
                    only = (oy + rr, ox + cc)
                edges = self._passage_edges(a, b, tile.id, only)
                if not edges and not self._is_balcony_pair(a, b):
                    raise BoardError(f"tile {tile.id}: opening {passage.a}|{passage.b} is not between neighbouring cells")
                for edge in edges:
                    self._edges[edge] = kind
                if is_door:
                    self._doors.setdefault(frozenset((a, b)), []).extend(edges)
        for cell, side, kind, zid in through_edges:
            dr, dc = DIRS[side]
            beyond = (cell[0] + dr, cell[1] + dc)
            if self._inside(beyond) and self.cell_zone[beyond[0]][beyond[1]] is not None:
                self._edges[_edge(cell, beyond)] = kind
                if kind is EdgeKind.door_closed:
                    self._doors.setdefault(frozenset((zid, self.cell_zone[beyond[0]][beyond[1]])), []).append(_edge(cell, beyond))
        self._merge_continuing(continues)
        self._doors = {frozenset(self.alias.get(z, z) for z in pair): edges for pair, edges in self._doors.items()}
        self.stairs = {frozenset(self.alias.get(z, z) for z in pair) for pair in self.stairs}
        for zone in self.zones.values():
            zone.spans = list(dict.fromkeys(self.alias.get(z, z) for z in zone.spans))
            zone.stairs = self.alias.get(zone.stairs, zone.stairs) if zone.stairs else None
        for zone in self.zones.values():
            zone.cells.clear()
        for r in range(self.height):
            for c in range(self.width):
                zid = self.cell_zone[r][c]
                if zid is not None:
                    self.zones[zid].cells.append((r, c))

    def _is_balcony_pair(self, a: str, b: str) -> bool:
        return ZoneKind.balcony in (self.zones[a].kind, self.zones[b].kind)

    def _passage_edges(self, a: str, b: str, tile: str, only: Cell | None) -> list[Edge]:
        edges = []
        for r in range(self.height):
            for c in range(self.width):
                if self.cell_zone[r][c] != a:
                    continue
                for dr, dc in DIRS.values():
                    n = (r + dr, c + dc)
                    if self._inside(n) and self.cell_zone[n[0]][n[1]] == b:
                        if only is None or only in ((r, c), n):
                            edges.append(_edge((r, c), n))
        return edges

    def _merge_continuing(self, continues: dict[str, list[Side]]) -> None:
        """Open-ground zones marked as continuing across a tile side merge with the zone beyond."""
        parent: dict[str, str] = {}

        def find(z: str) -> str:
            while parent.get(z, z) != z:
                z = parent.get(z, z)
            return z

        for zid, sides in continues.items():
            for r, c in [(r, c) for r in range(self.height) for c in range(self.width) if self.cell_zone[r][c] == zid]:
                for side in sides:
                    dr, dc = DIRS[side]
                    n = (r + dr, c + dc)
                    if not self._inside(n):
                        continue
                    other = self.cell_zone[n[0]][n[1]]
                    if other and other.split(":")[0] != zid.split(":")[0] and self.zones[other].open_ground:
                        ra, rb = find(zid), find(other)
                        if ra != rb:
                            parent[max(ra, rb, key=self._zone_order)] = min(ra, rb, key=self._zone_order)
        for zid in list(parent):
            root = find(zid)
            if root != zid:
                self.alias[zid] = root
        for r in range(self.height):
            for c in range(self.width):
                zid = self.cell_zone[r][c]
                if zid in self.alias:
                    self.cell_zone[r][c] = self.alias[zid]
        for zid in self.alias:
            root = self.zones[self.alias[zid]]
            root.features.extend(f for f in self.zones[zid].features if f not in root.features)
            del self.zones[zid]

    def cells(self, zid: str) -> list[Cell]:
        """The zone's cells, top-left first."""
        return [(r, c) for r in range(self.height) for c in range(self.width) if self.cell_zone[r][c] == zid]

    def _zone_order(self, zid: str) -> tuple[int, int]:
        return min(self.cells(zid), default=(self.height, self.width))

    def _inside(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.height and 0 <= cell[1] < self.width

    def resolve(self, ref: str) -> str:
        """A mission's 'TILE:LABEL' reference to the zone id on this board."""
        zid = self.alias.get(ref, ref)
        if zid not in self.zones:
            raise KeyError(ref)
        return zid

    # ---------------------------------------------------------------- graph
    def edge_kind(self, a: Cell, b: Cell) -> EdgeKind:
        za, zb = self.cell_zone[a[0]][a[1]], self.cell_zone[b[0]][b[1]]
        if za is None or zb is None:
            return EdgeKind.wall
        if za == zb:
            return EdgeKind.open
        streets = self.changes.streets
        if za in streets and zb in streets:
            return EdgeKind.open
        declared = self._edges.get(_edge(a, b))
        if declared is not None:
            return declared
        za_, zb_ = self.zones[za], self.zones[zb]
        ka, kb = self._ground(za), self._ground(zb)
        if ka in OPEN_GROUND and kb in OPEN_GROUND and za_.realm == zb_.realm and \
                (ka is ZoneKind.rampart) == (kb is ZoneKind.rampart):
            return EdgeKind.open  # a rampart's side is a wall's height above the street: only stairs join them
        through = self.changes.through
        if through and (za in through or zb in through) and za_.realm == zb_.realm:
            return EdgeKind.opening
        return EdgeKind.wall

    def _ground(self, zid: str) -> ZoneKind:
        """The kind a zone's borders follow: as printed (a corrupted room keeps its walls), but a
        corrupted rampart is a street, open to the streets beside it."""
        kind = self.printed[zid]
        return ZoneKind.street if kind is ZoneKind.rampart and zid in self.changes.streets else kind

    def _build_graph(self) -> None:
        self.neighbours: dict[str, dict[str, EdgeKind]] = {z: {} for z in self.zones}
        for r in range(self.height):
            for c in range(self.width):
                for n in ((r + 1, c), (r, c + 1)):
                    if not self._inside(n):
                        continue
                    za, zb = self.cell_zone[r][c], self.cell_zone[n[0]][n[1]]
                    if za is None or zb is None or za == zb:
                        continue
                    kind = self.edge_kind((r, c), n)
                    if kind is EdgeKind.wall:
                        continue
                    for x, y in ((za, zb), (zb, za)):
                        self.neighbours[x][y] = max(kind, self.neighbours[x].get(y, EdgeKind.wall))
        for zone in self.zones.values():
            if zone.kind is ZoneKind.balcony and zone.stairs:
                self.neighbours[zone.id][zone.stairs] = EdgeKind.opening
                self.neighbours[zone.stairs][zone.id] = EdgeKind.opening
        for pair in self.changes.ladders:
            x, y = sorted(pair)
            self.neighbours[x][y] = self.neighbours[y][x] = EdgeKind.opening
        self._list_exits(self.neighbours)

    def _list_exits(self, zones: Iterable[str]) -> None:
        """The exits of these zones (the others' stay as they are), from their neighbours."""
        self._exits, self._exits_doors = dict(getattr(self, "_exits", {})), dict(getattr(self, "_exits_doors", {}))
        for z in zones:
            ns = self.neighbours[z]
            self._exits[z] = sorted(n for n, k in ns.items() if k in PASSABLE and n not in self.blocked)
            self._exits_doors[z] = sorted(n for n, k in ns.items() if (k in PASSABLE or k is EdgeKind.door_closed) and n not in self.blocked)

    @cached_property
    def _borders(self) -> dict[tuple[str, str], list[tuple[Cell, Cell]]]:
        """Each pair of zones (in order) sharing cell edges, and those edges: cells never change in play."""
        out: dict[tuple[str, str], list[tuple[Cell, Cell]]] = {}
        for r in range(self.height):
            for c in range(self.width):
                for n in ((r + 1, c), (r, c + 1)):
                    if self._inside(n):
                        za, zb = self.cell_zone[r][c], self.cell_zone[n[0]][n[1]]
                        if za and zb and za != zb:
                            out.setdefault((min(za, zb), max(za, zb)), []).append(((r, c), n))
        return out

    def _regraph(self, before: "Board", zones: set[str], edges: Iterable[Edge]) -> None:
        """The graph of this board, `before`'s but for these changed zones and edges: only the zone
        pairs they lie between, and the ladders laid or taken, are looked at again, as a full build does."""
        pairs = {p for p in self._borders if p[0] in zones or p[1] in zones}
        for z in zones:
            stairs = self.zones[z].stairs
            if stairs:
                pairs.add((min(z, stairs), max(z, stairs)))
        for a, b in edges:
            za, zb = self.cell_zone[a[0]][a[1]], self.cell_zone[b[0]][b[1]]
            if za and zb and za != zb:
                pairs.add((min(za, zb), max(za, zb)))
        pairs |= {(min(p), max(p)) for p in before.changes.ladders ^ self.changes.ladders}
        self.neighbours = {z: dict(ns) for z, ns in before.neighbours.items()}
        for x, y in pairs:
            kind = max((self.edge_kind(a, b) for a, b in self._borders.get((x, y), ())), default=EdgeKind.wall)
            if frozenset((x, y)) in self.changes.ladders or self._stairs(x, y):
                kind = EdgeKind.opening
            for one, other in ((x, y), (y, x)):
                if kind is EdgeKind.wall:
                    self.neighbours[one].pop(other, None)
                else:
                    self.neighbours[one][other] = kind
        self._list_exits({z for p in pairs for z in p})

    def _stairs(self, x: str, y: str) -> bool:
        """Whether one of these zones is a balcony whose stairs are the other."""
        zx, zy = self.zones[x], self.zones[y]
        return (zx.kind is ZoneKind.balcony and zx.stairs == y) or (zy.kind is ZoneKind.balcony and zy.stairs == x)

    @cached_property
    def touching(self) -> dict[str, set[str]]:
        """Zones sharing a cell edge, walls or not: the graph of things that go through walls."""
        out: dict[str, set[str]] = {z: set() for z in self.zones}
        for r in range(self.height):
            for c in range(self.width):
                for n in ((r + 1, c), (r, c + 1)):
                    if self._inside(n):
                        za, zb = self.cell_zone[r][c], self.cell_zone[n[0]][n[1]]
                        if za and zb and za != zb:
                            out[za].add(zb)
                            out[zb].add(za)
        return out

    @cached_property
    def has_ramparts(self) -> bool:
        return any(z.kind is ZoneKind.rampart for z in self.zones.values())

    def mover(self, who: str) -> "Board":
        """This board as `who` (one of MOVERS) moves over it: its exits, distances and next steps.
        A board without ramparts or ladders is the same for everyone."""
        if who == "survivor" or not (self.has_ramparts or self.changes.ladders):
            return self
        view = self._movers.get(who)
        if view is None:
            view = self._movers[who] = self._mover_view(who)
        return view

    def _mover_view(self, who: str) -> "Board":
        view = copy.copy(self)
        view._movers = {}
        exits = {z: set(ns) for z, ns in self._exits.items()}
        for pair in self.changes.ladders:
            x, y = sorted(pair)
            exits[x].discard(y)
            exits[y].discard(x)
        for z, zone in self.zones.items():
            if zone.kind is not ZoneKind.rampart:
                continue
            for n in self.touching[z]:
                if self.zones[n].kind is ZoneKind.street and n not in self.blocked:
                    exits[z].add(n)  # a drop from the wall
                    if who == "climber":
                        exits[n].add(z)
        view._exits = {z: sorted(ns) for z, ns in exits.items()}
        view._exits_doors = view._exits
        view._compute_distances()
        return view

    def passable(self, a: str, b: str, through_closed_doors: bool = False) -> bool:
        kind = self.neighbours[a].get(b)
        if kind is None:
            return False
        return kind in PASSABLE or (through_closed_doors and kind is EdgeKind.door_closed)

    def exits(self, zone: str, through_closed_doors: bool = False) -> list[str]:
        return (self._exits_doors if through_closed_doors else self._exits)[zone]

    def _compute_distances(self) -> None:
        self.distance = Distances(partial(self._bfs, through_closed_doors=False))
        self.door_blind_distance = Distances(partial(self._bfs, through_closed_doors=True))
        self._steps: dict[tuple[str, str, bool], list[str]] = {}  # next_steps, filled as asked
        self._featured: dict[Feature, tuple[str, ...]] = {}  # zones_with, filled as asked
        self._of_kind: dict[ZoneKind, tuple[str, ...]] = {}  # zones_of_kind, filled as asked
        self._toward = {doors: Distances(partial(self._bfs, through_closed_doors=doors, backward=True))
                        for doors in (False, True)}  # steps to a zone from every zone that reaches it
        self._entries: dict[bool, dict[str, list[str]]] = {}  # the exits turned round, made when first asked

    def _bfs(self, source: str, through_closed_doors: bool, backward: bool = False) -> dict[str, int]:
        """Steps from `source` to every zone it reaches (`backward`: to `source` from every zone reaching it)."""
        dist = {source: 0}
        queue = deque([source])
        adjacency = self._entrances(through_closed_doors) if backward else \
            self._exits_doors if through_closed_doors else self._exits
        while queue:
            z = queue.popleft()
            for n in adjacency[z]:
                if n not in dist:
                    dist[n] = dist[z] + 1
                    queue.append(n)
        return dist

    def _entrances(self, through_closed_doors: bool) -> dict[str, list[str]]:
        """Each zone's neighbours that may step into it (exits run one way off a wall)."""
        found = self._entries.get(through_closed_doors)
        if found is None:
            exits = self._exits_doors if through_closed_doors else self._exits
            found = self._entries[through_closed_doors] = {z: [] for z in exits}
            for z, outs in exits.items():
                for n in outs:
                    found.setdefault(n, []).append(z)
        return found

    def next_steps(self, source: str, target: str, through_closed_doors: bool = False) -> list[str]:
        """Neighbours of `source` on a shortest path to `target` (empty when unreachable or there);
        remembered per board, so the list is shared: read it, never change it."""
        key = (source, target, through_closed_doors)
        found = self._steps.get(key)
        if found is None:
            found = self._steps[key] = self._next_steps(source, target, through_closed_doors)
        return found

    def _next_steps(self, source: str, target: str, through_closed_doors: bool) -> list[str]:
        toward = self._toward[through_closed_doors][target]  # one search back from the target, not one from each neighbour
        d = toward.get(source)  # from here to there: a drop off the wall has no way back up
        if not d:
            return []
        return sorted(n for n in self.exits(source, through_closed_doors) if toward.get(n) == d - 1)

    @cached_property
    def straight(self) -> dict[str, dict[str, int]]:
        """Distances over `touching`: the shortest line as if no wall stood anywhere."""
        out = {}
        for source in self.zones:
            dist, queue = {source: 0}, deque([source])
            while queue:
                z = queue.popleft()
                for n in sorted(self.touching[z]):
                    if n not in dist:
                        dist[n] = dist[z] + 1
                        queue.append(n)
            out[source] = dist
        return out

    def straight_steps(self, source: str, target: str) -> list[str]:
        """Neighbours of `source` (through walls too) on a shortest such line to `target`: of those
        as few zones from it, the ones lying straight toward it (centre nearest the target's), so a
        wall on that line is not walked round by a side step that counts as many zones."""
        d = self.straight[target].get(source)
        if not d:
            return []
        tied = [n for n in self.touching[source] if self.straight[target].get(n) == d - 1]
        ty, tx = self.center(target)
        off = {n: round(math.dist(self.center(n), (ty, tx)), 6) for n in tied}
        return sorted(n for n in tied if off[n] == min(off.values()))

    def reachable(self, source: str) -> set[str]:
        return set(self.distance[source])

    # ---------------------------------------------------------------- sight
    def _compute_all_sight(self) -> None:
        self._own_sight: dict[str, dict[str, int]] = {}  # each zone's own lines, before ramparts and balconies
        self._edge_viewers: dict[Edge, set[str]] = {}
        for zid, zone in self.zones.items():
            if zone.kind is not ZoneKind.balcony:
                self._compute_sight(zid)
        self._join_sight()

    def _resight(self, zones: set[str], edges: Iterable[Edge]) -> None:
        """Sight after the kinds of `zones` or the passages of `edges` changed: a zone's own lines
        depend only on its own kind and on the edges they cross and the zones beside those, so only
        the zones whose lines touched a changed edge or zone look again (a rampart, which sees over
        every wall and reads only the kinds of the zones its lines pass, when one of those changed);
        then ramparts and balconies are joined in as in a full build."""
        borders = {_edge(cell, n) for z in zones for cell in self.zones[z].cells
                   for n in ((cell[0] + dr, cell[1] + dc) for dr, dc in DIRS.values())}
        viewers = set(zones).union(*(self._edge_viewers.get(e, ()) for e in (*edges, *borders)))
        for z, zone in self.zones.items():
            if zone.kind is ZoneKind.rampart and not self._passes_over(z).isdisjoint(zones):
                viewers.add(z)
        self._own_sight = dict(self._own_sight)
        self._edge_viewers = dict(self._edge_viewers)  # its sets are replaced, never changed (`_compute_sight`)
        for v in sorted(viewers):
            self._own_sight.pop(v, None)
            if self.zones[v].kind is not ZoneKind.balcony:
                self._compute_sight(v)
        self._join_sight()

    def _join_sight(self) -> None:
        self.sight = {z: dict(seen) for z, seen in self._own_sight.items()}
        self._add_balconies()
        self._add_ramparts()

    def _compute_sight(self, zid: str) -> None:
        zone = self.zones[zid]
        seen: dict[str, int] = {zid: 0}
        crossed: set[Edge] = set()
        if zone.kind is ZoneKind.rampart:
            for cell in zone.cells:
                for step in DIRS.values():
                    self._over(cell, step, seen)
        elif zone.open_ground:
            traced: set[tuple[Cell, int, int]] = set()
            for cell in zone.cells:
                for dr, dc in DIRS.values():
                    last = self._last_of_zone(cell, (dr, dc))
                    if (last, dr, dc) not in traced:  # a line leaving the zone where one traced did sees the same
                        traced.add((last, dr, dc))
                        self._ray(cell, (dr, dc), 0, seen, crossed, zone.realm)
        else:
            for cell in zone.cells:
                for dr, dc in DIRS.values():
                    n = (cell[0] + dr, cell[1] + dc)
                    if not self._inside(n):
                        continue
                    nz = self.cell_zone[n[0]][n[1]]
                    if nz is None or nz == zid:
                        continue
                    crossed.add(_edge(cell, n))
                    if self.edge_kind(cell, n) in PASSABLE and self.zones[nz].realm == zone.realm:
                        _see(seen, nz, 1)
                        if self.zones[nz].open_ground and self.zones[nz].realm == zone.realm:
                            self._ray(n, (dr, dc), 1, seen, crossed, zone.realm)
        self._own_sight[zid] = seen
        for edge in crossed:  # a new set each time, so a board changed from this one may share the old ones
            viewers = self._edge_viewers.get(edge)
            if viewers is None:
                self._edge_viewers[edge] = {zid}
            elif zid not in viewers:
                self._edge_viewers[edge] = viewers | {zid}

    def _last_of_zone(self, start: Cell, step: tuple[int, int]) -> Cell:
        """The last cell of `start`'s zone on the straight line from it: two lines of a zone that leave
        it from the same cell go on alike (a `_ray` records nothing until it leaves its zone)."""
        zid, cell = self.cell_zone[start[0]][start[1]], start
        while True:
            n = (cell[0] + step[0], cell[1] + step[1])
            if not self._inside(n) or self.cell_zone[n[0]][n[1]] != zid:
                return cell
            cell = n

    def _ray(self, start: Cell, step: tuple[int, int], steps: int, seen: dict[str, int], crossed: set[Edge], realm: str) -> None:
        """Walk a straight line over open ground from `start`, recording zones and edges crossed."""
        cell = start
        zid = self.cell_zone[cell[0]][cell[1]]
        _see(seen, zid, steps)  # type: ignore[arg-type]
        while True:
            n = (cell[0] + step[0], cell[1] + step[1])
            if not self._inside(n):
                return
            nz = self.cell_zone[n[0]][n[1]]
            if nz is None:
                return
            if nz != zid:
                crossed.add(_edge(cell, n))
                if self.edge_kind(cell, n) not in PASSABLE or self.zones[nz].realm != realm:
                    return
                steps += 1
                _see(seen, nz, steps)
                if not self.zones[nz].open_ground:
                    return
            cell, zid = n, nz

    def _over(self, start: Cell, step: tuple[int, int], seen: dict[str, int]) -> None:
        """A rampart's straight line: over every wall and roof to the board edge, seeing open
        ground and ruins only (each zone passed counts one step of range)."""
        cell, zid, steps = start, self.cell_zone[start[0]][start[1]], 0
        while True:
            cell = (cell[0] + step[0], cell[1] + step[1])
            if not self._inside(cell):
                return
            nz = self.cell_zone[cell[0]][cell[1]]
            if nz is None or nz == zid:
                continue
            zid, steps = nz, steps + 1
            if self.zones[nz].open_ground or self.zones[nz].kind is ZoneKind.ruins:
                _see(seen, nz, steps)

    @cached_property
    def _passed_over(self) -> dict[str, frozenset[str]]:
        """`_lines_over` per zone, filled as asked (on the printed map, shared by its changed copies)."""
        return {}

    def _passes_over(self, zid: str) -> frozenset[str]:
        found = self._passed_over.get(zid)
        if found is None:
            found = self._passed_over[zid] = self._lines_over(zid)
        return found

    def _lines_over(self, zid: str) -> frozenset[str]:
        """The zones a rampart's lines (`_over`) from this zone pass: read from the cells alone."""
        passed: set[str] = set()
        for start in self.zones[zid].cells:
            for step in DIRS.values():
                cell = start
                while True:
                    cell = (cell[0] + step[0], cell[1] + step[1])
                    if not self._inside(cell):
                        break
                    nz = self.cell_zone[cell[0]][cell[1]]
                    if nz is not None:
                        passed.add(nz)
        return frozenset(passed)

    def _add_ramparts(self) -> None:
        """Sight between a rampart and what it sees runs both ways."""
        for rampart in (z for z in self.zones.values() if z.kind is ZoneKind.rampart):
            for target, rng in self.sight[rampart.id].items():
                _see(self.sight[target], rampart.id, rng)

    def _add_balconies(self) -> None:
        """A balcony sees as its spanned streets do (range 1 to them), plus its stairs room only."""
        balconies = [z for z in self.zones.values() if z.kind is ZoneKind.balcony]
        for b in balconies:
            seen: dict[str, int] = {b.id: 0}
            for s in b.spans:
                for target, rng in self.sight[s].items():
                    if self.zones[target].open_ground:
                        _see(seen, target, rng + 1)
            if b.stairs:
                _see(seen, b.stairs, 1)
            self.sight[b.id] = seen
        for b in balconies:
            for other in balconies:
                if other is not b and any(s in self.sight[b.id] for s in other.spans):
                    _see(self.sight[b.id], other.id, min(self.sight[b.id][s] for s in other.spans if s in self.sight[b.id]) + 1)
            for target, rng in list(self.sight[b.id].items()):
                _see(self.sight[target], b.id, rng)

    def sees(self, viewer: str, target: str) -> bool:
        return target in self.sight[viewer]

    def sight_range(self, viewer: str, target: str) -> int | None:
        return self.sight[viewer].get(target)

    def extended_sight(self, viewer: str) -> dict[str, int]:
        """Sight unbounded inside buildings: the union over rooms joined to `viewer` by openings."""
        zone = self.zones[viewer]
        if zone.open_ground or zone.kind is ZoneKind.balcony:
            return self.sight[viewer]
        rooms, queue = {viewer: 0}, deque([viewer])
        while queue:
            z = queue.popleft()
            for n in self.exits(z):
                nz = self.zones[n]
                if n not in rooms and not nz.open_ground and nz.kind is not ZoneKind.balcony and nz.building == zone.building:
                    rooms[n] = rooms[z] + 1
                    queue.append(n)
        seen: dict[str, int] = {}
        for room, depth in rooms.items():
            for target, rng in self.sight[room].items():
                _see(seen, target, rng + depth)
        return seen

    def ghost_sight(self, viewer: str) -> dict[str, int]:
        """Sight through every wall and roof: the board's sight, and every zone the straight lines
        from the viewer's cells pass on their way to the board's edge (each zone passed one step of
        range), rooms included."""
        seen = dict(self.sight[viewer])
        for target, rng in self._ghost_lines[viewer].items():
            _see(seen, target, rng)
        return seen

    @cached_property
    def _ghost_lines(self) -> dict[str, dict[str, int]]:
        """The straight lines of `ghost_sight`, read from the cells alone (no wall, door or zone
        kind changes them)."""
        out: dict[str, dict[str, int]] = {}
        for zid, zone in self.zones.items():
            seen: dict[str, int] = {zid: 0}
            for start in zone.cells:
                for step in DIRS.values():
                    cell, at, steps = start, zid, 0
                    while True:
                        cell = (cell[0] + step[0], cell[1] + step[1])
                        nz = self.cell_zone[cell[0]][cell[1]] if self._inside(cell) else None
                        if nz is None:  # the board's edge, or a hole in the layout
                            break
                        if nz != at:
                            at, steps = nz, steps + 1
                            _see(seen, nz, steps)
            out[zid] = seen
        return out

    def keener_sight(self, viewer: str) -> dict[str, int]:
        """Sight that goes one zone further wherever it stops in a room: from every room zone seen
        (the viewer's own too) on to the zones sharing an opening with it, never across the
        boundary between a station and the outdoors."""
        seen = dict(self.sight[viewer])
        for target, rng in self.sight[viewer].items():
            zone = self.zones[target]
            if zone.open_ground or zone.kind is ZoneKind.balcony:
                continue
            for n in self.exits(target):
                if self.zones[n].realm == zone.realm:
                    _see(seen, n, rng + 1)
        return seen

    # ---------------------------------------------------------------- changes
    def set_passage(self, a: str, b: str, kind: EdgeKind) -> None:
        """Open or close the door between two zones (or knock their wall through); recompute only
        what it affects. Openings beside a door are never touched. This changes the board in
        place: use it on a board of your own, not one shared through `Board.shared`."""
        a, b = self.resolve(a), self.resolve(b)
        edges = self._doors.get(frozenset((a, b)))
        if edges is None:
            edges = self._passage_edges(a, b, "", None)
        for edge in edges:
            self._edges[edge] = kind
        self._build_graph()
        self._compute_distances()
        self._resight({a, b}, edges)

    @property
    def door_pairs(self) -> list[frozenset[str]]:
        """The zone pairs a printed door opening joins."""
        return list(self._doors)

    def with_changes(self, changes: Changes) -> "Board":
        """This map with these changes too (a new board; the shared one stays as printed): corrupted
        zones become streets, burnt rooms ruins, rope ladders join a street to a rampart for
        survivors, door openings in `opened` stand open. Changes add up: each `board_changes` hook
        brings its own."""
        return self.changed_to(self.changes | changes)

    def changed_to(self, changes: Changes) -> "Board":
        """The printed map with exactly these changes (a new board; this one stays as it is), worked
        out from this one: a door shut again or a zone corrupted re-works only the sight it reaches."""
        if changes == self.changes:
            return self
        self.touching, self._borders, self._passed_over  # noqa: B018 - made once, on the board its copies share them from
        board = copy.copy(self)
        board.changes = changes
        board._movers = {}
        kinds = dict(self.printed)
        for z in changes.ruins:
            kinds[z] = ZoneKind.ruins
        for z in changes.streets:
            kinds[z] = ZoneKind.street
        for z, kind in changes.kinds:
            kinds[z] = kind
        board.zones = {z: zone if zone.kind is kinds[z] else _of_kind(zone, kinds[z]) for z, zone in self.zones.items()}
        board._edges = dict(self._edges)
        for pair, edges in self._doors.items():
            for edge in edges:
                board._edges[edge] = EdgeKind.door_open if pair in changes.opened else EdgeKind.door_closed
        board.__dict__.pop("has_ramparts", None)  # touching, straight, names: cells and names, unchanged
        zones, edges = self._changed_zones(board), [e for e, kind in board._edges.items() if self._edges.get(e) is not kind]
        board._regraph(self, zones, edges)
        board._compute_distances()
        board._resight(zones, edges)
        return board

    def _changed_zones(self, other: "Board") -> set[str]:
        """The zones whose kind, or whose borders' rule (streets, mold), differs on `other`."""
        ours, theirs = self.changes, other.changes
        kinds = {z for z, zone in self.zones.items() if other.zones[z].kind is not zone.kind}
        return kinds | (ours.streets ^ theirs.streets) | (ours.through ^ theirs.through)

    def with_blocked(self, zones: Iterable[str]) -> "Board":
        """This map with zones nobody may enter (sight unchanged, distances follow). Boards are
        shared between games, so this returns a new board rather than changing this one."""
        blocked = set(zones)
        if blocked == self.blocked:
            return self
        board = copy.copy(self)
        board.blocked = blocked
        board._movers = {}
        board._build_graph()
        board._compute_distances()
        return board

    @cached_property
    def display_names(self) -> dict[str, str]:
        """Each zone as options and logs name it: its id, and its name when it has one."""
        return {zid: f"{zid} ({z.name})" if z.name else zid for zid, z in self.zones.items()}

    # ---------------------------------------------------------------- geometry helpers
    def center(self, zid: str) -> tuple[float, float]:
        zone = self.zones[zid]
        cells = zone.cells or [c for s in zone.spans for c in self.zones[s].cells]
        return (sum(r for r, _ in cells) / len(cells) + 0.5, sum(c for _, c in cells) / len(cells) + 0.5)

    def clockwise(self, zones: Iterable[str], first: str) -> list[str]:
        """Zones ordered clockwise around the board centre, starting at `first`'s bearing."""
        cy, cx = self.height / 2, self.width / 2

        def bearing(z: str) -> float:
            y, x = self.center(z)
            return math.atan2(x - cx, -(y - cy)) % (2 * math.pi)  # 0 = up, growing clockwise

        start = bearing(first)
        return sorted(zones, key=lambda z: ((bearing(z) - start) % (2 * math.pi), z))

    def zones_with(self, feature: Feature) -> list[str]:
        found = self._featured.get(feature)
        if found is None:  # asked after every step by some missions' conditions: remember it
            found = self._featured[feature] = tuple(sorted(z.id for z in self.zones.values() if feature in z.features))
        return list(found)

    def zones_of_kind(self, kind: ZoneKind) -> tuple[str, ...]:
        """The zones of this kind now, sorted (asked after every step by Winter's wall goals)."""
        found = self._of_kind.get(kind)
        if found is None:
            found = self._of_kind[kind] = tuple(sorted(z for z, zone in self.zones.items() if zone.kind is kind))
        return found

    def zones_of_tile(self, tile: str) -> list[str]:
        return sorted(z for z, zone in self.zones.items() if zone.tile == tile)


class Distances(dict[str, dict[str, int]]):
    """Steps from a zone to every zone it reaches, worked out the first time that zone is asked
    about: a board rebuilt in play (a door opened, a zone corrupted) is asked about a few zones
    before it changes again, so the whole table is rarely needed."""

    def __init__(self, search: Callable[[str], dict[str, int]]) -> None:
        super().__init__()
        self._search = search

    def __missing__(self, source: str) -> dict[str, int]:
        found = self[source] = self._search(source)
        return found

    def get(self, source: str, default: dict[str, int] | None = None) -> dict[str, int] | None:  # type: ignore[override]
        """As `[source]` (a dict's own `get` would not work it out), or `default` for no such zone."""
        try:
            return self[source]
        except KeyError:
            return default


def _of_kind(zone: Zone, kind: ZoneKind) -> Zone:
    """A copy of the zone with another kind (boards share the zones whose kind they agree on: nothing
    changes a zone once its board is built)."""
    out = copy.copy(zone)
    out.kind = kind
    return out


def _edge(a: Cell, b: Cell) -> Edge:
    return (a, b) if a <= b else (b, a)


def _see(seen: dict[str, int], zid: str, rng: int) -> None:
    if zid not in seen or rng < seen[zid]:
        seen[zid] = rng
