"""Machines steered and lost (rules reference §5.4, §5.6, §5.10, §6.7) on the 3x3 test grid
(a b c / d e f / g h i): a controller fires a machine from wherever it stands — the attack is made
from the machine's zone, in its sight, and its noise is made there; the warden bot has a cutter arm
and a gun; standing with the bot, its controller may take it along on a move for free (xenos never
slow it); hellfire destroys every machine in its zone, idle or not; a remote changes hands in a trade."""

from __future__ import annotations

import pytest

from fightkit import attach

from zombie_table.games.tilezone.settings.outpost import machines
from zombie_table.games.tilezone.settings.outpost.state import own

OBI, DAX = "obi", "dax"


@pytest.fixture
def t(placed):
    return placed({OBI: "94T:g", DAX: "94T:h"})


def machine(t, kind: str, zone: str, holder: str | None = OBI) -> None:
    t.state.tokens[kind] = [zone]
    if holder:
        own(t.game).remotes[kind] = holder
    t.game.invalidate()


def test_the_turret_fires_from_its_zone_wherever_its_controller_stands(t) -> None:  # §5.6
    machine(t, "sentry", "94T:a")
    t.zombies("94T:c", worker=1)  # in the turret's sight (a row), not in Obi's (g)
    t.turn(OBI, actions=3)
    fire = [a for a in t.actions("machine_attack") if len(a.args) == 4]  # the plain shot (beside the concentrated ones)
    assert [a.args[2] for a in fire] == ["94T:c"]
    t.dice(6, 6, 6, 6)
    t.pick("machine_attack", lambda a: len(a.args) == 4)
    assert not t.state.zombies.get("94T:c")
    assert t.s(OBI).actions_left == 2 and t.s(OBI).xp == 1  # the controller gains the XP
    assert t.state.tokens.get("noise") == ["94T:a"]  # made where the turret fired
    assert machines.where(t.game, "sentry") == "94T:a" and t.state.tokens["sentry_active"] == ["94T:a"]


def test_the_bot_has_a_cutter_and_a_gun(t) -> None:  # §5.6
    machine(t, "bot", "94T:a")
    t.zombies("94T:a", worker=1)
    t.zombies("94T:b", worker=1)
    t.turn(OBI, actions=3)
    options = sorted((a.args[2], a.args[3]) for a in t.actions("machine_attack") if len(a.args) == 4)
    gun = t.game.data.rules.machines["bot"].second_attack
    assert gun is not None and gun.mode.value == "ranged"
    assert options == [("94T:a", "melee"), ("94T:a", "ranged"), ("94T:b", "ranged")]
    t.dice(*[6] * gun.dice)
    t.pick("machine_attack", lambda a: a.args[2:] == ("94T:b", "ranged"))  # not concentrated
    assert not t.state.zombies.get("94T:b") and t.state.zombies["94T:a"] == {"worker": 1}


def test_the_bot_goes_along_for_free(t) -> None:  # §5.6
    machine(t, "bot", "94T:g")
    t.zombies("94T:g", worker=1)
    t.turn(OBI, actions=3)
    assert {a.args[1] for a in t.actions("escort")} == {"94T:d", "94T:h"}
    t.pick("escort", lambda a: a.args[1] == "94T:d")
    assert t.s(OBI).zone == "94T:d" and machines.where(t.game, "bot") == "94T:d"
    assert t.s(OBI).actions_left == 1  # Obi pays for the worker as ever; the bot pays nothing
    assert t.state.tokens["bot_active"] == ["94T:d"]


def test_no_escort_without_standing_with_the_bot(t) -> None:
    machine(t, "bot", "94T:d")
    t.turn(OBI, actions=3)
    assert not t.actions("escort") and t.actions("bot_move")


def test_hellfire_destroys_the_machines_in_its_zone(t) -> None:  # §5.10, §6.7
    machine(t, "bot", "94T:d")
    t.state.tokens["sentry_active"] = ["94T:d"]
    scorcher = t.give(OBI, "scorcher")
    attach(t, OBI, "burner_fuel", scorcher)
    t.zombies("94T:d", worker=1)
    t.turn(OBI, actions=3)
    t.pick("hellfire", lambda a: a.args[1] == "94T:d")
    assert machines.where(t.game, "bot") is None and machines.where(t.game, "sentry") is None
    assert t.game.state.result is None  # losing machines loses nothing


def test_a_remote_is_handed_over_in_a_trade(t) -> None:  # §5.4
    machine(t, "bot", "94T:a")
    t.s(DAX).zone = "94T:g"
    t.turn(OBI, actions=3)
    t.pick("reorganise")
    t.pick("give_remote", lambda a: a.args[1:] == ("bot", DAX))
    assert own(t.game).remotes == {"bot": DAX}
    t.turn(DAX, actions=3)
    assert t.actions("bot_move")
    t.turn(OBI, actions=3)
    assert not t.actions("bot_move")


def test_a_machines_attack_may_be_concentrated(t) -> None:  # §5.6, §6.6
    machine(t, "sentry", "94T:a")
    t.zombies("94T:c", tank=1, worker=2)
    t.turn(OBI, actions=3)
    focused = [a.args[4] for a in t.actions("machine_attack") if len(a.args) == 5]
    assert focused == ["tank"]  # the first group of the targeting order
    t.dice(6, 6, 1, 1)  # 2 hits x damage 1 = 2 on the one Brute: dead; the workers untouched
    t.pick("machine_attack", lambda a: a.args[4:] == ("tank",))
    assert t.state.zombies["94T:c"] == {"worker": 2}
