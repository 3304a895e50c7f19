"""Weapons that change when held as a dual pair (§9.6): the steppe sabre deals 2 damage when both
of a pair strike together."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

DUAL_DAMAGE_2 = "dual_damage_2"
TRAITS = declare(skills.CARD_TRAITS, {DUAL_DAMAGE_2: "Wielded as a dual pair, its damage is 2."})


@hook("attack_profile")
def paired_damage(game: "Game", s: SurvivorState, cards: list, mode: str, p: dict[str, Any]) -> None:
    if len(cards) == 2 and all(DUAL_DAMAGE_2 in c.traits for c in cards):
        p["damage"] += max(0, 2 - cards[0].attack.damage)
