"""The engineers who follow the team out (rules reference §12, mission 9): two people who count as
survivors: the xenos hear, chase and attack them (ally tokens), and one wound, or hellfire, kills
one, which loses the mission. Their only action: at the end of each players' phase each moves one
zone toward the exit (along the shortest way as the board stands: a closed door holds them), none
while a xeno shares its zone (the extra cost of leaving it is more than they have), and one
standing in the exit with no xeno there leaves. Goal `engineers_out`: both have left. They walk on
alone once every survivor has gone (the rounds go on for them), unless option
`engineers_walk_alone` is off: then no survivor escapes before both engineers have left."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.missions import WalkingEngineers
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.goals import GOALS, LOSSES, NOBODY, SPECIAL_RULES, GoalKind, LossKind, anyone_on_board
from zombie_table.games.tilezone.state import TOKEN_KINDS, SurvivorState
from zombie_table.games.tilezone.zombies import ALLY_TOKENS, lose_ally
from zombie_table.kernel.ruleset import declare, hook, kind

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

ENGINEER = "engineer"
TOKENS = declare(TOKEN_KINDS, {ENGINEER: "An engineer: counts as a survivor for the xenos, walks toward the exit each round."})
ALLIES = declare(ALLY_TOKENS, {ENGINEER: "engineer"})
RULES = declare(SPECIAL_RULES, {
    "walking_engineers": "The engineers count as survivors and walk one zone toward the exit at the end of each players' phase.",
})


def placed(game: "Game") -> int:
    return sum(t.count for t in game.mission.tokens if t.kind == ENGINEER)


def left(game: "Game") -> int:
    return game.state.escaped_tokens.count(ENGINEER)


def on_board(game: "Game") -> list[str]:
    return list(game.state.tokens.get(ENGINEER, []))


def step_toward(game: "Game", zone: str, goal: str) -> str | None:
    """The neighbouring zone one step nearer the exit, if any is."""
    distance = game.board.distance
    near = distance[zone].get(goal)
    steps = [n for n in game.board.exits(zone) if near is not None and distance[n].get(goal, near) < near]
    return min(steps, default=None)


@hook("before_zombies")
def walk(game: "Game") -> list[Any]:
    if WalkingEngineers not in game.mission.rules_by_kind or game.mission.exit is None:
        return []
    goal, tokens = game.board.resolve(game.mission.exit), game.state.tokens.get(ENGINEER, [])
    for i, zone in enumerate(list(tokens)):
        if game.state.zombie_count(zone):
            continue
        if zone == goal:
            tokens.remove(zone)
            game.state.escaped_tokens.append(ENGINEER)
            game.emit(Ev.escaped, "walking-engineers", f"An engineer leaves through {game.zone_name(zone)}", zone=zone, token=ENGINEER)
            continue
        dest = step_toward(game, zone, goal)
        if dest is not None:
            tokens[tokens.index(zone)] = dest
            game.emit(Ev.token, "walking-engineers", f"An engineer walks from {game.zone_name(zone)} to {game.zone_name(dest)}",
                      zone=dest, src=zone, token=ENGINEER)
    game.invalidate()
    return []


def walks_out(game: "Game", zone: str) -> bool:
    """Can an engineer there still reach the exit on its own (a way open to it as the board stands)?"""
    return game.mission.exit is not None and game.board.resolve(game.mission.exit) in game.board.distance[zone]


@hook("may_escape")
def after_the_engineers(game: "Game", s: SurvivorState) -> bool:
    return game.rules.engineers_walk_alone or WalkingEngineers not in game.mission.rules_by_kind or not on_board(game)


@hook("blasted")
def burnt(game: "Game", s: SurvivorState | None, zone: str) -> None:
    while zone in game.state.tokens.get(ENGINEER, []):
        lose_ally(game, zone, ENGINEER, "hellfire")


@kind(GOALS, "engineers_out")
class EngineersOut(GoalKind):
    def met(self, game: "Game", goal: Any) -> bool:
        return left(game) >= placed(game)

    def progress(self, game: "Game", goal: Any) -> str:
        return f"{left(game)}/{placed(game)} out"

    def text(self, game: "Game", goal: Any) -> str:
        return "bring the engineers out through the exit"

    def zones(self, game: "Game", goal: Any) -> list[str]:
        return on_board(game)

    def impossible(self, game: "Game", goal: Any) -> str | None:
        """With every survivor gone the engineers still walk (the rounds go on for them): lost only
        when one of them has no way left to the exit."""
        if anyone_on_board(game) or all(walks_out(game, z) for z in on_board(game)):
            return None
        return NOBODY


@kind(LOSSES, "engineer_lost")
class EngineerLost(LossKind):
    def check(self, game: "Game", loss: Any) -> str | None:
        return "an engineer was killed" if left(game) + len(on_board(game)) < placed(game) else None

    def text(self, game: "Game", loss: Any) -> str:
        return "an engineer is killed"
