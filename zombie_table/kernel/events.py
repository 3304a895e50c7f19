"""Events: what `apply` returns, each naming the rule that produced it. A game names its own kinds."""

from __future__ import annotations

from typing import Any, NamedTuple


class Event(NamedTuple):
    """Immutable and cheap to make: a game announces hundreds of them."""

    kind: str  # one of the game's event kinds (a str enum)
    rule: str  # the rule that produced it, e.g. "move", "zombie-targeting", "spawn"
    text: str  # one readable line in the project's words
    data: dict[str, Any]

    def __str__(self) -> str:
        return self.text
