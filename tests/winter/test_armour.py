"""Armour rolls, the wound bar and death (white-death §6.9, §9.1): one die against each zombie
attack or friendly-fire hit, each at or above the armour value stopping it; a 1 always fails;
Iron Skin; nothing stops the abomination; three wounds eliminate a survivor and lose the game."""

from __future__ import annotations

import pytest

from ruleskit import of
from zombie_table.games.tilezone.events import Ev

RADKO, VESNA = "radko", "vesna"


@pytest.fixture
def t(placed):
    return placed({RADKO: "95T:e", VESNA: "95T:a"})


def test_three_wounds_on_the_bar_eliminate_a_survivor_and_lose_the_game(t) -> None:
    t.zombies("95T:e", walker=2)
    t.activate_zombies()
    assert (t.s(RADKO).wounds, t.s(RADKO).status) == (2, "alive")
    t.zombies("95T:e", walker=1)
    events = t.activate_zombies()
    assert t.s(RADKO).status == "dead"
    assert of(events, Ev.died, survivor=RADKO)
    assert t.state.result == "defeat"


def test_heavy_armour_stops_each_attack_on_3_or_more(t) -> None:
    """The reference's Heavy Armor is 3+: three walkers, armour dice 3, 2, 6 -> one wound."""
    t.give(RADKO, "scale_hauberk", "body")
    t.zombies("95T:e", walker=3)
    t.dice(3, 2, 6)
    events = t.activate_zombies()
    assert t.s(RADKO).wounds == 1
    rolls = of(events, Ev.rolled)
    assert [e.data["dice"] for e in rolls] == [[3], [2], [6]]
    assert all(e.rule == "armour" for e in rolls)
    assert "stopped" in rolls[0].text and "gets through" in rolls[1].text


def test_a_well_armoured_survivor_shrugs_off_every_attack(t) -> None:
    t.give(RADKO, "scale_hauberk", "body")
    t.zombies("95T:e", walker=2, runner=1)
    t.dice(4, 5, 6, 3)  # walkers twice and the runner once, then the runner's second action
    t.activate_zombies()
    assert t.s(RADKO).wounds == 0


def test_a_shield_in_hand_rolls_at_5_and_a_shield_in_the_pack_does_not(t) -> None:
    t.give(RADKO, "tower_shield", "backpack")
    t.zombies("95T:e", walker=1)
    t.dice()  # no die scripted: rolling one would fail the test
    t.activate_zombies()
    assert t.s(RADKO).wounds == 1
    t.give(RADKO, "tower_shield", "hand")
    t.dice(4, 5)
    t.zombies("95T:e", walker=2)
    t.activate_zombies()
    assert t.s(RADKO).wounds == 2


def test_a_natural_1_always_fails_even_with_iron_skin_on_armour(t) -> None:
    t.reset(RADKO, skills=["iron_skin"], health=3)
    t.give(RADKO, "scale_hauberk", "body")
    t.zombies("95T:e", walker=2)
    t.dice(1, 2)  # 1 fails; 2 +1 = 3 holds against 3+
    t.activate_zombies()
    assert t.s(RADKO).wounds == 1


def test_iron_skin_without_armour_rolls_at_5(t) -> None:
    t.reset(RADKO, skills=["iron_skin"], health=3)
    t.zombies("95T:e", walker=2)
    t.dice(4, 5)
    t.activate_zombies()
    assert t.s(RADKO).wounds == 1


def test_nothing_stops_the_abominations_blows(t) -> None:
    t.give(RADKO, "scale_hauberk", "body")
    t.zombies("95T:e", abomination=1)
    t.dice()  # no armour die may be rolled
    t.activate_zombies()
    assert t.s(RADKO).wounds == 1


def test_armour_cancels_a_friendly_fire_hit_whatever_its_damage(t) -> None:
    """Friendly fire: each miss hits a survivor in the target zone for the weapon's damage; an
    armour roll cancels one such hit."""
    t.reset(VESNA, "95T:b", health=3)
    t.give(VESNA, "scale_hauberk", "body")
    t.give(RADKO, "windlass_crossbow")  # 2 dice, 4+, damage 2, range 1-2
    t.zombies("95T:b", walker=1)
    t.turn(RADKO, actions=3)
    t.dice(2, 2, 5, 1)  # two misses; armour 5 stops the first hit, 1 lets the second through
    t.pick("shoot", lambda a: a.args[2] == "95T:b")
    assert t.s(VESNA).wounds == 2
    assert t.state.zombies.get("95T:b", {}).get("walker") == 1


def test_armour_goes_to_the_body_slot_and_never_to_a_hand(t) -> None:
    from zombie_table.games.tilezone import inventory

    s = t.s(RADKO)
    assert inventory.fits_card(t.game, s, "scale_hauberk", "body")
    assert not inventory.fits_card(t.game, s, "scale_hauberk", "hand")
    assert not inventory.fits_card(t.game, s, "arming_sword", "body")
    assert inventory.fits_card(t.game, s, "tower_shield", "hand")
