"""What a setting's generated missions are made of: data each setting declares in its own package."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Literal

from zombie_table.content.missions import Difficulty
from zombie_table.content.tiles import ZoneKind

Place = Literal["spawn", "start", "exit", "street", "room", "rampart", "corridor", "outdoor"]


@dataclass(frozen=True)
class TokenRule:
    """Lay `count` tokens of `kind` on a zone of the kind `on` (a spawn, the start, or a zone kind)
    the team can reach, `each` time: one per such zone (at most `count` zones) rather than all in one.
    `away`: the fewest Moves from the start. `rolls_to_exit`: a vehicle, on a zone from which open
    ground alone leads to the exit (so it can be driven out), for a goal whose exit is `exit_by_road`;
    at the start when no such zone is left."""

    kind: str
    on: Place
    count: int = 1
    each: bool = False
    away: int = 0
    rolls_to_exit: bool = False


@dataclass(frozen=True)
class Goal:
    """One way to win a generated mission: the victory as YAML data, and what it needs on the map."""

    name: str
    victory: list[list[dict[str, object]]]
    text: list[str]
    needs_exit: bool = False
    needs_objectives: bool = True
    companions: int = 0  # companions waiting in rooms to be recruited, of the recipe's allies' classes
    exit_on: str | None = None
    """The exit on the farthest reachable zone of this kind or with this feature (`outdoor`, `car`);
    the goal is drawn only for a map that has one."""
    exit_by_road: bool = False
    """The exit on the farthest zone open ground alone leads to from the start (a vehicle's way out)."""
    tokens: tuple[TokenRule, ...] = ()
    """Tokens this goal needs besides the recipe's."""


@dataclass(frozen=True)
class Ally:
    """Help a run's camp may offer for the next mission: a companion of the class `companion`
    waiting at the start to be recruited, or a `token` (a guard) laid by its rule."""

    name: str
    label: str
    companion: str | None = None
    token: TokenRule | None = None


@dataclass(frozen=True)
class Level:
    """How hard a mission is: its spawn zones, the zombies standing at the start, its objectives."""

    spawns: int
    zombies: tuple[str, ...]
    objectives: int


@dataclass(frozen=True)
class Strip:
    """A row of the setting's long tiles laid along the map's north edge, west to east, on a map
    that draws it (`chance`, from a stream of its own): `faces` by the map's number of columns. The
    strip's slots are written into the mission field `line_field` as its `line`, with `fields`
    (Frontier: a standing train)."""

    faces: dict[int, tuple[str, ...]]
    chance: float
    line_field: str
    fields: dict[str, object]


@dataclass(frozen=True)
class Recipe:
    """A setting's way of making missions."""

    spawn_style: Literal["numbered", "starting_mobile"]
    goals: tuple[Goal, ...]
    levels: dict[Difficulty, Level]
    tokens: tuple[TokenRule, ...] = ()
    allies: tuple[Ally, ...] = ()
    rules: tuple[dict[str, object], ...] = ({"kind": "objective_reward", "xp": 5},)
    hidden_objectives: bool = False
    more_objectives: tuple[str, ...] = ()
    """Colours of objectives laid besides the level's red ones (Outpost: the machines' remotes)."""
    strip: Strip | None = None
    start_noise: bool = True
    start_kinds: tuple[ZoneKind, ...] = (ZoneKind.street,)
    briefing: str = "A stretch of the map nobody has charted, and a job to do before the dead close in."
    title_words: tuple[tuple[str, ...], tuple[str, ...]] = (("Nameless",), ("Ground",))

    def ally(self, name: str) -> Ally:
        return next(a for a in self.allies if a.name == name)

    @property
    def companion_classes(self) -> list[str]:
        return [a.companion for a in self.allies if a.companion]


def recipe_for(setting: str) -> Recipe | None:
    """The setting's recipe, or None when its package has no `generation` module."""
    name = f"zombie_table.games.tilezone.settings.{setting}.generation"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name not in (name, name.rsplit(".", 1)[0]):
            raise
        return None
    recipe: Recipe = module.RECIPE
    return recipe
