"""Hold Your Nose (rules reference §11): whenever the last zombie of a zone falls, by anyone's hand
or anything (a cauldron, drake fire), each survivor there with the skill draws an equipment card,
kept or left as a search's; it is no search (no limit a turn, any zone, streets too)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.search import draw_for
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

SKILLS = declare(skills.SKILL_FAMILIES, {
    "hold_your_nose": skills.Family("Draws an equipment card whenever the last zombie in its zone falls."),
})


@hook("zombie_killed")
def zone_cleared(game: "Game", killer: SurvivorState | None, zone: str, ztype: str) -> None:
    if game.state.zombie_count(zone):
        return
    for s in game.state.survivors_in(zone):
        if skills.has(game, s, "hold_your_nose"):
            draw_for(game, s, "hold-your-nose")
