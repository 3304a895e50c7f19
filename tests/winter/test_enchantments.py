"""Enchantments and food (white-death §5.3, §4.6, §9.3): an enchantment in hand is cast for one
action at a target in sight — the caster too, never a guard — each copy once in its holder's turn;
food is eaten for its AP, apples even from the backpack."""

from __future__ import annotations

import pytest

RADKO, VESNA = "radko", "vesna"


@pytest.fixture
def t(placed):
    return placed({RADKO: "95T:e", VESNA: "95T:b"})


def test_mending_word_heals_a_survivor_in_sight_once_per_turn(t) -> None:
    t.give(RADKO, "mending_word")
    t.s(VESNA).wounds = 2
    t.s(RADKO).wounds = 1
    t.turn(RADKO, actions=4)
    assert sorted(a.args[2] for a in t.actions("enchant")) == [RADKO, VESNA]
    t.pick("enchant", lambda a: a.args[2] == VESNA)
    assert t.s(VESNA).wounds == 1 and t.s(RADKO).actions_left == 3
    assert not t.actions("enchant")  # this copy is spent for the turn


def test_enchantments_never_reach_out_of_sight(t) -> None:
    t.give(RADKO, "mending_word")
    t.s(VESNA).zone = "95T:a"  # diagonal from e: out of sight
    t.s(VESNA).wounds = 1
    t.turn(RADKO, actions=3)
    assert not t.actions("enchant")


def test_swift_stride_moves_a_survivor_two_or_three_zones(t) -> None:
    t.give(RADKO, "swift_stride")
    t.turn(RADKO, actions=3)
    dests = {a.args[3] for a in t.actions("enchant") if a.args[2] == VESNA}
    assert {"95T:h", "95T:d", "95T:g"} <= dests and not {"95T:e", "95T:c"} & dests  # one zone away: not a stride
    t.pick("enchant", lambda a: a.args[2] == VESNA and a.args[3] == "95T:h")
    assert t.s(VESNA).zone == "95T:h"


def test_warding_gust_blows_zombies_one_zone_further_away(t) -> None:
    t.give(RADKO, "warding_gust")
    t.s(VESNA).zone = "95T:i"
    t.zombies("95T:b", walker=2, brute=1)
    t.turn(RADKO, actions=3)
    assert {a.args[3] for a in t.actions("enchant") if a.args[2] == "95T:b"} == {"95T:a", "95T:c"}
    t.pick("enchant", lambda a: a.args[2] == "95T:b" and a.args[3] == "95T:a")
    assert t.state.zombies["95T:a"] == {"walker": 2, "brute": 1} and not t.state.zombies.get("95T:b")


def test_spellcaster_pays_for_an_enchantment(t) -> None:
    t.reset(RADKO, skills=["spellcaster"], health=3)
    t.give(RADKO, "mending_word")
    t.s(RADKO).wounds = 1
    t.turn(RADKO, actions=3)
    t.pick("enchant", lambda a: a.args[2] == RADKO)
    assert t.s(RADKO).actions_left == 3 and t.s(RADKO).wounds == 0


def test_apples_are_eaten_from_the_backpack_venison_only_from_a_hand(t) -> None:
    t.give(RADKO, "winter_apples", "backpack")
    t.give(RADKO, "smoked_venison", "backpack")
    t.turn(RADKO, actions=3)
    assert [a.label.split(" (")[0] for a in t.actions("eat")] == ["Eat Winter Apples"]
    t.pick("eat")
    assert t.s(RADKO).xp == 2
