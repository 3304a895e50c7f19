"""What every game's saves share: their folder, writing a file atomically and finding the first difference
between two JSON trees (a replayed state against a saved snapshot). A game's save module owns its
format, its version and its checks; these are the parts no format changes."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any, Callable

from platformdirs import user_data_dir

from zombie_table.kernel.rng import full_form

SAVES_ENV = "ZOMBIE_TABLE_SAVES"


def save_dir(override: Path | None = None) -> Path:
    """Where saves go: `override`, else $ZOMBIE_TABLE_SAVES, else the user data folder's `saves`."""
    return Path(override or os.environ.get(SAVES_ENV) or Path(user_data_dir("zombie-table")) / "saves")


def mtime(path: Path) -> float:
    """When the file was last written; 0 for one that cannot be looked at (a dangling link)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def listing(directory: Path | None = None) -> list[Path]:
    """Every `*.json` file of the save folder, newest first; unreadable ones (dangling links,
    no permission) are listed too, last, for a game's reader to say why."""
    folder = save_dir(directory)
    try:
        files = list(folder.glob("*.json")) if folder.is_dir() else []
    except OSError:
        return []
    return sorted(files, key=mtime, reverse=True)


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` through a temporary file and a rename, so a reader never sees half a
    save; raises OSError (and leaves no temporary file) if the write fails."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".save-", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


_written: dict[str, bytes] = {}  # what this process last wrote to each save, by absolute path


def _ours(path: Path) -> bool:
    """Whether `path` still holds exactly what this process last wrote there (an autosave played on)."""
    mine = _written.get(os.path.abspath(path))
    if mine is None:
        return False
    try:
        return path.stat().st_size == len(mine) and path.read_bytes() == mine
    except OSError:
        return False


def replace_save(path: Path, text: str, check: Callable[[Path], Any], kind: str, error: type[Exception]) -> Path:
    """Write `text` to `path` atomically, unless `path` holds something `check` refuses (raising
    `error`): a file that is not a save of this `kind` is never overwritten. A file still holding what
    this process wrote is replaced without reading it as a save again (an autosave after every
    decision). A failed write is an `error` too, naming the file."""
    path = Path(path)
    if path.exists() and not _ours(path):
        try:
            check(path)
        except error as exc:
            raise error(f"{path} exists and is not a {kind} save; not overwriting it ({exc})") from None
    try:
        write_atomic(path, text)
    except OSError as exc:  # a full disk (or anything else): no temporary file is left behind
        raise error(f"cannot write the save {path}: {exc.strerror or exc}") from exc
    _written[os.path.abspath(path)] = text.encode("utf-8")
    return path


def first_difference(a: Any, b: Any, path: str = "") -> tuple[str, Any, Any] | None:
    """The first place where two JSON trees differ: (path, value in a, value in b), or None. A stream
    saved compactly equals the same stream in the full form of an older save."""
    if isinstance(a, dict) != isinstance(b, dict):
        a, b = full_form(a), full_form(b)
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            where = f"{path}.{key}" if path else str(key)
            if key not in a or key not in b:
                return where, a.get(key, "<missing>"), b.get(key, "<missing>")
            found = first_difference(a[key], b[key], where)
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        if len(a) != len(b):
            return f"{path} (length)", len(a), len(b)
        return None
    if a != b or type(a) is not type(b):
        return path or "(root)", a, b
    return None
