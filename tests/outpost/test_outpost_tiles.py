"""The 18 Outpost tile faces (tiles plan): every face is shipped and shown by `show --tile`; one
security room per face; the outdoor kit (surface band, airlock with a hatch out and a door in, an
oxygen store) on 06R and 09R only; every station zone reaches every other without going outside;
vaults (one door, a dead end) on 03R, 08R and 09V."""

from __future__ import annotations

import pytest

from zombie_table.cli import main
from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.content.missions import Mission
from zombie_table.content.tiles import Feature, ZoneKind
from zombie_table.games.tilezone.board import Board

FACES = [f"{n:02d}{s}" for n in range(1, 10) for s in "RV"]
KITS = {"06R", "09R"}
VAULTS = {"03R": "b", "08R": "b", "09V": "b"}
LIBRARY = Library.load(user=False)
TILES = {t: LIBRARY.tile(Setting.outpost, t) for t in FACES}


def board(face: str) -> Board:
    mission = Mission.model_validate({
        "kind": "mission", "id": "outpost-m91", "setting": "outpost", "title": "T", "difficulty": "easy", "duration": 1,
        "briefing": "T", "objectives_text": ["T"], "victory": [[{"kind": "escape"}]], "layout": [[face]],
        "start": [f"{face}:x"]})
    return Board.from_mission(mission, lambda t: TILES.get(t))


@pytest.mark.parametrize("face", FACES)
def test_every_face_is_shown(face: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "--tile", face, "--setting", "outpost"]) in (0, None)
    out = capsys.readouterr().out
    assert f"Tile {face} · outpost" in out and "━ wall" in out and "· corridor" in out
    if face in KITS:
        assert "∴ outdoor" in out and "○ airlock" in out


@pytest.mark.parametrize("face", FACES)
def test_security_rooms_kits_and_flips(face: str) -> None:
    tile = TILES[face]
    assert tile is not None and tile.flip == face[:-1] + ("V" if face.endswith("R") else "R")
    assert sum(Feature.security in z.features for z in tile.zones.values()) == 1
    kinds = [z.kind for z in tile.zones.values()]
    assert (ZoneKind.outdoor in kinds) == (face in KITS) == (ZoneKind.airlock in kinds)
    assert (sum(Feature.oxygen in z.features for z in tile.zones.values()) == 1) == (face in KITS)


@pytest.mark.parametrize("face", FACES)
def test_the_station_hangs_together_and_the_surface_only_through_the_airlock(face: str) -> None:
    b = board(face)
    inside = [z for z, zone in b.zones.items() if zone.kind is not ZoneKind.outdoor]
    indoor = b.with_blocked([z for z in b.zones if z not in inside])
    for z in inside:
        assert set(inside) <= set(indoor.door_blind_distance[z]), f"{z} does not reach every station zone"  # doors open
    for z, zone in b.zones.items():
        if zone.kind is ZoneKind.outdoor:
            assert all(b.zones[n].kind in (ZoneKind.outdoor, ZoneKind.airlock) for n in b.exits(z, True))


@pytest.mark.parametrize("face", sorted(VAULTS))
def test_vaults_have_a_single_door(face: str) -> None:
    b = board(face)
    vault = f"{face}:{VAULTS[face]}"
    assert b.exits(vault, True) == [f"{face}:x"]
