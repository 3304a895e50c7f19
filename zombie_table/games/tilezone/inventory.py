"""Inventory slots per setting: where a card may go, and the three-hands choice of what is held."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from zombie_table.content.cards import CardEffect, Trait
from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.state import Inventory, SurvivorState
from zombie_table.kernel.ruleset import declare

if TYPE_CHECKING:
    from zombie_table.content.cards import EquipmentCard
    from zombie_table.content.characters import Inventory as InventorySizes
    from zombie_table.content.characters import SettingRules, Survivor
    from zombie_table.games.tilezone.game import Game

SKILLS = declare(skills.SKILL_FAMILIES, {
    "quick_draw": skills.Family("Every card carried, backpack too, counts as held in hand."),
})
HOARD = "hoard"
HOARD_SLOTS = 2
HOARDING = {HOARD: skills.Family(f"Carries {HOARD_SLOTS} more cards beside the dashboard; they count as backpack.")}
"""Hoard (white-death §11, §4.8), read by `backpack_size`; declared by the settings whose survivors have it."""
TRAITS = declare(skills.CARD_TRAITS, {
    "usable_in_backpack": "Usable from the backpack, not only from the hands.",
    "thrown_from_backpack": "May be thrown straight from the backpack.",
})


def empty_inventory(game: "Game") -> Inventory:
    inv = game.data.rules.inventory
    return Inventory([None] * inv.hand, [None] * inv.favourite, [None] * inv.body, [None] * inv.backpack)


def backpack_size(game: "Game", s: SurvivorState) -> int:
    """The survivor's backpack slots: the setting's, and Hoard's extra ones when it has the skill
    itself (a skill shared by Brothers in Arms comes and goes as the survivors step; cards would
    have to fall out of the slots as it goes, so Hoard shared that way gives none)."""
    hoards = any(skills.split(ref)[0] == HOARD for ref in s.skills)
    return game.data.rules.inventory.backpack + (HOARD_SLOTS if hoards else 0)


def fit_backpack(game: "Game", s: SurvivorState) -> None:
    """Give the survivor the backpack slots its skills say (a skill is never lost, so it only grows)."""
    more = backpack_size(game, s) - len(s.inventory.backpack)
    if more > 0:
        s.inventory.backpack.extend([None] * more)


def slot_names(sizes: "InventorySizes") -> dict[str, tuple[str, int]]:
    """Every slot a setting's dashboard has, by the name content uses: the kind alone when the
    setting has one slot of that kind ('favourite'), else numbered from 1 ('hand2', 'backpack3')."""
    out: dict[str, tuple[str, int]] = {}
    for kind in Inventory.SLOTS:
        count = getattr(sizes, kind)
        for i in range(count):
            out[kind if count == 1 else f"{kind}{i + 1}"] = (kind, i)
    return out


def fits(game: "Game", s: SurvivorState, card: str, slot: str) -> bool:
    """May this card instance sit in that slot kind?"""
    return fits_card(game, s, game.state.cards[card], slot)


def fits_card(game: "Game", s: SurvivorState, card_id: str, slot: str) -> bool:
    """May a card of this kind sit in that slot? (`card_fits`, for this survivor.)"""
    return card_fits(game.data.cards[card_id], game.data.survivor_by_id.get(s.id), game.data.rules, slot)


def card_fits(c: "EquipmentCard", spec: "Survivor | None", rules: "SettingRules", slot: str) -> bool:
    """The favourite slot takes only its weapon kind, and the kinds the setting lets it take besides
    (`favourite_takes`: Frontier's rifle slot takes shotguns); the body slot armour, or what the
    survivor's own body slot takes; a hand anything but worn armour. `validate` asks this too."""
    if slot == "favourite":
        kind = spec.favourite if spec is not None else "any"
        return c.kind is not None and (kind in ("any", c.kind) or c.kind in rules.favourite_takes.get(kind, ()))
    if slot == "body":  # armour, or what the survivor's own body slot takes (held there as in a hand)
        return c.body or (spec is not None and (c.id in spec.body or c.kind in spec.body))
    if slot == "hand":
        return not c.body  # worn armour works only on the body
    return True


def place(game: "Game", s: SurvivorState, card: str) -> bool:
    """Put a card in the best free slot: favourite if it fits, a hand for weapons, else the pack."""
    c = game.card(card)
    order = ["body", "backpack"] if c.body else ["favourite", "hand", "backpack"] if c.is_weapon or c.armour else ["backpack", "hand"]
    free = free_slots(game, s, card)
    for wanted in order:
        for slot, i in free:
            if slot == wanted:
                getattr(s.inventory, slot)[i] = card
                return True
    return False


def free_slots(game: "Game", s: SurvivorState, card: str) -> list[tuple[str, int]]:
    return free_slots_for_id(game, s, game.state.cards[card])


def free_slots_for_id(game: "Game", s: SurvivorState, card_id: str) -> list[tuple[str, int]]:
    """Free slots that take this card ('' for any card); carried cargo tokens fill the last ones."""
    empty = [(slot, i) for slot, i, c in s.inventory.slots() if c is None]
    cargo = sum(1 for t in s.carried if t.startswith("cargo:"))
    usable = empty[: max(0, len(empty) - cargo)]
    return [(slot, i) for slot, i in usable if not card_id or fits_card(game, s, card_id, slot)]


def room(game: "Game", s: SurvivorState) -> int:
    """How many more cards (or cargo tokens) the survivor can take: empty slots less carried cargo."""
    return len(free_slots_for_id(game, s, ""))


def held(game: "Game", s: SurvivorState) -> list[str]:
    """Cards that count as in hand: hands and favourite slot (everything with Quick Draw), the body
    slot's weapon, and backpack cards a setting's skill holds (hook `held_from_pack`)."""
    if skills.has(game, s, "quick_draw"):
        return s.inventory.cards()
    cards = s.inventory.equipped()
    if any(s.inventory.body):  # a weapon in the body slot counts as a third hand; worn armour does not
        cards += [c for c in s.inventory.body if c is not None and not game.card(c).body]
    return cards + from_pack(game, s) if game.ruleset.hooks["held_from_pack"] else cards


def from_pack(game: "Game", s: SurvivorState) -> list[str]:
    """Backpack cards held in hand by a skill (Winter's Spellbook)."""
    return [c for more in game.ruleset.hooks["held_from_pack"] for c in more(game, s)]


def usable(game: "Game", s: SurvivorState, card: str) -> bool:
    """Held, or usable from the backpack by its trait."""
    c = game.card(card)
    return card in held(game, s) or Trait.usable_in_backpack in c.traits or Trait.thrown_from_backpack in c.traits


def holdings(game: "Game", s: SurvivorState) -> tuple:
    """A key for facts that read only which cards the survivor carries, which of them count as
    held, and its abilities (`Game.remember`)."""
    inv = s.inventory
    return (s.id, skills.table(game, s), *inv.hand, *inv.favourite, "|", *inv.body, *inv.backpack)


def hand_pairs(game: "Game", s: SurvivorState, cards: list[str] | None = None) -> list[tuple[str, ...]]:
    """Every way of holding at most two of the held cards (the three-hands rule); `cards`: the
    held cards when the caller has them already."""
    cards = held(game, s) if cards is None else cards
    if len(cards) <= 2:
        return [tuple(cards)]
    return [tuple(p) for p in combinations(cards, 2)]


def is_item(game: "Game", card: str, effect: CardEffect) -> bool:
    return game.card(card).effect is effect


def notes(game: "Game", card: str) -> str:
    """What the setting's rules say after a carried card's name (hook `card_notes`: '+ Power Cell'), or ''."""
    found = [note for rule in game.ruleset.hooks["card_notes"] for note in rule(game, card)]
    return f" ({', '.join(found)})" if found else ""


def kept(game: "Game", s: SurvivorState) -> set[str]:
    """Cards the setting's rules keep in their slots now (hook `kept_cards`): no move, trade or discard takes them out."""
    return {card for rule in game.ruleset.hooks["kept_cards"] for card in rule(game, s)}


def discard(game: "Game", s: SurvivorState, card: str) -> None:
    s.inventory.remove(card)
    if card in game.state.unloaded:
        game.state.unloaded.remove(card)
    game.state.equipment.discard(card)
    game.ruleset.run_hooks("inventory_changed", game)
