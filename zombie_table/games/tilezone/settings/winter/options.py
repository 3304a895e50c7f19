"""Winter siege's own rule options, beside the family's: every point the reference leaves unclear,
defaulting to its likely reading (docs/rules.md lists them)."""

from __future__ import annotations

from pydantic import Field

from zombie_table.games.tilezone.options import RuleOptions


class WinterOptions(RuleOptions):
    cauldron_zombie_penalty: bool = Field(
        False, description="Zombies in the zone add +1 action each to moving a cauldron, as they do to a move."
    )
    cauldron_into_ruins: bool = Field(False, description="A cauldron may be poured into an adjacent ruins zone, not only streets.")
    guards_pay_zombie_penalty: bool = Field(
        True, description="Commanding guards out of a zone with zombies costs +1 action per zombie there."
    )
    guard_volleys_spare_friends: bool = Field(
        False, description="A guard ranged action never targets a zone holding survivors or other guards (no friendly fire rolled)."
    )
    guard_deaths_lose: bool = Field(False, description="Any guard's death loses the game (a mission may also say so).")
    freeze_clears_when_empty: bool = Field(True, description="A freeze token leaves a zone as soon as no zombie stands in it.")
    extra_spawn_draws: bool = Field(True, description="Every two survivors beyond six (rounded up) add one spawn draw.")
    guard_skill_cards: bool = Field(False, description="Optional mode: survivors without a guard skill draw a guard skill card.")

    # winter-content
    drake_fire_from_backpack: bool = Field(
        True, description="Drake fire's torch and bile may be thrown from anywhere in the inventory, the backpack too."
    )
    armour_best_of: bool = Field(
        True, description="A survivor with body armour and a shield rolls once, with the better armour value."
    )
    extra_starting_cards: bool = Field(
        True, description="Each survivor beyond six adds one starting card (another copy of a starting card) to the set-up pool."
    )

    # the optional modes (§10.2-§10.4)
    abomination_deck: bool = Field(False, description="Optional mode: the abomination cards draw from a deck of nine giants, not the warlord alone.")
    abomination_festival: bool = Field(
        False, description="Optional mode (with the abomination deck): an abomination card with giants out gives them an extra activation, then brings the next giant."
    )
    multiple_necromancers: bool = Field(
        False, description="Optional mode: a necromancer card with the blight priest out activates it, then brings an extra necromancer that walks to the ward; one reaching it loses."
    )

    # the §11 skills of enchanters and scouts
    double_enchantment_pays_zombies: bool = Field(
        True, description="A double enchantment's free second target that moves a survivor still costs the caster +1 action per zombie in that survivor's zone, as the first target does."
    )
