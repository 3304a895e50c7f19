"""The Textual app: one stylesheet, a fixed default theme, the screens, and the game's command palette.

    run_app(library)              the main menu
    run_app(library, game=game)   straight into a game (the menu lies underneath)

`library` may be None: the content is then loaded in a thread while the main menu is already up.
Only Textual and the menu are imported before the menu shows; the engine, the content models and
the other screens are imported by that thread, or on first use.
"""

from __future__ import annotations

import importlib
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import App
from textual.binding import Binding
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.widgets import Input

from zombie_table.games import registry
from zombie_table.tui import prefs as preferences
from zombie_table.tui.screens.menu import MainMenu
from zombie_table.tui.screens.modals import ConfirmModal, HelpModal

if TYPE_CHECKING:  # the engine and the content are imported once the menu is up (see `warm_up`)
    from zombie_table.content.library import Library
    from zombie_table.games.tilezone.game import Game
    from zombie_table.kernel.engine import Engine
    from zombie_table.tui.session import Session

THEME = preferences.DEFAULT_THEME
WARM_MODULES = ("zombie_table.games.tilezone.saves", "zombie_table.tui.screens.browser", "zombie_table.tui.screens.setup",
                "zombie_table.tui.screens.game", "zombie_table.tui.screens.saves",
                *(g.screen for g in registry.games() if g.screen))
PLAYBACK_SPEEDS = preferences.PLAYBACK_SPEEDS


class GameCommands(Provider):
    """Ctrl+P in a game: every legal action by its label, and the game's own commands."""

    def _commands(self) -> list[tuple[str, str, object]]:
        commands = getattr(self.screen, "palette_commands", None)
        return commands() if commands is not None else []

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, help_text, callback in self._commands():
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), callback, text=name, help=help_text)  # type: ignore[arg-type]

    async def discover(self) -> Hits:
        for name, help_text, callback in self._commands():
            yield DiscoveryHit(name, callback, text=name, help=help_text)  # type: ignore[arg-type]


