"""The main menu: new game, missions, the kernel's games (Roadside, Colony: their entries in the browser),
continue the latest autosave, load, rules & keys, quit; and
first of all, to a player with no saved game, the tutorial."""

from __future__ import annotations

import time
from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from zombie_table import __version__
from zombie_table.tui.screens.tables import TABLES
from zombie_table.tui.widgets.key_bar import KeyBar

BANNER = r"""
 ____ ____ _  _ ___  _ ____    ___ ____ ___  _    ____
   /  |  | |\/| |__] | |___     |  |__| |__] |    |___
  /__ |__| |  | |__] | |___ ___ |  |  | |__] |___ |___
"""


def ago(seconds: float) -> str:
    if seconds < 90:
        return "just now"
    if seconds < 5400:
        return f"{round(seconds / 60)} min ago"
    if seconds < 129600:
        return f"{round(seconds / 3600)} h ago"
    return f"{round(seconds / 86400)} days ago"


def newest_save(folder: Path | None) -> Path | None:
    """The most recently written save that can be read, of either game (Continue skips corrupt files)."""
    from zombie_table.games.tilezone import saves

    return next((path for path in saves.listing(folder) if not save_summary(path).startswith("unreadable")), None)


def save_summary(path: Path) -> str:
    """'frontier-m0 · round 3 · 5 min ago', 'roadside-solo · turn 4 · …', 'colony-doors (traitor) · round 2 · …'
    — or why the file cannot be read."""
    from zombie_table.games import savegame
    from zombie_table.games.tilezone import saves
    from zombie_table.tui.screens.tables import save_face

    try:
        kernel_game = save_face(path)
        if kernel_game is not None:
            data = kernel_game.saves.read(path)
            return f"{kernel_game.save_line(data)} · seed {data['seed']} · {ago(time.time() - saves.mtime(path))}"
        data = saves.read_record(path)
    except (saves.SaveError, savegame.SaveError) as exc:
        return f"unreadable: {exc}"
    state = "finished: " + data["result"] if data.get("result") else f"round {data.get('round', '?')}"
    return f"{data['mission']} · {state} · seed {data['seed']} · {ago(time.time() - saves.mtime(path))}"


class MainMenu(Screen):
    HOME = True
    TITLE_TEXT = "Main menu"
    BINDINGS = [
        Binding("t", "pick('tutorial')", "Tutorial"),
        Binding("n", "pick('new')", "New game"),
        Binding("m", "pick('missions')", "Missions"),
        *(Binding(t.key, f"pick('table:{t.id}')", t.name) for t in TABLES),
        Binding("u", "pick('runs')", "Runs"),
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

    def on_mount(self) -> None:
        self.refill()
        self.query_one("#menu", OptionList).focus()
        self.app.call_after_refresh(self.app.warm_up)  # type: ignore[attr-defined]

    def on_screen_resume(self) -> None:
        self.refill()

    def _latest(self) -> Path | None:
        """The newest save, once the engine is loaded (until then the menu says it is looking)."""
        if not self.app.warm:  # type: ignore[attr-defined]
            return None
        return newest_save(self.app.save_dir)  # type: ignore[attr-defined]

    def refill(self) -> None:
        menu = self.query_one("#menu", OptionList)
        highlighted = menu.highlighted
        latest = self._latest()
        if latest is not None:
            note = save_summary(latest)
        else:
            note = "no saved game yet" if self.app.warm else "looking for saved games…"  # type: ignore[attr-defined]
        menu.clear_options()
        if self._offers_tutorial(latest):
            menu.add_option(Option(Text.assemble(("t", "bold underline"), "utorial   ", ("learn to play in three rounds", "dim")),
                                   id="tutorial"))
        menu.add_options([
            Option(Text.assemble(("n", "bold underline"), "ew game   ", ("choose a mission and a team", "dim")), id="new"),
            Option(Text.assemble(("m", "bold underline"), "issions   ", ("read briefings and maps", "dim")), id="missions"),
            *(Option(self._table_line(t.name, t.key, t.blurb), id=f"table:{t.id}") for t in TABLES),
            Option(Text.assemble("R", ("u", "bold underline"), "ns      ", ("generated missions, one team, permadeath", "dim")),
                   id="runs"),
            Option(Text.assemble(("c", "bold underline"), "ontinue   ", (note, "dim")), id="continue", disabled=latest is None),
            Option(Text.assemble(("l", "bold underline"), "oad       ", ("pick a saved game", "dim")), id="load"),
            Option(Text.assemble(("r", "bold underline"), "ules & keys", ""), id="rules"),
            Option(Text.assemble(("q", "bold underline"), "uit", ""), id="quit"),
        ])
        menu.highlighted = highlighted if highlighted is not None else 0
        self.refresh_bindings()

    @staticmethod
    def _table_line(name: str, key: str, blurb: str) -> Text:
        """'Roadside   a race…' with the item's letter underlined."""
        at = name.lower().index(key)
        return Text.assemble(name[:at], (name[at], "bold underline"), name[at + 1:] + " " * (11 - len(name)), (blurb, "dim"))

    def _offers_tutorial(self, latest: Path | None) -> bool:
        """A player with no saved game (once the content is loaded) is offered the tutorial first."""
        if not self.app.warm or latest is not None:  # type: ignore[attr-defined]
            return False
        from zombie_table.tui.session import TUTORIAL  # the engine: loaded by now (warm), never before the menu shows

        return TUTORIAL in self.app.library.missions  # type: ignore[attr-defined]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "pick" and parameters == ("continue",) and self.is_mounted:
            return self._latest() is not None
        if action == "pick" and parameters == ("tutorial",) and self.is_mounted:
            return self._offers_tutorial(self._latest())
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
            latest = self._latest()
            if latest is not None:
                error = app.resume(latest)  # type: ignore[attr-defined]
                if error:
                    self.query_one("#menu-note", Static).update(Text(error, style="bold red"))
        elif what == "runs":
            from zombie_table.tui.screens.runs import RunsScreen

            app.push_screen(RunsScreen())
        elif what == "load":
            app.push_screen(LoadScreen())
        elif what == "rules":
            app.push_screen(RulesScreen())
        elif what == "quit":
            app.exit(0)
