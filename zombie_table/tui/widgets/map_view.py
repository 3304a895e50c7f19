"""The map: one line-API widget that draws a board with `view.mapart`, caching its rendered lines.

The board is drawn by `MapArt` (the same drawing as `zombie-table show`), or small by `Overview` when
zoomed out, turned into Strips line by line: at a change of the pieces on it, only the lines whose
marks changed are drawn and repainted again. A cursor cell, the zone under it and highlighted zones
(targets, sight, the zones of the event being played back) are styles laid over the cached strips
when a line is painted; moving the cursor repaints only the rows it touches.
The survivors and zombies out of view are counted on the view's edges (`camera.beyond`); the screen
moves the view with `show_zones` at the moments it chooses (`camera.frame`), the cursor otherwise.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from rich.cells import cell_len
from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.geometry import Region, Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widget import Widget

from zombie_table.games.tilezone.board import Board, Cell
from zombie_table.games.tilezone.view.mapart import BALCONY, CELL_H, CELL_W, MapArt, Marker, Marks, Overlay, legend_text
from zombie_table.games.tilezone.view.overview import HALF, NARROW_W, Overview
from zombie_table.tui import camera
from zombie_table.tui.camera import Box, Label, Piece
from zombie_table.tui.prefs import ZOOMS

# highlight classes, lowest priority first; the cursor cell is drawn over all of them
ZONE, SIGHT, TARGET, EVENT = "map-view--zone", "map-view--sight", "map-view--target", "map-view--event"
CURSOR = "map-view--cursor"
EDGE = "map-view--edge"  # the labels on the view's edges
NORMAL, OVERVIEW = ZOOMS
OVERVIEW_MAX_W = 5  # the overview's widest cell, a zone still "a few cells" (the full map's is CELL_W)
EDGE_MARKER = Marker(camera.ARROWS[0, -1], "bold", camera.EDGE_LEGEND, 99)
_RANK = {ZONE: 0, SIGHT: 1, TARGET: 2, EVENT: 3, CURSOR: 4}

Runs = dict[int, list[tuple[int, int]]]  # line -> [(first column, column after the last)]


def zone_runs(board: Board, art: MapArt) -> tuple[dict[str, Runs], dict[Cell, str]]:
    """Which zone owns each drawn column of each line, as runs per zone; and balconies' anchor cells.

    Cells' insides belong to their zone, as do the lines between two cells of one zone. A balcony
    has no cells: mapart draws it over one street cell, found here by its glyph."""
    zone_of = board.cell_zone

    def at(r: int, c: int) -> str | None:
        return zone_of[r][c] if 0 <= r < board.height and 0 <= c < board.width else None

    plain = [line.plain for line in art.lines()]
    anchors: dict[Cell, str] = {}
    marked = {
        (r, c) for r in range(board.height) for c in range(board.width)
        if BALCONY in plain[r * CELL_H + 1][c * CELL_W + 1:(c + 1) * CELL_W]
    }
    for zone in sorted(board.zones.values(), key=lambda z: z.id):
        if zone.kind.value != "balcony":
            continue
        spanned = sorted(cell for ref in zone.spans for cell in board.zones[board.resolve(ref)].cells)
        cell = next((c for c in spanned if c in marked and c not in anchors), None)
        if cell is not None:
            anchors[cell] = zone.id
    runs: dict[str, Runs] = {}
    for y in range(art.height):
        ry, my = divmod(y, CELL_H)
        start, current = 0, None
        for x in range(art.width + 1):
            owner = None
            if x < art.width:
                rx, mx = divmod(x, CELL_W)
                if my and mx:
                    owner = anchors.get((ry, rx)) or at(ry, rx)
                else:
                    around = {at(ry - (0 if my else 1), rx - (0 if mx else 1)), at(ry, rx)}
                    if not my and not mx:
                        around |= {at(ry - 1, rx), at(ry, rx - 1)}
                    owner = around.pop() if len(around) == 1 else None
            if owner != current:
                if current is not None:
                    runs.setdefault(current, {}).setdefault(y, []).append((start, x))
                start, current = x, owner
    return runs, anchors


class StripMaker:
    """Rich Text lines to Strips over a base style, parsing and combining each style string once.

    mapart's lines are plain text with one span per run of a style, in order: they are cut into
    segments directly (several times faster than rendering them through the console). Any other
    Text — overlapping spans, a base style of its own — goes through `Text.render`."""

    def __init__(self, console: Console, base: Style) -> None:
        self.console, self.base = console, base
        self.styles: dict[str | Style, Style] = {}

    def style(self, style: str | Style) -> Style:
        combined = self.styles.get(style)
        if combined is None:
            combined = self.styles[style] = self.base + self.console.get_style(style, default=Style.null())
        return combined

    def __call__(self, text: Text) -> Strip:
        plain = text.plain
        segments: list[Segment] = []
        pos = 0
        for span in text.spans:
            if span.start < pos or text.style:
                return Strip(list(text.render(self.console)), text.cell_len).apply_style(self.base)
            if span.start > pos:
                segments.append(Segment(plain[pos:span.start], self.base))
            segments.append(Segment(plain[span.start:span.end], self.style(span.style)))
            pos = span.end
        if pos < len(plain):
            segments.append(Segment(plain[pos:], self.base))
        return Strip(segments, cell_len(plain))


def _restyle(strip: Strip, x0: int, x1: int, style: Style) -> Strip:
    """`style` laid over columns x0-x1: its colours and attributes win over the text's."""
    before, middle, after = strip.divide([x0, x1, strip.cell_length])
    return Strip.join([before, Strip(Segment.apply_style(middle, post_style=style), middle.cell_length), after])


