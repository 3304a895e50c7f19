"""Searching with help (§10): the Scout Drone carried anywhere makes one search draw two cards. Rummager
("Search: 2 cards", §11) is the family's (`search.two_cards`); together they still draw two."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.search import TWO_CARDS
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

DRONE = "scout_drone"
SKILLS = declare(skills.SKILL_FAMILIES, TWO_CARDS)
TRAITS = declare(skills.CARD_TRAITS, {DRONE: "Carried anywhere, each search draws two cards."})
DRAWS = 2


@hook("search_draws")
def drone_draws(game: "Game", s: SurvivorState) -> int:
    return DRAWS if any(DRONE in game.card(c).traits for c in s.inventory.cards()) else 1
