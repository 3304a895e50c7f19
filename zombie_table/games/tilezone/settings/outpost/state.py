"""What only Outpost's games hold beyond the family's tokens (`GameState.tokens` keeps doors,
mold and machine tokens by zone or edge)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from zombie_table.games.tilezone.state import SettingState

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


@dataclass
class OutpostState(SettingState):
    tough_used: list[str] = field(default_factory=list)  # "survivor@volley": Hard Case's once per attack step (armour.py)


def own(game: "Game") -> OutpostState:
    """Outpost's part of the game state."""
    return game.state.own  # type: ignore[return-value]  (Outpost's ruleset made it)
