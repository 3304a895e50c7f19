"""What the search bot and the coach (`bots/search.py`, `bots/coach.py`) need of Roadside's race:
the look-alike that deals what the seat cannot see anew (§5.5, §7.5), the greedy bot as playout
policy and its ranking, the turn count as the clock, and an estimate of the seat's chance of
reaching safety first when a playout stops short of the end.

The estimate weighs the race as its rules decide it (§8.2: three locations explored wins): the
seat's locations against the best rival's, the team it still has and the fatigue on it."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from zombie_table.games.roadside.greedy import GreedyBot
from zombie_table.games.roadside.hidden import lookalike
from zombie_table.games.roadside.state import Player
from zombie_table.kernel.engine import Action

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside

__all__ = ["HORIZON", "PHRASES", "QUIET", "SPAN", "lookalike", "rollout", "seat", "clock", "ranked", "value", "facts"]

HORIZON = 4
"""A playout runs four turns: a round of a four-seat race."""

SHARED = 0.6
"""A win shared through a group (§14.9) is worth less than reaching safety first."""


def rollout(seed: int) -> GreedyBot:
    return GreedyBot(seed)


def seat(game: "Roadside") -> str | None:
    return game.decision.player if game.decision is not None else None


def clock(game: "Roadside") -> int:
    return game.state.turns


def ranked(game: "Roadside", legal: list[Action], policy: GreedyBot) -> list[Action]:
    scores = policy.scores(game, legal)
    return [legal[i] for i in sorted(range(len(legal)), key=lambda i: (-scores[i], i))]


def team(player: Player) -> list:
    return [m for m in (player.character, *player.followers) if m is not None]


def value(game: "Roadside", seat: str | None) -> float:
    """1 for reaching safety first, less for a shared win, 0 for none; else an estimate."""
    state = game.state
    me = state.by_id(seat) if seat else state.players[0]
    if me.id in state.winners:
        return 1.0 if state.winners[0] == me.id else SHARED
    if state.result is not None or me.out:
        return 0.0
    rivals = [len(p.explored) for p in state.players if p is not me and not p.out]
    lead = len(me.explored) - max(rivals, default=0)
    members = team(me)
    fatigue = sum(m.fatigue for m in members) / max(1, len(members))
    score = -1.0 + 1.2 * lead + 0.6 * len(me.explored) + 0.25 * len(members) - 0.4 * fatigue - 0.6 * (len(rivals) > 0)
    return 0.02 + 0.96 / (1.0 + math.exp(-score))


def facts(before: "Roadside", after: "Roadside", seat: str | None) -> dict[str, float]:
    was = before.state.by_id(seat) if seat else before.state.players[0]
    now = after.state.by_id(was.id)
    return {"explored": float(len(now.explored) - len(was.explored)),
            "members": float(len(team(now)) - len(team(was))),
            "fatigue": float(sum(m.fatigue for m in team(now)) - sum(m.fatigue for m in team(was))),
            "resources": float(sum(now.resources.values()) - sum(was.resources.values())),
            "won": float(bool(after.state.winners) and after.state.winners[0] == was.id),
            "lost": float(now.out and now.id not in after.state.winners)}


PHRASES = [("won", 0.05, "reaches safety first in {v:.0%} of the playouts"), ("explored", 0.1, "explores {v:.1f} location(s)"),
           ("members", 0.1, "gains {v:.1f} follower(s)"), ("members", -0.1, "loses {a:.1f} team member(s)"),
           ("lost", 0.05, "the team is wiped out in {v:.0%}"), ("resources", 0.3, "{v:+.1f} resources"),
           ("resources", -0.3, "{v:+.1f} resources"), ("fatigue", 0.3, "{v:.1f} more fatigue")]
"""The playouts' facts in words, the weightiest first (`bots.coach.reason`)."""
QUIET = "no change to the race"
SPAN = f"over the next {HORIZON} turns"
