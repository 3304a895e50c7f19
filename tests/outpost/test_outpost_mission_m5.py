"""outpost-m5 (The Armoury Run): the four red objectives (the prototypes) and not the green or
purple ones open the exit; a red one lost to mold makes the mission impossible (rules reference
§12, mission 5)."""

from __future__ import annotations

from stationkit import shipped

from zombie_table.games.tilezone.settings.outpost import mold
from zombie_table.games.tilezone.settings.outpost.state import own


def test_four_red_two_optional_all_face_down_and_four_prototypes_set_aside() -> None:
    game = shipped("outpost-m5")
    colours = sorted(t.color for t in game.state.objectives)
    assert colours == ["green", "purple", "red", "red", "red", "red"]
    assert all(t.hidden for t in game.state.objectives)
    assert len(own(game).prototypes) == 4


def test_the_four_red_ones_alone_open_the_exit() -> None:
    game = shipped("outpost-m5")
    for t in game.state.objectives:
        if t.color == "red":
            t.taken_by = "rook"
    game.check_end()
    assert game.state.stage == 1 and game.state.result is None
    assert not any(t.taken_by for t in game.state.objectives if t.color != "red")


def test_a_red_objective_lost_to_mold_loses_the_mission() -> None:
    game = shipped("outpost-m5")
    red = next(t for t in game.state.objectives if t.color == "red")
    mold.grow(game, red.zone)
    game.check_end()
    assert red.lost and game.state.result == "defeat"


def test_a_green_objective_lost_to_mold_loses_nothing() -> None:
    game = shipped("outpost-m5")
    green = next(t for t in game.state.objectives if t.color == "green")
    mold.grow(game, green.zone)
    game.check_end()
    assert green.lost and game.state.result is None
