"""Victory and defeat, evaluated after every step that changes the game (see `Game.run`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.missions import Goal
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.goals import active_spawns, goal_kind, hopeless, loss_kind, team

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

__all__ = ["active_spawns", "check", "escape_open", "goal_met", "stage_goals", "team", "verdict"]


def goal_met(game: "Game", goal: Goal) -> bool:
    return goal_kind(game, goal).met(game, goal)


def stage_goals(game: "Game") -> list[Goal]:
    stages = game.mission.victory
    return list(stages[game.state.stage]) if game.state.stage < len(stages) else []


def escape_open(game: "Game") -> bool:
    """Escaping is allowed once every stage before the one holding the escape goal (or another
    goal that needs the exit) is complete."""
    if not game.rules.escape_after_earlier_stages:
        return True
    return any(g.kind == "escape" or "escape" in goal_kind(game, g).needs for g in stage_goals(game))


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
    cause = _stalled(game, stage)
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


def losses(game: "Game") -> list:
    """The setting's standard losses, then the mission's own."""
    return [*game.data.rules.losses, *game.mission.defeat]


def _defeat(game: "Game") -> str | None:
    state = game.state
    dead = [s for s in state.survivors.values() if s.status == "dead"]
    if dead:
        return f"{dead[0].name} was killed"
    limit = game.data.rules.lose_at_active_spawns
    if limit and len(state.spawns) >= limit and active_spawns(game) >= limit:
        return f"{limit} spawn tokens are active at once"
    for loss in losses(game):
        cause = loss_kind(game, loss).check(game, loss)
        if cause:
            return cause
    return None


def _stalled(game: "Game", stage: int) -> str | None:
    """Losses that only count when the mission was not won at the same moment: the setting's and
    the mission's, then the objectives that can no longer be completed (§3.4) from `stage` on."""
    for loss in losses(game):
        cause = loss_kind(game, loss).stalled(game, loss)
        if cause:
            return cause
    return hopeless(game, stage)


def _end(game: "Game", result: str, cause: str) -> None:
    game.state.result, game.state.cause = result, cause
    _settle_kept_card(game)
    game.state.decision = None
    game.emit(Ev.game_over, "mission", f"{'Victory' if result == 'victory' else 'Defeat'}: {cause}", result=result, cause=cause)


def _settle_kept_card(game: "Game") -> None:
    """The game ends while a card waits for its keep-or-discard choice (a bounty weapon a winning
    objective handed out): the survivor keeps it in the best free slot, or it is discarded as
    "leave" would, so that no card is lost with the decision."""
    decision = game.state.decision
    if decision is None or decision.kind != "keep_card" or not decision.data.get("card"):
        return
    from zombie_table.games.tilezone import inventory  # inventory reads the game, which reads these conditions

    card = decision.data["card"]
    s = game.state.survivors.get(decision.data.get("survivor") or decision.survivor or "")
    if s is None or not inventory.place(game, s, card):
        game.state.equipment.discard(card)
