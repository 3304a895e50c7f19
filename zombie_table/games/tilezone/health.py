"""Wounds, death and healing of survivors (companions die of any single wound)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.state import Death, SurvivorState
from zombie_table.kernel.ruleset import declare
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


SKILLS = declare(skills.SKILL_FAMILIES, {
    "fearless": skills.Family("Ignores the wounds of zombies of the named type.", "zombie"),
})


def wound(game: "Game", s: SurvivorState, amount: int, source: str) -> None:
    """`source` is a zombie type id, or 'friendly-fire' / 'dynamite' / a rule name."""
    if not s.on_board or amount <= 0:
        return
    zt = game.data.zombie_types.get(source)
    if zt is not None and any(
        p and (p == zt.id or p in zt.name.lower()) for f, p in map(skills.split, skills.abilities(game, s)) if f == "fearless"
    ):
        game.emit(Ev.wounded, "fearless", f"{s.name} shrugs off the {zt.name}'s blow (fearless)", survivor=s.id, amount=0)
        return
    for ward in game.ruleset.hooks["wound_dealt"]:
        amount = ward(game, s, amount, source)
        if amount <= 0:
            return
    taken = amount if s.companion_of is None else s.health  # any wound fells a companion
    s.wounds += taken
    game.emit(Ev.wounded, "wounds", f"{s.name} takes {plural(amount, 'wound')} from {zt.name if zt else source} "
              f"(health {max(0, s.health_left)}/{s.health})", survivor=s.id, amount=taken, source=source)
    if s.health_left <= 0:
        kill_survivor(game, s, zt.name if zt else source)


def wound_outcome(s: SurvivorState, amount: int) -> str:
    """What `amount` wounds would do to the survivor, for the question of who takes them."""
    if s.companion_of is not None:
        return "killed (a companion falls to any wound)"
    left = s.health_left - amount
    return f"health {s.health_left}/{s.health} → {left}/{s.health}" if left > 0 else "killed"


def kill_survivor(game: "Game", s: SurvivorState, cause: str) -> None:
    s.status = "dead"
    s.wounds = s.health
    game.state.deaths.append(Death(s.id, cause, game.state.round))
    game.emit(Ev.died, "death", f"{s.name} is killed ({cause})", survivor=s.id, cause=cause)


def heal(game: "Game", s: SurvivorState, amount: int, rule: str) -> None:
    healed = min(amount, s.wounds)
    if healed:
        s.wounds -= healed
        game.emit(Ev.healed, rule, f"{s.name} heals {plural(healed, 'wound')}", survivor=s.id, amount=healed)
