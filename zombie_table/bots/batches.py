"""Batches of bot games of the kernel's games beside the tile-and-zone family (Roadside, Colony):
chunks of games over the process pool (`simulation.in_parallel`), each game's outcome or the way
it broke, and how long it took. Game i of an entry uses `game_seed(seed, entry, i)`, so the figures
do not depend on the number of processes. A game's own module plays one game and summarises."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from zombie_table.bots.runner import GameFailure
from zombie_table.bots.simulation import CHUNK, game_seed, in_parallel


@dataclass
class Batch:
    rows: list[dict[str, Any]]  # the outcomes of the games that ran clean, in game order
    broken: list[dict[str, Any]]  # {"game", "seed", "message"} of those that broke
    seconds: float

    def timing(self, games: int) -> dict[str, Any]:
        return {"seconds": round(self.seconds, 2),
                "games_per_second": round(games / self.seconds, 2) if self.seconds else 0.0,
                "broken": sorted(self.broken, key=lambda b: b["game"])}


def run(play_one: Callable[..., dict[str, Any]], entry: str, args: Sequence[Any], games: int,
        jobs: int, progress: Callable[[int], None] | None = None) -> Batch:
    """Game i played as `play_one(game_seed(seed, entry, i), *args)` to its outcome, in chunks over the
    process pool (`play_one` a module's function, so it reaches the workers); `args[0]` is the batch's
    seed. A game that raises GameFailure is broken: its seed and message are kept, left out of the
    rows. `progress(n)` is told of each chunk's games, and first `progress(0)` once the workers run."""
    results: list[dict[str, Any] | None] = [None] * games
    broken: list[dict[str, Any]] = []

    def collect(_tag: Any, pairs: list[tuple[int, dict[str, Any]]]) -> None:
        for i, o in pairs:
            if "failure" in o:
                broken.append({"game": i, "seed": o["seed"], "message": o["failure"]})
            else:
                results[i] = o
        if progress:
            progress(len(pairs))

    tasks = [(entry, (play_one, entry, tuple(args), list(range(start, min(games, start + CHUNK)))))
             for start in range(0, games, CHUNK)]
    began = time.perf_counter()
    in_parallel(_chunk, tasks, collect, jobs, ready=None if progress is None else lambda: progress(0))
    return Batch([o for o in results if o is not None], broken, time.perf_counter() - began)


def _chunk(play_one: Callable[..., dict[str, Any]], entry: str, args: tuple[Any, ...],
           indices: Sequence[int]) -> list[tuple[int, dict[str, Any]]]:
    seed, rest = args[0], args[1:]
    out = []
    for i in indices:
        s = game_seed(seed, entry, i)
        try:
            out.append((i, play_one(s, *rest)))
        except GameFailure as exc:
            out.append((i, {"failure": str(exc), "seed": s}))
    return out
