"""A board drawn as lines of rich Text: the map of `show` and, line by line, of the TUI map widget.

Every cell is a box of `CELL_W` columns by `CELL_H` lines counting the line on its left and the line
above it, so a board of H×W cells takes `H*CELL_H+1` lines of `W*CELL_W+1` columns (an 18×18 board,
three tiles square, is 109 columns by 37 lines). Between two cells of one zone nothing is drawn; walls
are heavy lines, openings gaps, doors double lines (a marked door in its mark's glyph and colour: a
coloured door, a seal), painted borders between open-ground zones and the board's edge along open
ground thin lines. Open ground is textured by kind (`·` streets), rooms are
blank, obstacles `▓`. A balcony has no cells of its own: it is drawn as `▔` over the spanned street
cell nearest its stairs, and its markers go there.

`MapArt(board)` does the geometry once; `lines(overlay)` places per-zone markers (top-left-most free
positions first) and is a pure function of the board and the overlay. Every glyph is one column wide.
`marks(overlay)` says what the markers write on each line and `line(y, marks)` draws one line: a
widget that keeps the marks it drew redraws only the lines whose marks changed.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from rich.text import Text

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.board import Board, Cell, EdgeKind

CELL_W = 6
CELL_H = 2


@dataclass(frozen=True)
class Marker:
    """Something drawn in a zone: a survivor's letter, 'W2' for two walkers, '◆' for an objective…"""

    text: str
    style: str = ""
    legend: tuple[str, str] | None = None  # (symbol, meaning) for the legend line
    legend_order: int = 0  # legend entries of markers are listed by this, then by first appearance


Overlay = Mapping[str, Sequence[Marker]]


class Seg(Enum):
    """What is drawn between two neighbouring cells."""

    inside = "inside"  # both cells belong to one zone
    obstacle = "obstacle"
    wall = "wall"
    line = "line"
    opening = "opening"
    door_closed = "door_closed"
    door_open = "door_open"
    stairs = "stairs"  # printed stairs between a rampart and a street
    ladder = "ladder"  # a rope ladder laid between a street and a rampart
    void = "void"  # off the board or in a layout gap on both sides


_EDGE_SEG = {
    EdgeKind.wall: Seg.wall,
    EdgeKind.door_closed: Seg.door_closed,
    EdgeKind.door_open: Seg.door_open,
    EdgeKind.opening: Seg.opening,
    EdgeKind.open: Seg.line,
}
SEG_GLYPHS = {  # (horizontal, vertical)
    Seg.obstacle: ("▓", "▓"),
    Seg.wall: ("━", "┃"),
    Seg.line: ("─", "│"),
    Seg.opening: (" ", " "),
    Seg.door_closed: ("═", "║"),
    Seg.door_open: ("╌", "╎"),
    Seg.stairs: ("≡", "≡"),
    Seg.ladder: ("H", "H"),
    Seg.void: (" ", " "),
}
STYLES = {
    "wall": "bold",
    "line": "dim",
    "door": "bold yellow",
    "obstacle": "dim",
    "texture": "dim",
    "balcony": "magenta",
    "label": "dim italic",
    "tile": "reverse",
    "overflow": "bold",
    "climb": "bold cyan",
    "corrupted": "red",
}
SEG_STYLE = {
    Seg.obstacle: STYLES["obstacle"],
    Seg.wall: STYLES["wall"],
    Seg.line: STYLES["line"],
    Seg.door_closed: STYLES["door"],
    Seg.door_open: STYLES["door"],
    Seg.stairs: STYLES["climb"],
    Seg.ladder: STYLES["climb"],
}
DOORS = (Seg.door_closed, Seg.door_open)
DOOR_MARKS = {  # a door opening's mark (Changes.marks): glyphs, style, legend words; a glyph of its own, not colour only
    "green": (("╍", "╏"), "bold green", "green door (closed)"),
    "purple": (("┉", "┋"), "bold magenta", "purple door (closed)"),
    "sealed": (("×", "×"), "bold red", "sealed passage"),
}
# junction glyphs indexed by a bit mask of the lines leaving it: up 1, right 2, down 4, left 8;
# segments around a junction are listed in that order (up and down are vertical, right and left horizontal)
_HEAVY = " ╹╺┗╻┃┏┣╸┛━┻┓┫┳╋"
_LIGHT = " ╵╶└╷│┌├╴┘─┴┐┤┬┼"
TEXTURES = {
    ZoneKind.street: "·",
    ZoneKind.corridor: "·",
    ZoneKind.track: "≡",
    ZoneKind.rampart: "^",
    ZoneKind.outdoor: "∴",
    ZoneKind.ruins: "░",
    ZoneKind.airlock: "○",
}
CORRUPTED = "~"  # a zone corruption made a street, whatever was printed
OVERGROWN = {ZoneKind.room: "%", ZoneKind.corridor: ","}  # a zone play made count as another kind (mold)
BALCONY = "▔"
OBSTACLE = "▓"
UNDER = "▁"  # the legend's picture of the overview's underlining
_LEGEND = [  # (used key, symbol, meaning, style)
    ("wall", "━", "wall", STYLES["wall"]),
    ("opening", "┛ ┗", "opening", STYLES["wall"]),
    ("door_closed", "═", "closed door", STYLES["door"]),
    ("door_open", "╌", "open door", STYLES["door"]),
    *((f"mark:{mark}", glyphs[0], words, style) for mark, (glyphs, style, words) in DOOR_MARKS.items()),
    ("stairs", "≡", "stairs up to a rampart", STYLES["climb"]),
    ("ladder", "H", "rope ladder", STYLES["climb"]),
    ("line", "─", "zone border in the open", STYLES["line"]),
    *((f"kind:{kind.value}", glyph, kind.value, STYLES["texture"]) for kind, glyph in TEXTURES.items()),
    ("corrupted", CORRUPTED, "corrupted (a street now)", STYLES["corrupted"]),
    ("overgrown:room", OVERGROWN[ZoneKind.room], "active mold (a room for sight)", STYLES["corrupted"]),
    ("overgrown:corridor", OVERGROWN[ZoneKind.corridor], "inactive mold (a corridor for sight)", STYLES["corrupted"]),
    ("balcony", BALCONY, "balcony", STYLES["balcony"]),
    ("obstacle", OBSTACLE, "obstacle", STYLES["obstacle"]),
    ("under", UNDER, "underlined (overview): a wall or zone border below", "underline"),
    ("half", "▀▄", "two rows of cells a line (overview): ━ ═ ─ part the two, ╹ ╻ a wall beside one, "
     "a zone with no line of its own writes its marks over one it shares (where both must, ▀ their first marks' colours)", ""),
]
OBSTACLE_REGION = "#"  # region of a cell inside a tile that belongs to no zone (zone ids hold ':')

