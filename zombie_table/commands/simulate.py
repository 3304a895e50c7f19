"""`zombie-table simulate`: many bot games per mission over several processes, summarised.

Game i of a mission uses a seed derived from (--seed, mission, i), so the figures are the same
whatever --jobs is. Per mission: the win rate with its 95% Wilson interval, how often every
goal was met with nobody killed, mean rounds, deaths, causes of defeat and the zombie types
that dealt the fatal wounds. An entry of a game with a command face of its own (`games/registry.py`)
is played and reported by that game (`Commands.simulate`, with --seats and --option);
`all` plays every tile mission, then every such entry. `--option` sets the rule options of one mission
or entry; `--compare NAME=VALUE` plays its seeds with and without one (`commands/compare.py`).
"""

from __future__ import annotations

import argparse
import os
from typing import Any

from rich import box
from rich.table import Table

from zombie_table.bots.runner import BOTS, GameFailure, default_team
from zombie_table.bots.simulation import default_jobs, run_games, summarise
from zombie_table.bots.search import THINK_ENV
from zombie_table.commands import batchreport, compare
from zombie_table.commands.play import parse_options
from zombie_table.commands.common import CommandError, UsageError, console, load_library, mission_sort_key, playable_mission, think
from zombie_table.content.library import Library
from zombie_table.games import registry
from zombie_table.games.entries import Entry
from zombie_table.games.tilezone.setup import SetupError

NAME = "simulate"
HELP = "Play many bot games of a mission (or all) in parallel and report win rates, deaths and killers."


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} must be at least 1")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("mission", metavar="MISSION_ID|all", help="a mission id, or 'all' for every mission")
    parser.add_argument("--games", type=_positive, default=100, metavar="N", help="games per mission (default 100)")
    parser.add_argument("--bot", choices=sorted(BOTS), default="greedy", help="who plays the survivors (default greedy)")
    parser.add_argument("--seed", type=int, default=0, metavar="S",
                        help="base seed; game i of a mission derives its seed from it (default 0)")
    parser.add_argument("--jobs", type=_positive, default=None, metavar="K",
                        help="processes to use (default: one per CPU); results do not depend on it")
    parser.add_argument("--json", action="store_true", help="print the results as JSON (no progress bar)")
    parser.add_argument("--seats", metavar="SEATS",
                        help="games with seats (`missions --game`): the table, e.g. 'Ann:greedy,Ben:random' "
                             "(default: the game's number of --bot seats)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a rule option (repeatable; see docs/rules.md); with one mission or entry, not all")
    parser.add_argument("--compare", metavar="NAME=VALUE",
                        help="play the same seeds with this rule option and without it, and report the difference "
                             "in win rate with its 95%% interval (one mission or entry)")
    parser.add_argument("--think", type=think, metavar="BUDGET",
                        help="the search bot's budget a decision: 0.5s, a number of sampled worlds (12), or both (12/0.5s)")
    parser.add_argument("--check", action="store_true",
                        help="check every invariant after every decision (slower); "
                             "a game that breaks one is reported with its seed and decision keys, and the run goes on")


def pick_missions(library: Library, wanted: str) -> list[str]:
    if wanted == "all":
        missions = sorted(library.missions, key=mission_sort_key)
        if not missions:
            raise CommandError("no mission loaded; see `zombie-table missions`")
    else:
        missions = [wanted]
    for mission_id in missions:
        playable_mission(library, mission_id)
        try:
            default_team(library, mission_id)
        except (SetupError, LookupError) as exc:
            raise CommandError(f"{mission_id}: {exc}") from None
    return missions


def run(args: argparse.Namespace) -> int:
    if args.think:
        os.environ[THINK_ENV] = args.think  # read by every search bot, in worker processes too
    library = load_library(args)
    if args.compare is not None:
        return compare.run(args, library, pick_missions)
    found = registry.entry_of(library, args.mission)
    if found is not None:
        return _entries(args, library, [found[2]], {})
    if args.seats:
        raise UsageError("--seats is for the entries of games with seats (`missions --game`)")
    if args.option and args.mission == "all":
        raise UsageError("--option sets one game's rules: simulate one mission or entry with it, not all")
    missions = pick_missions(library, args.mission)
    options = parse_options(args.option, library.missions[missions[0]]) if args.option else None
    tiles: dict[str, Any] = {}
    status = _tile_missions(args, library, missions, tiles, options)
    if args.mission == "all":  # then every other game's entries, each played and reported by its game
        status = max(status, _entries(args, library, registry.listed(library), tiles))
    elif args.json:
        batchreport.dump(tiles)
    return status


