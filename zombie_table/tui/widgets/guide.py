"""The guide panel of a guided game (a tutorial of Roadside or Colony): one line of heading and the
note for the choice now pending (`games/guide.py` says which), under the board and above the keys,
on every kernel game's screen alike. A game without a guide gets no panel. It wraps to the width it
has and is never cut (a note is at most `guide.NOTE_LENGTH` characters: four lines at 80 columns).
The engine and pydantic are imported on first use: the menu imports the table screens' module
before anything loads."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.screen import Screen
from textual.widgets import Static

from zombie_table.tui import unchanged
from zombie_table.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from zombie_table.games.guide import Note
    from zombie_table.kernel.engine import Engine


class GuidePanel(Static):
    """What the guide says now, for the game it was attached with."""

    SCOPED_CSS = False
    DEFAULT_CSS = """
    GuidePanel { height: auto; padding: 0 1; background: $boost; border-top: solid $accent; }
    .-too-narrow GuidePanel, .-too-short GuidePanel { display: none; }
    """

    def show(self, game: "Engine") -> None:
        from zombie_table.games.guide import note_of

        note = note_of(game)
        if note is not None:
            unchanged.update(self, text(note), layout=True)


def text(note: "Note") -> Text:
    return Text.assemble((f"» {note.heading}: ", "bold cyan"), (note.text, "italic"))


def attach(screen: Screen, game: "Engine") -> None:
    """Give a guided game's screen its panel, above the keys (no panel for a game without a guide)."""
    from zombie_table.games.guide import steps_of

    if steps_of(game) is not None:
        screen.mount(GuidePanel(id="guide"), before=screen.query_one(KeyBar))


def echo(modal: Screen, before: str) -> None:
    """A list opened over a guided game's board shows the guide's note too (the list may cover the
    board's panel): a copy of the panel of the screen beneath, mounted in the list's dialog before `before`."""
    stack = modal.app.screen_stack
    below = stack[stack.index(modal) - 1] if modal in stack and stack.index(modal) > 0 else None
    panels = list(below.query(GuidePanel)) if below is not None else []
    if panels and panels[0].content:
        modal.query_one(before).parent.mount(GuideEcho(panels[0].content), before=modal.query_one(before))  # type: ignore[union-attr]


class GuideEcho(Static):
    """The guide's note inside a list opened over the board."""

    DEFAULT_CSS = "GuideEcho { height: auto; margin: 0 0 1 0; }"


def show(screen: Screen, game: "Engine") -> None:
    """Bring the screen's guide panel, if it has one, up to the game's position."""
    for panel in screen.query(GuidePanel):
        panel.show(game)
