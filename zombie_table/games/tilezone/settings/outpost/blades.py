"""Blade Master (invader §11): every melee weapon counts as dual. The family's dual-pair rule
(`combat._is_dual_pair`) reads it beside Ambidextrous; Outpost declares it, as Frontier and Winter
do not have it (their catalogues hold only the skills their survivors use)."""

from __future__ import annotations

from zombie_table.games.tilezone import skills
from zombie_table.kernel.ruleset import declare

SKILLS = declare(skills.SKILL_FAMILIES, {"blade_master": skills.Family("Every melee weapon counts as dual.")})
