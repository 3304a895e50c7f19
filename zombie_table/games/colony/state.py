"""Colony's typed state: everything that changes during a game (the content never does)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from zombie_table.kernel.chance import Chance
from zombie_table.kernel.engine import Decision


@dataclass
class Survivor:
    """A survivor card in play: where it stands, its wounds and what it carries (§3, §11)."""

    id: str
    owner: str
    place: str
    wounds: int = 0
    frostbite: int = 0
    equipment: list[str] = field(default_factory=list)
    moved: bool = False  # this turn (§7: each survivor moves once a turn)
    used: list[str] = field(default_factory=list)  # once-a-turn items and abilities used this turn


@dataclass
class Die:
    value: int
    used: bool = False


@dataclass
class Player:
    id: str
    name: str
    hand: list[str] = field(default_factory=list)
    secret: str | None = None  # the secret objective card, seen by its holder only (§4.3)
    exiled: bool = False
    was_traitor: bool = False  # held a betrayal card when exiled (§12: two innocents exiled end the game)
    out: bool = False  # eliminated (§14 E)
    group: list[str] = field(default_factory=list)  # survivor ids, the leader first
    dice: list[Die] = field(default_factory=list)
    kills: int = 0
    voted: bool = False  # called an exile vote this turn (§7)

    @property
    def leader(self) -> str | None:
        return self.group[0] if self.group else None


@dataclass
class Entrance:
    spaces: int
    zombies: int = 0
    barricades: int = 0

    @property
    def free(self) -> int:
        return self.spaces - self.zombies - self.barricades


@dataclass
class Place:
    entrances: list[Entrance]
    noise: int = 0
    helpless: int = 0  # helpless survivor tokens (the colony's, §3)
    next_entrance: int = 0  # where the next zombie enters when batches do not restart (§8.1)

    @property
    def zombies(self) -> int:
        return sum(e.zombies for e in self.entrances)


@dataclass
class Contribution:
    card: str
    by: str
    face_up: bool  # equipped cards go face up, hand cards face down (§7)


@dataclass
class Held:
    """A crossroads card waiting for its trigger, held by the active player's right-hand neighbour (§5)."""

    card: str
    holder: str | None  # None: the table holds it (solo)


@dataclass
class ColonyState:
    chance: Chance
    players: list[Player]
    main: str = ""
    mode: str = "standard"  # the variant preset it was set up with (start.MODES)
    side: str = "normal"
    options: dict[str, Any] = field(default_factory=dict)
    morale: int = 0
    rounds: int = 0
    round: int = 0
    food: int = 0
    starvation: int = 0
    waste: list[str] = field(default_factory=list)  # the top is the end
    removed: list[str] = field(default_factory=list)  # removed from the game
    crisis: str | None = None
    contributions: list[Contribution] = field(default_factory=list)
    places: dict[str, Place] = field(default_factory=dict)
    survivors: dict[str, Survivor] = field(default_factory=dict)
    first: int = 0
    current: int = 0
    held: Held | None = None
    votes: dict[str, bool] = field(default_factory=dict)  # an exile vote under way: voter -> in favour
    last_action: str | None = None  # what the active player just did (for crossroads triggers)
    actor: str | None = None  # the survivor that did it: "here" in card effects is where it stands
    drawn: list[str] = field(default_factory=list)  # cards of a search under way (§6.2)
    main_met: bool = False
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

    def at(self, place: str) -> list[Survivor]:
        return [s for s in self.survivors.values() if s.place == place]
