"""The game state: one mutable object tree of plain data, serialisable to JSON for saves.

Everything that changes during a game lives here (pieces, cards, decks and their random
streams, the pending decision and the queue of steps still to resolve); everything that never
changes (the board geometry, the content models) lives on the Game beside it.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from dataclasses import dataclass, field
from typing import Any, ClassVar

from zombie_table.kernel.deck import Deck
from zombie_table.kernel.engine import Decision
from zombie_table.kernel.ruleset import Ruleset
from zombie_table.kernel.rng import deal, rng_from_state, rng_state

LEVELS = ("blue", "yellow", "orange", "red")
TOKEN_KINDS = "token_kinds"  # the catalogue of the kinds of token the rules place and read (`GameState.tokens`)
UNMARKED_TOKENS = "unmarked_tokens"  # token kinds the map shows otherwise (a texture), so no marker: kind -> how
TOKEN_MARKS = "token_marks"  # token kinds with a map mark of their own: kind -> (letter after '¤', legend words)


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
class Kill:
    """A zombie a survivor killed this turn, and with which action of the turn (feats read them)."""

    type: str
    weapon: str | None
    zone: str | None
    action: int


@dataclass
class TurnCounters:
    """What a survivor has done in the turn in progress; a new turn starts them afresh."""

    granted: dict[str, int] = field(default_factory=dict)  # free actions granted so far, by pool
    uses: dict[str, int] = field(default_factory=dict)  # once-a-turn abilities used (sprint, leap, charge…), by ability
    streak: int = 0  # actions in a row of one kind (Escalation)
    streak_kind: str | None = None
    combat_streak: int = 0  # melee or ranged actions in a row
    machine_streak: int = 0  # machine shots in a row
    actions_done: int = 0  # attack actions resolved (kills name the one they came from)
    kills: list[Kill] = field(default_factory=list)
    searches: int = 0
    entered: str | None = None  # the zone the survivor last walked into this turn
    feat_from: int = 0  # kills before this index count for no feat (an objective was taken since)

    def used(self, ability: str) -> int:
        return self.uses.get(ability, 0)

    def use(self, ability: str) -> None:
        self.uses[ability] = self.uses.get(ability, 0) + 1


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
    turn: TurnCounters = field(default_factory=TurnCounters)
    kills: dict[str, int] = field(default_factory=dict)
    companion_of: str | None = None  # companions: "" while alone, then their leader's id
    riding: str | None = None  # the vehicle token the survivor rides in (None: on foot)
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


class SettingState:
    """The base of a setting's own part of the game state (`GameState.own`), a dataclass."""

    HIDDEN: ClassVar[tuple[str, ...]] = ()
    """Fields the players may not read (face-down cards): their view gives only how many."""

    def observed(self) -> dict[str, Any]:
        """This state as the players see it (`observed.Table.setting`): every field, a hidden one counted
        (a hidden list by its length, a hidden map by the length of each entry: face-down cards by zone,
        a hidden single piece by 1 or 0)."""
        return {f.name: _counted(getattr(self, f.name)) if f.name in self.HIDDEN else to_json(getattr(self, f.name))
                for f in dataclasses.fields(self)}  # type: ignore[arg-type]  (a subclass is a dataclass)

    def cards(self) -> list[str]:
        """Equipment cards the setting holds outside decks and inventories (the cards' count)."""
        return []

    def on_cards(self, cards: tuple[str | None, ...]) -> tuple:
        """What the setting keeps on these cards (Outpost: what hangs under a weapon), as a key for
        facts about them that `Game.remember` keeps (an attack's readiness and numbers)."""
        return ()

    def shuffle_hidden(self, game: Any, rng: random.Random) -> None:
        """Deal the hidden fields anew in an order no player can tell apart (`hidden.lookalike`): each
        hidden list shuffled, each list of a hidden map. A setting hiding a single piece among
        others (a string) says where else it may lie."""
        for name in self.HIDDEN:
            value = getattr(self, name)
            for items in value.values() if isinstance(value, dict) else [value]:
                if isinstance(items, list):
                    deal(rng, items)

    @classmethod
    def from_tallies(cls, tallies: dict[str, Any]) -> "SettingState":
        """The state from a version 1 save's untyped tallies (those the family did not claim)."""
        return cls()


