"""The argument shapes several of Roadside's action kinds share, and a move's (read by the map and its screen
too): named, typed fields, a NamedTuple each, so an action's key stays `kind:arg:arg` (issue 32 point 7). Each
rule module declares which shapes its kinds take (`declare(ACTION_ARGS, {kind: Shape})`); a kind with
arguments of its own declares them beside its rule. A choice word the key has always carried (`stop`, `ask`)
is a Literal field: a shape with only that word builds without arguments (`Stop()`)."""

from __future__ import annotations

from typing import Literal, NamedTuple

from zombie_table.kernel.engine import Action


class Member(NamedTuple):
    """A survivor of a team (a card id): who takes the fatigue, who recovers, who is left behind."""

    survivor: str


class Ask(NamedTuple):
    """Ask another group member (a player id) to take one unit of a consequence, or pay part of a task (§14.6)."""

    choice: Literal["ask"]
    player: str


class AtRandom(NamedTuple):
    """A follower drawn at random, not picked (`owner_picks_left_behind` off)."""

    choice: Literal["random"] = "random"


class Decline(NamedTuple):
    """A member asked to share a consequence or a task says no."""

    choice: Literal["decline"] = "decline"


class UseItem(NamedTuple):
    """A one-off inventory card used (an encounter card id)."""

    choice: Literal["item"]
    card: str


class Stop(NamedTuple):
    """The move ends here."""

    choice: Literal["stop"] = "stop"


class Step(NamedTuple):
    """A step into a neighbouring space: walked, with fuel, or into a location to rescue someone there."""

    space: str
    how: Literal["walk", "fuel", "rescue"]


class Explore(NamedTuple):
    """A step into a location to explore it with one of the player's open location cards."""

    space: str
    how: Literal["explore"]
    card: str


def entered(action: Action) -> str | None:
    """The space a move action steps into (None for a stop, or a side action offered beside the moves)."""
    return action.args.space if action.kind == "move" and isinstance(action.args, (Step, Explore)) else None