class ZombieTableApp(App[int]):
    CSS_PATH = Path(__file__).with_name("app.tcss")
    TITLE = "zombie_table"
    COMMANDS = App.COMMANDS | {GameCommands}
    BINDINGS = [Binding("question_mark", "help", "Help", key_display="?")]

    def __init__(self, library: Library | None = None, game: Game | None = None, save_dir: Path | None = None,
                 *, playback: str | None = None, resumed_from: Path | None = None,
                 table: tuple[Engine, list[dict], Path | None] | None = None) -> None:
        super().__init__()
        # the player's preferences (settings.json in the user config folder); `playback` given here wins
        self.prefs, self._prefs_notice = preferences.load()
        if self.prefs.theme in self.available_themes:
            self.theme = self.prefs.theme
        else:
            self.theme = THEME
            self._prefs_notice = self._prefs_notice or f"Unknown theme {self.prefs.theme!r} in the settings; {THEME} is used"
        self.save_dir = save_dir
        self.playback = playback or self.prefs.playback
        self._library: Library | None = library
        self._warming: Future[Library] | None = None
        self._content_ready = threading.Event()
        self._start_game = game
        self._resumed_from = resumed_from  # the save `game` was loaded from, if any
        self._start_table = table  # a kernel game (Roadside, Colony) to open at once: the game, its seats, its autosave

    # ------------------------------------------------------------------ content
    def warm_up(self) -> None:
        """In a thread: import the engine and load the content, so that no screen after the menu waits for them."""
        if self._warming is None:
            pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="warm-up")
            self._warming = pool.submit(self._warm)

    def _warm(self) -> Library:
        for module in WARM_MODULES:  # imported here, off the event loop, so that no screen waits for them
            importlib.import_module(module)
        from zombie_table.content.library import Library

        library = self._library if self._library is not None else Library.load()
        self._content_ready.set()
        return library

    @property
    def warm(self) -> bool:
        return self._content_ready.is_set()

    @property
    def library(self) -> Library:
        if self._library is None:
            self.warm_up()
            assert self._warming is not None
            self._library = self._warming.result()
        return self._library

    def has_tutorial(self) -> bool:
        """Whether the content has a tutorial mission, asked without waiting for it to load: the shipped
        content has one; content given to the app is asked."""
        return self._library is None or any(m.tutorial for m in self._library.missions.values())

    # ------------------------------------------------------------------ screens
    def on_mount(self) -> None:
        self.theme_changed_signal.subscribe(self, self._theme_changed)
        self.push_screen(MainMenu())
        if self._prefs_notice is not None:  # a settings file that cannot be used: say so, and play on with the defaults
            self.notify(self._prefs_notice, title="Settings", severity="warning", timeout=8)
        if self._start_game is not None:
            from zombie_table.tui.session import Session

            self.open_game(Session(self.library, self._start_game, self.save_dir, resumed_from=self._resumed_from))
            self._start_game = None
        if self._start_table is not None:
            from zombie_table.tui.screens.tables import open_table

            open_table(self, *self._start_table)
            self._start_table = None

    def open_game(self, session: Session) -> None:
        """Leave whatever is open above the main menu and show the game."""
        from zombie_table.tui.screens.game import GameScreen

        self.back_to_menu()
        self.push_screen(GameScreen(session))

    def resume(self, path: Path) -> str | None:
        """Open a save (of any game); returns the error message when it cannot be read."""
        from zombie_table.content.loader import ContentLoadError
        from zombie_table.games.savegame import SaveError
        from zombie_table.games.tilezone import saves
        from zombie_table.tui.screens.tables import open_table, save_face
        from zombie_table.tui.session import Session

        kernel_game = save_face(path)
        if kernel_game is not None:
            try:
                game, seats = kernel_game.saves.load(path, kernel_game.folder.of(self.library))
            except (SaveError, ContentLoadError) as exc:
                return str(exc)
            open_table(self, game, seats, path)  # its autosaves go on in the file it was resumed from
            return None

        past: list = []  # the replay's events: the log shows the game so far
        try:
            game = saves.load(self.library, path, events=past)
        except saves.SaveError as exc:
            return str(exc)
        self.open_game(Session(self.library, game, self.save_dir, resumed_from=path, past=past))
        return None

    def start_tutorial(self) -> str | None:
        """Open a new game of the tutorial; returns why not when it cannot be set up."""
        from zombie_table.games.tilezone.setup import SetupError
        from zombie_table.tui.session import Session, tutorial_game

        try:
            game = tutorial_game(self.library)
        except (SetupError, LookupError) as exc:
            return f"The tutorial cannot be set up: {exc}"
        if game is None:
            return "The tutorial mission is not in the content"
        self.open_game(Session(self.library, game, self.save_dir))
        return None

    def back_to_menu(self) -> None:
        """Down to the nearest home screen: the main menu, or a run's camp (its games return to it)."""
        while len(self.screen_stack) > 1 and not getattr(self.screen_stack[-1], "HOME", False):
            self.pop_screen()

    def action_back_to_menu(self) -> None:
        self.back_to_menu()

    # ------------------------------------------------------------------ actions
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "help":  # a text box with the keyboard takes `?` as a letter (a key bar beneath a pop-up asks too)
            return not isinstance(self.screen.focused, Input)
        return super().check_action(action, parameters)

    def action_help(self) -> None:
        screen = self.screen
        if isinstance(screen, HelpModal):
            return
        grouped: dict[tuple[int, str], tuple[list[str], str, bool]] = {}
        for active in screen.active_bindings.values():
            binding = active.binding
            if not binding.description or binding.system or not self._ours(active.node, binding.action):
                continue
            enabled = active.enabled and not binding.action.startswith("why_")  # a key that only says why not
            slot = grouped.setdefault((id(active.node), binding.description), ([], binding.description, enabled))
            display = self.get_key_display(binding)
            if display not in slot[0]:
                slot[0].append(display)
        rows = [(" ".join(keys), description, enabled) for keys, description, enabled in grouped.values()]
        notes = getattr(screen, "KEYS_HELP", "")
        self.push_screen(HelpModal(getattr(screen, "TITLE_TEXT", screen.__class__.__name__), rows, notes))

    @staticmethod
    def _ours(node: object, action: str) -> bool:
        """Is this action one of zombie_table's own (not one Textual adds to every screen)?"""
        name = action.partition("(")[0]
        method = getattr(node, f"action_{name}", None) if "." not in name else None
        return method is not None and method.__module__.startswith("zombie_table")

    async def action_quit(self) -> None:
        # a game screen has a session (its class is not imported here: the engine loads after the menu)
        games = [s.session.game if hasattr(s, "session") else getattr(s, "game", None) for s in self.screen_stack]
        if any(game is not None and not game.over for game in games):
            self.push_screen(
                ConfirmModal("Quit zombie_table?", "The game is saved after every decision: Continue picks it up.", "Quit", "Keep playing"),
                self._quit_answer,
            )
            return
        self.exit(0)

    def _quit_answer(self, yes: bool | None) -> None:
        if yes:
            self.exit(0)

    def cycle_playback(self) -> str:
        self.playback = PLAYBACK_SPEEDS[(PLAYBACK_SPEEDS.index(self.playback) + 1) % len(PLAYBACK_SPEEDS)]
        self.prefs.playback = self.playback
        self._save_prefs()
        return self.playback

    def set_zoom(self, zoom: str) -> None:
        """The map's zoom the player chose: remembered for the next game."""
        if zoom != self.prefs.zoom:
            self.prefs.zoom = zoom
            self._save_prefs()

    def _theme_changed(self, theme: object) -> None:
        name = getattr(theme, "name", None)
        if isinstance(name, str) and name != self.prefs.theme:
            self.prefs.theme = name
            self._save_prefs()

    def _save_prefs(self) -> None:
        """After the player changed a preference (and only then: a broken file is left alone until then)."""
        error = preferences.save(self.prefs)
        if error is not None:
            self.notify(error, severity="warning")


def run_app(library: Library | None = None, game: Game | None = None, save_dir: Path | None = None,
            resumed_from: Path | None = None, table: tuple[Engine, list[dict], Path | None] | None = None) -> int:
    """Run the TUI until the player quits; the exit status for the command line. `resumed_from`: the
    save `game` was loaded from (its autosaves go on in it when it is an autosave); `table`: a kernel
    game to open, Roadside or Colony (the game, its seats as saves keep them, the file it autosaves to)."""
    app = ZombieTableApp(library, game, save_dir, resumed_from=resumed_from, table=table)
    app.run()
    return app.return_code or 0
