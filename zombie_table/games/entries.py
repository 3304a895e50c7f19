"""An entry of one of the kernel's games beside the tile-and-zone family (Roadside, Colony): what
the mission browser lists, the set-up screen offers and `zombie-table play ID` starts."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    id: str
    game: str  # the game's ruleset name ("roadside", "colony")
    mode: str  # the variant it starts as
    title: str
    players: tuple[int, int]
    seats: str  # the seats offered at set-up, as `play --players` takes them
    briefing: str
    goal: str
    modes: tuple[str, ...] = ()  # the variants set-up offers beside `mode` (none: `mode` only)
