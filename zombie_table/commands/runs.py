"""`zombie-table runs`: the table of runs, finished and going."""

from __future__ import annotations

import argparse
from pathlib import Path

from rich.table import Table

from zombie_table.commands.common import console
from zombie_table.games.tilezone.runs import store

NAME = "runs"
HELP = "List the runs: setting, seed, how far each got and how it ended."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--save-dir", type=Path, help="the saves folder (default: the user's)")


def run(args: argparse.Namespace) -> int:
    out = console()
    found = store.every_run(args.save_dir)
    if not found:
        out.print(f"No runs yet in {store.runs_dir(args.save_dir)}; start one with `zombie-table run SETTING`.",
                  soft_wrap=True)
        return 0
    table = Table("run", "setting", "seed", "missions", "team alive", "status")
    for path, item in found:
        if isinstance(item, store.RunError):
            table.add_row(path.stem, "", "", "", "", f"unreadable: {item}")
            continue
        done = sum(1 for leg in item.legs if leg.result)
        table.add_row(item.id, item.setting, str(item.seed), f"{done} of {item.length}",
                      f"{len(item.alive)} of {len(item.team)}", item.status)
    out.print(table)
    return 0
