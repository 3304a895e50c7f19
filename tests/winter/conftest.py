"""Winter siege rules tests: a small winter test map, games on it, and the rules tests' `Table`
(tests/rules/ruleskit.py) to set the state exactly and script the dice.

Tile 95T, mission winter-m97: a 3x3 grid of one-cell street zones

    a b c
    d e f
    g h i

e sees b and h (its column) and d and f (its row) at range 1; a sees c at range 2.

Tile 93T, mission winter-m96 (gridkit.WALL_TILE): a rampart over a closed house over a street.
Tile 92T, mission winter-m95 (gridkit.HOUSE_TILE): three rooms of one house between two streets."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))

from gridkit import HOUSE_MISSION, HOUSE_TILE, MISSION, TILE, WALL_MISSION, WALL_TILE, WINTER_GRID  # noqa: E402
from ruleskit import Table, grid_library, grid_table, placing  # noqa: E402
from zombie_table.content.library import Library  # noqa: E402


@pytest.fixture(scope="session")
def winter_library(tmp_path_factory: pytest.TempPathFactory) -> Library:
    return grid_library(tmp_path_factory.mktemp("winter-content"), {"95T.yaml": TILE, "m97.yaml": MISSION, "93T.yaml": WALL_TILE, "m96.yaml": WALL_MISSION,
                                                                       "92T.yaml": HOUSE_TILE, "m95.yaml": HOUSE_MISSION}, "winter")


@pytest.fixture
def make(winter_library: Library) -> Callable[..., Table]:
    """make(team, seed=…, options=…): a winter game on the test grid, set-up choices answered."""
    return lambda team=(), **kwargs: grid_table(winter_library, WINTER_GRID, team, **kwargs)


@pytest.fixture
def placed(make: Callable[..., Table]) -> Callable[..., Table]:
    return placing(make)
