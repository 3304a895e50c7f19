"""`zombie-table missions`: every mission and entry of every game in a table (or JSON), broken
mission files with their error. A tile mission's setting is its Setting; another game's entry has
its game there too (`--setting GAME` is `--game GAME`)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from rich import box
from rich.table import Table
from rich.text import Text

from zombie_table.commands.common import BrokenMission, broken_missions, console, load_library, mission_sort_key, plural, span
from zombie_table.content.common import Setting
from zombie_table.content.missions import Mission
from zombie_table.games import registry
from zombie_table.games.entries import Entry

NAME = "missions"
HELP = "List every mission; broken mission files are listed with their first error."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    games = [g.id for g in registry.games()]
    parser.add_argument("--setting", choices=[s.value for s in Setting] + [g for g in games if g != "tilezone"],
                        help="only the missions of this setting (or the entries of this game)")
    parser.add_argument("--game", choices=games, help="only the missions or entries of this game")
    parser.add_argument("--json", action="store_true", help="print a JSON list instead of a table")


def mission_record(mission: Mission) -> dict[str, Any]:
    return {
        "id": mission.id,
        "title": mission.title,
        "setting": mission.setting.value,
        "difficulty": mission.difficulty.value,
        "players": list(mission.players),
        "duration": mission.duration,
        "objectives": len(mission.objectives_text),
        "game": "tilezone",
    }


def entry_record(entry: Entry) -> dict[str, Any]:
    return {"id": entry.id, "title": entry.title, "setting": entry.game, "game": entry.game, "mode": entry.mode,
            "players": list(entry.players)}


def broken_record(broken: BrokenMission) -> dict[str, Any]:
    return {"id": broken.id, "setting": _setting_of(broken), "game": broken.game, "file": str(broken.path),
            "error": str(broken.error)}


def _setting_of(broken: BrokenMission) -> str | None:
    """Its setting as the rows show it: a tile mission's own, another game's entry its game (as entries)."""
    return broken.setting if broken.game in (None, "tilezone") else broken.game


def _kept(broken: BrokenMission, args: argparse.Namespace) -> bool:
    """Whether --game and --setting keep a broken file (one whose setting cannot be read stays under any)."""
    return args.game in (None, broken.game) and (args.setting is None or _setting_of(broken) in (None, args.setting))


def run(args: argparse.Namespace) -> int:
    library = load_library(args)
    tiles = args.game in (None, "tilezone")
    missions = sorted(
        (m for m in library.missions.values() if tiles and args.setting in (None, m.setting.value)),
        key=lambda m: mission_sort_key(m.id),
    )
    entries = [e for e in registry.listed(library) if args.game in (None, e.game) and args.setting in (None, e.game)]
    broken = [b for b in broken_missions(library) if _kept(b, args)]
    if args.json:
        records = [mission_record(m) for m in missions] + [entry_record(e) for e in entries]
        records += [broken_record(b) for b in broken]
        sys.stdout.write(json.dumps(records, indent=2, ensure_ascii=False) + "\n")
        return 0
    out = console()
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for header in ("ID", "Title", "Game", "Setting", "Difficulty"):
        table.add_column(header, no_wrap=header != "Title")
    for header in ("Players", "Duration", "Objectives"):
        table.add_column(header, justify="right", no_wrap=True)
    family = registry.game("tilezone").name
    for m in missions:
        table.add_row(m.id, m.title, family, m.setting.value, m.difficulty.value.replace("_", " "),
                      span(m.players), f"{m.duration} min", str(len(m.objectives_text)))
    for e in entries:
        table.add_row(e.id, e.title, registry.game(e.game).name, e.game, "—", span(e.players), "—", "—")
    for b in broken:
        table.add_row(b.id or b.path.name, Text("BROKEN (see below)", style="bold red"),
                      "?" if b.game is None else registry.game(b.game).name, _setting_of(b) or "?", "—", "—", "—", "—")
    out.print(table)
    out.print()
    out.print(f"{plural(len(missions), 'mission')}, {plural(len(entries), 'entry')} of other games, {len(broken)} broken")
    for b in broken:
        out.print(Text.assemble(("broken: ", "bold red"), str(b.error)), soft_wrap=True)
    return 0
