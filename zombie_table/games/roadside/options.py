"""Roadside's rule options: every point the reference leaves open and every §18 contradiction,
named, with the reference's default (docs/rules.md, "Roadside"). `CONTRADICTIONS` says which
option decides each item of §18 (or why no option can: an item that is no rule)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class RoadsideOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    # -- the trail and the map
    empty_means_no_standee: bool = Field(
        True, description="§8.2: a left space gets a zombie token only when no other standee stays there (else always).")
    tokens_on_locations: bool = Field(
        False, description="§18.4, §18.5: tokens are left on, and Blam draws tokens onto, location spaces too "
                           "(the quick-start's reading); they are fought before exploring.")
    standee_ends_move: bool = Field(False, description="§8.2: entering a space with another player's standee ends the move.")
    tokens_return_to_bag: bool = Field(False, description="§5.5: fought zombie tokens go back into the bag (else out of the game).")
    trapped_ends_move: bool = Field(
        True, description="§8.2, §12.3: entering a space with a trapped follower ends the move (else only a move "
                          "that ends there draws its encounter).")
    group_leaves_one_token: bool = Field(True, description="§14: a group leaving a space leaves one token (else one per member).")
    # -- fuel, ammo, food
    fuel_pass_counts_step: bool = Field(True, description="§9.2a, §18.10: a space passed through with fuel still uses a step.")
    fuel_leaves_tokens: bool = Field(True, description="§9.2c: a space left during a fuel step gets its token as any other.")
    ammo_repeats: bool = Field(True, description="§18.6: ammo may be spent one die at a time while short (else one shell die a fight).")
    ammo_fights_only: bool = Field(
        True, description="§6.4: the shell die helps fights only (else ammo may be spent on an action roll too, its "
                          "kills counting as actions).")
    blam_every_roll: bool = Field(
        True, description="§10.4: every Blam face places a fresh set of tokens (else only a fight's first Blam does).")
    blam_on_standees: bool = Field(True, description="§10.4: Blam places tokens on spaces where standees stand too (else not there).")
    blam_through_gates: bool = Field(
        True, description="§4.2: Blam places tokens across the city's gates like any neighbour (else not across the wall).")
    recover_food_limit: int = Field(0, ge=0, description="§8.1, §18.1: the most food spent in one recover step (0: any number).")
    resource_cap: int = Field(10, ge=1, description="§9, §17.9: the highest value of each resource track (authored).")
    # -- encounters and exploring
    collect_after_each_card: bool = Field(
        True, description="§8.3.6, §18.3: an icon's resource comes right after its card (else all of them after the last card).")
    vote_ties_pass: bool = Field(True, description="§17.8: a tied vote goes the active player's way (authored).")
    location_resources_spent: bool = Field(False, description="§5.3: a location's resource requirement is paid when it is secured (else only held).")
    retry_only_if_qualifies: bool = Field(
        True, description="§11.4: the retry after a failed exploration happens only if the team still qualifies (else it must stay).")
    action_target_inclusive: bool = Field(
        True, description="§5.4: an action roll succeeds at its target or more (else only above it).")
    location_encounters_collect: bool = Field(
        False, description="§11.5: an encounter drawn for a location also gives one resource, the player's pick "
                           "(else none: a location has no icon).")
    empty_slot_stays: bool = Field(
        True, description="§11.5: a public slot the empty location deck cannot refill stays empty (else the "
                          "unexplored private cards of players out of the race are shuffled into a new deck).")
    first_player_roll: Literal["actions", "kills"] = Field(
        "actions", description="§7.9, §18.9: the symbol the first-player roll counts (the quick-start says actions).")
    # -- survivors
    physical_dice_cap: bool = Field(False, description="§2: a pool rolls at most the box's dice of each colour.")
    team_limit: int = Field(0, ge=0, description="§12.2: the most followers a team may have (0: no limit).")
    inventory_limit: int = Field(0, ge=0, description="§13: the most items a player may keep (0: no limit); a card won past it is discarded.")
    team_outlives_character: bool = Field(
        True, description="§12.1: the team carries on when its character dies (else the character's death wipes it out).")
    owner_picks_left_behind: bool = Field(
        True, description="§12.3: the owner picks which follower is left behind (else it is drawn at random).")
    left_behind_here: bool = Field(
        True, description="§12.3: a follower left behind stays on the team's space (else it goes to the nearest location).")
    owner_breaks_ties: bool = Field(
        True, description="§12.3: the owner picks among equally near locations (else one of them at random).")
    rescue_collects: bool = Field(
        False, description="§12.3: a rescue's encounter also gives one resource, the rescuer's pick (else none).")
    rescue_enters_location: bool = Field(True, description="§12.3: a location space may be entered only to rescue a trapped follower.")
    respawn: bool = Field(True, description="§12.4, §18.2: a wiped-out team starts again with a new character (else the player is out).")
    respawn_keeps_board: bool = Field(
        True, description="§12.4: a respawned player keeps resources and inventory (else back to 1 of each, items discarded).")
    no_character_eliminates: bool = Field(
        True, description="§12.4: a wiped-out team with no character left to lead it is out (else fallen characters "
                          "go back under the set-aside ones, so a new leader is always found).")
    # -- groups and winning
    groups: bool = Field(True, description="§14, §15.2: teams sharing a space may form a group (the co-op rules).")
    group_forms_at_turn_start: bool = Field(
        False, description="§14: a group may also be proposed at the start of a turn, to standees sharing the space "
                           "(else only at the end of a move).")
    group_private: Literal["active", "members"] = Field(
        "active", description="§14: the private card a group may explore: the active player's (or any member's, the "
                              "card going to the active player); the tier is the active player's either way.")
    play_for_places: bool = Field(True, description="§15.1: with more than three players, the others play on for later places.")
    # -- the table and the solo race
    min_players: int = Field(1, ge=1, description="§1: the fewest players of a race.")
    max_players: int = Field(6, ge=1, description="§1: the most players of a race (never more than the characters).")
    solo_locations: int = Field(
        4, ge=1, description="§15.3: the solo race's locations: the first this many of the map's solo spaces.")
    solo_trapped: int = Field(
        5, ge=0, description="§15.3: followers trapped at the solo set-up, one on each of this many other locations "
                             "in the map's order.")
    solo_all_open: bool = Field(
        True, description="§15.3: every solo location is open from the start (else three face up, the rest a deck "
                          "refilling the slots).")
    # -- the table
    casual_undo: bool = Field(False, description="Undo may take back rolls and draws.")
    turn_limit: int = Field(400, ge=1, description="Safety net: a race still running after this many turns ends with no winner.")


CONTRADICTIONS: dict[int, str] = {
    1: "recover_food_limit",
    2: "respawn",
    3: "collect_after_each_card",
    4: "tokens_on_locations",
    5: "tokens_on_locations",
    6: "ammo_repeats",
    7: "no rule: the fourth kind of space is content (the map's `plain` spaces)",
    8: "no rule: the respawn's 'starting location space' is a wording slip for the starting space",
    9: "first_player_roll",
    10: "fuel_pass_counts_step",
}
"""§18's items, each with the option that decides it (or why it is not a rule)."""
