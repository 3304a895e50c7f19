"""`zombie-table cards`: the equipment and zombie decks — stats, traits and copies in each deck — and
every other registered game's cards, as its command face lists them."""

from __future__ import annotations

import argparse
import json
from typing import Any

from rich import box
from rich.table import Table

from zombie_table.commands.common import CommandError, UsageError, console, load_library
from zombie_table.content.cards import CardGroup
from zombie_table.content.common import Setting
from zombie_table.content.library import SettingData
from zombie_table.games.registry import Registered, games
from zombie_table.games.tilezone.view.codex import card_record, machine_records, zombie_card_record
from zombie_table.kernel.words import plural

NAME = "cards"
HELP = ("List a setting's cards: equipment (starting, deck, bounty, crypt), the zombie deck and the machines' cards; "
        "and each other game's cards (--game).")
DECKS = (*(g.value for g in CardGroup), "zombie", "machines")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--setting", choices=[s.value for s in Setting], help="only this setting (default: all)")
    parser.add_argument("--deck", choices=DECKS, help="only this deck")
    parser.add_argument("--game", choices=[g.id for g in table_games()],
                        help="only this game's cards (with their deck, category and text); default: every game")
    parser.add_argument("--json", action="store_true", help="print JSON instead of tables")


def table_games() -> list[Registered]:
    """The games with a command face of their own (the tile family's settings are listed by --setting)."""
    return [g for g in games() if g.commands is not None]


def _game_table(records: list[dict[str, Any]], title: str) -> Table:
    table = Table(box=box.SIMPLE_HEAVY, title=title)
    for col in ("Deck", "Card", "×", "Text"):
        table.add_column(col)
    for r in records:
        table.add_row(r["deck"], r["name"], str(r["count"]), r["text"])
    return table


def _equipment_table(records: list[dict[str, Any]], title: str) -> Table:
    table = Table(box=box.SIMPLE_HEAVY, title=title)
    for col in ("Card", "×", "Kind", "Range", "Dice", "Acc", "Dmg", "Noise", "Ammo", "Traits / effect"):
        table.add_column(col)
    for r in records:
        table.add_row(r["name"], str(r["count"]), r["kind"] or "item", r["range"], r["dice"], r["accuracy"], r["damage"],
                      r["noise"], r["ammo"], ", ".join(r["traits"] + ([r["effect"]] if r["effect"] else []) + r["extras"]
                                                       + ([f"feat: {r['feat']}"] if r["feat"] else [])))
    return table


def _zombie_table(records: list[dict[str, Any]]) -> Table:
    table = Table(box=box.SIMPLE_HEAVY, title="Zombie deck")
    for col in ("#", "Card", "Blue", "Yellow", "Orange", "Red"):
        table.add_column(col)
    for r in records:
        table.add_row(str(r["number"]), r["label"], *map(str, r["levels"]))
    return table


def _machine_table(records: list[dict[str, Any]], title: str) -> Table:
    table = Table(box=box.SIMPLE_HEAVY, title=title)
    for col in ("Machine", "Attack", "Range", "Dice", "Acc", "Dmg", "Noise", "Skills"):
        table.add_column(col)
    for r in records:
        table.add_row(r["name"], r["kind"] or "—", r["range"], r["dice"], r["accuracy"], r["damage"], r["noise"],
                      ", ".join(r["skills"]))
    return table


def run(args: argparse.Namespace) -> int:
    library = load_library(args)
    chosen = [g for g in table_games() if g.id == args.game] if args.game else table_games()
    others = {g.id: g.face().cards(library) for g in chosen} if not (args.setting or args.deck) else {}
    if args.game:
        return _print_games(others, args.json)
    settings = [Setting(args.setting)] if args.setting else sorted(library.settings, key=lambda s: s.value)
    decks = [args.deck] if args.deck else list(DECKS)
    out: dict[str, Any] = {}
    for setting in settings:
        try:
            data: SettingData = library.setting(setting)
        except LookupError as exc:
            raise CommandError(str(exc)) from None
        entry: dict[str, Any] = {}
        for deck in decks:
            if not args.deck and deck not in ("zombie", "machines") and not any(c.group.value == deck for c in data.equipment.cards):
                continue  # a deck this setting does not have (Frontier's crypt, Winter's bounty)
            if deck == "zombie":
                entry[deck] = [zombie_card_record(data, c) for c in data.zombie_deck.cards]
            elif deck == "machines":
                if data.rules.machines or args.deck:
                    entry[deck] = [r for m in data.rules.machines for r in machine_records(data, m)]
            else:
                entry[deck] = [card_record(data, c) for c in data.equipment.cards if c.group.value == deck]
        out[setting.value] = entry
    if not out:
        raise UsageError("no setting has complete data")
    if args.json:
        console().print_json(json.dumps(out | others, sort_keys=True))
        return 0
    con = console()
    for setting, entry in out.items():
        for deck, records in entry.items():
            if deck == "machines":
                con.print(_machine_table(records, f"{setting}: machines"))
            elif deck == "zombie":
                con.print(_zombie_table(records))
                con.print(f"{plural(len(records), 'numbered zombie card')} + "
                          f"{plural(len(library.setting(Setting(setting)).zombie_deck.abominations), 'abomination card')}")
            else:
                con.print(_equipment_table(records, f"{setting}: {deck} equipment"))
                con.print(f"{sum(r['count'] for r in records)} cards")
    return _print_games(others, False)


def _print_games(found: dict[str, list[dict[str, Any]]], as_json: bool) -> int:
    if as_json:
        console().print_json(json.dumps(found, sort_keys=True))
        return 0
    for game_id, records in found.items():
        console().print(_game_table(records, f"{game_id}: cards"))
    return 0
