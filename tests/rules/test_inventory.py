"""Inventory and trading (digest §4.8 inventory, §5 Search and Reorganise/Trade, §8.1 weapon kinds,
§8.4 bounty weapons, M4's ammo gifts, M7's cargo).

2R:sa (the saloon bar) is a room; 2R:x another room of the same tile.
"""

from __future__ import annotations

import pytest

from ruleskit import M0, of
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.objectives import award_bounty

ACTOR = "jack_harlan"  # favourite slot: pistol
PARTNER = "otis_pruitt"  # favourite slot: any
RIFLE_SLOT = "hattie_brewster"  # favourite slot: rifle


@pytest.fixture
def t(make):
    table = make(M0, team=[ACTOR, PARTNER])
    table.clear_zombies()
    table.reset(ACTOR, "2R:sa")
    table.reset(PARTNER, "2R:sa")
    return table


# ---------------------------------------------------------------- §5 Search: "keep it (with a free reorganise)"
def test_a_kept_card_comes_with_a_free_reorganise_of_the_whole_inventory(t) -> None:
    pack = t.give(ACTOR, "skillet", "backpack", 0)
    (found,) = t.equipment_cards("six_shooter")
    t.turn(ACTOR)
    t.do("search", ACTOR)
    t.pick("keep", lambda a: a.args[2:] == ("backpack", 1))
    assert t.state.decision.kind == "reorganise" and not t.state.decision.data["trade"]
    assert t.s(ACTOR).actions_left == 2, "the search cost one action, the reorganise nothing"
    # the skillet goes to a hand and the pistol to the favourite slot, both for free
    t.do("rearrange", ACTOR, "hand", 0, ACTOR, "backpack", 0)
    t.do("rearrange", ACTOR, "favourite", 0, ACTOR, "backpack", 1)
    assert t.state.decision.kind == "reorganise", "the reorganise goes on until it is done"
    assert not [a for a in t.actions("rearrange") if a.args[3] != ACTOR], "no trading in a search's reorganise"
    t.pick("done")
    inv = t.s(ACTOR).inventory
    assert inv.hand[0] == pack and inv.favourite[0] == found
    assert t.state.decision.kind == "act" and t.s(ACTOR).actions_left == 2


def test_a_full_inventory_keeps_the_find_and_reorganises_round_it(t) -> None:
    held = [t.give(ACTOR, c, slot, i) for c, slot, i in (
        ("skillet", "hand", 0), ("skillet", "hand", 1), ("six_shooter", "favourite", 0),
        ("canteen", "backpack", 0), ("canteen", "backpack", 1), ("canteen", "backpack", 2))]
    (found,) = t.equipment_cards("lever_rifle")
    t.turn(ACTOR)
    t.do("search", ACTOR)
    t.pick("keep", lambda a: a.args[2:] == ("backpack", 2))  # in place of a canteen, which is discarded
    assert held[5] in t.state.equipment.discard_pile
    t.do("rearrange", ACTOR, "hand", 1, ACTOR, "backpack", 2)  # the rifle to hand, the skillet to the pack
    t.pick("done")
    assert t.s(ACTOR).inventory.hand[1] == found and t.s(ACTOR).inventory.backpack[2] == held[1]


def test_a_discarded_find_brings_no_reorganise(t) -> None:
    (found,) = t.equipment_cards("canteen")
    t.turn(ACTOR)
    t.do("search", ACTOR)
    t.do("leave", ACTOR, found)
    assert t.state.decision.kind == "act"


def test_a_bounty_weapon_comes_with_a_free_reorganise(t) -> None:
    """§8.4: the survivor takes the weapon at once and may reorganise its inventory for free."""
    t.turn(ACTOR)
    card = t.state.bounty[0]
    award_bounty(t.game, t.s(ACTOR), "a test")
    t.resume()
    assert t.state.decision.kind == "keep_card" and t.state.decision.data["card"] == card
    t.first("keep")
    assert t.state.decision.kind == "reorganise" and not t.state.decision.data["trade"]
    assert t.s(ACTOR).actions_left == 3


# ---------------------------------------------------------------- §5 Trade: the partner reorganises for free
def test_the_trade_partner_reorganises_and_discards_for_free(t) -> None:
    knife = t.give(PARTNER, "skillet", "backpack", 0)
    canteen = t.give(PARTNER, "canteen", "hand", 0)
    t.turn(ACTOR)
    t.do("reorganise", ACTOR)
    own = [a for a in t.actions("rearrange") if a.args[0] == a.args[3] == PARTNER]
    assert own and all(a.label.startswith("Otis Pruitt: ") for a in own), "the partner's own moves, named for them"
    t.do("rearrange", PARTNER, "hand", 1, PARTNER, "backpack", 0)
    assert t.state.decision.data["partner"] == PARTNER, "the partner's move makes them the one partner"
    t.do("drop", PARTNER, canteen)
    assert canteen in t.state.equipment.discard_pile
    assert of(t.game.events, Ev.inventory), "a discard is in the log"
    t.pick("done")
    assert t.s(PARTNER).inventory.hand[1] == knife
    assert t.s(ACTOR).actions_left == 2, "one action for the whole trade"


