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

from typing import TYPE_CHECKING, Any, Callable, Protocol, Sequence

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


Lookalike = Callable[["Engine", str | None, int], "Engine"]
"""A game's `hidden.lookalike`: a copy with everything `player` cannot see dealt anew."""


def leaks(game: "Engine", lookalike: Lookalike, seats: Sequence[str]) -> list[str]:
    """What a view would show differently were everything its seat cannot see dealt anew — another
    seat's cards, a secret objective, a face-down value showing through; empty when the view holds
    only what its seat may know (the invariant checkers' hidden-information check). One viewer per
    decision, the spectator and the seats in turn, so a leak into any view shows within a round of
    decisions at the cost of one look-alike per decision."""
    viewers = [None, *seats]
    seat = viewers[len(game.history) % len(viewers)]
    seen, other = observe(game, seat), observe(lookalike(game, seat, len(game.history)), seat)
    if seen == other:
        return []
    return [f"{seat or 'the spectator'}'s view shows what it cannot see: {', '.join(_differ(seen, other)[:3])}"]


def _differ(a: Any, b: Any, path: str = "view") -> list[str]:
    """The paths at which two views differ."""
    if isinstance(a, dict) and isinstance(b, dict) and a.keys() == b.keys():
        return [p for key in a for p in _differ(a[key], b[key], f"{path}.{key}")]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [p for i, (x, y) in enumerate(zip(a, b)) for p in _differ(x, y, f"{path}[{i}]")]
    return [] if a == b else [path]
