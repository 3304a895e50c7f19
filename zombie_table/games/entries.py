"""An entry of one of the kernel's games beside the tile-and-zone family: what `missions` lists, the
mission browser shows, the set-up screen offers and `zombie-table play ID` starts. Each is a YAML file
under `missions/<game>/`, of its game's entry kind (a subclass naming the game and adding what that
game's set-up needs), loaded with the library like any content file — shipped, user or `--content`."""

from __future__ import annotations

from typing import ClassVar

from pydantic import Field, model_validator

from zombie_table.content.common import Strict


class Entry(Strict):
    game: ClassVar[str] = ""  # the game's id (its package and ruleset name)

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_-]*$", description="the id `play` and `show` take")
    title: str = Field(min_length=1)
    mode: str = Field("standard", description="the variant it starts as")
    modes: tuple[str, ...] = Field((), description="the variants set-up offers beside `mode` (none: `mode` only)")
    players: tuple[int, int] = Field(description="the fewest and most seats, e.g. [1, 6]")
    seats: str = Field(description="the seats offered at set-up, as `play --players` takes them")
    briefing: str = Field(min_length=1)
    goal: str = ""
    aliases: tuple[str, ...] = Field((), description="other names `play` and `show` take for it")
    tutorial: bool = Field(False, description="a guided first game (its set-up's `guide`): the game's list offers it "
                                              "first while the player has no save of that game")

    @model_validator(mode="after")
    def _players_in_order(self) -> "Entry":
        low, high = self.players
        if not 1 <= low <= high:
            raise ValueError(f"players {list(self.players)}: the fewest must be at least 1 and at most the most")
        if self.modes and self.mode not in self.modes:
            raise ValueError(f"mode {self.mode!r} is not one of modes {list(self.modes)}")
        return self
