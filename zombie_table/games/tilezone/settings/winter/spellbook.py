"""Spellbook (rules reference §11): every combat spell and enchantment in the survivor's backpack
counts as held in hand, so it casts them from there; an attack still takes any two of the cards
held (the family's three-hands rule: two identical dual spells at most, chosen for each action),
and an energy bolt in the backpack adds its die to another spell as from a hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.cards import AttackMode
from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.settings.winter.magic import ENCHANTMENTS
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

SPELLBOOK = "spellbook"
SKILLS = declare(skills.SKILL_FAMILIES, {
    SPELLBOOK: skills.Family("Combat spells and enchantments in the backpack count as held in hand."),
})


@hook("held_from_pack")
def spells_in_pack(game: "Game", s: SurvivorState) -> list[str]:
    if not skills.has(game, s, SPELLBOOK):
        return []
    return [c for c in s.inventory.backpack if c is not None and _spell(game, c)]


def _spell(game: "Game", card: str) -> bool:
    c = game.card(card)
    return c.effect in ENCHANTMENTS or (c.attack is not None and c.attack.mode is AttackMode.magic)
