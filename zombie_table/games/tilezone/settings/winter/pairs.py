"""Weapons that change when held as a dual pair (§9.6): the steppe sabre deals 2 damage when both
of a pair strike together."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

DUAL_DAMAGE_2 = "dual_damage_2"
TRAITS = declare(skills.CARD_TRAITS, {DUAL_DAMAGE_2: "Wielded as a dual pair, its damage is 2."})


@hook("weapon_damage")
def paired_damage(game: "Game", s: SurvivorState, cards: list, mode: str) -> int | None:
    """A count, not a bonus: with Damage 2 as well the pair still deals 2."""
    return 2 if len(cards) == 2 and all(DUAL_DAMAGE_2 in c.traits for c in cards) else None
