"""The tile format: a grid of cells, each labelled with the zone it belongs to.

A tile is authored as rows of whitespace-separated zone labels (``#`` is an obstacle cell that
belongs to no zone, such as a locomotive's engine body). Walls are implied: two cells of
different zones are separated by a wall unless both zones are open ground (streets, tracks…)
or an opening/door between them is listed. Balconies have no cells; they name the street zones
they span and the room their stairs lead to. See docs/authoring.md for a worked example.
"""

from __future__ import annotations

import re
from enum import Enum
from typing import Literal

from pydantic import Field, field_validator, model_validator

from zombie_table.content.common import Setting, Side, Strict

OBSTACLE = "#"
MAX_GRID = 24
"""Most rows, and most cells in a row, of a tile's grid (shipped tiles have 6 x 6)."""
_LABEL = re.compile(r"^[A-Za-z0-9_]+$")
_PASSAGE = re.compile(
    r"^\s*(?P<a>[A-Za-z0-9_]+)\s*\|\s*(?:(?P<b>[A-Za-z0-9_]+)|>(?P<side>[NESW]))\s*(?:@\s*(?P<r>\d+)\s*,\s*(?P<c>\d+)\s*)?$"
)


class ZoneKind(str, Enum):
    """Zone kinds of every setting; `OPEN_GROUND` kinds behave as streets for sight and movement."""

    street = "street"
    room = "room"
    balcony = "balcony"
    track = "track"
    rampart = "rampart"
    ruins = "ruins"
    corridor = "corridor"
    outdoor = "outdoor"
    airlock = "airlock"


OPEN_GROUND = frozenset({ZoneKind.street, ZoneKind.track, ZoneKind.rampart, ZoneKind.corridor, ZoneKind.outdoor})
"""Kinds whose mutual borders are painted lines, not walls, and whose sight runs in straight lines."""


class Feature(str, Enum):
    """Printed things on a tile that rules and missions refer to."""

    crate = "crate"  # an open crate: where objective tokens go
    corpse_pile = "corpse_pile"  # a Frontier corpse pile spawn spot, revealed on first entry
    abomination_spawn = "abomination_spawn"  # the Mine's or the Cemetery's abomination spawn spot
    mine = "mine"
    cemetery = "cemetery"
    church = "church"
    cab = "cab"  # locomotive cab (train tiles)
    tender = "tender"  # locomotive coal tender
    car = "car"  # a passenger or freight car
    spawn = "spawn"  # a printed spawn spot (numbered-spawn settings)
    oxygen = "oxygen"  # outpost oxygen supply room
    security = "security"  # outpost security room


class ZoneSpec(Strict):
    kind: ZoneKind = Field(description="What sort of zone this is.")
    name: str | None = Field(None, description="Display name, e.g. 'Saloon'. Optional.")
    building: str | None = Field(
        None,
        description="Rooms of one building share this id (a building never crosses a tile edge). "
        "Defaults to the zone label, i.e. a one-room building.",
    )
    features: list[Feature] = Field(default_factory=list, description="Printed features in this zone.")
    continues: list[Side] = Field(
        default_factory=list,
        description="Tile sides (before rotation) across which this open-ground zone merges with the "
        "open-ground zone on the neighbouring tile into one zone.",
    )
    spans: list[str] = Field(
        default_factory=list, description="Balconies only: the street zones of this tile the balcony overlooks."
    )
    stairs: str | None = Field(None, description="Balconies only: the room whose stairs lead up to the balcony.")

    @model_validator(mode="after")
    def _balcony_fields(self) -> "ZoneSpec":
        if self.kind is ZoneKind.balcony:
            if len(self.spans) < 2 or self.stairs is None:
                raise ValueError("a balcony needs 'spans' (two or more street zones) and 'stairs' (a room)")
        elif self.spans or self.stairs:
            raise ValueError("'spans' and 'stairs' are for balconies only")
        return self


class Passage(Strict):
    """An opening (or a door) between two zones — the whole shared wall, or the sides of one cell —
    or, with `side`, from zone `a` out through that side of the tile into whatever lies beyond."""

    a: str
    b: str | None = None
    side: Side | None = None
    cell: tuple[int, int] | None = None

    @classmethod
    def parse(cls, text: str) -> "Passage":
        m = _PASSAGE.match(text)
        if not m:
            raise ValueError(f"{text!r} is not 'A|B', 'A|B@row,col', 'A|>SIDE' or 'A|>SIDE@row,col'")
        cell = (int(m["r"]), int(m["c"])) if m["r"] is not None else None
        return cls(a=m["a"], b=m["b"], side=Side(m["side"]) if m["side"] else None, cell=cell)


