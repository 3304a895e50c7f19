"""`zombie-table play colony-standard|colony-coop|colony-solo… --text|--jsonl`: Colony line by line.

Seats come from `--players` ("Ann,Ben:bot,Cat:bot": `:bot` seats are played by the random bot);
`--option main=ID` picks the main objective (default: one drawn from the seed), other
`--option NAME=VALUE` items set rule options (docs/rules.md, "Colony")."""

from __future__ import annotations

import secrets
import sys
from typing import Any

from zombie_table.commands.common import CommandError, UsageError
from zombie_table.commands.lineplay import JsonLoop, TextLoop, parse_options, seats
from zombie_table.games.colony.game import Colony
from zombie_table.games.colony.options import ColonyOptions
from zombie_table.games.colony.start import SetupError, new_game
from zombie_table.kernel.observer import observe

ENTRIES = {"colony": "standard", "colony-standard": "standard", "colony-coop": "cooperative",
           "colony-traitor": "traitor", "colony-solo": "solo"}
DEFAULT_SEATS = {"solo": "Player", "cooperative": "Player,Ally:bot"}


def handles(mission: str | None) -> bool:
    return mission in ENTRIES


def run(args: Any) -> int:
    if not (args.text or args.jsonl):
        raise UsageError("Colony plays with --text or --jsonl for now (its TUI screen is not built yet)")
    mode = ENTRIES[args.mission]
    names, bots = seats(args.players, DEFAULT_SEATS.get(mode, "Player,Rival:bot,Other:bot"))
    chosen = [o for o in args.option if not o.startswith("main=")]
    main = next((o.partition("=")[2] for o in args.option if o.startswith("main=")), None)
    seed = args.seed if args.seed is not None else secrets.randbelow(10**9)
    try:
        game = new_game(seed, names, main, mode, parse_options(chosen, ColonyOptions))
    except SetupError as exc:
        raise CommandError(str(exc)) from None
    loop = JsonLoop if args.jsonl else TextLoop
    return loop(game, f"Colony ({mode})", seed, bots, table, sys.stdin, sys.stdout).run()


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