# ---------------------------------------------------------------- §4.8 discarding at any time
def test_discarding_is_offered_whenever_a_card_might_need_room(t) -> None:
    """Own turn, a find's keep (in place of a card) and reorganise, and both sides of a trade."""
    mine = t.give(ACTOR, "skillet", "hand", 0)
    theirs = t.give(PARTNER, "skillet", "hand", 0)
    t.turn(ACTOR)
    assert t.keys("discard") == [f"discard:{ACTOR}:{mine}"]
    t.do("reorganise", ACTOR)
    assert {a.args[1] for a in t.actions("drop")} == {mine, theirs}
    t.pick("done")
    t.equipment_cards("canteen")
    t.do("search", ACTOR)
    t.first("keep")
    assert {a.args[1] for a in t.actions("drop")} >= {mine}


# ---------------------------------------------------------------- §4.8, §8.1 the rifle favourite slot and shotguns
def test_the_rifle_favourite_slot_takes_shotguns_and_the_pistol_slot_does_not(make) -> None:
    t = make(M0, team=[RIFLE_SLOT, ACTOR])
    t.clear_zombies()
    for sid in (RIFLE_SLOT, ACTOR):
        t.reset(sid, "2R:sa")
    t.equipment_cards("twin_bore_shotgun", "twin_bore_shotgun", "cartridge_belt")
    t.turn(RIFLE_SLOT)
    t.do("search", RIFLE_SLOT)
    assert ("favourite", 0) in {a.args[2:] for a in t.actions("keep")}, "a shotgun is a long gun: the rifle slot takes it"
    t.pick("keep", lambda a: a.args[2:] == ("favourite", 0))
    t.pick("done")
    t.turn(ACTOR)
    t.do("search", ACTOR)
    assert ("favourite", 0) not in {a.args[2:] for a in t.actions("keep")}, "a pistol slot takes pistols only"
    t.first("keep")
    t.pick("done")
    t.turn(RIFLE_SLOT)
    t.s(RIFLE_SLOT).turn.searches = 0
    t.do("search", RIFLE_SLOT)
    assert ("favourite", 0) not in {a.args[2:] for a in t.actions("keep")}, "never an item"


# ---------------------------------------------------------------- M4, M7: carried tokens trade like cards
def _pair(make, mission: str):
    t = make(mission, team=["bo_tanner", "ruth_calloway"])
    t.clear_zombies()
    zone = t.s("bo_tanner").zone
    t.reset("bo_tanner", zone)
    t.reset("ruth_calloway", zone)
    return t


def test_m4_ammo_tokens_trade_like_cards_and_take_no_slot(make) -> None:
    t = _pair(make, "frontier-m4")
    t.s("bo_tanner").carried = ["ammo:o1", "ammo:o2"]
    for i in range(2):
        t.give("ruth_calloway", "skillet", "hand", i)
    for i in range(3):
        t.give("ruth_calloway", "canteen", "backpack", i)
    t.give("ruth_calloway", "skillet", "favourite", 0)
    t.turn("bo_tanner")
    t.do("reorganise", "bo_tanner")
    assert [a.label for a in t.actions("pass_token")] == ["Give Ruth Calloway the ammo token"], "one option per token kind"
    t.pick("pass_token")
    assert t.s("ruth_calloway").carried == ["ammo:o1"], "a full inventory still takes ammo"
    assert {a.label for a in t.actions("pass_token")} == {"Give Ruth Calloway the ammo token", "Take the ammo token from Ruth Calloway"}


def test_m7_cargo_trades_like_a_card_and_needs_a_slot(make) -> None:
    t = _pair(make, "frontier-m7")
    t.s("bo_tanner").carried = ["cargo:o1"]
    for i in range(2):
        t.give("ruth_calloway", "skillet", "hand", i)
    for i in range(2):
        t.give("ruth_calloway", "canteen", "backpack", i)
    spare = t.give("bo_tanner", "skillet", "hand", 0)
    t.give("ruth_calloway", "skillet", "favourite", 0)
    t.turn("bo_tanner")
    t.do("reorganise", "bo_tanner")
    assert t.actions("pass_token"), "one free slot left: the cargo fits"
    t.pick("pass_token")
    assert t.s("ruth_calloway").carried == ["cargo:o1"] and t.s("bo_tanner").carried == []
    assert not [a for a in t.actions("rearrange") if a.args[0] == "bo_tanner" and a.args[3] == "ruth_calloway"
                and a.args[1:3] == ("hand", 0) and getattr(t.s("ruth_calloway").inventory, a.args[4])[a.args[5]] is None], \
        f"the cargo fills Ruth's last slot: {spare} cannot go to her for nothing"


# ---------------------------------------------------------------- M4: the recruit's price is the player's choice
def test_m4_the_recruit_payment_is_the_players_choice(make) -> None:
    t = make("frontier-m4", team=["bo_tanner"])
    while t.state.decision is not None and t.state.decision.kind == "choose_companion":
        t.game.apply(0)
    t.clear_zombies()
    lone = next(s for s in t.state.survivors.values() if s.companion_of == "")
    t.reset("bo_tanner", lone.zone)
    card = t.give("bo_tanner", "cartridge_belt", "backpack", 0)
    t.s("bo_tanner").carried = ["ammo:o1"]
    t.turn("bo_tanner")
    options = [a for a in t.actions("recruit") if a.args[1] == lone.id]
    assert len(options) == 2 and any("ammo token" in a.label for a in options)
    t.pick("recruit", lambda a: a.args[1] == lone.id and a.args[2] == "card")
    assert card in t.state.equipment.discard_pile and t.s("bo_tanner").carried == ["ammo:o1"], "the token is kept"
    assert lone.companion_of == "bo_tanner"
