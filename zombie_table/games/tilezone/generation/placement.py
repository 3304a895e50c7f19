"""Where a generated mission's pieces go, by rules that keep it fair: the goal and every objective
reachable from the start, spawn zones away from the start and spread apart, the exit far from it,
every token on a zone the team can reach, and a vehicle where open ground leads it to the exit."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from zombie_table.content.tiles import OPEN_GROUND, ZoneKind
from zombie_table.games.tilezone.board import Board
from zombie_table.games.tilezone.generation.layout import steps_from
from zombie_table.games.tilezone.generation.recipe import Ally, Goal, Level, Recipe, TokenRule

SPAWN_GAP = 2
"""The fewest Moves from the start to a spawn zone: none is next to the survivors' starting zone."""


class PlacementError(ValueError):
    """The map has no room for the mission's pieces (too few zones of a kind at a fair distance)."""


@dataclass
class Placement:
    start: str
    exit: str | None
    spawns: list[str]
    objectives: list[tuple[str, str]]  # (zone, colour)
    zombies: list[tuple[str, str]]
    tokens: list[tuple[str, str, int]] = field(default_factory=list)
    companions: list[tuple[str, str]] = field(default_factory=list)  # (zone, class)


def spread(candidates: list[str], count: int, away_from: list[str], board: Board, rng: random.Random) -> list[str]:
    """`count` zones of `candidates`, each in turn the one farthest from those already chosen (and
    from `away_from`), ties broken by `rng`: pieces spread over the map instead of bunching."""
    chosen: list[str] = []
    pool = sorted(candidates)
    rng.shuffle(pool)
    reach = {z: steps_from(board, z) for z in [*away_from, *pool]}
    while len(chosen) < count and pool:
        anchors = [*away_from, *chosen]
        best = max(pool, key=lambda z: min((reach[a].get(z, 99) for a in anchors), default=0))
        chosen.append(best)
        pool.remove(best)
    if len(chosen) < count:
        raise PlacementError(f"the map holds {len(chosen)} of the {count} zones needed")
    return chosen


def of_kind(board: Board, zones: list[str], name: str) -> list[str]:
    """The zones of a zone kind, or with a printed feature, of that name."""
    return [z for z in zones if board.zones[z].kind.value == name or name in {f.value for f in board.zones[z].features}]


def goal_fits(board: Board, goal: Goal) -> bool:
    """Whether the map has what the goal needs: a zone for its exit that can be reached (from any
    open ground: the map is joined)."""
    if goal.exit_on is None:
        return True
    ground = next(z for z in sorted(board.zones) if board.zones[z].kind in OPEN_GROUND)
    return bool(of_kind(board, sorted(steps_from(board, ground)), goal.exit_on))


def _exit(board: Board, goal: Goal, start: str, ground: list[str], rng: random.Random) -> str | None:
    if not goal.needs_exit:
        return None
    near = steps_from(board, start, roads_only=goal.exit_by_road)
    pool = of_kind(board, sorted(near), goal.exit_on) if goal.exit_on else [z for z in ground if z in near]
    if goal.exit_by_road:
        pool = [z for z in pool if z != start] or pool
    far = max(near[z] for z in pool)
    return rng.choice(sorted(z for z in pool if near[z] == far))


def place(board: Board, recipe: Recipe, goal: Goal, level: Level, rng: random.Random,
          allies: tuple[Ally, ...] = ()) -> Placement:
    zones = sorted(board.zones)
    ground = [z for z in zones if board.zones[z].kind in OPEN_GROUND]
    start = rng.choice([z for z in ground if board.zones[z].kind in recipe.start_kinds] or ground)
    near = steps_from(board, start)
    exit_zone = _exit(board, goal, start, ground, rng)
    taken = {start, *filter(None, [exit_zone])}
    open_far = [z for z in ground if near.get(z, 0) >= SPAWN_GAP and z not in taken]
    spawns = spread(open_far, level.spawns, [start], board, rng)
    rooms = [z for z in zones if board.zones[z].kind is ZoneKind.room and z in near and z not in taken]
    colours = ["red"] * level.objectives + list(recipe.more_objectives) if goal.needs_objectives else []
    objective_zones = spread(rooms or open_far, len(colours), [start, *spawns], board, rng)
    if recipe.more_objectives:  # (no draw otherwise: the other settings' missions come out as they always did)
        rng.shuffle(colours)
    zombies = [(spawns[i % len(spawns)], kind) for i, kind in enumerate(level.zombies)]
    placement = Placement(start, exit_zone, spawns, list(zip(objective_zones, colours)), zombies)
    if goal.companions:  # (no draw otherwise, so missions without them come out as they always did)
        waiting = spread([z for z in rooms or open_far if z not in objective_zones], goal.companions,
                         [start, *spawns, *objective_zones], board, rng)
        placement.companions = [(zone, rng.choice(recipe.companion_classes)) for zone in waiting]
    placement.companions += [(start, a.companion) for a in allies if a.companion]
    rules = [*recipe.tokens, *goal.tokens, *(a.token for a in allies if a.token)]
    placement.tokens = [token for rule in rules for token in _tokens(rule, board, placement, near, rng)]
    return placement


def _tokens(rule: TokenRule, board: Board, placement: Placement, near: dict[str, int],
            rng: random.Random) -> list[tuple[str, str, int]]:
    named = {"spawn": placement.spawns, "start": [placement.start], "exit": list(filter(None, [placement.exit]))}
    where = named.get(rule.on) or of_kind(board, sorted(near), rule.on)
    if rule.on not in named:  # a zone of a kind: within reach, far enough, and never on a spawn zone
        where = [z for z in where if z in near and near[z] >= rule.away and z not in placement.spawns]
    if rule.rolls_to_exit and placement.exit is not None:
        road = steps_from(board, placement.exit, roads_only=True)
        where = [z for z in where if z in road and z != placement.exit] or [placement.start]
    if not where:
        return []
    if rule.each:
        return [(rule.kind, zone, 1) for zone in sorted(where)[: rule.count]]
    return [(rule.kind, rng.choice(sorted(where)), rule.count)]
