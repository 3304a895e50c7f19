"""The bot protocol's speed: writing one `decision` line of `play --jsonl` (the whole observed
table and the options) on the shipped mission with the most zones, a few rounds into a game.

    python -m benchmarks.bench_protocol        (or every benchmark: python -m benchmarks.run)

Target: one decision line under 10 ms, so that the table costs a bot little beside the game's
own work (a greedy bot's whole game is a few hundred decisions).
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks._common import measure, report
from zombie_table.bots.runner import default_team, make_bot
from zombie_table.content.library import Library
from zombie_table.games.tilezone import protocol
from zombie_table.games.tilezone.setup import new_game

DECISION_TARGET = 0.010


def main() -> dict:
    library = Library.load(user=False)
    mission = max(sorted(library.missions), key=lambda m: len(new_game(library, m, default_team(library, m), 1).board.zones))
    game = new_game(library, mission, default_team(library, mission), 1)
    game.undo_enabled = False
    bot = make_bot("greedy", 1)
    while not game.over and game.state.round < 3:
        game.apply(bot.choose(game))
    size = len(protocol.line(protocol.decision(game)))
    figure = measure("decision line", lambda: protocol.line(protocol.decision(game)), target=DECISION_TARGET, runs=51,
                     detail=f"{mission}, {len(game.board.zones)} zones, round {game.state.round}, {size} bytes")
    return report("protocol", [figure], [f"decision: {figure.detail}"])


if __name__ == "__main__":
    main()
