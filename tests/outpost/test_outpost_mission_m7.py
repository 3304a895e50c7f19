"""outpost-m7 (Shopping Under Fire, a draft): the coloured doors that open like neutral ones, the
sleeping breaches behind them woken by their door or their objective, and hellfire burning a
spawn token while its mold only goes inactive (rules reference §12, mission 7)."""

from __future__ import annotations

from missionkit import act_as, choose, run_steps
from stationkit import armed, put, shipped, spawn_in, token_of, zone

from zombie_table.games.tilezone.settings.outpost import mold
from zombie_table.games.tilezone.settings.outpost.oxygen import wears_bottle
from zombie_table.games.tilezone.settings.outpost.state import own

GREEN, PURPLE = "03R:b", "08R:b"


def test_the_team_starts_outside_wearing_bottles_and_both_vaults_sleep_behind_coloured_doors() -> None:
    game = shipped("outpost-m7")
    assert all(wears_bottle(game, s) for s in game.state.survivors.values())
    assert sorted(own(game).doors.values()) == ["green", "purple"]
    assert not spawn_in(game, GREEN).active and not spawn_in(game, PURPLE).active


def test_opening_the_green_door_wakes_the_green_breach_before_the_xenos_phase() -> None:
    game = shipped("outpost-m7")
    put(game, "rook", "03R:x")
    act_as(game, "rook")
    choose(game, "open_door", "rook", zone(game, GREEN))
    assert "green" not in own(game).doors.values()
    run_steps(game, {"kind": "players_end"})
    assert spawn_in(game, GREEN).active and not spawn_in(game, PURPLE).active


def test_taking_the_purple_objective_wakes_the_purple_breach() -> None:
    game = shipped("outpost-m7")
    purple = token_of(game, "purple")
    put(game, "rook", purple.zone)
    act_as(game, "rook")
    choose(game, "take_objective", "rook", purple.id)
    assert spawn_in(game, PURPLE).active and not spawn_in(game, GREEN).active


def test_hellfire_burns_a_spawn_token_and_leaves_its_mold_inactive() -> None:
    game = shipped("outpost-m7")
    target = armed(game, "rook", "01R:e")
    act_as(game, "rook")
    choose(game, "hellfire", "rook", target)
    assert spawn_in(game, "01R:e").destroyed
    assert target in mold.dormant(game) and target not in mold.active(game)
