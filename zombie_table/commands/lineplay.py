"""The line loop of every game's `play --text` and `play --jsonl`: one loop, one bot protocol.

Each decision shows the table as the deciding player may see it (the game's `Shown.draw`, read
through its observer) and numbered choices; a person answers with a number (or `undo`, `save
[FILE]`, `show`, `hint`, `help`, `quit`); seats played by bots (`bots`, a seat controller) answer at
once. `--jsonl` speaks the bot protocol (`games/protocol.py`, docs/api.md): a `hello`, a `decision`
with the table and typed options, `events`, one JSON object for every reply (`undo`, `help`, `hint`,
`saved`, `error`) and `over`; it reads a choice index a line (a bare number or `{"choice": N}`). A
refused line is answered by one short line and the decision is not shown again until a line is
taken (or `show` asks for it): a stream of junk costs a line of reply each, not a table each. The
game is autosaved after every choice; `quit` and the end of input save it and exit.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Callable, TextIO

from pydantic import BaseModel, ValidationError

from zombie_table.bots import coach
from zombie_table.bots.runner import MixedController
from zombie_table.commands.common import CommandError, UsageError
from zombie_table.games import guide, protocol, registry
from zombie_table.games.savegame import SaveError, SaveFormat, Seats
from zombie_table.kernel.engine import Engine, IllegalAction
from zombie_table.kernel.events import Event
from zombie_table.kernel.words import why_no_undo

HELP_TEXT = ("Type the number of a choice, or: undo (take back the last choice), save [FILE], show (the choices again), "
             "hint (the coach's three best choices), help, quit.")
COMMANDS = protocol.COMMANDS
UNDONE = "Undone."
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


def revealing(game: Engine) -> Callable[[list[Event]], str | None]:
    """What a choice's events revealed, in words, for the undo message: any event of the game's
    revealing kinds (dice, cards)."""
    kinds = type(game).REVEALING
    return lambda events: "dice were rolled or a card was drawn" if any(e.kind in kinds for e in events) else None


@dataclass
class Shown:
    """What a loop shows of a game: which registered game it is (its part of the protocol), its title,
    its table as a player sees it in lines, its players, the hello's set-up fields."""

    game: str
    title: str
    draw: Table
    players: list[str]  # as its decisions name them
    setup: dict[str, Any] = field(default_factory=dict)
    prompt: str = ""  # written before each answer is read
    revealed: Callable[[list[Any]], str | None] | None = None  # what a choice's events revealed (default: `revealing`)


