"""What the search bot and the coach (`bots/search.py`, `bots/coach.py`) need of a tile-and-zone
mission: the look-alike that deals the hidden parts anew, the greedy bot as playout policy and its
ranking of a survivor's options, the round as the clock, and an estimate of the chance of winning
when a playout stops short of the end.

The estimate reads the board the way a player weighs it: how far the mission's victory stages have
come, the health the team has left, how near the team stands to its next goal, and the wounds the
coming zombies' phase threatens where the survivors stand. Every survivor's death loses the
mission in most missions, so health weighs heavily."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from zombie_table.games.tilezone.conditions import goal_met, stage_goals
from zombie_table.games.tilezone.greedy import GreedyBot, Situation
from zombie_table.games.tilezone.hidden import lookalike
from zombie_table.kernel.engine import Action

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

__all__ = ["HORIZON", "PHRASES", "QUIET", "SPAN", "lookalike", "rollout", "seat", "clock", "ranked", "value", "facts"]

HORIZON = 1
"""A playout runs to the start of the next round: through the zombies' phase the option meets."""

NEAR = 8  # goal distances are counted up to this many zones


def rollout(seed: int) -> GreedyBot:
    return GreedyBot(seed)


def seat(game: "Game") -> str | None:
    """Whose decision: its player, or the owner of the survivor it is for (every player of the
    family sees the same table)."""
    decision = game.decision
    if decision is None or decision.player is not None or decision.survivor is None:
        return decision.player if decision else None
    return game.owner(decision.survivor)


def clock(game: "Game") -> int:
    return game.state.round


def ranked(game: "Game", legal: list[Action], policy: GreedyBot) -> list[Action]:
    """A survivor's actions by the greedy score; any other question: the greedy answer first."""
    if game.decision is not None and game.decision.kind == "act" and len(legal) > 1:
        scores = policy.score_options(game, legal)
        order = sorted(range(len(legal)), key=lambda i: (-scores[i], i))
        return [legal[i] for i in order]
    first = policy.choose(game)
    return [first, *(a for a in legal if a.key != first.key)]


def progress(game: "Game") -> float:
    """Victory stages done, the current one counted by the share of its goals met (0 to 1)."""
    stages = game.mission.victory
    if not stages:
        return 0.0
    goals = stage_goals(game)
    share = sum(1 for g in goals if goal_met(game, g)) / len(goals) if goals else 0.0
    return min(1.0, (game.state.stage + share) / len(stages))


def health(game: "Game") -> float:
    """The share of the team's health still standing (the dead stand at none)."""
    team = list(game.state.survivors.values())
    total = sum(s.health for s in team) or 1
    return sum(max(0, s.health_left) for s in team if s.status != "dead") / total


def standing(game: "Game") -> tuple[float, float]:
    """(mean zones from the team's next goal, wounds the coming zombies' phase threatens)."""
    sit = Situation(game)
    team = [s for s in sit.living if s.zone is not None]
    if not team:
        return 0.0, 0.0
    distance = sum(min(NEAR, sit.goal_distance(s.zone)) if sit.goals else 0 for s in team) / len(team)
    threat = sum(sit.threat(z)[0] for z in {s.zone for s in team})
    return distance, threat


def value(game: "Game", seat: str | None) -> float:
    """1 for a victory, 0 for a defeat, else an estimate between (a logistic of the board's facts)."""
    result = game.state.result
    if result is not None:
        return 1.0 if result == "victory" else 0.0
    distance, threat = standing(game)
    score = -2.0 + 4.0 * progress(game) + 2.5 * health(game) - 0.15 * distance - 0.35 * threat
    return 0.02 + 0.96 / (1.0 + math.exp(-score))


def kills(game: "Game") -> int:
    return sum(sum(s.kills.values()) for s in game.state.survivors.values())


def facts(before: "Game", after: "Game", seat: str | None) -> dict[str, float]:
    """What one playout of an option came to, against the position it left."""
    d0, _ = standing(before)
    d1, threat = standing(after) if after.state.result is None else (0.0, 0.0)
    wounds = sum(max(0, s.health_left) for s in before.state.survivors.values() if s.status != "dead") - sum(
        max(0, s.health_left) for s in after.state.survivors.values() if s.status != "dead")
    return {"kills": float(kills(after) - kills(before)), "wounds": float(wounds),
            "deaths": float(len(after.state.deaths) - len(before.state.deaths)),
            "objectives": float(sum(1 for t in after.state.objectives if t.taken_by) -
                                sum(1 for t in before.state.objectives if t.taken_by)),
            "closer": d0 - d1, "threat": threat,
            "won": float(after.state.result == "victory"), "lost": float(after.state.result == "defeat")}


PHRASES = [("won", 0.05, "wins outright in {v:.0%} of the playouts"), ("objectives", 0.1, "takes {v:.1f} objective(s)"),
           ("kills", 0.1, "kills {v:.1f} zombie(s)"), ("deaths", 0.05, "a survivor dies in {v:.0%}"),
           ("lost", 0.05, "the mission is lost in {v:.0%}"), ("wounds", 0.1, "costs {v:.1f} wound(s)"),
           ("closer", 0.3, "{v:.1f} zone(s) nearer the goal"), ("closer", -0.3, "{a:.1f} zone(s) farther from the goal"),
           ("threat", 0.5, "{v:.1f} wound(s) threatened next")]
"""The playouts' facts in words, the weightiest first (`bots.coach.reason` tells the first four
that reach their threshold; a negative threshold is reached from below)."""
QUIET = "nobody is hurt"
SPAN = "by the next round"
