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
    # outpost-mech
    doors: dict[str, str] = field(default_factory=dict)  # closed door tokens by opening ("A|B", sorted): their colour
    broken: dict[str, str] = field(default_factory=dict)  # openings whose door the xenos broke (open for good): its colour
    set_aside: list[str] = field(default_factory=list)  # cards a mission's objectives give, out of the decks
    # outpost-content
    tough_used: list[str] = field(default_factory=list)  # "survivor@volley": Hard Case's once per attack step (armour.py)


def own(game: "Game") -> OutpostState:
    """Outpost's part of the game state."""
    return game.state.own  # type: ignore[return-value]  (Outpost's ruleset made it)


MOLD, DORMANT = "mold", "dormant_mold"
"""Token kinds of mold: active (counts as a room, spreads spawns, links the breaches) and inactive."""


def any_mold(game: "Game") -> list[str]:
    """Every zone with mold, active or not."""
    tokens = game.state.tokens
    return [*tokens.get(MOLD, []), *tokens.get(DORMANT, [])]
