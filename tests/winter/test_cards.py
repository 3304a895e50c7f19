"""Card traits and slots (white-death §4.8, §5.1, §9.6, §9.8): the sabre pair's damage 2, a bow
granting its skill while shooting, the body slot holding a survivor's own weapon as a third hand,
and the ambush search cards that bring zombies instead of equipment."""

from __future__ import annotations

import pytest

from ruleskit import of
from zombie_table.games.tilezone import inventory
from zombie_table.games.tilezone.events import Ev

RADKO, VESNA, KAITO = "radko", "vesna", "kaito"


@pytest.fixture
def t(placed):
    return placed({RADKO: "95T:e", VESNA: "95T:a", KAITO: "95T:i"})


def test_a_pair_of_sabres_deals_2_damage_and_one_alone_1(t) -> None:
    t.give(RADKO, "steppe_sabre")
    t.zombies("95T:e", brute=1)
    t.turn(RADKO, actions=3)
    assert all("dmg 1" in a.label for a in t.actions("melee"))
    t.give(RADKO, "steppe_sabre")
    t.turn(RADKO, actions=3)
    pair = next(a for a in t.actions("melee") if "+" in a.args[1])
    assert "2d 4+ dmg 2" in pair.label
    t.dice(4, 1)
    t.game.apply(pair)
    assert not t.state.zombies.get("95T:e")


def test_the_antler_bow_grants_keen_eye_while_shooting(t) -> None:
    """§9.8: the bow's skill (pick targets freely, no friendly fire) holds while attacking with it."""
    t.give(RADKO, "antler_bow")  # 2 dice, 4+, damage 1, range 0-2
    t.reset(VESNA, "95T:b", health=3)
    t.zombies("95T:b", brute=1, walker=1)  # the brute would shield the walker from damage 1
    t.turn(RADKO, actions=3)
    t.dice(5, 1)
    t.pick("shoot", lambda a: a.args[2] == "95T:b")
    assert t.state.zombies["95T:b"] == {"brute": 1}
    assert t.s(VESNA).wounds == 0


def test_kaitos_body_slot_holds_his_blade_as_a_third_hand(t) -> None:
    s = t.s(KAITO)
    assert inventory.fits_card(t.game, s, "moon_blade", "body")
    assert not inventory.fits_card(t.game, t.s(RADKO), "moon_blade", "body")
    blade = t.give(KAITO, "moon_blade", "body")
    t.give(KAITO, "arming_sword")
    t.give(KAITO, "boot_dagger")
    assert blade in inventory.held(t.game, s)
    assert len(inventory.hand_pairs(t.game, s)) == 3  # any two of the three


def test_an_ambush_card_brings_its_zombies_into_the_searchers_zone(make) -> None:
    t = make([RADKO])
    t.reset(RADKO, "95T:e", health=3)
    t.game.data.rules.search_kinds.append(t.board.zones["95T:e"].kind)  # searching the test street
    try:
        t.equipment_cards("ambush_two_thralls")
        t.turn(RADKO, actions=3)
        events = t.pick("search")
    finally:
        t.game.data.rules.search_kinds.pop()
    assert t.state.zombies["95T:e"] == {"walker": 2}
    assert of(events, Ev.spawned, zone="95T:e", type="walker", count=2)
    assert t.state.decision is None or t.state.decision.kind != "keep_card"
