"""Seats at a table of one of the kernel's games: who sits where — a person, or a bot by policy —
written as in `play --players`: `Ann,Ben:greedy,Cy:random` (`:bot` is the random bot). A game
gives its policies and its table's size; `controller` seeds each seat's bot from the game's seed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from zombie_table.bots.base import derive_seed
from zombie_table.bots.runner import MixedController

ALIASES = {"bot": "random"}


class SeatError(ValueError):
    """A seat list that cannot make a table."""


@dataclass(frozen=True)
class Seat:
    name: str
    policy: str | None  # None: a person

    def __str__(self) -> str:
        return self.name + (f":{self.policy}" if self.policy else "")


def parse_seats(text: str, policies: Mapping[str, type], game: str, players: tuple[int, int]) -> list[Seat]:
    """`Ann,Ben:greedy,Cy:bot` as seats; a seat with no policy is a person."""
    seats = []
    for chunk in (c.strip() for c in text.split(",")):
        if not chunk:
            continue
        name, _, policy = chunk.partition(":")
        policy = ALIASES.get(policy.strip(), policy.strip()) or None
        if policy is not None and policy not in policies:
            raise SeatError(f"seat {chunk!r}: {policy!r} is no bot; use :{', :'.join(policies)} (or :bot) or no suffix for a person")
        if not name.strip():
            raise SeatError(f"seat {chunk!r} has no name")
        seats.append(Seat(name.strip(), policy))
    low, high = players
    if not low <= len(seats) <= high:
        raise SeatError(f"{len(seats)} seats: {game} takes {low} to {high}")
    return seats


def controller(seats: Sequence[Seat], seed: int, policies: Mapping[str, type]) -> MixedController:
    """The bots of the seats, by player id (p1, p2 …), each seeded from `seed` and its seat."""
    return MixedController({f"p{i + 1}": policies[s.policy](derive_seed(seed, "seat", i)) if s.policy else None
                            for i, s in enumerate(seats)})
