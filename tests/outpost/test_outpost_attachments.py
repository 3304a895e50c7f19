"""Attachments and prototypes (invader §9.3, §6.4): a prototype attacks only with a Power Cell; a
cell re-rolls an energy weapon's dice, melee too, and Ammo Belts a bullet weapon's; bullets never
fire outdoors, energy weapons do."""

from __future__ import annotations

import pytest

from fightkit import give_set_aside

OBI = "obi"


@pytest.fixture
def t(make):
    table = make([OBI])
    table.reset(OBI, "94T:e", health=3)
    return table


def test_a_prototype_fires_only_with_a_cell(t) -> None:
    give_set_aside(t, OBI, "proto_scattergun")
    t.zombies("94T:b", worker=1)
    t.turn(OBI, actions=3)
    assert not t.actions("shoot")
    t.give(OBI, "energy_cell", "backpack")
    t.turn(OBI, actions=3)
    assert t.actions("shoot")


def test_a_cell_rerolls_a_melee_energy_weapon_and_belts_a_bullet_gun(t) -> None:
    from zombie_table.games.tilezone.combat import profile
    baton = t.give(OBI, "shock_baton")
    t.give(OBI, "energy_cell", "backpack")
    gun = t.give(OBI, "burst_gun", "hand", 1)
    assert "Power Cell" in profile(t.game, t.s(OBI), (baton,), "melee", "normal", None)["rerolls"]
    assert "Ammo Belts" not in profile(t.game, t.s(OBI), (gun,), "ranged", "normal", None)["rerolls"]
    t.give(OBI, "ammo_belt", "backpack", 1)
    t.game.invalidate()
    assert "Ammo Belts" in profile(t.game, t.s(OBI), (gun,), "ranged", "normal", None)["rerolls"]


def test_bullets_never_fire_outdoors_energy_does(t) -> None:
    t.s(OBI).zone = "94T:i"
    t.give(OBI, "burst_gun")
    t.zombies("94T:i", worker=1)
    t.turn(OBI, actions=3)
    assert not t.actions("shoot")
    give_set_aside(t, OBI, "proto_scattergun", "hand", 1)
    t.give(OBI, "energy_cell", "backpack")
    t.turn(OBI, actions=3)
    assert t.actions("shoot")
