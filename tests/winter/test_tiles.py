"""The 18 Winter tile faces (tiles plan): every face is shipped and shown by `show --tile`; the wall
faces carry the rampart walk with two flights of stairs on its centre zone; ruins where planned;
one objective spot per face but 26R (two), 26V and 31V (none)."""

from __future__ import annotations

import pytest

from zombie_table.cli import main
from zombie_table.content.library import Library
from zombie_table.content.common import Setting
from zombie_table.content.tiles import Feature, ZoneKind

FACES = [f"{n}{s}" for n in range(26, 35) for s in "RV"]
WALLS = {"28R", "29R", "33V"}
RUINS = {"26V": 2, "28V": 1, "29V": 1, "33R": 1}
SPOTS = {"26R": 2, "26V": 0, "31V": 0}
TILES = {t: Library.load(user=False).tile(Setting.winter, t) for t in FACES}


@pytest.mark.parametrize("face", FACES)
def test_every_face_is_shown(face: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "--tile", face, "--setting", "winter"]) in (0, None)
    out = capsys.readouterr().out
    assert f"Tile {face} · winter" in out and "━ wall" in out
    if face in WALLS:
        assert "≡ stairs up to a rampart" in out and "^ rampart" in out


@pytest.mark.parametrize("face", FACES)
def test_ramparts_ruins_and_objective_spots_as_planned(face: str) -> None:
    tile = TILES[face]
    kinds = [z.kind for z in tile.zones.values()]
    assert (kinds.count(ZoneKind.rampart) == 3) == (face in WALLS)
    assert len(tile.stairs) == (2 if face in WALLS else 0)
    assert kinds.count(ZoneKind.ruins) == RUINS.get(face, 0)
    assert sum(Feature.crate in z.features for z in tile.zones.values()) == SPOTS.get(face, 1)
    assert tile.flip == face[:-1] + ("V" if face.endswith("R") else "R")
