"""Polearms and reach (§6.5, §9.4): a polearm strikes a zone at range 1 in sight (its card's range;
the winged spear 0-1) as a melee action — targets chosen freely, no friendly fire — and never the
wielder's own zone, unless a skill says so. The family's melee lists these attacks from the range."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

POLEARM = "polearm"
TRAITS = declare(skills.CARD_TRAITS, {
    POLEARM: "A melee weapon striking a zone at range 1 in sight (its range), never its bearer's own zone.",
})
SKILLS = declare(skills.SKILL_FAMILIES, {
    "reach": skills.Family("Melee attacks reach range 0-1."),
    "close_combat_master": skills.Family("Polearms strike in the survivor's own zone too."),
})


@hook("attack_profile")
def reach(game: "Game", s: SurvivorState, cards: list, mode: str, p: dict[str, Any]) -> None:
    if mode != "melee":
        return
    if skills.has(game, s, "reach"):
        p["max_range"] = max(p["max_range"], 1)
    if any(POLEARM in c.traits for c in cards) and skills.has(game, s, "close_combat_master"):
        p["min_range"] = 0
