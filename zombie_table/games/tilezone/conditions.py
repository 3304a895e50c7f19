"""Victory and defeat, evaluated after every step that changes the game (see `Game.run`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.missions import (
    ActiveSpawns, BlowMobileSpawns, BountyEach, CoalInTender, DestroyWagon, Escape, Goal, KillAll, LeaveOnTrain, LeftBehind,
    LoadWagon, ObjectivesImpossible, RecruitCompanions, RoundLimit, SecurePiles, SpawnsToStart, SurviveRounds, SurvivorLost,
    TakeObjectives, TrainLeftWithZombies, WagonOffTracks, WagonOnTracks,
)
from zombie_table.content.cards import CardGroup
from zombie_table.content.tiles import Feature, ZoneKind
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.spawning import starting_zone

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


def team(game: "Game") -> list:
    """Everyone the mission needs to bring home: survivors and recruited companions."""
    return [s for s in game.state.survivors.values() if s.status != "dead" and s.companion_of != ""]


def goal_met(game: "Game", goal: Goal) -> bool:
    state = game.state
    if isinstance(goal, TakeObjectives):
        tokens = [t for t in state.objectives if goal.color is None or t.color == goal.color.value]
        return bool(tokens) and all(t.taken_by for t in tokens)
    if isinstance(goal, Escape):
        people = team(game)
        done = bool(people) and all(s.status == "escaped" for s in people)
        return done and (not goal.with_wagon or state.stats.get("wagon_escaped", False))
    if isinstance(goal, SurviveRounds):
        return state.round > goal.rounds
    if isinstance(goal, KillAll):
        return not any(goal.type is None or t == goal.type for types in state.zombies.values() for t in types)
    if isinstance(goal, RecruitCompanions):
        placed = [s for s in state.survivors.values() if s.companion_of is not None]
        return bool(placed) and all(s.companion_of and s.alive or s.status == "escaped" for s in placed)
    if isinstance(goal, SpawnsToStart):
        start = starting_zone(game)
        mobiles = [t for t in state.spawns if t.kind == "mobile" and not t.destroyed]
        return all(t.zone == start for t in mobiles)
    if isinstance(goal, BlowMobileSpawns):
        mobiles = [t for t in state.spawns if t.kind == "mobile"]
        return bool(mobiles) and state.stats.get("blown_mobiles", 0) >= len(mobiles)
    if isinstance(goal, SecurePiles):
        printed = game.board.zones_with(Feature.corpse_pile)
        piles = {t.zone: t for t in state.spawns if t.kind == "corpse_pile"}
        return all(z in piles and piles[z].destroyed for z in printed)
    if isinstance(goal, LeaveOnTrain):
        left = set(state.stats.get("left_on_train", []))
        people = team(game)
        return bool(people) and all(s.id in left for s in people)
    if isinstance(goal, BountyEach):
        return all(any(game.card(c).group is CardGroup.bounty for c in s.inventory.cards())
                   for s in team(game) if s.companion_of is None)
    if isinstance(goal, WagonOffTracks):
        wagon = state.tokens.get("wagon", [])
        return bool(wagon) and game.board.zones[wagon[0]].kind is not ZoneKind.track
    if isinstance(goal, DestroyWagon):
        return state.stats.get("wagon_destroyed", False)
    if isinstance(goal, LoadWagon):
        return bool(state.objectives) and state.stats.get("loaded", 0) >= len(state.objectives)
    if isinstance(goal, CoalInTender):
        return state.stats.get("coal", 0) >= goal.sacks
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


def verdict(game: "Game") -> tuple[int, str | None, str | None]:
    """What the conditions say now, without changing anything: (victory stages complete,
    result or None, its cause)."""
    state = game.state
    cause = _defeat(game)
    if cause:
        return state.stage, "defeat", cause
    stages = game.mission.victory
    stage = state.stage
    while stage < len(stages) and all(goal_met(game, g) for g in stages[stage]):
        stage += 1
    if stage >= len(stages):
        return stage, "victory", "every objective is complete"
    cause = _stalled(game)
    return stage, ("defeat" if cause else None), cause


def check(game: "Game") -> None:
    state = game.state
    if state.result is not None:
        return
    stage, result, cause = verdict(game)
    while state.stage < stage:
        state.stage += 1
        if state.stage < len(game.mission.victory):
            game.emit(Ev.objective, "mission", f"Objective stage {state.stage} complete", stage=state.stage)
    if result is not None:
        _end(game, result, cause)


def _defeat(game: "Game") -> str | None:
    state = game.state
    dead = [s for s in state.survivors.values() if s.status == "dead"]
    if dead:
        return f"{dead[0].name} was killed"
    limit = game.data.rules.lose_at_active_spawns
    if limit and len(state.spawns) >= limit and active_spawns(game) >= limit:
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
        if isinstance(loss, TrainLeftWithZombies) and state.stats.get("train_zombies_left"):
            return "the train left with zombies aboard"
        if isinstance(loss, WagonOnTracks) and state.stats.get("wagon_on_tracks"):
            return "the train hit the wagon still on the tracks"
    if any(o.lost for o in state.objectives) and _lost_needed(game):
        return "an objective the mission needs was destroyed"
    return None


def _stalled(game: "Game") -> str | None:
    """Losses that only count when the mission was not won at the same moment."""
    state = game.state
    if state.stats.get("train") == "gone" and any(isinstance(loss, LeftBehind) for loss in game.mission.defeat) and any(
            s.on_board for s in team(game)):
        return "the train left without everyone aboard"
    if not any(s.on_board for s in state.survivors.values() if s.companion_of != ""):
        return "no survivor is left on the board to finish the mission"
    return None


def _lost_needed(game: "Game") -> bool:
    """Was a destroyed objective one that a remaining goal still needs?"""
    goals = [g for stage in game.mission.victory[game.state.stage:] for g in stage]
    lost = [o for o in game.state.objectives if o.lost and o.color != "coal"]
    for g in goals:
        if isinstance(g, TakeObjectives) and any(g.color is None or o.color == g.color.value for o in lost):
            return True
        if isinstance(g, LoadWagon) and lost:
            return True
    return False


def _impossible(game: "Game") -> bool:
    return any(isinstance(g, TakeObjectives) and not any(
        goal.color is None or t.color == goal.color.value for t in game.state.objectives for goal in [g])
        for stage in game.mission.victory for g in stage)


def _end(game: "Game", result: str, cause: str) -> None:
    game.state.result, game.state.cause = result, cause
    game.state.decision = None
    game.emit(Ev.game_over, "mission", f"{'Victory' if result == 'victory' else 'Defeat'}: {cause}", result=result, cause=cause)
