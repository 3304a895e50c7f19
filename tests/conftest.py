"""Every test gets a settings folder of its own: the player's real preferences are never read or written."""

from __future__ import annotations

from pathlib import Path

import pytest

from zombie_table.tui.prefs import CONFIG_ENV


@pytest.fixture(autouse=True)
def _own_config_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path_factory.mktemp("config")
    monkeypatch.setenv(CONFIG_ENV, str(folder))
    return folder
