"""`zombie-table simulate colony-OBJECTIVE`: Colony played by bot seats, reported by the colony's,
each seat's and the traitors' win rates (the part of `simulate` that is Colony's; the command's
arguments, progress bar, --json and --check are `simulate`'s; `--option` sets Colony's rule options, as `play`'s does)."""

from __future__ import annotations

import argparse
from typing import Any

from rich import box
from rich.table import Table

from zombie_table.games.colony.batch import DEFAULT_SEATS, parse_seats, simulate
from zombie_table.bots.seats import Seat
from zombie_table.bots.simulation import default_jobs
from zombie_table.commands import batchreport
from zombie_table.commands.common import CommandError, console
from zombie_table.commands.lineplay import parse_options
from zombie_table.games.colony.options import ColonyOptions
from zombie_table.games.colony.schema import ColonyEntry
from zombie_table.games.colony.content import Content
from zombie_table.games.colony.scenario import setup_of
from zombie_table.games.colony.start import SetupError, new_game
from zombie_table.games.entries import Entry


def seats_of(args: argparse.Namespace, entry: Entry) -> list[Seat]:
    """`--seats`, by default as many bots as the entry's variant seats (one for a solo entry)."""
    return batchreport.bot_seats(args, parse_seats, 1 if entry.mode == "solo" else DEFAULT_SEATS)


def table_options(items: list[str]) -> tuple[str | None, dict[str, Any]]:
    """`--option` items: `variant=NAME` (§14: a preset of the rule options, so given as one), and the
    rule options, checked against Colony's."""
    variant = next((o.partition("=")[2] for o in items if o.startswith("variant=")), None)
    return variant, parse_options([o for o in items if not o.startswith("variant=")], ColonyOptions)


def run(args: argparse.Namespace, entry: Entry, content: Content) -> dict[str, Any]:
    """The entry's batch of bot games on `content`, played as `simulate`'s arguments say, and its report."""
    assert isinstance(entry, ColonyEntry)
    seats = seats_of(args, entry)
    variant, options = table_options(args.option)
    mode = variant or ("solo" if len(seats) == 1 else entry.mode)
    try:  # the set-up holds
        new_game(args.seed, [s.name for s in seats], entry.main, mode, options, content, setup_of(entry))
    except SetupError as exc:
        raise CommandError(str(exc)) from None
    jobs = args.jobs or default_jobs()
    report = batchreport.played(args, jobs, lambda progress: simulate(
        entry.id, entry.main, seats, args.games, args.seed, jobs, mode, args.check, progress=progress, options=options,
        content=content, setup=setup_of(entry)))
    return report


def percent(rate: dict[str, Any]) -> tuple[str, str]:
    low, high = rate["ci95"]
    return f"{100 * rate['win_rate']:.1f}%", f"{100 * low:.1f}%–{100 * high:.1f}%"


def headline(report: dict[str, Any]) -> tuple[str, int, int]:
    """Games the colony won (its main objective met), of those played."""
    return "the colony wins (main objective met)", report["colony"]["wins"], report["games"]


def show(report: dict[str, Any], args: argparse.Namespace) -> None:
    out = console()
    out.print(f"{report['entry']} ({report['mode']}) · {report['games']} game(s) · seed {report['seed']} · seats "
              f"{', '.join(report['seats'])}" + (" · invariants checked" if args.check else ""), soft_wrap=True)
    out.print(f"mean {report['mean_rounds']} rounds, {report['mean_decisions']} decisions · "
              f"{report['games_per_second']} games/s ({report['seconds']} s)", soft_wrap=True)
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for header in ("Who", "Games", "Wins", "Win rate", "95% CI"):
        table.add_column(header, justify="left" if header == "Who" else "right", no_wrap=True)
    table.add_row("the colony (main objective met)", str(report["games"]), str(report["colony"]["wins"]),
                  *percent(report["colony"]))
    for s in report["by_seat"]:
        table.add_row(f"seat {s['seat']} {s['name']} ({s['policy']})", str(report["games"]), str(s["wins"]), *percent(s))
    traitor = report["traitor"]
    table.add_row("a traitor, when one was dealt", str(traitor["games"]), str(traitor["wins"]), *percent(traitor))
    out.print(table)