def _counted(value: Any) -> int | dict[str, int]:
    """How many: a list's length, each entry's of a map, and 1 or 0 for a single face-down piece
    (a string's length would tell which id it is)."""
    if isinstance(value, str):
        return int(bool(value))
    return {key: len(items) for key, items in value.items()} if isinstance(value, dict) else len(value)


@dataclass
class Death:
    survivor: str
    cause: str
    round: int


@dataclass
class Lend:
    """A turn handed to another survivor (Born Leader, extra turns): whose, back to whom, and the
    receiver's own turn to give back afterwards."""

    receiver: str
    back_to: str | None
    rule: str
    actions_left: int
    free: dict[str, int]
    turn: TurnCounters


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
    tokens: dict[str, list[str]] = field(default_factory=dict)  # token kind -> the zones holding one; the kinds
    # are the rules' own (the ruleset's `token_kinds`: noise, a setting's wagon…), so a mission names only those
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
    team: list[list[str]] = field(default_factory=list)  # (survivor, player) as chosen at set-up
    starting_pool: list[str] = field(default_factory=list)  # starting equipment not handed out
    deaths: list[Death] = field(default_factory=list)
    xp_total: dict[str, int] = field(default_factory=dict)  # every XP gained, by survivor (XP never goes down)
    abominations_out: list[str] = field(default_factory=list)  # abomination profiles on the board
    attacked: list[str] = field(default_factory=list)  # zones whose zombies attacked this phase
    frozen: dict[str, dict[str, int]] = field(default_factory=dict)  # zone -> type -> zombies that skip this phase
    fired_together: list[list[str]] = field(default_factory=list)  # reload weapons emptied by one attack this turn
    card_reactions: list[str] = field(default_factory=list)  # once-per-card reactions used, 'skill:survivor' (skills.card_reaction)
    # on the card that spawns now: emptied as each zombie card (or ambush card) is drawn
    lend: Lend | None = None
    escaped_tokens: list[str] = field(default_factory=list)  # token kinds driven out through the exit (a wagon)
    own: SettingState | None = None  # the setting's own state (its ruleset's `state` kind)
    last_cards: dict[str, str] = field(default_factory=dict)
    unloaded: list[str] = field(default_factory=list)  # reload weapons fired and not reloaded, wherever they are
    layout: list[list[str | None]] = field(default_factory=list)  # the tile grid now (trains flip and slide tiles)
    blocked: list[str] = field(default_factory=list)  # zones nobody may enter (a stuck wagon)

    def __deepcopy__(self, memo: dict[int, Any]) -> "GameState":
        """The copy an undo snapshot or a bot's look-ahead takes (`copied`): the same as
        `copy.deepcopy`'s, several times faster (a state is copied before every choice)."""
        other = object.__new__(GameState)
        memo[id(self)] = other
        other.__dict__.update({name: copied(value, memo) for name, value in self.__dict__.items()})
        return other

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


# ------------------------------------------------------------------------ copies
_ATOMS = frozenset({str, int, float, bool, type(None)})  # values copied and encoded as they are
_PLAIN: dict[type, bool] = {}  # whether copy.deepcopy would copy a class's objects field by field


def _plain(kind: type) -> bool:
    """A dataclass that `copy.deepcopy` copies by a bare `__new__` and its `__dict__` (no copy,
    pickle or construction hooks of its own), as `copied` does."""
    found = _PLAIN.get(kind)
    if found is None:
        found = _PLAIN[kind] = (dataclasses.is_dataclass(kind) and "__dict__" in dir(kind)
                                and not hasattr(kind, "__slots__") and kind.__new__ is object.__new__
                                and not hasattr(kind, "__deepcopy__") and not hasattr(kind, "__setstate__")
                                and kind.__reduce_ex__ is object.__reduce_ex__ and kind.__reduce__ is object.__reduce__
                                and kind.__getstate__ is object.__getstate__)  # type: ignore[attr-defined]
    return found


