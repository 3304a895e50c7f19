"""The zombies' phase (digest §7.1-§7.4, §4.5 rules 6 and 8, §3.3): targeting, splitting,
runners' second action, attacks before moves, wound assignment, the noise token jumping away
when reached, and the end-phase noise decay.

Most cases use the 3x3 test grid (frontier-m97):   a b c / d e f / g h i
(e sees b, d, f, h; a sees b, c, d, g). The worked examples use the tutorial's Main Street.
"""

from __future__ import annotations

from collections import Counter

import pytest

from ruleskit import GRID, M0, of
from zombie_table.games.tilezone.events import Ev

A, B, C = "jack_harlan", "bo_tanner", "otis_pruitt"


def g(label: str) -> str:
    return f"90T:{label}"


@pytest.fixture
def grid(make):
    t = make(GRID, team=[A, B, C])
    t.clear_zombies()
    t.state.spawns = []
    for sid in (A, B, C):
        t.reset(sid, g("i"), health=3)
    t.noise(g("i"))
    return t


@pytest.fixture
def street(make):
    t = make(M0, team=[A, B, C])
    t.clear_zombies()
    t.state.spawns = []
    for sid in (A, B, C):
        t.reset(sid, "3R:e", health=3)
    t.noise("3R:e")
    return t


def moves(events) -> Counter:
    return Counter({(e.data["src"], e.data["dst"], e.data["type"]): e.data["count"] for e in of(events, Ev.zombie_move)})


# ---------------------------------------------------------------- targeting (§7.3)
def test_the_noise_zone_in_sight_comes_first(grid) -> None:
    grid.s(A).zone = g("b")
    grid.s(B).zone = grid.s(C).zone = g("f")
    grid.noise(g("b"))
    grid.zombies(g("e"), walker=1)
    grid.activate_zombies()
    assert grid.state.zombies == {g("b"): {"walker": 1}}, "to the single survivor with the noise, not the pair"


def test_else_the_zone_with_the_most_survivors_in_sight(grid) -> None:
    grid.s(A).zone = g("b")
    grid.s(B).zone = grid.s(C).zone = g("f")
    grid.noise(g("d"))  # in sight but holding no survivor
    grid.zombies(g("e"), walker=1)
    grid.activate_zombies()
    assert grid.state.zombies == {g("f"): {"walker": 1}}


def test_with_no_survivor_in_sight_zombies_head_for_the_noise_token(grid) -> None:
    grid.noise(g("c"))
    grid.zombies(g("a"), walker=1)
    grid.activate_zombies()
    assert grid.state.zombies == {g("b"): {"walker": 1}}


def test_the_noise_token_out_of_sight_is_ignored_when_survivors_are_seen(street) -> None:
    street.s(A).zone = "2R:dr"  # near but out of sight of 2R:x, with the noise
    street.noise("2R:dr")
    street.s(B).zone = street.s(C).zone = "3R:e"
    street.zombies("2R:x", walker=1)
    street.activate_zombies()
    assert street.state.zombies == {"2R:e": {"walker": 1}}


def test_distance_never_matters(street) -> None:
    street.s(A).zone = "2R:w"  # range 1
    street.s(B).zone = street.s(C).zone = "3R:x"  # range 3
    street.noise("2R:s")
    street.zombies("2R:x", walker=1)
    street.activate_zombies()
    assert street.state.zombies == {"2R:e": {"walker": 1}}


def test_equal_destinations_are_a_players_choice_for_a_single_zombie(grid) -> None:
    grid.s(A).zone = g("b")
    grid.s(B).zone = g("h")
    grid.s(C).zone = g("a")  # out of sight of e
    grid.noise(g("a"))
    grid.zombies(g("e"), walker=1)
    grid.activate_zombies()
    assert grid.state.decision.kind == "split"
    assert {a.args[0] for a in grid.actions("zombie_way")} == {g("b"), g("h")}
    grid.do("zombie_way", g("h"))
    assert grid.state.zombies == {g("h"): {"walker": 1}}


def test_split_example_four_walkers_three_brutes_one_runner(grid) -> None:
    """§7.3: two equal paths; 2 walkers each way, 2 brutes one way and 1 the other (players
    choose), and the runner goes the way the players choose."""
    grid.zombies(g("a"), walker=4, brute=3, runner=1)
    grid.activate_zombies()
    asked = []
    while grid.state.decision.kind == "split":
        asked.append(grid.state.decision.data["type"])
        assert {a.args[0] for a in grid.actions("zombie_way")} == {g("b"), g("d")}
        grid.do("zombie_way", g("b") if asked[-1] == "brute" else g("d"))
        if asked == ["brute", "runner"]:
            break
    assert asked == ["brute", "runner"], "one question for the odd brute, one for the runner; none for walkers"
    zs = grid.state.zombies
    assert zs[g("b")] == {"walker": 2, "brute": 2}
    assert zs[g("d")] == {"walker": 2, "brute": 1, "runner": 1}
    assert g("a") not in zs


def test_zombies_take_the_shortest_open_path(make) -> None:
    t = make(M0, team=[A])
    t.clear_zombies()
    t.state.spawns = []
    t.reset(A, "3R:bal")  # the balcony: reached only by its stairs
    t.noise("3R:bal")
    t.zombies("3R:x", walker=1)
    t.activate_zombies()
    assert t.state.zombies == {"3R:s": {"walker": 1}}, "around by the street to the stairs room"


