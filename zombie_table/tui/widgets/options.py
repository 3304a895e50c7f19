"""Rule options on a set-up screen, driven by the options model alone: each field's declared type
picks its widget (a checkbox for a yes/no reading, a list of the words a word option allows, a
checked field for a number or numbers), so a setting's new option needs no screen code."""

from __future__ import annotations

import typing
from typing import TYPE_CHECKING, Any, Iterator

from textual.widget import Widget
from textual.widgets import Checkbox, Input, Label, Select

if TYPE_CHECKING:  # pydantic loads with the content, after the menu is up (tests/test_cli.py)
    from pydantic import BaseModel
    from pydantic.fields import FieldInfo

PREFIX = "opt-"  # a widget's id: the prefix and the option's name


def choices(field: FieldInfo) -> tuple[Any, ...] | None:
    """The values a word option allows (a `Literal`), or None for any other option."""
    return typing.get_args(field.annotation) if typing.get_origin(field.annotation) is typing.Literal else None


def as_text(value: Any) -> str:
    """A number or a tuple of numbers as typed: `7,19,43`; a tuple of pairs: `1,54; 60,70`."""
    if isinstance(value, tuple):
        return ("; " if value and isinstance(value[0], tuple) else ",").join(as_text(v) for v in value)
    return str(value)


def from_text(raw: str, default: Any) -> Any:
    """What `as_text` wrote, as strings in the default's shape; the model checks and converts them."""
    if not isinstance(default, tuple):
        return raw.strip()
    if ";" in raw or (default and isinstance(default[0], tuple)):
        return [[part.strip() for part in group.split(",")] for group in raw.split(";") if group.strip()]
    return [part.strip() for part in raw.split(",")]


def widgets(model: type[BaseModel]) -> Iterator[Widget]:
    """A widget (after its label, where it has none of its own) for every option, at its default."""
    for name, field in model.model_fields.items():
        label, default, words = field.description or name, field.default, choices(field)
        if isinstance(default, bool):
            yield Checkbox(label, value=default, id=PREFIX + name)
            continue
        yield Label(label, classes="option-label")
        if words is not None:
            yield Select([(str(w), w) for w in words], value=default, allow_blank=False, id=PREFIX + name,
                         classes="option-input", compact=True)
        else:
            yield Input(as_text(default), id=PREFIX + name, classes="option-input",
                        type="integer" if isinstance(default, int) else "text")


def changed(screen: Widget, model: type[BaseModel]) -> dict[str, Any]:
    """The options set away from their defaults, checked by the model; raises ValueError saying which and why."""
    raw: dict[str, Any] = {}
    for name, field in model.model_fields.items():
        widget = screen.query_one(f"#{PREFIX}{name}")
        value = widget.value if isinstance(widget, (Checkbox, Select)) else from_text(widget.value, field.default)
        raw[name] = value
    from pydantic import ValidationError

    try:
        options = model(**raw)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        field = model.model_fields[str(first["loc"][0])]
        raise ValueError(f"rule option '{field.description or first['loc'][0]}': {first['msg']}") from None
    return {name: getattr(options, name) for name, field in model.model_fields.items()
            if getattr(options, name) != field.default}
