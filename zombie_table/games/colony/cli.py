"""Colony's command face (`games/registry.py`'s `Commands`): its entries, `play colony-OBJECTIVE
[--text|--jsonl]` (the TUI, or line by line; one entry per main objective, `colony-larder`,
`colony-doors`…), `simulate`, `replay`, `show`, `cards`, `survivors` and `validate`'s checks.

Seats come from `--players` ("Ann,Ben:greedy,Cat:random": a seat with no suffix is a person, `:greedy`
and `:random` (or `:bot`) seats are played by that bot; one seat is the solo game); `--option variant=NAME` picks a variant of §14 (`cooperative`,
`two-player`, `traitor`, `hardcore`, `elimination`, `solo`), other `--option NAME=VALUE` items set
rule options (docs/rules.md, "Colony")."""

from __future__ import annotations

import argparse
import secrets
from functools import partial
import sys
from pathlib import Path
from typing import Any

from rich.console import Console

from zombie_table.bots.seats import Seat, SeatError
from zombie_table.commands.common import CommandError, UsageError, console, game_content, plural
from zombie_table.commands.lineplay import JsonLoop, Saving, Shown, TextLoop, begin
from zombie_table.content.library import Library
from zombie_table.content.loader import ContentError, ContentLoadError, parse_yaml, read_content
from zombie_table.games.colony import report, saves, view
from zombie_table.games.colony.report import table_options
from zombie_table.games.colony.batch import controller, parse_seats
from zombie_table.content.folder import Checks
from zombie_table.games.colony import scenario
from zombie_table.games.colony.content import FOLDER, Content, content_of
from zombie_table.games.colony.scenario import setup_of
from zombie_table.games.colony.entries import entries
from zombie_table.games.colony.schema import ColonyEntry
from zombie_table.games.entries import Entry
from zombie_table.games import guide
from zombie_table.games.colony.game import Colony
from zombie_table.games.colony.start import SetupError, new_game
from zombie_table.kernel.observer import observe

DEFAULT_SEATS = "Player,Rival:greedy,Other:greedy"  # without an entry; an entry's own seats otherwise


SAVE_VERSION = saves.SAVES.version
holds_save = saves.SAVES.holds
__all__ = ["entries", "holds_save"]


def play(args: Any, entry: Entry | None, library: Library) -> int:
    """`play colony-OBJECTIVE` (or `play --load SAVE`) on the library's content: the TUI, or the line
    loop with --text/--jsonl."""
    content = game_content(FOLDER, library)
    game, seats, save_to = begin(args, saves.SAVES, lambda a: start(a, entry, content), saves.autosave_path, content)
    if not (args.text or args.jsonl):
        from zombie_table.tui.app import run_app  # Textual only for the TUI

        return run_app(library=library, table=(game, seats, save_to))
    table_seats = [Seat(s["name"], s["policy"]) for s in seats]
    saving = Saving(lambda path: saves.SAVES.write(game, seats, path), saves.SaveError, save_to, bool(args.load))
    loop = JsonLoop if args.jsonl else TextLoop
    seed = game.chance.seed
    return loop(game, seed, controller(table_seats, seed), shown(game), sys.stdin, sys.stdout, saving).run()


def start(args: Any, entry: Entry | None, content: Content) -> tuple[Colony, list[dict[str, Any]]]:
    main = entry.main if isinstance(entry, ColonyEntry) else None
    try:
        table_seats = parse_seats(args.players or (entry.seats if entry else DEFAULT_SEATS))
    except SeatError as exc:
        raise UsageError(f"--players: {exc}") from None
    variant, options = table_options(args.option)
    mode = variant or ("solo" if len(table_seats) == 1 else entry.mode if entry else "standard")
    seed = args.seed if args.seed is not None else secrets.randbelow(10**9)
    try:
        game = new_game(seed, [s.name for s in table_seats], main, mode, options, content, setup_of(entry))
    except SetupError as exc:
        raise CommandError(str(exc)) from None
    return game, [{"name": s.name, "policy": s.policy} for s in table_seats]


def shown(game: Colony) -> Shown:
    main = game.content.mains[game.state.main]
    return Shown("colony", f"Colony: {main.name} ({game.state.mode})", table, [p.id for p in game.state.players],
                 {"main": game.state.main, "mode": game.state.mode})


def table(game: Colony, viewer: str | None) -> list[str]:
    """The colony as `viewer` may see it, in a few lines."""
    view = observe(game, viewer)
    content = game.content
    main = content.mains[view["main"]]
    scenario = getattr(main, view["side"])
    crisis = content.crises[view["crisis"]] if view["crisis"] else None
    lines = [f"== round {view['round']} · {view['rounds']} left · morale {view['morale']} · food {view['food']} "
             f"· starvation {view['starvation']} · waste {view['waste']} · goal: {scenario.text}"]
    if crisis:
        lines.append(f"  crisis: {crisis.name} (needs {crisis.symbol}) · {len(view['contributions'])} cards given")
    for pid, place in view["places"].items():
        here = [f"{game.name(sid)}" + (f" {s['wounds'] + s['frostbite']}w" if s['wounds'] + s['frostbite'] else "")
                for sid, s in view["survivors"].items() if s["place"] == pid]
        extra = f" · helpless {place['helpless']}" if place["helpless"] else ""
        noise = f" · noise {place['noise']}" if place["noise"] else ""
        barricades = sum(e["barricades"] for e in place["entrances"])
        zombies = sum(e["zombies"] for e in place["entrances"])
        lines.append(f"  {game.place_name(pid)}: zombies {zombies} · barricades {barricades}{noise}{extra}"
                     + (f" · {', '.join(here)}" if here else ""))
    for p in view["players"]:
        hand = p["hand"] if isinstance(p["hand"], int) else ", ".join(game.card_name(c) for c in p["hand"]) or "empty"
        line = f"  {p['name']}{' (exiled)' if p['exiled'] else ''}: hand {hand}"
        if p["secret"] not in (None, "hidden"):
            line += f" · secret: {content.secrets[p['secret']].text}"
        lines.append(line)
    if view["held"] and view["held"]["card"] != "hidden":
        lines.append(f"  you hold a crossroads card: {content.crossroads[view['held']['card']].title}")
    return lines


