"""Roadside's and Colony's content folders are kept in the content cache between runs (issue 33), as
the library's files are (tests/test_content_cache.py): used only while the code and every file are
byte for byte what it was built from, each folder in a slot of its own — a `--content` copy is never
served the shipped folder's entry — a damaged entry rebuilt, and games on cached content the same
games as on content loaded afresh."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from zombie_table.bots.random_bot import RandomBot
from zombie_table.bots.seats import Seat, controller
from zombie_table.content import cache, folder as folder_module
from zombie_table.content.folder import GameFolder
from zombie_table.content.loader import ContentLoadError
from zombie_table.games.colony import content as colony
from zombie_table.games.colony.start import new_game as colony_game
from zombie_table.games.roadside import content as roadside
from zombie_table.games.roadside.start import new_game as roadside_game

FOLDERS = [roadside.FOLDER, colony.FOLDER]


@pytest.fixture
def cached(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A cache folder of the test's own, and no folder remembered by this process."""
    monkeypatch.setenv(cache.CACHE_ENV, str(tmp_path / "cache"))
    forget()
    yield tmp_path / "cache"
    forget()


def forget() -> None:
    """As a new process: nothing remembered in memory (the cache folder stays)."""
    for game in FOLDERS:
        game.loaded.clear()


def no_loading(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_: object) -> None:
        raise AssertionError("a file was loaded although the cache held the folder")

    monkeypatch.setattr(folder_module, "_load", refuse)


@pytest.mark.parametrize("game", FOLDERS, ids=lambda g: g.name)
def test_a_new_process_reads_the_folder_from_the_cache(game: GameFolder, cached: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    first = game.load()
    assert list(cached.glob(f"{game.name}-*.cache"))
    forget()
    no_loading(monkeypatch)
    again = game.load()
    assert again is not first and again == first


def copy_of(game: GameFolder, tmp_path: Path) -> Path:
    mine = tmp_path / game.name
    shutil.copytree(game.load().folder, mine)
    return mine


def test_a_copied_folder_is_never_served_the_shipped_entry(cached: Path, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = roadside.FOLDER.load()
    mine = copy_of(roadside.FOLDER, tmp_path)
    (mine / "map.yaml").write_text((mine / "map.yaml").read_text().replace("name: Harlow County", "name: Fenwick County"))
    forget()
    assert roadside.FOLDER.load(mine).map.name == "Fenwick County"
    assert roadside.FOLDER.load().map.name == shipped.map.name
    assert len(list(cached.glob("roadside-*.cache"))) == 2  # a slot each


def test_a_file_changed_within_the_same_size_is_loaded_again(cached: Path, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    mine = copy_of(colony.FOLDER, tmp_path)
    colony.FOLDER.load(mine)
    path = mine / "crises.yaml"
    text = path.read_text()
    edited = text.replace("symbol: food, text: The pantry", "symbol: fool, text: The pantry", 1)
    assert len(edited) == len(text) and edited != text
    path.write_text(edited)
    forget()
    with pytest.raises(ContentLoadError, match="'fool'"):
        colony.FOLDER.load(mine)


def test_a_damaged_entry_is_rebuilt(cached: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = roadside.FOLDER.load()
    (entry,) = cached.glob("roadside-*.cache")
    data = entry.read_bytes()
    entry.write_bytes(data[: len(data) // 2])
    forget()
    assert roadside.FOLDER.load() == first
    assert entry.read_bytes() == data  # rewritten whole


def test_seeded_games_are_the_same_on_cached_and_on_fresh_content(cached: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seats = [Seat("Ann", "random"), Seat("Ben", "random"), Seat("Cy", "random")]

    def played(start, content, seed):
        game = start(seed, content)
        game.undo_enabled = False
        bots = controller(seats, seed, {"random": RandomBot})
        while not game.over:
            game.apply(bots.choose(game))
        return list(game.history), game.state.result

    starts = [(roadside.FOLDER, lambda seed, c: roadside_game(seed, ["Ann", "Ben", "Cy"], "standard", content=c)),
              (colony.FOLDER, lambda seed, c: colony_game(seed, ["Ann", "Ben", "Cy"], "larder", content=c))]
    for game, start in starts:
        fresh = game._folder(game.load().folder)
        forget()
        from_cache = game.load()
        for seed in (5, 17):
            assert played(start, from_cache, seed) == played(start, fresh, seed)
