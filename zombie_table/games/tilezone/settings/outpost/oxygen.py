"""Oxygen and the surface (rules reference §4.3, §9.1, §9.2): a survivor steps from an airlock out
onto the surface only wearing an air bottle in a body slot; xenos and machines need none. In a
supply room (the `oxygen` feature) with no xenos and no mold, one action takes a bottle from the
set-aside pile, with a free reorganise. Bottles discarded anywhere go back to that pile. Outdoors
the last worn bottle stays worn: no move, trade or discard takes it off (`kept_on`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.tiles import Feature, ZoneKind
from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.settings.outpost.state import any_mold, own
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import act, can_pay, note_action, pay
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import Actor
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

OXYGEN = "oxygen"
TRAITS = declare(skills.CARD_TRAITS, {
    OXYGEN: "An air bottle: worn in a body slot it lets the survivor out through an airlock; discarded, "
            "it goes back to the supply rooms' pile.",
})


def outdoors(game: "Game", zone: str) -> bool:
    """A zone of the surface: no bullets, no flamethrower, no mold, no sight to the station."""
    return game.board.zones[zone].kind is ZoneKind.outdoor


def wears_bottle(game: "Game", s: SurvivorState) -> bool:
    return any(c is not None and OXYGEN in game.card(c).traits for c in s.inventory.body)


ARGS = declare(ACTION_ARGS, {"take_oxygen": Actor})


@hook("may_pass")
def hatch(game: "Game", s: SurvivorState, src: str, dst: str) -> bool:
    """Out of an airlock onto the surface only with a bottle worn (§9.1)."""
    return not (game.board.zones[src].kind is ZoneKind.airlock and outdoors(game, dst)) or wears_bottle(game, s)


@hook("kept_cards")
def kept_on(game: "Game", s: SurvivorState) -> list[str]:
    """Outdoors the last worn bottle stays worn (§9.1; rule option `oxygen_kept_outdoors`): a second
    worn bottle may go, never both."""
    if not game.rules.oxygen_kept_outdoors or not s.zone or not outdoors(game, s.zone):
        return []
    worn = [c for c in s.inventory.body if c is not None and OXYGEN in game.card(c).traits]
    return worn if len(worn) == 1 else []


@hook("setup")
def set_bottles_aside(game: "Game") -> None:
    """Every air bottle starts in the supply pile (§2), out of any deck; none ever goes into the
    equipment deck's reshuffle."""
    bottles = [i for i in game.state.cards if OXYGEN in game.card(i).traits]
    game.state.equipment.keep_out |= set(bottles)
    own(game).oxygen = sorted(i for i in bottles if not _held(game, i))
    for pile in (game.state.equipment.draw_pile, game.state.equipment.discard_pile):
        pile[:] = [c for c in pile if c not in bottles]


@hook("inventory_changed")
def return_bottles(game: "Game") -> None:
    """A discarded bottle goes back to the supply pile, not the equipment discards (§9.2)."""
    deck = game.state.equipment
    back = [c for c in deck.discard_pile if OXYGEN in game.card(c).traits]
    deck.discard_pile = [c for c in deck.discard_pile if c not in back]
    own(game).oxygen += [c for c in back if c not in own(game).oxygen]


def _held(game: "Game", card: str) -> bool:
    return any(card in s.inventory.cards() for s in game.state.survivors.values())


def supply_room(game: "Game", zone: str) -> bool:
    return Feature.oxygen in game.board.zones[zone].features and zone not in any_mold(game)


@provides
def oxygen_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if not supply_room(game, s.zone) or game.state.zombie_count(s.zone) or not can_pay(s, ()) or not own(game).oxygen:
        return []
    return [Action("take_oxygen", f"Take an air bottle from the supply ({len(own(game).oxygen)} left) — 1 action", Actor(s.id))]


@handler("take_oxygen")
def take_oxygen(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, ())
    note_action(s, "oxygen")
    bottle = own(game).oxygen.pop(0)
    game.push({"kind": "keep_card", "survivor": s.id, "card": bottle})


def bottles_left(game: "Game") -> int:
    """Air bottles in the supply rooms' pile (what look mode tells of a supply room)."""
    return len(own(game).oxygen)
