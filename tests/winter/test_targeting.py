"""Zombie targeting and spawning (rules reference §7.6 the four cases, never splitting, §7.7
numbered spawn zones in ascending order), on the wall face 28R: with corruption on the stair
rampart r2, the ramparts r1 and r3 have no stairs left (a street zombie cannot reach them)."""

from __future__ import annotations

from missionkit import run_steps
from winterkit import place, winter_game

from zombie_table.games.tilezone.spawning import spawn_order
from zombie_table.games.tilezone.zombies import next_zones

CUT_OFF = [{"kind": "blight", "zone": "28R:r2"}]
TEAM = [("vesna", "A"), ("borte", "A"), ("kaito", "A"), ("maren", "A")]


def test_case_1_seen_and_reachable_beats_a_louder_group_it_cannot_reach() -> None:
    game = winter_game(team=TEAM, tokens=CUT_OFF, zombies=[{"zone": "28R:g1", "type": "walker"}])
    for sid in ("vesna", "borte", "kaito"):
        place(game, sid, "28R:r1")  # three on the rampart above, seen from g1, no way up
    place(game, "maren", "28R:g3")  # one alone along the lane
    steps, dests, _ = next_zones(game, "28R:g1")
    assert dests == ["28R:g3"] and steps == ["28R:g2"]  # along the lane, never toward the louder rampart


def test_case_2_seen_but_unreachable_heads_for_the_loudest_and_is_stopped_by_the_wall() -> None:
    game = winter_game(team=TEAM, tokens=CUT_OFF, zombies=[{"zone": "28R:g1", "type": "walker"}])
    for sid in ("vesna", "borte", "kaito", "maren"):
        place(game, sid, "28R:r1")
    steps, dests, _ = next_zones(game, "28R:g1")
    assert dests == ["28R:r1"]
    assert steps == []  # the shortest line goes through the wall's side, which stops it (§7.6b)
    steps, _, _ = next_zones(game, "28R:g1", "climber")
    assert steps == ["28R:r1"]  # an abomination just climbs


def test_case_3_unseen_goes_for_the_loudest_zone_it_can_reach() -> None:
    game = winter_game(team=TEAM, tokens=CUT_OFF, zombies=[{"zone": "28R:h2", "type": "walker"}])
    for sid in ("vesna", "borte", "kaito"):
        place(game, sid, "28R:r3")  # loud, but with no way up
    place(game, "maren", "28R:b1")  # quiet, out of sight in a house, reachable
    steps, dests, _ = next_zones(game, "28R:h2")
    assert "28R:r3" not in game.board.sight["28R:h2"] and dests == ["28R:b1"]


def test_case_4_nothing_reachable_heads_for_the_loudest_zone_overall() -> None:
    game = winter_game(team=TEAM, tokens=CUT_OFF, zombies=[{"zone": "28R:b3", "type": "walker"}])
    for sid in ("vesna", "borte", "kaito", "maren"):
        place(game, sid, "28R:r1")
    _, dests, why = next_zones(game, "28R:b3")
    assert dests == ["28R:r1"] and why == "the loudest noise"


def test_zombies_never_split_the_whole_group_takes_the_players_way() -> None:
    game = winter_game(team=[("vesna", "A"), ("borte", "A")], zombies=[{"zone": "28R:g2", "type": "walker", "count": 3}])
    place(game, "vesna", "28R:g1")
    place(game, "borte", "28R:g3")
    run_steps(game, {"kind": "moves", "types": ["walker"]})
    assert game.decision.kind == "split"
    choice = next(a for a in game.legal_actions() if a.args == ("28R:g3",))
    game.apply(choice)
    assert game.state.zombies == {"28R:g3": {"walker": 3}}


def test_numbered_spawn_zones_draw_in_ascending_order() -> None:
    game = winter_game(spawns=[{"zone": "28R:g3", "kind": "numbered", "number": 3},
                               {"zone": "28R:g1", "kind": "numbered", "number": 1},
                               {"zone": "28R:h2", "kind": "numbered", "number": 2}])
    assert [t.number for t in spawn_order(game)] == [1, 2, 3]


def test_with_no_open_path_the_step_along_the_straight_line_is_stopped_by_the_wall(winter_library) -> None:
    """§7.6 b: with no clear path the zombie moves as if there were no obstacles — straight at its
    target — and a wall on that line stops it: from the street T, the house B lies between it and
    the rampart R, so it stays, rather than turning off down the side street z or w."""
    from gridkit import WALL_GRID
    from ruleskit import grid_table

    t = grid_table(winter_library, WALL_GRID, ["vesna"])
    t.reset("vesna", "93T:R")
    t.zombies("93T:T", walker=1)
    steps, dests, _ = next_zones(t.game, "93T:T")
    assert dests == ["93T:R"] and steps == []
