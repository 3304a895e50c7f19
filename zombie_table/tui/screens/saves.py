"""Load: every save in the save folder, newest first; unreadable files are listed with the reason."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from zombie_table.games.tilezone import saves
from zombie_table.games import glance, savegame
from zombie_table.tui.screens.tables import save_face
from zombie_table.tui.widgets.key_bar import KeyBar


def save_summary(path: Path) -> str:
    """'frontier-m0 · round 3 · seed 7 · 5 min ago', 'colony-doors (traitor) · round 2 · …' once the save's
    game has checked its whole shape — or why the file cannot be read ('unreadable: …')."""
    try:
        kernel_game = save_face(path)
        if kernel_game is not None:
            kernel_game.saves.read(path)
        else:
            saves.read_record(path)
        return glance.summary(path)
    except (saves.SaveError, savegame.SaveError, glance.Unreadable) as exc:
        return f"unreadable: {exc}"


class LoadScreen(Screen):
    TITLE_TEXT = "Load a game"
    BINDINGS = [Binding("escape", "back", "Back")]
    KEYS_HELP = "Up/Down and Enter (or a click) open a save."

    def compose(self) -> ComposeResult:
        with Vertical(id="load-box"):
            yield Static(Text("Load a game", style="bold"), id="load-title")
            yield Static("", id="load-folder")
            yield OptionList(id="saves")
            yield Static("", id="load-note")
        yield KeyBar()

    def on_mount(self) -> None:
        folder = saves.save_dir(self.app.save_dir)  # type: ignore[attr-defined]
        self.query_one("#load-folder", Static).update(Text(f"from {folder}", style="dim"))
        files = saves.listing(self.app.save_dir)  # type: ignore[attr-defined]  # unreadable files are listed as such
        self.paths: list[Path] = files
        options = []
        for k, path in enumerate(files):
            summary = save_summary(path)
            broken = summary.startswith("unreadable")
            options.append(Option(Text.assemble((path.name, "dim" if broken else "bold"), "\n  ", (summary, "red" if broken else "dim")),
                                  id=f"s{k}", disabled=broken))
        listing = self.query_one("#saves", OptionList)
        listing.add_options(options)
        listing.highlighted = next((k for k, option in enumerate(options) if not option.disabled), None)
        if not options:
            self.query_one("#load-note", Static).update(Text("No saved games yet.", style="dim"))
        listing.focus()

    @on(OptionList.OptionSelected, "#saves")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        error = self.app.resume(self.paths[int(event.option.id[1:])])  # type: ignore[attr-defined, index]
        if error:
            self.query_one("#load-note", Static).update(Text(error, style="bold red"))

    def action_back(self) -> None:
        self.app.pop_screen()
