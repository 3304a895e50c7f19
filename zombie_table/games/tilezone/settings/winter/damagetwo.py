"""Damage 2: [Action] (white-death §11): weapons of that action type with damage 1 count as damage 2.
Each weapon's printed damage decides (both of a dual pair), and the count comes before bonuses: a +1
Damage bonus adds on top (1 → 2 → 3), Super Strength's damage 3 is still 3."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.characters import SkillParam
from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

DAMAGE_TWO = "damage_two"
SKILLS = declare(skills.SKILL_FAMILIES, {
    DAMAGE_TWO: skills.Family("Weapons of the named action type (combat, melee, ranged, magic) with damage 1 deal 2.", SkillParam.action),
})
COMBAT = ("melee", "ranged", "magic")  # "combat" names them all (§11)


@hook("weapon_damage")
def damage_two(game: "Game", s: SurvivorState, cards: list, mode: str) -> int | None:
    if mode not in COMBAT or not skills.has(game, s, DAMAGE_TWO, mode, "combat"):
        return None
    return min(2 if c.attack.damage == 1 else c.attack.damage for c in cards)
