"""Friendly fire as the players see it before they shoot (§6.5): who stands in the target zone,
how much each miss hurts them, and the exact chance that the misses kill one of them.

The chance is computed from the dice, not sampled: every die misses on the faces below its
accuracy (after +1 to dice rolls), and with Roll 6: +1 die each 6 adds a die, so each die starts
a chain that ends on one non-6 die — a miss with probability (missing faces) / 5. The misses are
binomial over the dice. The players share the misses (§6.5), so a death is forced only when the
misses exceed what the teammates can absorb and live: a survivor with H health left takes
(H - 1) // damage misses, a companion none (any wound fells it). Re-rolls are the player's
choice after seeing the roll, so the chance is that of the roll as thrown.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb
from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.dice import hits_on
from zombie_table.games.tilezone.health import wound_words
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.engine import Action

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


def victims(game: "Game", shooter: str, zone: str) -> list[SurvivorState]:
    """The survivors a ranged attack's misses hit: everyone in the target zone but the shooter
    and those with Low Profile."""
    return [o for o in game.state.survivors_in(zone) if o.id != shooter and not skills.has(game, o, "low_profile")]


def miss_chance(p: dict[str, Any]) -> Fraction:
    """The chance that one die of the attack (with its chain of extra dice) ends in a miss."""
    missing = sum(1 for face in range(1, 6) if not hits_on(p, face))
    return Fraction(missing, 5) if p["roll6_die"] else Fraction(missing, 6)


def misses(p: dict[str, Any]) -> list[Fraction]:
    """The exact distribution of the number of misses: entry k is the chance of k misses."""
    n, q = p["dice"], miss_chance(p)
    return [comb(n, k) * q ** k * (1 - q) ** (n - k) for k in range(n + 1)]


def absorbed(people: list[SurvivorState], damage: int) -> int:
    """How many misses the teammates can take between them with nobody dying."""
    return sum(0 if o.companion_of is not None else max(0, o.health_left - 1) // damage for o in people)


def death_chance(p: dict[str, Any], people: list[SurvivorState]) -> Fraction:
    """The chance that the misses kill a teammate however the players share them."""
    if not people:
        return Fraction(0)
    spare = absorbed(people, p["damage"])
    return sum(misses(p)[spare + 1:], Fraction(0))


def percent(chance: Fraction) -> str:
    """A chance in whole percent, never rounded to a sure thing or to nothing."""
    if chance == 1:
        return "100%"
    shown = round(chance * 100)
    if shown >= 100:
        return ">99%"
    return f"{shown}%" if shown > 0 else "<1%"


def aimed(game: "Game", s: SurvivorState, p: dict[str, Any], zone: str, kind: str, label: str, args: tuple) -> Action:
    """A ranged attack's option: its label says who the misses would hit, and an option that may
    kill a teammate asks to be confirmed."""
    if not p["friendly_fire"]:
        return Action(kind, label, args)
    people = victims(game, s.id, zone)
    if not people:
        return Action(kind, label, args)
    names = ", ".join(o.name for o in people)
    chance = death_chance(p, people)
    who = people[0].name if len(people) == 1 else "a teammate"
    risk = ("nobody can die" if not chance else f"{percent(chance)} chance of death" if len(people) == 1
            else f"{percent(chance)} chance a teammate dies")
    note = f" ⚠ friendly fire on {names}: {wound_words(game, p['damage'])} per miss, {risk}"
    confirm = f"Friendly fire: {percent(chance)} chance that {who} dies, and a death loses the game." if chance else ""
    return Action(kind, label + note, args, confirm)
