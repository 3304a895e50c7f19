"""`zombie-table simulate roadside-standard|roadside-solo|all`: Roadside's race played by bot seats,
reported by seat and by starting character (the part of `simulate` that is Roadside's; the
command's arguments, progress bar, --json and --check are `simulate`'s; `--option` sets Roadside's rule options)."""

from __future__ import annotations

import argparse
from typing import Any

from rich import box
from rich.table import Table

from zombie_table.games.entries import Entry
from zombie_table.games.roadside.batch import DEFAULT_SEATS, parse_seats, simulate
from zombie_table.bots.seats import Seat
from zombie_table.bots.simulation import default_jobs
from zombie_table.commands import batchreport
from zombie_table.commands.common import UsageError, console
from zombie_table.commands.lineplay import parse_options
from zombie_table.games.roadside.content import Content
from zombie_table.games.roadside.scenario import setup_of
from zombie_table.games.roadside.options import RoadsideOptions
from zombie_table.games.roadside.start import SetupError, new_game
from zombie_table.games.roadside.winning import ENDINGS


def seats_of(args: argparse.Namespace, mode: str) -> list[Seat]:
    seats = batchreport.bot_seats(args, parse_seats, DEFAULT_SEATS[mode])
    if mode == "solo" and len(seats) != 1:
        raise UsageError("--seats: the solo race has one seat")
    return seats


def options_of(args: argparse.Namespace, entry: Entry, seats: list[Seat], content: Content) -> dict[str, Any]:
    """`--option` items, and a table they allow (checked once here, not in every worker)."""
    options = parse_options(args.option, RoadsideOptions)
    try:
        new_game(args.seed, [s.name for s in seats], entry.mode, options, content, setup_of(entry))
    except SetupError as exc:
        raise UsageError(str(exc)) from None
    return options


def run(args: argparse.Namespace, entry: Entry, content: Content) -> dict[str, Any]:
    """The entry's batch of bot games on `content`, played as `simulate`'s arguments say, and its report."""
    seats = seats_of(args, entry.mode)
    options = options_of(args, entry, seats, content)
    jobs = args.jobs or default_jobs()
    report = batchreport.played(args, jobs, lambda progress: simulate(
        entry.id, entry.mode, seats, args.games, args.seed, jobs, args.check, progress=progress, options=options,
        content=content, setup=setup_of(entry)))
    return report


def headline(report: dict[str, Any]) -> tuple[str, int, int]:
    """Games someone won (a seat's first win: at most one a game), of those played."""
    return "a seat wins the race", sum(s["wins"] for s in report["by_seat"]), report["games"]


def show(report: dict[str, Any], args: argparse.Namespace) -> None:
    out = console()
    out.print(f"{report['entry']} · {report['games']} game(s) · seed {report['seed']} · seats {', '.join(report['seats'])}"
              + (" · invariants checked" if args.check else ""), soft_wrap=True)
    endings = ", ".join(f"{ENDINGS[kind]} {count}" for kind, count in report["endings"].items())
    out.print(f"{endings} · mean {report['mean_turns']} turns, "
              f"{report['mean_decisions']} decisions · {report['games_per_second']} games/s ({report['seconds']} s)"
              + (f" · followers rescued {report['mean_rescued']}/game" if report["mode"] == "solo" else ""),
              soft_wrap=True)
    seats = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for header in ("Seat", "Bot", "First wins", "Win rate", "95% CI", "Group wins"):
        seats.add_column(header, justify="left" if header in ("Seat", "Bot") else "right", no_wrap=True)
    for s in report["by_seat"]:
        low, high = s["ci95"]
        seats.add_row(f"{s['seat']} {s['name']}", s["policy"], str(s["wins"]), f"{100 * s['win_rate']:.1f}%",
                      f"{100 * low:.1f}%–{100 * high:.1f}%", str(s["shared_wins"]))
    out.print(seats)
    chars = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for header in ("Starting character", "Dealt", "First wins", "Win rate"):
        chars.add_column(header, justify="left" if header == "Starting character" else "right", no_wrap=True)
    for c in report["by_character"]:
        chars.add_row(c["character"], str(c["dealt"]), str(c["wins"]), f"{100 * c['win_rate']:.1f}%")
    out.print(chars)
