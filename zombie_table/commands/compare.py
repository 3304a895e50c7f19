"""`simulate ID --compare NAME=VALUE`: the odds of a house rule. The same games — the same seeds, the
same bots — are played twice, once with the rule option changed and once as the rules stand (the
defaults and any `--option`), and the difference of the two win rates is reported with its 95%
interval (`difference_interval`). A tile mission's batch is the family's; an entry of any other game
is played and counted by that game's face (`Commands.simulate`, `Commands.headline`)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from rich import box
from rich.table import Table

from zombie_table.bots.simulation import default_jobs, difference_interval, run_games, summarise, wilson
from zombie_table.commands import batchreport
from zombie_table.commands.common import CommandError, UsageError, console
from zombie_table.commands.play import parse_options
from zombie_table.content.library import Library
from zombie_table.games import registry

TILE_MEASURE = "victory"


@dataclass(frozen=True)
class Batch:
    """One side of the comparison: its rule items, what it counts, its wins of its games, games that broke."""

    items: list[str]
    measure: str
    wins: int
    games: int
    broken: int

    def summary(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.games)
        return {"options": self.items, "games": self.games, "wins": self.wins,
                "win_rate": round(self.wins / self.games, 4) if self.games else 0.0,
                "ci95": [round(low, 4), round(high, 4)], "broken": self.broken}


def rule_items(args: argparse.Namespace) -> tuple[list[str], list[str]]:
    """The `--option` items as the rules stand, and the same with `--compare`'s item in place of its name's."""
    name, sep, _ = args.compare.partition("=")
    if not sep or not name:
        raise UsageError(f"--compare {args.compare!r}: use NAME=VALUE, a rule option and the value to try (docs/rules.md)")
    if args.mission == "all":
        raise UsageError("--compare measures one mission or entry: name it instead of all")
    base = list(args.option)
    return base, [item for item in base if item.partition("=")[0] != name] + [args.compare]


def run(args: argparse.Namespace, library: Library, tile_missions: Callable[[Library, str], list[str]]) -> int:
    """`tile_missions(library, ID)`: the tile missions ID names, each checked playable (`simulate`'s)."""
    base, changed = rule_items(args)
    found = registry.entry_of(library, args.mission)
    play = _entry_batch if found is not None else partial(_tile_batch, tile_missions)
    try:
        trial = play(args, library, changed)
    except UsageError as exc:
        raise UsageError(f"with --compare {args.compare}: {exc}") from None
    standing = play(args, library, base)
    report = _report(args, trial, standing)
    if args.json:
        batchreport.dump(report)
    else:
        _print(report)
    return 1 if trial.broken or standing.broken else 0


def _entry_batch(args: argparse.Namespace, library: Library, items: list[str]) -> Batch:
    found = registry.entry_of(library, args.mission)
    assert found is not None
    _, face, entry = found
    report = face.simulate(argparse.Namespace(**{**vars(args), "option": items}), entry)
    batchreport.broken(report, entry.id)
    measure, wins, games = face.headline(report)
    return Batch(items, measure, wins, games, len(report["broken"]))


def _tile_batch(tile_missions: Callable[[Library, str], list[str]], args: argparse.Namespace, library: Library,
                items: list[str]) -> Batch:
    [mission] = tile_missions(library, args.mission)
    options = parse_options(items, library.missions[mission])
    failures: list[dict[str, Any]] = []
    jobs = args.jobs or default_jobs()
    outcomes = batchreport.played(args, jobs, lambda progress: run_games(
        [str(p) for p in args.content], [mission], args.games, args.bot, args.seed, jobs, library=library,
        check=args.check, failures=failures, options=options,
        progress=None if progress is None else lambda _mission, n: progress(n)))
    err = console(stderr=True)
    for f in failures:
        err.print(f"zombie-table simulate: game {f['game']} of {mission} broke (seed {f['seed']}): {f['message']}",
                  soft_wrap=True)
    summary = summarise(mission, outcomes[mission])
    return Batch(items, TILE_MEASURE, summary["wins"], summary["games"], len(failures))


def _report(args: argparse.Namespace, trial: Batch, standing: Batch) -> dict[str, Any]:
    if not trial.games or not standing.games:
        raise CommandError("every game broke: nothing to compare")
    low, high = difference_interval(trial.wins, trial.games, standing.wins, standing.games)
    return {"mission": args.mission, "compare": args.compare, "bot": args.bot, "seed": args.seed,
            "games": args.games, "measure": trial.measure, "with": trial.summary(), "without": standing.summary(),
            "difference": round(trial.wins / trial.games - standing.wins / standing.games, 4),
            "ci95": [round(low, 4), round(high, 4)]}


def _points(x: float) -> str:
    return f"{100 * x:+.1f}"


def _print(report: dict[str, Any]) -> None:
    out = console()
    out.print(f"{report['mission']} · {report['bot']} bot · {report['games']} game(s) each on the same seeds "
              f"(seed {report['seed']}) · counted: {report['measure']}", soft_wrap=True)
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("Rules", no_wrap=True)
    for header in ("Games", "Wins", "Win rate", "95% CI"):
        table.add_column(header, justify="right", no_wrap=True)
    standing = " ".join(report["without"]["options"]) or "as they stand (defaults)"
    for label, side in ((report["compare"], report["with"]), (standing, report["without"])):
        low, high = side["ci95"]
        table.add_row(label, str(side["games"]), str(side["wins"]), f"{100 * side['win_rate']:.1f}%",
                      f"{100 * low:.1f}%–{100 * high:.1f}%")
    out.print(table)
    low, high = report["ci95"]
    out.print(f"Difference with {report['compare']}: {_points(report['difference'])} points "
              f"(95% interval {_points(low)} to {_points(high)} points, Newcombe's score interval)", soft_wrap=True)
