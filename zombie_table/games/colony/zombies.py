"""Zombies (§8): they never move on their own; they arrive at a place's entrances one at a time,
taking a free zombie space, or spending themselves on a barricade, or — with neither — overrunning
the place and killing its lowest-influence survivor (a helpless one only when no other is there)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony import deaths
from zombie_table.games.colony.state import Entrance

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony


def add(game: "Colony", place: str, amount: int, rule: str) -> None:
    """`amount` zombies arrive at `place`, entrance by entrance (§8.1, §8.2)."""
    if amount <= 0:
        return
    where = game.state.places[place]
    start = 0 if game.rules.entrances_restart else where.next_entrance
    placed = absorbed = 0
    for n in range(amount):
        index = (start + n) % len(where.entrances)
        entrance = where.entrances[index]
        where.next_entrance = (index + 1) % len(where.entrances)
        if entrance.barricades and (game.rules.barricade_first or entrance.free <= 0):
            entrance.barricades -= 1
            absorbed += 1
        elif entrance.free > 0:
            entrance.zombies += 1
            placed += 1
        else:
            overrun(game, place, rule)
    text = f"{amount} zombie{'s' if amount > 1 else ''} at {game.place_name(place)}"
    if absorbed:
        text += f"; {absorbed} spent on barricades"
    game.emit("zombies", rule, text + f" ({where.zombies} there).", place=place, placed=placed)


def overrun(game: "Colony", place: str, rule: str) -> None:
    victim = game.lowest(place)
    where = game.state.places[place]
    if victim is not None:
        game.emit("overrun", rule, f"Zombies break into {game.place_name(place)}!", place=place)
        deaths.kill(game, victim.id, f"zombies overran {game.place_name(place)}")
    elif where.helpless:
        where.helpless -= 1
        game.emit("overrun", rule, f"Zombies break into {game.place_name(place)} and take a helpless survivor.", place=place)
        game.morale(-1, "death", "a helpless survivor died")


def remove(game: "Colony", place: str, amount: int) -> int:
    """Take up to `amount` zombies off a place, from its fullest entrances; returns how many."""
    where = game.state.places[place]
    taken = 0
    while taken < amount and where.zombies:
        fullest: Entrance = max(where.entrances, key=lambda e: e.zombies)
        fullest.zombies -= 1
        taken += 1
    return taken


def barricade(game: "Colony", place: str, entrance: int) -> bool:
    """A barricade on a free space of one entrance (§6)."""
    chosen = game.state.places[place].entrances[entrance]
    if chosen.free <= 0:
        return False
    chosen.barricades += 1
    return True


def barricade_spots(game: "Colony", place: str) -> list[int]:
    return [i for i, e in enumerate(game.state.places[place].entrances) if e.free > 0]


def colony_arrivals(game: "Colony") -> int:
    return game.per_two(game.colony_headcount())

