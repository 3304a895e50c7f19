"""The bot protocol of `play --jsonl`, one for every game: one JSON object per line each way (docs/api.md).

Every message the game writes is one of the models below, told apart by `type`; their JSON Schemas
(`zombie-table schema --api`, committed under docs/api/schema/) are generated from them, and a line
is built by validating it against its model, so what is written is what the schemas say. What
differs between games is inside three fields: a `decision`'s and the `over`'s `table` (the game's
observer, as the deciding seat sees it), an event's `data` and the `hello`'s `setup`. A game may
describe them through a face of its own (`Registered.protocol`, a module with the functions of
`Face`); without one, the table is its observer's view as it is and an event's data as the rules
wrote it.
"""

from __future__ import annotations

import importlib
import json
from typing import TYPE_CHECKING, Annotated, Any, Literal, Protocol, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from zombie_table.kernel.events import Event
from zombie_table.kernel.observer import observe

if TYPE_CHECKING:
    from zombie_table.games.registry import Registered
    from zombie_table.kernel.engine import Engine

PROTOCOL = 4
"""The protocol's version: a change a bot written for this version could trip on raises it
(docs/api.md lists what changed)."""

COMMANDS = ("undo", "save", "show", "help", "hint", "quit")
"""Words a bot may send instead of a choice index (as a JSON string or {"command": …})."""


class Message(BaseModel):
    model_config = ConfigDict(extra="forbid")


class View(BaseModel):
    """A game's typed table (its protocol module's `table`): what it says is what its schema says."""

    model_config = ConfigDict(extra="forbid")


class Hello(Message):
    """The first line: which protocol, which game."""

    type: Literal["hello"] = "hello"
    protocol: int = Field(description="The protocol's version; a bot should check it.")
    game: str = Field(description="The registered game's id (`games/registry.py`): the shape of its `table`.")
    title: str
    seed: int
    players: list[str] = Field(description="The players, as a decision's `player` names them.")
    options: dict[str, Any] = Field(description="The rule options of this game (docs/rules.md).")
    setup: dict[str, Any] = Field(description="The game's own set-up fields (docs/api.md lists each game's).")
    decisions: int = Field(description="Decisions already taken: more than 0 when a save was resumed.")
    commands: list[str] = Field(description="Words accepted besides a choice index.")


class Option(Message):
    index: int = Field(description="What to send back to choose it.")
    key: str = Field(description="The action's identity, 'kind:arg:arg' (saves and replays name choices by it).")
    kind: str = Field(description="The action's kind, e.g. 'move', 'attack', 'search', 'end_turn'.")
    args: list[str | int] = Field(description="The action's arguments in order (piece, place, card… ids; numbers).")
    label: str = Field(description="The choice in words.")
    confirm: str | None = Field(None, description="Set when the choice carries a risk a player is asked to confirm "
                                "(a friendly-fire death): the warning.")


class Decision(Message):
    """The game waits for one line: a choice index or a command."""

    type: Literal["decision"] = "decision"
    player: str | None = Field(description="Who decides (null: anyone at the table).")
    kind: str = Field(description="The decision's kind (`act`, `activate`, `keep_card`, `turn`…).")
    prompt: str
    table: dict[str, Any] = Field(description="The table as the deciding player sees it (the game's observer): "
                                  "what no seat may know, or only another seat, is not in it.")
    options: list[Option]


class EventView(Message):
    kind: str = Field(description="One of the game's event kinds.")
    rule: str = Field(description="The rule that produced it, e.g. 'move', 'spawn', 'zombie-attack'.")
    text: str
    data: dict[str, Any] = Field(description="The fields the event changed or announced (the tile family's are typed: "
                                 "event-data-tilezone.json).")


class Events(Message):
    """What the last choice (or a bot seat's) set going, in order."""

    type: Literal["events"] = "events"
    events: list[EventView]


class Undo(Message):
    type: Literal["undo"] = "undo"
    ok: bool = Field(description="False when there was nothing (or nothing allowed) to take back.")
    message: str = Field(description="The sentence a person reads: what was undone, or why nothing could be.")


class Help(Message):
    type: Literal["help"] = "help"
    message: str
    commands: list[str]


class Tip(Message):
    index: int
    key: str
    label: str
    chance: float = Field(description="The share of sampled futures this choice wins.")
    interval: list[float] = Field(description="The chance's confidence interval, [low, high].")
    reason: str
    samples: int


class Hint(Message):
    """The coach's best options of the pending decision, best first (empty: no coach for this game)."""

    type: Literal["hint"] = "hint"
    options: list[Tip]


class Error(Message):
    """A line the game could not take (or a save it could not write); it waits for the next line, unchanged."""

    type: Literal["error"] = "error"
    message: str


