"""Outpost fighting-rules tests: a 3x3 test grid of one-cell corridor zones (tile 94T, mission
outpost-m97), games on it, and the rules tests' `Table` (tests/rules/ruleskit.py).

    a b c
    d e f
    g h i      (i is an outdoor zone)"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Callable, Iterable

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))

from ruleskit import Table  # noqa: E402
from zombie_table.content.library import Library  # noqa: E402
from zombie_table.games.tilezone.setup import new_game  # noqa: E402

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
survivors: [1, 12]
layout: [["94T"]]
start: ["94T:e"]
victory: [[{{kind: escape}}]]
"""


@pytest.fixture(scope="session")
def outpost_library(tmp_path_factory: pytest.TempPathFactory) -> Library:
    root = tmp_path_factory.mktemp("outpost-content")
    (root / "94T.yaml").write_text(TILE)
    (root / "m97.yaml").write_text(MISSION)
    lib = Library.load(extra=[root], user=False)
    broken = [f"{f.path}: {f.errors[0]}" for f in lib.files if not f.ok and "outpost" in str(f.path)]
    assert not broken, broken
    return lib


@pytest.fixture
def make(outpost_library: Library) -> Callable[..., Table]:
    """make(team, seed=…, options=…): an outpost game on the test grid, set-up choices answered."""

    def build(team: Iterable[str] = ("obi",), seed: int = 7, options: dict[str, Any] | None = None) -> Table:
        game = new_game(outpost_library, GRID, [(m, "P1") for m in team], seed, options)
        while game.decision is not None and game.decision.kind in ("gift", "choose_starting"):
            game.apply(0)
        table = Table(game)
        table.clear_zombies()
        table.state.spawns = []
        return table

    return build

