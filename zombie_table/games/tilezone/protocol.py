"""The bot protocol of `play --jsonl`: one JSON object per line each way (docs/api.md).

Every message the game writes is one of the models below, told apart by `type`; their JSON Schemas
(`zombie-table schema --api`, committed under docs/api/schema/) are generated from them, and a
line is built by validating it against its model, so what is written is what the schemas say.
Events are written from the typed event objects as they are (kind, rule, text and the fields they
carry), through one model whose known fields are typed; a decision's state is the table through
the deciding player's observer (`view.summary`).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_serializer

from zombie_table.games.tilezone.events import Ev, Event
from zombie_table.games.tilezone.observed import Table, setting_view
from zombie_table.games.tilezone.settings import ruleset_for, settings
from zombie_table.games.tilezone.state import setting_state_class
from zombie_table.games.tilezone.view.summary import Summary, summary_model
from zombie_table.kernel.observer import observe

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

PROTOCOL = 3
"""The protocol's version: 1 was the unversioned protocol before `hello`; a change a bot written
for this version could trip on raises it (docs/api.md lists what changed)."""

COMMANDS = ("undo", "save", "show", "quit")
"""Words a bot may send instead of a choice index (as a JSON string or {"command": …})."""


class Message(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Hello(Message):
    """The first line: which protocol, which game."""

    type: Literal["hello"] = "hello"
    protocol: int = Field(description="The protocol's version; a bot should check it.")
    game: Literal["tilezone"] = Field("tilezone", description="The family of games (their state's shape).")
    setting: str
    mission: str
    title: str
    seed: int
    players: list[str]
    team: list[list[str]] = Field(description="[survivor, player] pairs as chosen at set-up.")
    options: dict[str, Any] = Field(description="The rule options of this game (docs/rules.md).")
    decisions: int = Field(description="Decisions already taken: more than 0 when a save was resumed.")
    commands: list[str] = Field(description="Words accepted besides a choice index.")


class Option(Message):
    index: int = Field(description="What to send back to choose it.")
    key: str = Field(description="The action's identity, 'kind:arg:arg' (saves and replays name choices by it).")
    kind: str = Field(description="The action's kind, e.g. 'move', 'attack', 'search', 'end_turn'.")
    args: list[str | int] = Field(description="The action's arguments (survivor, zone, card… ids).")
    label: str = Field(description="The choice in words.")
    confirm: str | None = Field(None, description="Set when the choice may kill a teammate: the warning a "
                                "player is asked to confirm (friendly fire).")


class Decision(Message):
    """The game waits for one line: a choice index or a command."""

    type: Literal["decision"] = "decision"
    state: Summary
    options: list[Option]


class EventData(BaseModel):
    """What an event says changed. The fields below are the ones the family's rules use (each
    event carries those that apply); a setting's rules may add others."""

    model_config = ConfigDict(extra="allow")

    survivor: str | None = Field(None, description="The survivor it concerns (null: no survivor, e.g. a crushing train).")
    player: str | None = None
    partner: str | None = Field(None, description="The other survivor of a trade.")
    leader: str | None = Field(None, description="A companion's new leader.")
    zone: str | None = None
    src: str | None = Field(None, description="Where something moved from.")
    dst: str | None = Field(None, description="Where something moved to.")
    type: str | None = Field(None, description="A zombie type.")
    count: int | None = Field(None, description="How many zombies.")
    zombies: dict[str, int] | None = Field(None, description="Zombies by type (an attack).")
    card: str | None = Field(None, description="A card id.")
    cards: list[str] | None = Field(None, description="Card copies (reloaded weapons).")
    token: str | None = Field(None, description="A token id (spawn, objective) or kind (wagon…).")
    color: str | None = Field(None, description="An objective's colour.")
    slot: int | None = Field(None, description="A train slot along the line.")
    amount: int | None = Field(None, description="XP gained, or wounds taken.")
    skill: str | None = Field(None, description="A skill reference gained.")
    level: str | None = Field(None, description="A noise level (bang, boom) or a danger level.")
    ignored: bool | None = Field(None, description="The noise was too quiet to move the token.")
    dice: list[int] | None = None
    hits: int | None = None
    accuracy: int | None = Field(None, description="The roll needed to hit.")
    source: str | None = Field(None, description="What wounded a survivor.")
    reason: str | None = Field(None, description="Why zombies moved.")
    cause: str | None = None
    result: str | None = Field(None, description="victory or defeat.")
    round: int | None = None
    ended: bool | None = Field(None, description="The round ended (not began).")
    first_player: str | None = None
    phase: str | None = None
    actions: int | None = None
    stage: int | None = Field(None, description="A victory stage completed.")
    seed: int | None = None


