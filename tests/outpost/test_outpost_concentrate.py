"""The concentrated attack (invader §6.6), on the reference's own examples: a light machine gun (5
dice, damage 1) with 3 hits concentrated on one of 2 tanks beside 3 workers kills that tank only;
dual shock batons (4 dice) with 3 hits on the abomination kill it; ranged misses still hit friends
at the weapon's base damage (§6.5); Focus Fire adds 1 base damage and stops the friendly fire."""

from __future__ import annotations

import pytest

from ruleskit import of
from zombie_table.games.tilezone.events import Ev

OBI, DAX = "obi", "dax"


@pytest.fixture
def t(placed):
    return placed({OBI: "94T:e", DAX: "94T:a"})


def test_three_hits_on_one_tank_kill_it_and_nobody_else(t) -> None:
    t.give(OBI, "squad_gun")
    t.zombies("94T:b", tank=2, worker=3)
    t.turn(OBI, actions=3)
    t.dice(6, 5, 5, 1, 2)
    t.pick("concentrate", lambda a: a.args[3] == "94T:b" and a.args[4] == "tank")
    assert t.state.zombies["94T:b"] == {"tank": 1, "worker": 3}
    assert t.s(OBI).xp == 1


def test_without_concentrating_one_damage_hits_do_nothing_to_the_tanks(t) -> None:
    t.give(OBI, "squad_gun")
    t.zombies("94T:b", tank=2, worker=3)
    t.turn(OBI, actions=3)
    t.dice(6, 5, 5, 1, 2)
    t.pick("shoot", lambda a: a.args[2] == "94T:b")
    assert t.state.zombies["94T:b"] == {"tank": 2, "worker": 3}


def test_dual_batons_three_hits_fell_the_abomination(t) -> None:
    t.give(OBI, "shock_baton", "hand", 0)
    t.give(OBI, "shock_baton", "hand", 1)
    t.zombies("94T:e", abomination=1, worker=2)
    t.turn(OBI, actions=3)
    t.dice(4, 5, 6, 1)
    t.pick("concentrate", lambda a: "+" in a.args[1] and a.args[4] == "abomination")
    assert t.state.zombies["94T:e"] == {"worker": 2}
    assert t.s(OBI).xp == 5


def test_a_ranged_target_must_come_first_in_the_targeting_order(t) -> None:
    t.give(OBI, "squad_gun")
    t.zombies("94T:b", tank=1, worker=2, hunter=1)
    t.turn(OBI, actions=3)
    assert {a.args[4] for a in t.actions("concentrate") if a.args[3] == "94T:b"} == {"tank"}


def test_misses_hit_a_friend_at_base_damage(t) -> None:
    t.give(OBI, "squad_gun")
    t.reset(DAX, "94T:b", health=3)
    t.zombies("94T:b", tank=1)
    t.turn(OBI, actions=3)
    t.dice(6, 6, 1, 1, 2)
    t.pick("concentrate", lambda a: a.args[3] == "94T:b")
    assert not t.state.zombies.get("94T:b")
    assert t.s(DAX).wounds == 3 and t.s(DAX).status == "dead"  # three misses at damage 1


def test_focus_fire_adds_base_damage_and_spares_friends(t) -> None:
    t.reset(OBI, "94T:e", health=3, skills=["concentrated_expert"])
    t.give(OBI, "burst_gun")
    t.reset(DAX, "94T:b", health=3)
    t.zombies("94T:b", abomination=1)
    t.turn(OBI, actions=3)
    t.dice(6, 1)  # one hit: (1 + 1) x 1 = 2, not enough; the miss hits nobody
    events = t.pick("concentrate", lambda a: a.args[3] == "94T:b")
    assert t.state.zombies["94T:b"] == {"abomination": 1}
    assert t.s(DAX).wounds == 0
    assert of(events, Ev.info)
