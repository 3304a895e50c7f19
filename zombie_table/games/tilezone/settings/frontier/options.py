"""Frontier's own rule options, beside the family's."""

from __future__ import annotations

from pydantic import Field

from zombie_table.games.tilezone.options import RuleOptions


class FrontierOptions(RuleOptions):
    holy_water_cost: int = Field(1, ge=0, le=1, description="Actions spent to use Holy Water or Water.")
    holy_water_all_tokens: bool = Field(
        True, description="Holy Water acts on every spawn token in the target zone (not just one)."
    )
    water_xp: int = Field(3, ge=0, description="XP for discarding a Water card.")
