"""Automated survivor policies (random, greedy) and the helpers that play games with them.

    from zombie_table.bots import BOTS, play_game
    outcome = play_game(library, "frontier-m0", "greedy", seed=7)

A bot is anything with `choose(game) -> Action` (one of `game.legal_actions()`); it never
changes the game itself. `MixedController` shares a hotseat game's seats between bots and people.
"""

from zombie_table.bots.base import Bot, derive_seed
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.bots.random_bot import RandomBot
from zombie_table.bots.runner import (
    BOTS,
    DEFAULT_MAX_DECISIONS,
    GameFailure,
    GameOutcome,
    HumanDecision,
    MixedController,
    default_team,
    drive,
    make_bot,
    outcome_of,
    play_game,
)

__all__ = [
    "BOTS",
    "DEFAULT_MAX_DECISIONS",
    "Bot",
    "GameFailure",
    "GameOutcome",
    "GreedyBot",
    "HumanDecision",
    "MixedController",
    "RandomBot",
    "default_team",
    "derive_seed",
    "drive",
    "make_bot",
    "outcome_of",
    "play_game",
]