class TextLoop:
    """The loop itself, in words a person reads; `JsonLoop` writes the same as protocol lines."""

    def __init__(self, game: Engine, seed: int, bots: MixedController | None, shown: Shown, inp: TextIO, out: TextIO,
                 saving: Saving | None = None):
        self.game, self.seed, self.bots, self.shown, self.inp, self.out = game, seed, bots, shown, inp, out
        self.saving = saving
        self.refused = False  # the last line was refused: the decision is not shown again for the next
        self.resumed = saving is not None and saving.resumed
        self.undo_floor = "resumed" if self.resumed else "start"  # what undo stops at (`why_no_undo`)
        self.revealed = shown.revealed or revealing(game)
        self.changed = not self.resumed  # since the game was last written (a resumed one is in its file)

    # ------------------------------------------------------------------ what is written
    def say(self, line: str = "") -> None:
        self.out.write(line + "\n")

    def refuse(self, text: str) -> None:
        self.say(text)
        self.refused = True

    def start(self) -> None:
        self.say(f"{self.shown.title} · seed {self.seed}"
                 + (f" · resumed after {len(self.game.history)} choices" if self.resumed else ""))
        if not self.resumed:
            self.show_events(self.game.events)

    def show_decision(self) -> None:
        decision = self.game.decision
        assert decision is not None  # the loop shows a decision only while the game waits on one
        for line in self.shown.draw(self.game, decision.player):
            self.say(line)
        self.guide()
        self.say(f"-- {decision.prompt}")
        for i, action in enumerate(self.game.legal_actions()):
            self.say(f"  {i}) {action.label}")
            if action.confirm:
                self.say(f"     ! {action.confirm}")

    def prompt(self) -> bool:
        """Write the game's prompt before an answer is read (if it has one)."""
        if not self.shown.prompt:
            return False
        self.out.write(self.shown.prompt)
        self.out.flush()
        return True

    def show_events(self, events: list[Event]) -> None:
        for event in events:
            self.say(f"   · {event.text}")

    def helped(self) -> None:
        self.say(HELP_TEXT)

    def undone(self, ok: bool, message: str) -> None:
        self.say(message)

    def hinted(self) -> None:
        for line in coach.lines(coach.hint(self.game, self.seed)):
            self.say(line)
        self.refused = True  # the decision stays on screen above the hint

    def saved(self, why: str, path: Path) -> None:
        words = {"save": "Saved", "quit": "Quitting", "end of input": "End of input", "final": "Final state"}
        self.say(f"{words[why]}: game saved to {path.absolute()}")

    def not_saved(self, why: str, message: str) -> None:
        if why in ("quit", "end of input", "final"):  # the command ends on it, with status 1
            sys.stderr.write(f"zombie-table play: {message}\n")
        else:
            self.say(f"(autosave failed: {message})" if why == "autosave" else f"Not saved: {message}")

    def illegal(self, exc: IllegalAction) -> str:
        return f"No such choice: {exc}"

    def unsaved(self, why: str) -> None:
        """Input ended or the players quit, and the game has no file to go to."""
        self.say(f"{'End of input' if why == 'end of input' else 'Quitting'}: the game is left unfinished.")

    def guide(self) -> None:
        """A guided game's note for this position (its tutorial's step), as the screen's guide panel says it."""
        note = guide.note_of(self.game)
        if note is not None:
            self.say(f"   {note.heading}: {note.text}")

    def end(self) -> None:
        state = self.game.state
        self.say(f"*** {state.result.upper()}: {state.cause} (seed {self.seed})")
        self.guide()

    # ------------------------------------------------------------------ saves
    def save(self, why: str, path: Path | None = None) -> bool:
        """Write the game to `path` (or its autosave file) and say so, unless it is the autosave
        after a choice; a failure is a message and play goes on. False when it could not be written."""
        target = path or (self.saving.to if self.saving is not None else None)
        if self.saving is None or target is None:
            if why in ("quit", "end of input"):
                self.unsaved(why)
            elif why != "autosave":
                self.not_saved(why, "this game has no save file (save FILE writes one)")
            return why in ("autosave", "final")
        if why in ("quit", "end of input", "final") and not self.changed and target.exists():
            self.saved(why, target)  # the file holds the game as it is: not written again (a damaged save stays as it was)
            return True
        try:
            self.saving.write(target)
        except self.saving.error as exc:
            self.not_saved(why, str(exc))
            return False
        self.changed = False
        if why != "autosave":
            self.saved(why, target)
        return True

    # ------------------------------------------------------------------ the loop
    def run(self) -> int:
        game = self.game
        self.start()
        while not game.over:
            if self.bots is not None and self.bots.bot_to_move(game):
                self.show_events(game.apply(self.bots.choose(game)))
                self.changed = True
                self.save("autosave")
                continue
            if not self.refused:
                self.show_decision()
            self.refused = False
            prompted = self.prompt()
            line = read_line(self.inp)
            if line is None:
                if prompted:
                    self.say()  # end the prompt's line
                return self.leave("end of input")
            if self.answer(line) == "quit":
                return self.leave("quit")
        self.end()
        return 0 if self.save("final") else 1

    def leave(self, why: str) -> int:
        return 0 if self.save(why) else 1

    def answer(self, text: str) -> str | None:
        """Act on one line; "quit" when the players leave the table."""
        word = text.lower()
        if word in ("quit", "q"):
            return "quit"
        if word == "help":
            self.helped()
        elif word == "hint":
            self.hinted()
        elif word == "undo":
            self.undo()
        elif word == "save" or word.startswith("save "):
            self.save("save", Path(text[5:].strip()).expanduser() if text[5:].strip() else None)
        elif (index := as_index(text)) is not None:
            self.choose(index)
        elif word != "show":  # `show`: the loop shows the decision again
            self.refuse(f"{shown(text)} is not a choice. {HELP_TEXT}")
        return None

    def undo(self) -> None:
        """The last choice a person made, with the bots' choices after it (else the bots would just choose again)."""
        steps = self.bots.undo_steps(self.game) if self.bots is not None else 1
        ok = 0 < steps <= len(self.game.undo_stack)
        for _ in range(steps if ok else 0):
            self.game.undo()
        self.undone(ok, UNDONE if ok else why_no_undo(self.undo_floor, self.game.over))
        if ok:
            self.changed = True
            self.save("autosave")

    def choose(self, index: int) -> None:
        try:
            events = self.game.apply(index)
        except IllegalAction as exc:
            self.refuse(self.illegal(exc))
            return
        self.show_events(events)
        if not self.game.undo_stack:
            self.undo_floor = self.revealed(events) or self.undo_floor
        self.changed = True
        self.save("autosave")


