"""What only Frontier's games hold: the train's progress, coal, the wagon's fate, set-aside bounty."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone.state import SettingState

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


@dataclass
class FrontierState(SettingState):
    HIDDEN = ("set_aside",)  # face down until awarded

    train: str = "none"  # none | static | idle | arriving | running | gone (train.status)
    set_aside: list[str] = field(default_factory=list)  # bounty cards put aside at set-up
    coal: int = 0  # sacks stoked into the tender
    loaded: int = 0  # cargo loaded on the wagon
    blown_mobiles: int = 0  # mobile spawn tokens blown up
    wagon_on_tracks: bool = False  # the train hit the wagon
    wagon_destroyed: bool = False
    train_zombies_left: bool = False  # the train left with zombies aboard
    left_on_train: list[str] = field(default_factory=list)  # who rode the train off the board

    def cards(self) -> list[str]:
        return list(self.set_aside)

    @classmethod
    def from_tallies(cls, tallies: dict[str, Any]) -> "FrontierState":
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in tallies.items() if k in known})


def own(game: "Game") -> FrontierState:
    """Frontier's part of the game state."""
    return game.state.own  # type: ignore[return-value]  (Frontier's ruleset made it)
