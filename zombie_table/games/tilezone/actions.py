"""The argument shapes the tile family's action kinds share (named, typed fields; a NamedTuple each, so an
action's key stays `kind:arg:arg`). Each rule module declares which shape its kinds take, beside the rule
that offers them (`declare(ACTION_ARGS, {kind: Shape})`); a kind with arguments of its own declares its own."""

from __future__ import annotations

from typing import NamedTuple


class Actor(NamedTuple):
    """A survivor's action with no other argument (search, end the turn, stay, keep the roll…)."""

    survivor: str


class ToZone(NamedTuple):
    """A survivor's action aimed at a zone: where they go, or what they strike (the zone the map marks)."""

    survivor: str
    zone: str


class WithCard(NamedTuple):
    """A survivor's action on one of their cards (an instance id)."""

    survivor: str
    card: str


class AtZone(NamedTuple):
    """A choice of a zone, nobody's action (where a zombie walks, where a token goes)."""

    zone: str


class Ally(NamedTuple):
    """A choice of an ally token kind (who takes the wound, who falls)."""

    kind: str


class Pair(NamedTuple):
    """A survivor's action on another survivor."""

    survivor: str
    other: str


class CardAt(NamedTuple):
    """A survivor's action with one of their cards on a zone (pour it, throw it)."""

    survivor: str
    card: str
    zone: str


class Pass(NamedTuple):
    """A carried token (a mission's token, a tome) handed from one survivor to another."""

    token: str
    giver: str
    taker: str


class NoArgs(NamedTuple):
    """A choice with no argument at all (the ward stays)."""
