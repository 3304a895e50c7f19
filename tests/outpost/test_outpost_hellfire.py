"""Hellfire (invader §6.7, §9.3): a Scorcher in hand with Burner Fuel burns a zone at range 1 in
sight; every xeno, abomination included, and every survivor there dies, the shooter gains all their
XP, the fuel is used up (the Scorcher stays), objectives there are lost, no noise is made; never
from or into an outdoor zone, and never without fuel."""

from __future__ import annotations

import pytest

from fightkit import attach

from ruleskit import of
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.state import ObjectiveToken

OBI, DAX = "obi", "dax"


@pytest.fixture
def t(placed):
    return placed({OBI: "94T:e", DAX: "94T:a"})


def test_hellfire_kills_everything_loses_objectives_and_is_silent(t) -> None:
    scorcher = t.give(OBI, "scorcher")
    fuel = attach(t, OBI, "burner_fuel", scorcher)
    t.reset(DAX, "94T:b", health=3)
    t.zombies("94T:b", tank=2, worker=1, abomination=1)
    t.state.objectives.append(ObjectiveToken("o1", "94T:b", "red", hidden=True))
    t.turn(OBI, actions=3)
    events = t.pick("hellfire", lambda a: a.args[1] == "94T:b")
    assert not t.state.zombies.get("94T:b")
    assert t.s(DAX).status == "dead"
    assert t.s(OBI).xp == 1 + 1 + 1 + 5
    assert t.state.objectives[0].lost
    assert not of(events, Ev.noise)
    assert fuel in t.state.equipment.discard_pile
    assert any(t.game.card(c).id == "scorcher" for c in t.s(OBI).inventory.cards())


def test_no_fuel_no_hellfire(t) -> None:
    t.give(OBI, "scorcher")
    t.zombies("94T:b", worker=1)
    t.turn(OBI, actions=3)
    assert not t.actions("hellfire")


def test_hellfire_reaches_range_1_never_outdoors(t) -> None:
    scorcher = t.give(OBI, "scorcher")
    attach(t, OBI, "burner_fuel", scorcher)
    t.s(OBI).zone = "94T:h"
    t.zombies("94T:h", worker=1)
    t.zombies("94T:i", worker=1)
    t.zombies("94T:e", worker=1)
    t.zombies("94T:b", worker=1)
    t.turn(OBI, actions=5)
    assert sorted(a.args[1] for a in t.actions("hellfire")) == ["94T:e"]  # g is empty, h is its own zone, i is outdoors
    t.s(OBI).zone = "94T:i"
    t.turn(OBI, actions=3)
    assert t.actions() and not t.actions("hellfire")


def test_burning_a_teammate_is_named_and_asks_to_be_confirmed(t) -> None:
    scorcher = t.give(OBI, "scorcher")
    attach(t, OBI, "burner_fuel", scorcher)
    t.reset(DAX, "94T:b", health=3)
    t.zombies("94T:b", worker=1)
    t.turn(OBI, actions=3)
    [option] = t.actions("hellfire")
    assert "Dax Moreau" in option.label and option.confirm
