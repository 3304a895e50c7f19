"""Attachments and prototypes (§4.7, §5.4, §9.3, §6.4). A Power Cell, Ammo Belts or Burner Fuel is
clipped under a weapon in a hand whenever its carrier reorganises (a reorganise, a trade, the free
one after a search): the weapon and what hangs under it are one card, so an attached card takes no
slot and goes wherever the weapon goes. A weapon put in the backpack, or discarded, sheds them: into
free slots of its carrier while there is room, the rest discarded. A cell or belt re-rolls all the
dice of its weapon's attacks of its own ammunition once per action, one serving a dual pair; a
prototype fires only with a cell under it or its twin; fuel feeds a Scorcher (hellfire.py); a
bullet weapon never fires outdoors (energy weapons work anywhere)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from zombie_table.content.cards import EquipmentCard
from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone import inventory, skills
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.trade import again, free_reorganise
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

PROTOTYPE, ATTACHMENT, CELL_AMMO, OUTDOOR_BANNED = "prototype", "attachment", "energy", "bullets"
SCORCHER, FUEL = "hellfire", "canister"
TRAITS = declare(skills.CARD_TRAITS, {
    PROTOTYPE: "A prototype weapon: it attacks only with a Power Cell attached to it (or to its dual twin).",
    ATTACHMENT: "Attaches under a weapon of its ammunition (taking no slot): once per action, re-roll all of that weapon's dice.",
})


def under(game: "Game", weapon: str) -> list[str]:
    """The cards attached to a weapon."""
    return own(game).attached.get(weapon, [])


def hung(game: "Game", weapons: "list[str] | tuple[str, ...]") -> list[str]:
    """The cards attached to these weapons (an attack's, a pair's)."""
    return [c for w in weapons for c in under(game, w)]


def fits_under(game: "Game", card: str, weapon: str) -> bool:
    """A cell or belt goes under a weapon of its ammunition, fuel under a Scorcher."""
    c, w = game.card(card), game.card(weapon)
    return (ATTACHMENT in c.traits and c.ammo is not None and c.ammo == w.ammo) or (FUEL in c.traits and SCORCHER in w.traits)


def _twins(game: "Game", s: SurvivorState, weapon: str) -> list[str]:
    """The weapon and the held weapons of its name (a dual pair shares one attachment, §9.3)."""
    name = game.card(weapon).name
    return [weapon, *(w for w in s.inventory.hand if w is not None and w != weapon and game.card(w).name == name)]


def cell_for(game: "Game", s: SurvivorState, weapon: str) -> bool:
    """Whether a cell of the prototypes' ammunition hangs under the weapon or its twin."""
    return any(game.card(c).ammo == CELL_AMMO and ATTACHMENT in game.card(c).traits for c in hung(game, _twins(game, s, weapon)))


class Attach(NamedTuple):
    survivor: str
    card: str
    weapon: str  # the card it goes under


class Detach(NamedTuple):
    survivor: str
    card: str
    weapon: str
    slot: str  # where it goes ("" when discarded)
    at: int


ARGS = declare(ACTION_ARGS, {"keep_attached": Attach, "attach": Attach, "detach": Detach})


@hook("weapon_ready")
def ready(game: "Game", s: SurvivorState, card: EquipmentCard) -> bool:
    """A prototype needs its cell; no bullets outdoors."""
    if PROTOTYPE in card.traits and not any(cell_for(game, s, w) for w in s.inventory.hand if w is not None and game.card(w) is card):
        return False
    return not (card.ammo == OUTDOOR_BANNED and s.zone and game.board.zones[s.zone].kind is ZoneKind.outdoor)


@hook("attack_profile")
def rerolls(game: "Game", s: SurvivorState, cards: list[EquipmentCard], mode: str, p: dict[str, Any]) -> None:
    """A cell or belt under one of the attacking weapons (or a twin held beside it) re-rolls the attack's dice."""
    ammo = {c.ammo for c in cards if c.ammo}
    held = [w for w in s.inventory.hand if w is not None and game.card(w) in cards]
    for card in hung(game, [t for w in held for t in _twins(game, s, w)]):
        c = game.card(card)
        if ATTACHMENT in c.traits and c.ammo in ammo and c.name not in p["rerolls"]:
            p["rerolls"].append(c.name)


@hook("card_notes")
def attached_notes(game: "Game", card: str) -> list[str]:
    """A weapon shows what hangs under it."""
    return [f"+ {game.card(c).name}" for c in under(game, card)]


