"""The end of a game: victory or defeat and why, the report (also written as Markdown next to the
saves), and a new start with the same seed."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Markdown, Static

from zombie_table.tui.session import Session, report_markdown
from zombie_table.tui.widgets.key_bar import KeyBar


class GameOverScreen(Screen):
    TITLE_TEXT = "Game over"
    BINDINGS = [
        Binding("r", "again", "Play again (same seed)"),
        Binding("m", "menu", "Main menu"),
        Binding("b", "board", "Back to the board"),
        Binding("q", "quit_app", "Quit"),
    ]
    KEYS_HELP = "The report is also saved as a Markdown file beside the saves."

    def __init__(self, session: Session, report: Path | None) -> None:
        super().__init__()
        self.session, self.report = session, report

    def compose(self) -> ComposeResult:
        state = self.session.game.state
        won = state.result == "victory"
        yield Static(Text.assemble((" VICTORY " if won else " DEFEAT ", "bold reverse green" if won else "bold reverse red"),
                                   "  ", (state.cause or "", "bold")), id="over-title")
        with VerticalScroll(id="over-report"):
            yield Markdown(report_markdown(self.session.game))
        yield Static(Text(f"This report is saved as {self.report.name}, beside the saved games." if self.report
                          else "The report could not be written.", style="dim"), id="over-path")
        home = next(s for s in reversed(self.app.screen_stack) if getattr(s, "HOME", False))
        with Horizontal(classes="buttons"):
            if self._replays:
                yield Button("Play again, same seed (r)", id="again", variant="success")
            yield Button(f"{getattr(home, 'TITLE_TEXT', 'Main menu')} (m)", id="menu")
            yield Button("Quit (q)", id="quit", variant="error")
        yield KeyBar()

    @property
    def _replays(self) -> bool:
        """Whether this game may be started again (a run's mission may not: it is played once)."""
        return all(getattr(s, "REPLAYS", True) for s in self.app.screen_stack)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self._replays if action == "again" else True

    def on_mount(self) -> None:
        self.call_after_refresh(self.query_one("#again" if self._replays else "#menu", Button).focus)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        {"again": self.action_again, "menu": self.action_menu, "quit": self.action_quit_app}[event.button.id or "menu"]()

    def action_again(self) -> None:
        self.app.open_game(self.session.restart())  # type: ignore[attr-defined]

    def action_menu(self) -> None:
        self.app.back_to_menu()  # type: ignore[attr-defined]

    def action_board(self) -> None:
        self.app.pop_screen()

    def action_quit_app(self) -> None:
        self.app.exit(0)
