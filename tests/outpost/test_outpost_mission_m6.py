"""outpost-m6 (Burn the Nest): the purple token hidden among the nest's spawn tokens,
hellfire burning a spawn token and its mold away, the win when the purple one burns (rules
reference §12, mission 6)."""

from __future__ import annotations

from missionkit import act_as, choose
from stationkit import armed, shipped, spawn_in

from zombie_table.games.tilezone.settings.outpost import mold
from zombie_table.games.tilezone.settings.outpost.state import own

NEST = ["02V:a", "01V:c"]


def test_the_purple_token_hides_among_the_nest_and_spawns_like_the_rest() -> None:
    hidden = {shipped("outpost-m6", seed=seed).state.own.hidden_spawn for seed in range(12)}
    game = shipped("outpost-m6")
    assert hidden == {spawn_in(game, z).id for z in NEST}  # either can be drawn
    assert all(spawn_in(game, z).active for z in NEST)


def test_hellfire_burns_an_empty_spawn_zone_its_token_and_its_mold() -> None:
    game = shipped("outpost-m6", seed=1)
    red = next(z for z in NEST if spawn_in(game, z).id != own(game).hidden_spawn)
    target = armed(game, "rook", red)
    act_as(game, "rook")
    choose(game, "hellfire", "rook", target)
    assert spawn_in(game, red).destroyed
    assert target not in mold.active(game) and target not in mold.dormant(game)
    assert game.state.result is None and game.state.xp_total.get("rook", 0) == 0


def test_burning_the_purple_token_wins() -> None:
    game = shipped("outpost-m6", seed=1)
    purple = next(z for z in NEST if spawn_in(game, z).id == own(game).hidden_spawn)
    target = armed(game, "rook", purple)
    act_as(game, "rook")
    choose(game, "hellfire", "rook", target)
    assert game.state.result == "victory"
