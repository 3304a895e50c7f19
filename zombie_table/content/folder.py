"""A game whose content is a few files of known kinds (Roadside, Colony): the files taken together,
then cross-checked for what one file cannot say (a card naming a place the map lacks, a deck's
size), every problem with its file, line and field.

A game's content comes from the library as every other content file does (shipped, then the user's
content folder, then each `--content` folder): of each kind, the last file loaded is the one played
(a user's map replaces the shipped map, as a user's tile replaces the shipped tile of its id). A file
of one of the game's kinds that does not load refuses the game with its file:line — the shipped file
is never used instead; the library's files are kept in the content cache between runs, and a game's
content is assembled from them once per library. `load(folder)` takes one complete folder of the
files (default: the shipped `assets/<game>/`), kept once per process and in the content cache
between runs (issue 33), each folder in a slot of its own."""

from __future__ import annotations

import hashlib
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from pydantic import BaseModel

from zombie_table.content import cache
from zombie_table.content.library import Library, shipped_root
from zombie_table.content.loader import (ContentError, ContentLoadError, Path_, declared_kind, load_marked, parse_yaml,
                                         read_content)


@dataclass
class Checks:
    """The cross-checks' findings, each placed at the line of the field it is about (a file's marks
    are read only when something in it is found wrong)."""

    paths: dict[str, Path]  # each file's name (its key in the game's files) and where it was loaded from
    errors: list[ContentError] = field(default_factory=list)
    marks: dict[str, dict[Path_, Any]] = field(default_factory=dict)

    def fail(self, file: str, path: Path_, message: str) -> None:
        where = self.paths[file]
        if file not in self.marks:
            self.marks[file] = parse_yaml(read_content(where), str(where))[1]
        probe = path
        while probe not in self.marks[file] and probe:
            probe = probe[:-1]
        mark = self.marks[file].get(probe)
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        self.errors.append(ContentError(str(where), line, col, ".".join(map(str, path)), message))


Stamp = tuple[tuple[int, int] | None, ...]


@dataclass(frozen=True)
class GameFolder:
    """`files`: each file's name (`NAME.yaml` in a folder of them) and model; `build` makes the
    game's content (of type `content`) from the loaded models and the folder of the first file;
    `check` adds the cross-checks' findings."""

    name: str  # assets/<name>/ holds the shipped files
    files: dict[str, type[BaseModel]]
    content: type
    build: Callable[[dict[str, BaseModel], Path], Any]
    check: Callable[[Any, Checks], None]
    loaded: dict[Path, tuple[Stamp, Any]] = field(default_factory=dict, compare=False, repr=False)
    lock: threading.Lock = field(default_factory=threading.Lock, compare=False, repr=False)

    @property
    def kinds(self) -> set[str]:
        """The `kind` each of its files says."""
        return {kind.model_fields["kind"].annotation.__args__[0] for kind in self.files.values()}  # type: ignore[union-attr]

    def holds(self, model: object) -> bool:
        """A model of one of this game's content files."""
        return isinstance(model, tuple(self.files.values()))

    # ---------------------------------------------------------------------------------- the library's
    def of(self, library: Library) -> Any:
        """The game's content in `library` (its last file of each kind), cross-checked, built once per
        library; raises ContentLoadError listing every problem as file:line:col."""
        with self.lock:
            found = library.games.get(self.name)
            if found is None:
                found = library.games[self.name] = self._assembled(library)
        return found

    def problems(self, library: Library) -> list[ContentError]:
        """What `validate` adds: the cross-checks of the content `library` would play. A file that
        does not load is reported by the loader already; then nothing more."""
        if self._broken(library):
            return []
        try:
            self.of(library)
        except ContentLoadError as exc:
            return exc.errors
        return []

    def _broken(self, library: Library) -> list[ContentError]:
        return [e for f in library.broken if declared_kind(f.path) in self.kinds for e in f.errors]

    def _assembled(self, library: Library) -> Any:
        broken = self._broken(library)
        if broken:
            raise ContentLoadError(broken)
        chosen: dict[str, tuple[BaseModel, Path]] = {}
        for loaded in library.files:
            for name, kind in self.files.items():
                if isinstance(loaded.model, kind):
                    chosen[name] = (loaded.model, loaded.path)
        missing = [ContentError(str(library_root(self.name) / f"{name}.yaml"), 1, 1, "",
                                f"no {next(iter(kind.model_fields['kind'].annotation.__args__))} file in the content")  # type: ignore[union-attr]
                   for name, kind in self.files.items() if name not in chosen]
        if missing:
            raise ContentLoadError(missing)
        return self._checked({name: chosen[name][0] for name in self.files}, {name: chosen[name][1] for name in self.files})

    # ---------------------------------------------------------------------------------- one folder's
    def load(self, folder: Path | None = None) -> Any:
        """Load and cross-check one folder holding every file (default: the shipped one), once while
        its files stay as they are; raises ContentLoadError listing every problem as file:line:col."""
        folder = folder or library_root(self.name)
        key, stamp = folder.resolve(), self._stamp(folder)
        with self.lock:
            known = self.loaded.get(key)
            if known is None or known[0] != stamp:
                self.loaded[key] = known = (stamp, self._cached(folder))
        return known[1]

    def _stamp(self, folder: Path) -> Stamp:
        """Each file's size and modification time (None for one missing): what makes a reload."""
        out: list[tuple[int, int] | None] = []
        for name in self.files:
            try:
                info = (folder / f"{name}.yaml").stat()
                out.append((info.st_size, info.st_mtime_ns))
            except OSError:
                out.append(None)
        return tuple(out)

    def _cached(self, folder: Path) -> Any:
        """The folder's checked content, from the content cache when it holds it (`content/cache.py`,
        as the library's files: keyed by the code and every file's path and bytes, in a slot of the
        folder's own, so another folder or a changed file is never served what was cached)."""
        listed = [(folder / f"{name}.yaml", self.name) for name in self.files]
        slot = f"{self.name}-" + hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:16]
        return cache.cached(slot, listed, lambda: self._folder(folder),
                            lambda found: isinstance(found, self.content) and getattr(found, "folder", None) == folder)

    def _folder(self, folder: Path) -> Any:
        models, errors = {}, []
        for name, kind in self.files.items():
            try:
                models[name] = _load(folder / f"{name}.yaml", kind)
            except ContentLoadError as exc:
                errors += exc.errors
        if errors:
            raise ContentLoadError(errors)
        return self._checked(models, {name: folder / f"{name}.yaml" for name in self.files})

    def _checked(self, models: dict[str, BaseModel], paths: dict[str, Path]) -> Any:
        content = self.build(models, next(iter(paths.values())).parent)
        checks = Checks(paths)
        self.check(content, checks)
        if checks.errors:
            raise ContentLoadError(checks.errors)
        return content


def library_root(name: str) -> Path:
    """The shipped folder of a game's files."""
    return shipped_root() / "assets" / name


def _load(path: Path, kind: type[BaseModel]) -> BaseModel:
    model = load_marked(read_content(path), str(path))[0]
    if not isinstance(model, kind):
        raise ContentLoadError([ContentError(str(path), 1, 1, "kind", f"expected {kind.model_fields['kind'].annotation}")])
    return model
