"""Ranged targeting and friendly fire in Outpost (invader §6.4, §6.5), on the reference's examples:
a Slug Shotgun (damage 2) into 1 Brute, 2 Drones and 2 Stalkers kills the Brute, then a Drone; a
1-damage gun's hits are spent on a Brute for nothing, shielding the rest; a Breach Shotgun into a
zone with Dax and 2 Drones with 2 hits and 1 miss kills both Drones and takes 1 armour from Dax.
Hard Case against friendly fire: test_outpost_hard_case.py."""

from __future__ import annotations

import pytest

OBI, DAX = "obi", "dax"


@pytest.fixture
def t(placed):
    return placed({OBI: "94T:e", DAX: "94T:a"})


def test_the_brute_first_then_a_drone(t) -> None:
    t.give(OBI, "slug_shotgun")
    t.zombies("94T:b", tank=1, worker=2, hunter=2)
    t.turn(OBI, actions=3)
    t.dice(5, 6)
    t.pick("shoot", lambda a: a.args[2] == "94T:b")
    assert t.state.zombies["94T:b"] == {"worker": 1, "hunter": 2}


def test_one_damage_hits_are_spent_on_the_brute(t) -> None:
    t.give(OBI, "squad_gun")
    t.zombies("94T:b", tank=1, worker=2)
    t.turn(OBI, actions=3)
    t.dice(6, 6, 6, 6, 6)
    t.pick("shoot", lambda a: a.args[2] == "94T:b")
    assert t.state.zombies["94T:b"] == {"tank": 1, "worker": 2}


def test_a_miss_hits_the_friend_in_the_target_zone(t) -> None:
    t.give(OBI, "breach_shotgun")
    t.reset(DAX, "94T:b", health=3)
    t.zombies("94T:b", worker=2)
    t.turn(OBI, actions=3)
    t.dice(5, 6, 1)
    t.pick("shoot", lambda a: a.args[2] == "94T:b")
    assert not t.state.zombies.get("94T:b")
    assert t.s(DAX).wounds == 1
