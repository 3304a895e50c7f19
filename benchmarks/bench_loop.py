"""The `play --jsonl` loop's own costs per decision beside the rules: the undo snapshot taken
before each choice (a deep copy of the state) and the autosave written after it, in Frontier's
busiest mission, Roadside and Colony, a few dozen seeded random decisions into a game.

    python -m benchmarks.bench_loop        (or every benchmark: python -m benchmarks.run)

Target: the snapshot and the autosave under 0.5 ms each a decision in every game, so the loop's whole cost stays
near the rules' own (issue 33's budget for the whole loop is 3 ms). CPU time, medians.
"""

from __future__ import annotations

import copy
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks._common import Figure, report

LOOP_TARGET = 0.001
DECISIONS = 60


def _frontier():
    from zombie_table.bots.runner import default_team
    from zombie_table.content.library import Library
    from zombie_table.games.tilezone import saves
    from zombie_table.games.tilezone.setup import new_game
    library = Library.load(user=False)
    return new_game(library, "frontier-m4", default_team(library, "frontier-m4"), 1), lambda g, p: saves.write(g, p)


def _roadside():
    from zombie_table.games.roadside import saves
    from zombie_table.games.roadside.start import new_game
    names = ["Ann", "Ben", "Cat"]
    return new_game(1, names), lambda g, p: saves.SAVES.write(g, [{"name": n} for n in names], p)


def _colony():
    from zombie_table.games.colony import saves
    from zombie_table.games.colony.start import new_game
    names = ["Ann", "Ben", "Cat"]
    return new_game(1, names, "larder"), lambda g, p: saves.SAVES.write(g, [{"name": n} for n in names], p)


GAMES: dict[str, Callable] = {"frontier-m4": _frontier, "roadside-standard": _roadside, "colony-larder": _colony}


def _cpu(fn: Callable[[], object]) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


def loop_figures(name: str, make: Callable) -> list[Figure]:
    """The undo snapshot's and the autosave's CPU time per decision in one seeded random game."""
    game, write = make()
    game.undo_enabled = False
    rng = random.Random(7)
    path = Path(tempfile.mkdtemp(prefix="bench-loop-")) / "autosave.json"
    snapshots, autosaves, sizes = [], [], []
    for _ in range(DECISIONS):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
        snapshots.append(_cpu(lambda: copy.deepcopy(game.state)))
        autosaves.append(_cpu(lambda: write(game, path)))
        sizes.append(path.stat().st_size)
    size = f"save {statistics.median(sizes) / 1024:.0f} KB"
    return [Figure(f"{name} undo copy", statistics.median(snapshots), LOOP_TARGET / 2, len(snapshots), size, snapshots),
            Figure(f"{name} autosave", statistics.median(autosaves), LOOP_TARGET / 2, len(autosaves), size, autosaves)]


def main() -> dict:
    figures = [f for name, make in GAMES.items() for f in loop_figures(name, make)]
    return report("loop", figures, [f"{f.name}: {f.detail}" for f in figures[::2]])


if __name__ == "__main__":
    main()
