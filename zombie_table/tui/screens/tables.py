"""The kernel's games beside the tile-and-zone family (Roadside, Colony) in the TUI, by one mechanism:
each game's screen module declares a `Face` (its entries, saves, set-up, preview and screen) and is
listed in `TABLES`; the main menu, the mission browser, the saves list and `play ID` go through it,
never through a game's name. Here too what they share: the seats set-up and the hand-over.

`TABLES` names each face's module rather than importing it: the menu is drawn before the engine loads.
"""

from __future__ import annotations

import importlib
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from rich.console import RenderableType
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from zombie_table.tui.screens.modals import HandoverModal
from zombie_table.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from zombie_table.bots.seats import Seat
    from zombie_table.games.entries import Entry
    from zombie_table.games.savegame import SaveFormat
    from zombie_table.kernel.engine import Engine


@dataclass(frozen=True)
class Table:
    """A kernel game as the menu lists it (cheap: its face is imported on first use)."""

    id: str  # its ruleset's name, and its entries' prefix
    name: str
    key: str  # the main menu's letter
    blurb: str
    tag: str  # its entries' mark in the browser's list (where a mission shows its difficulty)
    module: str  # the screen module declaring its `FACE`


TABLES = (
    Table("roadside", "Roadside", "o", "a race across a map of spaces, 1-6 players, bots welcome", "race",
          "zombie_table.tui.screens.roadside"),
    Table("colony", "Colony", "y", "a siege with secret objectives, 1-5 players, bots welcome", "siege",
          "zombie_table.tui.screens.colony"),
)


@dataclass(frozen=True)
class Face:
    """What the TUI needs of a kernel game."""

    entries: Callable[[], dict[str, "Entry"]]
    saves: "SaveFormat"
    start: Callable[["Entry", int, list[str], str], "Engine"]  # entry, seed, names, variant
    again: Callable[["Engine"], "Engine"]  # the same game from the start (same seed, seats, options)
    setup_error: type[Exception]
    parse_seats: Callable[[str], list["Seat"]]
    autosave_path: Callable[["Engine", Path | None], Path]
    save_line: Callable[[dict[str, Any]], str]  # a save's data in a few words: "colony-doors (traitor) · round 3"
    preview: Callable[["Entry"], tuple[RenderableType, str]]  # the browser's picture of an entry and its legend
    screen: Callable[["Engine", list[dict[str, Any]], Path | None], Screen]


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
    """Who sits at the table (a person or a bot each), the variant when the entry offers several, the seed."""

    TITLE_TEXT = "Set-up"
    BINDINGS = [Binding("escape", "back", "Back"), Binding("ctrl+r", "reseed", "New seed"),
                Binding("ctrl+g", "start", "Start")]
    KEYS_HELP = ("Seats: names separated by commas, in turn order; add :greedy (a bot that plays to win) or :random "
                 "to a seat the computer plays (e.g. Ann, Ben:greedy, Cleo). Tab moves between the fields; Enter or "
                 "Ctrl+G starts.")

    def __init__(self, entry: "Entry") -> None:
        super().__init__()
        self.entry = entry

    def compose(self) -> ComposeResult:
        low, high = self.entry.players
        with Vertical(id="kg-setup", classes="dialog"):
            yield Label(self.entry.title, id="dialog-title")
            yield Static(Text(self.entry.goal, style="italic"), id="kg-setup-goal")
            yield Label(f"Seats ({low}–{high}, in turn order; ':greedy' or ':random' after a name for a computer player)")
            yield Input(self.entry.seats, id="kg-seats")
            if self.entry.modes:
                yield Label("Variant")
                yield Select([(m, m) for m in self.entry.modes], value=self.entry.mode, allow_blank=False, id="kg-mode",
                             compact=True)
            yield Label("Seed (the same seed and choices replay the same game)")
            yield Input(str(secrets.randbelow(10**9)), id="kg-seed", restrict=r"[0-9]*")
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
        game_face = entry_face(self.entry)
        seed_text = self.query_one("#kg-seed", Input).value
        seed = int(seed_text) if seed_text else secrets.randbelow(10**9)
        mode = str(self.query_one("#kg-mode", Select).value) if self.entry.modes else self.entry.mode
        try:
            seats = game_face.parse_seats(self.query_one("#kg-seats", Input).value)
            game = game_face.start(self.entry, seed, [s.name for s in seats], mode)
        except (ValueError, game_face.setup_error) as exc:  # a SeatError is a ValueError
            self.query_one("#kg-setup-error", Static).update(Text(str(exc), style="bold red"))
            return
        start_table(self.app, game, [{"name": s.name, "policy": s.policy} for s in seats])


# ------------------------------------------------------------------------------------------ hand-over
class Handover(HandoverModal):
    """The keyboard passes to another person. Opaque: nothing of the previous player's board shows
    through while the next one sits down."""

    DEFAULT_CSS = "Handover { background: $background; }"
