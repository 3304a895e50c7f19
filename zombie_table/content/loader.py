"""Safe YAML loading that remembers where every value came from.

PyYAML composes a node tree with marks; we build plain Python data from it ourselves so that
duplicate keys are rejected and every pydantic error location maps back to file:line:col.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from zombie_table.content import limits

Path_ = tuple[str | int, ...]


class _Kinds(Mapping[str, type[BaseModel]]):
    """Every content file kind of every registered game (`games/registry.py`), asked on first use:
    the loader knows no game's files."""

    @property
    def _kinds(self) -> dict[str, type[BaseModel]]:
        from zombie_table.games.registry import content_kinds

        return content_kinds()

    def __getitem__(self, kind: str) -> type[BaseModel]:
        return self._kinds[kind]

    def __iter__(self) -> Iterator[str]:
        return iter(self._kinds)

    def __len__(self) -> int:
        return len(self._kinds)


MODELS: Mapping[str, type[BaseModel]] = _Kinds()


@dataclass(frozen=True)
class ContentError:
    """One problem in one content file, printed as ``file:line:col: field.path: message``."""

    file: str
    line: int
    col: int
    path: str
    message: str

    def __str__(self) -> str:
        where = f"{self.path}: " if self.path else ""
        return f"{self.file}:{self.line}:{self.col}: {where}{self.message}"


class ContentLoadError(Exception):
    def __init__(self, errors: list[ContentError]):
        self.errors = errors
        super().__init__("\n".join(str(e) for e in errors))


_STANDARD = "tag:yaml.org,2002:"
_COLLECTION_TAGS = {yaml.MappingNode: _STANDARD + "map", yaml.SequenceNode: _STANDARD + "seq"}


def _refuse(node: yaml.Node, path: Path_, file: str, message: str) -> ContentLoadError:
    m = node.start_mark
    return ContentLoadError([ContentError(file, m.line + 1, m.column + 1, dotted(path), message)])


class _Budget:
    """What one file may still build: values and alias uses, and the collections being built now
    (a collection met again inside itself is a recursive alias)."""

    def __init__(self, file: str):
        self.file = file
        self.values = 0
        self.aliases = 0
        self.seen: set[int] = set()
        self.open: set[int] = set()

    def enter(self, node: yaml.Node, path: Path_) -> None:
        self.values += 1
        if self.values > limits.MAX_VALUES:
            raise _refuse(node, path, self.file, f"more than {limits.MAX_VALUES} values (aliases expanded); refused")
        if len(path) > limits.MAX_DEPTH:
            raise _refuse(node, path, self.file, f"lists and mappings nested more than {limits.MAX_DEPTH} deep; refused")
        key = id(node)
        if key in self.open:
            raise _refuse(node, path, self.file, "a recursive alias (a list or mapping that contains itself); refused")
        if key in self.seen and isinstance(node, yaml.CollectionNode):
            self.aliases += 1
            if self.aliases > limits.MAX_ALIASES:
                raise _refuse(node, path, self.file, f"more than {limits.MAX_ALIASES} alias uses; refused")
        self.seen.add(key)


def _build(node: yaml.Node, path: Path_, marks: dict[Path_, yaml.Mark], file: str, budget: _Budget | None = None) -> Any:
    budget = budget or _Budget(file)
    budget.enter(node, path)
    marks.setdefault(path, node.start_mark)
    if isinstance(node, yaml.CollectionNode):
        if node.tag != _COLLECTION_TAGS[type(node)]:
            raise _refuse(node, path, file, f"tag {node.tag!r} is not allowed (only plain YAML lists and mappings)")
        budget.open.add(id(node))
        try:
            return _build_collection(node, path, marks, file, budget)
        finally:
            budget.open.discard(id(node))
    return _scalar(node, path, file)


