"""Bot teammates at a table whose seats are player names (the tile-and-zone games): a player named `bot` is played by the greedy bot, one named
`bot-POLICY` (`bot-random`, or any other registered bot) by that bot. People hand survivors to it with
`--players "Ann:A,B;bot:C,D"` or by naming a player so on the set-up screen. Each bot is seeded from
the game's seed and its seat, and its choices are recorded like anyone's, so the game still replays
from seed + decisions."""

from __future__ import annotations

from collections.abc import Sequence

from zombie_table.bots.base import derive_seed
from zombie_table.bots.runner import BOTS, Bot, MixedController, make_bot

BOT_SEAT = "bot"


def policy(player: str) -> str | None:
    """The bot that plays a seat of this name, or None for a person."""
    name = player.strip().lower()
    if name == BOT_SEAT:
        return "greedy"
    head, sep, tail = name.partition("-")
    return tail if head == BOT_SEAT and sep and tail in BOTS else None


def teammates(players: Sequence[str], seed: int) -> MixedController | None:
    """The table's bot seats (each seeded from the game's `seed` and its name), or None when people
    play every seat."""
    seats: dict[str, Bot | None] = {}
    for player in players:
        kind = policy(player)
        seats[player] = make_bot(kind, derive_seed(seed, "teammate", player)) if kind else None
    return MixedController(seats) if any(seats.values()) else None
