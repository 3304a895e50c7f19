"""Shared pieces of every content model: strict base model and small enums."""

from __future__ import annotations

from enum import Enum
from typing import Annotated

from typing import Any, Iterator, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from zombie_table.content.limits import MAX_NUMBER, Signed


class Strict(BaseModel):
    """Every content model forbids unknown fields so typos are caught with their line, and bounds
    every number it holds (content/limits.py: MAX_NUMBER; negative only where a field is `Signed`)
    — one check for every game's content, so a new field cannot forget it."""

    model_config = ConfigDict(extra="forbid", frozen=True, use_enum_values=False, defer_build=True)

    @field_validator("*", mode="after")
    @classmethod
    def _bounded(cls, value: Any, info: ValidationInfo) -> Any:
        field = cls.model_fields[info.field_name] if info.field_name else None
        low = -MAX_NUMBER if field and any(isinstance(m, Signed) for m in field.metadata) else 0
        for number in _numbers(value):
            if not low <= number <= MAX_NUMBER:
                raise ValueError(f"{number} is outside the bounds {low}..{MAX_NUMBER} of a content number")
        return value


def _numbers(value: Any) -> Iterator[int | float]:
    """The numbers a field holds itself (in lists, tuples and mappings; a nested model checks its own)."""
    if isinstance(value, bool):
        return
    if isinstance(value, (int, float)):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _numbers(key)
            yield from _numbers(item)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            yield from _numbers(item)


class Ref:
    """Marks a content string that names something elsewhere (`Annotated[str, Ref("zone")]`): the
    validators find every such field by this mark (`refs`), so a new rule kind's fields are checked
    without anyone listing them."""

    def __init__(self, kind: str):
        self.kind = kind


def refs(model: BaseModel, kind: str, path: tuple = ()) -> Iterator[tuple[tuple, str]]:
    """(field path, value) of every `Ref(kind)` string in `model` and the models it holds."""
    for name, field in type(model).model_fields.items():
        yield from _refs_in(getattr(model, name), kind, path + (name,),
                            any(isinstance(m, Ref) and m.kind == kind for m in field.metadata)
                            or _marks(field.annotation, kind))


def _marks(annotation: Any, kind: str) -> bool:
    """Whether a Ref(kind) sits anywhere in a field's type (list[ZoneRef], ZoneRef | None…)."""
    return any(isinstance(m, Ref) and m.kind == kind for m in getattr(annotation, "__metadata__", ())) or \
        any(_marks(arg, kind) for arg in get_args(annotation))


def _refs_in(value: Any, kind: str, path: tuple, marked: bool) -> Iterator[tuple[tuple, str]]:
    if isinstance(value, BaseModel):
        yield from refs(value, kind, path)
    elif isinstance(value, str):
        if marked:
            yield path, value
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            yield from _refs_in(item, kind, path + (i,), marked)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _refs_in(item, kind, path + (key,), marked)


Delta = Annotated[int, Signed()]
"""A content number that may be negative: a change (morale, food, noise… lost or gained)."""

Id = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9_-]*$", description="a lower-case id")]
"""An id in the content of the kernel's games beside the family (Roadside, Colony)."""


class Setting(str, Enum):
    frontier = "frontier"
    winter = "winter"
    outpost = "outpost"


class Side(str, Enum):
    """A side of a tile or of the board, before or after rotation."""

    N = "N"
    E = "E"
    S = "S"
    W = "W"


SIDES: tuple[Side, ...] = (Side.N, Side.E, Side.S, Side.W)
