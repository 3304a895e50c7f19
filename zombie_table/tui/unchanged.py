"""Updates that leave a widget alone when it would show the same again.

Textual repaints a widget at every update, even with the text it shows already, and a repainted
line anywhere widens the region the screen composes again; a keypress that redraws the map must
not pay for the header, the legend or the look panel when they did not change. A panel of
several Texts is compared line by line the same way (the kernel games' screens, `TableScreen._show`).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from rich.console import Group
from rich.text import Text
from textual.widgets import Static


def text_key(text: Text) -> Hashable:
    """What a Text shows (equal keys draw alike): rich's own `==` leaves out the base style and layout."""
    return text.plain, tuple(text.spans), text.style, text.justify, text.overflow, text.no_wrap, text.end


def lines_key(lines: Sequence[Text]) -> Hashable:
    return tuple(text_key(line) for line in lines)


def shown_key(static: Static) -> Hashable | None:
    """What `static` shows, as `lines_key` gives it (one Text, or a Group of Texts); None for anything else."""
    shown = static.content
    if isinstance(shown, Text):
        return lines_key([shown])
    if isinstance(shown, Group) and all(isinstance(part, Text) for part in shown.renderables):
        return lines_key(shown.renderables)  # type: ignore[arg-type]
    return None


def update(static: Static, *texts: Text, layout: bool = False) -> None:
    """Show `texts` in `static` (one Text, or several one under the other) unless it shows the same already;
    `layout` when its size may change with them (only then is the screen laid out again)."""
    if shown_key(static) != lines_key(texts):
        static.update(texts[0] if len(texts) == 1 else Group(*texts), layout=layout)
