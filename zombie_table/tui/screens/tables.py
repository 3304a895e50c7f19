"""The kernel's games beside the tile-and-zone family in the TUI, by one mechanism: each registered
game with a screen (`games/registry.py`) is a `Table`, and its screen module declares a `Face` (its
entries, saves, set-up, preview and screen); the main menu, the mission browser, the saves list and
`play ID` go through it, never through a game's name. Here too what they share: the seats set-up, the hand-over, and the
hotseat flow of their screens (`TableScreen`: bots play their seats, the screen is drawn for one
person at a time and passes behind a hand-over, autosaves, undo, leaving, the end).

`TABLES` names each face's module rather than importing it: the menu is drawn before the engine loads.
"""

from __future__ import annotations

import importlib
from abc import ABCMeta, abstractmethod
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from rich.console import RenderableType
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Collapsible, Input, Label, RichLog, Select, Static

from zombie_table.games.registry import POLICIES, games
from zombie_table.tui import unchanged
from zombie_table.tui.screens.coach import KEY as COACH_KEY, Coaching
from zombie_table.tui.screens.modals import Choice, ChoiceModal, HandoverModal
from zombie_table.tui.widgets import guide as guide_panel, options as rule_options
from zombie_table.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from pydantic import BaseModel

    from zombie_table.bots.runner import MixedController
    from zombie_table.content.folder import GameFolder
    from zombie_table.content.library import Library
    from zombie_table.bots.seats import Seat
    from zombie_table.games.entries import Entry
    from zombie_table.games.savegame import SaveFormat
    from zombie_table.kernel.engine import Action, Engine
    from zombie_table.kernel.events import Event

MIN_SIZE = (80, 24)  # every game's screen: below it a notice replaces the board (breakpoints `-too-narrow`, `-too-short`)


@dataclass(frozen=True)
class Table:
    """A kernel game as the menu lists it (cheap: its face is imported on first use)."""

    id: str  # its ruleset's name, and its entries' prefix
    name: str
    key: str  # the main menu's letter
    blurb: str
    tag: str  # its entries' mark in the browser's list (where a mission shows its difficulty)
    module: str  # the screen module declaring its `FACE`


TABLES = tuple(Table(g.id, g.name, g.menu_key, g.blurb, g.tag, g.screen) for g in games() if g.screen)


@dataclass(frozen=True)
class Face:
    """What the TUI needs of a kernel game."""

    entries: Callable[["Library"], dict[str, "Entry"]]  # its entries in the library, by every name `play` takes
    saves: "SaveFormat"
    start: Callable[["Entry", int, list[str], str, dict[str, Any], Any], "Engine"]  # entry, seed, names, variant, options, content
    again: Callable[["Engine"], "Engine"]  # the same game from the start (same seed, seats, options)
    setup_error: type[Exception]
    parse_seats: Callable[[str], list["Seat"]]
    controller: Callable[[list["Seat"], int], "MixedController"]  # the bots of a table's seats
    autosave_path: Callable[["Engine", Path | None], Path]
    preview: Callable[["Entry", Any], tuple[RenderableType, str]]  # the browser's picture of an entry (on the content), its legend
    screen: Callable[["Engine", list[dict[str, Any]], Path | None], Screen]
    options: type["BaseModel"]  # its rule options, offered at set-up by their own widgets
    folder: "GameFolder"  # its content files: `folder.of(library)` is what its games are played on


def face(table: Table) -> Face:
    return importlib.import_module(table.module).FACE  # imported on first use: the menu shows before the engine loads


def faces() -> list[tuple[Table, Face]]:
    return [(table, face(table)) for table in TABLES]


def face_of(game: "Engine") -> Face:
    return next(f for t, f in faces() if t.id == game.ruleset.name)


def entry_face(entry: "Entry") -> Face:
    return next(f for t, f in faces() if t.id == entry.game)


def save_face(path: Path) -> Face | None:
    """The face whose save `path` says it is, if any."""
    return next((f for _, f in faces() if f.saves.holds(path)), None)


def start_table(app, game: "Engine", seats: list[dict[str, Any]]) -> None:
    """A new game, autosaved to a file of its own in the app's save folder."""
    open_table(app, game, seats, face_of(game).autosave_path(game, app.save_dir))


def open_table(app, game: "Engine", seats: list[dict[str, Any]], save_to: Path | None) -> None:
    """Leave whatever is open above the main menu and show the game (`save_to`: its autosave, if any)."""
    app.back_to_menu()
    app.push_screen(face_of(game).screen(game, seats, save_to))


