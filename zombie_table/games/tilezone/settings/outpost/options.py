"""Outpost's own rule options, beside the family's: every point the reference leaves unclear,
defaulting to its likely reading (docs/rules.md lists them)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from zombie_table.games.tilezone.options import RuleOptions


class OutpostOptions(RuleOptions):
    """outpost-mech adds the board's options (doors, oxygen, mold, machines) above the line,
    outpost-content the fighting ones below it."""

    slippery_ignores_zombie_stop: bool = Field(
        False, description="A Slippery survivor's move does not end on entering a zone with xenos (invader §5.1: it "
        "does end, even for Slippery).")
    escaped_set_danger: bool = Field(
        False, description="Survivors who escaped still count for the danger level the spawns read (invader §4.6: the "
        "highest level among the survivors still in play).")
    coloured_doors_open: bool = Field(
        False, description="The free door action opens coloured doors too (otherwise only their mission's rules do).")
    mold_chain_ends_beside: bool = Field(
        True, description="A spawn zone bordering a chain of active mold ends it, as well as one with active mold itself.")
    mold_links_inactive_spawns: bool = Field(
        True, description="Spawn zones not yet active (green, purple) count as ends of a mold chain.")

    samples_leave_supply: bool = Field(
        True, description="A xeno kept as a sample (its figure, not a marker) leaves the supply for the rest of the game.")
    mold_sample_reach: Literal["standing", "in_sight"] = Field(
        "standing", description="The mold sample's action is spent standing in a spawn zone, or on any spawn zone in "
        "the survivor's sight (the reference says only 'on a spawn zone').")
    seal_opened_by: Literal["controller", "beside_bot"] = Field(
        "controller", description="Who has the warden bot cut mission 8's seal, the bot standing in front of it: a "
        "survivor who controls the bot, with a machine action (else any survivor standing with the bot, 1 action).")
    mold_supply_limited: bool = Field(
        True, description="No more mold grows once the box's 15 mold tokens are all on the board.")
    hard_case_once_per: Literal["attack_step", "xeno_phase"] = Field(
        "attack_step", description="Hard Case ignores the first xeno damage of each attack step (the first activation's, "
        "the hunters' second, each extra activation's), or only the first of the whole xenos' phase.")
    engineers_walk_alone: bool = Field(
        True, description="Mission 9: the survivors may leave before the engineers, who walk on to the exit alone while "
        "the rounds go on (otherwise no survivor escapes before both engineers have left).")
    oxygen_kept_outdoors: bool = Field(
        True, description="Outdoors a survivor's last worn air bottle stays worn: it cannot be moved out of the body "
        "slot, traded away or discarded until the survivor is back inside.")

    # outpost-content
    xeno_cards: tuple[tuple[int, int], ...] = Field(
        ((1, 54),), description="The xeno deck's card-number ranges (invader §13.2): 1-25 easier, 26-50 harder, 51-54 extra activations.",
    )
