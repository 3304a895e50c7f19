"""Predator and Automatic Fire (invader §11): the weapon's dice become the number of xenos (in the
survivor's zone for Predator, in the target zone for Automatic Fire); die bonuses still add."""

from __future__ import annotations

from ruleskit import of
from zombie_table.games.tilezone.events import Ev

DAX = "dax"


def test_automatic_fire_rolls_one_die_per_xeno_in_the_target_zone(make) -> None:
    t = make([DAX])
    t.reset(DAX, "94T:e", health=3, skills=["automatic_fire", "plus_die:ranged"])
    t.give(DAX, "long_rifle")  # 1 die printed
    t.zombies("94T:b", worker=4)
    t.turn(DAX, actions=3)
    [option] = [a for a in t.actions("swarm_attack") if a.args[3] == "94T:b"]
    assert "(5 dice)" in option.label  # 4 xenos + 1 bonus
    t.dice(1, 1, 1, 1, 1)
    events = t.pick("swarm_attack", lambda a: a.args[3] == "94T:b")
    assert len(of(events, Ev.rolled)[0].data["dice"]) == 5


def test_predator_counts_the_xenos_in_the_survivors_zone(make) -> None:
    t = make([DAX])
    t.reset(DAX, "94T:e", health=3, skills=["predator"])
    t.give(DAX, "plasma_cutter")  # 1 die printed
    t.zombies("94T:e", worker=3)
    t.turn(DAX, actions=5)
    t.dice(6, 6, 6)
    t.pick("swarm_attack")
    assert not t.state.zombies.get("94T:e")


def test_without_the_skill_no_such_option(make) -> None:
    t = make([DAX])
    t.reset(DAX, "94T:e", health=3)
    t.give(DAX, "plasma_cutter")
    t.zombies("94T:e", worker=3)
    t.turn(DAX, actions=3)
    assert not t.actions("swarm_attack")
