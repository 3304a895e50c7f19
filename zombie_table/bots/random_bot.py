"""The random bot: a uniform choice among the legal options, from its own seeded generator (any
game on the kernel: the tile-and-zone family and Roadside alike)."""

from __future__ import annotations

import random

from zombie_table.kernel.engine import Action, Engine


class RandomBot:
    """Picks uniformly among the legal actions. Its generator is its own: the game's random
    streams (dice, decks) are never touched, so seed + decisions still replays the game."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Engine) -> Action:
        legal = game.legal_actions()
        if not legal:
            raise ValueError("the game has no pending decision to choose for")
        return legal[self.rng.randrange(len(legal))]
