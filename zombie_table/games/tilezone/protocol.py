"""The tile-and-zone family's part of the bot protocol (`games/protocol.py`, docs/api.md): the table
a decision shows (the family's observer through the deciding player's eyes, with the decision in
brief: `view.summary`), its events' data (typed: the fields the family's rules use) and the JSON
Schemas of both and of each setting's own part of the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from zombie_table.games.tilezone.observed import setting_view
from zombie_table.games.tilezone.settings import ruleset_for, settings
from zombie_table.games.tilezone.state import setting_state_class
from zombie_table.games.tilezone.view.summary import Summary, summary_model
from zombie_table.kernel.events import Event

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


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



def event_data(e: Event) -> dict[str, Any]:
    """The fields the event carries, checked against their types (no nulls for the rest)."""
    return EventData(**e.data).model_dump(mode="json", exclude_unset=True)


def table(game: "Game", player: str | None) -> "Summary":
    return summary_model(game, player)


def winners(game: "Game") -> list[str]:
    """A cooperative game: every player wins a victory, nobody a defeat."""
    return list(game.state.players) if game.state.result == "victory" else []


def schemas() -> dict[str, dict[str, Any]]:
    """The table's schema (`table-tilezone.json`), the events' data (`event-data-tilezone.json`) and
    each setting's own part of the table (`setting-<id>.json`, the table's `setting`)."""
    out = {"table-tilezone.json": Summary.model_json_schema(), "event-data-tilezone.json": EventData.model_json_schema()}
    for setting in settings():
        state_class = setting_state_class(ruleset_for(setting))
        out[f"setting-{setting}.json"] = setting_view(state_class).model_json_schema() if state_class else \
            {"type": "object", "maxProperties": 0}
    return out
