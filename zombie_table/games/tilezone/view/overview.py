"""A board drawn small: the TUI's overview (`z`), in which every shipped map fits a 120×40 terminal whole.

One line per row of cells and `cell_w` columns per cell (`OVERVIEW_W` at least), the first of them
the line on the cell's left: half the full drawing's height and, at `OVERVIEW_W`, half its width (an
18×18 board is 55 columns by 18 lines; the TUI widens cells when the width allows). Walls, doors and
borders between cells side by side are drawn as on the full map. Between a cell and the one below
there is no line to draw on, so the upper cell is underlined instead (in the wall's, door's or
border's style); an opening is not underlined. Textures, obstacles and balconies as on the full map;
markers flow through each zone from its first column, one-column markers side by side ('BR' for two
survivors): space is short.
"""

from __future__ import annotations

from collections.abc import Sequence

from zombie_table.games.tilezone.board import Board, Cell
from zombie_table.games.tilezone.view.mapart import (
    BALCONY,
    OBSTACLE,
    OBSTACLE_REGION,
    STYLES,
    TEXTURES,
    Drawing,
    Marker,
    Regions,
    Run,
    Seg,
    Write,
    flow,
    owner_runs,
)

OVERVIEW_W = 3
_UNDER = {Seg.wall: "underline", Seg.line: "dim underline", Seg.door_closed: "yellow underline",
          Seg.door_open: "yellow underline"}


class Overview(Drawing):
    """The static small drawing of one board; `lines(overlay)` adds markers, as `MapArt` does."""

    def __init__(self, board: Board, *, cell_w: int = OVERVIEW_W) -> None:
        self.board, self.cw = board, cell_w
        self.height, self.width = board.height, board.width * cell_w + 1
        self.regions = Regions(board)
        self._chars = [[" "] * self.width for _ in range(self.height)]
        self._styles = [[""] * self.width for _ in range(self.height)]
        self._under = [[""] * self.width for _ in range(self.height)]  # the underline laid over each position
        self._owner: list[list[str | None]] = [[None] * self.width for _ in range(self.height)]
        self.used: set[str] = set()
        self._draw()
        self.runs: dict[str, list[Run]] = owner_runs(self._owner)

    # ---------------------------------------------------------------- geometry
    def cell_box(self, cell: Cell) -> tuple[int, int, int, int]:
        """The inside of `cell` on the drawing: (first line, line after, first column, column after)."""
        r, c = cell
        return r, r + 1, c * self.cw + 1, (c + 1) * self.cw

    def cell_at(self, y: int, x: int) -> Cell:
        return min(y, self.board.height - 1), min(x // self.cw, self.board.width - 1)

    def zone_runs(self) -> dict[str, dict[int, list[tuple[int, int]]]]:
        """Each zone's runs by line, as the map widget highlights them."""
        out: dict[str, dict[int, list[tuple[int, int]]]] = {}
        for zone, runs in self.runs.items():
            for y, x0, x1 in runs:
                out.setdefault(zone, {}).setdefault(y, []).append((x0, x1))
        return out

    # ---------------------------------------------------------------- drawing
    def _draw(self) -> None:
        board, regions = self.board, self.regions
        for r in range(board.height):
            for c in range(board.width + 1):
                x = c * self.cw
                seg, owner = regions.segment((r, c - 1), (r, c))
                if seg is Seg.inside:
                    self._owner[r][x] = owner
                else:
                    glyphs, style, used = regions.look((r, c - 1), (r, c), seg)
                    self._chars[r][x], self._styles[r][x] = glyphs[1], style
                    if seg is not Seg.void:
                        self.used.add(used)
                if c == board.width:
                    continue
                region = regions.region((r, c))
                for x in range(c * self.cw + 1, (c + 1) * self.cw):
                    if region == OBSTACLE_REGION:
                        self._chars[r][x], self._styles[r][x] = OBSTACLE, STYLES["obstacle"]
                        self.used.add("obstacle")
                    else:
                        self._owner[r][x] = region
                below = regions.segment((r, c), (r + 1, c))[0]
                self._underline(r, c, below, regions.look((r, c), (r + 1, c), below))
        for zone_id, (r, c) in regions.balcony_anchors().items():
            for x in range(c * self.cw + 1, (c + 1) * self.cw):
                self._chars[r][x], self._styles[r][x], self._owner[r][x] = BALCONY, STYLES["balcony"], zone_id
            self.used.add("balcony")
        self._draw_textures()

    def _underline(self, r: int, c: int, below: Seg, look: tuple[tuple[str, str], str, str]) -> None:
        """Underline cell (r, c) and the lines beside it when a wall, door or border lies below it
        (a door with a mark of its own in the mark's style)."""
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
            if x in (x0, x0 + self.cw) and self._under[r][x]:
                continue  # a line between two cells keeps the underline of the cell on its left
            self._under[r][x] = style

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

    def _line_styles(self, y: int, styles: list[str]) -> list[str]:
        return [f"{style} {under}".strip() if under else style for style, under in zip(styles, self._under[y])]