def simulate(args: argparse.Namespace, entry: Entry, library: Library) -> dict[str, Any]:
    return report.run(args, entry, game_content(FOLDER, library))


def print_report(found: dict[str, Any], args: argparse.Namespace) -> None:
    report.show(found, args)


def headline(found: dict[str, Any]) -> tuple[str, int, int]:
    return report.headline(found)


def replay(args: argparse.Namespace, library: Library) -> int:
    """A Colony save replayed from its set-up; what is printed is what every player may see (no
    hand, no secret objective before the end, no face-down crisis card)."""
    from zombie_table.commands.replay import replayed, verdict_of

    data, game = replayed(saves.SAVES, args.save, game_content(FOLDER, library))
    out, state = console(), game.state
    out.print(f"Colony: {game.content.mains[state.main].name} ({state.mode}) · seed {data['seed']} · "
              f"{plural(len(data['decisions']), 'decision')} replayed", soft_wrap=True)
    out.print(f"Round {state.round}, morale {state.morale}, " + (f"{state.result}: {state.cause}" if state.result
                                                                  else "in progress"), soft_wrap=True)
    for seat, p in zip(data["seats"], state.players):
        group = ", ".join(game.name(s) for s in p.group) or "no one"
        out.print(f"  {p.name} ({seat['policy'] or 'person'}): {group}" + (" (exiled)" if p.exiled else "")
                  + (" — won" if p.id in state.winners else ""), soft_wrap=True)
    return verdict_of(args, lambda: saves.SAVES.difference(game, data), shown=False)


def show(entry: Entry, library: Library, out: Console) -> None:
    """An entry's briefing, goals, variants and the colony as its main objective sets it up."""
    out.print(f"{entry.title}  {entry.id}")
    out.print(f"Colony · {entry.players[0]}–{entry.players[1]} players · variants: {', '.join(entry.modes)}")
    out.print()
    out.print(entry.briefing.strip())
    out.print()
    out.print(entry.goal)
    out.print()
    content = game_content(FOLDER, library)
    out.print(view.preview(new_game(0, ["A", "B"], entry.main if isinstance(entry, ColonyEntry) else None, content=content)))


def cards(library: Library) -> list[dict[str, Any]]:
    """The items (by deck), the crisis cards and the crossroads cards."""
    content = game_content(FOLDER, library)
    items = [{"deck": f"items: {i.deck}", "id": i.id, "name": i.name, "count": i.copies, "category": i.category,
              "text": view.card_line(i).plain.removeprefix(f"{i.name} · ")}
             for i in content.items_file.items]
    crises = [{"deck": "crisis", "id": c.id, "name": c.name, "count": 1, "text": f"needs {c.symbol}"}
              for c in content.crises.values()]
    return items + crises + [{"deck": "crossroads", "id": c.id, "name": c.title, "count": 1, "text": ""}
                             for c in content.crossroads.values()]


def survivors(library: Library) -> list[dict[str, Any]]:
    content = game_content(FOLDER, library)
    return [{"id": s.id, "name": s.name, "role": "survivor", "text": ""} for s in content.survivors.values()]


def problems(library: Library, files: list[Path]) -> list[ContentError]:
    """An entry's main objective must be one of the content's (`assets/colony/objectives.yaml`, or
    the user's), and its scenario set-up possible on it (`games/colony/scenario.py`), each problem
    at its line. Content that cannot be loaded is reported as the files' own problems."""
    try:
        content = content_of(library)
    except ContentLoadError:
        return []
    mains = content.mains
    out = []
    for loaded in library.files:
        model = loaded.model
        if isinstance(model, ColonyEntry) and loaded.path in files and model.setup is not None:
            checks = Checks({"entry": loaded.path})
            found = scenario.problems(model.setup, content) if model.main in mains else []
            found = found or (guide.problems(model.setup, partial(fresh, model, content))
                              if model.main in mains else [])
            for path, message in found:
                checks.fail("entry", path, message)
            out += checks.errors
        if isinstance(model, ColonyEntry) and loaded.path in files and model.main not in mains:
            mark = parse_yaml(read_content(loaded.path), str(loaded.path))[1].get(("main",))
            line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
            out.append(ContentError(str(loaded.path), line, col, "main",
                                    f"no main objective {model.main!r}; the content has: {', '.join(sorted(mains))}"))
    return out


def fresh(entry: ColonyEntry, content: Content, seed: int) -> Colony:
    """A new colony of the entry as `play` starts it (its seats, its mode, the default options)."""
    return new_game(seed, [s.name for s in parse_seats(entry.seats)], entry.main, entry.mode, None, content, entry.setup)
