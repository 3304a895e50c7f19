"""Armour rolls (§6.9, §9.1): a survivor wearing body armour, or holding a shield in a hand, rolls
one die against each wound a zombie's attack or a friendly-fire miss would deal it; a die at or
above the armour value stops that wound (a 1 always fails). Rolling wound by wound is the same
chance as rolling all the dice together, and lets the players spread wounds as they choose.
Nothing stops an abomination's blows, drake fire or a poured cauldron (those kill outright)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

SKILLS = declare(skills.SKILL_FAMILIES, {
    "iron_skin": skills.Family("Armour rolls at 5+ without body armour; with body armour, +1 to each armour die (a 1 still fails)."),
})

FRIENDLY_FIRE = "friendly fire"
IRON_SKIN_VALUE = 5


def armour(game: "Game", s: SurvivorState) -> tuple[list[int], int]:
    """The armour values the survivor may roll against, best first (body armour, shields in hand,
    Iron Skin's bare 5+), and the bonus added to each die. With the `armour_best_of` option (the
    likely reading) only the best is rolled; without it each is tried in turn until one holds."""
    worn = [game.card(c).armour for c in s.inventory.body if c is not None and game.card(c).body and game.card(c).armour]
    shields = [game.card(c).armour for c in s.inventory.hand if c is not None and game.card(c).armour and not game.card(c).body]
    iron = skills.has(game, s, "iron_skin")
    values = sorted(worn + shields + ([IRON_SKIN_VALUE] if iron and not worn else []))
    return (values[:1] if game.rules.armour_best_of else values), (1 if iron and worn else 0)


@hook("wound_dealt")
def armour_roll(game: "Game", s: SurvivorState, amount: int, source: str) -> int:
    """One die against one attack (or one friendly-fire hit, whatever its damage)."""
    zt = game.data.zombie_types.get(source)
    if (zt is None and source != FRIENDLY_FIRE) or (zt is not None and zt.armour_piercing):
        return amount
    values, bonus = armour(game, s)
    what = zt.name if zt else FRIENDLY_FIRE
    for value in values:
        die = game.chance.die()
        stopped = die != 1 and min(6, die + bonus) >= value
        game.emit(Ev.rolled, "armour", f"{s.name} rolls armour against the {what}: {die}{f' +{bonus}' if bonus else ''} "
                  f"(need {value}+) → {'stopped' if stopped else 'it gets through'}", survivor=s.id, dice=[die], accuracy=value)
        if stopped:
            return 0
    return amount
