"""Line-by-line play for the kernel's games beside the tile-and-zone family (`--text`, `--jsonl`).

Each decision shows the table as the deciding player may see it (`table(game, player)`, read
through the game's observer) and numbered choices; a person answers with a number (or `undo`,
`help`, `quit`); seats in `bots` are played by the random bot. `--jsonl` prints one JSON object
a line (`hello`, `decision` with `view` and `options`, `events`, `error`, `end`) and reads a
choice index a line (a bare number or `{"choice": N}`). End of input leaves the game unfinished."""

from __future__ import annotations

import json
import random
from typing import Any, Callable, TextIO

from pydantic import BaseModel

from zombie_table.commands.common import UsageError
from zombie_table.kernel.engine import Engine, IllegalAction
from zombie_table.kernel.observer import observe

HELP_TEXT = "Type the number of a choice, or: undo (take back the last choice), help, quit."
Table = Callable[[Any, "str | None"], list[str]]


def parse_options(items: list[str], model: type[BaseModel]) -> dict[str, Any]:
    """`--option NAME=VALUE` items checked against a game's options model."""
    fields = model.model_fields
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
        model(**out)
    except ValueError as exc:
        raise UsageError(f"--option: {exc}") from None
    return out


def seats(players: str | None, default: str) -> tuple[list[str], set[str]]:
    """Seat names from `--players` ("Ann,Ben:bot"), and the player ids the random bot plays."""
    listed = [s.strip() for s in (players or default).split(",") if s.strip()]
    return [s.removesuffix(":bot") for s in listed], {f"p{i + 1}" for i, s in enumerate(listed) if s.endswith(":bot")}


class TextLoop:
    def __init__(self, game: Engine, title: str, seed: int, bots: set[str], table: Table, inp: TextIO, out: TextIO):
        self.game, self.title, self.seed, self.bots, self.table = game, title, seed, bots, table
        self.inp, self.out = inp, out
        self.pick = random.Random(seed)

    def say(self, line: str = "") -> None:
        self.out.write(line + "\n")

    def show_decision(self) -> None:
        for line in self.table(self.game, self.game.decision.player):
            self.say(line)
        self.say(f"-- {self.game.decision.prompt}")
        for i, action in enumerate(self.game.legal_actions()):
            self.say(f"  {i}) {action.label}")

    def show_events(self, events) -> None:
        for event in events:
            self.say(f"   · {event.text}")

    def start(self) -> None:
        self.say(f"{self.title} · seed {self.seed}")
        self.show_events(self.game.events)

    def end(self) -> None:
        state = self.game.state
        self.say(f"*** {state.result.upper()}: {state.cause} (seed {self.seed})")

    def bot_turn(self) -> None:
        self.show_events(self.game.apply(self.pick.randrange(len(self.game.legal_actions()))))

    def run(self) -> int:
        game = self.game
        self.start()
        while not game.over:
            if game.decision.player in self.bots:
                self.bot_turn()
                continue
            self.show_decision()
            line = self.inp.readline()
            if not line:
                self.say("End of input: the game is left unfinished.")
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
            self.say("Undone." if self.game.undo() else "Nothing to undo since the last roll or draw.")
        elif text.isdigit():
            self.choose(int(text))
        else:
            self.say(f"{text[:40]!r} is not a choice. {HELP_TEXT}")

    def choose(self, index: int) -> None:
        try:
            self.show_events(self.game.apply(index))
        except IllegalAction as exc:
            self.say(f"No such choice: {exc}")


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
        self.emit({"type": "hello", "game": self.game.ruleset.name, "title": self.title, "seed": self.seed})

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
        elif value in ("quit", "undo", "help"):
            super().answer(value)
        else:
            self.emit({"type": "error", "message": f"expected a choice index, got {text[:40]!r}"})

    def choose(self, index: int) -> None:
        try:
            self.show_events(self.game.apply(index))
        except IllegalAction as exc:
            self.emit({"type": "error", "message": str(exc)})
