"""Undo and saves (DESIGN.md "Engine style": undo boundaries, versioned atomic saves that are
never written over a file that is not a save)."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from ruleskit import M0
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.state import to_json

JACK = "jack_harlan"


def snapshot(t) -> str:
    return json.dumps(to_json(t.state), sort_keys=True)


@pytest.fixture
def t(make):
    table = make(M0, team=[JACK], seed=11)
    assert table.state.decision.kind == "act"
    return table


def test_undo_restores_the_exact_state(t) -> None:
    before = snapshot(t)
    history = list(t.game.history)
    t.do("move", JACK, "2R:x")
    assert snapshot(t) != before
    assert t.game.undo() is True
    assert snapshot(t) == before
    assert t.game.history == history
    assert t.game.legal_actions(), "the decision is back"


def test_an_illegal_choice_raises_and_changes_nothing(t) -> None:
    from zombie_table.games.tilezone.game import IllegalAction

    before, history = snapshot(t), list(t.game.history)
    for bad in ("move:jack_harlan:3R:e", "fly:jack_harlan", 999, -1):
        with pytest.raises(IllegalAction):
            t.game.apply(bad)
    assert snapshot(t) == before
    assert t.game.history == history


def test_undo_several_steps(t) -> None:
    before = snapshot(t)
    t.do("move", JACK, "2R:x")
    t.do("make_noise", JACK)
    assert t.game.undo() and t.game.undo()
    assert snapshot(t) == before


def test_undo_is_blocked_after_dice_are_rolled(t) -> None:
    t.state.zombies["2R:x"] = {"walker": 1}
    t.s(JACK).zone = "2R:x"
    t.game.invalidate()
    t.first("shoot", lambda a: a.args[2] == "2R:x")
    after = snapshot(t)
    assert t.game.undo() is False
    assert snapshot(t) == after


def test_undo_is_blocked_after_a_card_is_drawn(t) -> None:
    t.s(JACK).zone = "2R:sa"
    t.game.invalidate()
    t.do("search", JACK)
    assert t.game.undo() is False


def test_casual_undo_takes_back_a_roll(make) -> None:
    t = make(M0, team=[JACK], seed=11, options={"casual_undo": True})
    t.state.zombies["2R:x"] = {"walker": 1}
    t.s(JACK).zone = "2R:x"
    t.game.invalidate()
    before = snapshot(t)
    t.first("shoot", lambda a: a.args[2] == "2R:x")
    assert t.game.undo() is True
    assert snapshot(t) == before


def _play(game, n: int, rng: random.Random) -> list[str]:
    """n decisions chosen by a seeded stand-in player (end turn less often than anything else)."""
    keys = []
    for _ in range(n):
        if game.over:
            break
        legal = game.legal_actions()
        choices = [a for a in legal if a.kind != "end_turn"] or legal
        action = rng.choice(choices)
        keys.append(action.key)
        game.apply(action)
    return keys


def test_save_load_continue_equals_continuing(t, library, tmp_path: Path) -> None:
    _play(t.game, 25, random.Random(1))
    path = saves.write(t.game, tmp_path / "game.json")
    loaded = saves.load(library, path)
    assert json.dumps(to_json(loaded.state), sort_keys=True) == snapshot(t)
    assert loaded.history == t.game.history
    keys = _play(t.game, 25, random.Random(2))
    for key in keys:
        loaded.apply(key)
    assert json.dumps(to_json(loaded.state), sort_keys=True) == snapshot(t)


def test_a_replay_of_the_decisions_reaches_the_same_state(t, library, tmp_path: Path) -> None:
    _play(t.game, 30, random.Random(3))
    record = saves.record(t.game)
    replayed = saves.replay(library, record)
    assert json.dumps(to_json(replayed.state), sort_keys=True) == snapshot(t)


def test_a_save_is_versioned_json(t, tmp_path: Path) -> None:
    path = saves.write(t.game, tmp_path / "game.json")
    data = json.loads(path.read_text())
    assert data["format"] == "zombie-table-save" and data["version"] == saves.SAVE_VERSION
    assert (data["mission"], data["seed"]) == (M0, 11)
    assert data["team"] == [[JACK, "P1"]]
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"], "no temporary file left behind"


def test_a_save_may_replace_an_older_save(t, tmp_path: Path) -> None:
    path = saves.write(t.game, tmp_path / "game.json")
    t.do("move", JACK, "2R:x")
    saves.write(t.game, path)
    assert json.loads(path.read_text())["decisions"][-1] == f"move:{JACK}:2R:x"


def test_a_corrupt_save_names_the_file_and_is_never_overwritten(t, library, tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": "zombie-table-save", "version": 1, "mis')
    with pytest.raises(saves.SaveError) as err:
        saves.load(library, path)
    assert str(path) in str(err.value)
    with pytest.raises(saves.SaveError) as err:
        saves.write(t.game, path)
    assert str(path) in str(err.value)
    assert path.read_text() == '{"format": "zombie-table-save", "version": 1, "mis'


def test_a_file_that_is_not_a_save_is_never_overwritten(t, tmp_path: Path) -> None:
    path = tmp_path / "notes.json"
    path.write_text('{"shopping": ["beans", "coffee"]}')
    with pytest.raises(saves.SaveError):
        saves.write(t.game, path)
    assert json.loads(path.read_text()) == {"shopping": ["beans", "coffee"]}


def test_a_save_from_an_unknown_version_is_refused(t, library, tmp_path: Path) -> None:
    path = saves.write(t.game, tmp_path / "future.json")
    data = json.loads(path.read_text())
    data["version"] = 999
    text = json.dumps(data)
    path.write_text(text)
    with pytest.raises(saves.SaveError) as err:
        saves.load(library, path)
    assert str(path) in str(err.value) and "999" in str(err.value)
    with pytest.raises(saves.SaveError):
        saves.write(t.game, path)
    assert path.read_text() == text


def test_a_save_with_a_missing_part_is_corrupt(t, library, tmp_path: Path) -> None:
    path = saves.write(t.game, tmp_path / "game.json")
    data = json.loads(path.read_text())
    del data["snapshot"]
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError) as err:
        saves.load(library, path)
    assert str(path) in str(err.value)


def test_a_missing_save_is_a_save_error(library, tmp_path: Path) -> None:
    with pytest.raises(saves.SaveError) as err:
        saves.load(library, tmp_path / "nowhere.json")
    assert "nowhere.json" in str(err.value)


def test_an_unwritable_place_is_a_save_error_not_a_crash(t, tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    with pytest.raises(saves.SaveError) as err:
        saves.write(t.game, blocker / "game.json")
    assert "game.json" in str(err.value)


def test_a_refused_write_is_a_save_error_not_a_crash(t, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What a read-only folder does to a normal user (root ignores permissions, see below)."""

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("tempfile.mkstemp", refuse)
    with pytest.raises(saves.SaveError) as err:
        saves.write(t.game, tmp_path / "game.json")
    assert "game.json" in str(err.value) and "Permission denied" in str(err.value)
    assert not (tmp_path / "game.json").exists()


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root ignores folder permissions")
def test_a_read_only_folder_is_a_save_error_not_a_crash(t, tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(saves.SaveError) as err:
            saves.write(t.game, folder / "game.json")
        assert "game.json" in str(err.value)
    finally:
        folder.chmod(0o700)
