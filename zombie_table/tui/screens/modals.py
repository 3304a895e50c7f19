"""Small screens over the game: choices (decisions, action menus), confirmations, save names,
the hotseat hand-over, and the keys of the screen underneath."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from zombie_table.tui.widgets import guide as guide_panel

FILTER_FROM = 10  # choices shown with a filter box from this many options on


@dataclass(frozen=True)
class Choice:
    label: str | Text
    value: Any = None
    header: bool = False  # a group title, not choosable


class ChoiceModal(ModalScreen[Any]):
    """Pick one of a list; the first choosable option is preselected. Escape answers None.
    With `on_save`, Ctrl+S calls it (the game's save) and the list stays open."""

    BINDINGS = [
        Binding("escape", "cancel", "Back to the board"),
        Binding("ctrl+s", "save", "Save"),
        Binding("down", "move(1)", "Next", show=False),
        Binding("up", "move(-1)", "Previous", show=False),
    ]
    KEYS_HELP = "Up/Down or the mouse pick a choice; Enter confirms; typing filters long lists; Escape closes."

    def __init__(self, title: str, choices: list[Choice], *, subtitle: str | Text = "", cancel: str = "Back to the board",
                 default: int = 0, on_save: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.title_text, self.subtitle, self.choices, self.cancel_label = title, subtitle, choices, cancel
        self.on_save = on_save
        self.default = default
        self.filter_text = ""

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="dialog"):
            yield Label(self.title_text, id="dialog-title")
            if self.subtitle:
                yield Static(self.subtitle, id="dialog-subtitle")
            if sum(not c.header for c in self.choices) >= FILTER_FROM:
                yield Input(placeholder="type to filter the choices", id="filter")
            yield OptionList(id="choices")
            yield Static(Text(f"Enter: choose · Esc: {self.cancel_label.lower()}", style="dim"), id="dialog-hint")

    def on_mount(self) -> None:
        self._fill()
        self.query_one("#filter" if self.query("#filter") else "#choices").focus()
        guide_panel.echo(self, "#choices")  # a guided game's note stays in view over the board

    def _fill(self) -> None:
        options = self.query_one("#choices", OptionList)
        options.clear_options()
        words = self.filter_text.lower().split()
        shown = []
        for k, choice in enumerate(self.choices):
            label = choice.label.plain if isinstance(choice.label, Text) else choice.label
            if choice.header:
                shown.append(Option(Text(label, style="bold underline"), id=f"h{k}", disabled=True))
            elif all(w in label.lower() for w in words):
                shown.append(Option(choice.label, id=f"c{k}"))
        shown = [o for i, o in enumerate(shown) if not o.disabled or (i + 1 < len(shown) and not shown[i + 1].disabled)]
        options.add_options(shown)
        wanted = f"c{self.default}"
        index = next((i for i, o in enumerate(shown) if o.id == wanted), None)
        if index is None:
            index = next((i for i, o in enumerate(shown) if not o.disabled), None)
        options.highlighted = index

    @on(Input.Changed, "#filter")
    def _filtered(self, event: Input.Changed) -> None:
        self.filter_text = event.value
        self._fill()

    @on(Input.Submitted, "#filter")
    def _submitted(self) -> None:
        self._choose(self.query_one("#choices", OptionList).highlighted_option)

    @on(OptionList.OptionSelected, "#choices")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self._choose(event.option)

    def _choose(self, option: Option | None) -> None:
        if option is not None and option.id and option.id.startswith("c"):
            self.dismiss(self.choices[int(option.id[1:])].value)

    def action_move(self, step: int) -> None:
        options = self.query_one("#choices", OptionList)
        if step > 0:
            options.action_cursor_down()
        else:
            options.action_cursor_up()

    def action_cancel(self) -> None:
        self.dismiss(None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.on_save is not None if action == "save" else True

    def action_save(self) -> None:
        if self.on_save is not None:
            self.on_save()


class ConfirmModal(ModalScreen[bool]):
    BINDINGS = [Binding("y", "answer(True)", "Yes"), Binding("n,escape", "answer(False)", "No")]
    KEYS_HELP = "y or Enter on Yes confirms; n or Escape says no."

    def __init__(self, question: str, detail: str = "", yes: str = "Yes", no: str = "No") -> None:
        super().__init__()
        self.question, self.detail, self.yes, self.no = question, detail, yes, no

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.question, id="dialog-title")
            if self.detail:
                yield Static(self.detail, id="dialog-subtitle")
            with Horizontal(classes="buttons"):
                yield Button(f"{self.yes} (y)", id="yes", variant="warning")
                yield Button(f"{self.no} (n)", id="no")

    def on_mount(self) -> None:
        self.query_one("#yes", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class SaveModal(ModalScreen[str | None]):
    BINDINGS = [Binding("escape", "cancel", "Cancel")]
    KEYS_HELP = "Edit the file name and press Enter to save; Escape cancels."

    def __init__(self, default: str, folder: str) -> None:
        super().__init__()
        self.default, self.folder = default, folder

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label("Save the game", id="dialog-title")
            yield Static(Text(f"into {self.folder}", style="dim"), id="dialog-subtitle")
            yield Input(value=self.default, id="save-name")
            yield Static(Text("Enter: save · Esc: cancel", style="dim"), id="dialog-hint")

    def on_mount(self) -> None:
        self.query_one("#save-name", Input).focus()

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value)

    def action_cancel(self) -> None:
        self.dismiss(None)


class HandoverModal(ModalScreen[None]):
    """Hotseat: the keyboard passes to another player."""

    BINDINGS = [Binding("enter,space,escape", "go", "Ready")]
    KEYS_HELP = "Enter or Space when the named player has the keyboard."

    def __init__(self, player: str, style: str, what: str) -> None:
        super().__init__()
        self.player, self.style, self.what = player, style, what

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="handover"):
            yield Static(Text.assemble(("▶▶ ", "bold"), (self.player, self.style + " reverse"), ("'s turn ◀◀", "bold")), id="handover-name")
            yield Static(self.what, id="dialog-subtitle")
            yield Static(Text(f"Pass the keyboard to {self.player}, then press Enter.", style="dim"), id="dialog-hint")

    def action_go(self) -> None:
        self.dismiss(None)

    def on_click(self) -> None:
        self.dismiss(None)


class HelpModal(ModalScreen[None]):
    """`?`: the keys of the screen underneath, with what each does right now."""

    BINDINGS = [Binding("escape,question_mark,q", "close", "Close")]

    def __init__(self, title: str, rows: list[tuple[str, str, bool]], notes: str) -> None:
        super().__init__()
        self.title_text, self.rows, self.notes = title, rows, notes

    def compose(self) -> ComposeResult:
        table = Table.grid(padding=(0, 2))
        table.add_column(style="bold cyan", no_wrap=True)
        table.add_column()
        for key, description, enabled in self.rows:
            table.add_row(key, Text(description + ("" if enabled else "  (not now)"), style="" if enabled else "dim"))
        with Vertical(classes="dialog", id="help"):
            yield Label(f"Keys — {self.title_text}", id="dialog-title")
            with VerticalScroll(id="help-body"):
                yield Static(table, id="help-keys")
                if self.notes:
                    yield Static(self.notes, id="dialog-subtitle")
            yield Static(Text("Esc or ? closes. Ctrl+P opens the command palette.", style="dim"), id="dialog-hint")

    def action_close(self) -> None:
        self.dismiss(None)
