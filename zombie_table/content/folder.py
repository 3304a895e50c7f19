"""A game whose content is one folder of files of known kinds (Roadside, Colony): the files loaded
together, then cross-checked for what one file cannot say (a card naming a place the map lacks, a
deck's size), every problem with its file, line and field. `validate` asks the same checks of any
folder of such files it meets. A folder is loaded once per process (issue 33): again only when one of
its files changed (size or modification time), so every new game shares the checked content."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from pydantic import BaseModel

from zombie_table.content.library import shipped_root
from zombie_table.content.loader import ContentError, ContentLoadError, Path_, load_marked, read_content


@dataclass
class Checks:
    """The cross-checks' findings, each placed at the line of the field it is about."""

    folder: Path
    marks: dict[str, dict[Path_, Any]]
    errors: list[ContentError] = field(default_factory=list)

    def fail(self, file: str, path: Path_, message: str) -> None:
        probe = path
        while probe not in self.marks[file] and probe:
            probe = probe[:-1]
        mark = self.marks[file].get(probe)
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        self.errors.append(ContentError(str(self.folder / f"{file}.yaml"), line, col, ".".join(map(str, path)), message))


@dataclass(frozen=True)
class GameFolder:
    """`files`: each file's name (without `.yaml`) and model; `build` makes the game's content from
    the loaded models; `check` adds the cross-checks' findings."""

    name: str  # assets/<name>/ holds the shipped files
    files: dict[str, type[BaseModel]]
    build: Callable[[dict[str, BaseModel], Path], Any]
    check: Callable[[Any, Checks], None]
    loaded: dict[Path, tuple[tuple[tuple[int, int] | None, ...], Any]] = field(default_factory=dict, compare=False,
                                                                                 repr=False)
    lock: threading.Lock = field(default_factory=threading.Lock, compare=False, repr=False)

    def load(self, folder: Path | None = None) -> Any:
        """Load and cross-check `folder` (default: the shipped one), once while its files stay as
        they are; raises ContentLoadError listing every problem as file:line:col."""
        folder = folder or shipped_root() / "assets" / self.name
        key, stamp = folder.resolve(), self._stamp(folder)
        with self.lock:
            known = self.loaded.get(key)
            if known is None or known[0] != stamp:
                self.loaded[key] = known = (stamp, self._checked(folder))
        return known[1]

    def _stamp(self, folder: Path) -> tuple[tuple[int, int] | None, ...]:
        """Each file's size and modification time (None for one missing): what makes a reload."""
        out: list[tuple[int, int] | None] = []
        for name in self.files:
            try:
                info = (folder / f"{name}.yaml").stat()
                out.append((info.st_size, info.st_mtime_ns))
            except OSError:
                out.append(None)
        return tuple(out)

    def _checked(self, folder: Path) -> Any:
        models, marks, errors = self._load_all(folder)
        if errors:
            raise ContentLoadError(errors)
        content = self.build(models, folder)
        checks = Checks(folder, marks)
        self.check(content, checks)
        if checks.errors:
            raise ContentLoadError(checks.errors)
        return content

    def holds(self, model: object) -> bool:
        """A model of one of this game's content files."""
        return isinstance(model, tuple(self.files.values()))

    def folder_problems(self, folder: Path) -> list[ContentError]:
        """What `validate` adds for a folder of this game's files: the cross-checks and any file
        missing. A file that does not load is reported by the loader already; then nothing more."""
        models, marks, errors = self._load_all(folder)
        if errors:
            return [e for e in errors if not Path(e.file).exists()]
        checks = Checks(folder, marks)
        self.check(self.build(models, folder), checks)
        return checks.errors

    def _load_all(self, folder: Path) -> tuple[dict[str, BaseModel], dict[str, dict[Path_, Any]], list[ContentError]]:
        models, marks, errors = {}, {}, []
        for name, kind in self.files.items():
            try:
                models[name], marks[name] = _load(folder / f"{name}.yaml", kind)
            except ContentLoadError as exc:
                errors += exc.errors
        return models, marks, errors


def _load(path: Path, kind: type[BaseModel]) -> tuple[BaseModel, dict[Path_, Any]]:
    model, marks = load_marked(read_content(path), str(path))  # parsed once: the model and its marks
    if not isinstance(model, kind):
        raise ContentLoadError([ContentError(str(path), 1, 1, "kind", f"expected {kind.model_fields['kind'].annotation}")])
    return model, marks
