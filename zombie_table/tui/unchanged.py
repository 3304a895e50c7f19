"""Updates that leave a widget alone when it would show the same again.

Textual repaints a widget at every update, even with the text it shows already, and a repainted
line anywhere widens the region the screen composes again; a keypress that redraws the map must
not pay for the header, the legend or the look panel when they did not change.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from rich.text import Text
from textual.widgets import Static


def text_key(text: Text) -> Hashable:
    """What a Text shows (equal keys draw alike): rich's own `==` leaves out the base style and layout."""
    return text.plain, tuple(text.spans), text.style, text.justify, text.overflow, text.no_wrap, text.end


def lines_key(lines: Sequence[Text]) -> Hashable:
    return tuple(text_key(line) for line in lines)


def update(static: Static, text: Text, *, layout: bool = False) -> None:
    """Show `text` in `static` unless it shows the same already."""
    shown = static.content
    if not (isinstance(shown, Text) and text_key(shown) == text_key(text)):
        static.update(text, layout=layout)
