"""What only Winter siege's games hold beyond the family's tokens (`GameState.tokens` keeps the
corruption, the ward, loose rope ladders, cauldrons and freeze tokens by zone): rope ladders laid
on an edge, the necromancer's pushed spawn token, the crypt weapons."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from zombie_table.games.tilezone.state import SettingState

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


@dataclass
class WinterState(SettingState):
    HIDDEN = ("crypt", "dropped", "piles", "necromancers")  # face-down cards: players see how many
    ladders: list[list[str]] = field(default_factory=list)  # rope ladders laid, each [street, rampart]
    guards_lost: int = 0
    pushed: str | None = None  # the numbered spawn token (id) the necromancer pushes toward the ward
    crypt: list[str] = field(default_factory=list)  # crypt weapons still face down in the crypt deck
    dropped: dict[str, list[str]] = field(default_factory=dict)  # crypt weapons lying face down, by zone
    piles: dict[str, list[str]] = field(default_factory=dict)  # equipment piles lying on objectives, by zone
    tough_spent: list[str] = field(default_factory=list)  # survivors whose Tough took this attack step's first wound
    necromancers: list[str] = field(default_factory=list)  # the optional necromancer deck (§10.4), when the mode is on
    burnt: list[str] = field(default_factory=list)  # objective rooms set on fire (their buildings are ruins)

    def cards(self) -> list[str]:
        return [*self.crypt, *(c for cards in (*self.dropped.values(), *self.piles.values()) for c in cards)]


def own(game: "Game") -> WinterState:
    """Winter's part of the game state."""
    return game.state.own  # type: ignore[return-value]  (Winter's ruleset made it)
