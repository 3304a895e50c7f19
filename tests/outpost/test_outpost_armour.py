"""Armour as the health bar (invader §6.8, §1.4, §11): civilians start at 2, soldiers at 3; xeno
attacks always hit for their type's damage (a tank 2, the abomination 3); armour comes back only by
skills (Field Medic +1 up to base, Self-Sealing Suit back to base, end phase); Hard Case ignores the
first damage of an attack step; an Ablative Plate soaks 1 and is discarded."""

from __future__ import annotations

OBI, ROOK, HALLOWAY = "obi", "rook", "halloway"


def test_soldiers_start_at_3_civilians_at_2(make) -> None:
    t = make([OBI, HALLOWAY])
    assert t.s(OBI).health == 3 and t.s(HALLOWAY).health == 2


def test_a_tank_takes_two_armour_without_a_roll(make) -> None:
    t = make([OBI])
    t.reset(OBI, "94T:e", health=3)
    t.zombies("94T:e", tank=1)
    t.dice()  # no die is rolled
    t.activate_zombies()
    assert t.s(OBI).wounds == 2 and t.s(OBI).status != "dead"


def test_the_abomination_takes_three(make) -> None:
    t = make([OBI])
    t.reset(OBI, "94T:e", health=3)
    t.zombies("94T:e", abomination=1)
    t.activate_zombies()
    assert t.s(OBI).status == "dead"


def test_hard_case_ignores_the_first_damage_of_the_step(make) -> None:
    t = make([OBI])
    t.reset(OBI, "94T:e", health=3, skills=["tough"])
    t.zombies("94T:e", worker=2)
    t.activate_zombies()
    assert t.s(OBI).wounds == 1


def test_ablative_plate_soaks_one_and_is_gone(make) -> None:
    t = make([OBI])
    t.reset(OBI, "94T:e", health=3)
    plate = t.give(OBI, "ablative_plate", "body")
    t.zombies("94T:e", tank=1)
    t.activate_zombies()
    assert t.s(OBI).wounds == 1
    assert plate not in t.s(OBI).inventory.cards()


def test_self_repair_resets_armour_in_the_end_phase(make) -> None:
    from zombie_table.games.tilezone.settings.outpost.armour import self_repair
    t = make([OBI])
    t.reset(OBI, "94T:e", health=3, skills=["self_repair"])
    t.s(OBI).wounds = 2
    self_repair(t.game)
    assert t.s(OBI).wounds == 0


def test_a_brutes_attack_goes_whole_to_one_survivor(make) -> None:
    """§7.2: each xeno's attack goes whole to one target; the players pick whom."""
    t = make([OBI, ROOK])
    t.reset(OBI, "94T:e", health=3)
    t.reset(ROOK, "94T:e", health=2)
    t.zombies("94T:e", tank=1)
    t.activate_zombies()
    assert t.game.decision.kind == "assign_wound" and "(2 damage)" in t.game.decision.prompt
    t.pick("take_wound", lambda a: a.args[0] == OBI)
    assert (t.s(OBI).wounds, t.s(ROOK).wounds) == (2, 0)
    assert t.game.decision is None or t.game.decision.kind != "assign_wound"
