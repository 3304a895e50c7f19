"""Saves written before the state was typed (version 1: untyped tallies, per-turn flags, the
wagon rider flag) still load: their snapshot, upgraded, equals the state the same seed and
decisions replay to today. Their decisions predate version 3's free reorganise after a kept card
and its recruit payments: the replay answers the one and names the other as the rules then did."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from zombie_table.content.library import Library
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.state import to_json

OLD = sorted((Path(__file__).parents[1] / "fixtures" / "saves").glob("v1-*.json"))



def test_there_are_version_1_saves_to_read() -> None:
    assert OLD and all(json.loads(p.read_text())["version"] == 1 for p in OLD)


@pytest.mark.parametrize("path", OLD, ids=lambda p: p.stem)
def test_a_version_1_save_loads_into_the_state_its_decisions_replay_to(library: Library, path: Path) -> None:
    data = saves.read_record(path)
    loaded = saves.load(library, path)
    replayed = saves.replay(library, data)
    assert to_json(loaded.state) == to_json(replayed.state)
    assert _upgraded(data["decisions"], loaded.history)


def _upgraded(saved: list[str], history: list[str]) -> bool:
    """The saved decisions, in order, with only what version 3 added: the "done" of a kept card's
    free reorganise after it, and a recruit's payment at the end of its key."""
    rest = iter(history)
    for key in saved:
        for now in rest:
            if now == key or now.startswith(key + ":"):
                break
            if not now.startswith("done:"):
                return False
        else:
            return False
    return all(now.startswith("done:") for now in rest)


@pytest.mark.parametrize("path", OLD, ids=lambda p: p.stem)
def test_an_upgraded_game_plays_on_and_saves_as_the_current_version(library: Library, path: Path, tmp_path: Path) -> None:
    game = saves.load(library, path)
    game.apply(0)
    out = saves.write(game, tmp_path / "again.json")
    assert json.loads(out.read_text())["version"] == saves.SAVE_VERSION
    again = saves.load(library, out)
    assert to_json(again.state) == to_json(game.state)
