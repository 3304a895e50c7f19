"""Movement (digest §4.4, §5, §12 Leap/Slippery/Sprint/+1 Zone per Move, §13 Escape).

The tutorial map's Main Street is a straight line of street zones, west to east:
2R:w - 2R:x - 2R:e - 3R:w - 3R:x - 3R:e; 2R:s lies south of 2R:x, the saloon bar 2R:sa opens
onto 2R:w and the card room 2R:sb only onto the bar.
"""

from __future__ import annotations

import pytest

from ruleskit import M0, of
from zombie_table.games.tilezone.events import Ev

ACTOR = "jack_harlan"


@pytest.fixture
def t(make):
    table = make(M0, team=[ACTOR])
    table.clear_zombies()
    table.reset(ACTOR, "2R:x")
    return table


def destinations(t, kind: str = "move") -> set[str]:
    return {a.args[1] for a in t.actions(kind)}


def test_a_move_costs_one_action(t) -> None:
    t.turn(ACTOR)
    events = t.do("move", ACTOR, "2R:w")
    assert t.s(ACTOR).zone == "2R:w"
    assert t.s(ACTOR).actions_left == 2
    assert [(e.data["src"], e.data["dst"]) for e in of(events, Ev.moved)] == [("2R:x", "2R:w")]


def test_leaving_a_zone_with_two_walkers_costs_three_actions(t) -> None:
    t.zombies("2R:x", walker=2)
    t.turn(ACTOR, actions=5)
    assert "3 actions" in t.actions("move")[0].label
    t.do("move", ACTOR, "2R:w")
    assert t.s(ACTOR).zone == "2R:w"
    assert t.s(ACTOR).actions_left == 2


def test_leaving_a_zone_with_three_zombies_costs_four_actions(t) -> None:
    t.zombies("2R:x", walker=1, runner=1, brute=1)
    t.turn(ACTOR)
    assert t.actions("move") == [], "3 actions cannot pay for a move that costs 4"
    t.turn(ACTOR, actions=4)
    assert len(t.actions("move")) == 3
    t.turn(ACTOR, actions=5)
    t.do("move", ACTOR, "2R:e")
    assert t.s(ACTOR).zone == "2R:e"
    assert t.s(ACTOR).actions_left == 1


def test_the_zombie_penalty_counts_only_the_zone_being_left(t) -> None:
    t.zombies("2R:w", walker=3)
    t.turn(ACTOR)
    t.do("move", ACTOR, "2R:w")  # walking into the walkers costs 1
    assert t.s(ACTOR).actions_left == 2


def test_a_move_needs_enough_actions_for_the_penalty(t) -> None:
    t.zombies("2R:x", walker=2)
    t.turn(ACTOR)
    t.s(ACTOR).actions_left = 2
    assert t.actions("move") == []


def test_moves_follow_the_zone_graph(t) -> None:
    t.turn(ACTOR)
    assert destinations(t) == {"2R:w", "2R:e", "2R:s"}
    t.s(ACTOR).zone = "2R:sb"
    assert destinations(t) == {"2R:sa"}, "the card room opens only onto the saloon bar"


def test_plus_zone_per_move_covers_two_zones_for_one_action(t) -> None:
    t.reset(ACTOR, "2R:w", skills=["plus_zone_per_move"])
    t.turn(ACTOR)
    assert {"2R:x", "2R:e", "2R:s", "2R:sa", "2R:sb", "2R:po"} <= destinations(t)
    assert "3R:w" not in destinations(t), "three zones away"
    events = t.do("move", ACTOR, "2R:e")
    assert [e.data["dst"] for e in of(events, Ev.moved)] == ["2R:x", "2R:e"]
    assert t.s(ACTOR).actions_left == 2


def test_entering_a_zone_with_zombies_ends_a_multi_zone_move(t) -> None:
    t.reset(ACTOR, "2R:w", skills=["plus_zone_per_move"])
    t.zombies("2R:x", walker=1)
    t.turn(ACTOR)
    dests = destinations(t)
    assert "2R:x" in dests
    assert not {"2R:e", "2R:s"} & dests, "cannot move on through the zone with a walker"
    assert "2R:sb" in dests, "other two-zone moves are still allowed"


def test_sprint_covers_up_to_three_zones_once_per_turn(t) -> None:
    t.reset(ACTOR, "2R:w", skills=["sprint"])
    t.turn(ACTOR)
    assert "3R:w" in destinations(t, "sprint")
    assert "3R:x" not in destinations(t, "sprint")
    events = t.do("sprint", ACTOR, "3R:w")
    assert [e.data["dst"] for e in of(events, Ev.moved)] == ["2R:x", "2R:e", "3R:w"]
    assert t.s(ACTOR).actions_left == 2
    assert t.actions("sprint") == [], "Sprint works once per turn"
    assert destinations(t) == {"2R:e", "3R:x", "3R:mc"}, "ordinary one-zone moves remain"


