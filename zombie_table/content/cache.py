"""Validated content kept between runs in the user cache folder, so a command or the TUI does not
parse and validate every YAML file again while none of them changed.

An entry is keyed by a digest of everything the loaded result depends on: the program's version,
the source of every model (the content code, and each game's kinds with the modules they import),
and every content file's path, origin and bytes. An entry is used only when its header names that
exact key and the digest of its body matches; anything else (a stale key, a truncated or damaged file, a body that does not unpickle to
what was stored) is ignored and rebuilt. Writing is best effort and atomic: a folder that cannot
be written costs only the speed-up.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import os
import pickle
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar, cast

from platformdirs import user_cache_dir

from zombie_table import __version__
from zombie_table.content import limits

CACHE_ENV = "ZOMBIE_TABLE_CACHE"
"""The cache folder (default: the user cache folder); `off` keeps no cache."""
MAGIC = b"zombie-table content cache 1\n"
CODE = Path(__file__).resolve().parent  # the models and the loader: a change to them changes every key
PACKAGE = CODE.parent
IMPORT = re.compile(r"^\s*from (\w+(?:\.\w+)+) import", re.MULTILINE)

T = TypeVar("T")


def cache_dir() -> Path | None:
    chosen = os.environ.get(CACHE_ENV)
    if chosen == "off":
        return None
    return Path(chosen or user_cache_dir("zombie-table"))


def key(files: Sequence[tuple[Path, str]]) -> str:
    """The digest of the code and of every file (its path, its origin and its bytes, in order).
    A file that cannot be read counts by its error, so it is loaded (and reported) afresh."""
    digest = hashlib.sha256(f"{__version__}\n{sys.version}\n".encode())
    for source in model_sources():
        label = source.relative_to(PACKAGE) if source.is_relative_to(PACKAGE) else source
        digest.update(str(label).encode() + b"\0" + source.read_bytes())
    for path, origin in files:
        digest.update(f"\0{path}\0{origin}\0".encode())
        try:
            data = limits.read_bounded(path, limits.MAX_CONTENT_BYTES)  # never blocks on a FIFO
        except OSError as exc:
            data = f"unreadable: {exc}".encode()
        digest.update(hashlib.sha256(data).digest())
    return digest.hexdigest()


def model_sources() -> list[Path]:
    """The source files the loaded models come from: the content code, and each registered game's
    table of content kinds with every module of its own package or of ours it imports, followed
    without importing them (a game outside `zombie_table`, a test's throw-away one, counts too)."""
    from zombie_table.games.registry import games

    todo = [g.kinds.partition(":")[0] for g in games()]
    roots = {PACKAGE.name: PACKAGE} | {root: _package_dir(root) for root in {m.partition(".")[0] for m in todo}}
    found = set(CODE.glob("*.py"))
    seen: set[str] = set()
    while todo:
        module = todo.pop()
        root, _, rest = module.partition(".")
        if module in seen or roots.get(root) is None:
            continue
        seen.add(module)
        base = cast(Path, roots[root]).joinpath(*rest.split("."))
        path = base / "__init__.py" if base.is_dir() else base.with_suffix(".py")
        if path.is_file():
            found.add(path)
            todo += IMPORT.findall(path.read_text(encoding="utf-8"))
    return sorted(found)


def _package_dir(name: str) -> Path | None:
    """The folder of the top-level package `name` (found, not imported)."""
    spec = importlib.util.find_spec(name)
    return Path(spec.origin).parent if spec is not None and spec.origin else None


def cached(name: str, files: Sequence[tuple[Path, str]], build: Callable[[], T], valid: Callable[[object], bool]) -> T:
    """`build()`, or what it returned the last time these files were loaded, if the cache holds
    it intact and `valid` accepts it. `name` is the entry's slot (one per set of content roots)."""
    folder = cache_dir()
    if folder is None:
        return build()
    wanted = key(files)
    slot = folder / f"{name}.cache"
    found = _read(slot, wanted, valid)
    if found is not None:
        return cast(T, found)
    value = build()
    _write(slot, wanted, value)
    return value


def _read(slot: Path, wanted: str, valid: Callable[[object], bool]) -> object | None:
    try:
        data = slot.read_bytes()
    except OSError:
        return None
    head = MAGIC + wanted.encode() + b"\n"
    if not data.startswith(head):
        return None
    body = data[len(head) + 65:]
    if data[len(head):len(head) + 65] != hashlib.sha256(body).hexdigest().encode() + b"\n":
        return None
    try:
        value = pickle.loads(body)
    except Exception:  # a damaged body: whatever unpickling raised, rebuild
        return None
    return value if valid(value) else None


def _write(slot: Path, wanted: str, value: object) -> None:
    try:
        body = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # something in it cannot be kept: go without the cache
        return
    temp = slot.with_name(f"{slot.name}.{os.getpid()}.tmp")
    try:
        slot.parent.mkdir(parents=True, exist_ok=True)
        temp.write_bytes(MAGIC + wanted.encode() + b"\n" + hashlib.sha256(body).hexdigest().encode() + b"\n" + body)
        os.replace(temp, slot)
    except OSError:
        with contextlib.suppress(OSError):
            temp.unlink(missing_ok=True)