def _entries(args: argparse.Namespace, library: Library, entries: list[Entry], tiles: dict[str, Any]) -> int:
    """Each entry's batch on the library's content, reported by its game (with --json: one document, the tile missions' first
    when there are any, the entries' reports under `entries`)."""
    reports = [(entry, registry.game(entry.game).face().simulate(args, entry, library)) for entry in entries]
    status = max((batchreport.broken(report, entry.id) for entry, report in reports), default=0)
    if args.json:
        batchreport.dump({**tiles, "entries": [r for _, r in reports]} if tiles else reports[0][1])
    else:
        for entry, report in reports:
            registry.game(entry.game).face().print_report(report, args)
    return status


def _tile_missions(args: argparse.Namespace, library: Library, missions: list[str], report: dict[str, Any],
                   options: dict[str, Any] | None = None) -> int:
    jobs = args.jobs or default_jobs()
    content = [str(p) for p in args.content]
    failures: list[dict[str, Any]] = []  # broken games: reported one by one, the others still count
    try:
        if args.json:
            outcomes = run_games(content, missions, args.games, args.bot, args.seed, jobs, library=library, check=args.check,
                                 failures=failures, options=options)
        else:
            outcomes = _with_progress(content, missions, args, jobs, library, failures, options)
    except GameFailure as exc:
        raise CommandError(f"a game broke: {exc}") from None
    summaries = [summarise(m, outcomes[m]) for m in missions]
    err = console(stderr=True)
    for f in failures:
        err.print(f"zombie-table simulate: game {f['game']} of {f['mission']} broke (seed {f['seed']}): {f['message']}",
                  soft_wrap=True)
    if failures:
        err.print(f"zombie-table simulate: {len(failures)} game(s) broke; the figures leave them out", soft_wrap=True)
    if args.json:
        report.update(bot=args.bot, seed=args.seed, games_per_mission=args.games, missions=summaries)
        if failures:
            report["broken"] = failures
        return 1 if failures else 0
    _print(summaries, args)
    return 1 if failures else 0


def _with_progress(content: list[str], missions: list[str], args: argparse.Namespace, jobs: int, library: Library,
                   failures: list[dict[str, Any]], options: dict[str, Any] | None) -> dict[str, Any]:
    with batchreport.bar(f"{args.bot} bot, {len(missions)} mission(s) × {args.games} games, {jobs} process(es)",
                         len(missions) * args.games) as advance:
        return run_games(content, missions, args.games, args.bot, args.seed, jobs,
                         progress=lambda _mission, n: advance(n), library=library, check=args.check,
                         failures=failures, options=options)


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _print(summaries: list[dict[str, Any]], args: argparse.Namespace) -> None:
    out = console()
    out.print(f"{args.bot} bot · {args.games} game(s) per mission · seed {args.seed}")
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("Mission", no_wrap=True)
    for header in ("Games", "Wins", "Win rate", "95% CI", "Rounds", "Deaths"):
        table.add_column(header, justify="right", no_wrap=True)
    for s in summaries:
        low, high = s["ci95"]
        table.add_row(s["mission"], str(s["games"]), str(s["wins"]), _pct(s["win_rate"]), f"{_pct(low)}–{_pct(high)}",
                      f"{s['mean_rounds']:.1f}", f"{s['deaths_per_game']:.2f}/game")
    out.print(table)
    for s in summaries:
        if s["accomplished"] != s["wins"]:  # the verdict disagrees with the goals: worth a look
            out.print(f"note: {s['mission']}: every goal met with nobody killed in {s['accomplished']} game(s), "
                      f"but {s['wins']} won", soft_wrap=True)
    for s in summaries:
        out.print()
        out.print(f"{s['mission']}:", style="bold")
        if s["unfinished"]:
            out.print(f"  unfinished: {s['unfinished']} game(s) hit the decision limit")
        causes = s["defeat_causes"]
        if causes:
            out.print("  causes of defeat: " + "; ".join(f"{n}× {cause}" for cause, n in list(causes.items())[:5])
                      + (f"; … {len(causes) - 5} more" if len(causes) > 5 else ""), soft_wrap=True)
        else:
            out.print("  causes of defeat: none")
        killers = s["killers"]
        out.print("  killers: " + (", ".join(f"{t} {n}" for t, n in killers.items()) if killers else "none"), soft_wrap=True)
