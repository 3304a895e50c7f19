"""Bot teammates at a tile-and-zone table: a player named `bot` is played by the greedy bot, one named
`bot-POLICY` (`bot-random`, or any other registered bot) by that bot. People hand survivors to it with
`--players "Ann:A,B;bot:C,D"` or by naming a player so on the set-up screen. Each bot is seeded from
the game's seed and its seat, and its choices are recorded like anyone's, so the game still replays
from seed + decisions."""

from __future__ import annotations

from zombie_table.bots.base import derive_seed
from zombie_table.bots.runner import BOTS, Bot, MixedController, make_bot
from zombie_table.games.tilezone.game import Game

BOT_SEAT = "bot"


def policy(player: str) -> str | None:
    """The bot that plays a seat of this name, or None for a person."""
    name = player.strip().lower()
    if name == BOT_SEAT:
        return "greedy"
    head, sep, tail = name.partition("-")
    return tail if head == BOT_SEAT and sep and tail in BOTS else None


def teammates(game: Game) -> MixedController | None:
    """The table's bot seats, or None when people play every seat."""
    seats: dict[str, Bot | None] = {}
    for player in game.state.players:
        kind = policy(player)
        seats[player] = make_bot(kind, derive_seed(game.state.seed, "teammate", player)) if kind else None
    return MixedController(seats) if any(seats.values()) else None