class Tile(Strict):
    kind: Literal["tile"] = "tile"
    id: str = Field(description="Tile face id, e.g. '2R' or '10V'.", pattern=r"^[0-9]+[A-Z]$")
    setting: Setting
    name: str | None = Field(None, description="A short descriptive name for the face.")
    grid: str = Field(description="Rows of whitespace-separated zone labels; '#' is an obstacle.")
    zones: dict[str, ZoneSpec] = Field(description="Every zone label used in the grid, plus balconies.")
    openings: list[str] = Field(
        default_factory=list, description="Openings as 'A|B' (the whole shared wall) or 'A|B@row,col'."
    )
    doors: list[str] = Field(default_factory=list, description="Door openings (same syntax); closed at setup.")
    stairs: list[str] = Field(
        default_factory=list, description="Stairs as 'RAMPART|STREET' (same syntax): printed flights between a rampart "
        "and the street beside it, which every character may climb or descend.")
    flip: str | None = Field(None, description="The other face of this tile, e.g. '10V' for '10R'.")

    @field_validator("grid")
    @classmethod
    def _grid_rectangular(cls, grid: str) -> str:
        rows = [r.split() for r in grid.strip("\n").splitlines() if r.strip()]
        if not rows:
            raise ValueError("the grid is empty")
        widths = {len(r) for r in rows}
        if len(widths) != 1:
            raise ValueError(f"grid rows have different lengths: {sorted(widths)}")
        if len(rows) > MAX_GRID or len(rows[0]) > MAX_GRID:
            raise ValueError(f"the grid is larger than {MAX_GRID} x {MAX_GRID} cells")
        for row in rows:
            for label in row:
                if label != OBSTACLE and not _LABEL.match(label):
                    raise ValueError(f"bad zone label {label!r} (letters, digits and _ only)")
        return grid

    @field_validator("openings", "doors", "stairs")
    @classmethod
    def _passages_parse(cls, items: list[str]) -> list[str]:
        for text in items:
            Passage.parse(text)
        return items

    @property
    def cells(self) -> list[list[str]]:
        return [r.split() for r in self.grid.strip("\n").splitlines() if r.strip()]

    @property
    def height(self) -> int:
        return len(self.cells)

    @property
    def width(self) -> int:
        return len(self.cells[0])

    def edge_cells(self, passage: Passage) -> list[tuple[int, int]]:
        """Cells of zone `a` on the tile side named by an edge opening (just `cell` if given)."""
        cells = self.cells
        h, w = len(cells), len(cells[0])
        on_edge = {
            Side.N: [(0, c) for c in range(w)], Side.S: [(h - 1, c) for c in range(w)],
            Side.W: [(r, 0) for r in range(h)], Side.E: [(r, w - 1) for r in range(h)],
        }[passage.side]
        return [(r, c) for r, c in on_edge if cells[r][c] == passage.a and passage.cell in (None, (r, c))]

    def passages(self) -> list[tuple[Passage, bool]]:
        """Every opening and door as (passage, is_door)."""
        return [(Passage.parse(t), False) for t in self.openings] + [(Passage.parse(t), True) for t in self.doors]

    @model_validator(mode="after")
    def _labels_consistent(self) -> "Tile":
        used = {label for row in self.cells for label in row if label != OBSTACLE}
        declared = set(self.zones)
        missing = sorted(used - declared)
        if missing:
            raise ValueError(f"grid uses zones not listed under 'zones': {', '.join(missing)}")
        for label, spec in self.zones.items():
            if spec.kind is ZoneKind.balcony:
                if label in used:
                    raise ValueError(f"balcony {label!r} must not have grid cells")
                for other in [*spec.spans, spec.stairs]:
                    if other not in used:
                        raise ValueError(f"balcony {label!r} refers to {other!r}, which has no cells")
            elif label not in used:
                raise ValueError(f"zone {label!r} has no cells in the grid")
        for text in self.stairs:
            flight = Passage.parse(text)
            kinds = {self.zones[x].kind for x in (flight.a, flight.b) if x in self.zones}
            if flight.b is None or kinds != {ZoneKind.rampart, ZoneKind.street}:
                raise ValueError(f"stairs {text!r} must join a rampart and a street zone of this tile")
        for passage, _ in self.passages():
            for label in (passage.a, passage.b):
                if label is not None and label not in declared:
                    raise ValueError(f"opening {passage.a}|{passage.b or '>' + passage.side.value} names unknown zone {label!r}")
            if passage.cell is not None:
                r, c = passage.cell
                if not (0 <= r < self.height and 0 <= c < self.width):
                    raise ValueError(f"opening {passage.a}|{passage.b} cell {r},{c} is outside the grid")
            if passage.side is not None and not self.edge_cells(passage):
                raise ValueError(f"opening {passage.a}|>{passage.side.value}: zone {passage.a!r} has no cell on the "
                                 f"{passage.side.value} edge" + (f" at {passage.cell}" if passage.cell else ""))
        return self
