"""The Freeze skill (§11, §6.10): each action of the named kind (combat, melee, ranged, magic)
leaves a freeze token in the zone it targeted, hit or miss — from a survivor's own skill or from
a weapon granting it while it strikes (the crypt Rimebow). Placing the token is `freeze.place`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.settings.winter import freeze
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

SKILLS = declare(skills.SKILL_FAMILIES, {
    "freeze": skills.Family("Each action of the named kind leaves a freeze token in its target zone, hit or miss.", "action"),
})


@hook("attack_resolved")
def freezing_strike(game: "Game", s: SurvivorState, ctx: dict[str, Any]) -> None:
    kinds = {"combat", ctx["mode"]}
    granted = [skills.split(ref) for w in ctx["weapons"] for ref in game.card(w).skills]
    if skills.has(game, s, "freeze", *kinds) or any(f == "freeze" and p in kinds for f, p in granted):
        freeze.place(game, ctx["zone"], "freeze-skill")
