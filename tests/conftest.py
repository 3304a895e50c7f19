"""What every test shares: the user's own content folder never leaks into a test."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from zombie_table.content.library import CONTENT_ENV


def pytest_configure() -> None:
    """Point the user content folder at one that does not exist (a test that needs content of its
    own passes `--content` or sets the variable itself)."""
    os.environ[CONTENT_ENV] = str(Path(tempfile.gettempdir()) / f"zombie-table-tests-{os.getpid()}" / "no-user-content")
