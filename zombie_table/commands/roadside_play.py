"""`zombie-table play roadside-standard|roadside-solo [--text|--jsonl]`: Roadside in the TUI, or line by line.

Each decision shows the table as the deciding player may see it (their own private location, no
face-down token's number) and numbered choices; a person answers with a number (or `undo`, `save
[FILE]`, `help`, `quit`); seats named `:greedy`, `:random` (or `:bot`) are played by that bot
(`bots.roadside`). `--jsonl` prints one JSON object a line (`decision` with `view` and `options`,
`events`, `end`) and reads a choice index a line. The game is autosaved after every choice a person
makes (`games/roadside/saves.py`); `--load FILE` resumes a save, showing the table only as its
deciding player may see it.
"""

from __future__ import annotations

import json
import secrets
import sys
from pathlib import Path
from typing import Any, TextIO

from zombie_table.bots.roadside import ENTRIES, Seat, SeatError, controller, parse_seats
from zombie_table.commands.common import CommandError, UsageError
from zombie_table.games.roadside import saves
from zombie_table.games.roadside.exploring import TIERS, tier
from zombie_table.games.roadside.game import IllegalAction, Roadside
from zombie_table.games.roadside.options import RoadsideOptions
from zombie_table.games.roadside.start import SetupError, new_game
from zombie_table.kernel.observer import observe

HELP_TEXT = "Type the number of a choice, or: undo (take back the last choice), save [FILE], help, quit."


def handles(mission: str | None, load: Path | None = None) -> bool:
    """A Roadside entry, or a Roadside save to resume."""
    return mission in ENTRIES if load is None else saves.is_roadside_save(load)


def run(args: Any) -> int:
    if args.load:
        try:
            game, seats = saves.load(args.load)
        except saves.SaveError as exc:
            raise CommandError(str(exc)) from None
        save_to = args.load
    else:
        game, seats = start(args)
        save_to = saves.autosave_path(game, getattr(args, "save_dir", None))
    if not (args.text or args.jsonl):
        from zombie_table.tui.app import run_app

        return run_app(roadside=(game, seats, save_to))
    loop = JsonLoop if args.jsonl else TextLoop
    return loop(game, game.state.chance.seed, seats, sys.stdin, sys.stdout, save_to, resumed=bool(args.load)).run()


def start(args: Any) -> tuple[Roadside, list[dict[str, Any]]]:
    mode = ENTRIES[args.mission]
    try:
        seats = parse_seats(args.players or ("Player" if mode == "solo" else "Player,Rival:greedy"))
    except SeatError as exc:
        raise UsageError(f"--players: {exc}") from None
    seed = args.seed if args.seed is not None else secrets.randbelow(10**9)
    try:
        game = new_game(seed, [s.name for s in seats], mode, parse_options(args.option))
    except SetupError as exc:
        raise CommandError(str(exc)) from None
    return game, [{"name": s.name, "policy": s.policy} for s in seats]


def parse_options(items: list[str]) -> dict[str, Any]:
    fields = RoadsideOptions.model_fields
    out: dict[str, Any] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or name not in fields:
            raise UsageError(f"--option {item!r}: use NAME=VALUE with NAME one of {', '.join(fields)}")
        try:
            out[name] = json.loads(value)
        except ValueError:
            out[name] = value
    try:
        RoadsideOptions(**out)
    except ValueError as exc:
        raise UsageError(f"--option: {exc}") from None
    return out


