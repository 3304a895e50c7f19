"""Barbarian, Iron Rain and Mana Rain (one family, `horde_dice:<action>`) and Swordmaster
(`dual_kind:melee`), rules reference §11: the family's combat reads them; Winter declares them."""

from __future__ import annotations

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.combat import WEAPON_SKILLS
from zombie_table.kernel.ruleset import declare

SKILLS = declare(skills.SKILL_FAMILIES, WEAPON_SKILLS)
