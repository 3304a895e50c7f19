"""Attack dice: which faces hit."""

from __future__ import annotations

from typing import Any


def hits_on(p: dict[str, Any], die: int) -> bool:
    """Whether a die of the attack hits: with what is added to it (never above 6) at or over the
    accuracy, a natural 1 aside where the setting says a 1 always misses."""
    if die == 1 and p.get("one_misses"):  # .get: a roll saved before the rule was there
        return False
    return min(6, die + p["to_roll"]) >= p["accuracy"]
