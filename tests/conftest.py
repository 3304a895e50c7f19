"""What every test shares: the user's own content folder never leaks into a test, and every test
gets a settings folder of its own, so the player's real preferences are never read or written;
the shipped content (`library`) and a saves folder of the test's own (`saves_dir`)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

from zombie_table.content.cache import CACHE_ENV
from zombie_table.content.library import CONTENT_ENV, Library
from zombie_table.games.tilezone import saves
from zombie_table.tui.prefs import CONFIG_ENV


def pytest_configure() -> None:
    """Point the user content folder at one that does not exist (a test that needs content of its
    own passes `--content` or sets the variable itself), and the content cache at one of this process."""
    own = Path(tempfile.gettempdir()) / f"zombie-table-tests-{os.getpid()}"
    os.environ[CONTENT_ENV] = str(own / "no-user-content")
    os.environ[CACHE_ENV] = str(own / "cache")  # the content cache of this test process, never the user's


@pytest.fixture(autouse=True)
def _own_config_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path_factory.mktemp("config")
    monkeypatch.setenv(CONFIG_ENV, str(folder))
    return folder


@pytest.fixture(scope="session")
def library() -> Library:
    """The shipped content, loaded once per test process (a test module may narrow it with its own)."""
    return Library.load(user=False)


@pytest.fixture
def saves_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "saves"
    monkeypatch.setenv(saves.SAVES_ENV, str(folder))
    return folder
