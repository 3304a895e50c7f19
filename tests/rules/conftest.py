"""Shared fixtures for the rules tests (the helpers themselves live in ruleskit.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterable

import pytest

from ruleskit import GRID, GRID_TILE, HOUSE, HOUSE_TILE, M0, MISSION, Table
from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game


@pytest.fixture(scope="session")
def library(tmp_path_factory: pytest.TempPathFactory) -> Library:
    root = tmp_path_factory.mktemp("rules-content")
    (root / "90T.yaml").write_text(GRID_TILE)
    (root / "91T.yaml").write_text(HOUSE_TILE)
    (root / "m97.yaml").write_text(MISSION.format(id=GRID, title="Test grid", tile="90T", start="90T:e"))
    (root / "m98.yaml").write_text(MISSION.format(id=HOUSE, title="Test house", tile="91T", start="91T:a"))
    lib = Library.load(extra=[root], user=False)
    broken = [f"{f.path}: {f.errors[0]}" for f in lib.files if not f.ok and Path(root) in f.path.parents]
    assert not broken, broken
    assert {GRID, HOUSE, M0} <= set(lib.missions)
    return lib


@pytest.fixture
def make(library: Library) -> Callable[..., Table]:
    """make(mission, team, seed=…, options=…): a game with its set-up choices answered (first option)."""

    def build(mission: str = M0, team: Iterable[str | tuple[str, str]] = ("jack_harlan",), seed: int = 7,
              options: dict[str, Any] | None = None, settle: bool = True) -> Table:
        members = [(m, "P1") if isinstance(m, str) else tuple(m) for m in team]
        game = new_game(library, mission, members, seed, options)
        if settle:
            while game.decision is not None and game.decision.kind in ("gift", "choose_starting"):
                game.apply(0)
        return Table(game)

    return build


@pytest.fixture
def main_street(make) -> Table:
    """frontier-m0 with Jack Harlan (favourite: pistol) in 2R:x on Main Street and Otis Pruitt
    (favourite: any) in 3R:e, plain, with no zombie and no spawn token on the board."""
    table = make(M0, team=["jack_harlan", "otis_pruitt"])
    table.clear_zombies()
    table.state.spawns = []
    table.reset("jack_harlan", "2R:x")
    table.reset("otis_pruitt", "3R:e")
    return table
