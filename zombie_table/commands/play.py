"""`zombie-table play`: start (or resume) a game — in the TUI, or line by line with --text/--jsonl.

The line modes print the state and numbered choices before each decision and read one answer
per line: a number, or `undo`, `save`, `show`, `help`, `quit`. A refused line is answered in one short
line and the state is not printed again until a line is taken (or `show` asks). End of input saves and exits cleanly.
The same seed, input and save folder give byte-identical output (the save message names the full path).
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import sys
from pathlib import Path
from typing import Any, TextIO

from zombie_table.bots import coach
from zombie_table.bots.search import THINK_ENV
from zombie_table.bots.teammates import teammates
from zombie_table.commands.common import CommandError, UsageError, console, load_library, playable_mission, unknown, think
from zombie_table.commands import lineplay
from zombie_table.commands.lineplay import as_index, as_json, read_line, shown
from zombie_table.content.library import Library
from zombie_table.games.tilezone import protocol, saves
from zombie_table.games.tilezone.game import Game, IllegalAction
from zombie_table.content.missions import Mission
from zombie_table.games.tilezone.options import options_model
from zombie_table.games.tilezone.settings import ruleset_for
from zombie_table.games.tilezone.setup import SetupError, new_game
from zombie_table.games.tilezone.view.summary import render_text, summary
from zombie_table.tui.session import default_team, revealed, why_no_undo  # Textual-free, shared with the TUI

NAME = "play"
HELP = "Play a mission: the TUI, or line by line with --text (people, scripts) or --jsonl (bots, docs/api.md)."

HELP_TEXT = "Type the number of a choice, or: undo (take back the last choice), save, show (the choices again), hint (the coach's three best choices), help, quit."


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
    team = parse_team(args, data, mission)
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


def parse_team(args: argparse.Namespace, data, mission) -> list[tuple[str, str]]:
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
    return [(sid, "Player") for sid in default_team(data, mission)]


def parse_options(items: list[str], mission: Mission) -> dict[str, Any]:
    """`--option NAME=VALUE` items, checked against the rule options of the mission's setting."""
    return lineplay.parse_options(items, options_model(ruleset_for(mission.setting.value)))


class TextLoop:
    """Before each decision: the state and numbered choices; then one answer per input line."""

    def __init__(self, game: Game, inp: TextIO, out: TextIO, save_dir: Path | None, resumed_from: Path | None = None):
        self.game, self.inp, self.out, self.save_dir = game, inp, out, save_dir
        self.autosave_file = saves.autosave_path(game, save_dir, resumed_from)  # this game's own (saves.autosave_path)
        self.undo_floor = "resumed" if game.history else "start"  # what undo stops at (tui.session.why_no_undo)
        self.refused = False  # the last line was refused: the decision is not shown again for the next
        self.teammates = teammates(game.state.players, game.state.seed)  # the seats bots play (players named `bot`), or None

    def refuse(self, text: str) -> None:
        self.say(text)
        self.refused = True

    def play_teammates(self) -> None:
        """The bot seats answer their own decisions; their events show as anyone's."""
        while self.teammates is not None and self.teammates.bot_to_move(self.game):
            self.show_events(self.game.apply(self.teammates.choose(self.game)))
            self.autosave()

    def next_line(self) -> str | None:
        """The next answer (after the bot seats' moves), the decision shown first unless the last
        line was refused."""
        self.play_teammates()
        if self.game.over:
            return "show"
        if not self.refused:
            self.show_decision()
        self.prompt()
        self.refused = False
        return read_line(self.inp)

    def prompt(self) -> None:
        self.out.write("> ")
        self.out.flush()

    def say(self, line: str = "") -> None:
        self.out.write(line + "\n")

    def show_decision(self) -> None:
        for line in render_text(summary(self.game)):
            self.say(line)
        self.say(f"-- {self.game.decision.prompt}")
        for i, action in enumerate(self.game.legal_actions()):
            self.say(f"  {i}) {action.label}")
            if action.confirm:
                self.say(f"     ! {action.confirm}")

    def show_events(self, events) -> None:
        for event in events:
            self.say(f"   · {event.text}")

    def run(self) -> int:
        game = self.game
        self.say(f"{game.mission.title} ({game.mission.id}) · seed {game.state.seed}")
        while not game.over:
            line = self.next_line()
            if line is None:
                self.say()
                return self.save("End of input")
            answer = line.lower()
            if answer in ("quit", "q"):
                return self.save("Quitting")
            if answer == "help":
                self.say(HELP_TEXT)
            elif answer == "undo":
                self.say("Undone." if game.undo() else why_no_undo(self.undo_floor))
            elif answer == "save":
                self.save("Saved")
            elif answer == "hint":
                self.hint()
            elif answer != "show":
                self.choose(answer)
        self.say(f"*** {game.state.result.upper()}: {game.state.cause} (round {game.state.round}, seed {game.state.seed})")
        self.save("Final state")
        return 0

    def choose(self, answer: str) -> None:
        index = as_index(answer)
        if index is None:
            self.refuse(f"{shown(answer)} is not a choice. {HELP_TEXT}")
            return
        try:
            events = self.game.apply(index)
        except IllegalAction as exc:
            self.refuse(f"No such choice: {exc}")
            return
        self.show_events(events)
        if not self.game.undo_stack:
            self.undo_floor = revealed(events) or self.undo_floor
        self.autosave()

    def autosave(self) -> None:
        try:
            saves.write(self.game, self.autosave_file)
        except saves.SaveError as exc:
            self.say(f"(autosave failed: {exc})")

    def hint(self) -> None:
        for line in coach.lines(coach.hint(self.game, self.game.state.seed)):
            self.say(line)
        self.refused = True  # the decision stays on screen above the hint

    def save(self, why: str) -> int:
        try:
            path = saves.write(self.game, self.autosave_file)
        except saves.SaveError as exc:
            console(stderr=True).print(f"zombie-table play: {exc}", soft_wrap=True)
            return 1
        self.say(f"{why}: game saved to {path.absolute()}")
        return 0


