"""Rules & keys: the rules as implemented (docs/rules.md) and the keys of every screen (docs/tui.md)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import MarkdownViewer, TabbedContent, TabPane

from zombie_table.tui.widgets.key_bar import KeyBar

MISSING = "# {title}\n\n`docs/{name}` is not part of this installation. It lives in the project's repository.\n"


def read_doc(name: str) -> str | None:
    """A document of docs/: packaged with the wheel, or from the repository checkout."""
    packaged = resources.files("zombie_table") / "_data" / "docs" / name
    candidates = [Path(str(packaged)), Path(__file__).resolve().parents[3] / "docs" / name]
    for path in candidates:
        try:
            return path.read_text(encoding="utf-8")
        except OSError:
            continue
    return None


class RulesScreen(Screen):
    TITLE_TEXT = "Rules & keys"
    BINDINGS = [Binding("escape,q", "back", "Back"), Binding("left,right", "switch", "Rules / Keys")]
    KEYS_HELP = "Up/Down and PgUp/PgDn scroll; Left/Right switch between the rules and the keys."

    def compose(self) -> ComposeResult:
        with TabbedContent(id="docs"):
            for title, name in (("Rules", "rules.md"), ("Keys", "tui.md")):
                with TabPane(title, id=f"doc-{name.split('.')[0]}"):
                    text = read_doc(name) or MISSING.format(title=title, name=name)
                    yield MarkdownViewer(text, show_table_of_contents=False)
        yield KeyBar()

    def action_back(self) -> None:
        self.app.pop_screen()

    def action_switch(self) -> None:
        tabs = self.query_one(TabbedContent)
        tabs.active = "doc-tui" if tabs.active == "doc-rules" else "doc-rules"
