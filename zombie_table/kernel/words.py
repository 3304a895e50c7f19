"""Words for counted things, shared by every game's labels and log lines and by the commands."""

from __future__ import annotations


def plural(count: int, word: str, many: str | None = None) -> str:
    """`1 action`, `2 actions`, `0 actions`; `many` for a word that does not just take an s."""
    return f"{count} {word if count == 1 else many or plural_of(word)}"


def plural_of(word: str) -> str:
    """`Shambler` → `Shamblers`, `Monstrosity` → `Monstrosities` (a consonant before the y)."""
    if len(word) > 1 and word[-1] == "y" and word[-2].lower() not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"
