"""Roadside's command face (`games/registry.py`'s `Commands`): its entries, `play ENTRY [--text|--jsonl]`
(the TUI, or line by line), `simulate`, `replay`, `show`, `cards`, `survivors` and `validate`'s checks.

Each decision shows the table as the deciding player may see it (their own private location, no
face-down token's number) and numbered choices; a person answers with a number (or `undo`, `save
[FILE]`, `help`, `quit`); seats named `:greedy`, `:random` (or `:bot`) are played by that bot
(`games/roadside/batch.py`). `--jsonl` speaks the bot protocol every game speaks (`commands/lineplay.py`,
docs/api.md). The game is autosaved after every choice a person
makes (`games/roadside/saves.py`); `--load FILE` resumes a save, showing the table only as its
deciding player may see it.
"""

from __future__ import annotations

import argparse
import secrets
from functools import partial
import sys
from pathlib import Path
from typing import Any, TextIO

from rich.console import Console

from zombie_table.bots.seats import Seat, SeatError
from zombie_table.commands import lineplay
from zombie_table.commands.common import CommandError, UsageError, console, game_content, plural
from zombie_table.content.library import Library
from zombie_table.content.loader import ContentError, ContentLoadError
from zombie_table.games.entries import Entry
from zombie_table.games import guide
from zombie_table.games.roadside import report, saves
from zombie_table.games.roadside.batch import controller, parse_seats
from zombie_table.content.folder import Checks
from zombie_table.games.roadside import scenario
from zombie_table.games.roadside.content import FOLDER, Content, content_of
from zombie_table.games.roadside.scenario import setup_of
from zombie_table.games.roadside.schema import RoadsideEntry
from zombie_table.games.roadside.entries import entries
from zombie_table.games.roadside.exploring import TIERS, tier
from zombie_table.games.roadside.game import Roadside
from zombie_table.games.roadside.options import RoadsideOptions
from zombie_table.games.roadside.start import SetupError, new_game
from zombie_table.games.roadside.view import bare_scene, map_lines, turn_text
from zombie_table.kernel.observer import observe

SAVE_VERSION = saves.VERSION
holds_save = saves.is_roadside_save
__all__ = ["entries", "holds_save"]


def play(args: Any, entry: Entry | None, library: Library) -> int:
    """`play ENTRY` (or `play --load SAVE`) on the library's content: the TUI, or the line loop with --text/--jsonl."""
    content = game_content(FOLDER, library)
    game, seats, save_to = lineplay.begin(args, saves.SAVES, lambda a: start(a, entry, content), saves.autosave_path,
                                          content)
    if not (args.text or args.jsonl):
        from zombie_table.tui.app import run_app

        return run_app(library=library, table=(game, seats, save_to))
    loop = JsonLoop if args.jsonl else TextLoop
    return loop(game, game.state.chance.seed, seats, sys.stdin, sys.stdout, save_to, resumed=bool(args.load)).run()


def start(args: Any, entry: Entry | None, content: Content) -> tuple[Roadside, list[dict[str, Any]]]:
    mode = entry.mode if entry else "standard"
    try:
        seats = parse_seats(args.players or ("Player" if mode == "solo" else "Player,Rival:greedy"))
    except SeatError as exc:
        raise UsageError(f"--players: {exc}") from None
    seed = args.seed if args.seed is not None else secrets.randbelow(10**9)
    try:
        game = new_game(seed, [s.name for s in seats], mode, parse_options(args.option), content, setup_of(entry))
    except SetupError as exc:
        raise CommandError(str(exc)) from None
    return game, [{"name": s.name, "policy": s.policy} for s in seats]


def parse_options(items: list[str]) -> dict[str, Any]:
    return lineplay.parse_options(items, RoadsideOptions)


def table(game: Roadside, viewer: str | None) -> list[str]:
    """The table as `viewer` may see it, in a few lines."""
    view = observe(game, viewer)
    content = game.content
    lines = [f"== {turn_text(game)} · public locations: "
             + ", ".join(game.space_name(content.location_cards[c].place) if c else "(none)" for c in view["public"])]
    for p in view["players"]:
        team = ", ".join(f"{game.survivor_name(m['id'])} {m['fatigue']}/2" for m in
                         ([p["character"]] if p["character"] else []) + p["followers"])
        res = " ".join(f"{k} {v}" for k, v in p["resources"].items())
        where = game.space_name(p["space"]) if p["space"] else "out"
        line = f"  {p['name']}: at {where} · {team} · {res} · explored {len(p['explored'])}/3"
        if p["inventory"]:
            line += " · items: " + ", ".join(content.encounter[c].title for c in p["inventory"])
        if p["private"] and p["private"] != "hidden":
            line += f" · private: {game.space_name(content.location_cards[p['private']].place)}"
        elif p["private"] == "hidden":
            line += " · private: (hidden)"
        lines.append(line)
    if viewer is not None:
        me = game.state.by_id(viewer)
        lines.append(f"  {me.name}'s next exploration reads each card's {TIERS[tier(me)]}-location requirements")
    board = [f"{game.space_name(s)}: " + " ".join("?" if n is None else str(n) for n in tokens)
             for s, tokens in sorted(view["tokens"].items())]
    if board:
        lines.append("  zombie tokens: " + "; ".join(board))
    if view["groups"]:
        lines.append("  groups: " + "; ".join(" and ".join(game.state.by_id(pid).name for pid in g) for g in view["groups"]))
    if view["trapped"]:
        lines.append("  trapped: " + "; ".join(f"{game.space_name(s)}: {', '.join(game.survivor_name(f) for f in fs)}"
                                               for s, fs in sorted(view["trapped"].items())))
    return lines


