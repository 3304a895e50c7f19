"""The argument shapes Colony's action kinds take (issue 32 point 7): named, typed fields, a NamedTuple each,
so an action's key stays `kind:arg:arg`. Each rule module declares which its kinds take, beside its rule
(`declare(ACTION_ARGS, {kind: Shape})`). A die is the index of one of the player's action dice."""

from __future__ import annotations

from typing import Literal, NamedTuple


class Nothing(NamedTuple):
    """A choice with no argument (the turn ends; nothing given, taken, or nowhere to go)."""


class Actor(NamedTuple):
    """A survivor (a card id): who is kept, who leads, whose ability without a die."""

    survivor: str


class WithDie(NamedTuple):
    """A survivor's action paid with one of the player's dice (search, clean, a kill here, an ability)."""

    survivor: str
    die: int


class KillAt(NamedTuple):
    """A zombie killed at another place (`attack_zombie_same_place` off)."""

    survivor: str
    die: int
    place: str


class Strike(NamedTuple):
    """Another player's survivor attacked."""

    survivor: str
    die: int
    target: str


class Barricade(NamedTuple):
    survivor: str
    die: int
    entrance: int


class Lure(NamedTuple):
    """Zombies lured from one place."""

    survivor: str
    die: int
    source: str


class LureTwo(NamedTuple):
    """Zombies lured from two places, one each (`lure_many_places`)."""

    survivor: str
    die: int
    source: str
    other: str


class MoveTo(NamedTuple):
    survivor: str
    place: str


class AtPlace(NamedTuple):
    """A place: where a survivor arrives or goes."""

    place: str


class Card(NamedTuple):
    """A card (an instance id) played, added face down, given, taken or kept."""

    card: str


class CardOn(NamedTuple):
    """An equipment card and the survivor wearing it (equipped on, or added to the crisis face up from)."""

    card: str
    survivor: str


class HandOver(NamedTuple):
    card: str
    giver: str
    taker: str


class RaiseDie(NamedTuple):
    """1 food spent raising one of the player's dice."""

    die: int


class PlayerId(NamedTuple):
    """Another player: asked for a card, or called to an exile vote."""

    player: str


class AtRandom(NamedTuple):
    choice: Literal["random"] = "random"


class SearchMore(NamedTuple):
    choice: Literal["stop", "noise"]


class Ballot(NamedTuple):
    vote: Literal["yes", "no"]


class Bite(NamedTuple):
    choice: Literal["kill", "roll"]


class Crossroads(NamedTuple):
    """The index of the card's choice taken."""

    choice: int
