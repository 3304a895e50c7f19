"""The footer: the keys usable now, drawn as one line of text.

Textual's Footer mounts a widget per key and rebuilds them all whenever the bindings change, which
costs more than the rest of a map redraw; this bar redraws a single line instead. It shows the
screen's bindings that `check_action` allows (those it greys out come dimmed) and runs a binding
when its key is clicked. On a narrow terminal the keys close up, and if they still do not fit, the
last ones are shown without their words, so that every key (`?` Help last) stays on the line.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.dom import DOMNode
from textual.screen import Screen
from textual.widget import Widget

from zombie_table.tui.unchanged import text_key


class KeyBar(Widget):
    COMPONENT_CLASSES = {"key-bar--key", "key-bar--label", "key-bar--disabled"}

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._text = Text()
        self._spans: list[tuple[int, int, Binding, DOMNode]] = []
        self._palette_at: int | None = None  # where the `^p commands` hint starts, when shown
        self._pending = False

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self._draw()

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def on_screen_resume(self) -> None:
        self._draw()

    def _bindings_changed(self, screen: Screen) -> None:
        if not self._pending:
            self._pending = True
            self.call_later(self._draw)

    def _draw(self) -> None:
        self._pending = False
        shown = text_key(self._text)
        self._layout(tight=False)
        if self._text.cell_len > self.size.width > 0:  # a narrow terminal: the keys closer together
            self._layout(tight=True)
        if self._text.cell_len > self.size.width > 0:  # still too long: the last keys lose their words
            self._layout(tight=True, bare=self._bare_needed())
        if text_key(self._text) != shown:
            self.refresh()

    def _bare_needed(self) -> int:
        """How many of the last keys must go without their description for every key to fit
        (each still acts when clicked; `?` lists them all with their words)."""
        keys = len(self._spans)
        for bare in range(1, keys + 1):
            self._layout(tight=True, bare=bare)
            if self._text.cell_len <= self.size.width:
                return bare
        return keys

    def _layout(self, tight: bool, bare: int = 0) -> None:
        key_style = self.get_component_rich_style("key-bar--key", partial=True)
        label_style = self.get_component_rich_style("key-bar--label", partial=True)
        off_style = self.get_component_rich_style("key-bar--disabled", partial=True)
        pad = "" if tight else " "
        text = Text(no_wrap=True, overflow="ellipsis", end="")
        spans: list[tuple[int, int, Binding, DOMNode]] = []
        seen: set[tuple[int, str]] = set()
        shown = []
        for active in self.screen.active_bindings.values():
            binding = active.binding
            if (not binding.show or not binding.description or binding.action == "command_palette"
                    or (id(active.node), binding.action) in seen):
                continue
            seen.add((id(active.node), binding.action))
            shown.append(active)
        for k, active in enumerate(shown):
            binding = active.binding
            start = len(text)
            text.append(f"{pad}{self.app.get_key_display(binding)} ", key_style if active.enabled else off_style)
            if k < len(shown) - bare:
                text.append(f"{binding.description} ", label_style if active.enabled else off_style)
            spans.append((start, len(text), binding, active.node))
        palette = Text.assemble((" ^p ", key_style), ("commands ", label_style))
        if self.app.ENABLE_COMMAND_PALETTE and not (tight and text.cell_len + palette.cell_len > self.size.width):
            gap = max(1, self.size.width - text.cell_len - palette.cell_len)
            text.append(" " * gap)
            palette_at: int | None = text.cell_len
            text.append_text(palette)
        else:  # a narrow terminal keeps the room for the game's keys (Ctrl+P works all the same)
            palette_at = None
        self._text, self._spans, self._palette_at = text, spans, palette_at

    def on_resize(self) -> None:
        self._draw()

    def render(self) -> Text:
        return self._text

    async def on_click(self, event: events.Click) -> None:
        for start, end, binding, node in self._spans:
            if start <= event.x < end:
                await self.app.run_action(binding.action, node)
                return
        if self._palette_at is not None and event.x >= self._palette_at:
            self.app.action_command_palette()
