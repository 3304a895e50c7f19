"""The player's preferences (playback speed, theme, the map's zoom), kept in `settings.json` in the user config folder.

    ~/.config/zombie-table/settings.json on Linux, or $ZOMBIE_TABLE_CONFIG/settings.json

Written atomically (a temporary file, then a rename) whenever the player changes one. A file that
cannot be read or is not what it should be is ignored, with a notice, and left as it is until the
player next changes a preference.

A dataclass checked by hand, not a pydantic model: this module is imported before the main menu
shows, and pydantic costs more to import than the whole menu takes to build (see docs/benchmarks.md).
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path

CONFIG_ENV = "ZOMBIE_TABLE_CONFIG"
FILE_NAME = "settings.json"
PLAYBACK_SPEEDS = ("step", "normal", "instant")
ZOOMS = ("normal", "overview")  # the game screen's map: full size, or the whole board small (`z`)
DEFAULT_THEME = "textual-dark"
MAX_BYTES = 64 * 1024


@dataclass
class Prefs:
    playback: str = "normal"  # the zombies' phase playback: one of PLAYBACK_SPEEDS
    theme: str = DEFAULT_THEME  # a Textual theme's name; one the app does not know falls back to the default
    zoom: str = "normal"  # the map's zoom: one of ZOOMS


def config_dir() -> Path:
    override = os.environ.get(CONFIG_ENV)
    if override:
        return Path(override)
    from platformdirs import user_config_dir

    return Path(user_config_dir("zombie-table"))


def prefs_path() -> Path:
    return config_dir() / FILE_NAME


def load(path: Path | None = None) -> tuple[Prefs, str | None]:
    """The saved preferences, or the defaults; the second item says what was wrong with the file, if anything."""
    path = path or prefs_path()
    prefs = Prefs()
    try:
        if not path.exists():
            return prefs, None
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            return prefs, f"{path}: not a settings file; the defaults are used"
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        return prefs, f"{path}: cannot be read ({type(exc).__name__}); the defaults are used"
    if not isinstance(data, dict):
        return prefs, f"{path}: not a JSON object; the defaults are used"
    wrong = []
    playback = data.get("playback", prefs.playback)
    if playback in PLAYBACK_SPEEDS:
        prefs.playback = playback
    else:
        wrong.append(f"playback: {playback!r} is not one of {', '.join(PLAYBACK_SPEEDS)}")
    zoom = data.get("zoom", prefs.zoom)
    if zoom in ZOOMS:
        prefs.zoom = zoom
    else:
        wrong.append(f"zoom: {zoom!r} is not one of {', '.join(ZOOMS)}")
    theme = data.get("theme", prefs.theme)
    if isinstance(theme, str) and 0 < len(theme) <= 100:
        prefs.theme = theme
    else:
        wrong.append("theme: not a theme's name")
    return prefs, (f"{path}: {'; '.join(wrong)}; the default is used" if wrong else None)


def save(prefs: Prefs, path: Path | None = None) -> str | None:
    """Write the preferences atomically; what went wrong, if it could not be written."""
    path = path or prefs_path()
    tmp = path.with_name(f".{path.name}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(json.dumps(asdict(prefs), indent=2) + "\n", encoding="utf-8")
        os.replace(tmp, path)
    except OSError as exc:
        return f"Preferences not saved: {path}: {exc.strerror or exc}"
    return None