class RoadsideLoop:
    """Roadside's line loops: its seats' bots, its table and its saves (`games/roadside/saves.py`)."""

    def __init__(self, game: Roadside, seed: int, seats: list[dict[str, Any]], inp: TextIO, out: TextIO,
                 save_to: Path | None = None, resumed: bool = False):
        bots = controller([Seat(s["name"], s["policy"]) for s in seats], seed)
        clock = {"solo_turns": game.rules.solo_turns} if game.state.mode == "solo" else {}
        shown = lineplay.Shown("roadside", f"Roadside ({game.state.mode})", table, [p.id for p in game.state.players],
                               {"mode": game.state.mode, **clock})
        saving = lineplay.Saving(lambda path: saves.write(game, seats, path), saves.SaveError, save_to, resumed)
        lineplay.TextLoop.__init__(self, game, seed, bots, shown, inp, out, saving)


class TextLoop(RoadsideLoop, lineplay.TextLoop):
    pass


class JsonLoop(RoadsideLoop, lineplay.JsonLoop):
    pass


def simulate(args: argparse.Namespace, entry: Entry, library: Library) -> dict[str, Any]:
    return report.run(args, entry, game_content(FOLDER, library))


def print_report(found: dict[str, Any], args: argparse.Namespace) -> None:
    report.show(found, args)


def headline(found: dict[str, Any]) -> tuple[str, int, int]:
    return report.headline(found)


def replay(args: argparse.Namespace, library: Library) -> int:
    """A Roadside save replayed from its set-up; what is printed is what every player may see (no
    private location, no face-down token's number)."""
    from zombie_table.commands.replay import replayed, verdict_of

    data, game = replayed(saves.SAVES, args.save, game_content(FOLDER, library))
    out, state = console(), game.state
    out.print(f"Roadside ({state.mode}) · seed {data['seed']} · {plural(len(data['decisions']), 'decision')} replayed",
              soft_wrap=True)
    out.print(f"Turn {state.turns + 1}, " + (f"{state.result}: {state.cause}" if state.result else "in progress"), soft_wrap=True)
    for seat, p in zip(data["seats"], state.players):
        team = ", ".join(game.survivor_name(m.id) for m in p.team) or "no one"
        out.print(f"  {p.name} ({seat['policy'] or 'person'}): {len(p.explored)}/3 locations, team {team}"
                  + (" — won" if p.id in state.winners else ""), soft_wrap=True)
    return verdict_of(args, lambda: saves.difference(game, data), shown=False)


def show(entry: Entry, library: Library, out: Console) -> None:
    """An entry's briefing, goal and the map as it is set up."""
    content = game_content(FOLDER, library)
    out.print(f"{entry.title}  {entry.id}")
    out.print(f"Roadside · {entry.mode} · {entry.players[0]}–{entry.players[1]} players")
    out.print()
    out.print(entry.briefing.strip())
    out.print()
    out.print(f"Goal: {entry.goal}")
    out.print()
    for line in map_lines(content, bare_scene(content, entry.mode)):
        out.print(line, crop=out.is_terminal)


def cards(library: Library) -> list[dict[str, Any]]:
    """The location and encounter cards."""
    content = game_content(FOLDER, library)
    places = [{"deck": "location", "id": c.id, "name": content.spaces[c.place].name, "count": 1, "text": ""}
              for c in content.locations.cards]
    return places + [{"deck": "encounter", "id": c.id, "name": c.title, "count": 1, "text": c.text}
                     for c in content.encounters.cards]


def survivors(library: Library) -> list[dict[str, Any]]:
    """The characters (one leads each team) and the followers."""
    content = game_content(FOLDER, library)
    return [{"id": s.id, "name": s.name, "role": role, "text": ""}
            for role, group in (("character", content.survivors.characters), ("follower", content.survivors.followers))
            for s in group]



def problems(library: Library, files: list[Path]) -> list[ContentError]:
    """An entry's scenario set-up must be possible on the content (`games/roadside/scenario.py`),
    each problem at its line. Content that cannot be loaded is reported as the files' own problems."""
    try:
        content = content_of(library)
    except ContentLoadError:
        return []
    out: list[ContentError] = []
    for loaded in library.files:
        model = loaded.model
        if isinstance(model, RoadsideEntry) and model.setup is not None and loaded.path in files:
            checks = Checks({"entry": loaded.path})
            found = scenario.problems(model.setup, content) or guide.problems(model.setup, partial(fresh, model, content))
            for path, message in found:
                checks.fail("entry", path, message)
            out += checks.errors
    return out


def fresh(entry: RoadsideEntry, content: Content, seed: int) -> Roadside:
    """A new race of the entry as `play` starts it (its seats, its mode, the default options)."""
    return new_game(seed, [s.name for s in parse_seats(entry.seats)], entry.mode, None, content, entry.setup)
