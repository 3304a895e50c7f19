"""Search (digest §5 Search, §4.8 inventory, §8.5 the equipment deck, §9.4 Townsfolk, §12 Scavenger).

2R:sa (the saloon bar) is a room; 2R:w is the street in front of it.
"""

from __future__ import annotations

import pytest

from ruleskit import M0, of
from zombie_table.games.tilezone.events import Ev

ACTOR = "jack_harlan"  # favourite slot: pistol


@pytest.fixture
def t(make):
    table = make(M0, team=[ACTOR])
    table.clear_zombies()
    table.reset(ACTOR, "2R:sa")
    return table


def test_search_only_in_building_zones(t) -> None:
    t.turn(ACTOR)
    assert t.keys("search") == [f"search:{ACTOR}"]
    t.s(ACTOR).zone = "2R:w"
    assert t.actions("search") == [], "street zones cannot be searched"


def test_no_search_with_zombies_in_the_zone(t) -> None:
    t.zombies("2R:sa", walker=1)
    t.turn(ACTOR)
    assert t.actions("search") == []


def test_search_draws_the_top_card_and_keeps_it(t) -> None:
    (lever,) = t.equipment_cards("lever_rifle")
    t.turn(ACTOR)
    events = t.do("search", ACTOR)
    assert of(events, Ev.searched, card="lever_rifle")
    assert t.state.decision.kind == "keep_card"
    assert t.s(ACTOR).actions_left == 2
    t.pick("keep", lambda a: a.args[2:] == ("hand", 0))
    assert t.s(ACTOR).inventory.hand[0] == lever


def test_a_found_card_can_be_discarded(t) -> None:
    (card,) = t.equipment_cards("canteen")
    t.turn(ACTOR)
    t.do("search", ACTOR)
    t.do("leave", ACTOR, card)
    assert t.s(ACTOR).inventory.cards() == []
    assert t.state.equipment.discard_pile[-1] == card


def test_one_search_per_turn(t) -> None:
    t.turn(ACTOR)
    t.do("search", ACTOR)
    t.pick("leave")
    assert t.s(ACTOR).actions_left == 2
    assert t.actions("search") == [], "a second search in the same turn"


def test_a_free_search_action_is_still_the_one_search(t) -> None:
    t.reset(ACTOR, skills=["free_action:search"])
    t.turn(ACTOR)
    assert t.s(ACTOR).free.get("search") == 1
    t.do("search", ACTOR)
    t.pick("leave")
    assert t.s(ACTOR).actions_left == 3, "the free search action paid"
    assert t.actions("search") == []


def test_the_next_turn_allows_a_new_search(t) -> None:
    t.turn(ACTOR)
    t.do("search", ACTOR)
    t.pick("leave")
    t.turn(ACTOR)
    assert t.keys("search") == [f"search:{ACTOR}"]


def test_townsfolk_search_many_times(t) -> None:
    t.reset(ACTOR, classes=["townsfolk"])
    t.turn(ACTOR)
    for left in (2, 1):
        t.do("search", ACTOR)
        t.pick("leave")
        assert t.s(ACTOR).actions_left == left
        if left:
            assert t.keys("search") == [f"search:{ACTOR}"]


def test_townsfolk_still_need_a_building_without_zombies(t) -> None:
    t.reset(ACTOR, "2R:w", classes=["townsfolk"])
    t.turn(ACTOR)
    assert t.actions("search") == []
    t.s(ACTOR).zone = "2R:sa"
    t.zombies("2R:sa", runner=1)
    assert t.actions("search") == []


def _fill(t) -> list[str]:
    return [
        t.give(ACTOR, "skillet", "hand", 0),
        t.give(ACTOR, "canteen", "hand", 1),
        t.give(ACTOR, "rusty_six_shooter", "favourite", 0),
        t.give(ACTOR, "canteen", "backpack", 0),
        t.give(ACTOR, "cartridge_belt", "backpack", 1),
        t.give(ACTOR, "shell_bandolier", "backpack", 2),
    ]


def test_with_a_full_inventory_the_find_is_swapped_or_discarded(t) -> None:
    held = _fill(t)
    (found,) = t.equipment_cards("blessed_flask")
    t.turn(ACTOR)
    t.do("search", ACTOR)
    options = t.actions("keep")
    slots = {a.args[2:] for a in options}
    assert slots == {("hand", 0), ("hand", 1), ("backpack", 0), ("backpack", 1), ("backpack", 2)}, \
        "every slot the card fits, each freed by discarding its card; never the pistol-only favourite slot"
    assert all("discarding" in a.label for a in options)
    assert t.keys("leave") == [f"leave:{ACTOR}:{found}"]
    t.pick("keep", lambda a: a.args[2:] == ("backpack", 1))
    inv = t.s(ACTOR).inventory
    assert inv.backpack[1] == found
    assert held[4] not in inv.cards()
    assert t.state.equipment.discard_pile[-1] == held[4]
    assert len(inv.cards()) == 6


