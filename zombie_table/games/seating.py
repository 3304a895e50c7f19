"""The players of a kernel game at one table, as its faces draw them: a distinct letter and colour
each (their initial when free), in seat order. Rich styles only: no Textual here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, Sequence

PLAYER_STYLES = ("bold cyan", "bold green", "bold magenta", "bold bright_blue", "bold yellow", "bold white")


class Seated(Protocol):
    id: str
    name: str


@dataclass(frozen=True)
class Seat:
    id: str
    name: str
    letter: str
    style: str


def seats(players: Sequence[Seated]) -> dict[str, Seat]:
    """A distinct letter and colour per player (their initial when free)."""
    out, taken = {}, set()
    for k, p in enumerate(players):
        letter = next(ch for ch in [c.upper() for c in p.name if c.isalpha()] + [str(k + 1)] if ch not in taken)
        taken.add(letter)
        out[p.id] = Seat(p.id, p.name, letter, PLAYER_STYLES[k % len(PLAYER_STYLES)])
    return out
