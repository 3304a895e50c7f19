"""What `simulate` does alike for the kernel's games beside the family (Roadside, Colony): a batch
played with a progress bar (or quietly, printing JSON), and the games that broke reported."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Callable

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

from zombie_table.bots.seats import Seat, SeatError
from zombie_table.commands.common import UsageError, console

Progressed = Callable[[int], None] | None


def bot_seats(args: argparse.Namespace, parse: Callable[[str], list[Seat]], count: int) -> list[Seat]:
    """`--seats` as a game's seats (by default `count` seats of `--bot`), every one a bot."""
    try:
        seats = parse(args.seats or ",".join(f"Seat{i + 1}:{args.bot}" for i in range(count)))
    except SeatError as exc:
        raise UsageError(f"--seats: {exc}") from None
    if any(s.policy is None for s in seats):
        raise UsageError("--seats: every seat of a simulation is a bot (name:greedy or name:random)")
    return seats


def played(args: argparse.Namespace, jobs: int, batch: Callable[[Progressed], dict[str, Any]]) -> dict[str, Any]:
    """`batch(progress)` run under a progress bar, or quietly with --json."""
    if args.json:
        return batch(None)
    with bar(f"{args.mission} × {args.games} games, {jobs} process(es)", args.games) as advance:
        return batch(advance)


@contextmanager
def bar(description: str, total: int) -> Iterator[Callable[[int], None]]:
    """A progress bar on stderr, moved on by `advance(games)`. It appears at the first call: a batch
    makes that `advance(0)` once its worker processes run (`simulation.in_parallel`), so that no worker
    is forked while the bar's refresh thread holds the console's locks."""
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), TimeRemainingColumn())
    progress = Progress(*columns, console=console(stderr=True), transient=True)
    task = progress.add_task(description, total=total)

    def advance(games: int) -> None:
        progress.start()  # the first time only
        progress.advance(task, games)
    try:
        yield advance
    finally:
        progress.stop()


def broken(report: dict[str, Any], entry: str) -> int:
    """Each game that broke, with its seed; the exit status (1 when any broke)."""
    err = console(stderr=True)
    for b in report["broken"]:
        err.print(f"zombie-table simulate: game {b['game']} of {entry} broke (seed {b['seed']}): {b['message']}",
                  soft_wrap=True)
    return 1 if report["broken"] else 0


def dump(report: dict[str, Any]) -> None:
    """A report as `--json` prints it."""
    sys.stdout.write(json.dumps(report, indent=2, sort_keys=True, ensure_ascii=False) + "\n")
