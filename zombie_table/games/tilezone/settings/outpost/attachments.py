"""Attachments and prototypes (§9.3, §4.7, §6.4). A Power Cell or Ammo Belts carried with a weapon of
their ammunition re-roll all its dice once per action (the family's plenty-of-ammo rule, here for
melee energy weapons too); one serves a dual pair. A prototype fires only with a Power Cell
attached, and a bullet weapon never fires in an outdoor zone (energy weapons work anywhere).
Reading: an attachment counts as attached while carried anywhere (docs/rules.md, Outpost)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.cards import EquipmentCard
from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone import inventory, skills
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

PROTOTYPE, ATTACHMENT, CELL_AMMO, OUTDOOR_BANNED = "prototype", "attachment", "energy", "bullets"
TRAITS = declare(skills.CARD_TRAITS, {
    PROTOTYPE: "A prototype weapon: it attacks only with a Power Cell carried with it.",
    ATTACHMENT: "Clips under a weapon of its ammunition: once per action, re-roll all of that weapon's dice.",
})


def cell_for(game: "Game", s: SurvivorState) -> bool:
    """Whether the survivor carries a cell of the prototypes' ammunition."""
    return any(ATTACHMENT in (c := game.card(card)).traits and c.ammo == CELL_AMMO for card in s.inventory.cards())


@hook("weapon_ready")
def ready(game: "Game", s: SurvivorState, card: EquipmentCard) -> bool:
    """A prototype needs its cell; no bullets outdoors."""
    if PROTOTYPE in card.traits and not cell_for(game, s):
        return False
    return not (card.ammo == OUTDOOR_BANNED and s.zone and game.board.zones[s.zone].kind is ZoneKind.outdoor)


@hook("attack_profile")
def melee_rerolls(game: "Game", s: SurvivorState, cards: list[EquipmentCard], mode: str, p: dict[str, Any]) -> None:
    """The family re-rolls ranged attacks with the ammo; a cell powers a melee energy weapon as well."""
    if mode != "melee":
        return
    ammo = {c.ammo for c in cards if c.ammo}
    for card in s.inventory.cards():
        c = game.card(card)
        if ATTACHMENT in c.traits and c.ammo in ammo and inventory.usable(game, s, card) and c.name not in p["rerolls"]:
            p["rerolls"].append(c.name)
