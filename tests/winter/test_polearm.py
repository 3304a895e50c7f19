"""Polearms and reach (white-death §6.5, §9.4): a polearm strikes a zone at range exactly 1 in
sight as a melee action — never its own zone (the winged spear, 0-1, excepted), never range 2 —
with targets chosen freely and no friendly fire on a miss; Reach gives every melee weapon 0-1;
Close-Combat Master lets a polearm strike its own zone."""

from __future__ import annotations

import pytest

from gridkit import give_crypt

RADKO, VESNA = "radko", "vesna"


@pytest.fixture
def t(placed):
    return placed({RADKO: "95T:e", VESNA: "95T:a"})


def strikes(t) -> list[tuple[str, str]]:
    return [(a.kind, a.args[-1] if a.kind == "melee_at" else t.s(RADKO).zone) for a in t.actions() if a.kind in ("melee", "melee_at")]


def test_a_polearm_strikes_the_next_zone_in_sight_but_not_its_own_nor_two_away(t) -> None:
    t.give(RADKO, "outriders_pike")
    t.zombies("95T:e", walker=1)
    t.zombies("95T:b", walker=1)  # range 1, in sight
    t.zombies("95T:a", walker=1)  # diagonal: not in sight
    t.zombies("95T:h", walker=1)  # range 1
    t.s(RADKO).zone = "95T:e"
    t.turn(RADKO, actions=3)
    assert sorted(strikes(t)) == [("melee_at", "95T:b"), ("melee_at", "95T:h")]
    t.s(RADKO).zone = "95T:d"  # f at range 2 in its row
    t.zombies("95T:f", walker=1)
    t.turn(RADKO, actions=3)
    assert ("melee_at", "95T:f") not in strikes(t)


def test_a_polearm_strike_picks_targets_freely_and_misses_never_hit_friends(t) -> None:
    t.give(RADKO, "poleaxe")  # 2 dice, 4+, damage 2
    t.reset(VESNA, "95T:b", health=3)
    t.zombies("95T:b", walker=1, brute=1)
    t.turn(RADKO, actions=3)
    t.dice(5, 1)  # one hit, one miss
    t.pick("melee_at", lambda a: a.args[-1] == "95T:b")
    assert t.state.decision.kind == "assign_hit"  # melee: the attacker chooses
    t.first("hit", lambda a: a.args[1] == "walker")
    assert t.state.zombies["95T:b"] == {"brute": 1}
    assert t.s(VESNA).wounds == 0


def test_the_winged_spear_reaches_its_own_zone_and_the_next(t) -> None:
    give_crypt(t, RADKO, "winged_spear")
    t.zombies("95T:e", walker=1)
    t.zombies("95T:b", walker=1)
    t.turn(RADKO, actions=3)
    assert sorted(strikes(t)) == [("melee", "95T:e"), ("melee_at", "95T:b")]


def test_close_combat_master_lets_a_polearm_strike_its_own_zone(t) -> None:
    t.reset(RADKO, skills=["close_combat_master"], health=3)
    t.give(RADKO, "outriders_pike")
    t.zombies("95T:e", walker=1)
    t.turn(RADKO, actions=3)
    assert ("melee", "95T:e") in strikes(t)


def test_reach_gives_a_sword_range_0_1(t) -> None:
    t.reset(RADKO, skills=["reach"], health=3)
    t.give(RADKO, "arming_sword")
    t.zombies("95T:e", walker=1)
    t.zombies("95T:f", walker=1)
    t.turn(RADKO, actions=3)
    assert sorted(strikes(t)) == [("melee", "95T:e"), ("melee_at", "95T:f")]