def _build_collection(node: yaml.CollectionNode, path: Path_, marks: dict[Path_, yaml.Mark], file: str, budget: _Budget) -> Any:
    if isinstance(node, yaml.MappingNode):
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise _refuse(key_node, path, file, "a mapping key must be a plain value, not a list or mapping")
            key = _build(key_node, path + ("<key>",), {}, file, budget)
            if isinstance(key, (str, int, bool, float)):
                marks[path + (key, "<key>")] = key_node.start_mark
            if key in out:
                m = key_node.start_mark
                raise ContentLoadError(
                    [ContentError(file, m.line + 1, m.column + 1, dotted(path + (key,)), f"duplicate key {key!r}")]
                )
            out[key] = _build(value_node, path + (key,), marks, file, budget)
        return out
    return [_build(child, path + (i,), marks, file, budget) for i, child in enumerate(node.value)]


_SCALARS = threading.local()  # a loader keeps state while it constructs: one per thread (the TUI loads in two)


def _scalar_loader() -> yaml.SafeLoader:
    loader = getattr(_SCALARS, "loader", None)
    if loader is None:
        loader = _SCALARS.loader = yaml.SafeLoader("")
    return loader


_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when present: same marks, much faster


def _scalar(node: yaml.Node, path: Path_, file: str) -> Any:
    """A plain value; unknown tags and impossible values (a 13th month) are content errors."""
    loader = _scalar_loader()
    try:
        return loader.construct_object(node, deep=True)
    except Exception as exc:  # noqa: BLE001 - any constructor failure is a bad value (`!!timestamp x` raised AttributeError)
        m = node.start_mark
        problem = getattr(exc, "problem", None) or str(exc)
        raise ContentLoadError([ContentError(file, m.line + 1, m.column + 1, dotted(path), f"bad value: {problem}")]) from None
    finally:  # the thread's constructor remembers every node it built: forget them, or every file stays in memory
        loader.constructed_objects.clear()
        loader.recursive_objects.clear()