class JsonLoop(TextLoop):
    """The same loop as JSON lines (the bot protocol, docs/api.md): a `hello`, then before each
    decision a `decision` with the table and the options; a choice index (or command) in."""

    def emit(self, message: protocol.Message) -> None:
        self.say(protocol.line(message))

    def show_decision(self) -> None:
        self.emit(protocol.decision(self.game))

    def show_events(self, events) -> None:
        self.emit(protocol.events(events))

    def error(self, message: str) -> None:
        self.emit(protocol.Error(message=message))

    def refuse(self, text: str) -> None:
        self.error(text)
        self.refused = True

    def prompt(self) -> None:
        pass

    def run(self) -> int:
        game = self.game
        self.emit(protocol.hello(game))
        while not game.over:
            text = self.next_line()
            if text is None:
                return self.save("end of input")
            value = as_json(text)
            if isinstance(value, dict):
                value = value.get("choice", value.get("command", value.get("type")))
            if isinstance(value, bool):  # JSON true/false are not the choices 1 and 0
                self.refuse(f"expected a choice index, got {shown(text)}")
            elif value == "undo":
                self.emit(protocol.Undo(ok=game.undo()))
            elif value == "quit":
                return self.save("quit")
            elif value == "save":
                self.save("save")
            elif value == "hint":
                self.hint()
            elif isinstance(value, int):
                try:
                    self.show_events(game.apply(value))
                    self.autosave()
                except IllegalAction as exc:
                    self.refuse(str(exc))
            elif value != "show":
                self.refuse(f"expected a choice index, got {shown(text)}")
        self.emit(protocol.over(game))
        self.save("final")
        return 0

    def save(self, why: str) -> int:
        try:
            path = saves.write(self.game, self.autosave_file)
        except saves.SaveError as exc:
            self.error(str(exc))
            return 1
        self.emit(protocol.Saved(why=why, file=path.name))
        return 0

    def autosave(self) -> None:
        try:
            saves.write(self.game, self.autosave_file)
        except saves.SaveError as exc:
            self.error(f"autosave failed: {exc}")

    def hint(self) -> None:
        tips = coach.hint(self.game, self.game.state.seed)
        self.say(json.dumps({"type": "hint", "options": [t.to_json() for t in tips]}, sort_keys=True))
        self.refused = True
