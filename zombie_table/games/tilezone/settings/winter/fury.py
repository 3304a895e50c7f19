"""Skills of Winter siege that change how a survivor fights (§11): Spellcaster's free spell action,
Steady Hand's misses that spare friends (the target order stays; kill-everything effects still kill).
Bloodlust and Super Strength, which Outpost shares, are the family's (`tilezone.rush`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import FREE_POOLS
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

SKILLS = declare(skills.SKILL_FAMILIES, {
    "spellcaster": skills.Family("One free magic or enchantment action each turn."),
    "steady_hand": skills.Family("Misses of the survivor's ranged and magic attacks never hit other survivors."),
})
POOLS = declare(FREE_POOLS, {"spellcaster": lambda p: "magic"})


@hook("attack_profile")
def steady_hand(game: "Game", s: SurvivorState, cards: list, mode: str, p: dict[str, Any]) -> None:
    if mode != "melee" and skills.has(game, s, "steady_hand"):
        p["friendly_fire"] = False