def dotted(path: Path_) -> str:
    """A field path as players read it: ('zones', 'r', 'kind') -> 'zones.r.kind', lists as [i]."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def parse_yaml(text: str, file: str) -> tuple[Any, dict[Path_, yaml.Mark]]:
    """Parse one YAML document safely; returns the data and the mark of every value by path."""
    try:
        node = yaml.compose(text, Loader=_LOADER)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        raise ContentLoadError([ContentError(file, line, col, "", f"malformed YAML: {exc.problem or exc}")]) from None
    except yaml.YAMLError as exc:  # a ReaderError (a control byte, bad encoding) has no mark: give its place
        line, col = _line_col(text, getattr(exc, "position", None))
        reason = getattr(exc, "reason", None) or str(exc).splitlines()[0]
        character = getattr(exc, "character", None)
        what = f"{reason} (character {character!r})" if isinstance(character, str) else reason
        raise ContentLoadError([ContentError(file, line, col, "", f"unreadable YAML: {what}")]) from None
    except RecursionError:
        raise ContentLoadError([ContentError(file, 1, 1, "", "lists and mappings nested too deep; refused")]) from None
    if node is None:
        raise ContentLoadError([ContentError(file, 1, 1, "", "the file is empty")])
    marks: dict[Path_, yaml.Mark] = {}
    return _build(node, (), marks, file), marks


def _line_col(text: str, position: int | None) -> tuple[int, int]:
    """1-based line and column of a character position in `text` (1, 1 when unknown)."""
    if not isinstance(position, int) or position < 0:
        return 1, 1
    before = text[:position]
    return before.count("\n") + 1, position - (before.rfind("\n") + 1) + 1


def _locate(data: Any, loc: tuple[Any, ...]) -> Path_:
    """Follow a pydantic error location through the data, skipping union tags it adds."""
    path: list[str | int] = []
    current = data
    for part in loc:
        if isinstance(current, dict) and part in current:
            current = current[part]
            path.append(part)
        elif isinstance(current, list) and isinstance(part, int) and 0 <= part < len(current):
            current = current[part]
            path.append(part)
        elif isinstance(current, dict) and isinstance(part, str) and part not in current:
            # a missing field, or a tagged-union tag: report the field name under the parent
            if part not in _tags(current):
                path.append(part)
                break
    return tuple(path)


def _tags(value: dict[Any, Any]) -> set[str]:
    kind = value.get("kind")
    return {kind} if isinstance(kind, str) else set()


def validation_errors(exc: ValidationError, data: Any, marks: dict[Path_, yaml.Mark], file: str) -> list[ContentError]:
    errors = []
    for err in exc.errors():
        path = _locate(data, tuple(err["loc"]))
        probe = path + ("<key>",) if err["type"] == "extra_forbidden" and path + ("<key>",) in marks else path
        while probe not in marks and probe:
            probe = probe[:-1]
        mark = marks.get(probe)
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        message = err["msg"].removeprefix("Value error, ")
        errors.append(ContentError(file, line, col, dotted(path), message))
    return errors


def load_text(text: str, file: str, expect: str | None = None) -> BaseModel:
    """Parse and validate one content document. Raises ContentLoadError with every problem."""
    return load_marked(text, file, expect)[0]


def load_marked(text: str, file: str, expect: str | None = None) -> tuple[BaseModel, dict[Path_, yaml.Mark]]:
    """`load_text`, keeping the mark of every value (for checks that point at a line later)."""
    data, marks = parse_yaml(text, file)
    if not isinstance(data, dict):
        raise ContentLoadError([ContentError(file, 1, 1, "", "expected a mapping at the top level")])
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in MODELS:
        mark = marks.get(("kind",), marks[()])
        known = ", ".join(sorted(MODELS))
        raise ContentLoadError(
            [ContentError(file, mark.line + 1, mark.column + 1, "kind", f"unknown kind {kind!r} (one of: {known})")]
        )
    if expect is not None and kind != expect:
        raise ContentLoadError([ContentError(file, 1, 1, "kind", f"expected a {expect} file, found {kind!r}")])
    try:
        return MODELS[kind].model_validate(data), marks
    except ValidationError as exc:
        raise ContentLoadError(validation_errors(exc, data, marks, file)) from None


def read_content(path: Path) -> str:
    """The text of one content file, refusing what is not a regular UTF-8 file of a sane size.

    Raises ContentLoadError naming the file (and, for bad UTF-8, the byte where it goes wrong).
    """
    try:
        raw = limits.read_bounded(path, limits.MAX_CONTENT_BYTES)
    except OSError as exc:
        reason = exc.strerror if exc.strerror and not isinstance(exc, limits.FileRefused) else str(exc)
        raise ContentLoadError([ContentError(str(path), 1, 1, "", f"cannot read the file: {reason}")]) from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        message = f"cannot read the file: not UTF-8 at byte {exc.start} ({exc.reason})"
        raise ContentLoadError([ContentError(str(path), 1, 1, "", message)]) from None


def _top_line(name: str) -> re.Pattern[str]:
    return re.compile(rf"^{name}:\s*['\"]?([A-Za-z0-9_.:-]+)['\"]?\s*(#.*)?$", re.MULTILINE)


_TOP_LINES = {name: _top_line(name) for name in ("kind", "id", "setting")}


def declared(path: Path) -> dict[str, str]:
    """What a content file says it is, as far as it can be read — its top-level `kind`, `id` and
    `setting` — from its YAML, or from such lines of a text that is not YAML (a file that does not
    load may still say which shipped file it replaces)."""
    try:
        text = read_content(path)
    except ContentLoadError:
        return {}
    try:
        data = parse_yaml(text, str(path))[0]
    except ContentLoadError:
        return {name: found.group(1) for name, line in _TOP_LINES.items() if (found := line.search(text))}
    if not isinstance(data, dict):
        return {}
    return {name: str(data[name]) for name in _TOP_LINES if isinstance(data.get(name), (str, int))}


def declared_kind(path: Path) -> str | None:
    """The `kind` a content file says it is, as far as it can be read (`declared`); else None."""
    return declared(path).get("kind")


def load_file(path: Path, expect: str | None = None) -> BaseModel:
    return load_text(read_content(path), str(path), expect)
