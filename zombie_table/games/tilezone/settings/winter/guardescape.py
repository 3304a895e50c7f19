"""Escaping with the guards (rules reference §12, the escape missions): in a mission whose victory
asks for every guard to get out, a survivor leaving through the exit takes every guard standing in
the exit zone along (the escape itself needs no zombie there, as every escape does)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone.conditions import stage_goals
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.family import BOT_SCORES
from zombie_table.games.tilezone.goals import GOALS, GoalKind
from zombie_table.games.tilezone.greedy import ESCAPE, NEVER
from zombie_table.games.tilezone.settings.winter.guards import GUARD, count
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import hook, kind

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Action, Game
    from zombie_table.games.tilezone.greedy import GreedyBot, Situation

KIND = "guards_escaped"


def wanted(game: "Game") -> bool:
    return any(goal.kind == KIND for stage in game.mission.victory for goal in stage)


def leading_out(game: "Game") -> str | None:
    """The exit, while the current stage wants every guard out and some are still in town."""
    stage = stage_goals(game)
    if not game.mission.exit or not game.state.tokens.get(GUARD) or not any(goal.kind == KIND for goal in stage):
        return None
    return game.board.resolve(game.mission.exit)


def out(game: "Game") -> int:
    return game.state.escaped_tokens.count(GUARD)


@hook("escaped")
def take_guards(game: "Game", s: SurvivorState) -> None:
    n = count(game, s.zone) if wanted(game) else 0
    if not n:
        return
    game.state.tokens[GUARD] = [z for z in game.state.tokens[GUARD] if z != s.zone]
    game.state.escaped_tokens.extend([GUARD] * n)
    game.emit(Ev.escaped, "guards", f"{n} guard{'s' if n > 1 else ''} leave with {s.name}", survivor=s.id, count=n)


@kind(BOT_SCORES, "escape")
def leave(bot: "GreedyBot", game: "Game", sit: "Situation", s: SurvivorState, a: "Action") -> float | None:
    """While guards wait to be led out, leaving is worth it only with some of them along: a
    survivor leaving alone is one commander fewer (no say where no guard is wanted out)."""
    if not wanted(game):
        return None
    return ESCAPE if count(game, s.zone) else NEVER


@kind(GOALS, KIND)
class GuardsEscaped(GoalKind):
    needs = frozenset({"escape"})  # survivors may leave through the exit in its stage

    def met(self, game, goal):
        return out(game) > 0 and not game.state.tokens.get(GUARD)

    def progress(self, game, goal):
        return f"{out(game)}/{out(game) + len(game.state.tokens.get(GUARD, []))}"

    def text(self, game, goal):
        return "get every guard out through the exit"

    def zones(self, game, goal):
        """The exit while a guard is still to lead there (once all are out, other goals call)."""
        return [game.board.resolve(game.mission.exit)] if game.mission.exit and game.state.tokens.get(GUARD) else []