class MapView(ScrollView, can_focus=False):
    """A board with pieces, a cursor and highlighted zones. Its screen owns the keys; clicks pick zones."""

    COMPONENT_CLASSES = {ZONE, SIGHT, TARGET, EVENT, CURSOR, EDGE}

    class CursorMoved(Message):
        def __init__(self, map_view: MapView, zone: str | None) -> None:
            super().__init__()
            self.map_view, self.zone = map_view, zone

    class LaidOut(Message):
        """The map has its size for the first time: the moment to place the camera (issue 29.5)."""

        def __init__(self, map_view: MapView) -> None:
            super().__init__()
            self.map_view = map_view

    class ZoneClicked(Message):
        def __init__(self, map_view: MapView, zone: str | None) -> None:
            super().__init__()
            self.map_view, self.zone = map_view, zone

    def __init__(self, *, cursor: bool = True, name: str | None = None, id: str | None = None, classes: str | None = None):
        super().__init__(name=name, id=id, classes=classes)
        self.show_cursor = cursor
        self.board: Board | None = None
        self.zoom = NORMAL
        self._art: MapArt | Overview | None = None
        self._art_key: tuple[int, bool, int, int, int] | None = None
        # drawings by (board, labels, geometry, cell width and rows a line: the overview's or CELL_W, CELL_H); the board is kept so
        # that its id stays its own
        self._arts: dict[tuple[int, bool, int, int, int], tuple[Board, MapArt | Overview, dict[str, Runs], dict[str, Cell]]] = {}
        # the last `show`, drawn again at a change of zoom
        self._shown: tuple[Board, Overlay, bool, Sequence[Marker], Mapping[str, Sequence[Piece]] | None] | None = None
        self._pieces: Mapping[str, Sequence[Piece]] = {}
        self._edges: tuple[tuple[object, ...], dict[int, list[Label]]] = ((), {})
        self._edge_styles: dict[str, Style] = {}
        # zones the camera was last told to show: shown again when the view's size changes (scrollbars come
        # and go as the drawing settles), until the cursor moves
        self._goal: list[str] = []
        self._laid_out = False  # has the map had a size yet (LaidOut posted)?
        self._runs: dict[str, Runs] = {}
        self._anchors: dict[str, Cell] = {}
        self._overlay: Overlay | None = None
        self._marks: list[Marks] = []  # what the overlay's markers write on each line of `_plain`
        self._plain: list[Strip] = []
        self._strips: StripMaker | None = None
        self._decorated: dict[int, Strip] = {}
        self._highlights: dict[str, str] = {}
        self._base: Style | None = None  # the widget's own style under the map, resolved once
        self.cursor: Cell = (0, 0)
        self.legend = Text()  # the same Text while the entries stay the same
        self.legend_entries: list[tuple[str, str, str]] = []  # (symbol, meaning, style)
        self.renders = 0  # how many times the pieces were drawn (tests and benchmarks read it)

    # ---------------------------------------------------------------- content
    def show(self, board: Board, overlay: Overlay, *, labels: bool = False, extra: Sequence[Marker] = (),
             pieces: Mapping[str, Sequence[Piece]] | None = None) -> None:
        """Draw `board` with `overlay`; does nothing when neither changed since the last call.
        The legend explains the drawing, the overlay and the `extra` markers (those the map may draw later).
        `pieces` (survivors and zombies by zone) are counted on the view's edges when out of view."""
        self._shown = (board, overlay, labels, extra, pieces)
        if pieces is not None and pieces != self._pieces:
            before = self._edge_labels()
            self._pieces = pieces
            after = self._edge_labels()
            self._repaint_rows(row for row in before.keys() | after.keys() if before.get(row) != after.get(row))
        extra = [*extra, EDGE_MARKER] if pieces is not None else extra
        geometry = hash(frozenset((z, n, k) for z, ns in board.neighbours.items() for n, k in ns.items()))
        cell_w, rows = self._overview_fit(board) if self.zoom == OVERVIEW else (CELL_W, CELL_H)
        key = (id(board), labels, geometry, cell_w, rows)
        if key != self._art_key:
            if key not in self._arts:
                if self.zoom == OVERVIEW:
                    small = Overview(board, cell_w=cell_w, rows=rows)
                    self._arts[key] = (board, small, small.zone_runs(), small.regions.balcony_anchors())
                else:
                    art = MapArt(board, labels=labels)
                    runs, anchors = zone_runs(board, art)
                    self._arts[key] = (board, art, runs, {zone: cell for cell, zone in anchors.items()})
            _, self._art, self._runs, self._anchors = self._arts[key]
            self._art_key, self._overlay, self._marks = key, None, []
            if board is not self.board:
                self.board = board
                self.cursor = (min(self.cursor[0], board.height - 1), min(self.cursor[1], board.width - 1))
            self.virtual_size = Size(self._art.width, self._art.height)
        elif overlay == self._overlay:
            assert self._art is not None
            self._set_legend(self._art.legend_entries(overlay, extra))
            return
        assert self._art is not None
        self._overlay = overlay
        self._set_legend(self._art.legend_entries(overlay, extra))
        if self._marks:
            self._redraw(self._art.marks(overlay))
        else:
            self._draw()
            self.refresh()
        self.renders += 1

    def _set_legend(self, entries: list[tuple[str, str, str]]) -> None:
        """The legend of these entries; the same Text as before while they stay the same."""
        if entries != self.legend_entries:
            self.legend_entries, self.legend = entries, legend_text(entries)

    def _draw(self) -> None:
        """Turn the drawing into strips (again after a change of style, such as a new theme)."""
        if self._art is None:
            return
        if self._strips is None or self._strips.base != self.base_style:
            self._strips = StripMaker(self.app.console, self.base_style)
        self._marks = self._art.marks(self._overlay)
        self._plain = [self._strips(self._art.line(y, marks)) for y, marks in enumerate(self._marks)]
        self._decorated.clear()

    def _redraw(self, marks: list[Marks]) -> None:
        """Draw and repaint the lines whose marks changed."""
        assert self._art is not None and self._strips is not None
        changed = [y for y, (old, new) in enumerate(zip(self._marks, marks)) if old != new]
        for y in changed:
            self._plain[y] = self._strips(self._art.line(y, marks[y]))
            self._decorated.pop(y, None)
        self._marks = marks
        self._repaint_lines(changed)

    def _repaint_lines(self, lines: Iterable[int]) -> None:
        """Repaint these lines of the drawing."""
        top = self.scroll_offset.y
        self._repaint_rows(y - top for y in lines)

    def _repaint_rows(self, rows: Iterable[int]) -> None:
        """Repaint these rows of the view, in one refresh (each costs as much as painting a few lines)."""
        width = max(self.virtual_size.width, self.size.width)
        regions: list[Region] = []
        for y in sorted(set(rows)):
            if regions and regions[-1].bottom == y:
                regions[-1] = Region(0, regions[-1].y, width, regions[-1].height + 1)
            else:
                regions.append(Region(0, y, width, 1))
        if regions:
            self.refresh(*regions)

    def set_highlights(self, highlights: Mapping[str, str]) -> None:
        """Zones to highlight, each with one of the highlight classes (ZONE, SIGHT, TARGET, EVENT)."""
        if dict(highlights) == self._highlights:
            return
        changed = set(highlights) ^ set(self._highlights) | {z for z in highlights if self._highlights.get(z) != highlights[z]}
        self._highlights = dict(highlights)
        self._refresh_zones(changed)

    def _refresh_zones(self, zones: set[str | None]) -> None:
        lines = {y for zone in zones if zone for y in self._runs.get(zone, {})}
        for y in lines:
            self._decorated.pop(y, None)
        self._repaint_lines(lines)

    # ---------------------------------------------------------------- cursor
    def zone_at(self, cell: Cell) -> str | None:
        if self.board is None:
            return None
        r, c = cell
        for zone, anchor in self._anchors.items():
            if anchor == cell:
                return zone
        return self.board.cell_zone[r][c]

    @property
    def cursor_zone(self) -> str | None:
        return self.zone_at(self.cursor)

    def cell_of(self, zone: str) -> Cell | None:
        if self.board is None or zone not in self.board.zones:
            return None
        if zone in self._anchors:
            return self._anchors[zone]
        cells = self.board.zones[zone].cells
        return min(cells) if cells else None

    def move_cursor(self, dr: int, dc: int) -> None:
        if self.board is not None:
            r, c = self.cursor
            self.set_cursor((max(0, min(self.board.height - 1, r + dr)), max(0, min(self.board.width - 1, c + dc))))

    def place_cursor(self, zone: str) -> None:
        """Put the cursor on `zone` unless it is there already."""
        cell = self.cell_of(zone)
        if cell is not None and self.cursor_zone != zone:
            self.set_cursor(cell)

    def set_cursor(self, cell: Cell) -> None:
        """Move the cursor and the view with it; the camera's last goal is dropped (see `show_zones`)."""
        self._goal = []
        old_cell, old_zone = self.cursor, self.cursor_zone
        self.cursor = cell
        zone = self.cursor_zone
        lines = self._cell_lines(old_cell) + self._cell_lines(cell)
        for y in lines:
            self._decorated.pop(y, None)
        self._repaint_lines(lines)
        if zone != old_zone:
            self._refresh_zones({old_zone, zone})
        if self._art is not None:
            y0, y1, x0, x1 = self._art.cell_box(cell)
            self.scroll_to_region(Region(x0 - 1, y0 - 1, x1 - x0 + 2, y1 - y0 + 2), animate=False, immediate=True)
        self.post_message(self.CursorMoved(self, zone))

    def _cell_lines(self, cell: Cell) -> list[int]:
        if not self.show_cursor or self._art is None:
            return []
        y0, y1, _, _ = self._art.cell_box(cell)
        return list(range(y0, y1))

    # ---------------------------------------------------------------- zoom and camera
    def set_zoom(self, zoom: str) -> None:
        """Draw the map at `zoom` (NORMAL or OVERVIEW), the cursor's cell kept and brought into view."""
        if zoom == self.zoom:
            return
        self.zoom = zoom
        self.set_class(zoom == OVERVIEW, "-overview")
        if self._shown is not None:
            board, overlay, labels, extra, pieces = self._shown
            self.show(board, overlay, labels=labels, extra=extra, pieces=pieces)
        zone = self.cursor_zone
        self.show_zones([zone] if zone else [])

    def zone_box(self, zone: str) -> Box | None:
        """Where `zone` is drawn: the box around its runs."""
        runs = self._runs.get(zone)
        if not runs:
            return None
        return (min(x0 for line in runs.values() for x0, _ in line), min(runs),
                max(x1 for line in runs.values() for _, x1 in line), max(runs) + 1)

    def show_zones(self, zones: Sequence[str]) -> None:
        """Move the view to show `zones`: all of them when they fit, else the first (`camera.frame`);
        again whenever the view's size changes, until the cursor moves (so place the cursor first)."""
        self._goal = list(zones)
        self._to_goal()

    def _to_goal(self) -> None:
        region = self.scrollable_content_region
        boxes = [box for box in map(self.zone_box, self._goal) if box is not None]
        if self._art is None or not boxes or region.width <= 0 or region.height <= 0:
            return
        x, y = int(self.scroll_x), int(self.scroll_y)
        view = (x, y, x + region.width, y + region.height)
        nx, ny = camera.frame(boxes, view, (self._art.width, self._art.height))
        if (nx, ny) != (x, y):
            self.scroll_to(nx, ny, animate=False, immediate=True)

    def _overview_fit(self, board: Board) -> tuple[int, int]:
        """The overview's columns a cell and rows of cells a line: as many columns as the width allows
        (a column kept for a scroll bar), from NARROW_W to OVERVIEW_MAX_W; two rows a line (HALF) when the
        map is taller than the most lines the map may take."""
        room = self.content_region.width - self.styles.scrollbar_size_vertical - 1
        return max(NARROW_W, min(OVERVIEW_MAX_W, room // board.width)), 1 if board.height <= self._room_lines() else HALF

    def _room_lines(self) -> int:
        """The most lines the map may show: its height, or when that follows the drawing (`auto`), its
        max-height's (less its border)."""
        height, most, parent = self.styles.height, self.styles.max_height, self.parent
        if height is None or not height.is_auto or most is None or not isinstance(parent, Widget):
            return self.content_region.height
        limit = most.resolve(parent.content_region.size, self.app.size)
        return int(limit) - self.styles.gutter.height

    def on_resize(self) -> None:
        if self.zoom == OVERVIEW and self._shown is not None and isinstance(self._art, Overview):
            board, overlay, labels, extra, pieces = self._shown
            if self._overview_fit(board) != (self._art.cw, self._art.rows):  # another size: drawn again to fit
                self.show(board, overlay, labels=labels, extra=extra, pieces=pieces)
        self.call_after_refresh(self._to_goal)
        if not self._laid_out and self.scrollable_content_region.area:
            self._laid_out = True
            self.call_after_refresh(self.post_message, self.LaidOut(self))

    def watch_show_vertical_scrollbar(self) -> None:
        self.call_after_refresh(self._to_goal)

    def watch_show_horizontal_scrollbar(self) -> None:
        self.call_after_refresh(self._to_goal)

    # ---------------------------------------------------------------- painting
    @property
    def base_style(self) -> Style:
        if self._base is None:
            self._base = self.rich_style
        return self._base

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        line = y + scroll_y
        width = self.scrollable_content_region.width
        if line >= len(self._plain):
            return Strip.blank(width, self.base_style)
        strip = self._decorated.get(line)
        if strip is None:
            strip = self._decorated[line] = self._decorate(line)
        strip = strip.crop_extend(scroll_x, scroll_x + width, self.base_style)
        for label in self._edge_labels().get(y, ()):
            strip = self._with_label(strip, label)
        return strip

    def _edge_labels(self) -> dict[int, list[Label]]:
        """The labels on the view's edges by row, for the pieces out of view (worked out once per view)."""
        region = self.scrollable_content_region
        x, y = int(self.scroll_x), int(self.scroll_y)
        key = (x, y, region.width, region.height, id(self._pieces), self._art_key)
        if key != self._edges[0]:
            placed = []
            for zone, pieces in self._pieces.items():
                box = self.zone_box(zone)
                if box is not None:
                    placed += [((box[0] + box[2]) // 2, box[1], piece) for piece in pieces]
            rows: dict[int, list[Label]] = {}
            for label in camera.beyond(placed, (x, y, x + region.width, y + region.height)):
                rows.setdefault(label.row, []).append(label)
            self._edges = (key, rows)
        return self._edges[1]

    def _with_label(self, strip: Strip, label: Label) -> Strip:
        segments = []
        for text, style in label.parts:
            rich = self._edge_styles.get(style)
            if rich is None:
                edge = self.base_style + self.get_component_rich_style(EDGE, partial=True)
                rich = self._edge_styles[style] = edge + self.app.console.get_style(style, default=Style.null())
            segments.append(Segment(text, rich))
        before, _, after = strip.divide([label.col, label.col + label.width, strip.cell_length])
        return Strip.join([before, Strip(segments, label.width), after])

    def _decorate(self, line: int) -> Strip:
        spans: list[tuple[int, int, int, str]] = []
        zones = dict(self._highlights)
        if self.show_cursor and self.cursor_zone and self.cursor_zone not in zones:
            zones[self.cursor_zone] = ZONE
        for zone, cls in zones.items():
            for x0, x1 in self._runs.get(zone, {}).get(line, ()):
                spans.append((_RANK[cls], x0, x1, cls))
        if line in self._cell_lines(self.cursor) and self._art is not None:
            _, _, x0, x1 = self._art.cell_box(self.cursor)
            spans.append((_RANK[CURSOR], x0, x1, CURSOR))
        strip = self._plain[line]
        for _, x0, x1, cls in sorted(spans):  # the highest rank goes on last and shows
            strip = _restyle(strip, x0, x1, self.get_component_rich_style(cls, partial=True))
        return strip

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._base = None
        self._edge_styles.clear()
        self._draw()

    # ---------------------------------------------------------------- mouse
    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or self.board is None:
            return
        x, y = offset.x + int(self.scroll_x), offset.y + int(self.scroll_y)
        if y >= len(self._plain) or x >= (self._art.width if self._art else 0):
            return
        cell = self._art.cell_at(y, x) if self._art else (0, 0)
        owner = next((z for z, runs in self._runs.items() for x0, x1 in runs.get(y, ()) if x0 <= x < x1), None)
        self.set_cursor(cell)
        self.post_message(self.ZoneClicked(self, owner or self.zone_at(cell)))
