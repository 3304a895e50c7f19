"""A board drawn small: the TUI's overview (`z`), in which every shipped map fits whole at 120×40,
100×30 and 80×24.

`cell_w` columns per cell (`OVERVIEW_W` as a rule, `NARROW_W` where the width is short), the first of
them the line on the cell's left, and one line per `rows` rows of cells. At one row a line (half the
full drawing's height) walls, doors and borders between cells side by side are drawn as on the full
map; between a cell and the one below there is no line to draw on, so the upper cell is underlined
instead (in the wall's, door's or border's style); an opening is not underlined. Textures, obstacles
and balconies as on the full map; markers flow through each zone from its first column, one-column
markers side by side ('BR' for two survivors): space is short.

At two rows a line (`HALF`, for a map taller than the room there is) each position shows an upper and
a lower cell. Where both are of one zone it is drawn as above and holds markers; where they differ,
what parts them is drawn at mid-height (`━` a wall, `═` a door, `─` a border), the lines beside
cells only as far as they reach (`╹` the upper cell's, `╻` the lower's) and the lower row's border
below is the underline. A zone with no position of its own (a single row of cells paired with
another zone's) writes its markers over the positions it shares; where the zone it shares them with
has no position of its own and markers too, each shows its first marker's colour in its half (`▀`).
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style

from zombie_table.games.tilezone.board import Board, Cell
from zombie_table.games.tilezone.view.mapart import (
    BALCONY,
    OBSTACLE,
    OBSTACLE_REGION,
    SEG_GLYPHS,
    STYLES,
    TEXTURES,
    Drawing,
    Marker,
    Marks,
    Overlay,
    Regions,
    Run,
    Seg,
    Write,
    flow,
    owner_runs,
)

OVERVIEW_W = 3
NARROW_W = 2  # a cell's line and one column: the narrowest overview, 18 cells in 37 columns
HALF = 2  # rows of cells a line in the half-height overview
_UNDER = {Seg.wall: "underline", Seg.line: "dim underline", Seg.door_closed: "yellow underline",
          Seg.door_open: "yellow underline"}
_STRENGTH = {Seg.door_closed: 5, Seg.door_open: 4, Seg.wall: 3, Seg.obstacle: 3, Seg.stairs: 2, Seg.ladder: 2, Seg.line: 1}
_HALF_LINES = {Seg.wall: ("╹", "╻"), Seg.line: ("╵", "╷")}  # (upper cell's, lower cell's)
INK = "▀"  # the upper cell's marker in its colour over the lower's


class Overview(Drawing):
    """The static small drawing of one board; `lines(overlay)` adds markers, as `MapArt` does."""

    def __init__(self, board: Board, *, cell_w: int = OVERVIEW_W, rows: int = 1) -> None:
        self.board, self.cw, self.rows = board, cell_w, rows
        self.height, self.width = -(-board.height // rows), board.width * cell_w + 1
        self.regions = Regions(board)
        self._anchor_of = {cell: zone for zone, cell in self.regions.balcony_anchors().items()}
        self._chars = [[" "] * self.width for _ in range(self.height)]
        self._styles = [[""] * self.width for _ in range(self.height)]
        self._under = [[""] * self.width for _ in range(self.height)]  # the underline laid over each position
        self._owner: list[list[str | None]] = [[None] * self.width for _ in range(self.height)]
        self._halves: dict[tuple[int, int], tuple[str | None, str | None]] = {}  # (line, column): upper, lower zone
        self.used: set[str] = {"half"} if rows > 1 else set()
        self._draw()
        self.runs: dict[str, list[Run]] = owner_runs(self._owner)

    # ---------------------------------------------------------------- geometry
    def cell_box(self, cell: Cell) -> tuple[int, int, int, int]:
        """The inside of `cell` on the drawing: (first line, line after, first column, column after)."""
        r, c = cell
        return r // self.rows, r // self.rows + 1, c * self.cw + 1, (c + 1) * self.cw

    def cell_at(self, y: int, x: int) -> Cell:
        return min(y * self.rows, self.board.height - 1), min(x // self.cw, self.board.width - 1)

    def zone_runs(self) -> dict[str, dict[int, list[tuple[int, int]]]]:
        """Each zone's runs by line, as the map widget highlights them (with the halves it shares)."""
        out: dict[str, dict[int, list[tuple[int, int]]]] = {}
        for zone, runs in self.runs.items():
            for y, x0, x1 in runs:
                out.setdefault(zone, {}).setdefault(y, []).append((x0, x1))
        for (y, x), pair in sorted(self._halves.items()):
            for zone in dict.fromkeys(z for z in pair if z):
                out.setdefault(zone, {}).setdefault(y, []).append((x, x + 1))
        return out

    # ---------------------------------------------------------------- drawing
    def _region(self, cell: Cell) -> str | None:
        """What a cell is drawn as: its zone, a balcony drawn over it, an obstacle or nothing."""
        return self._anchor_of.get(cell) or self.regions.region(cell)

    def _draw(self) -> None:
        board, regions = self.board, self.regions
        for y in range(self.height):
            top = y * self.rows
            low = min(top + self.rows - 1, board.height - 1)
            for c in range(board.width + 1):
                self._draw_side(y, c, top, low)
                if c == board.width:
                    continue
                self._draw_inside(y, c, top, low)
                below = regions.segment((low, c), (low + 1, c))[0]
                self._underline(y, c, below, regions.look((low, c), (low + 1, c), below))
        self._draw_textures()

    def _draw_side(self, y: int, c: int, top: int, low: int) -> None:
        """The line on the left of the cells (top, c) and (low, c)."""
        x = c * self.cw
        (seg, owner), (seg_low, owner_low) = (self.regions.segment((r, c - 1), (r, c)) for r in (top, low))
        if seg is Seg.inside and seg_low is Seg.inside and owner == owner_low:
            self._owner[y][x] = owner
            return
        strong, row = max(((seg, top), (seg_low, low)), key=lambda s: _STRENGTH.get(s[0], 0))
        glyphs, style, _ = self.regions.look((row, c - 1), (row, c), strong)
        char = glyphs[1]
        if seg is not seg_low and strong in _HALF_LINES:
            char = _HALF_LINES[strong][0 if row == top else 1]
        self._chars[y][x], self._styles[y][x] = char, style
        for s, r in ((seg, top), (seg_low, low)):
            if s not in (Seg.inside, Seg.void):
                self.used.add(self.regions.look((r, c - 1), (r, c), s)[2])

    def _draw_inside(self, y: int, c: int, top: int, low: int) -> None:
        """The inside of the cells (top, c) and (low, c): their zone's, or what parts them."""
        upper, lower = self._region((top, c)), self._region((low, c))
        for x in range(c * self.cw + 1, (c + 1) * self.cw):
            if OBSTACLE_REGION in (upper, lower):
                self._chars[y][x], self._styles[y][x] = OBSTACLE, STYLES["obstacle"]
                self.used.add("obstacle")
                continue
            if upper != lower:
                self._halves[y, x] = (upper, lower)
                seg = self.regions.segment((top, c), (low, c))[0]
                glyphs, style, used = self.regions.look((top, c), (low, c), seg)
                self._chars[y][x], self._styles[y][x] = glyphs[0], style
                if seg not in (Seg.inside, Seg.void):
                    self.used.add(used)
            elif upper in self._anchor_of.values():
                self._chars[y][x], self._styles[y][x], self._owner[y][x] = BALCONY, STYLES["balcony"], upper
                self.used.add("balcony")
            else:
                self._owner[y][x] = upper

    def _underline(self, y: int, c: int, below: Seg, look: tuple[tuple[str, str], str, str]) -> None:
        """Underline the position of cell column c on line y and the lines beside it when a wall, door
        or border lies below it (a door with a mark of its own in the mark's style)."""
        style = _UNDER.get(below)
        if style is None:
            return
        _, mark_style, used = look
        if used.startswith("mark:"):
            style = f"{mark_style} underline"
            self.used.add(used)
        self.used.add("under")
        x0 = c * self.cw
        for x in range(x0, x0 + self.cw + 1):
            if x in (x0, x0 + self.cw) and self._under[y][x]:
                continue  # a line between two cells keeps the underline of the cell on its left
            self._under[y][x] = style

    def _draw_textures(self) -> None:
        for y in range(self.height):
            for x in range(0, self.width, 2):
                zid = self._owner[y][x]
                if zid is None or self._chars[y][x] != " ":
                    continue
                kind = self.board.zones[zid].kind
                if kind in TEXTURES:
                    self._chars[y][x], self._styles[y][x] = TEXTURES[kind], STYLES["texture"]
                    self.used.add(f"kind:{kind.value}")

    # ---------------------------------------------------------------- output
    def _flow(self, zone: str, markers: Sequence[Marker]) -> list[Write]:
        return flow(self.runs[zone], markers, margin=False, tight=True)

    def marks(self, overlay: Overlay | None = None) -> list[Marks]:
        """The markers as text in the zones' own positions; a zone with none writes them over the
        positions it shares, except where the zone it shares them with must too: there each shows its
        first marker's colour in its half."""
        lines = [list(line) for line in super().marks(overlay)]
        shared = {zone: markers for zone, markers in (overlay or {}).items() if markers and zone not in self.runs}
        contested = {at for at, (upper, lower) in self._halves.items() if upper in shared and lower in shared}
        for zone, markers in shared.items():
            free = sorted(at for at, pair in self._halves.items() if zone in pair and at not in contested)
            for y, x, text, style in flow(_position_runs(free), markers, margin=False, tight=True):
                lines[y].append((x, text, style))
        for y, x in contested:
            upper, lower = (_ink(shared[zone][0].style) for zone in self._halves[y, x] if zone)
            lines[y].append((x, INK, str(Style(color=upper, bgcolor=lower))))
        return [tuple(line) for line in lines]

    def _line_styles(self, y: int, styles: list[str]) -> list[str]:
        return [f"{style} {under}".strip() if under else style for style, under in zip(styles, self._under[y])]


def _position_runs(positions: list[tuple[int, int]]) -> list[Run]:
    """Sorted (line, column) positions as runs of neighbouring columns."""
    runs: list[Run] = []
    for y, x in positions:
        if runs and runs[-1][0] == y and runs[-1][2] == x:
            runs[-1] = (y, runs[-1][1], x + 1)
        else:
            runs.append((y, x, x + 1))
    return runs


def _ink(style: str) -> str:
    """The colour a marker's style draws in (plain when it names none)."""
    color = Style.parse(style).color
    return color.name if color else "default"
