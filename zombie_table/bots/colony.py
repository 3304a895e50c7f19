"""Colony's seats: a person, the random bot or the greedy player (`games/colony/greedy.py`)."""

from __future__ import annotations

from typing import Sequence

from zombie_table.bots import seats
from zombie_table.bots.random_bot import RandomBot
from zombie_table.bots.runner import MixedController
from zombie_table.bots.seats import Seat
from zombie_table.games.colony.greedy import GreedyBot
from zombie_table.games.colony.start import MAX_PLAYERS

POLICIES: dict[str, type] = {"random": RandomBot, "greedy": GreedyBot}


def parse_seats(text: str) -> list[Seat]:
    """`Ann,Ben:greedy,Cy:bot` as Colony's seats (1 to 5)."""
    return seats.parse_seats(text, POLICIES, "Colony", (1, MAX_PLAYERS))


def controller(table: Sequence[Seat], seed: int) -> MixedController:
    return seats.controller(table, seed, POLICIES)
