"""Hard Case (rules reference §11, §7.4): the first xeno damage of each attack step is ignored — the
first activation's attacks, the hunters' second action's attacks and each extra activation's are
steps of their own (rule option `hard_case_once_per`: attack_step, or once in the whole xenos'
phase) — and the first friendly-fire damage of each ranged action (another survivor's volley)."""

from __future__ import annotations

import pytest

OBI, DAX = "obi", "dax"


@pytest.mark.parametrize(("once_per", "wounds"), [("attack_step", 2), ("xeno_phase", 3)])
def test_the_hunters_second_attack_is_another_step(placed, once_per: str, wounds: int) -> None:
    t = placed({OBI: "94T:e"}, options={"hard_case_once_per": once_per})
    t.reset(OBI, "94T:e", health=5, skills=["tough"])
    t.zombies("94T:e", hunter=2)
    t.activate_zombies()  # two attack steps: 2 damage each
    assert t.s(OBI).wounds == wounds


def test_a_new_xenos_phase_is_a_new_once(placed) -> None:
    t = placed({OBI: "94T:e"}, options={"hard_case_once_per": "xeno_phase"})
    t.reset(OBI, "94T:e", health=5, skills=["tough"])
    t.zombies("94T:e", worker=1)
    t.activate_zombies()
    assert t.s(OBI).wounds == 0
    t.run({"kind": "players_end"})  # the next xenos' phase begins (its spawn and end phase follow)
    assert t.s(OBI).wounds == 0


def test_each_ranged_action_is_a_new_friendly_fire_volley(placed) -> None:
    t = placed({OBI: "94T:e", DAX: "94T:b"})
    t.give(OBI, "breach_shotgun")
    t.reset(DAX, "94T:b", health=5, skills=["tough"])
    t.zombies("94T:b", worker=3)
    t.turn(OBI, actions=3)
    t.dice(5, 1, 1)
    t.pick("shoot", lambda a: a.args[2] == "94T:b")
    assert t.s(DAX).wounds == 1  # two misses, the first shrugged off
    t.dice(5, 1, 6)
    t.pick("shoot", lambda a: a.args[2] == "94T:b")
    assert t.s(DAX).wounds == 1  # the second shot's one miss is the first of its volley
