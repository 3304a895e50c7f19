"""Roadside's typed state: everything that changes during a game (the content never does)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from zombie_table.kernel.chance import Chance
from zombie_table.kernel.engine import Decision

RESOURCES = ("food", "fuel", "ammo")


@dataclass
class Member:
    """A survivor in a team: a character or a follower card, with its fatigue (§12.1)."""

    id: str
    fatigue: int = 0


@dataclass
class Player:
    id: str
    name: str
    character: Member | None = None
    followers: list[Member] = field(default_factory=list)
    space: str | None = None
    resources: dict[str, int] = field(default_factory=lambda: dict.fromkeys(RESOURCES, 1))
    private: str | None = None  # the private location card, seen by its owner only (§7.5)
    private_revealed: bool = False
    explored: list[str] = field(default_factory=list)  # location cards won, in order
    inventory: list[str] = field(default_factory=list)
    retry: str | None = None  # the location card to explore again next turn (§11.4)
    out: bool = False  # eliminated, or finished the race
    rescued: int = 0  # trapped followers brought home (the solo score, §15.3)

    @property
    def team(self) -> list[Member]:
        return ([self.character] if self.character else []) + self.followers


@dataclass
class Token:
    id: str
    count: int
    revealed: bool = False


@dataclass
class Turn:
    """What the current turn has done so far (§8, §9.2)."""

    steps: int = 0  # spaces still allowed
    moved: int = 0
    fuel: int = 0  # fuel spent this turn (at most 3)
    food: int = 0  # food spent in this recover step (§18.1: an option may limit it)
    extra_moves: int = 0  # from items used this turn
    doubled: bool = False  # the last step was a free fuel step: the next one ends a doubled step (§9.2b)
    passing: bool = False  # entered the current space with fuel, past its zombies
    no_collect: bool = False
    deaths: int = 0  # survivors lost this turn (a survive challenge counts those of its fight)
    explore_failed: bool = False  # an encounter of the exploration under way failed (§11.3)


@dataclass
class RoadsideState:
    chance: Chance
    players: list[Player]
    mode: str = "standard"
    options: dict[str, Any] = field(default_factory=dict)
    current: int = 0
    turns: int = 0
    turn: Turn = field(default_factory=Turn)
    tokens: dict[str, list[Token]] = field(default_factory=dict)  # zombie tokens by space
    trapped: dict[str, list[str]] = field(default_factory=dict)  # follower tokens by space (§12.3)
    groups: list[list[str]] = field(default_factory=list)  # players moving as one, in joining order (§14)
    public: list[str | None] = field(default_factory=list)  # the face-up location cards
    used_up: set[str] = field(default_factory=set)  # resource spaces whose encounters are drawn (§4.3: an option)
    closed: set[str] = field(default_factory=set)  # places explored and not reopened (§11.1)
    drawn: list[str] = field(default_factory=list)  # encounter cards being resolved
    reserve: list[str] = field(default_factory=list)  # characters set aside for respawns (§7.2)
    winners: list[str] = field(default_factory=list)
    decision: Decision | None = None
    queue: list[dict[str, Any]] = field(default_factory=lambda: [{"kind": "setup"}])
    result: str | None = None
    cause: str | None = None

    @property
    def player(self) -> Player:
        return self.players[self.current]

    def by_id(self, pid: str) -> Player:
        return next(p for p in self.players if p.id == pid)
