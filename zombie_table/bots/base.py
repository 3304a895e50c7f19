"""What every automated survivor policy shares: the Bot protocol and the registry of bots.

A bot looks at a game whose decision is pending and returns one of `game.legal_actions()`.
It never changes the game itself: the caller applies the choice (so the same bot drives
headless simulations, tests and the seats of a hotseat game that nobody sits in).
"""

from __future__ import annotations

import hashlib
from typing import Callable, Protocol, runtime_checkable

from zombie_table.kernel.engine import Action, Engine


@runtime_checkable
class Bot(Protocol):
    """An automated player: `choose` returns one of the legal actions of the pending decision."""

    name: str

    def choose(self, game: Engine) -> Action: ...


BotFactory = Callable[[int], Bot]
"""Builds a bot from a seed (bots that use no randomness ignore it)."""


def derive_seed(*parts: object) -> int:
    """A stable 48-bit seed from any parts (same on every Python and machine)."""
    digest = hashlib.sha256(":".join(map(str, parts)).encode()).digest()
    return int.from_bytes(digest[:6], "big")
