"""winter-m4 (rules reference §12, mission 4): red objectives are never taken; drake fire in a red
objective's zone (thrown there even with nobody in it) removes the token, gives its thrower 5 AP,
kills everyone in the whole building (and a guard there loses the mission) and leaves the
building's zones ruins; the mission is won when all three buildings burn. The mission is a draft
in tests/winter/drafts/ until it has a winning line."""

from __future__ import annotations

from ruleskit import Table

from pathlib import Path

from zombie_table.content.library import Library
from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.conditions import verdict
from zombie_table.games.tilezone.setup import new_game

LIBRARY = Library.load(extra=[Path(__file__).parent / "drafts"], user=False)  # the mission's draft
PALACE = ("27R:n", "27R:nw")  # the audience chamber and the palace's other room


def mission() -> Table:
    game = new_game(LIBRARY, "winter-m4", [(sid, "P1") for sid in ("vesna", "borte")], 3)
    while game.decision is not None and game.decision.kind in ("gift", "choose_starting"):
        game.apply(0)
    table = Table(game)
    table.clear_zombies()
    table.state.spawns = []
    return table


def fire(table: Table, at: str, street: str) -> None:
    table.reset("vesna", street)
    table.give("vesna", "pitch_torch")
    table.give("vesna", "drake_bile")
    table.turn("vesna", actions=3)
    table.pick("drake_fire", lambda a: a.args[1] == at)


def test_red_objectives_cannot_be_taken() -> None:
    table = mission()
    table.reset("vesna", "32V:n")
    table.turn("vesna", actions=3)
    assert not table.actions("take_objective")


def test_drake_fire_into_an_empty_objective_room_burns_the_whole_building() -> None:
    table = mission()
    table.zombies("27R:nw", walker=2)
    table.reset("borte", "27R:nw")
    fire(table, "27R:n", "27R:x")
    assert table.s("borte").status == "dead"
    assert not table.state.zombie_count("27R:nw")
    assert table.s("vesna").xp == 5 + 2  # the building, and the two zombies in its other room
    assert all(table.board.zones[z].kind is ZoneKind.ruins for z in PALACE)
    assert next(t for t in table.state.objectives if t.zone == "27R:n").lost


def test_a_guard_in_a_burning_building_loses_the_mission() -> None:
    table = mission()
    table.state.tokens["guard"].append("32V:n")
    fire(table, "32V:n", "32V:x")
    assert table.state.result == "defeat" and "guard" in table.state.cause


def test_won_when_the_three_buildings_burn() -> None:
    table = mission()
    fire(table, "32V:n", "32V:x")
    fire(table, "27R:n", "27R:x")
    assert verdict(table.game)[1] is None
    fire(table, "31R:nw", "31R:w")
    assert table.state.result == "victory"
