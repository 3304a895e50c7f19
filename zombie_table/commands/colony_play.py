"""`zombie-table play colony-OBJECTIVE [--text|--jsonl]`: Colony in the TUI, or line by line; one
entry per main objective (`colony-larder`, `colony-doors`…).

Seats come from `--players` ("Ann,Ben:greedy,Cat:random": a seat with no suffix is a person, `:greedy`
and `:random` (or `:bot`) seats are played by that bot; one seat is the solo game); `--option variant=NAME` picks a variant of §14 (`cooperative`,
`two-player`, `traitor`, `hardcore`, `elimination`, `solo`), other `--option NAME=VALUE` items set
rule options (docs/rules.md, "Colony")."""

from __future__ import annotations

import secrets
import sys
from pathlib import Path
from typing import Any

from zombie_table.bots.colony import controller, parse_seats
from zombie_table.bots.seats import Seat, SeatError
from zombie_table.commands.common import CommandError, UsageError
from zombie_table.commands.lineplay import JsonLoop, Saving, Shown, TextLoop, begin, parse_options
from zombie_table.games.colony import saves
from zombie_table.games.colony.entries import PREFIX, entries
from zombie_table.games.colony.game import Colony
from zombie_table.games.colony.options import ColonyOptions
from zombie_table.games.colony.start import SetupError, new_game
from zombie_table.kernel.observer import observe

DEFAULT_SEATS = "Player,Rival:greedy,Other:greedy"


def handles(mission: str | None, load: Path | None = None) -> bool:
    """`colony-<main objective>` (any main objective of the shipped content), or a Colony save to resume."""
    if load is not None:
        return saves.SAVES.holds(load)
    return bool(mission and mission in entries())


def run(args: Any) -> int:
    game, seats, save_to = begin(args, saves.SAVES, start, saves.autosave_path)
    if not (args.text or args.jsonl):
        from zombie_table.tui.app import run_app  # Textual only for the TUI

        return run_app(table=(game, seats, save_to))
    table_seats = [Seat(s["name"], s["policy"]) for s in seats]
    saving = Saving(lambda path: saves.SAVES.write(game, seats, path), saves.SaveError, save_to, bool(args.load))
    loop = JsonLoop if args.jsonl else TextLoop
    seed = game.chance.seed
    return loop(game, seed, controller(table_seats, seed), shown(game), sys.stdin, sys.stdout, saving).run()


def start(args: Any) -> tuple[Colony, list[dict[str, Any]]]:
    main = args.mission[len(PREFIX):]
    try:
        table_seats = parse_seats(args.players or DEFAULT_SEATS)
    except SeatError as exc:
        raise UsageError(f"--players: {exc}") from None
    variant, options = table_options(args.option)
    mode = variant or ("solo" if len(table_seats) == 1 else "standard")
    seed = args.seed if args.seed is not None else secrets.randbelow(10**9)
    try:
        game = new_game(seed, [s.name for s in table_seats], main, mode, options)
    except SetupError as exc:
        raise CommandError(str(exc)) from None
    return game, [{"name": s.name, "policy": s.policy} for s in table_seats]


def table_options(items: list[str]) -> tuple[str | None, dict[str, Any]]:
    """`--option` items: `variant=NAME` (§14), and the rule options, checked against Colony's."""
    variant = next((o.partition("=")[2] for o in items if o.startswith("variant=")), None)
    return variant, parse_options([o for o in items if not o.startswith("variant=")], ColonyOptions)


def shown(game: Colony) -> Shown:
    main = game.content.mains[game.state.main]
    return Shown(f"Colony: {main.name} ({game.state.mode})", table, {"main": game.state.main, "mode": game.state.mode})


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
