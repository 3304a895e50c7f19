"""Health, wounds and death (digest §4.6, §6.6, §3.4, §9.1, §12 Fearless/Medic/Brawler)."""

from __future__ import annotations

import pytest

from ruleskit import M0, of
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.health import wound

JACK = "jack_harlan"  # gunslinger: health 2
BO = "bo_tanner"  # brawler: health 3


@pytest.fixture
def t(make):
    table = make(M0, team=[JACK, BO])
    table.clear_zombies()
    table.state.spawns = []
    table.s(JACK).zone = "2R:x"
    table.s(BO).zone = "3R:e"
    return table


def test_health_at_set_up_two_for_most_three_for_brawlers(t) -> None:
    assert (t.s(JACK).health, t.s(BO).health) == (2, 3)
    assert (t.s(JACK).wounds, t.s(BO).wounds) == (0, 0)


def test_a_zombie_attack_always_hits_for_one_wound(t) -> None:
    t.zombies("2R:x", walker=1)
    events = t.activate_zombies()
    assert t.s(JACK).wounds == 1
    assert t.s(JACK).status == "alive"
    assert of(events, Ev.zombie_attack, zone="2R:x")
    assert t.state.result is None


def test_a_second_wound_kills_a_standard_survivor_and_loses_the_game(t) -> None:
    t.zombies("2R:x", walker=2)
    events = t.activate_zombies()
    assert t.s(JACK).status == "dead"
    assert of(events, Ev.died, survivor=JACK)
    assert t.state.result == "defeat"
    assert JACK.split("_")[0].capitalize() in t.state.cause
    assert of(events, Ev.game_over, result="defeat")


def test_a_brawler_survives_two_wounds_and_dies_of_the_third(t) -> None:
    t.s(BO).zone = "2R:e"
    t.zombies("2R:e", walker=2)
    t.activate_zombies()
    assert (t.s(BO).wounds, t.s(BO).status) == (2, "alive")
    assert t.state.result is None
    t.zombies("2R:e", walker=1)
    t.activate_zombies()
    assert t.s(BO).status == "dead"
    assert t.state.result == "defeat"


def test_any_death_is_defeat_even_with_others_alive(t) -> None:
    wound(t.game, t.s(JACK), 2, "walker")
    t.game.check_end()
    assert t.s(BO).status == "alive"
    assert t.state.result == "defeat"


@pytest.mark.parametrize("source, ignored", [("brute", True), ("walker", False), ("runner", False)])
def test_fearless_ignores_wounds_from_the_named_zombies(t, source: str, ignored: bool) -> None:
    t.reset(JACK, skills=["fearless:brute"])
    t.zombies("2R:x", **{source: 1})
    t.activate_zombies()
    assert t.s(JACK).wounds == (0 if ignored else 1 if source != "runner" else 2)


def test_fearless_does_not_stop_friendly_fire(t) -> None:
    t.reset(JACK, skills=["fearless:walker"])
    wound(t.game, t.s(JACK), 1, "friendly fire")
    assert t.s(JACK).wounds == 1


def test_medic_heals_every_survivor_in_its_zone_in_the_end_phase(make) -> None:
    t = make(M0, team=[JACK, BO, "abel_whitlock"])
    t.clear_zombies()
    t.state.spawns = []
    t.reset("abel_whitlock", "2R:x", skills=["medic"])
    t.s("abel_whitlock").wounds = 1
    t.s(JACK).zone, t.s(JACK).wounds = "2R:x", 1
    t.s(BO).zone, t.s(BO).wounds = "3R:e", 1
    events = t.run({"kind": "end_phase_rest"})
    assert (t.s("abel_whitlock").wounds, t.s(JACK).wounds, t.s(BO).wounds) == (0, 0, 1)
    assert len(of(events, Ev.healed)) == 2


def test_medic_never_heals_above_full_health(make) -> None:
    t = make(M0, team=[JACK, "abel_whitlock"])
    t.reset("abel_whitlock", "2R:x", skills=["medic"])
    t.s(JACK).zone = "2R:x"
    events = t.run({"kind": "end_phase_rest"})
    assert t.s(JACK).wounds == 0 and t.s(JACK).health == 2
    assert not of(events, Ev.healed)


def test_gaining_the_brawler_skill_adds_health_and_heals_a_wound(t) -> None:
    from zombie_table.games.tilezone.experience import add_skill

    t.s(JACK).wounds = 1
    add_skill(t.game, t.s(JACK), "class:brawler")
    assert t.s(JACK).health == 3
    assert t.s(JACK).wounds == 0
    assert t.s(JACK).health_left == 3
