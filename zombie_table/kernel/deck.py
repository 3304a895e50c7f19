"""Finite shuffled decks with a discard pile and the reshuffle rule."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from zombie_table.kernel.rng import rng_from_state, rng_state


@dataclass
class Deck:
    """Cards are instance ids; the top of the deck is the end of `draw_pile`."""

    name: str
    draw_pile: list[str]
    rng: random.Random
    discard_pile: list[str] = field(default_factory=list)
    last: str | None = None
    reshuffles: int = 0
    keep_out: set[str] = field(default_factory=set)  # cards that never go back in (e.g. bounty, starting)

    @classmethod
    def shuffled(cls, name: str, cards: list[str], rng: random.Random, keep_out: set[str] | None = None) -> "Deck":
        pile = list(cards)
        rng.shuffle(pile)
        return cls(name, pile, rng, keep_out=set(keep_out or ()))

    def draw(self) -> str | None:
        """Top card; when the pile is empty the discards are shuffled into a new deck first."""
        if not self.draw_pile:
            self.reshuffle()
        if not self.draw_pile:
            return None
        self.last = self.draw_pile.pop()
        return self.last

    def reshuffle(self) -> None:
        back = [c for c in self.discard_pile if c not in self.keep_out]
        self.discard_pile = [c for c in self.discard_pile if c in self.keep_out]
        self.rng.shuffle(back)
        self.draw_pile = back + self.draw_pile
        self.reshuffles += 1

    def discard(self, card: str) -> None:
        self.discard_pile.append(card)

    def take(self, card: str) -> bool:
        """Remove a specific card from the draw pile (set-up gifts)."""
        if card in self.draw_pile:
            self.draw_pile.remove(card)
            return True
        return False

    def stack(self, top: list[str]) -> None:
        """Move these cards of the draw pile to its top, the first of them drawn first; the rest
        keep their order (a scenario's stacked deck)."""
        missing = [c for c in top if c not in self.draw_pile]
        if missing:
            raise ValueError(f"not in the {self.name} draw pile: {', '.join(missing)}")
        self.draw_pile = [c for c in self.draw_pile if c not in top] + top[::-1]

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name, "draw_pile": list(self.draw_pile), "discard_pile": list(self.discard_pile), "last": self.last,
            "reshuffles": self.reshuffles, "keep_out": sorted(self.keep_out), "rng": rng_state(self.rng),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Deck":
        return cls(
            data["name"], list(data["draw_pile"]), rng_from_state(data["rng"]), list(data["discard_pile"]),
            data["last"], data["reshuffles"], set(data["keep_out"]),
        )
