"""The Freeze skill (white-death §11 "Freeze: [Action type]", §6.10): each action of its kind puts a
freeze token in the targeted zone, hit or miss; a weapon granting it (the Rimebow) does the same
while it shoots; at most one token per zone."""

from __future__ import annotations

import pytest

from gridkit import give_crypt

RADKO = "radko"


@pytest.fixture
def t(make):
    table = make([RADKO])
    table.reset(RADKO, "95T:e", health=3)
    return table


def frozen(t) -> list[str]:
    return t.state.tokens.get("freeze", [])


def test_freeze_ranged_freezes_the_target_zone_even_on_a_miss(t) -> None:
    t.reset(RADKO, skills=["freeze:ranged"], health=3)
    t.give(RADKO, "greatbow")  # 1 die, range 1-3
    t.zombies("95T:b", walker=2)
    t.turn(RADKO, actions=3)
    t.dice(1)
    t.pick("shoot", lambda a: a.args[2] == "95T:b")
    assert frozen(t) == ["95T:b"]
    t.dice(2)
    t.pick("shoot", lambda a: a.args[2] == "95T:b")
    assert frozen(t) == ["95T:b"]  # one token per zone


def test_freeze_melee_does_not_freeze_on_a_ranged_action(t) -> None:
    t.reset(RADKO, skills=["freeze:melee"], health=3)
    t.give(RADKO, "greatbow")
    t.zombies("95T:b", walker=2)
    t.turn(RADKO, actions=3)
    t.dice(1)
    t.pick("shoot", lambda a: a.args[2] == "95T:b")
    assert frozen(t) == []


def test_the_rimebow_freezes_what_it_shoots_at(t) -> None:
    give_crypt(t, RADKO, "rimebow")
    t.zombies("95T:h", walker=3)
    t.turn(RADKO, actions=3)
    t.dice(1, 1)
    t.pick("shoot", lambda a: a.args[2] == "95T:h")
    assert frozen(t) == ["95T:h"]
