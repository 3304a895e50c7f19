"""Double Enchantment, Forked Charm here (white-death §11, with §5.3 enchantments): each enchantment
action may take one extra target for free; both targets are declared before either resolves, then
they resolve one after the other. Readings: the extra target is another one (never the first again),
chosen among those in sight as the first is cast; a moved survivor's zombies still cost the caster
(option `double_enchantment_pays_zombies`)."""

from __future__ import annotations

import pytest

RADKO, VESNA, SARAN = "radko", "vesna", "saran"
TWICE = "double_enchantment"


@pytest.fixture
def t(placed):
    table = placed({RADKO: "95T:e", VESNA: "95T:b", SARAN: "95T:h"})
    table.reset(RADKO, skills=[TWICE], health=3)
    return table


def test_a_mending_word_heals_a_second_survivor_for_free(t) -> None:
    t.give(RADKO, "mending_word")
    t.s(VESNA).wounds = 2
    t.s(SARAN).wounds = 1
    t.turn(RADKO, actions=3)
    t.pick("enchant", lambda a: a.args[2] == VESNA)
    assert t.state.decision.kind == TWICE
    assert sorted(a.args[2] for a in t.actions("enchant_again")) == [SARAN]  # the first target is not offered again
    t.pick("enchant_again", lambda a: a.args[2] == SARAN)
    assert (t.s(VESNA).wounds, t.s(SARAN).wounds) == (1, 0)
    assert t.s(RADKO).actions_left == 2  # one action for both targets
    assert not t.actions("enchant")  # and the card is spent for the turn


def test_without_the_skill_a_cast_takes_one_target(t) -> None:
    t.reset(RADKO, health=3)
    t.give(RADKO, "mending_word")
    t.s(VESNA).wounds = t.s(SARAN).wounds = 1
    t.turn(RADKO, actions=3)
    t.pick("enchant", lambda a: a.args[2] == VESNA)
    assert t.state.decision.kind != TWICE and t.s(SARAN).wounds == 1


def test_the_second_target_may_be_declined(t) -> None:
    t.give(RADKO, "mending_word")
    t.s(VESNA).wounds = t.s(SARAN).wounds = 1
    t.turn(RADKO, actions=3)
    t.pick("enchant", lambda a: a.args[2] == VESNA)
    t.pick("enchant_once")
    assert t.s(SARAN).wounds == 1 and t.state.decision.kind != TWICE


def test_both_targets_are_declared_before_either_resolves(t) -> None:
    """Radko strides himself out of Vesna's sight first; she was declared with him, so she still goes."""
    t.give(RADKO, "swift_stride")
    t.turn(RADKO, actions=3)
    t.pick("enchant", lambda a: a.args[2] == RADKO and a.args[3] == "95T:g")
    assert "95T:b" not in t.board.sight["95T:g"]
    assert VESNA in {a.args[2] for a in t.actions("enchant_again")}
    t.pick("enchant_again", lambda a: a.args[2] == VESNA and a.args[3] == "95T:f")
    assert (t.s(RADKO).zone, t.s(VESNA).zone) == ("95T:g", "95T:f")


def test_a_target_out_of_sight_when_cast_is_never_the_second(t) -> None:
    t.s(SARAN).zone = "95T:a"  # diagonal from e
    t.give(RADKO, "swift_stride")
    t.turn(RADKO, actions=3)
    t.pick("enchant", lambda a: a.args[2] == VESNA and a.args[3] == "95T:f")
    assert {a.args[2] for a in t.actions("enchant_again")} == {RADKO}


@pytest.mark.parametrize(("pays", "left"), [(True, 1), (False, 2)])
def test_the_second_survivor_moved_still_pays_for_its_zombies(placed, pays: bool, left: int) -> None:
    t = placed({RADKO: "95T:e", VESNA: "95T:b", SARAN: "95T:h"}, options={"double_enchantment_pays_zombies": pays})
    t.reset(RADKO, skills=[TWICE], health=3)
    t.give(RADKO, "swift_stride")
    t.zombies("95T:h", walker=1)
    t.turn(RADKO, actions=3)
    t.pick("enchant", lambda a: a.args[2] == VESNA and a.args[3] == "95T:f")
    t.pick("enchant_again", lambda a: a.args[2] == SARAN and a.args[3] == "95T:d")
    assert t.s(SARAN).zone == "95T:d"
    assert t.s(RADKO).actions_left == left


def test_a_warding_gust_blows_two_zones(t) -> None:
    t.give(RADKO, "warding_gust")
    t.s(VESNA).zone = t.s(SARAN).zone = "95T:i"
    t.zombies("95T:b", walker=1)
    t.zombies("95T:d", runner=1)
    t.turn(RADKO, actions=3)
    t.pick("enchant", lambda a: a.args[2] == "95T:b" and a.args[3] == "95T:a")
    t.pick("enchant_again", lambda a: a.args[2] == "95T:d" and a.args[3] == "95T:g")
    assert t.state.zombies["95T:a"] == {"walker": 1} and t.state.zombies["95T:g"] == {"runner": 1}
