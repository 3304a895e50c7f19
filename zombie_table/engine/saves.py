"""Saves: versioned JSON holding the set-up (mission, team, seed, options), every decision taken,
and a state snapshot for fast resume. Written atomically; a file that is not a valid save is
never overwritten."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

from zombie_table.content import limits
from zombie_table.content.library import Library
from zombie_table.engine.checks import check_playable
from zombie_table.engine.game import Game
from zombie_table.engine.setup import new_game
from zombie_table.engine.state import from_json, to_json

SAVE_VERSION = 1
SAVES_ENV = "ZOMBIE_TABLE_SAVES"


class SaveError(Exception):
    """A save could not be written or read; the message says which file and why."""


def save_dir(override: Path | None = None) -> Path:
    return Path(override or os.environ.get(SAVES_ENV) or Path(user_data_dir("zombie-table")) / "saves")


def record(game: Game) -> dict[str, Any]:
    state = game.state
    return {
        "format": "zombie-table-save",
        "version": SAVE_VERSION,
        "mission": state.mission,
        "seed": state.seed,
        "team": state.stats["team"],
        "options": state.options,
        "decisions": list(game.history),
        "round": state.round,
        "result": state.result,
        "snapshot": to_json(state),
    }


def write(game: Game, path: Path) -> Path:
    """Write atomically (temp file + rename). Refuses to replace a file that is not a save."""
    path = Path(path)
    if path.exists():
        try:
            read_record(path)
        except SaveError as exc:
            raise SaveError(f"{path} exists and is not a zombie_table save; not overwriting it ({exc})") from None
    text = json.dumps(record(game), separators=(",", ":"))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".save-", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, path)
    except OSError as exc:
        raise SaveError(f"cannot write the save {path}: {exc.strerror or exc}") from exc
    return path


def autosave_path(game: Game, directory: Path | None = None) -> Path:
    return save_dir(directory) / f"autosave-{game.state.mission}-{game.state.seed}.json"


def autosave(game: Game, directory: Path | None = None) -> Path:
    return write(game, autosave_path(game, directory))


def latest(directory: Path | None = None) -> Path | None:
    """The most recently written readable save in the folder, if any (broken files are skipped)."""
    folder = save_dir(directory)
    for path in sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True) if folder.is_dir() else []:
        try:
            read_record(path)
        except SaveError:
            continue
        return path
    return None


def read_record(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(limits.read_bounded(Path(path), limits.MAX_SAVE_BYTES).decode("utf-8"))
    except limits.FileRefused as exc:
        raise SaveError(f"cannot read {path}: {exc}") from None
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {exc.strerror or exc}") from exc
    except RecursionError:
        raise SaveError(f"{path} is corrupt: nested too deep") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SaveError(f"{path} is corrupt: {exc}") from exc
    if not isinstance(data, dict) or data.get("format") != "zombie-table-save":
        raise SaveError(f"{path} is not a zombie_table save")
    if data.get("version") != SAVE_VERSION:
        raise SaveError(f"{path} is a save of version {data.get('version')!r}; this zombie_table reads version {SAVE_VERSION}")
    for key in ("mission", "seed", "team", "options", "decisions", "snapshot"):
        if key not in data:
            raise SaveError(f"{path} is corrupt: '{key}' is missing")
    return data


def replay(library: Library, data: dict[str, Any], upto: int | None = None) -> Game:
    """Rebuild a game from its set-up and decisions (the slow, certain way)."""
    game = new_game(library, data["mission"], [tuple(t) for t in data["team"]], data["seed"], data["options"])
    game.undo_enabled = False
    for key in data["decisions"][:upto]:
        game.apply(key)
    game.undo_enabled = True
    return game


def load(library: Library, path: Path) -> Game:
    """Resume from the snapshot (fast); the decisions list stays for replays and reports."""
    data = read_record(path)
    mission = library.missions.get(data["mission"]) if isinstance(data["mission"], str) else None
    problems = check_playable(mission, library) if mission is not None else []
    if problems:
        raise SaveError(f"cannot resume {path}: mission {mission.id} is broken: {problems[0]}")  # type: ignore[union-attr]
    try:
        game = new_game(library, data["mission"], [tuple(t) for t in data["team"]], data["seed"], data["options"])
        game.state = from_json(data["snapshot"])
        game.rebuild_board()
    except (KeyError, TypeError, ValueError, LookupError) as exc:
        raise SaveError(f"{path} is corrupt: {exc}") from exc
    game.history = list(data["decisions"])
    return game
