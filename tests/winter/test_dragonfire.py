"""Drake fire (white-death §9.7, §4.4, §4.6, §6.9): a torch and a bile thrown together as one ranged
action at a zone at range 1 in sight; everything there dies — brutes, the abomination, survivors,
guards — with no armour roll and no noise; the thrower gains every zombie's AP; both cards are
discarded; bile alone is never thrown."""

from __future__ import annotations

import pytest

from ruleskit import of
from zombie_table.games.tilezone.events import Ev

RADKO, VESNA = "radko", "vesna"


@pytest.fixture
def t(placed):
    return placed({RADKO: "95T:e", VESNA: "95T:a"})


def test_drake_fire_kills_everything_in_the_zone_and_makes_no_noise(t) -> None:
    torch = t.give(RADKO, "pitch_torch", "backpack")
    bile = t.give(RADKO, "drake_bile", "backpack")
    t.reset(VESNA, "95T:b", health=3)
    t.give(VESNA, "scale_hauberk", "body")
    t.zombies("95T:b", brute=2, walker=1, abomination=1)
    t.turn(RADKO, actions=3)
    t.dice()  # no die at all: no armour roll either
    events = t.pick("drake_fire", lambda a: a.args[1] == "95T:b")
    assert not t.state.zombies.get("95T:b")
    assert t.s(VESNA).status == "dead"
    assert t.s(RADKO).xp == 1 + 1 + 1 + 5
    assert not of(events, Ev.noise)
    assert torch in t.state.equipment.discard_pile and bile in t.state.equipment.discard_pile
    assert t.state.result == "defeat"  # a survivor burned


def test_drake_fire_reaches_exactly_range_1(t) -> None:
    t.give(RADKO, "pitch_torch")
    t.give(RADKO, "drake_bile")
    t.zombies("95T:e", walker=1)
    t.zombies("95T:f", walker=1)
    t.s(RADKO).zone = "95T:d"  # e at range 1, f at range 2, d itself at 0
    t.s(VESNA).zone = "95T:i"
    t.zombies("95T:d", walker=1)
    t.turn(RADKO, actions=5)
    assert [a.args[1] for a in t.actions("drake_fire")] == ["95T:e"]


def test_bile_alone_is_never_thrown(t) -> None:
    t.give(RADKO, "drake_bile")
    t.zombies("95T:b", walker=1)
    t.turn(RADKO, actions=3)
    assert not t.actions("drake_fire")


def test_with_the_hands_only_option_the_backpack_cards_cannot_be_thrown(make) -> None:
    t = make([RADKO], options={"drake_fire_from_backpack": False})
    t.reset(RADKO, "95T:e", health=3)
    t.give(RADKO, "pitch_torch", "backpack")
    t.give(RADKO, "drake_bile", "hand")
    t.zombies("95T:b", walker=1)
    t.turn(RADKO, actions=3)
    assert not t.actions("drake_fire")
