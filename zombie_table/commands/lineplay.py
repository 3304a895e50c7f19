"""Line-by-line play for the kernel's games beside the tile-and-zone family (`--text`, `--jsonl`).

Each decision shows the table as the deciding player may see it (`table(game, player)`, read
through the game's observer) and numbered choices; a person answers with a number (or `undo`,
`save [FILE]`, `help`, `quit`); seats played by bots (`bots`, a seat controller) answer at once.
`--jsonl` prints one JSON object a line (`hello`, `decision` with `view` and `options`, `events`,
`undo`, `help`, `notice`, `error`, `unfinished`, `end`) — every reply, commands' included, is an
object — and reads a choice index a line (a bare number or `{"choice": N}`). A refused line is answered
by one short line and the decision is not shown again until a line is taken (or `show` asks for it):
a stream of junk costs a line of reply each, not a table each. A game that can be saved (`Saving`) is autosaved after every choice a person
makes; end of input leaves it unfinished.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, TextIO

from pydantic import BaseModel, ValidationError

from zombie_table.bots import coach
from zombie_table.bots.runner import MixedController
from zombie_table.commands.common import CommandError, UsageError
from zombie_table.games.savegame import SaveError, SaveFormat, Seats
from zombie_table.kernel.engine import Engine, IllegalAction
from zombie_table.kernel.observer import observe

HELP_TEXT = ("Type the number of a choice, or: undo (take back the last choice), save [FILE], show (the choices again), hint (the coach's three best choices), "
             "help, quit.")
COMMANDS = ("undo", "save", "show", "help", "hint", "quit")
UNDONE, NOTHING_TO_UNDO = "Undone.", "Nothing to undo since the last roll or draw."
Table = Callable[[Any, "str | None"], list[str]]
MAX_LINE = 64 * 1024  # an answer longer than this is garbage: the rest of it is read and thrown away
MAX_DIGITS = 18  # a choice index has a few digits; int() refuses thousands of them


def read_line(inp: TextIO) -> str | None:
    """The next answer line, stripped, at most MAX_LINE characters kept; None at end of input.
    A line without its newline at the end of input is still an answer."""
    line = inp.readline(MAX_LINE)
    if not line:
        return None
    tail = line
    while tail and not tail.endswith("\n") and len(tail) == MAX_LINE:  # a huge line: drain it
        tail = inp.readline(MAX_LINE)
    return line.strip()


def as_index(text: str) -> int | None:
    """A typed choice number: plain ASCII decimal digits (an optional sign), nothing else —
    not '²' or '١', which str.isdigit() takes and int() refuses or reads as another number."""
    digits = text[1:] if text[:1] in "+-" else text
    if not digits or len(digits) > MAX_DIGITS or not (digits.isascii() and digits.isdigit()):
        return None
    return int(text)


def as_json(text: str) -> Any:
    """A line read as JSON, or the text itself where it is none (nor a number json takes: thousands
    of digits, brackets nested past the parser's depth)."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return text


def shown(text: str, limit: int = 40) -> str:
    """An answer quoted back: control characters escaped, long ones cut."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


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
    except ValidationError as exc:
        raise UsageError("; ".join(f"--option {'.'.join(map(str, e['loc']))}={e['input']}: {e['msg']}"
                                   for e in exc.errors())) from None
    return out


def begin(args: Any, saves: SaveFormat, start: Callable[[Any], tuple[Engine, Seats]],
          autosave: Callable[[Any, Path | None], Path], content: Any) -> tuple[Any, Seats, Path]:
    """The game `play` opens: a save resumed (`--load`) on the game's `content`, or a new one from
    `start(args)`; its seats; and the file it autosaves to (the save it came from, or a new one of its own)."""
    if args.load:
        try:
            game, seats = saves.load(args.load, content)
        except SaveError as exc:
            raise CommandError(str(exc)) from None
        return game, seats, args.load
    game, seats = start(args)
    return game, seats, autosave(game, getattr(args, "save_dir", None))


@dataclass(frozen=True)
class Saving:
    """How a game is written to a file, and the error its saves raise (with a message for people)."""

    write: Callable[[Path], object]
    error: type[Exception]
    to: Path | None = None  # the autosave file
    resumed: bool = False


@dataclass
class Shown:
    """What a loop shows of a game: its title, its table as a player sees it, the hello's fields."""

    title: str
    draw: Table
    hello: dict[str, Any] = field(default_factory=dict)


class TextLoop:
    def __init__(self, game: Engine, seed: int, bots: MixedController, shown: Shown, inp: TextIO, out: TextIO,
                 saving: Saving | None = None):
        self.game, self.seed, self.bots, self.shown, self.inp, self.out = game, seed, bots, shown, inp, out
        self.saving = saving
        self.refused = False  # the last line was refused: the decision is not shown again for the next

    def refuse(self, text: str) -> None:
        self.say(text)
        self.refused = True

    def say(self, line: str = "") -> None:
        self.out.write(line + "\n")

    def show_decision(self) -> None:
        for line in self.shown.draw(self.game, self.game.decision.player):
            self.say(line)
        self.say(f"-- {self.game.decision.prompt}")
        for i, action in enumerate(self.game.legal_actions()):
            self.say(f"  {i}) {action.label}")

    def show_events(self, events) -> None:
        for event in events:
            self.say(f"   · {event.text}")

    def start(self) -> None:
        saving = self.saving
        resumed = saving is not None and saving.resumed
        self.say(f"{self.shown.title} · seed {self.seed}"
                 + (f" · resumed from {saving.to} after {len(self.game.history)} choices" if resumed else ""))
        if not resumed:
            self.show_events(self.game.events)

    def save(self, path: Path | None = None) -> None:
        """Write the game to `path` (or its autosave file); a failure is a message, play goes on."""
        if self.saving is None:
            if path is not None:
                self.notice("This game cannot be saved.")
            return
        target = path or self.saving.to
        if target is None:
            return
        try:
            self.saving.write(target)
        except self.saving.error as exc:
            self.notice(f"Not saved: {exc}")
            return
        if path is not None:
            self.notice(f"Saved to {path}.")

    def save_asked(self, path: Path | None) -> None:
        """`save [FILE]` typed: always answered, even where there is no file to write to."""
        if path is None:
            self.notice("This game cannot be saved." if self.saving is None else "No save file yet: save FILE writes one.")
        else:
            self.save(path)

    def notice(self, text: str) -> None:
        self.say(text)

    def helped(self) -> None:
        self.say(HELP_TEXT)

    def undone(self, ok: bool) -> None:
        self.say(UNDONE if ok else NOTHING_TO_UNDO)

    def hinted(self) -> None:
        for line in coach.lines(coach.hint(self.game, self.seed)):
            self.say(line)
        self.refused = True  # the decision stays on screen above the hint

    def unfinished(self) -> None:
        """Where the game can be picked up, as the tile games' `play --text` says it: the save's full path."""
        saved = self.saving.to if self.saving is not None else None
        self.save()  # written even when no choice was made yet
        if saved is None or not saved.is_file():
            self.say("End of input: the game is left unfinished.")
        else:
            self.say(f"End of input: game saved to {saved.absolute()}")

    def end(self) -> None:
        state = self.game.state
        self.say(f"*** {state.result.upper()}: {state.cause} (seed {self.seed})")

    def bot_turn(self) -> None:
        self.show_events(self.game.apply(self.bots.choose(self.game)))

    def run(self) -> int:
        game = self.game
        self.start()
        while not game.over:
            if self.bots.bot_to_move(game):
                self.bot_turn()
                continue
            if not self.refused:
                self.show_decision()
            self.refused = False
            line = read_line(self.inp)
            if line is None:
                self.unfinished()
                return 0
            self.answer(line)
        self.end()
        return 0

    def answer(self, text: str) -> None:
        if text in ("quit", "q"):
            self.game.state.result, self.game.state.cause = "quit", "the players left the table"
        elif text == "help":
            self.helped()
        elif text == "show":
            pass  # the loop shows the decision again
        elif text == "hint":
            self.hinted()
        elif text == "undo":
            undone = self.game.undo()
            self.undone(undone)
            if undone:
                self.save()
        elif text == "save" or text.startswith("save "):
            self.save_asked(Path(text[5:].strip()).expanduser() if text[5:].strip() else self.saving and self.saving.to)
        elif (index := as_index(text)) is not None:
            self.choose(index)
        else:
            self.refuse(f"{shown(text)} is not a choice. {HELP_TEXT}")

    def choose(self, index: int) -> None:
        try:
            self.show_events(self.game.apply(index))
        except IllegalAction as exc:
            self.refuse(f"No such choice: {exc}")
            return
        self.save()


class JsonLoop(TextLoop):
    def emit(self, message: dict[str, Any]) -> None:
        self.say(json.dumps(message, sort_keys=True))

    def refuse(self, text: str) -> None:
        self.emit({"type": "error", "message": text})
        self.refused = True

    def show_decision(self) -> None:
        decision = self.game.decision
        self.emit({"type": "decision", "player": decision.player, "kind": decision.kind, "prompt": decision.prompt,
                   "view": observe(self.game, decision.player),
                   "options": [{"index": i, "key": a.key, "label": a.label} for i, a in enumerate(self.game.legal_actions())]})

    def show_events(self, events) -> None:
        self.emit({"type": "events", "events": [{"kind": e.kind, "rule": e.rule, "text": e.text} for e in events]})

    def start(self) -> None:
        self.emit({"type": "hello", "game": self.game.ruleset.name, "title": self.shown.title, "seed": self.seed,
                   **self.shown.hello})

    def unfinished(self) -> None:
        self.emit({"type": "unfinished", "message": "end of input: the game is left unfinished"})

    def end(self) -> None:
        state = self.game.state
        self.emit({"type": "end", "result": state.result, "cause": state.cause, "winners": state.winners})

    def answer(self, text: str) -> None:
        value = as_json(text)
        if isinstance(value, dict):
            value = value.get("choice", value.get("command", value.get("type")))
        if isinstance(value, int) and not isinstance(value, bool):
            self.choose(value)
        elif value in COMMANDS:
            super().answer(value)
        else:
            self.refuse(f"expected a choice index, got {shown(text)}")

    def choose(self, index: int) -> None:
        try:
            self.show_events(self.game.apply(index))
        except IllegalAction as exc:
            self.refuse(str(exc))
            return
        self.save()

    def notice(self, text: str) -> None:
        self.emit({"type": "notice", "message": text})

    def helped(self) -> None:
        self.emit({"type": "help", "message": HELP_TEXT, "commands": list(COMMANDS)})

    def hinted(self) -> None:
        self.emit({"type": "hint", "options": [t.to_json() for t in coach.hint(self.game, self.seed)]})
        self.refused = True

    def undone(self, ok: bool) -> None:
        """Shaped like the tile-and-zone protocol's undo reply, with the sentence a person reads."""
        self.emit({"type": "undo", "ok": ok, "message": UNDONE if ok else NOTHING_TO_UNDO})
