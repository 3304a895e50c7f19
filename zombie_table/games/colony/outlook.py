"""What the search bot and the coach (`bots/search.py`, `bots/coach.py`) need of Colony: the
look-alike that deals what the seat cannot see anew (§16), the greedy player as playout policy and
its ranking, the round as the clock, and an estimate of the seat's chance of winning when a
playout stops short of the end.

The seat wins as §13 says: the colony must stand (or, for a secret objective made for a fall,
fall) and the seat's own secret objective must hold. The estimate of the colony standing weighs
morale, the share of the main objective's goal met and the zombies at the colony's doors; the
seat's secret objective (its own card, which it sees) counts by whether it holds now."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from zombie_table.games.colony.schema import COLONY
from zombie_table.games.colony import greedy
from zombie_table.games.colony.conditions import all_hold, holds
from zombie_table.games.colony.hidden import lookalike
from zombie_table.kernel.engine import Action

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony

__all__ = ["HORIZON", "PHRASES", "QUIET", "SPAN", "lookalike", "rollout", "seat", "clock", "ranked", "value", "facts"]

HORIZON = 1
"""A playout runs to the next round: through the colony phase and its crisis."""


def rollout(seed: int) -> greedy.GreedyBot:
    return greedy.GreedyBot(seed)


def seat(game: "Colony") -> str | None:
    return game.decision.player if game.decision is not None else None


def clock(game: "Colony") -> int:
    return game.state.round


def ranked(game: "Colony", legal: list[Action], policy: greedy.GreedyBot) -> list[Action]:
    scores = greedy.scores(game, legal)
    return [legal[i] for i in sorted(range(len(legal)), key=lambda i: (-scores[i], i))]


def standing(game: "Colony") -> float:
    """An estimate of the chance the colony stands at the end."""
    state = game.state
    scenario = getattr(game.content.mains[state.main], state.side)
    first = state.players[state.first]
    share = sum(holds(game, first, c) for c in scenario.goal) / len(scenario.goal) if scenario.goal else 0.0
    colony = state.places[COLONY]
    crowding = colony.zombies / max(1, sum(e.spaces for e in colony.entrances))
    score = -1.5 + 0.45 * state.morale + 2.0 * share - 3.0 * crowding - 0.3 * max(0, -state.food)
    return 1.0 / (1.0 + math.exp(-score))


def value(game: "Colony", seat: str | None) -> float:
    """1 when the seat is among the winners, 0 when the game ended without it; else an estimate."""
    state = game.state
    me = state.by_id(seat) if seat else state.players[0]
    if state.result is not None:
        return 1.0 if me.id in state.winners else 0.0
    if me.out:
        return 0.0
    stands = standing(game)
    if game.rules.cooperative or me.secret is None:
        return 0.02 + 0.96 * stands
    card = game.content.secrets[me.secret]
    side = 1.0 - stands if card.when == "colony_falls" else stands if card.when == "colony_stands" else 1.0
    own = 1.0 if all_hold(game, me, card.win) else 0.4
    return 0.02 + 0.96 * side * own


def facts(before: "Colony", after: "Colony", seat: str | None) -> dict[str, float]:
    was, now = before.state, after.state
    me = now.by_id(seat) if seat else now.players[0]
    secret = me.secret and not after.rules.cooperative
    return {"morale": float(now.morale - was.morale), "food": float(now.food - was.food),
            "colony_zombies": float(now.places[COLONY].zombies - was.places[COLONY].zombies),
            "survivors": float(len(now.survivors) - len(was.survivors)),
            "secret": float(bool(secret) and all_hold(after, me, after.content.secrets[me.secret].win)),
            "won": float(now.result is not None and me.id in now.winners),
            "lost": float(now.result is not None and me.id not in now.winners)}


PHRASES = [("won", 0.05, "ends in a win in {v:.0%} of the playouts"), ("lost", 0.05, "ends in a loss in {v:.0%}"),
           ("morale", 0.2, "morale {v:+.1f}"), ("morale", -0.2, "morale {v:+.1f}"), ("food", 0.3, "food {v:+.1f}"),
           ("food", -0.3, "food {v:+.1f}"), ("colony_zombies", 0.3, "{v:+.1f} zombies at the colony"),
           ("colony_zombies", -0.3, "{v:+.1f} zombies at the colony"), ("survivors", 0.2, "{v:+.1f} survivors"),
           ("survivors", -0.2, "{v:+.1f} survivors"), ("secret", 0.5, "your secret objective holds")]
"""The playouts' facts in words, the weightiest first (`bots.coach.reason`)."""
QUIET = "little changes"
SPAN = "by the next round"
