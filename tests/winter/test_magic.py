"""Combat spells and ranged attacks (white-death §6.6, §6.7, §6.8, §9.2): a spell is cast at one
zone in range and sight like a ranged weapon; hits follow the target priority (brute or abomination
first, then walkers, runners, the necromancer); misses hit friends in the target zone; an energy
bolt or a dagger adds a die to another spell or melee weapon held with it, and a pair of them is
four dice."""

from __future__ import annotations

import pytest

from ruleskit import of
from zombie_table.games.tilezone.events import Ev

RADKO, VESNA = "radko", "vesna"


@pytest.fixture
def t(placed):
    return placed({RADKO: "95T:e", VESNA: "95T:a"})


def test_the_crossbow_worked_example_of_target_priority(t) -> None:
    """Crossbow, damage 2, 4+, into 1 brute, 2 walkers, 2 runners: two hits kill the brute then a
    walker; two more the other walker then a runner."""
    t.give(RADKO, "windlass_crossbow")
    t.zombies("95T:b", brute=1, walker=2, runner=2)
    t.turn(RADKO, actions=3)
    t.dice(4, 6)
    t.pick("shoot", lambda a: a.args[2] == "95T:b")
    assert t.state.zombies["95T:b"] == {"walker": 1, "runner": 2}
    t.dice(5, 5)
    t.pick("shoot", lambda a: a.args[2] == "95T:b")
    assert t.state.zombies["95T:b"] == {"runner": 1}


def test_a_brute_shields_the_walkers_from_one_damage_spells(t) -> None:
    t.give(RADKO, "ember_dart")  # 1 die, 3+, damage 1, range 0-2
    t.zombies("95T:b", brute=1, walker=1)
    t.turn(RADKO, actions=3)
    t.dice(6)
    t.pick("cast", lambda a: a.args[2] == "95T:b")
    assert t.state.zombies["95T:b"] == {"brute": 1, "walker": 1}


def test_a_spell_is_cast_at_a_zone_in_range_and_sight(t) -> None:
    t.give(RADKO, "unmaking")  # range 0-1
    t.zombies("95T:e", walker=1)
    t.zombies("95T:b", walker=1)
    t.zombies("95T:c", walker=1)  # not in sight from e
    t.s(RADKO).zone = "95T:d"
    t.zombies("95T:f", walker=1)  # range 2 from d: beyond the spell
    t.turn(RADKO, actions=3)
    assert sorted(a.args[2] for a in t.actions("cast")) == ["95T:e"]


def test_spell_misses_hit_a_friend_in_the_target_zone(t) -> None:
    t.give(RADKO, "unmaking")  # damage 2
    t.reset(VESNA, "95T:b", health=3)
    t.zombies("95T:b", walker=1)
    t.turn(RADKO, actions=3)
    t.dice(2)
    events = t.pick("cast", lambda a: a.args[2] == "95T:b")
    assert t.s(VESNA).wounds == 2
    assert of(events, Ev.wounded, survivor=VESNA)


def test_the_energy_bolt_adds_a_die_to_another_spell(t) -> None:
    t.give(RADKO, "frost_spark")
    t.give(RADKO, "unmaking")
    t.zombies("95T:b", walker=3)
    t.turn(RADKO, actions=3)
    casts = {a.args[1]: a for a in t.actions("cast") if a.args[2] == "95T:b"}
    with_bonus = next(a for key, a in casts.items() if key.startswith("unmaking"))
    assert "2d 4+ dmg 2" in with_bonus.label
    t.dice(4, 5)
    t.game.apply(with_bonus)
    assert t.state.zombies.get("95T:b", {}).get("walker") == 1


def test_two_daggers_as_a_pair_roll_four_dice(t) -> None:
    t.give(RADKO, "boot_dagger")
    t.give(RADKO, "boot_dagger")
    t.zombies("95T:e", walker=4)
    t.turn(RADKO, actions=3)
    pair = next(a for a in t.actions("melee") if "+" in a.args[1])
    assert "4d 4+" in pair.label
    t.dice(4, 4, 4, 4)
    t.game.apply(pair)
    assert not t.state.zombies.get("95T:e")


def test_misses_fell_guards_in_the_target_zone(t) -> None:
    """§5.6, §6.8: friendly fire hits guards too, and one wound fells a guard."""
    t.give(RADKO, "unmaking")
    t.state.tokens["guard"] = ["95T:b", "95T:b"]
    t.zombies("95T:b", walker=1)
    t.turn(RADKO, actions=3)
    t.dice(2)
    t.pick("cast", lambda a: a.args[2] == "95T:b")
    assert t.state.tokens["guard"] == ["95T:b"]


def test_with_a_survivor_and_guards_there_the_players_choose_who_takes_a_miss(t) -> None:
    t.give(RADKO, "unmaking")
    t.reset(VESNA, "95T:b", health=3)
    t.state.tokens["guard"] = ["95T:b"]
    t.zombies("95T:b", walker=1)
    t.turn(RADKO, actions=3)
    t.dice(2)
    t.pick("cast", lambda a: a.args[2] == "95T:b")
    assert t.state.decision.kind == "friendly_fire"
    t.pick("ff_ally")
    assert t.state.tokens["guard"] == [] and t.s(VESNA).wounds == 0
