"""outpost-m4 (Two Short of a Crew): the engineers as objectives taken in either order (no noise, no
survivors), bottles worn from the start for the one on the surface, and mold killing an engineer
(rules reference §12, mission 4)."""

from __future__ import annotations

from missionkit import act_as, choose
from stationkit import put, shipped, token_of, zone

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.noise import zone_noise
from zombie_table.games.tilezone.settings.outpost import mold
from zombie_table.games.tilezone.settings.outpost.oxygen import wears_bottle
from zombie_table.games.tilezone.zombies import add_zombies


def test_the_engineers_make_no_noise_and_one_waits_on_the_surface() -> None:
    game = shipped("outpost-m4")
    white, blue = token_of(game, "white"), token_of(game, "blue")
    assert game.board.zones[white.zone].kind is ZoneKind.outdoor
    assert zone_noise(game, white.zone) == 0 and zone_noise(game, blue.zone) == 0
    assert all(wears_bottle(game, s) for s in game.state.survivors.values())


def test_the_engineers_are_found_in_either_order_then_the_exit_opens() -> None:
    game = shipped("outpost-m4")
    blue, white = token_of(game, "blue"), token_of(game, "white")
    put(game, "rook", blue.zone)
    act_as(game, "rook")
    choose(game, "take_objective", "rook", blue.id)  # blue first: allowed
    assert game.state.stage == 0
    put(game, "halloway", white.zone)
    act_as(game, "halloway")
    choose(game, "take_objective", "halloway", white.id)
    assert game.state.stage == 1


def test_mold_reaching_an_engineer_loses_the_mission() -> None:
    game = shipped("outpost-m4")
    mold.grow(game, token_of(game, "blue").zone)
    game.check_end()
    assert game.state.result == "defeat"


def test_mold_never_grows_on_the_surface_where_the_white_engineer_waits() -> None:
    game = shipped("outpost-m4")
    white = token_of(game, "white")
    add_zombies(game, white.zone, "abomination", 1)
    game.ruleset.gather("zombies_arrived", game, [white.zone])
    assert white.zone not in mold.active(game) and not white.lost
    assert zone(game, "06R:o2") == white.zone