Run = tuple[int, int, int]  # (line, first column, column after the last)
Write = tuple[int, int, str, str]  # what a marker writes: (line, first column, text, style)
Marks = tuple[tuple[int, str, str], ...]  # the writes on one line, (first column, text, style), in their order


class Regions:
    """What each cell is (a zone, an obstacle inside a tile, or nothing) and what parts two cells:
    the geometry every drawing of a board shares, at any scale."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self._covered = {
            (oy + r, ox + c) for _, (oy, ox), h, w in board.tile_at.values() for r in range(h) for c in range(w)
        }
        self._marks = dict(board.changes.marks)

    def region(self, cell: Cell) -> str | None:
        r, c = cell
        if not (0 <= r < self.board.height and 0 <= c < self.board.width):
            return None
        zid = self.board.cell_zone[r][c]
        if zid is not None:
            return zid
        return OBSTACLE_REGION if cell in self._covered else None

    def segment(self, a: Cell, b: Cell) -> tuple[Seg, str | None]:
        ra, rb = self.region(a), self.region(b)
        if ra == rb:
            if ra is None:
                return Seg.void, None
            return (Seg.obstacle, None) if ra == OBSTACLE_REGION else (Seg.inside, ra)
        zones = [z for z in (ra, rb) if z not in (None, OBSTACLE_REGION)]
        if len(zones) == 2:
            pair = frozenset(zones)
            if pair in self.board.stairs:
                return Seg.stairs, None
            if pair in self.board.changes.ladders:
                return Seg.ladder, None
            return _EDGE_SEG[self.board.edge_kind(a, b)], None
        if zones and None in (ra, rb) and self.board.zones[zones[0]].open_ground:
            return Seg.line, None
        return Seg.wall, None

    def look(self, a: Cell, b: Cell, seg: Seg) -> tuple[tuple[str, str], str, str]:
        """How the segment `seg` between cells a and b is drawn: its (horizontal, vertical) glyphs, its
        style and the legend entry it uses; a door opening with a mark of its own is drawn in it."""
        mark = self._marks.get(frozenset((self.region(a), self.region(b)))) if seg in DOORS and self._marks else None
        if mark in DOOR_MARKS:
            glyphs, style, _ = DOOR_MARKS[mark]
            return glyphs, style, f"mark:{mark}"
        return SEG_GLYPHS.get(seg, (" ", " ")), SEG_STYLE.get(seg, ""), seg.value

    def balcony_anchors(self) -> dict[str, Cell]:
        """Each balcony's cell: the free spanned street cell nearest its stairs room, preferring streets of
        several cells (a balcony has no cells of its own; its mark and markers go there)."""
        board, taken = self.board, {}
        for zone in sorted(board.zones.values(), key=lambda z: z.id):
            if zone.kind is not ZoneKind.balcony:
                continue
            spans = [board.zones[board.resolve(s)] for s in zone.spans]
            stairs = board.zones[board.resolve(zone.stairs)].cells if zone.stairs else []
            free = [(len(z.cells) == 1, cell) for z in spans for cell in z.cells if cell not in taken.values()]
            if not free:
                continue

            def near(cell: Cell, cells: list[Cell]) -> int:
                return min((max(abs(cell[0] - r), abs(cell[1] - c)) for r, c in cells), default=0)

            taken[zone.id] = min(free, key=lambda f: (f[0], near(f[1], stairs), sum(near(f[1], z.cells) for z in spans), f[1]))[1]
        return taken


class Drawing(ABC):
    """What every drawing of a board shares: its lines, the static drawing (`_chars`, `_styles`) with the
    markers flowed through each zone's runs (`runs`); its legend, from the symbols it used (`used`) and
    the markers."""

    height: int
    used: set[str]
    runs: dict[str, list[Run]]
    _chars: list[list[str]]
    _styles: list[list[str]]

    @abstractmethod
    def _flow(self, zone: str, markers: Sequence[Marker]) -> list[Write]:
        """Where `markers` go in `zone` (the full map flows them through the zone's cells, the
        overview packs them into its few)."""

    def _markers(self, zone: str, overlay: Overlay) -> Sequence[Marker]:
        """What is drawn in `zone`: the overlay's markers."""
        return overlay.get(zone, ())

    def _line_styles(self, y: int, styles: list[str]) -> list[str]:
        """The styles of line y as drawn, from the static drawing's and the markers'."""
        return styles

    def marks(self, overlay: Overlay | None = None) -> list[Marks]:
        """What `overlay`'s markers write on each line: two lines with equal marks are drawn alike."""
        lines: list[list[tuple[int, str, str]]] = [[] for _ in range(self.height)]
        for zone in self.runs:
            markers = self._markers(zone, overlay or {})
            if markers:
                for y, x, text, style in self._flow(zone, markers):
                    lines[y].append((x, text, style))
        return [tuple(line) for line in lines]

    def line(self, y: int, marks: Marks = ()) -> Text:
        """Line y of the drawing with `marks` written over it."""
        chars, styles = self._chars[y][:], self._styles[y][:]
        for x, text, style in marks:
            for k, char in enumerate(text):
                chars[x + k], styles[x + k] = char, style
        return line_text(chars, self._line_styles(y, styles))

    def lines(self, overlay: Overlay | None = None) -> list[Text]:
        """The drawing with `overlay`'s markers, one Text per line."""
        return [self.line(y, marks) for y, marks in enumerate(self.marks(overlay))]

    def legend_entries(self, overlay: Overlay | None = None, extra: Sequence[Marker] = ()) -> list[tuple[str, str, str]]:
        """(symbol, meaning, style) of this drawing's symbols, of the overlay's markers and of `extra` markers
        (those the map may draw later), each once."""
        entries = [(symbol, meaning, style) for key, symbol, meaning, style in _LEGEND if key in self.used]
        seen = {(symbol, meaning) for symbol, meaning, _ in entries}
        found: list[Marker] = []
        for markers in [*(overlay or {}).values(), extra]:
            for marker in markers:
                if marker.legend and marker.legend not in seen:
                    seen.add(marker.legend)
                    found.append(marker)
        entries += [(*m.legend, m.style) for m in sorted(found, key=lambda m: m.legend_order) if m.legend]
        return entries

    def legend(self, overlay: Overlay | None = None, extra: Sequence[Marker] = ()) -> Text:
        """Symbols of this drawing and of the overlay's (and `extra`) markers, with their meanings."""
        return legend_text(self.legend_entries(overlay, extra))


