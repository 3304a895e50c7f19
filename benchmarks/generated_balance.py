"""Win rates of generated missions, per setting and difficulty: the fairness check of docs/runs.md.

    python -m benchmarks.generated_balance [--missions 100] [--bot greedy]

Each mission is generated from its own seed (0, 1, 2 …) and played once by the bot; a fair
generator gives a first mission that the bot wins sometimes and loses sometimes, and a win rate that
falls as the difficulty rises. Prints one row per setting and difficulty with its Wilson interval.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from rich.console import Console
from rich.progress import track
from rich.table import Table

from zombie_table.bots.runner import play_game
from zombie_table.bots.simulation import wilson
from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.content.missions import Difficulty
from zombie_table.games.tilezone.generation.mission import Request, generate, to_yaml
from zombie_table.games.tilezone.generation.recipe import recipe_for
from zombie_table.games.tilezone.settings import settings


def measure(setting: Setting, difficulty: Difficulty, missions: int, bot: str, library: Library) -> tuple[int, int]:
    with tempfile.TemporaryDirectory() as folder:
        ids = []
        for seed in range(missions):
            mission = generate(Request(setting, seed, "2x2", difficulty), library)
            (Path(folder) / f"{mission.id}.yaml").write_text(to_yaml(mission))
            ids.append(mission.id)
        games = Library.load(extra=[Path(folder)], user=False)
        wins = sum(play_game(games, mid, bot, seed=1).result == "victory"
                   for mid in track(ids, description=f"{setting.value} {difficulty.value}", transient=True))
    return wins, missions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--missions", type=int, default=100)
    parser.add_argument("--bot", default="greedy")
    parser.add_argument("--difficulty", action="append", choices=[d.value for d in Difficulty])
    args = parser.parse_args()
    library = Library.load(user=False)
    table = Table("setting", "difficulty", "missions", "won", "win rate", "95% interval",
                  title=f"generated 2x2 missions, {args.bot} bot, one game each")
    for setting in (Setting(s) for s in settings() if recipe_for(s)):
        for difficulty in map(Difficulty, args.difficulty or ["easy", "very_hard"]):
            wins, games = measure(setting, difficulty, args.missions, args.bot, library)
            low, high = wilson(wins, games)
            table.add_row(setting.value, difficulty.value, str(games), str(wins), f"{wins / games:.0%}",
                          f"{low:.0%}–{high:.0%}")
    Console().print(table)


if __name__ == "__main__":
    main()
