"""Ruin Sight (rules reference §11, §4.2, §8.3): the survivor traces its sight as if every ruin were
a street: a line runs into a ruin, on through it and out of its far opening to whatever lies
beyond, as over open ground (the ruin's walls, as printed, still stop it). Only the survivor's own
sight changes (what it may shoot, cast at or reach): the zombies look for survivors along the
board's sight as before."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.board import Changes
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

RUIN_SIGHT = "ruin_sight"
SKILLS = declare(skills.SKILL_FAMILIES, {
    RUIN_SIGHT: skills.Family("Traces its sight as if ruins were streets."),
})


@hook("sight")
def through_ruins(game: "Game", s: SurvivorState) -> dict[str, int] | None:
    if not skills.has(game, s, RUIN_SIGHT):
        return None
    key = (RUIN_SIGHT, str(game.state.layout), game.board.changes)  # the board is the mission's, as laid out and changed
    return game.remember(key, _sight_table, game)[s.zone]


def _sight_table(game: "Game") -> dict[str, dict[str, int]]:
    """The board's sight with every ruin counted a street for sight (borders as printed)."""
    board = game.board
    seen_as = frozenset((z, ZoneKind.street) for z, zone in board.zones.items() if zone.kind is ZoneKind.ruins)
    return board.with_changes(Changes(kinds=seen_as)).sight
