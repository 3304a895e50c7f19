"""Ruin Sight, Rubble Eye here (white-death §11, with §4.2 sight and §8.3 ruins): the survivor
traces its sight as if ruins were streets. Ruins are building zones, so an ordinary look from the
street stops one zone inside one; with the skill the line runs on through the ruin and out of its
far opening, while the ruin's walls still stop it. The zombies' sight is the board's, unchanged.

Test tile 96T, mission winter-m96: a row of streets with a ruin open on both sides, and a ruin
below it open only toward the street on its left (both ruins of one burnt house)

    c a r b d
    e f s g h
"""

from __future__ import annotations

import pytest
from ruleskit import Table, grid_library, grid_table

from zombie_table.games.tilezone import vision
from zombie_table.games.tilezone.board import Changes

TILE = """\
kind: tile
id: 96T
setting: winter
name: Ruin sight test row
grid: |
  c a r b d
  e f s g h
zones:
  c: {kind: street}
  a: {kind: street}
  r: {kind: ruins, building: house}
  b: {kind: street}
  d: {kind: street}
  e: {kind: street}
  f: {kind: street}
  s: {kind: ruins, building: house}
  g: {kind: street}
  h: {kind: street}
openings: ["a|r", "r|b", "f|s"]
"""

MISSION = """\
kind: mission
id: winter-m96
setting: winter
title: Ruin sight test row
difficulty: easy
duration: 1
briefing: A test map.
objectives_text: [Test.]
survivors: [1, 12]
layout: [["96T"]]
start: ["96T:c"]
victory: [[{kind: escape}]]
"""

BORTE = "borte"


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory):
    return grid_library(tmp_path_factory.mktemp("ruin-sight"), {"96T.yaml": TILE, "m96.yaml": MISSION}, "winter")


@pytest.fixture
def t(library) -> Table:
    table = grid_table(library, "winter-m96", [BORTE])
    table.reset(BORTE, "96T:c", health=3)
    table.give(BORTE, "greatbow")  # range 1-3
    table.zombies("96T:b", walker=1)
    return table


def seen(t: Table) -> dict[str, int]:
    return {z.removeprefix("96T:"): rng for z, rng in vision.sight(t.game, t.s(BORTE)).items()}


def test_an_ordinary_look_stops_inside_the_ruin(t) -> None:
    assert {z: r for z, r in seen(t).items() if z in "arbd"} == {"a": 1, "r": 2}
    t.turn(BORTE, actions=3)
    assert not t.actions("shoot")


def test_the_skill_sees_through_the_ruin_and_shoots_beyond(t) -> None:
    t.reset(BORTE, skills=["ruin_sight"], health=3, keep_cards=True)
    assert {z: r for z, r in seen(t).items() if z in "arbd"} == {"a": 1, "r": 2, "b": 3, "d": 4}
    t.turn(BORTE, actions=3)
    assert [a.args[2] for a in t.actions("shoot")] == ["96T:b"]


def test_the_ruins_walls_still_stop_the_line(t) -> None:
    t.reset(BORTE, "96T:e", skills=["ruin_sight"], health=3, keep_cards=True)
    assert {z: r for z, r in seen(t).items() if z in "fsgh"} == {"f": 1, "s": 2}


def test_the_zombies_see_as_the_board_does(t) -> None:
    t.reset(BORTE, skills=["ruin_sight"], health=3, keep_cards=True)
    assert "96T:c" not in t.board.sight["96T:b"]  # the walker beyond the ruin does not see her


def test_the_lines_follow_the_board_as_play_changed_it(t) -> None:
    """The skill's lines are traced on the board as play changed it: corruption on the lower ruin and
    the street beside it makes them streets with no wall between, so the line runs on to g."""
    t.reset(BORTE, "96T:e", skills=["ruin_sight"], health=3, keep_cards=True)
    before = seen(t)
    t.game.board = t.board.with_changes(Changes(streets=frozenset({"96T:s", "96T:g"})))
    t.game.invalidate()
    assert "g" not in before and seen(t)["g"] == 3