class JsonLoop(TextLoop):
    """The same loop as the bot protocol's lines (`games/protocol.py`)."""

    @cached_property
    def face(self) -> Any:
        """The game's part of the protocol (`games/protocol.Face`), or None."""
        return protocol.face(registry.game(self.shown.game))

    def emit(self, message: protocol.Message) -> None:
        self.say(protocol.line(message))

    def refuse(self, text: str) -> None:
        self.emit(protocol.Error(message=text))
        self.refused = True

    def start(self) -> None:
        state = self.game.state
        self.emit(protocol.Hello(protocol=protocol.PROTOCOL, game=self.shown.game, title=self.shown.title, seed=self.seed,
                                 players=self.shown.players, options=dict(state.options), setup=self.shown.setup,
                                 decisions=len(self.game.history), commands=list(COMMANDS)))

    def show_decision(self) -> None:
        self.emit(protocol.decision(self.face, self.game))

    def prompt(self) -> bool:
        return False

    def show_events(self, events: list[Event]) -> None:
        self.emit(protocol.events(self.face, events))

    def helped(self) -> None:
        self.emit(protocol.Help(message=HELP_TEXT, commands=list(COMMANDS)))

    def undone(self, ok: bool, message: str) -> None:
        self.emit(protocol.Undo(ok=ok, message=message))

    def hinted(self) -> None:
        self.emit(protocol.Hint(options=[protocol.Tip(**t.to_json()) for t in coach.hint(self.game, self.seed)]))
        self.refused = True

    def saved(self, why: str, path: Path) -> None:
        self.emit(protocol.Saved(why=why, file=path.name))

    def not_saved(self, why: str, message: str) -> None:
        self.emit(protocol.Error(message=f"autosave failed: {message}" if why == "autosave" else f"not saved: {message}"))

    def illegal(self, exc: IllegalAction) -> str:
        return str(exc)

    def unsaved(self, why: str) -> None:
        pass  # nothing was written: the game just ends

    def end(self) -> None:
        self.emit(protocol.over(self.face, self.game))

    def answer(self, text: str) -> str | None:
        value = as_json(text)
        if isinstance(value, dict):
            value = value.get("choice", value.get("command", value.get("type")))
        if isinstance(value, int) and not isinstance(value, bool):  # JSON true/false are not the choices 1 and 0
            self.choose(value)
            return None
        if isinstance(value, str) and value in COMMANDS:
            return super().answer(value)
        self.refuse(f"expected a choice index, got {shown(text)}")
        return None
