"""A save at a glance, with no engine and no content loaded: whose save a file is and a few words on
it ("frontier-m0 · round 3 · seed 7 · 5 min ago"), so the main menu can offer Continue on its first
frame. Each game package that writes saves has a light `glance` module declaring its `GLANCE`; the
game's save module reads its format and versions from there. A glance checks only what its line
reads: the full check (shape, replay) is the game's own, when the save is opened."""

from __future__ import annotations

import importlib
import importlib.util
import json
import pkgutil
import time
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Callable

from zombie_table.content import limits
from zombie_table.kernel import savefile


class Unreadable(Exception):
    """The file is no save a glance can read; the message says why, in one line."""


@dataclass(frozen=True)
class Glance:
    """How one game's saves look at a glance."""

    format: str  # the file's "format" field
    versions: tuple[int, ...]  # the versions the game reads
    line: Callable[[dict[str, Any]], str]  # its set-up and progress in a few words: "roadside-solo · turn 4"


@cache
def glances() -> dict[str, Glance]:
    """Every game package's glance, by the format its saves name (a package without one writes no
    saves), in each package the registry searches (`registry.PACKAGES`)."""
    from zombie_table.games.registry import PACKAGES

    found: dict[str, Glance] = {}
    for root in PACKAGES:
        for info in pkgutil.iter_modules(importlib.import_module(root).__path__):
            if info.ispkg and importlib.util.find_spec(f"{root}.{info.name}.glance") is not None:
                glance = importlib.import_module(f"{root}.{info.name}.glance").GLANCE
                found[glance.format] = glance
    return found


def ago(seconds: float) -> str:
    if seconds < 90:
        return "just now"
    if seconds < 5400:
        return f"{round(seconds / 60)} min ago"
    if seconds < 129600:
        return f"{round(seconds / 3600)} h ago"
    return f"{round(seconds / 86400)} days ago"


def summary(path: Path) -> str:
    """'frontier-m0 · round 3 · seed 7 · 5 min ago'; raises Unreadable."""
    try:
        data = json.loads(limits.read_save_text(Path(path), Unreadable))
    except (ValueError, RecursionError):
        raise Unreadable(f"{path} is corrupt: not JSON") from None
    glance = glances().get(str(data.get("format"))) if isinstance(data, dict) else None
    if glance is None:
        raise Unreadable(f"{path} is not a zombie_table save")
    if data.get("version") not in glance.versions:
        raise Unreadable(f"{path} is a save of a version this zombie_table does not read")
    try:
        line = f"{glance.line(data)} · seed {int(data['seed'])}"
    except (KeyError, TypeError, ValueError):
        raise Unreadable(f"{path} is corrupt: its set-up cannot be read") from None
    return f"{line} · {ago(time.time() - savefile.mtime(path))}"


def newest(folder: Path | None) -> tuple[Path, str] | None:
    """The most recently written save a glance can read, and its summary (corrupt files are skipped)."""
    for path in savefile.listing(folder):
        try:
            return path, summary(path)
        except Unreadable:
            continue
    return None