def test_sprint_stops_in_a_zone_with_zombies(t) -> None:
    t.reset(ACTOR, "2R:w", skills=["sprint"])
    t.zombies("2R:e", runner=1)
    t.turn(ACTOR)
    assert "2R:e" in destinations(t, "sprint") | destinations(t)
    assert "3R:w" not in destinations(t, "sprint")


def test_slippery_pays_nothing_to_leave_zombies(t) -> None:
    t.reset(ACTOR, "2R:x", skills=["slippery"])
    t.zombies("2R:x", walker=2, brute=1)
    t.turn(ACTOR)
    t.do("move", ACTOR, "2R:w")
    assert t.s(ACTOR).actions_left == 2, "one action, nothing for the three zombies"


def test_slippery_moves_through_zones_with_zombies(t) -> None:
    t.reset(ACTOR, "2R:w", skills=["slippery", "plus_zone_per_move"])
    t.zombies("2R:x", walker=2)
    t.turn(ACTOR)
    assert "2R:e" in destinations(t)
    t.do("move", ACTOR, "2R:e")
    assert t.s(ACTOR).zone == "2R:e"
    assert t.s(ACTOR).actions_left == 2


def test_slippery_sprints_through_zombies(t) -> None:
    t.reset(ACTOR, "2R:w", skills=["slippery", "sprint"])
    t.zombies("2R:x", walker=1)
    t.zombies("2R:e", walker=1)
    t.turn(ACTOR)
    assert "3R:w" in destinations(t, "sprint")


def test_leap_jumps_two_zones_in_sight_over_zombies(t) -> None:
    t.reset(ACTOR, "2R:w", skills=["leap"])
    t.zombies("2R:x", walker=3)
    t.turn(ACTOR)
    leaps = destinations(t, "leap")
    assert "2R:e" in leaps, "two zones away in sight, over the walkers"
    assert "2R:s" not in leaps, "two zones away but out of sight"
    assert "3R:w" not in leaps, "three zones away"
    events = t.do("leap", ACTOR, "2R:e")
    assert [e.data["dst"] for e in of(events, Ev.moved)] == ["2R:e"], "nothing happens in the zone jumped over"
    assert t.s(ACTOR).zone == "2R:e"
    assert t.s(ACTOR).actions_left == 2
    assert t.actions("leap") == [], "Leap works once per turn"


def test_leap_pays_the_zombie_penalty_of_the_zone_left(t) -> None:
    t.reset(ACTOR, "2R:w", skills=["leap"])
    t.zombies("2R:w", walker=1)
    t.turn(ACTOR, actions=4)
    t.do("leap", ACTOR, "2R:e")
    assert t.s(ACTOR).actions_left == 2


def test_leap_ignores_slippery_so_the_penalty_still_applies(t) -> None:
    t.reset(ACTOR, "2R:w", skills=["leap", "slippery"])
    t.zombies("2R:w", walker=2)
    t.turn(ACTOR, actions=4)
    t.do("leap", ACTOR, "2R:e")
    assert t.s(ACTOR).actions_left == 1


def test_leap_reaches_a_balcony_without_the_stairs(t) -> None:
    t.reset(ACTOR, "3R:x", skills=["leap"])
    t.turn(ACTOR)
    assert "3R:bal" not in destinations(t), "walking up needs the stairs in the dressmaker's"
    t.do("leap", ACTOR, "3R:bal")
    assert t.s(ACTOR).zone == "3R:bal"


def test_zombies_move_one_zone_per_action(make) -> None:
    t = make(M0, team=[ACTOR])
    t.clear_zombies()
    t.reset(ACTOR, "3R:e")
    t.zombies("2R:w", walker=1)
    events = t.activate_zombies()
    assert t.state.zombies == {"2R:x": {"walker": 1}}
    assert len(of(events, Ev.zombie_move)) == 1


# ---------------------------------------------------------------- escape (§13 recurring wording)
def _escape_stage(t) -> None:
    for token in t.state.objectives:
        token.taken_by = ACTOR
    t.state.stage = 1


def test_escape_from_the_exit_once_the_objectives_are_done(t) -> None:
    t.reset(ACTOR, "2R:w")
    _escape_stage(t)
    t.turn(ACTOR)
    assert t.keys("escape") == [f"escape:{ACTOR}"]
    events = t.do("escape", ACTOR)
    assert of(events, Ev.escaped, survivor=ACTOR)
    assert t.s(ACTOR).status == "escaped"


def test_no_escape_with_zombies_in_the_exit(t) -> None:
    t.reset(ACTOR, "2R:w")
    _escape_stage(t)
    t.zombies("2R:w", walker=1)
    t.turn(ACTOR)
    assert t.actions("escape") == []


def test_no_escape_away_from_the_exit(t) -> None:
    t.reset(ACTOR, "2R:x")
    _escape_stage(t)
    t.turn(ACTOR)
    assert t.actions("escape") == []


def test_no_escape_before_the_objectives(t) -> None:
    t.reset(ACTOR, "2R:w")
    t.turn(ACTOR)
    assert t.actions("escape") == []
