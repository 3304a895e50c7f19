"""Victory and defeat, evaluated after every decision and every step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.missions import (
    ActiveSpawns, Escape, Goal, KillAll, ObjectivesImpossible, RoundLimit, SurviveRounds, SurvivorLost, TakeObjectives,
)
from zombie_table.engine.events import Ev

if TYPE_CHECKING:
    from zombie_table.engine.game import Game


def goal_met(game: "Game", goal: Goal) -> bool:
    state = game.state
    if isinstance(goal, TakeObjectives):
        tokens = [t for t in state.objectives if goal.color is None or t.color == goal.color.value]
        return bool(tokens) and all(t.taken_by for t in tokens)
    if isinstance(goal, Escape):
        team = [s for s in state.survivors.values() if s.status != "dead" and s.companion_of != ""]
        return bool(team) and all(s.status == "escaped" for s in team)
    if isinstance(goal, SurviveRounds):
        return state.round > goal.rounds
    if isinstance(goal, KillAll):
        return not any(goal.type is None or t == goal.type for types in state.zombies.values() for t in types)
    raise TypeError(goal)


def active_spawns(game: "Game") -> int:
    tokens = [t for t in game.state.spawns if t.active and not t.destroyed]
    if game.rules.count_spawn_tokens:
        return len(tokens)
    return len({t.zone for t in tokens})


def stage_goals(game: "Game") -> list[Goal]:
    stages = game.mission.victory
    return list(stages[game.state.stage]) if game.state.stage < len(stages) else []


def escape_open(game: "Game") -> bool:
    """Escaping is allowed once every stage before the one holding the escape goal is complete."""
    if not game.rules.escape_after_earlier_stages:
        return True
    return any(isinstance(g, Escape) for g in stage_goals(game))


def check(game: "Game") -> None:
    state = game.state
    if state.result is not None:
        return
    cause = _defeat(game)
    if cause:
        _end(game, "defeat", cause)
        return
    stages = game.mission.victory
    while state.stage < len(stages) and all(goal_met(game, g) for g in stages[state.stage]):
        state.stage += 1
        if state.stage < len(stages):
            game.emit(Ev.objective, "mission", f"Objective stage {state.stage} complete", stage=state.stage)
    if state.stage >= len(stages):
        _end(game, "victory", "every objective is complete")


def _defeat(game: "Game") -> str | None:
    state = game.state
    dead = [s for s in state.survivors.values() if s.status == "dead"]
    if dead:
        return f"{dead[0].name} was killed"
    limit = game.data.rules.lose_at_active_spawns
    if limit and active_spawns(game) >= limit:
        return f"{limit} spawn tokens are active at once"
    for loss in game.mission.defeat:
        if isinstance(loss, ActiveSpawns) and active_spawns(game) >= loss.at_least:
            return f"{loss.at_least} spawn tokens are active at once"
        if isinstance(loss, RoundLimit) and state.round > loss.rounds:
            return f"the mission was not finished in {loss.rounds} rounds"
        if isinstance(loss, ObjectivesImpossible) and _impossible(game):
            return "the objectives can no longer be completed"
        if isinstance(loss, SurvivorLost) and dead:
            return f"{dead[0].name} was killed"
    if not any(s.on_board for s in state.survivors.values()) and state.stage < len(game.mission.victory):
        return "no survivor is left on the board to finish the mission"
    return None


def _impossible(game: "Game") -> bool:
    return any(isinstance(g, TakeObjectives) and not any(
        goal.color is None or t.color == goal.color.value for t in game.state.objectives for goal in [g])
        for stage in game.mission.victory for g in stage)


def _end(game: "Game", result: str, cause: str) -> None:
    game.state.result, game.state.cause = result, cause
    game.state.decision = None
    game.emit(Ev.game_over, "mission", f"{'Victory' if result == 'victory' else 'Defeat'}: {cause}", result=result, cause=cause)