def legend_text(entries: Sequence[tuple[str, str, str]]) -> Text:
    """Legend entries (symbol, meaning, style) on one line."""
    text = Text()
    for k, (symbol, meaning, style) in enumerate(entries):
        text.append("  " if k else "")
        text.append(symbol, style)
        text.append(f" {meaning}")
    return text


class MapArt(Drawing):
    """The static drawing of one board; `lines(overlay)` adds markers. Rebuild it after a door opens."""

    def __init__(self, board: Board, *, labels: bool = False, cell_w: int = CELL_W, cell_h: int = CELL_H):
        self.board, self.labels, self.cw, self.ch = board, labels, cell_w, cell_h
        self.height, self.width = board.height * cell_h + 1, board.width * cell_w + 1
        self._chars = [[" "] * self.width for _ in range(self.height)]
        self._styles = [[""] * self.width for _ in range(self.height)]
        self._owner: list[list[str | None]] = [[None] * self.width for _ in range(self.height)]
        self.used: set[str] = set()
        self.regions = Regions(board)
        self._region, self._segment = self.regions.region, self.regions.segment
        self._draw_cells()
        self._draw_segments()
        self._draw_junctions()
        self._draw_textures()
        self._draw_balconies()
        if labels:
            self._draw_tile_ids()
        self.runs = owner_runs(self._owner)

    # ---------------------------------------------------------------- geometry
    def cell_box(self, cell: Cell) -> tuple[int, int, int, int]:
        """The inside of `cell` on the drawing: (first line, line after, first column, column after)."""
        r, c = cell
        return r * self.ch + 1, (r + 1) * self.ch, c * self.cw + 1, (c + 1) * self.cw

    def cell_at(self, y: int, x: int) -> Cell:
        """The cell drawn at line y, column x (a line between two cells counts for the one below or right)."""
        return min(y // self.ch, self.board.height - 1), min(x // self.cw, self.board.width - 1)

    def _put(self, y: int, x: int, char: str, style: str) -> None:
        self._chars[y][x], self._styles[y][x] = char, style

    def _draw_cells(self) -> None:
        for r in range(self.board.height):
            for c in range(self.board.width):
                region = self._region((r, c))
                for y in range(r * self.ch + 1, (r + 1) * self.ch):
                    for x in range(c * self.cw + 1, (c + 1) * self.cw):
                        if region == OBSTACLE_REGION:
                            self._put(y, x, OBSTACLE, STYLES["obstacle"])
                            self.used.add("obstacle")
                        else:
                            self._owner[y][x] = region

    def _draw_segment(self, a: Cell, b: Cell, positions: list[tuple[int, int]], horizontal: bool) -> None:
        seg, owner = self._segment(a, b)
        glyphs, style, used = self.regions.look(a, b, seg)
        for y, x in positions:
            if seg is Seg.inside:
                self._owner[y][x] = owner
            else:
                self._put(y, x, glyphs[0 if horizontal else 1], style)
        if seg not in (Seg.inside, Seg.void):
            self.used.add(used)

    def _draw_segments(self) -> None:
        h, w = self.board.height, self.board.width
        for i in range(h + 1):
            for j in range(w):
                positions = [(i * self.ch, x) for x in range(j * self.cw + 1, (j + 1) * self.cw)]
                self._draw_segment((i - 1, j), (i, j), positions, horizontal=True)
        for i in range(h):
            for j in range(w + 1):
                positions = [(y, j * self.cw) for y in range(i * self.ch + 1, (i + 1) * self.ch)]
                self._draw_segment((i, j - 1), (i, j), positions, horizontal=False)

    def _draw_junctions(self) -> None:
        for i in range(self.board.height + 1):
            for j in range(self.board.width + 1):
                nw, ne, sw, se = (i - 1, j - 1), (i - 1, j), (i, j - 1), (i, j)
                y, x = i * self.ch, j * self.cw
                regions = {self._region(cell) for cell in (nw, ne, sw, se)}
                if len(regions) == 1:
                    (only,) = regions
                    if only == OBSTACLE_REGION:
                        self._put(y, x, OBSTACLE, STYLES["obstacle"])
                    else:
                        self._owner[y][x] = only
                    continue
                pairs = ((nw, ne), (ne, se), (sw, se), (nw, sw))
                segs = [self._segment(*pair)[0] for pair in pairs]
                heavy = sum(1 << k for k, seg in enumerate(segs) if seg is Seg.wall)
                light = sum(1 << k for k, seg in enumerate(segs) if seg is Seg.line)
                doors = [(k, seg) for k, seg in enumerate(segs) if seg in (Seg.door_closed, Seg.door_open)]
                if heavy:
                    self._put(y, x, _HEAVY[heavy], STYLES["wall"])
                elif light:
                    self._put(y, x, _LIGHT[light], STYLES["line"])
                elif doors:  # between two door segments of one wide door
                    k, seg = doors[0]
                    glyphs, style, _ = self.regions.look(*pairs[k], seg)
                    self._put(y, x, glyphs[1 - k % 2], style)

    @property
    def _overgrown(self) -> set[str]:
        return {z for z, _ in self.board.changes.kinds}

    def _draw_textures(self) -> None:
        for y in range(self.height):
            if y % self.ch == 0:
                continue
            for x in range(0, self.width, 2):
                zid = self._owner[y][x]
                if zid is None:
                    continue
                kind = self.board.zones[zid].kind
                if zid in self.board.changes.streets:
                    self._put(y, x, CORRUPTED, STYLES["corrupted"])
                    self.used.add("corrupted")
                elif zid in self._overgrown and kind in OVERGROWN:
                    self._put(y, x, OVERGROWN[kind], STYLES["corrupted"])
                    self.used.add(f"overgrown:{kind.value}")
                elif kind in TEXTURES:
                    self._put(y, x, TEXTURES[kind], STYLES["texture"])
                    self.used.add(f"kind:{kind.value}")

    def _draw_balconies(self) -> None:
        for zone_id, (r, c) in self.regions.balcony_anchors().items():
            for y in range(r * self.ch + 1, (r + 1) * self.ch):
                for x in range(c * self.cw + 1, (c + 1) * self.cw):
                    self._put(y, x, BALCONY, STYLES["balcony"])
                    self._owner[y][x] = zone_id
            self.used.add("balcony")

    def _draw_tile_ids(self) -> None:
        for tile_id, (_, (oy, ox), _, _) in self.board.tile_at.items():
            for k, char in enumerate(tile_id):
                self._put(oy * self.ch, ox * self.cw + 1 + k, char, STYLES["tile"])

    # ---------------------------------------------------------------- markers
    def _markers(self, zone: str, overlay: Overlay) -> Sequence[Marker]:
        """The zone's label if asked for, then the overlay's markers."""
        if not self.labels:
            return overlay.get(zone, ())
        return [Marker(self.board.zones[zone].label, STYLES["label"]), *overlay.get(zone, ())]

    def _flow(self, zone: str, markers: Sequence[Marker]) -> list[Write]:
        return flow(self.runs[zone], markers)


def flow(runs: list[Run], markers: Sequence[Marker], *, margin: bool = True, tight: bool = False) -> list[Write]:
    """Where markers go: left to right, top to bottom through the zone's runs, a blank after each.

    With `margin`, the first column of a run longer than 3 is left as drawn (blank in rooms, `▔` on a balcony).
    `tight` leaves no blank between two one-column markers (survivors' letters read 'AB', symbols '◆♪').
    Returns the writes in the order they are made (a later one may cover an earlier: the overflow mark).
    """
    writes: list[Write] = []
    queue = list(markers)
    for y, x0, x1 in runs:
        x = x0 + (1 if margin and x1 - x0 > 3 else 0)
        while queue and x + len(queue[0].text) <= x1:
            marker = queue.pop(0)
            writes.append((y, x, marker.text, marker.style))
            x += len(marker.text)
            if tight and len(marker.text) == 1 and queue and len(queue[0].text) == 1:
                continue
            if x < x1:
                writes.append((y, x, " ", ""))
            x += 1
        if not queue:
            return writes
    if queue and runs:
        y, _, x1 = runs[-1]
        writes.append((y, x1 - 1, "…", STYLES["overflow"]))
    return writes


def owner_runs(owner: list[list[str | None]]) -> dict[str, list[Run]]:
    """Each zone's runs of columns, line by line, from a grid of the zone owning each position."""
    runs: dict[str, list[Run]] = {}
    for y, row in enumerate(owner):
        x = 0
        while x < len(row):
            zid = row[x]
            end = x + 1
            while end < len(row) and row[end] == zid:
                end += 1
            if zid is not None:
                runs.setdefault(zid, []).append((y, x, end))
            x = end
    return runs


def line_text(chars: list[str], styles: list[str]) -> Text:
    text = Text(no_wrap=True, overflow="ignore")
    start = 0
    for x in range(1, len(chars) + 1):
        if x == len(chars) or styles[x] != styles[start]:
            text.append("".join(chars[start:x]), styles[start] or None)
            start = x
    return text


def render_map(board: Board, overlay: Overlay | None = None, *, labels: bool = False) -> list[Text]:
    """One-shot drawing of `board` with `overlay`; keep a MapArt to draw the same board repeatedly."""
    return MapArt(board, labels=labels).lines(overlay)
