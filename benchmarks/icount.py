"""Workloads to count instructions with callgrind, so two versions compare on a noisy machine.

    PYTHONHASHSEED=0 valgrind --tool=callgrind python -m benchmarks.icount games 8
    PYTHONHASHSEED=0 valgrind --tool=callgrind python -m benchmarks.icount games 0

The difference of the two "Collected" counts divided by 8 is the instructions a greedy game of
frontier-m0 costs (imports, loading and one set-up happen in both runs). `phase N` runs the
zombies' phase of `bench_engine` N times at 100 zombies and `copy N` only copies its state N times:
(phase − copy) / N is one phase. Run the same commands on the other version's checkout."""

from __future__ import annotations

import copy
import sys

from benchmarks import bench_engine
from zombie_table.bots import default_team, play_game
from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game

MISSION = "frontier-m0"


def games(n: int) -> None:
    library = Library.load(user=False)
    new_game(library, MISSION, default_team(library, MISSION), 1)  # the one-time costs, in every run
    for i in range(n):
        play_game(library, MISSION, "greedy", seed=1000 + i)


def phases(n: int, run: bool) -> None:
    library, mission, _ = bench_engine._three_by_three(Library.load(user=False))
    game = bench_engine._phase_game(library, mission, 100)
    start = copy.deepcopy(game.state)
    for _ in range(n):
        game.state = copy.deepcopy(start)
        game.invalidate()
        if run:
            bench_engine._run_phase(game)


if __name__ == "__main__":
    what, count = sys.argv[1], int(sys.argv[2])
    if what == "games":
        games(count)
    else:
        phases(count, run=what == "phase")
