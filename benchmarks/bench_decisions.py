"""The cost of a decision in every game, and of loading the content library (issue 33's table).

    python -m benchmarks.bench_decisions        (or every benchmark: python -m benchmarks.run)

Figures and targets:
- CPU time per decision (the engine's `apply` and the bot's choice; set-up left out) of seeded
  games with the random and the greedy bot on frontier-m0, frontier-m4, winter-m1, outpost-m2,
  Roadside's standard game and Colony's `larder` (four seats): every game at most 1.5 x
  frontier-m0's figure with the same bot. The games are the same in every run (seeds 0..GAMES-1),
  so two versions can be compared side by side.
- `Library.load()` in a fresh process, imports included (CPU of the child process): at most
  150 ms with the content cache warm; the cold figure (`ZOMBIE_TABLE_CACHE=off`) is printed beside it.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks._common import Figure, report

GAMES = 4
MAX_DECISIONS = 400
RATIO_TARGET = 1.5
LOAD_TARGET = 0.150
LOAD_RUNS = 5
TILEZONE = ("frontier-m0", "frontier-m4", "winter-m1", "outpost-m2")
SEATS = 4


def _tilezone(mission: str, bot: str) -> Callable[[int], tuple[Any, Callable[[Any], Any]]]:
    from zombie_table.bots.runner import default_team, make_bot
    from zombie_table.content.library import Library
    from zombie_table.games.tilezone.setup import new_game

    library = Library.load(user=False)
    team = default_team(library, mission)

    def start(seed: int) -> tuple[Any, Callable[[Any], Any]]:
        return new_game(library, mission, team, seed), make_bot(bot, seed).choose
    return start


def _kernel_game(name: str, bot: str) -> Callable[[int], tuple[Any, Callable[[Any], Any]]]:
    if name == "roadside-standard":
        from zombie_table.games.roadside import batch as seats
        from zombie_table.games.roadside.start import new_game as road

        def make(seed: int, names: list[str]) -> Any:
            return road(seed, names)
    else:
        from zombie_table.games.colony import batch as seats  # type: ignore[no-redef]
        from zombie_table.games.colony.start import new_game as colony

        def make(seed: int, names: list[str]) -> Any:
            return colony(seed, names, "larder")
    table = seats.parse_seats(",".join(f"P{i}:{bot}" for i in range(SEATS)))

    def start(seed: int) -> tuple[Any, Callable[[Any], Any]]:
        return make(seed, [s.name for s in table]), seats.controller(table, seed).choose
    return start


def per_decision(start: Callable[[int], tuple[Any, Callable[[Any], Any]]]) -> tuple[float, int]:
    """CPU seconds per decision over the seeded games, and the decisions played."""
    cpu, decisions = 0.0, 0
    for seed in range(GAMES):
        game, choose = start(seed)
        game.undo_enabled = False
        began, n = time.process_time(), 0
        while not game.over and n < MAX_DECISIONS:
            game.apply(choose(game))
            n += 1
        cpu += time.process_time() - began
        decisions += n
    return cpu / decisions, decisions


def library_load(cache: str) -> float:
    """The median CPU time of a fresh process importing the library and loading it."""
    samples = []
    env = {**os.environ, "ZOMBIE_TABLE_CACHE": cache}
    code = "from zombie_table.content.library import Library; Library.load(user=False)"
    subprocess.run([sys.executable, "-c", code], env=env, check=True)  # fills a warm cache, compiles
    for _ in range(LOAD_RUNS):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([sys.executable, "-c", code], env=env, check=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        samples.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    samples.sort()
    return samples[len(samples) // 2]


def main() -> dict:
    figures: list[Figure] = []
    notes: list[str] = []
    for bot in ("random", "greedy"):
        measured = {m: per_decision(_tilezone(m, bot)) for m in TILEZONE}
        measured |= {g: per_decision(_kernel_game(g, bot)) for g in ("roadside-standard", "colony-larder")}
        base = measured["frontier-m0"][0]
        for game, (seconds, n) in measured.items():
            figures.append(Figure(f"{bot} {game}", seconds, RATIO_TARGET * base, n,
                                  f"{seconds * 1e6:.0f} us a decision over {n} decisions, "
                                  f"{seconds / base:.2f} x frontier-m0"))
        notes.append(f"{bot}, CPU us a decision: " + " / ".join(f"{g} {s * 1e6:.0f}" for g, (s, _) in measured.items()))
    cache_dir = Path(os.environ.get("TMPDIR", "/tmp")) / f"zombie-table-bench-cache-{os.getpid()}"
    warm, cold = library_load(str(cache_dir)), library_load("off")
    figures.append(Figure("library load (fresh)", warm, LOAD_TARGET, LOAD_RUNS,
                          f"content cache warm {warm * 1000:.0f} ms, without the cache {cold * 1000:.0f} ms"))
    notes.append(f"Library.load() in a fresh process, imports included: cache warm {warm * 1000:.0f} ms CPU, "
                 f"without {cold * 1000:.0f} ms")
    return report("decisions", figures, notes)


if __name__ == "__main__":
    main()
