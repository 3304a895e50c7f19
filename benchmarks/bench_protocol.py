"""The bot protocol's speed: writing one `decision` line of `play --jsonl` (the whole observed
table and the options) on the shipped mission with the most zones, a few rounds into a game.

    python -m benchmarks.bench_protocol        (or every benchmark: python -m benchmarks.run)

Target: one decision line under 10 ms, so that the table costs a bot little beside the game's
own work (a greedy bot's whole game is a few hundred decisions).

The whole loop (issue 33): `zombie-table play ENTRY --jsonl` in a child process answering the first
option LOOP_ANSWERS times (every seat a person), its CPU time less that of a run answering none
(start-up, set-up, the first line), per decision line written: apply, undo snapshot, autosave, the
events and decision lines. Target 3 ms a decision in every game.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks._common import Figure, measure, report
from zombie_table.bots.runner import default_team, make_bot
from zombie_table.content.library import Library
from zombie_table.games import protocol
from zombie_table.games.tilezone import protocol as tile_protocol
from zombie_table.games.tilezone.setup import new_game

DECISION_TARGET = 0.010
LOOP_TARGET = 0.003
LOOP_ANSWERS = 120
LOOP_GAMES = ("frontier-m0", "frontier-m4", "winter-m1", "outpost-m2", "roadside-standard --players Ann,Ben,Cat",
              "colony-larder --players Ann,Ben,Cat")


def _child(entry: str, answers: int, saves: str) -> tuple[float, int]:
    """CPU seconds of one `play --jsonl` child answering `answers` times, and its decision lines."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([sys.executable, "-m", "zombie_table", "play", *entry.split(), "--jsonl", "--seed", "1",
                           "--save-dir", saves], input="0\n" * answers, capture_output=True, text=True,
                          env={**os.environ, "ZOMBIE_TABLE_CONTENT": os.path.join(saves, "no-content")})
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime,
            done.stdout.count('"type": "decision"'))


def loop_figures() -> list[Figure]:
    figures = []
    with tempfile.TemporaryDirectory() as saves:
        for entry in LOOP_GAMES:
            _child(entry, 0, saves)  # compiles, fills the content cache
            bare, first = min(_child(entry, 0, saves) for _ in range(3))
            full, lines = min(_child(entry, LOOP_ANSWERS, saves) for _ in range(3))
            per = (full - bare) / max(1, lines - first)
            figures.append(Figure(f"loop {entry.split()[0]}", per, LOOP_TARGET, 3,
                                  f"{per * 1000:.2f} ms CPU a decision over {lines - first} decisions"))
    return figures


def main() -> dict:
    library = Library.load(user=False)
    mission = max(sorted(library.missions), key=lambda m: len(new_game(library, m, default_team(library, m), 1).board.zones))
    game = new_game(library, mission, default_team(library, mission), 1)
    game.undo_enabled = False
    bot = make_bot("greedy", 1)
    while not game.over and game.state.round < 3:
        game.apply(bot.choose(game))
    size = len(protocol.line(protocol.decision(tile_protocol, game)))
    figure = measure("decision line", lambda: protocol.line(protocol.decision(tile_protocol, game)), target=DECISION_TARGET, runs=51,
                     detail=f"{mission}, {len(game.board.zones)} zones, round {game.state.round}, {size} bytes")
    loop = loop_figures()
    return report("protocol", [figure, *loop], [f"decision: {figure.detail}", *(f"{f.name}: {f.detail}" for f in loop)])


if __name__ == "__main__":
    main()
