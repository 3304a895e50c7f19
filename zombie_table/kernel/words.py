"""Words for counted things, shared by every game's labels and log lines and by the commands."""

from __future__ import annotations


def plural(count: int, word: str, many: str | None = None) -> str:
    """`1 action`, `2 actions`, `0 actions`; `many` for a word that does not just take an s."""
    return f"{count} {word if count == 1 else many or word + 's'}"