# ------------------------------------------------------------------------------------------ set-up
class TableSetup(Screen):
    """Who sits at the table (a person or a bot each), the variant when the entry offers several, the seed,
    and the game's rule options (the tile missions' widgets, one per option by its type)."""

    TITLE_TEXT = "Set-up"
    BINDINGS = [Binding("escape", "back", "Back"), Binding("ctrl+r", "reseed", "New seed"),
                Binding("ctrl+g", "start", "Start")]
    KEYS_HELP = ("Seats: names separated by commas, in turn order; add a bot's name to a seat the computer plays ("
                 + "; ".join(f":{name}, {does}" for name, does in POLICIES.items())
                 + "; e.g. Ann, Ben:greedy, Cleo). Tab moves between the fields; Enter or Ctrl+G starts.")

    def __init__(self, entry: "Entry") -> None:
        super().__init__()
        self.entry = entry

    def compose(self) -> ComposeResult:
        low, high = self.entry.players
        with VerticalScroll(id="kg-setup", classes="dialog"):
            yield Label(self.entry.title, id="dialog-title")
            yield Static(Text(self.entry.goal, style="italic"), id="kg-setup-goal")
            yield Label(f"Seats ({low}–{high}, in turn order; {' or '.join(f':{p}' for p in POLICIES)} after a name "
                        "for a computer player)")
            yield Input(self.entry.seats, id="kg-seats")
            if self.entry.modes:
                yield Label("Variant")
                yield Select([(m, m) for m in self.entry.modes], value=self.entry.mode, allow_blank=False, id="kg-mode",
                             compact=True)
            yield Label("Seed (the same seed and choices replay the same game)")
            yield Input(str(secrets.randbelow(10**9)), id="kg-seed", restrict=r"[0-9]*")
            with Collapsible(title="Rule options", id="kg-options"):
                yield from rule_options.widgets(entry_face(self.entry).options)
            yield Static("", id="kg-setup-error")
            with Horizontal(classes="buttons"):
                yield Button("Start (Ctrl+G)", id="kg-start", variant="success")
                yield Button("Back (Esc)", id="kg-back")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#kg-seats", Input).focus()

    def action_back(self) -> None:
        self.app.pop_screen()

    def action_reseed(self) -> None:
        self.query_one("#kg-seed", Input).value = str(secrets.randbelow(10**9))

    @on(Button.Pressed, "#kg-back")
    def _back(self) -> None:
        self.action_back()

    @on(Button.Pressed, "#kg-start")
    @on(Input.Submitted)
    def action_start(self) -> None:
        from zombie_table.content.loader import ContentLoadError  # pydantic only once a game starts

        game_face = entry_face(self.entry)
        seed_text = self.query_one("#kg-seed", Input).value
        seed = int(seed_text) if seed_text else secrets.randbelow(10**9)
        mode = str(self.query_one("#kg-mode", Select).value) if self.entry.modes else self.entry.mode
        try:
            seats = game_face.parse_seats(self.query_one("#kg-seats", Input).value)
            options = rule_options.changed(self, game_face.options)
            content = game_face.folder.of(self.app.library)  # type: ignore[attr-defined]
            game = game_face.start(self.entry, seed, [s.name for s in seats], mode, options, content)
        except (ValueError, ContentLoadError, game_face.setup_error) as exc:  # a SeatError is a ValueError
            self.query_one("#kg-setup-error", Static).update(Text(str(exc), style="bold red"))
            return
        start_table(self.app, game, [{"name": s.name, "policy": s.policy} for s in seats])


# ------------------------------------------------------------------------------------------ hand-over
class Handover(HandoverModal):
    """The keyboard passes to another person. Opaque: nothing of the previous player's board shows
    through while the next one sits down."""

    DEFAULT_CSS = "Handover { background: $background; }"


# ------------------------------------------------------------------------------------------ the flow of play
class _AbstractScreen(type(Screen), ABCMeta):  # type: ignore[misc]
    """Textual's screen metaclass with abstract methods: a game's screen that forgets one cannot be built."""


