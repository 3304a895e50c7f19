"""The validated content library is kept in the cache folder between runs (issue 33.8): an entry is
used only while every content file and the content code are byte for byte what it was built from;
a stale, damaged or foreign entry is rebuilt, never trusted, and a folder that cannot be written
only costs the speed-up."""

from __future__ import annotations

from pathlib import Path

import pytest

from zombie_table.content import cache, library
from zombie_table.content.library import Library

@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(cache.CACHE_ENV, str(tmp_path / "cache"))
    return tmp_path / "cache"


def tile_file(tmp_path: Path, library_: Library) -> Path:
    """A user folder holding one copy of a shipped tile, renamed."""
    shipped = next(f.path for f in library_.files if f.path.parent.name == "tiles")
    own = tmp_path / "own"
    own.mkdir()
    copy = own / "tile.yaml"
    copy.write_text(shipped.read_text(encoding="utf-8"), encoding="utf-8")
    return copy


def no_loading(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_: object, **__: object) -> None:
        raise AssertionError("a file was loaded although the cache held it")

    monkeypatch.setattr(library, "load_file", refuse)


def test_a_second_load_reads_the_cache_and_gives_the_same_library(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = Library.load(user=False)
    assert list(folder.glob("library-*.cache"))
    no_loading(monkeypatch)
    again = Library.load(user=False)
    assert [(f.path, f.source, f.model, f.errors) for f in again.files] == \
        [(f.path, f.source, f.model, f.errors) for f in first.files]


def test_a_changed_file_is_loaded_again(folder: Path, tmp_path: Path, library: Library) -> None:
    copy = tile_file(tmp_path, library)
    before = Library.load([copy.parent], user=False)
    assert before.files[-1].ok
    copy.write_text(copy.read_text(encoding="utf-8") + "surprise: 1\n", encoding="utf-8")
    after = Library.load([copy.parent], user=False)
    assert not after.files[-1].ok and "surprise" in str(after.files[-1].errors)  # not the cached, valid tile


def test_a_file_changed_back_within_the_same_size_is_loaded_again(folder: Path, tmp_path: Path, library: Library) -> None:
    """The key is the files' bytes, not their sizes and times: a same-size edit is seen."""
    copy = tile_file(tmp_path, library)
    Library.load([copy.parent], user=False)
    text = copy.read_text(encoding="utf-8")
    edited = text.replace("kind:", "kinx:", 1)
    assert len(edited) == len(text)
    copy.write_text(edited, encoding="utf-8")
    assert not Library.load([copy.parent], user=False).files[-1].ok


@pytest.mark.parametrize("damage", ["truncated", "garbage", "flipped", "empty"])
def test_a_damaged_cache_is_rebuilt(folder: Path, damage: str) -> None:
    first = Library.load(user=False)
    (entry,) = folder.glob("library-*.cache")
    data = entry.read_bytes()
    entry.write_bytes({"truncated": data[: len(data) // 2], "garbage": b"\x80\x04junk" * 100,
                       "flipped": data[:-10] + bytes(b ^ 0xFF for b in data[-10:]), "empty": b""}[damage])
    again = Library.load(user=False)
    assert [f.model for f in again.files] == [f.model for f in first.files]
    assert entry.read_bytes() == data  # rewritten whole


def test_an_entry_of_the_right_key_holding_something_else_is_not_used(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A well-formed entry must still hold one loaded file per listed file, in order."""
    first = Library.load(user=False)
    (entry,) = folder.glob("library-*.cache")
    listed = [(f.path, f.source) for f in first.files]
    cache._write(entry, cache.key(listed), first.files[:-1])
    again = Library.load(user=False)
    assert len(again.files) == len(first.files)


def test_no_cache_when_the_folder_cannot_be_written_or_is_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(cache.CACHE_ENV, str(blocker / "cache"))
    unwritable = Library.load(user=False)
    monkeypatch.setenv(cache.CACHE_ENV, "off")
    assert cache.cache_dir() is None
    off = Library.load(user=False)
    monkeypatch.setenv(cache.CACHE_ENV, str(tmp_path / "fresh"))
    fresh = Library.load(user=False)  # built from the files: its folder was empty
    assert fresh.files and unwritable == fresh and off == fresh
    assert sorted(tmp_path.rglob("*.cache")) == sorted((tmp_path / "fresh").glob("*.cache"))  # only the fresh load's


def test_the_key_covers_every_games_models_wherever_they_live() -> None:
    """Games keep their models in their own packages: a change to any of them, or to a module of
    ours they import, must change the key, or the cache would hand back models never checked
    against the new schema."""
    from zombie_table.games.registry import games

    sources = {str(p.relative_to(cache.PACKAGE)) for p in cache.model_sources()}
    for game in games():
        module = game.kinds.partition(":")[0]
        assert module.replace("zombie_table.", "").replace(".", "/") + ".py" in sources
    assert "games/entries.py" in sources  # imported by the Roadside and Colony schemas, not named by any game
    assert {"content/loader.py", "content/missions.py"} <= sources


def test_a_changed_model_source_changes_the_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    model = tmp_path / "zombie_table" / "games" / "model.py"
    model.parent.mkdir(parents=True)
    model.write_text("A = 1\n", encoding="utf-8")
    monkeypatch.setattr(cache, "PACKAGE", tmp_path / "zombie_table")
    monkeypatch.setattr(cache, "model_sources", lambda: [model])
    before = cache.key([])
    model.write_text("A = 2\n", encoding="utf-8")
    assert cache.key([]) != before