def table(game: Roadside, viewer: str | None) -> list[str]:
    """The table as `viewer` may see it, in a few lines."""
    view = observe(game, viewer)
    content = game.content
    lines = [f"== turn {view['turns'] + 1} · public locations: "
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


class TextLoop:
    def __init__(self, game: Roadside, seed: int, seats: list[dict[str, Any]], inp: TextIO, out: TextIO,
                 save_to: Path | None = None, resumed: bool = False):
        self.game, self.seed, self.seats, self.inp, self.out = game, seed, seats, inp, out
        self.bots = controller([Seat(s["name"], s["policy"]) for s in seats], seed)
        self.save_to, self.resumed = save_to, resumed

    def say(self, line: str = "") -> None:
        self.out.write(line + "\n")

    def show_decision(self) -> None:
        for line in table(self.game, self.game.decision.player):
            self.say(line)
        self.say(f"-- {self.game.decision.prompt}")
        for i, action in enumerate(self.game.legal_actions()):
            self.say(f"  {i}) {action.label}")

    def show_events(self, events) -> None:
        for event in events:
            self.say(f"   · {event.text}")

    def start(self) -> None:
        self.say(f"Roadside ({self.game.state.mode}) · seed {self.seed}"
                 + (f" · resumed from {self.save_to} after {len(self.game.history)} choices" if self.resumed else ""))

    def save(self, path: Path | None = None) -> None:
        """Write the game to `path` (or its autosave file); a failure is a message, play goes on."""
        target = path or self.save_to
        if target is None:
            return
        try:
            saves.write(self.game, self.seats, target)
        except saves.SaveError as exc:
            self.notice(f"Not saved: {exc}")
            return
        if path is not None:
            self.notice(f"Saved to {path}.")

    def notice(self, text: str) -> None:
        self.say(text)

    def unfinished(self) -> None:
        self.say("End of input: the game is left unfinished.")

    def end(self) -> None:
        state = self.game.state
        self.say(f"*** {state.result.upper()}: {state.cause} (turn {state.turns + 1}, seed {self.seed})")

    def bot_turn(self) -> None:
        self.show_events(self.game.apply(self.bots.choose(self.game)))

    def run(self) -> int:
        game = self.game
        self.start()
        while not game.over:
            if self.bots.bot_to_move(game):
                self.bot_turn()
                continue
            self.show_decision()
            line = self.inp.readline()
            if not line:
                self.unfinished()
                return 0
            self.answer(line.strip())
        self.end()
        return 0

    def answer(self, text: str) -> None:
        if text in ("quit", "q"):
            self.game.state.result, self.game.state.cause = "quit", "the players left the table"
        elif text == "help":
            self.say(HELP_TEXT)
        elif text == "undo":
            undone = self.game.undo()
            self.say("Undone." if undone else "Nothing to undo since the last roll or draw.")
            if undone:
                self.save()
        elif text == "save" or text.startswith("save "):
            self.save(Path(text[5:].strip()).expanduser() if text[5:].strip() else self.save_to)
        elif text.isdigit():
            self.choose(int(text))
        else:
            self.say(f"{text[:40]!r} is not a choice. {HELP_TEXT}")

    def choose(self, index: int) -> None:
        try:
            self.show_events(self.game.apply(index))
        except IllegalAction as exc:
            self.say(f"No such choice: {exc}")
            return
        self.save()


class JsonLoop(TextLoop):
    def emit(self, message: dict[str, Any]) -> None:
        self.say(json.dumps(message, sort_keys=True))

    def show_decision(self) -> None:
        decision = self.game.decision
        self.emit({"type": "decision", "player": decision.player, "kind": decision.kind, "prompt": decision.prompt,
                   "view": observe(self.game, decision.player),
                   "options": [{"index": i, "key": a.key, "label": a.label} for i, a in enumerate(self.game.legal_actions())]})

    def show_events(self, events) -> None:
        self.emit({"type": "events", "events": [{"kind": e.kind, "rule": e.rule, "text": e.text} for e in events]})

    def start(self) -> None:
        self.emit({"type": "hello", "game": "roadside", "mode": self.game.state.mode, "seed": self.seed})

    def unfinished(self) -> None:
        self.emit({"type": "unfinished", "message": "end of input: the game is left unfinished"})

    def end(self) -> None:
        state = self.game.state
        self.emit({"type": "end", "result": state.result, "cause": state.cause, "winners": state.winners})

    def answer(self, text: str) -> None:
        try:
            value = json.loads(text)
        except ValueError:
            value = text
        if isinstance(value, dict):
            value = value.get("choice", value.get("command"))
        if isinstance(value, int) and not isinstance(value, bool):
            self.choose(value)
        elif value in ("quit", "undo", "help", "save"):
            super().answer(value)
        else:
            self.emit({"type": "error", "message": f"expected a choice index, got {text[:40]!r}"})

    def choose(self, index: int) -> None:
        try:
            self.show_events(self.game.apply(index))
        except IllegalAction as exc:
            self.emit({"type": "error", "message": str(exc)})
            return
        self.save()

    def notice(self, text: str) -> None:
        self.emit({"type": "notice", "message": text})
