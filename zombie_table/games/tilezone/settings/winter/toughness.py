"""Skills that keep a survivor standing (rules reference §11): Tough ignores the first wound it
takes in each zombie attack step and in each friendly-fire event (after armour: a wound armour
stopped was never taken); Regeneration heals every wound in the end phase."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.health import heal
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

SKILLS = declare(skills.SKILL_FAMILIES, {
    "tough": skills.Family("Ignores the first wound of each zombie attack step and of each friendly-fire event."),
    "regeneration": skills.Family("Heals every wound in the end phase."),
})


@hook("zombie_attacks")
def new_attack_step(game: "Game") -> None:
    own(game).tough_spent.clear()


@hook("attack_resolved")
def new_attack(game: "Game", s: SurvivorState, ctx: dict[str, Any]) -> None:
    """A survivor's attack (and its friendly fire) is over: the next one is another event."""
    own(game).tough_spent.clear()


@hook("wound_dealt")
def tough(game: "Game", s: SurvivorState, amount: int, source: str) -> int:
    spent = own(game).tough_spent
    if amount <= 0 or s.id in spent or not skills.has(game, s, "tough"):
        return amount
    spent.append(s.id)
    game.emit(Ev.wounded, "tough", f"{s.name} shrugs off the first wound ({skills.name(game, 'tough')})",
              survivor=s.id, amount=0)
    return amount - 1


@hook("round_end")
def regeneration(game: "Game") -> list[dict[str, Any]]:
    for s in game.state.living():
        if s.wounds and skills.has(game, s, "regeneration"):
            heal(game, s, s.wounds, "regeneration")
    return []
