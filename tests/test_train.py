"""The train: entering, advancing (and picking up cars), leaving, track clearing, riding aboard."""

from __future__ import annotations

import pytest
from missionkit import game_on, run_steps

from zombie_table.games.tilezone.settings.frontier import train
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.zombies import add_zombies

LINE = {"line": [[1, 0], [1, 1]], "mode": "enters", "couple": ["12"]}


def train_game(couple: bool = True, **extra):
    spec = dict(LINE, couple=["12"] if couple else [])
    mission = dict(layout=[["2R", "3R"], ["10V", "12V"]], start=["2R:s"], train=spec,
                   spawns=[{"zone": "3R:e", "kind": "starting"}, {"zone": "10V:t1", "kind": "mobile"}],
                   victory=[[{"kind": "leave_on_train"}]],
                   defeat=[{"kind": "train_left_with_zombies"}, {"kind": "left_behind"}])
    mission.update(extra)
    return game_on(team=[("bo_tanner", "Ann"), ("ruth_calloway", "Ann")], **mission)


def arrive(game) -> list:
    train.trigger(game, "test")
    return run_steps(game, {"kind": "train_phase"})


def test_a_waiting_train_does_not_move_before_its_trigger() -> None:
    game = train_game()
    run_steps(game, {"kind": "train_phase"})
    assert game.state.layout[1] == ["10V", "12V"] and train.status(game) == "idle"


def test_entering_flips_the_entry_tile_and_clears_its_tracks() -> None:
    game = train_game()
    add_zombies(game, "10V:t1", "walker", 2)
    bo = game.survivor("bo_tanner")
    bo.zone = "10V:t2"
    events = arrive(game)
    assert game.state.layout[1][0] == "10R@0" and train.status(game) == "running"
    assert "10V:t1" not in game.board.zones and "10R:cb" in game.board.zones
    crushed = [e for e in events if e.kind is Ev.killed]
    assert crushed and not any(e.kind is Ev.xp for e in events), "train kills give no XP"
    assert game.state.zombie_count() == 0
    assert bo.zone == "2R:s", "a survivor on the tracks jumps to the nearest street"
    mobile = next(t for t in game.state.spawns if t.kind == "mobile")
    assert mobile.zone == "3R:e", "a mobile spawn on the tracks goes to the starting zone"
    assert game.state.noise == {"zone": "10R:cb", "level": "boom"}


def test_tokens_on_the_cleared_tracks_are_lost() -> None:
    game = train_game()
    game.state.tokens["vade_retro"] = ["10V:t1", "2R:s"]
    events = arrive(game)
    assert game.state.tokens["vade_retro"] == ["2R:s"]
    assert any(e.kind is Ev.token and e.data.get("token") == "vade_retro" for e in events)


def test_advancing_takes_the_tile_ahead_slides_the_train_and_couples_a_car() -> None:
    game = train_game()
    arrive(game)
    ruth = game.survivor("ruth_calloway")
    ruth.zone = "10R:cb"
    add_zombies(game, "12V:t2", "runner", 1)
    run_steps(game, {"kind": "train_phase"})
    assert game.state.layout[1] == ["12R@0", "10R@0"]
    assert ruth.zone == "10R:cb" and ruth.on_board, "pieces aboard ride along"
    assert game.state.zombie_count() == 0, "the tile ahead is cleared"
    assert {"12R:pa", "12R:pb"} <= set(game.board.zones), "the passed tile joined as a car"


def test_without_coupling_the_passed_tile_stays_tracks_behind_the_train() -> None:
    game = train_game(couple=False)
    arrive(game)
    run_steps(game, {"kind": "train_phase"})
    assert game.state.layout[1] == ["12V@0", "10R@0"]


def test_the_locomotive_blocks_sight_along_the_line() -> None:
    game = train_game()
    arrive(game)
    assert "12V:t1" not in game.board.sight["10R:cb"] and "10R:cb" not in game.board.sight["12V:t1"]


def test_leaving_takes_everyone_aboard_off_the_board_and_wins_when_all_are_aboard() -> None:
    game = train_game()
    arrive(game)
    for sid in ("bo_tanner", "ruth_calloway"):
        game.survivor(sid).zone = "10R:cb"
    run_steps(game, {"kind": "train_phase"})  # advance to the far end
    run_steps(game, {"kind": "train_phase"})  # the locomotive leaves
    assert all(game.survivor(s).status == "escaped" for s in ("bo_tanner", "ruth_calloway"))
    assert game.state.result == "victory"


def test_leaving_with_zombies_aboard_loses() -> None:
    game = train_game()
    arrive(game)
    game.survivor("bo_tanner").zone = "10R:cb"
    game.survivor("ruth_calloway").zone = "10R:cb"
    run_steps(game, {"kind": "train_phase"})
    add_zombies(game, "10R:td", "walker", 1)
    run_steps(game, {"kind": "train_phase"})
    assert game.state.result == "defeat" and "zombies aboard" in game.state.cause


def test_a_survivor_left_behind_loses_when_the_last_car_is_gone() -> None:
    game = train_game()
    arrive(game)
    game.survivor("bo_tanner").zone = "10R:cb"
    for _ in range(4):
        if game.over:
            break
        run_steps(game, {"kind": "train_phase"})
    assert game.state.result == "defeat"
    assert game.state.cause in ("the train left without everyone aboard",)


@pytest.mark.parametrize("mode, moves", [("static", False), ("moving", True)])
def test_static_trains_never_move_and_moving_trains_run_from_the_start(mode: str, moves: bool) -> None:
    game = game_on(layout=[["2R", "3R"], ["10R", "12V"]], start=["2R:s"],
                   spawns=[{"zone": "3R:e", "kind": "starting"}], train={"line": [[1, 0], [1, 1]], "mode": mode})
    run_steps(game, {"kind": "train_phase"})
    assert (game.state.layout[1][1].startswith("10R")) is moves


def test_survivors_thrown_clear_land_where_the_players_choose_among_the_nearest_streets() -> None:
    """§10.4: survivors on cleared tracks go to the nearest street zone, "Players choose if several
    are equally near" (M1: 10V's west track zone is one zone from the street on each side)."""
    from missionkit import _SHIPPED, answer_setup

    from zombie_table.games.tilezone.setup import new_game

    game = new_game(_SHIPPED, "frontier-m1", [("bo_tanner", "Ann"), ("ruth_calloway", "Ann")], 1)
    answer_setup(game)
    game.state.zombies = {}
    bo = game.survivor("bo_tanner")
    bo.zone = "10V:t1"
    arrive(game)
    assert game.decision.kind == "thrown_clear"
    assert [a.key for a in game.legal_actions()] == ["land:bo_tanner:2R:s", "land:bo_tanner:8V:s"]
    events = game.apply("land:bo_tanner:8V:s")
    assert bo.zone == "8V:s" and any(e.kind is Ev.moved and e.data["dst"] == "8V:s" for e in events)


def test_a_single_nearest_street_needs_no_choice() -> None:
    game = train_game()
    game.survivor("bo_tanner").zone = "10V:t2"
    arrive(game)
    assert game.decision is None or game.decision.kind != "thrown_clear"
