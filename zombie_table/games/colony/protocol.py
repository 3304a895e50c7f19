"""Colony's part of the bot protocol (`games/protocol.py`, docs/api.md): the table a decision shows
is its observer's view (`observer.py`) checked against the typed model below, whose JSON Schema is
`table-colony.json`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field

from zombie_table.games.protocol import View
from zombie_table.kernel.observer import observe

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony


class SurvivorView(View):
    id: str
    owner: str
    place: str
    wounds: int
    frostbite: int
    equipment: list[str]
    moved: bool
    used: list[str] = Field(description="Once-a-turn items and abilities used this turn.")


class DieView(View):
    value: int
    used: bool


class PlayerView(View):
    id: str
    name: str
    hand: list[str] | int = Field(description="The viewer's own cards; another player's hand is its size (all shown at the end).")
    secret: str | None = Field(description="The secret objective: the viewer's own, \"hidden\" for another player's until the end.")
    exiled: bool
    was_traitor: bool
    out: bool
    group: list[str] = Field(description="Survivor ids, the leader first.")
    dice: list[DieView]
    kills: int
    voted: bool


class EntranceView(View):
    spaces: int
    zombies: int
    barricades: int


class PlaceView(View):
    entrances: list[EntranceView]
    noise: int
    helpless: int
    next_entrance: int


class HeldView(View):
    card: str = Field(description="A crossroads card: \"hidden\" but to its holder.")
    holder: str | None


class Table(View):
    """The colony as one player sees it."""

    main: str = Field(description="The main objective.")
    side: str = Field(description="normal or hard.")
    round: int
    rounds: int
    morale: int
    food: int
    starvation: int
    waste: int = Field(description="Cards on the waste pile.")
    removed: int
    crisis: str | None
    contributions: list[str] = Field(description="Cards given to the crisis: face down \"hidden\" until the end.")
    contributors: list[str] = Field(description="Who gave each card to the crisis (seen at the table).")
    actor: str | None = Field(description="The player acting now, when it is not the current player's turn step.")
    places: dict[str, PlaceView]
    survivors: dict[str, SurvivorView]
    players: list[PlayerView]
    first: str | None
    current: str | None
    held: HeldView | None
    drawn: list[str] | int = Field(description="The cards of a search under way: the searcher's; a count to the others.")
    dealt: list[str] | None = Field(description="The survivors dealt to the viewer at set-up, while it chooses.")
    decks: dict[str, int] = Field(description="Cards left in each deck (their order is hidden).")
    winners: list[str]
    result: str | None


def table(game: "Colony", player: str | None) -> Table:
    return Table(**observe(game, player))


def schemas() -> dict[str, dict[str, Any]]:
    return {"table-colony.json": Table.model_json_schema()}
