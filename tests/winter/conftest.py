"""Winter siege rules tests: a small winter test map, games on it, and the rules tests' `Table`
(tests/rules/ruleskit.py) to set the state exactly and script the dice.

Tile 95T, mission winter-m97: a 3x3 grid of one-cell street zones

    a b c
    d e f
    g h i

e sees b and h (its column) and d and f (its row) at range 1; a sees c at range 2."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Callable, Iterable

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))

from gridkit import MISSION, TILE, WINTER_GRID  # noqa: E402
from ruleskit import Table  # noqa: E402
from zombie_table.content.library import Library  # noqa: E402
from zombie_table.games.tilezone.setup import new_game  # noqa: E402


@pytest.fixture(scope="session")
def winter_library(tmp_path_factory: pytest.TempPathFactory) -> Library:
    root = tmp_path_factory.mktemp("winter-content")
    (root / "95T.yaml").write_text(TILE)
    (root / "m97.yaml").write_text(MISSION)
    lib = Library.load(extra=[root], user=False)
    broken = [f"{f.path}: {f.errors[0]}" for f in lib.files if not f.ok]
    assert not broken, broken
    return lib


@pytest.fixture
def make(winter_library: Library) -> Callable[..., Table]:
    """make(team, seed=…, options=…): a winter game on the test grid, set-up choices answered."""

    def build(team: Iterable[str] = ("radko",), seed: int = 7, options: dict[str, Any] | None = None) -> Table:
        game = new_game(winter_library, WINTER_GRID, [(m, "P1") for m in team], seed, options)
        while game.decision is not None and game.decision.kind in ("gift", "choose_starting", "deal_leftover"):
            game.apply(0)
        table = Table(game)
        table.clear_zombies()
        table.state.spawns = []
        return table

    return build


@pytest.fixture
def placed(make: Callable[..., Table]) -> Callable[..., Table]:
    """placed({survivor: zone}, …): `make` with those survivors standing there, unwounded at health 3."""

    def build(where: dict[str, str], **kwargs: Any) -> Table:
        table = make(list(where), **kwargs)
        for sid, zone in where.items():
            table.reset(sid, zone, health=3)
        return table

    return build
