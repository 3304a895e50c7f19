"""Search bot against greedy (issue 35 targets; never part of the test run).

    python benchmarks/bench_search.py --games 30 --think 12 frontier-m1 winter-m1 ...
    python benchmarks/bench_search.py --games 4 --think 8 --quick      # a small sample

Per tile mission: search's and greedy's win rates over the same seeds (`simulate`'s game seeds),
with 95% Wilson intervals, each game's result, round of the end and victory progress (stages
done, the current one by its share of goals met), and the decisions a second. Roadside: one search seat against
three greedy seats, how often the search seat reaches safety first (target ≥ 60%). Colony: the
colony's win rate with four search seats against four greedy seats. The budget is worlds a
decision (`--think N`), so the figures replay; the seconds say what it cost on this machine."""

from __future__ import annotations

import argparse
import json
import os
import time

from zombie_table.bots.search import THINK_ENV
from zombie_table.bots.simulation import game_seed, wilson

QUICK = ["frontier-m0", "frontier-m1", "winter-m1", "outpost-m1"]
TARGET_MEAN = 0.5


def rate(wins: int, n: int) -> dict[str, object]:
    low, high = wilson(wins, n)
    return {"wins": wins, "games": n, "rate": round(wins / n, 3) if n else 0.0, "ci95": [round(low, 3), round(high, 3)]}


def tile(mission: str, games: int, seed: int, bots: list[str]) -> dict[str, object]:
    from zombie_table.bots.base import derive_seed
    from zombie_table.bots.runner import DEFAULT_MAX_DECISIONS, drive, make_bot
    from zombie_table.content.library import Library
    from zombie_table.games.tilezone.outlook import progress
    from zombie_table.games.tilezone.setup import default_team, new_game

    library = Library.load(user=False)
    out: dict[str, object] = {"mission": mission}
    for bot in bots:
        began, decisions, wins, ends = time.perf_counter(), 0, 0, []
        for i in range(games):
            s = game_seed(seed, mission, i)
            game = new_game(library, mission, default_team(library, mission), s)
            game.undo_enabled = False
            decisions += drive(game, make_bot(bot, derive_seed(s, "bot")), DEFAULT_MAX_DECISIONS)
            wins += game.state.result == "victory"
            ends.append({"result": game.state.result, "round": game.state.round, "progress": round(progress(game), 2)})
        spent = time.perf_counter() - began
        out[bot] = {**rate(wins, games), "ends": ends, "decisions_per_second": round(decisions / spent, 1)}
    return out


def roadside(games: int, seed: int) -> dict[str, object]:
    from zombie_table.games.roadside import batch as rs
    from zombie_table.bots.seats import Seat

    table = [Seat("Search", "search"), *(Seat(f"Greedy{i}", "greedy") for i in (1, 2, 3))]
    firsts = 0
    for i in range(games):
        game, _ = rs.play(game_seed(seed, "roadside-standard", i), table, "standard")
        firsts += bool(game.state.winners) and game.state.winners[0] == game.state.players[0].id
    return {"entry": "roadside-standard", "search_first": rate(firsts, games), "fair_share": 0.25}


def colony(main: str, games: int, seed: int) -> dict[str, object]:
    from zombie_table.games.colony import batch as co
    from zombie_table.bots.seats import Seat

    out: dict[str, object] = {"entry": f"colony-{main}"}
    for policy in ("greedy", "search"):
        table = [Seat(f"S{i}", policy) for i in range(4)]
        stands = sum(co.play(game_seed(seed, f"colony-{main}", i), table, main, "standard").state.result == "stands"
                     for i in range(games))
        out[policy] = rate(stands, games)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("missions", nargs="*", help="tile missions (default with --quick: a few)")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--think", default="8", help="worlds a decision (a number keeps the figures reproducible)")
    parser.add_argument("--quick", action="store_true", help="a few missions, Roadside and one Colony objective")
    parser.add_argument("--bots", default="greedy,search", help="tile bots to play, comma-separated")
    parser.add_argument("--colony", default="doors", help="Colony's main objective")
    args = parser.parse_args()
    os.environ[THINK_ENV] = args.think
    missions = args.missions or (QUICK if args.quick else [])
    report: dict[str, object] = {"think": args.think, "games": args.games, "seed": args.seed}
    rows = []
    for m in missions:
        rows.append(tile(m, args.games, args.seed, args.bots.split(",")))
        print(json.dumps(rows[-1]), flush=True)
    if rows:
        mean = sum(r["search"]["rate"] for r in rows) / len(rows)  # type: ignore[index]
        report["tile_mean_search_rate"] = round(mean, 3)
        report["tile_target_mean"] = TARGET_MEAN
    if args.quick:
        for part in (roadside(args.games * 2, args.seed), colony(args.colony, args.games, args.seed)):
            print(json.dumps(part), flush=True)
            rows.append(part)
    report["rows"] = rows
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
