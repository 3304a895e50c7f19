"""Outpost fighting-rules tests: a 3x3 test grid of one-cell corridor zones (tile 94T, mission
outpost-m97), games on it, and the rules tests' `Table` (tests/rules/ruleskit.py).

    a b c
    d e f
    g h i      (i is an outdoor zone)"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))

from ruleskit import Table, grid_library, grid_table, placing  # noqa: E402
from zombie_table.content.library import Library  # noqa: E402

GRID = "outpost-m97"
TILE = """\
kind: tile
id: 94T
setting: outpost
name: Outpost test grid
grid: |
  a b c
  d e f
  g h i
zones:
  a: {kind: corridor}
  b: {kind: corridor}
  c: {kind: corridor}
  d: {kind: corridor}
  e: {kind: corridor}
  f: {kind: corridor}
  g: {kind: corridor}
  h: {kind: corridor}
  i: {kind: outdoor}
"""
MISSION = f"""\
kind: mission
id: {GRID}
setting: outpost
title: Outpost test grid
difficulty: easy
duration: 1
briefing: A test map.
objectives_text: [Test.]
survivors: [1, 6]
layout: [["94T"]]
start: ["94T:e"]
victory: [[{{kind: escape}}]]
"""


@pytest.fixture(scope="session")
def outpost_library(tmp_path_factory: pytest.TempPathFactory) -> Library:
    return grid_library(tmp_path_factory.mktemp("outpost-content"), {"94T.yaml": TILE, "m97.yaml": MISSION}, "outpost")


@pytest.fixture
def make(outpost_library: Library) -> Callable[..., Table]:
    """make(team, seed=…, options=…): a outpost game on the test grid, set-up choices answered."""
    return lambda team=(), **kwargs: grid_table(outpost_library, GRID, team, **kwargs)


@pytest.fixture
def placed(make: Callable[..., Table]) -> Callable[..., Table]:
    return placing(make)
