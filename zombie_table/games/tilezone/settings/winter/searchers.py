"""Where Winter's survivors may search (rules reference §7.5, §8.3, §11): never in a corrupted zone
(even with Scrounger: corruption leaves nothing worth taking) unless the survivor has the
corruption searcher's skill; in ruins only with the ruin searcher's skill."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.search import DRAW_SKILLS
from zombie_table.games.tilezone.settings.winter.corruption import corrupted
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

SKILLS = declare(skills.SKILL_FAMILIES, {
    "ruin_searcher": skills.Family("May search in ruins."),
    "corruption_searcher": skills.Family("May search in corrupted zones."),
})
DRAWS = declare(skills.SKILL_FAMILIES, DRAW_SKILLS)  # Matching Set and Destiny act in the family's draw


@hook("search_place")
def search_place(game: "Game", s: SurvivorState) -> bool | str | None:
    if s.zone in corrupted(game):
        return True if skills.has(game, s, "corruption_searcher") else "the zone is corrupted"
    if game.board.zones[s.zone].kind is ZoneKind.ruins and skills.has(game, s, "ruin_searcher"):
        return True
    return None
