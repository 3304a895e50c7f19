"""Sleeping spawn zones (rules reference §12: the green and purple spawn zones of missions 1 and 7):
a spawn zone that starts inactive wakes as soon as one of its mission's triggers happens: active mold
within range, its colour's objective taken, its colour's door opened, broken or lifted by mold.
Waking turns the inactive mold in its zone active. The triggers are checked whenever one of them
can have happened (mold grew, an objective was taken, a door broke) and before the xenos' phase
(a door opened by a survivor)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.missions import SpawnWakes
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.goals import SPECIAL_RULES
from zombie_table.games.tilezone.settings.outpost import mold
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.state import ObjectiveToken, SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

RULES = declare(SPECIAL_RULES, {
    "spawn_wakes": "A sleeping spawn zone wakes on its triggers: mold near it, its objective taken, its door gone.",
    "open_coloured_doors": "The free door action opens the mission's coloured doors too (doors.py reads it).",
})


def _door_gone(game: "Game", colour: str) -> bool:
    """The door token of this colour no longer closes its opening (opened, or lifted by mold); a
    broken one stands open for good."""
    placed = any(d.color == colour for d in game.mission.doors)
    return placed and colour not in own(game).doors.values()


def triggered(game: "Game", rule: SpawnWakes, zone: str) -> str | None:
    """What woke the spawn zone, if anything has."""
    distance = game.board.distance[zone]
    if rule.mold_within is not None and any(distance.get(z, 99) <= rule.mold_within for z in mold.active(game)):
        return "mold spreads next to it"
    if rule.objective is not None and any(t.color == rule.objective.value and t.taken_by for t in game.state.objectives):
        return f"the {rule.objective.value} objective was taken"
    if rule.door is not None and _door_gone(game, rule.door):
        return f"the {rule.door} door is gone"
    return None


def wake(game: "Game") -> None:
    for rule in game.mission.rules:
        if not isinstance(rule, SpawnWakes):
            continue
        zone = game.board.resolve(rule.zone)
        token = next((t for t in game.state.spawns if t.zone == zone and not t.destroyed), None)
        why = None if token is None or token.active else triggered(game, rule, zone)
        if why is None:
            continue
        token.active = True
        game.emit(Ev.spawn_token, "spawn-wakes", f"The spawn zone in {game.zone_name(zone)} wakes: {why}", zone=zone)
        if zone in mold.dormant(game):
            mold.grow(game, zone)


@hook("zombies_arrived")
def after_mold(game: "Game", zones: list[str]) -> None:
    wake(game)


@hook("objective_taken")
def after_objective(game: "Game", s: SurvivorState, token: ObjectiveToken) -> None:
    wake(game)


@hook("door_broken")
def after_door(game: "Game", src: str, dst: str) -> None:
    wake(game)


@hook("before_zombies")
def before_xenos(game: "Game") -> list[Any]:
    wake(game)
    return []