def copied(value: Any, memo: dict[int, Any]) -> Any:
    """A deep copy of a part of the state. Plain values, lists, dicts and plain dataclasses
    (`_plain`) are copied here by their exact type, without `copy.deepcopy`'s bookkeeping; the
    rest (decks' streams, sets, tuples) by `copy.deepcopy` with the same `memo`. A state shares no
    list, dict or dataclass between two places (a loaded save could not), so none is copied twice."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is list:
        return [copied(v, memo) for v in value]
    if kind is dict:
        return {k: copied(v, memo) for k, v in value.items()}
    if _plain(kind):
        other = object.__new__(kind)
        other.__dict__.update({name: copied(v, memo) for name, v in value.__dict__.items()})
        return other
    return copy.deepcopy(value, memo)


# ------------------------------------------------------------------------ JSON snapshot
FAMILY_CLASSES = (Inventory, Kill, TurnCounters, SurvivorState, SpawnToken, ObjectiveToken, Death, Lend, Decision, GameState)
"""The dataclasses a snapshot may hold; a setting adds its own state classes (`state_classes`)."""


def state_classes(extra: tuple[type, ...] = ()) -> dict[str, type]:
    """Snapshot classes by name; a setting's class may not take a family class's name."""
    out: dict[str, type] = {}
    for cls in (*FAMILY_CLASSES, *extra):
        if out.setdefault(cls.__name__, cls) is not cls:
            raise ValueError(f"two state classes are named {cls.__name__}: {out[cls.__name__]} and {cls}")
    return out


_FIELDS: dict[type, tuple[str, ...]] = {}  # a state dataclass's field names, by class (found on its first encoding)


def to_json(value: Any) -> Any:
    """Encode the state tree as JSON-safe data (dataclasses tagged by class name). Plain values,
    lists, dicts and the dataclasses met before are told by their exact type first (an autosave
    encodes the whole state after every choice); anything else goes through `_encode`."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is list:
        return [to_json(v) for v in value]
    if kind is dict:
        return {k: to_json(v) for k, v in value.items()}
    names = _FIELDS.get(kind)
    if names is None:
        return _encode(value)
    out = {"__t": kind.__name__}
    for name in names:
        out[name] = to_json(getattr(value, name))
    return out


def _encode(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if isinstance(value, Deck):
            return {"__deck": value.to_json()}
        _FIELDS[type(value)] = tuple(f.name for f in dataclasses.fields(value))
        return to_json(value)
    if isinstance(value, random.Random):
        return {"__rng": rng_state(value)}
    if isinstance(value, dict):
        return {k: to_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_json(v) for v in value]
    if isinstance(value, set):
        return {"__set": sorted(value)}
    return value


def from_json(data: Any, classes: dict[str, type]) -> Any:
    """Decode a snapshot made by `to_json`; `classes`: the dataclasses it may name (`state_classes`)."""
    if isinstance(data, dict):
        if "__deck" in data:
            return Deck.from_json(data["__deck"])
        if "__rng" in data:
            return rng_from_state(data["__rng"])
        if "__set" in data:
            return set(data["__set"])
        if "__t" in data:
            cls = classes[data["__t"]]
            return cls(**{k: from_json(v, classes) for k, v in data.items() if k != "__t"})
        return {k: from_json(v, classes) for k, v in data.items()}
    if isinstance(data, list):
        return [from_json(v, classes) for v in data]
    return data


# ------------------------------------------------------------------------ the setting's own state
def setting_state_class(ruleset: Ruleset) -> type[SettingState] | None:
    return ruleset.kinds["state"].get("own")


def own_state(ruleset: Ruleset) -> SettingState | None:
    """A fresh setting state for a new game (None for a setting with nothing of its own)."""
    cls = setting_state_class(ruleset)
    return cls() if cls is not None else None


def snapshot_classes(ruleset: Ruleset) -> dict[str, type]:
    """Every dataclass a snapshot of this ruleset's games may hold, by name."""
    return state_classes(tuple(ruleset.kinds["state"].values()))