# ---------------------------------------------------------------- attacks and runners (§7.2, §7.4)
def test_runners_example_two_runners_and_a_brute_one_zone_away(street) -> None:
    """§7.4: all three move in; the runners' second action is an attack: 2 wounds."""
    street.s(A).zone = street.s(B).zone = "2R:e"
    street.s(C).zone = "2R:dr"
    street.zombies("2R:x", runner=2, brute=1)
    street.activate_zombies()
    assert street.state.zombies == {"2R:e": {"runner": 2, "brute": 1}}
    assert street.state.decision.kind == "assign_wound"
    street.do("take_wound", A)
    street.do("take_wound", B)
    assert (street.s(A).wounds, street.s(B).wounds) == (1, 1)
    assert street.halted


def test_attacks_come_before_moves(street) -> None:
    street.s(A).zone = "2R:x"
    street.zombies("2R:x", walker=1)
    street.zombies("2R:w", walker=1)
    events = street.activate_zombies()
    assert street.s(A).wounds == 1, "the walker that walks in does not attack this activation"
    assert street.state.zombies == {"2R:x": {"walker": 2}}
    kinds = [e.kind for e in events if e.kind in (Ev.zombie_attack, Ev.zombie_move)]
    assert kinds == [Ev.zombie_attack, Ev.zombie_move]


def test_zombies_sharing_a_zone_with_a_survivor_attack_rather_than_move(street) -> None:
    street.s(A).zone = "2R:x"
    street.s(B).zone = street.s(C).zone = "3R:w"  # more survivors in sight
    street.noise("3R:w")
    street.zombies("2R:x", walker=1, brute=1)
    street.activate_zombies()
    assert street.state.zombies == {"2R:x": {"walker": 1, "brute": 1}}
    assert street.s(A).wounds == 2


def test_a_runner_attacks_twice(street) -> None:
    street.s(A).zone = "2R:x"
    street.zombies("2R:x", runner=1)
    street.activate_zombies()
    assert street.s(A).wounds == 2


def test_a_runner_moves_twice(street) -> None:
    street.zombies("2R:e", runner=1)
    street.activate_zombies()
    assert street.state.zombies == {"3R:x": {"runner": 1}}


def test_players_share_the_wounds_of_a_zone(street) -> None:
    street.s(A).zone = street.s(B).zone = "2R:x"
    street.zombies("2R:x", walker=2)
    street.activate_zombies()
    assert street.state.decision.kind == "assign_wound"
    assert {a.args[0] for a in street.actions("take_wound")} == {A, B}
    street.do("take_wound", B)
    street.do("take_wound", B)
    assert (street.s(A).wounds, street.s(B).wounds) == (0, 2)


# ---------------------------------------------------------------- the noise token (§4.5)
def test_zombies_reaching_the_noise_send_it_to_the_most_survivors_at_once(street) -> None:
    street.s(A).zone = street.s(B).zone = "3R:lo"  # out of sight of 2R:w and 2R:x
    street.s(C).zone = "2R:dr"
    street.noise("2R:x")
    street.zombies("2R:w", runner=1)
    events = street.activate_zombies()
    assert street.state.noise == {"zone": "3R:lo", "level": "bang"}
    assert of(events, Ev.noise, zone="3R:lo")
    assert street.state.zombies == {"2R:e": {"runner": 1}}, "the second action already chases the new spot"


def test_a_boom_reached_by_zombies_comes_back_as_bang(street) -> None:
    street.noise("2R:x", "boom")
    street.s(A).zone = street.s(B).zone = street.s(C).zone = "3R:lo"
    street.zombies("2R:w", walker=1)
    street.activate_zombies()
    assert street.state.noise == {"zone": "3R:lo", "level": "bang"}


def test_end_phase_boom_turns_to_bang_and_stays(street) -> None:
    street.noise("2R:x", "boom")
    street.run({"kind": "end_phase"})
    assert street.state.noise == {"zone": "2R:x", "level": "bang"}


def test_end_phase_bang_moves_to_the_most_survivors(street) -> None:
    street.noise("2R:x", "bang")
    street.s(A).zone = "2R:w"
    street.s(B).zone = street.s(C).zone = "3R:lo"
    street.run({"kind": "end_phase"})
    assert street.state.noise == {"zone": "3R:lo", "level": "bang"}


def test_end_phase_tie_for_most_survivors_is_a_players_choice(street) -> None:
    street.noise("2R:s", "bang")
    street.s(A).zone = "2R:x"
    street.s(B).zone = "3R:e"
    street.s(C).zone = "3R:e"
    street.s(C).status = "escaped"
    street.run({"kind": "end_phase"})
    assert street.state.decision.kind == "noise_tie"
    street.do("noise_to", "2R:x", "noise-decay")
    assert street.state.noise == {"zone": "2R:x", "level": "bang"}


def test_the_first_player_token_passes_left_each_round(make) -> None:
    t = make(M0, team=[(A, "Ann"), (B, "Ben"), (C, "Cy")])
    t.clear_zombies()
    t.state.spawns = []
    assert t.state.players == ["Ann", "Ben", "Cy"] and t.state.first_player == 0
    t.state.active = None  # every survivor has played
    t.run({"kind": "end_phase"})
    assert t.state.first_player == 1 and t.state.round == 2
    assert t.state.decision.player == "Ben", "Ben starts round 2"
