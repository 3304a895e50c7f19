"""Guard skills (§5.7) and the guard skill cards (§10.7). A guard skill is written `guards:<skill>`
(`guards:freeze:ranged`): the guards a survivor commands have that skill for the guard action.
With the `guard_skill_cards` option, each survivor without a guard skill draws one of the setting's
guard skill cards at set-up and has it at Blue for the whole game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.setup import on_setup
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

GUARDS = "guards"
SKILLS = declare(skills.SKILL_FAMILIES, {
    GUARDS: skills.Family("The guards this survivor commands have the named skill for that guard action.", "skill"),
})


def guard_skills(game: "Game", s: SurvivorState) -> list[str]:
    """The skills the survivor's commanded guards gain (`guards:freeze:ranged` -> `freeze:ranged`)."""
    return [p for p in skills.table(game, s).by_family.get(GUARDS, ()) if p]


@on_setup
def deal_guard_skill_cards(game: "Game") -> None:
    """Each survivor lacking a guard skill draws a card from the shuffled guard skill cards."""
    guards = game.data.guards
    if not game.rules.guard_skill_cards or guards is None or not guards.skill_cards:
        return
    deck = [c.id for c in guards.skill_cards]
    game.chance.fresh("guard_skill_cards").shuffle(deck)
    by_id = {c.id: c for c in guards.skill_cards}
    for s in game.state.survivors.values():
        if deck and not guard_skills(game, s):
            card = by_id[deck.pop()]
            s.skills.append(card.skill)
            game.emit(Ev.skill, "guard-skill-card", f"{s.name} draws the guard skill card {card.name}", survivor=s.id, skill=card.skill)
    game.invalidate()
