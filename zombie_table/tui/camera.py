"""Where the map's view goes, and what lies beyond its edges: plain geometry, no Textual.

A box is (x0, y0, x1, y1) on the drawing, the ends excluded; the view is a box too. The game screen
moves the view at a few moments only (a turn starts, targets are offered, a playback step): `frame`
says where to. Between those moments the view follows the cursor alone, so a player looking round
is never pulled back. `beyond` lists the survivors and zombies outside the view by direction, for the
labels drawn on the view's edges (`↗ A w3`: survivor A and three walkers up and to the right).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

Box = tuple[int, int, int, int]
ARROWS = {(0, -1): "↑", (1, -1): "↗", (1, 0): "→", (1, 1): "↘", (0, 1): "↓", (-1, 1): "↙", (-1, 0): "←", (-1, -1): "↖"}
EDGE_LEGEND = ("↑→↓←", "on the map's edge: survivors and zombies out of view that way, with counts (↗ ↘ ↙ ↖ too; … more)")


def union(boxes: Iterable[Box]) -> Box:
    x0s, y0s, x1s, y1s = zip(*boxes, strict=True)
    return min(x0s), min(y0s), max(x1s), max(y1s)


def contains(view: Box, box: Box) -> bool:
    return view[0] <= box[0] and view[1] <= box[1] and box[2] <= view[2] and box[3] <= view[3]


def _centred(box: Box, view: Box, content: tuple[int, int]) -> tuple[int, int]:
    w, h = view[2] - view[0], view[3] - view[1]
    x = (box[0] + box[2] - w) // 2
    y = (box[1] + box[3] - h) // 2
    return max(0, min(x, content[0] - w)), max(0, min(y, content[1] - h))


def frame(boxes: Sequence[Box], view: Box, content: tuple[int, int]) -> tuple[int, int]:
    """The view's new top-left corner to show `boxes`: where it is when they are all in view already;
    else centred on all of them when they fit; else (the first in view already) where it is; else
    centred on the first."""
    here = view[0], view[1]
    if not boxes:
        return here
    whole = union(boxes)
    if contains(view, whole):
        return here
    if whole[2] - whole[0] <= view[2] - view[0] and whole[3] - whole[1] <= view[3] - view[1]:
        return _centred(whole, view, content)
    return here if contains(view, boxes[0]) else _centred(boxes[0], view, content)


@dataclass(frozen=True)
class Piece:
    """A survivor (`mark` its letter, `count` 0) or zombies of one type (`mark` the type's letter)."""

    mark: str
    style: str
    count: int = 0


@dataclass(frozen=True)
class Label:
    """What an edge of the view says: on row `row`, from column `col`, these (text, style) parts."""

    row: int
    col: int
    parts: tuple[tuple[str, str], ...]

    @property
    def width(self) -> int:
        return sum(len(text) for text, _ in self.parts)


def _direction(x: int, y: int, view: Box) -> tuple[int, int]:
    dx = -1 if x < view[0] else 1 if x >= view[2] else 0
    dy = -1 if y < view[1] else 1 if y >= view[3] else 0
    return dx, dy


def beyond(pieces: Iterable[tuple[int, int, Piece]], view: Box) -> list[Label]:
    """Labels for the pieces at (x, y) outside `view`, one per direction, placed on the view's edge
    nearest them (rows and columns relative to the view); labels sharing a row never overlap."""
    w, h = view[2] - view[0], view[3] - view[1]
    if w <= 0 or h <= 0:
        return []
    groups: dict[tuple[int, int], tuple[list[tuple[int, int]], dict[tuple[str, str], int]]] = {}
    for x, y, piece in pieces:
        direction = _direction(x, y, view)
        if direction == (0, 0):
            continue
        places, counts = groups.setdefault(direction, ([], {}))
        places.append((x, y))
        counts[(piece.mark, piece.style)] = counts.get((piece.mark, piece.style), 0) + piece.count
    labels = []
    for (dx, dy), (places, counts) in sorted(groups.items(), key=lambda g: list(ARROWS).index(g[0])):
        parts: list[tuple[str, str]] = [(ARROWS[dx, dy], "bold")]
        for (mark, style), count in sorted(counts.items(), key=lambda kv: (kv[1] > 0, kv[0])):  # survivors first
            parts += [(" ", ""), (f"{mark}{count}" if count else mark, style)]
        parts.append((" ", ""))  # a blank between the label and the map it lies on
        width = sum(len(text) for text, _ in parts)
        mean_x = sum(x for x, _ in places) // len(places) - view[0]
        mean_y = sum(y for _, y in places) // len(places) - view[1]
        row = 0 if dy < 0 else h - 1 if dy > 0 else max(min(1, h - 1), min(mean_y, h - 2))
        col = 0 if dx < 0 else w - width if dx > 0 else mean_x - width // 2
        labels.append(Label(row, max(0, min(col, w - width)), tuple(parts)))
    return _spread(labels, w)


def _spread(labels: list[Label], width: int) -> list[Label]:
    """Move labels sharing a row apart (left to right), cutting what no longer fits the width."""
    out: list[Label] = []
    for row in sorted({label.row for label in labels}):
        free = 0
        for label in sorted((lb for lb in labels if lb.row == row), key=lambda lb: lb.col):
            col = max(label.col, free)
            room = width - col
            if room <= 0:
                break
            parts = list(label.parts)
            if label.width > room:  # whole marks and an ellipsis: a cut 'w12' would read 'w1'
                parts, used = [], 0
                for text, style in label.parts:
                    if used + len(text) + 1 > room:
                        break
                    parts.append((text, style))
                    used += len(text)
                parts.append(("…", "bold"))
            used = sum(len(text) for text, _ in parts)
            out.append(Label(row, col, tuple(parts)))
            free = col + used + 1
    return out
