"""Roadside's part of the bot protocol (`games/protocol.py`, docs/api.md): the table a decision shows
is its observer's view (`observer.py`) checked against the typed model below, whose JSON Schema is
`table-roadside.json`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field

from zombie_table.games.protocol import View
from zombie_table.kernel.observer import observe

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside


class MemberView(View):
    id: str = Field(description="A character's or follower's id.")
    fatigue: int


class PlayerView(View):
    id: str
    name: str
    character: MemberView | None
    followers: list[MemberView]
    space: str | None = Field(description="Where the team stands (null: out of the race).")
    resources: dict[str, int]
    private: str | None = Field(description="The private location card: the viewer's own, \"hidden\" for another "
                                "player's until it is revealed.")
    private_revealed: bool
    explored: list[str] = Field(description="Location cards won, in order.")
    inventory: list[str]
    retry: str | None = Field(description="The location card to explore again next turn (\"hidden\" as `private`).")
    out: bool
    rescued: int = Field(description="Trapped followers brought home (the solo score).")


class Table(View):
    """The race as one player sees it."""

    mode: str = Field(description="standard or solo.")
    current: str = Field(description="The player whose turn it is.")
    turns: int
    players: list[PlayerView]
    tokens: dict[str, list[int | None]] = Field(description="Zombie tokens by space: a revealed token's number, null face down.")
    trapped: dict[str, list[str]] = Field(description="Trapped followers by space.")
    groups: list[list[str]] = Field(description="Players moving as one.")
    public: list[str | None] = Field(description="The face-up location cards.")
    closed: list[str]
    used_up: list[str]
    decks: dict[str, int] = Field(description="Cards left in each deck (their order is hidden).")
    discards: dict[str, list[str]]
    winners: list[str]
    result: str | None


def table(game: "Roadside", player: str | None) -> Table:
    return Table(**observe(game, player))


def schemas() -> dict[str, dict[str, Any]]:
    return {"table-roadside.json": Table.model_json_schema()}
