"""What only Winter siege's games hold: the necromancer's march, corruption, freeze tokens, the ward
(beacon), cauldrons, rope ladders and the guards."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from zombie_table.games.tilezone.state import SettingState

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


@dataclass
class WinterState(SettingState):
    corruption: list[str] = field(default_factory=list)  # corrupted zones, in the order corruption reached them
    frozen: list[str] = field(default_factory=list)  # zones holding a freeze token (one at most each)
    beacon: str | None = None  # the ward's zone; corruption reaching it loses the game
    ladders: list[tuple[str, str]] = field(default_factory=list)  # rope ladders placed on a street-rampart edge
    ladders_held: dict[str, int] = field(default_factory=dict)  # rope ladder tokens carried, by survivor
    cauldrons: list[str] = field(default_factory=list)  # one entry per cauldron token, its zone
    guards: dict[str, int] = field(default_factory=dict)  # guards standing in each zone
    guards_lost: int = 0
    defiler_spawn: str | None = None  # the zone of the necromancer's spawn token (spawns last)
    pushed_spawn: int | None = None  # the index in `spawns` of the numbered token the necromancer pushes
    crypt: list[str] = field(default_factory=list)  # crypt weapons still face down in the crypt deck
    dropped: dict[str, list[str]] = field(default_factory=dict)  # crypt weapons lying face down, by zone


def own(game: "Game") -> WinterState:
    """Winter's part of the game state."""
    return game.state.own  # type: ignore[return-value]  (Winter's ruleset made it)
