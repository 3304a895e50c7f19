"""Every bound on what zombie_table reads from disk, in one place, and the one careful file reader.

Content folders and saves may hold anything: a file of gigabytes, a FIFO that never answers, a
symlink to /dev/zero, a YAML "billion laughs" bomb. These bounds keep a bad file from costing more
than a moment and a few megabytes; past one, the file is refused with a one-line reason.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

MAX_CONTENT_BYTES = 2 * 1024 * 1024
"""Largest content (YAML) file read; the biggest shipped file is about 15 KB."""

MAX_SAVE_BYTES = 16 * 1024 * 1024
"""Largest save file read."""

MAX_ALIASES = 10_000
"""Most alias uses (`*name`) one YAML file may expand."""

MAX_VALUES = 100_000
"""Most values (scalars, lists, mappings) one YAML file may build, aliases expanded; the biggest
shipped file builds under a thousand."""

MAX_DEPTH = 64
"""Deepest nesting of lists and mappings in one YAML file."""

MAX_NUMBER = 1000
"""Largest number any content field holds (counts, amounts, coordinates, costs — a box holds a few
hundred pieces at most), checked for every model by `content.common.Strict`; none is negative
unless its field says so with `Signed`."""


class Signed:
    """Marks a content number that may be negative (`Annotated[int, Signed()]`): a modifier."""


class FileRefused(OSError):
    """A file that is not read: not a regular file, or too big. The message says which and why."""


def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at `path` (symlinks followed), refusing anything else.

    FIFOs, devices and sockets are refused from `os.stat` before opening; the file is opened
    non-blocking and checked again, so a file swapped in between never blocks or grows the read.
    """
    info = os.stat(path)
    _check(info, limit)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    try:
        _check(os.fstat(fd), limit)
        chunks, size = [], 0
        while True:
            chunk = os.read(fd, min(1 << 16, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise FileRefused(f"the file is larger than the {_size(limit)} limit")
        return b"".join(chunks)
    finally:
        os.close(fd)


def _check(info: os.stat_result, limit: int) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused(f"not a regular file ({_what(info.st_mode)})")
    if info.st_size > limit:
        raise FileRefused(f"the file is {_size(info.st_size)}, over the {_size(limit)} limit")


def _what(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "a special file"


def _size(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MiB" if n >= 1024 * 1024 else f"{n} bytes"


def read_save_text(path: Path, error: type[Exception]) -> str:
    """A save file's text (any game's): a regular UTF-8 file of a save's size at most; anything
    else raises `error` with one line naming the file and why."""
    try:
        raw = read_bounded(path, MAX_SAVE_BYTES)
    except FileRefused as exc:
        raise error(f"cannot read {path}: {exc}") from None
    except OSError as exc:
        raise error(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error(f"{path} is corrupt: not UTF-8 text (byte {exc.start})") from None
