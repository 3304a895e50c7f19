"""The main menu: new game, missions, the kernel's games (Roadside, Colony: their entries in the browser),
runs, seed challenges, continue the latest autosave, load, rules & keys, quit; and
first of all, to a player with no saved game, the tutorial."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rich.console import Console, ConsoleOptions, RenderResult
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from zombie_table import __version__
from zombie_table.games import glance
from zombie_table.tui.screens.tables import TABLES
from zombie_table.tui.widgets.key_bar import KeyBar

NAME_WIDTH = 9  # the items' names, the descriptions beside them
BANNER = r"""
 ____ ____ _  _ ___  _ ____    ___ ____ ___  _    ____
   /  |  | |\/| |__] | |___     |  |__| |__] |    |___
  /__ |__| |  | |__] | |___ ___ |  |  | |__] |___ |___
"""


@dataclass(frozen=True)
class MenuLine:
    """'Roadside   a race…' with the item's letter underlined; a long description wraps in its own column."""

    name: str
    key: str  # the letter that picks it, underlined in the name
    blurb: str

    @property
    def plain(self) -> str:
        return f"{self.name}  {self.blurb}".rstrip()

    def __str__(self) -> str:
        return self.plain

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        at = self.name.lower().index(self.key)
        row = Table.grid(padding=(0, 1))
        row.add_column(width=max(NAME_WIDTH, len(self.name)), no_wrap=True)
        row.add_column(ratio=1, style="dim")
        row.add_row(Text.assemble(self.name[:at], (self.name[at], "bold underline"), self.name[at + 1:]), self.blurb)
        yield row


class MainMenu(Screen):
    HOME = True
    TITLE_TEXT = "Main menu"
    BINDINGS = [
        Binding("t", "pick('tutorial')", "Tutorial"),
        Binding("n", "pick('new')", "New game"),
        Binding("m", "pick('missions')", "Missions"),
        *(Binding(t.key, f"pick('table:{t.id}')", t.name) for t in TABLES),
        Binding("u", "pick('runs')", "Runs"),
        Binding("h", "pick('challenge')", "Challenge"),
        Binding("c", "pick('continue')", "Continue"),
        Binding("l", "pick('load')", "Load"),
        Binding("r", "pick('rules')", "Rules & keys"),
        Binding("q", "pick('quit')", "Quit"),
    ]
    KEYS_HELP = "Up/Down and Enter, a mouse click, or the letter of an item."

    def compose(self) -> ComposeResult:
        with Vertical(id="menu-box"):
            yield Static(Text(BANNER.strip("\n"), style="bold red"), id="logo")
            yield Static(Text.assemble(("A terminal tabletop for cooperative zombie board games", "italic"),
                                       (f"   v{__version__}", "dim")), id="tagline")
            with Center():
                yield OptionList(id="menu")
            yield Static("", id="menu-note")
        yield KeyBar()

    newest: tuple[Path, str] | None = None  # the save Continue opens and its summary, as `refill` last found them

    def on_mount(self) -> None:
        self.refill()
        self.query_one("#menu", OptionList).focus()
        self.app.call_after_refresh(self.app.warm_up)  # type: ignore[attr-defined]

    def on_screen_resume(self) -> None:
        self.refill()

    def refill(self) -> None:
        """The items, Continue with the newest save's summary: a glance at the save folder (`games.glance`),
        no engine and no content needed, so the menu is complete on its first frame."""
        menu = self.query_one("#menu", OptionList)
        highlighted = menu.highlighted
        self.newest = glance.newest(self.app.save_dir)  # type: ignore[attr-defined]
        note = self.newest[1] if self.newest is not None else "no saved game yet"
        menu.clear_options()
        if self._offers_tutorial():
            menu.add_option(Option(MenuLine("tutorial", "t", "learn to play in three rounds"), id="tutorial"))
        menu.add_options([
            Option(MenuLine("new game", "n", "choose a mission and a team"), id="new"),
            Option(MenuLine("missions", "m", "read briefings and maps"), id="missions"),
            *(Option(MenuLine(t.name, t.key, t.blurb), id=f"table:{t.id}") for t in TABLES),
            Option(MenuLine("Runs", "u", "generated missions, one team, permadeath"), id="runs"),
            Option(MenuLine("challenge", "h", "a seed to play, a bot's par to beat"), id="challenge"),
            Option(MenuLine("continue", "c", note), id="continue", disabled=self.newest is None),
            Option(MenuLine("load", "l", "pick a saved game"), id="load"),
            Option(MenuLine("rules & keys", "r", ""), id="rules"),
            Option(MenuLine("quit", "q", ""), id="quit"),
        ])
        menu.highlighted = highlighted if highlighted is not None else 0
        self.refresh_bindings()

    def _offers_tutorial(self) -> bool:
        """A player with no saved game is offered the tutorial first (when the content has it)."""
        return self.newest is None and self.app.has_tutorial()  # type: ignore[attr-defined]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "pick" and parameters == ("continue",) and self.is_mounted:
            return self.newest is not None
        if action == "pick" and parameters == ("tutorial",) and self.is_mounted:
            return self._offers_tutorial()
        return True

    @on(OptionList.OptionSelected, "#menu")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.action_pick(event.option.id or "")

    def action_pick(self, what: str) -> None:
        # the other screens import the engine: loaded on first use so that the menu shows at once
        from zombie_table.tui.screens.browser import MissionBrowser
        from zombie_table.tui.screens.help import RulesScreen
        from zombie_table.tui.screens.saves import LoadScreen

        app = self.app
        if what == "tutorial":
            error = app.start_tutorial()  # type: ignore[attr-defined]
            if error:
                self.query_one("#menu-note", Static).update(Text(error, style="bold red"))
        elif what in ("new", "missions"):
            app.push_screen(MissionBrowser(choose=what == "new"))
        elif what.startswith("table:"):
            app.push_screen(MissionBrowser(choose=True, setting=what.removeprefix("table:")))
        elif what == "continue":
            if self.newest is not None:
                error = app.resume(self.newest[0])  # type: ignore[attr-defined]
                if error:
                    self.query_one("#menu-note", Static).update(Text(error, style="bold red"))
        elif what == "runs":
            from zombie_table.tui.screens.runs import RunsScreen

            app.push_screen(RunsScreen())
        elif what == "challenge":
            from zombie_table.tui.screens.challenge import ChallengeScreen

            app.push_screen(ChallengeScreen())
        elif what == "load":
            app.push_screen(LoadScreen())
        elif what == "rules":
            app.push_screen(RulesScreen())
        elif what == "quit":
            app.exit(0)
