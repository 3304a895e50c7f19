"""What a survivor sees: the board's sight table, extended inside buildings by Home Defender and
one zone further into rooms by Keen Senses (invader §11)."""

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


def sight(game: "Game", s: "SurvivorState") -> dict[str, int]:
    """Zones the survivor sees, with their range: as a setting's sight skill says (hook `sight`),
    Home Defender's, or the board's."""
    for own in game.ruleset.hooks["sight"]:
        seen = own(game, s)
        if seen is not None:
            return seen
    if skills.has(game, s, "home_defender"):
        return game.board.extended_sight(s.zone)
    if skills.has(game, s, "keen_senses"):
        return game.board.keener_sight(s.zone)
    return game.board.sight[s.zone]
