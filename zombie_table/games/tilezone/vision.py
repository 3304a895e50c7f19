"""What a survivor sees: the board's sight table, extended inside buildings by Home Defender,
one zone further into rooms by Keen Senses (invader §11) and through every wall by Ghost Sight
(white-death §11)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone import skills
from zombie_table.kernel.ruleset import declare

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game
    from zombie_table.games.tilezone.state import SurvivorState


SKILLS = declare(skills.SKILL_FAMILIES, {
    "home_defender": skills.Family("Inside buildings, sees through any number of openings in straight lines."),
})
KEEN_SENSES = {"keen_senses": skills.Family("Sight goes one zone further where it would stop in a room.")}
"""Declared by the settings whose survivors have it (Outpost's `senses`)."""
GHOST = "ghost_sight"
GHOST_SIGHT = {GHOST: skills.Family("Sees through walls, and along straight lines through buildings to the board's edge.")}
"""Ghost Sight (white-death §4.2, §11): declared by the settings whose survivors have it."""


def sight(game: "Game", s: "SurvivorState") -> dict[str, int]:
    """Zones the survivor sees, with their range: Ghost Sight's (which sees whatever any other
    sight skill would), as a setting's sight skill says (hook `sight`), Home Defender's, or the
    board's. Only the survivor's own sight changes: the zombies see it as the board says."""
    if s.zone is not None and skills.has(game, s, GHOST):
        return game.board.ghost_sight(s.zone)
    for own in game.ruleset.hooks["sight"]:
        seen = own(game, s)
        if seen is not None:
            return seen
    if skills.has(game, s, "home_defender"):
        return game.board.extended_sight(s.zone)
    if skills.has(game, s, "keen_senses"):
        return game.board.keener_sight(s.zone)
    return game.board.sight[s.zone]
