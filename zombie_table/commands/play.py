"""`zombie-table play`: start (or resume) a game — in the TUI, or line by line with --text/--jsonl.

The line modes are every game's one line loop (`commands/lineplay.py`; --jsonl is the bot protocol,
docs/api.md): the state and numbered choices before each decision, one answer per line (a number, or
`undo`, `save`, `show`, `hint`, `help`, `quit`). A tile-and-zone mission plays here; another game's
entry or save goes to its own command face (`games/registry.py`). The same seed, input and save
folder give byte-identical output (the save message names the full path).
"""

from __future__ import annotations

import argparse
import os
import secrets
import sys
from pathlib import Path
from typing import Any, TextIO

from zombie_table.bots.search import THINK_ENV
from zombie_table.bots.teammates import teammates
from zombie_table.commands.common import CommandError, UsageError, console, load_library, playable_mission, unknown, think
from zombie_table.commands import lineplay
from zombie_table.commands.lineplay import Saving, Shown
from zombie_table.content.library import Library
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.game import Game
from zombie_table.content.missions import Mission
from zombie_table.games.tilezone.options import options_model
from zombie_table.games.tilezone.settings import ruleset_for
from zombie_table.games.tilezone.setup import SetupError, default_team, new_game
from zombie_table.games.tilezone.view.summary import render_text, summary
from zombie_table.tui.session import revealed  # Textual-free, shared with the TUI

NAME = "play"
HELP = "Play a mission: the TUI, or line by line with --text (people, scripts) or --jsonl (bots, docs/api.md)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("mission", nargs="?", help="a mission or entry id from `zombie-table missions`, e.g. frontier-m0 "
                        "(omit with --load)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--text", action="store_true", help="line-based play on stdin/stdout")
    mode.add_argument("--jsonl", action="store_true", help="JSON lines, the bot protocol (docs/api.md): state and options out, chosen index in")
    parser.add_argument("--seed", type=int, help="random seed (default: a new one, printed)")
    parser.add_argument("--survivors", help="comma-separated survivor ids or names (solo)")
    parser.add_argument("--players", help='hotseat teams, e.g. "Ann:bo_tanner,ruth_calloway;Ben:jack_harlan"; '
                        'games with seats (see `missions --game`): seat names, ":greedy" or ":random" for a bot, '
                        'e.g. "Ann,Ben:greedy"')
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a rule option (see docs/rules.md)")
    parser.add_argument("--think", type=think, metavar="BUDGET",
                        help="the search bot's budget a decision: 0.5s, a number of sampled worlds (12), or both (12/0.5s)")
    parser.add_argument("--load", type=Path, metavar="SAVE", help="resume a saved game")
    parser.add_argument("--save-dir", type=Path, help="where saves go (default: the user data folder, or $ZOMBIE_TABLE_SAVES)")


def run(args: argparse.Namespace) -> int:
    if args.think:
        os.environ[THINK_ENV] = args.think  # read by every search bot, in worker processes too
    from zombie_table.games import registry

    library = load_library(args)
    if args.load:
        saved = registry.save_of(args.load)  # a save of a game with a command face of its own
        if saved is not None:
            return saved[1].play(args, None, library)
    found = None if args.load else registry.entry_of(library, args.mission)
    if found is not None:
        return found[1].play(args, found[2], library)
    game = _resume(library, args) if args.load else _start(library, args)
    if not (args.text or args.jsonl):
        from zombie_table.tui.app import run_app

        return run_app(library, game=game, save_dir=args.save_dir, resumed_from=args.load)
    loop = JsonLoop if args.jsonl else TextLoop
    if hasattr(sys.stdin, "reconfigure"):
        sys.stdin.reconfigure(errors="replace")  # bytes that are not UTF-8 are a bad answer, not a crash
    return loop(game, sys.stdin, sys.stdout, args.save_dir, resumed_from=args.load).run()


def _resume(library: Library, args: argparse.Namespace) -> Game:
    try:
        return saves.load(library, args.load)
    except saves.SaveError as exc:
        raise CommandError(str(exc)) from None


def _start(library: Library, args: argparse.Namespace) -> Game:
    if not args.mission:
        raise UsageError("name a mission (see `zombie-table missions`) or --load a save")
    mission = playable_mission(library, args.mission)
    try:
        data = library.setting(mission.setting)
    except LookupError as exc:
        raise CommandError(str(exc)) from None
    team = parse_team(args, library, data, mission)
    seed = args.seed if args.seed is not None else secrets.randbelow(10**9)
    try:
        return new_game(library, args.mission, team, seed, parse_options(args.option, mission))
    except SetupError as exc:
        raise CommandError(str(exc)) from None


def _survivor_id(data, text: str) -> str:
    text = text.strip()
    for s in data.survivors.survivors:
        if text in (s.id, s.name) or text.lower() == s.name.lower():
            return s.id
    raise unknown("survivor", text, [s.id for s in data.survivors.survivors])


def parse_team(args: argparse.Namespace, library: Library, data, mission) -> list[tuple[str, str]]:
    if args.players:
        team = []
        for chunk in args.players.split(";"):
            player, _, names = chunk.partition(":")
            if not player.strip() or not names.strip():
                raise UsageError(f"--players: {chunk!r} is not NAME:SURVIVOR,SURVIVOR")
            team += [(_survivor_id(data, n), player.strip()) for n in names.split(",")]
        return team
    if args.survivors:
        return [(_survivor_id(data, n), "Player") for n in args.survivors.split(",")]
    try:
        return default_team(library, mission.id)
    except SetupError as exc:
        raise CommandError(str(exc)) from None


def parse_options(items: list[str], mission: Mission) -> dict[str, Any]:
    """`--option NAME=VALUE` items, checked against the rule options of the mission's setting."""
    return lineplay.parse_options(items, options_model(ruleset_for(mission.setting.value)))


class TextLoop(lineplay.TextLoop):
    """The shared line loop (`commands/lineplay.py`) set up for a tile-and-zone game: its table in
    words, its teammates (the seats bots play), its saves and what undo cannot take back."""

    def __init__(self, game: Game, inp: TextIO, out: TextIO, save_dir: Path | None, resumed_from: Path | None = None):
        state = game.state
        shown = Shown("tilezone", f"{game.mission.title} ({game.mission.id})", lambda g, _player: render_text(summary(g)),
                      list(state.players), {"setting": state.setting, "mission": state.mission,
                                            "team": [list(pair) for pair in state.team]},
                      prompt="> ", revealed=revealed)
        to = saves.autosave_path(game, save_dir, resumed_from)  # this game's own (saves.autosave_path)
        saving = Saving(lambda path: saves.write(game, path), saves.SaveError, to, resumed=bool(game.history))
        super().__init__(game, state.seed, teammates(state.players, state.seed), shown, inp, out, saving)


class JsonLoop(TextLoop, lineplay.JsonLoop):
    """The same, as the bot protocol's lines."""
