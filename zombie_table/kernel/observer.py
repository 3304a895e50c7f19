"""Observers: the game as one player may see it.

`observe(game, player)` is what a player's screen, a hotseat hand-over or a fair bot reads. The
kernel asks the game's ruleset: a game with hidden information (hidden hands, secret objectives,
face-down tokens, the order of a deck) marks one function `@observes` in a module its ruleset
includes; it gets `(game, player)` and returns a view holding only what `player` may know — a
new object, never the live state, with the hidden parts left out or counted (a hand's size, a
deck's count). A game with no hidden information marks nothing and the view is the full state
itself (read it, never change it). `player=None` asks for what every player sees (a spectator).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from zombie_table.kernel.engine import Engine


class Observer(Protocol):
    """What a game with hidden information marks with `ruleset.observes`."""

    def __call__(self, game: "Engine", player: str | None) -> Any: ...


def observe(game: "Engine", player: str | None) -> Any:
    """The state as `player` may see it: the ruleset's observer's view, or the full state when the
    game hides nothing."""
    observer = game.ruleset.observer
    return game.state if observer is None else observer(game, player)


def hides_information(game: "Engine") -> bool:
    return game.ruleset.observer is not None