class TableScreen(Coaching, Screen, metaclass=_AbstractScreen):
    """What every kernel game's screen does between the choices: bots play their seats at once; the
    screen is drawn for one person, `viewer`, and when another person must decide a hand-over covers
    it first; the game is autosaved after every choice; undo, leaving and the end of the game.

    A game's screen draws (`_draw`), logs events (`_log`), tells what nobody should miss (`_tell`),
    asks the viewer's question (`action_choose`) and says how the game ended (`_ending`)."""

    LOG = "#log"  # its RichLog
    SMALL = "#small"  # its "terminal too small" notice
    TITLES: dict[str, str] = {}  # the border title of each panel
    BINDINGS = [Binding("ctrl+s", "save", "Save"), COACH_KEY]
    LEAVE = "Leave the game?"
    BACK = "Back to the board"

    def __init__(self, game: "Engine", seats: list[dict[str, Any]], save_to: Path | None = None) -> None:
        from zombie_table.bots.seats import Seat  # the bots load with the game, after the menu shows

        super().__init__()
        self.game, self.seats, self.save_to = game, seats, save_to
        self.face = face_of(game)
        self.seed = game.chance.seed
        self.bots = {p.id for p, seat in zip(game.state.players, seats) if seat["policy"]}
        self.robots = self.face.controller([Seat(s["name"], s["policy"]) for s in seats], self.seed)
        self.humans = [p.id for p in game.state.players if p.id not in self.bots]
        # a table of several people opens covered, however it was opened (new, Continue, load, play again):
        # the first person to decide sits down behind a hand-over; one person is the viewer at once
        self.viewer: str | None = self.humans[0] if len(self.humans) == 1 else None
        self.lines: list[Text] = []  # the log
        self.busy = False  # a hand-over or a question is open above
        self.shown_over = False

    def on_mount(self) -> None:
        for selector, title in self.TITLES.items():
            self.query_one(selector).border_title = title
        self.query_one(self.LOG, RichLog).can_focus = False  # the keys stay with the screen
        guide_panel.attach(self, self.game)  # a guided game's notes, under the board
        self.call_after_refresh(self._log, self.game.events)  # once the log knows its width
        self.call_later(self._layout)
        self.call_after_refresh(self._settle)

    def on_resize(self, event: events.Resize) -> None:
        width, height = event.size
        self.query_one(self.SMALL, Static).update(Text.assemble(
            ("Terminal too small", "bold"), f": {width}×{height}, need {MIN_SIZE[0]}×{MIN_SIZE[1]}.\n",
            ("Make the window larger to go on playing (q leaves).", "dim")))
        self.call_later(self._layout)

    @property
    def too_small(self) -> bool:
        return self.has_class("-too-narrow") or self.has_class("-too-short")

    @abstractmethod
    def _layout(self) -> None:
        """Show the panels the terminal's size and the chosen tab call for."""

    def _turn_line(self, title: str, detail: str, seats: dict[str, Any]) -> Text:
        """The head's first line: the game, `detail`, whose turn it is and whose eyes the screen is for."""
        now = seats[self.game.state.player.id]
        head = Text.assemble((title, "bold"), f" · {detail} · ")
        head.append(f" {now.letter} ", now.style + " reverse")
        head.append(f" {now.name}'s turn" + (" (bot)" if now.id in self.bots else ""))
        if self.viewer and self.viewer != now.id:
            you = seats[self.viewer]
            head.append(f" · you are {you.name} ({you.letter})")
        head.append("\n")
        return head

    @abstractmethod
    def _draw(self) -> None:
        """Draw every panel for the viewer (through `_show`: what did not change is left alone)."""

    def _show(self, selector: str, *texts: Text, layout: bool = True) -> None:
        """Show `texts` one under the other in the Static `selector`, unless it shows them already: a key
        repaints only the panels it changed, and lays the screen out again only for those (issue 33).
        `layout=False` for a panel whose size never changes with its text."""
        unchanged.update(self.query_one(selector, Static), *texts, layout=layout)

    @abstractmethod
    def _log(self, events: list["Event"]) -> None:
        """Write the events to the log."""

    @abstractmethod
    def _tell(self, events: list["Event"]) -> None:
        """Say aloud what nobody at the table should miss among the events."""

    @abstractmethod
    def action_choose(self) -> None:
        """Ask the viewer the pending question."""

    @abstractmethod
    def _ending(self) -> tuple[str, str]:
        """The end of the game: a title and a line of detail."""

    @property
    def decider(self) -> str | None:
        """Who answers the pending decision: its player, or whoever has the keyboard when it names nobody."""
        decision = self.game.decision
        if decision is None:
            return None
        return decision.player or self.viewer

    def apply(self, action: "Action") -> None:
        """A person's choice; then the bots' seats, then whatever comes next."""
        from zombie_table.kernel.engine import IllegalAction  # the engine loads after the menu shows

        try:
            events = self.game.apply(action)
        except IllegalAction as exc:
            self.notify(str(exc), severity="error")
            return
        self._log(events)
        self._settle(events)

    def _run_bots(self) -> list["Event"]:
        game, seen = self.game, []
        while not game.over and game.decision is not None and game.decision.player in self.bots:
            events = game.apply(self.robots.choose(game))
            self._log(events)
            seen += events
        return seen

    def _settle(self, events: list["Event"] | None = None) -> None:
        """Let the bots play, then show the screen to the person who decides next (behind a hand-over)."""
        if self.busy:
            return
        self._tell([*(events or []), *self._run_bots()])
        self._autosave()
        game = self.game
        guide_panel.show(self, game)
        if game.over:
            self._draw()
            if not self.shown_over:
                self.shown_over = True
                self._game_over()
            return
        decider = self.decider or (self.humans[0] if self.viewer is None and self.humans else None)
        if decider is not None and decider != self.viewer and decider in self.humans:
            if len(self.humans) > 1:
                self._hand_to(decider, game.decision.prompt, lambda _: self._handed_over(decider))
                return
            self.viewer = decider
        self._ready(decider)

    def _ready(self, decider: str | None) -> None:
        """The screen is the decider's: draw it, and open the question's list when it is the viewer's."""
        self._draw()
        self.refresh_bindings()
        if self.game.decision is not None and decider == self.viewer:
            self.action_choose()

    def _hand_to(self, pid: str, what: str, then: Callable[[None], None]) -> None:
        from zombie_table.games import seating  # the games load after the menu shows

        self.busy = True
        seat = seating.seats(self.game.state.players)[pid]
        self.app.push_screen(Handover(seat.name, seat.style, what), then)

    def _handed_over(self, pid: str) -> None:
        self.busy = False
        self.viewer = pid
        self._new_viewer()
        self._settle()

    def _new_viewer(self) -> None:
        """Another person has the keyboard (a game's screen resets what was theirs)."""

    def _autosave(self) -> bool:
        from zombie_table.games.savegame import SaveError  # the engine loads after the menu shows

        if self.save_to is None:
            return False
        try:
            self.face.saves.write(self.game, self.seats, self.save_to)
        except SaveError as exc:
            self.notify(str(exc), title="Autosave failed", severity="error")
            return False
        return True

    def action_save(self) -> None:
        """Ctrl+S, as in the tile games: the game is saved after every choice anyway; this writes it now
        (a game opened without an autosave gets one) and says where."""
        if self.save_to is None:
            self.save_to = self.face.autosave_path(self.game, self.app.save_dir)  # type: ignore[attr-defined]
        if self._autosave():
            self.notify(f"Saved to {self.save_to}", title="Saved")

    def _game_over(self) -> None:
        title, detail = self._ending()
        choices = [Choice(self.BACK, "board"), Choice("Play again (same seed and seats)", "again"),
                   Choice("Main menu", "menu"), Choice("Quit", "quit")]
        self.busy = True
        self.app.push_screen(ChoiceModal(title, choices, subtitle=detail, cancel=self.BACK), self._after_game)

    def _after_game(self, what: str | None) -> None:
        self.busy = False
        if what == "again":
            start_table(self.app, self.face.again(self.game), self.seats)
        elif what == "menu":
            self.app.back_to_menu()
        elif what == "quit":
            self.app.exit(0)
        self._draw()

    def _answered(self, action: "Action | None") -> None:
        self.busy = False
        if action is None:
            self._draw()
            self.refresh_bindings()
            return
        self.apply(action)

    def coach_refusal(self) -> str | None:
        """Only the person deciding hears the coach (it weighs that seat's view)."""
        if self.busy or self.game.decision is None or self.game.over:
            return "Nothing to decide now."
        return None if self.decider == self.viewer else "The coach speaks only to the player deciding."

    @property
    def undo_steps(self) -> int:
        """The undos back to the viewer's last choice, the bots' choices since going with it (so none is made
        again nor a die rolled anew); 0 when another person has chosen since or nothing is left to take back."""
        steps = 0 if self.game.over else self.game.undo_depth(lambda decision: decision.player not in self.bots)
        return steps if steps and self.game.undo_stack[-steps][0].decision.player == self.viewer else 0

    def action_undo(self) -> None:
        steps = self.undo_steps
        if steps:
            for _ in range(steps):
                self.game.undo()
            self.query_one(self.LOG, RichLog).write(Text("↶ taken back", style="dim"))
            self._settle()
        else:
            self.notify("Nothing to take back since the last roll or card.")

    def action_leave(self) -> None:
        choices = [Choice("Keep playing", None), Choice("Main menu", "menu"), Choice("Quit zombie_table", "quit")]
        self.busy = True
        where = f"It is saved after every choice: zombie-table play --load {self.save_to}" if self.save_to else ""
        self.app.push_screen(ChoiceModal(self.LEAVE, choices, subtitle=where), self._left)

    def _left(self, where: str | None) -> None:
        self.busy = False
        if where == "menu":
            self.app.back_to_menu()
        elif where == "quit":
            self.app.exit(0)
        else:
            self.refresh_bindings()

    def palette_commands(self) -> list[tuple[str, str, Callable[[], None]]]:
        """Ctrl+P: every choice open to the viewer now, by its label."""
        if self.busy or self.game.decision is None or self.decider != self.viewer:
            return []
        return [(a.label, "a choice", (lambda a=a: self.apply(a))) for a in self.game.legal_actions()]
