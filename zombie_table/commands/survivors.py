"""`zombie-table survivors`: the codex of survivors — class, health, favourite slot, skill tree."""

from __future__ import annotations

import argparse
import json
from typing import Any

from rich import box
from rich.table import Table

from zombie_table.commands.common import CommandError, console, load_library
from zombie_table.content.common import Setting
from zombie_table.content.library import SettingData
from zombie_table.games.tilezone.skills import label as skill_label, starting_health

NAME = "survivors"
HELP = "List every survivor of a setting: class, health, favourite weapon slot and skill tree."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--setting", choices=[s.value for s in Setting], help="only this setting (default: all)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")


def survivor_record(data: SettingData, survivor) -> dict[str, Any]:
    tree = survivor.skills
    return {
        "id": survivor.id, "name": survivor.name, "class": survivor.survivor_class,
        "class_name": data.rules.class_name(survivor.survivor_class),
        "health": starting_health(data.rules, survivor),
        "favourite": survivor.favourite,
        "skills": {level: [skill_label(data, ref) for ref in tree.level(level)] for level in ("blue", "yellow", "orange", "red")},
        "starts_with": [data.cards[c].name for c in survivor.starts_with],
    }


def run(args: argparse.Namespace) -> int:
    library = load_library(args)
    settings = [Setting(args.setting)] if args.setting else sorted(library.settings, key=lambda s: s.value)
    records: list[tuple[str, dict[str, Any]]] = []
    for setting in settings:
        try:
            data = library.setting(setting)
        except LookupError as exc:
            raise CommandError(str(exc)) from None
        records += [(setting.value, survivor_record(data, s)) for s in data.survivors.survivors]
    if args.json:
        console().print_json(json.dumps([dict(r, setting=s) for s, r in records], sort_keys=True))
        return 0
    table = Table(box=box.SIMPLE_HEAVY, title="Survivors")
    for col in ("Name", "Class", "Health", "Favourite", "Blue", "Yellow", "Orange (1 of 2)", "Red (1 of 3)"):
        table.add_column(col)
    for _, r in records:
        s = r["skills"]
        table.add_row(r["name"], r["class_name"], str(r["health"]), r["favourite"],
                      *(" / ".join(s[level]) for level in ("blue", "yellow", "orange", "red")))
    console().print(table)
    console().print(f"{len(records)} survivors")
    return 0