def test_a_weapon_of_the_favourite_type_may_replace_the_favourite(t) -> None:
    _fill(t)
    t.equipment_cards("six_shooter")
    t.turn(ACTOR)
    t.do("search", ACTOR)
    assert ("favourite", 0) in {a.args[2:] for a in t.actions("keep")}


def test_with_room_left_the_free_slots_are_offered(t) -> None:
    t.give(ACTOR, "skillet", "hand", 0)
    t.equipment_cards("canteen")
    t.turn(ACTOR)
    t.do("search", ACTOR)
    free = [a.args[2:] for a in t.actions("keep") if "discarding" not in a.label]
    assert set(free) == {("hand", 1), ("backpack", 0), ("backpack", 1), ("backpack", 2)}


def test_the_equipment_deck_reshuffles_without_bounty_or_starting_cards(t) -> None:
    deck = t.state.equipment
    starting = t.instance("skillet")
    bounty = t.instance("wolf_gun")
    plain = [t.instance("six_shooter"), t.instance("canteen")]
    everything = deck.draw_pile + deck.discard_pile
    deck.draw_pile, deck.discard_pile = [], [starting, bounty, *plain, *everything]
    t.turn(ACTOR)
    events = t.do("search", ACTOR)
    assert deck.reshuffles == 1
    drawn = of(events, Ev.searched)[0].data["card"]
    assert drawn not in ("skillet", "wolf_gun")
    groups = {c.id: c.group.value for c in t.game.data.equipment.cards}
    assert {starting, bounty} <= set(deck.discard_pile), "bounty and starting cards stay out of the new deck"
    assert {groups[t.state.cards[c]] for c in deck.discard_pile} == {"starting", "bounty"}
    assert {groups[t.state.cards[c]] for c in deck.draw_pile} == {"classic"}
    assert set(plain) <= set(deck.draw_pile) | {t.state.decision.data["card"]}


def test_no_search_when_both_piles_are_empty(t) -> None:
    t.state.equipment.draw_pile, t.state.equipment.discard_pile = [], []
    t.turn(ACTOR)
    assert t.actions("search") == []


# ---------------------------------------------------------------- inventory (§4.8, §5 Reorganise / Trade)
def test_discarding_is_free(t) -> None:
    card = t.give(ACTOR, "canteen", "backpack", 0)
    t.turn(ACTOR)
    t.do("discard", ACTOR, card)
    assert t.s(ACTOR).inventory.cards() == []
    assert t.s(ACTOR).actions_left == 3
    assert t.state.equipment.discard_pile[-1] == card


def test_an_any_favourite_slot_takes_any_weapon_dynamite_included(make) -> None:
    t = make(M0, team=["otis_pruitt"])  # favourite: any
    t.clear_zombies()
    t.reset("otis_pruitt", "2R:sa")
    t.equipment_cards("blasting_stick", "blessed_flask")
    t.turn("otis_pruitt")
    t.do("search", "otis_pruitt")
    assert ("favourite", 0) in {a.args[2:] for a in t.actions("keep")}
    t.pick("keep", lambda a: a.args[2:] == ("favourite", 0))
    t.do("done", "otis_pruitt")  # the kept card's free reorganise
    t.s("otis_pruitt").classes = ["townsfolk"]
    t.do("search", "otis_pruitt")
    assert ("favourite", 0) not in {a.args[2:] for a in t.actions("keep")}, "never an item"


def test_a_trade_swaps_with_exactly_one_survivor_in_the_zone(make) -> None:
    a, b, c = ACTOR, "otis_pruitt", "bo_tanner"
    t = make(M0, team=[a, b, c])
    t.clear_zombies()
    for sid in (a, b, c):
        t.reset(sid, "2R:x")
    t.reset(c, "2R:w")
    mine = t.give(a, "canteen", "backpack", 0)
    theirs = t.give(b, "skillet", "hand", 0)
    t.give(c, "lever_rifle", "hand", 0)
    t.turn(a)
    t.do("reorganise", a)
    partners = {x.args[3] for x in t.actions("rearrange")} - {a}
    assert partners == {b}, "only a survivor in the same zone"
    t.s(c).zone = "2R:x"
    t.do("rearrange", a, "backpack", 0, b, "hand", 0)
    partners = {x.args[3] for x in t.actions("rearrange")} - {a}
    assert partners == {b}, "one partner per action"
    t.pick("done")
    assert t.s(a).inventory.backpack[0] == theirs and t.s(b).inventory.hand[0] == mine
    assert t.s(a).actions_left == 2
