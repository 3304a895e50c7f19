"""Words for counted things, shared by every game's labels and log lines and by the commands, and why
undo has nothing to take back."""

from __future__ import annotations


def plural(count: int, word: str, many: str | None = None) -> str:
    """`1 action`, `2 actions`, `0 actions`; `many` for a word that does not just take an s."""
    return f"{count} {word if count == 1 else many or plural_of(word)}"


def plural_of(word: str) -> str:
    """`Shambler` → `Shamblers`, `Monstrosity` → `Monstrosities` (a consonant before the y)."""
    if len(word) > 1 and word[-1] == "y" and word[-2].lower() not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def why_no_undo(floor: str, over: bool = False) -> str:
    """The message for an undo with nothing to take back; `floor` says what stopped it: "start",
    "resumed" (undo starts afresh from a save) or what was revealed (a game's `revealed` words)."""
    if over:
        return "Nothing to undo: the game is over."
    if floor == "start":
        return "Nothing to undo: no decision has been taken yet."
    if floor == "resumed":
        return "Nothing to undo: the game was resumed from a save, and undo starts with the next decision."
    return f"Nothing to undo: {floor} since, and undo never takes back what was revealed."