class Saved(Message):
    type: Literal["saved"] = "saved"
    why: str = Field(description="'save', 'quit', 'end of input' or 'final'.")
    file: str = Field(description="The save file's name.")


class Over(Message):
    """The game has ended; a `saved` line follows, and the command exits."""

    type: Literal["over"] = "over"
    result: str = Field(description="How it ended: the game's own word (victory, defeat, won, lost…).")
    cause: str | None
    winners: list[str] = Field(description="The players who won (every player in a cooperative victory; none in a defeat).")
    table: dict[str, Any] = Field(description="The table at the end, as every player sees it.")


MESSAGES: tuple[type[Message], ...] = (Hello, Decision, Events, Undo, Help, Hint, Error, Saved, Over)
AnyLine = Annotated[Union[Hello, Decision, Events, Undo, Help, Hint, Error, Saved, Over], Field(discriminator="type")]
"""Any line the game writes (the union of MESSAGES)."""
Line: TypeAdapter[AnyLine] = TypeAdapter(AnyLine)


# ------------------------------------------------------------------------------ a game's part
class Face(Protocol):
    """What a game's protocol module (`Registered.protocol`) offers; each function may be left out."""

    def table(self, game: "Engine", player: str | None) -> Any:
        """The table as `player` sees it (None: every player), as JSON data or a pydantic model."""
        ...

    def event_data(self, event: Event) -> dict[str, Any]: ...

    def winners(self, game: "Engine") -> list[str]:
        """The players who won (by default the state's `winners`)."""
        ...

    def schemas(self) -> dict[str, dict[str, Any]]:
        """File name → JSON Schema of the game's own parts (its table, its events' data)."""
        ...


def face(game: "Registered") -> Any:
    """The game's protocol module, or None."""
    return None if game.protocol is None else importlib.import_module(game.protocol)


_ANY: TypeAdapter[Any] = TypeAdapter(Any)


def _data(value: Any) -> Any:
    """A table as JSON data (a model dumped, anything else as pydantic's JSON mode writes it)."""
    return value.model_dump(mode="json") if isinstance(value, BaseModel) else _ANY.dump_python(value, mode="json")


def table(module: Any, game: "Engine", player: str | None) -> dict[str, Any]:
    found = getattr(module, "table", None)
    data: dict[str, Any] = _data(found(game, player) if found else observe(game, player))
    return data


def event(module: Any, e: Event) -> EventView:
    found = getattr(module, "event_data", None)
    return EventView(kind=e.kind, rule=e.rule, text=e.text, data=found(e) if found else dict(e.data))


# ------------------------------------------------------------------------------ building lines
READY = "table"
"""The field of a decision or an end that `table` made JSON data already: a line writes it as it is,
not walked through pydantic's serializer a second time (the table is most of a decision line)."""


def line(message: Message) -> str:
    if READY not in type(message).model_fields:
        return json.dumps(message.model_dump(mode="json"), sort_keys=True)
    data = message.model_dump(mode="json", exclude={READY})
    data[READY] = getattr(message, READY)
    return json.dumps(data, sort_keys=True)


def decision(module: Any, game: "Engine") -> Decision:
    pending = game.decision
    assert pending is not None
    options = [Option(index=i, key=a.key, kind=a.kind, args=a.flat_args, label=a.label, confirm=a.confirm or None)
               for i, a in enumerate(game.legal_actions())]
    return Decision(player=pending.player, kind=pending.kind, prompt=pending.prompt,
                    table=table(module, game, pending.player), options=options)


def events(module: Any, found: list[Event]) -> Events:
    return Events(events=[event(module, e) for e in found])


def over(module: Any, game: "Engine") -> Over:
    state = game.state
    found = getattr(module, "winners", None)
    winners = found(game) if found else list(state.winners)
    return Over(result=state.result, cause=state.cause, winners=winners, table=table(module, game, None))


# ------------------------------------------------------------------------------ schemas
DRAFT = "https://json-schema.org/draft/2020-12/schema"


def schema_documents() -> dict[str, str]:
    """File name → text of the schema of each message (`<type>.json`), of any line (`line.json`) and
    of each game's own parts (its protocol module's `schemas`)."""
    from zombie_table.games.registry import games

    schemas = {f"{m.model_fields['type'].default}.json": m.model_json_schema() for m in MESSAGES}
    schemas["line.json"] = Line.json_schema()
    for registered in games():
        module = face(registered)
        if module is not None and hasattr(module, "schemas"):
            schemas.update(module.schemas())
    return {name: json.dumps({"$schema": DRAFT, "$comment": f"zombie_table play --jsonl, protocol {PROTOCOL}", **schema},
                             indent=2, sort_keys=True, ensure_ascii=False) + "\n"
            for name, schema in schemas.items()}
