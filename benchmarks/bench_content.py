"""Content and map speed: loading every shipped file, and building a 3x3-tile map's tables.

    python -m benchmarks.bench_content        (or every benchmark: python -m benchmarks.run)

Targets: loading and validating all shipped content (Library.load(user=False)) under 0.3 s;
constructing a Board for a 3x3 layout of tiles (zone graph, all-pairs distances, sight) under 50 ms.
The map comes from a shipped 3x3 mission if there is one, else from 9 shipped tiles that fit a
3x3 grid, else from a synthetic 6x6 tile repeated nine times; the output says which.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Callable

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks._common import Figure, measure, report
from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.content.loader import load_text
from zombie_table.content.missions import Mission
from zombie_table.content.tiles import Tile
from zombie_table.games.tilezone.board import Board, BoardError

CONTENT_TARGET = 0.30
BOARD_TARGET = 0.050

SYNTHETIC_TILE = """\
kind: tile
id: {id}
setting: frontier
name: Synthetic crossroads
grid: |
  a  a  m  m  b  b
  h1 h1 c  h2 h2 h3
  h1 h1 c  h2 h2 h3
  h4 h4 c  h5 h5 h5
  h4 h4 c  h5 h5 h5
  d  d  n  n  e  e
zones:
  a: {{kind: street, continues: [W]}}
  m: {{kind: street}}
  b: {{kind: street, continues: [E]}}
  c: {{kind: street}}
  d: {{kind: street, continues: [W]}}
  n: {{kind: street}}
  e: {{kind: street, continues: [E]}}
  h1: {{kind: room, building: west, name: Store}}
  h4: {{kind: room, building: west, name: Back room}}
  h2: {{kind: room, building: hotel, name: Hotel}}
  h3: {{kind: room, building: hotel, name: Kitchen}}
  h5: {{kind: room, building: bank, name: Bank, features: [crate]}}
  B: {{kind: balcony, spans: [m, c], stairs: h2}}
openings: ['h1|c@1,1', 'h1|a', 'h1|h4', 'h4|d@4,0', 'h2|c@2,3', 'h2|h3', 'h3|b', 'h5|e@4,4', 'h5|c@3,3']
"""


def load_content() -> Library:
    return Library.load(user=False)


def _mission(layout: list[list[str | None]]) -> Mission:
    return Mission.model_validate(
        {
            "kind": "mission",
            "id": "frontier-m900",
            "setting": "frontier",
            "title": "Benchmark",
            "difficulty": "easy",
            "duration": 1,
            "briefing": "Benchmark map.",
            "objectives_text": ["none"],
            "layout": layout,
            "start": [f"{layout[0][0].split('@')[0]}:x"],  # type: ignore[union-attr]
            "victory": [[{"kind": "escape"}]],
        }
    )


def _shipped_mission(library: Library) -> tuple[Mission, Callable[[str], Tile | None], str] | None:
    for mission in sorted(library.missions.values(), key=lambda m: m.id):
        rows = mission.layout
        if len(rows) == 3 and all(len(r) == 3 and all(r) for r in rows):
            lookup = lambda tid, s=mission.setting: library.tile(s, tid)  # noqa: E731
            try:
                Board.from_mission(mission, lookup)
            except (BoardError, KeyError, ValueError):
                continue
            return mission, lookup, f"shipped mission {mission.id} ({mission.title})"
    return None


def _shipped_tiles(library: Library) -> tuple[Mission, Callable[[str], Tile | None], str] | None:
    folder = Path(__file__).resolve().parents[1] / "assets" / "frontier" / "tiles"
    frontier = {tid: t for (s, tid), t in library.tiles.items() if s is Setting.frontier}
    shipped = sorted(frontier, key=lambda t: (int(t[:-1]), t[-1]))
    if len(shipped) < 9 or not folder.is_dir():
        return None
    sizes = Counter((frontier[t].height, frontier[t].width) for t in shipped if frontier[t].height == frontier[t].width)
    if not sizes:
        return None
    size, _ = sizes.most_common(1)[0]
    picked: list[str] = []
    numbers: set[str] = set()
    for tid in shipped:
        if (frontier[tid].height, frontier[tid].width) == size and tid[:-1] not in numbers:
            picked.append(tid)
            numbers.add(tid[:-1])
    if len(picked) < 9:
        return None
    layout = [picked[i : i + 3] for i in range(0, 9, 3)]
    mission = _mission(layout)  # type: ignore[arg-type]
    lookup = frontier.get
    try:
        Board.from_mission(mission, lookup)
    except (BoardError, KeyError, ValueError):
        return None
    return mission, lookup, f"shipped tiles {' '.join(picked)} ({size[0]}x{size[1]} cells each)"


def _synthetic() -> tuple[Mission, Callable[[str], Tile | None], str]:
    tiles = {}
    for n in range(1, 10):
        t = load_text(SYNTHETIC_TILE.format(id=f"{n}R"), "<synthetic>", expect="tile")
        tiles[t.id] = t  # type: ignore[attr-defined]
    layout = [[f"{n}R" for n in range(r * 3 + 1, r * 3 + 4)] for r in range(3)]
    return _mission(layout), tiles.get, "synthetic 6x6 tile repeated 9 times (fewer than 9 shipped tiles fit a 3x3 grid)"  # type: ignore[return-value]


def pick_map(library: Library) -> tuple[Mission, Callable[[str], Tile | None], str]:
    return _shipped_mission(library) or _shipped_tiles(library) or _synthetic()


def main() -> dict:
    library = load_content()
    loaded, broken = len(library.files), len(library.broken)
    content = measure(
        "content load",
        load_content,
        target=CONTENT_TARGET,
        runs=7,
        detail=f"{loaded} files, {broken} broken",
    )
    mission, lookup, source = pick_map(library)
    built = Board.from_mission(mission, lookup)
    sight_pairs = sum(len(row) for row in built.sight.values())
    board = measure(
        "3x3 map tables",
        lambda: Board.from_mission(mission, lookup),
        target=BOARD_TARGET,
        runs=21,
        detail=f"{source}; {built.height}x{built.width} cells, {len(built.zones)} zones, {sight_pairs} sight pairs",
    )
    figures: list[Figure] = [content, board]
    notes = [
        f"content: {content.detail}",
        f"map: {board.detail}",
    ]
    return report("content", figures, notes)


if __name__ == "__main__":
    main()
