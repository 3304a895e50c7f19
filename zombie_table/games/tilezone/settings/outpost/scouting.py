"""Searching with help (§11, §10): Rummager ("Search: 2 cards") and the Scout Drone carried anywhere
each make one search draw two cards; together they still draw two."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

DRONE = "scout_drone"
SKILLS = declare(skills.SKILL_FAMILIES, {"search_two": skills.Family("Each search draws two cards.")})
TRAITS = declare(skills.CARD_TRAITS, {DRONE: "Carried anywhere, each search draws two cards."})
DRAWS = 2


@hook("search_draws")
def two_cards(game: "Game", s: SurvivorState) -> int:
    drone = any(DRONE in game.card(c).traits for c in s.inventory.cards())
    return DRAWS if drone or skills.has(game, s, "search_two") else 1
