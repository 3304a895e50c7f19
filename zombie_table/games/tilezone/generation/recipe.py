"""What a setting's generated missions are made of: data each setting declares in its own package."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Literal

from zombie_table.content.missions import Difficulty
from zombie_table.content.tiles import ZoneKind

Place = Literal["spawn", "start", "exit", "street", "room", "rampart"]


@dataclass(frozen=True)
class TokenRule:
    """Lay `count` tokens of `kind` on a zone of the kind `on` (a spawn, the start, or a zone kind),
    `each` time: one per such zone (at most `count` zones) rather than all in one."""

    kind: str
    on: Place
    count: int = 1
    each: bool = False


@dataclass(frozen=True)
class Goal:
    """One way to win a generated mission: the victory as YAML data, and what it needs on the map."""

    name: str
    victory: list[list[dict[str, object]]]
    text: list[str]
    needs_exit: bool = False
    needs_objectives: bool = True
    companions: int = 0  # companions waiting in rooms to be recruited, of the recipe's allies' classes


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
class Recipe:
    """A setting's way of making missions."""

    spawn_style: Literal["numbered", "starting_mobile"]
    goals: tuple[Goal, ...]
    levels: dict[Difficulty, Level]
    tokens: tuple[TokenRule, ...] = ()
    allies: tuple[Ally, ...] = ()
    rules: tuple[dict[str, object], ...] = ({"kind": "objective_reward", "xp": 5},)
    hidden_objectives: bool = False
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