class EventView(Message):
    kind: Ev
    rule: str = Field(description="The rule that produced it, e.g. 'move', 'spawn', 'zombie-attack'.")
    text: str
    data: EventData

    @field_serializer("data")
    def _only_given(self, data: EventData) -> dict[str, Any]:
        return data.model_dump(mode="json", exclude_unset=True)  # the fields the event carries, no nulls for the rest


class Events(Message):
    """What the last choice set going, in order."""

    type: Literal["events"] = "events"
    events: list[EventView]


class Undo(Message):
    type: Literal["undo"] = "undo"
    ok: bool = Field(description="False when there was nothing (or nothing allowed) to take back.")


class Error(Message):
    """A line the game could not take; it waits for the next one, unchanged."""

    type: Literal["error"] = "error"
    message: str


class Saved(Message):
    type: Literal["saved"] = "saved"
    why: str = Field(description="'save', 'quit', 'end of input' or 'final'.")
    file: str = Field(description="The save file's name.")


class Over(Message):
    """The game has ended; a `saved` line follows, and the command exits."""

    type: Literal["over"] = "over"
    result: str = Field(description="victory or defeat.")
    cause: str | None
    round: int
    state: Table = Field(description="The table at the end, as every player sees it.")


MESSAGES: tuple[type[Message], ...] = (Hello, Decision, Events, Undo, Error, Saved, Over)
Line = TypeAdapter(Annotated[Union[MESSAGES], Field(discriminator="type")])  # type: ignore[valid-type]
"""Any line the game writes."""


# ------------------------------------------------------------------------------ building lines
def line(message: Message) -> str:
    return json.dumps(message.model_dump(mode="json"), sort_keys=True)


def hello(game: "Game") -> Hello:
    state = game.state
    return Hello(protocol=PROTOCOL, setting=state.setting, mission=state.mission, title=game.mission.title,
                 seed=state.seed, players=list(state.players), team=[list(pair) for pair in state.team],
                 options=dict(state.options), decisions=len(game.history), commands=list(COMMANDS))


def decision(game: "Game") -> Decision:
    options = [Option(index=i, key=a.key, kind=a.kind, args=list(a.args), label=a.label, confirm=a.confirm or None)
               for i, a in enumerate(game.legal_actions())]
    return Decision(state=summary_model(game), options=options)


def event(e: Event) -> EventView:
    return EventView(kind=e.kind, rule=e.rule, text=e.text, data=EventData(**e.data))


def events(events: list[Event]) -> Events:
    return Events(events=[event(e) for e in events])


def over(game: "Game") -> Over:
    state = game.state
    return Over(result=state.result, cause=state.cause, round=state.round, state=observe(game, None))


# ------------------------------------------------------------------------------ schemas
DRAFT = "https://json-schema.org/draft/2020-12/schema"


def setting_schemas() -> dict[str, dict[str, Any]]:
    """The schema of a decision's `state.setting` in each setting's games (`setting-<id>.json`)."""
    out = {}
    for setting in settings():
        state_class = setting_state_class(ruleset_for(setting))
        out[f"setting-{setting}.json"] = setting_view(state_class).model_json_schema() if state_class else \
            {"type": "object", "maxProperties": 0}
    return out


def schema_documents() -> dict[str, str]:
    """File name → text of the schema of each message (`<type>.json`), of any line (`line.json`) and
    of each setting's own part of the table (`setting-<id>.json`)."""
    schemas = {f"{m.model_fields['type'].default}.json": m.model_json_schema() for m in MESSAGES}
    schemas["line.json"] = Line.json_schema()
    schemas.update(setting_schemas())
    return {name: json.dumps({"$schema": DRAFT, "$comment": f"zombie_table play --jsonl, protocol {PROTOCOL}", **schema},
                             indent=2, sort_keys=True, ensure_ascii=False) + "\n"
            for name, schema in schemas.items()}
