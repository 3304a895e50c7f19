"""The torch's light (§5.1, §9.3, §9.7): with a Pitch Torch carried anywhere, even in the backpack,
each search draws two cards, one after the other. "Search: 2 cards" would not add to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone import inventory
from zombie_table.games.tilezone.settings.winter.dragonfire import TORCH
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

TORCH_DRAWS = 2


@hook("search_draws")
def torchlight(game: "Game", s: SurvivorState) -> int:
    lit = any(TORCH in game.card(c).traits and inventory.usable(game, s, c) for c in s.inventory.cards())
    return TORCH_DRAWS if lit else 1