@hook("keep_options")
def keep_attached(game: "Game", s: SurvivorState, card: str) -> list[Action]:
    """A card just found goes straight under a weapon in a hand (the keep comes with a reorganise)."""
    return [Action("keep_attached", f"Keep it attached to {game.card(w).name}: it takes no slot", Attach(s.id, card, w))
            for w in s.inventory.hand if w is not None and fits_under(game, card, w)]


@handler("keep_attached")
def kept_attached(game: "Game", action: Action) -> None:
    sid, card, weapon = action.args.survivor, action.args.card, action.args.weapon
    s = game.survivor(sid)
    own(game).attached.setdefault(weapon, []).append(card)
    game.emit(Ev.inventory, "search", f"{s.name} keeps {game.card(card).name}, attached to {game.card(weapon).name}",
              survivor=sid, card=game.state.cards[card])
    free_reorganise(game, s)


@hook("reorganise_options")
def attach_options(game: "Game", s: SurvivorState, who: str) -> list[Action]:
    """While reorganising: clip a loose attachment under a weapon in a hand, or take one off into a free slot."""
    out = []
    weapons = [w for w in s.inventory.hand if w is not None]
    for slot, i, card in s.inventory.slots():
        for w in weapons:
            if card is not None and fits_under(game, card, w):
                out.append(Action("attach", f"{who}Attach {game.card(card).name} ({slot} {i + 1}) to {game.card(w).name}: it frees its slot",
                                  Attach(s.id, card, w)))
    free = inventory.free_slots_for_id(game, s, "")
    for w in weapons:
        for card in under(game, w):
            out += [Action("detach", f"{who}Take {game.card(card).name} off {game.card(w).name} into {slot} {i + 1}", Detach(s.id, card, w, slot, i))
                    for slot, i in free if inventory.fits(game, s, card, slot)][:1]
            out.append(Action("detach", f"{who}Discard {game.card(card).name} from under {game.card(w).name}", Detach(s.id, card, w, "", 0)))
    return out


@handler("attach")
def attach(game: "Game", action: Action) -> None:
    sid, card, weapon = action.args.survivor, action.args.card, action.args.weapon
    s = game.survivor(sid)
    s.inventory.remove(card)
    own(game).attached.setdefault(weapon, []).append(card)
    game.emit(Ev.inventory, "attach", f"{s.name} attaches {game.card(card).name} to {game.card(weapon).name}", survivor=sid)
    again(game, sid)


@handler("detach")
def detach(game: "Game", action: Action) -> None:
    args: Detach = action.args
    sid, card, weapon, slot, i = args.survivor, args.card, args.weapon, args.slot, args.at
    s = game.survivor(sid)
    unhang(game, weapon, card)
    if slot:
        s.inventory.put(slot, i, card)
        game.emit(Ev.inventory, "detach", f"{s.name} takes {game.card(card).name} off {game.card(weapon).name}", survivor=sid)
    else:
        game.state.equipment.discard(card)
        game.emit(Ev.inventory, "discard", f"{s.name} discards {game.card(card).name}", survivor=sid)
    again(game, sid)


def unhang(game: "Game", weapon: str, card: str) -> None:
    """Take a card from under a weapon (to a slot, the discard pile or a hellfire burst)."""
    attached = own(game).attached
    attached[weapon].remove(card)
    if not attached[weapon]:
        del attached[weapon]


@hook("inventory_changed")
def shed(game: "Game") -> None:
    """Attachments come off a weapon no longer in a hand (§4.7): into free slots of its carrier while
    there is room, the rest discarded; a weapon gone from every inventory takes them to the discard pile."""
    for weapon in sorted(own(game).attached):
        carrier = next((s for s in game.state.survivors.values() if weapon in s.inventory.cards()), None)
        if carrier is not None and weapon in carrier.inventory.hand:
            continue
        for card in list(under(game, weapon)):
            unhang(game, weapon, card)
            free = inventory.free_slots(game, carrier, card) if carrier is not None else []
            if free:
                carrier.inventory.put(*free[0], card)  # type: ignore[union-attr]  (free slots only with a carrier)
                game.emit(Ev.inventory, "detach", f"{game.card(card).name} comes off {game.card(weapon).name}", survivor=carrier.id)  # type: ignore[union-attr]
            else:
                game.state.equipment.discard(card)
                game.emit(Ev.inventory, "discard", f"{game.card(card).name} comes off {game.card(weapon).name} and is discarded")
