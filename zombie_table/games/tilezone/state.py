"""The game state: one mutable object tree of plain data, serialisable to JSON for saves.

Everything that changes during a game lives here (pieces, cards, decks and their random
streams, the pending decision and the queue of steps still to resolve); everything that never
changes (the board geometry, the content models) lives on the Game beside it.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field
from typing import Any

from zombie_table.kernel.deck import Deck
from zombie_table.kernel.rng import rng_from_state, rng_state

LEVELS = ("blue", "yellow", "orange", "red")


@dataclass
class Inventory:
    hand: list[str | None]
    favourite: list[str | None]
    body: list[str | None]
    backpack: list[str | None]

    SLOTS = ("hand", "favourite", "body", "backpack")

    def slots(self) -> list[tuple[str, int, str | None]]:
        return [(name, i, card) for name in self.SLOTS for i, card in enumerate(getattr(self, name))]

    def cards(self) -> list[str]:
        return [card for card in (*self.hand, *self.favourite, *self.body, *self.backpack) if card is not None]

    def equipped(self) -> list[str]:
        return [c for c in self.hand + self.favourite if c is not None]

    def where(self, card: str) -> tuple[str, int] | None:
        for name, i, c in self.slots():
            if c == card:
                return name, i
        return None

    def remove(self, card: str) -> None:
        name, i = self.where(card) or (None, None)
        if name is not None:
            getattr(self, name)[i] = None

    def put(self, slot: str, index: int, card: str | None) -> None:
        getattr(self, slot)[index] = card


@dataclass
class SurvivorState:
    id: str
    name: str
    player: str
    classes: list[str]
    zone: str | None
    health: int
    inventory: Inventory
    skills: list[str] = field(default_factory=list)  # skill refs in effect, class abilities included
    xp: int = 0
    level: int = 0  # index into LEVELS: the highest level reached
    ultrared_laps: int = 0
    wounds: int = 0
    status: str = "alive"  # alive | dead | escaped
    actions_left: int = 0
    free: dict[str, int] = field(default_factory=dict)  # free action pools by kind
    activated: bool = False  # has had its turn this round
    turn: dict[str, Any] = field(default_factory=dict)  # per-turn counters (searches, charges, streaks…)
    kills: dict[str, int] = field(default_factory=dict)
    companion_of: str | None = None  # companions: "" while alone, then their leader's id
    in_wagon: bool = False
    carried: list[str] = field(default_factory=list)  # mission tokens on the dashboard (ammo, cargo, coal)

    @property
    def alive(self) -> bool:
        return self.status == "alive"

    @property
    def on_board(self) -> bool:
        return self.status == "alive" and self.zone is not None

    @property
    def health_left(self) -> int:
        return self.health - self.wounds


@dataclass
class SpawnToken:
    id: str
    kind: str  # starting | mobile | abomination | corpse_pile | numbered
    zone: str
    active: bool = True
    destroyed: bool = False
    number: int | None = None
    moved_to_start: bool = False


@dataclass
class ObjectiveToken:
    id: str
    zone: str
    color: str
    hidden: bool = False
    taken_by: str | None = None
    lost: bool = False  # destroyed (crushed by the train, blown away): the mission may be lost


@dataclass
class Decision:
    """A question the engine is waiting on: its options come from the step that raised it."""

    kind: str
    player: str | None
    survivor: str | None
    prompt: str
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class GameState:
    seed: int
    setting: str
    mission: str
    options: dict[str, Any]
    players: list[str]
    survivors: dict[str, SurvivorState]
    cards: dict[str, str]  # card instance id -> card id
    equipment: Deck
    zombie_deck: Deck
    bounty: list[str]  # top first
    abominations: list[str]
    dice: random.Random
    zombies: dict[str, dict[str, int]] = field(default_factory=dict)  # zone -> type -> count
    spawns: list[SpawnToken] = field(default_factory=list)
    objectives: list[ObjectiveToken] = field(default_factory=list)
    noise: dict[str, Any] = field(default_factory=dict)  # {"zone": z, "level": "bang"|"boom"}
    tokens: dict[str, list[str]] = field(default_factory=dict)  # token kind -> zones (vade_retro, wagon…)
    revealed_piles: list[str] = field(default_factory=list)  # building-tile keys whose piles are revealed
    round: int = 1
    phase: str = "players"
    first_player: int = 0
    current_player: int = 0
    active: str | None = None  # survivor taking its turn
    decision: Decision | None = None
    queue: list[dict[str, Any]] = field(default_factory=list)
    result: str | None = None  # "victory" | "defeat"
    cause: str | None = None
    stage: int = 0  # victory stages completed
    stats: dict[str, Any] = field(default_factory=dict)
    last_cards: dict[str, str] = field(default_factory=dict)
    unloaded: list[str] = field(default_factory=list)  # reload weapons fired and not reloaded, wherever they are
    layout: list[list[str | None]] = field(default_factory=list)  # the tile grid now (trains flip and slide tiles)
    blocked: list[str] = field(default_factory=list)  # zones nobody may enter (a stuck wagon)

    def zombie_count(self, zone: str | None = None) -> int:
        if zone is None:
            return sum(sum(v.values()) for v in self.zombies.values())
        here = self.zombies.get(zone)
        return sum(here.values()) if here else 0

    def survivors_in(self, zone: str) -> list[SurvivorState]:
        out = []  # a loop: a comprehension would make `zone` a closure cell at every call
        for s in self.survivors.values():
            if s.zone == zone and s.on_board:
                out.append(s)
        return out

    def living(self) -> list[SurvivorState]:
        return [s for s in self.survivors.values() if s.on_board]


# ------------------------------------------------------------------------ JSON snapshot
_CLASSES = {c.__name__: c for c in (Inventory, SurvivorState, SpawnToken, ObjectiveToken, Decision, GameState)}


def to_json(value: Any) -> Any:
    """Encode the state tree as JSON-safe data (dataclasses tagged by class name)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if isinstance(value, Deck):
            return {"__deck": value.to_json()}
        out = {"__t": type(value).__name__}
        for f in dataclasses.fields(value):
            out[f.name] = to_json(getattr(value, f.name))
        return out
    if isinstance(value, random.Random):
        return {"__rng": rng_state(value)}
    if isinstance(value, dict):
        return {k: to_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_json(v) for v in value]
    if isinstance(value, set):
        return {"__set": sorted(value)}
    return value


def from_json(data: Any) -> Any:
    if isinstance(data, dict):
        if "__deck" in data:
            return Deck.from_json(data["__deck"])
        if "__rng" in data:
            return rng_from_state(data["__rng"])
        if "__set" in data:
            return set(data["__set"])
        if "__t" in data:
            cls = _CLASSES[data["__t"]]
            return cls(**{k: from_json(v) for k, v in data.items() if k != "__t"})
        return {k: from_json(v) for k, v in data.items()}
    if isinstance(data, list):
        return [from_json(v) for v in data]
    return data
