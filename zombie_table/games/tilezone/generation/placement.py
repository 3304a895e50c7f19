"""Where a generated mission's pieces go, by rules that keep it fair: the goal and every objective
reachable from the start, spawn zones away from the start and spread apart, the exit far from it."""

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
    objectives: list[str]
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


def place(board: Board, recipe: Recipe, goal: Goal, level: Level, rng: random.Random,
          allies: tuple[Ally, ...] = ()) -> Placement:
    zones = sorted(board.zones)
    ground = [z for z in zones if board.zones[z].kind in OPEN_GROUND]
    starts = [z for z in ground if board.zones[z].kind in recipe.start_kinds]
    start = rng.choice(starts or ground)
    near = steps_from(board, start)
    exit_zone = None
    if goal.needs_exit:
        far = max(near[z] for z in ground if z in near)
        exit_zone = rng.choice(sorted(z for z in ground if near.get(z) == far))
    taken = {start, *filter(None, [exit_zone])}
    open_far = [z for z in ground if near.get(z, 0) >= SPAWN_GAP and z not in taken]
    spawns = spread(open_far, level.spawns, [start], board, rng)
    rooms = [z for z in zones if board.zones[z].kind is ZoneKind.room and z in near and z not in taken]
    objectives = spread(rooms or open_far, level.objectives if goal.needs_objectives else 0, [start, *spawns], board, rng)
    zombies = [(spawns[i % len(spawns)], kind) for i, kind in enumerate(level.zombies)]
    placement = Placement(start, exit_zone, spawns, objectives, zombies)
    if goal.companions:  # (no draw otherwise, so missions without them come out as they always did)
        waiting = spread([z for z in rooms or open_far if z not in objectives], goal.companions,
                         [start, *spawns, *objectives], board, rng)
        placement.companions = [(zone, rng.choice(recipe.companion_classes)) for zone in waiting]
    placement.companions += [(start, a.companion) for a in allies if a.companion]
    rules = [*recipe.tokens, *(a.token for a in allies if a.token)]
    placement.tokens = [token for rule in rules for token in _tokens(rule, board, placement, rng)]
    return placement


def _tokens(rule: TokenRule, board: Board, placement: Placement, rng: random.Random) -> list[tuple[str, str, int]]:
    named = {"spawn": placement.spawns, "start": [placement.start], "exit": list(filter(None, [placement.exit]))}
    where = named.get(rule.on) or sorted(z for z, zone in board.zones.items() if zone.kind.value == rule.on)
    if not where:
        return []
    if rule.each:
        return [(rule.kind, zone, 1) for zone in sorted(where)[: rule.count]]
    return [(rule.kind, rng.choice(sorted(where)), rule.count)]
