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
    resource_spaces_used_up: bool = Field(
        False, description="§4.3: a resource space whose encounters are drawn gives no more (else icons are permanent).")
    standee_ends_move: bool = Field(False, description="§8.2: entering a space with another player's standee ends the move.")
    tokens_return_to_bag: bool = Field(False, description="§5.5: fought zombie tokens go back into the bag (else out of the game).")
    trapped_ends_move: bool = Field(
        True, description="§8.2, §12.3: entering a space with a trapped follower ends the move (else only a move "
                          "that ends there draws its encounter).")
    group_leaves_one_token: bool = Field(True, description="§14: a group leaving a space leaves one token (else one per member).")
    # -- fuel, ammo, food
    fuel_pass_counts_step: bool = Field(True, description="§9.2a, §18.10: a space passed through with fuel still uses a step.")
    fuel_passes_stops: bool = Field(
        False, description="§9.2: fuel may also carry a team past a resource space or a trapped follower, met only if "
                           "the move ends there (else fuel passes zombies only).")
    doubled_step_second_empty: bool = Field(
        True, description="§9.2b: the space after a free fuel step (the doubled step's second) must hold no zombie "
                          "tokens unless fuel carries the team past them (else it is entered as any step, fought).")
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
    active_player_votes: bool = Field(
        True, description="§5.4: a vote card is voted on by all players, the active one first (else by the others only).")
    won_place_closes: bool = Field(
        False, description="§8.2: a place whose card is won closes until a card naming it is dealt into a public slot, "
                           "other cards naming it then unplayable (else it stays open while another card in play names it).")
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
    inventory_trading: bool = Field(
        False, description="§13: on its turn a player may give an item to a player whose standee shares its space, a "
                           "free action (else items change hands only through a card's text).")
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
    leaver_stays: bool = Field(
        True, description="§14.8: a member leaving a group stands on the group's space (else there or on any "
                          "neighbouring space but a location, its pick).")
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
    solo_turns: int = Field(
        10, ge=0, description="§15.3, §17.10: the solo race is lost when this many turns end without a third location "
                              "(authored: the reference gives solo no way to lose; 0: no clock).")
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


LIKELY: dict[str, str] = {
    "§1 the player count": "min_players, max_players",
    "§2 the box's dice": "physical_dice_cap",
    "§4 hexagonal spaces": "content: the map is a graph of spaces drawn on a grid (map.yaml)",
    "§4.1 icons of one type repeated": "content: a space's icons are a list (map.yaml)",
    "§4.1 the fourth kind of space": "content: the map's plain spaces (§18.7)",
    "§4.1 nine location spaces": "content: the map's locations (map.yaml)",
    "§4.2 a gate joins inside and outside": "content: a link across the city wall is a gate (map.yaml)",
    "§4.2 Blam across a gate": "blam_through_gates",
    "§4.3 resource spaces never used up": "resource_spaces_used_up",
    "§5.3 the requirement kinds": "content: encounters, inventory, resources and followers (locations.yaml)",
    "§5.4 an action roll at its target": "action_target_inclusive",
    "§5.5 returning fought tokens": "tokens_return_to_bag",
    "§6.3 a wild face per die, worth 1": "content: a face's wild is 0 or 1, counted for what the roll needs (dice.yaml)",
    "§6.3 six-sided dice by colour": "content: the face tables (dice.yaml)",
    "§6.4 the ammo die's faces": "content: the shell die's faces (dice.yaml)",
    "§6.4 the ammo die for fights only": "ammo_fights_only",
    "§8.2 an empty space": "empty_means_no_standee",
    "§8.2 a trapped follower ends the move": "trapped_ends_move",
    "§8.2 another standee's space": "standee_ends_move",
    "§8.2 a won place open while another card names it": "won_place_closes",
    "§8.3 an icon's resource after its card": "collect_after_each_card",
    "§9 the tracks' cap": "resource_cap",
    "§9.2a a space passed still a step": "fuel_pass_counts_step",
    "§9.2b a doubled step's second space empty": "doubled_step_second_empty",
    "§9.2c a fuel step's token": "fuel_leaves_tokens",
    "§9.2 fuel passes zombies only": "fuel_passes_stops",
    "§10.4 a fresh set each Blam": "blam_every_roll",
    "§10.4 Blam onto standees": "blam_on_standees",
    "§11.4 the retry only while qualifying": "retry_only_if_qualifies",
    "§11.5 an empty slot stays empty": "empty_slot_stays",
    "§11.5 no resource for a location's encounter": "location_encounters_collect",
    "§12.1 the team outlives its character": "team_outlives_character",
    "§12.2 no team limit": "team_limit",
    "§12.3 the owner picks the follower": "owner_picks_left_behind",
    "§12.3 left behind on the team's space": "left_behind_here",
    "§12.3 the owner breaks ties": "owner_breaks_ties",
    "§12.3 a location entered to rescue": "rescue_enters_location",
    "§12.3 no resource for a rescue": "rescue_collects",
    "§12.4 the respawn keeps the board": "respawn_keeps_board",
    "§12.4 no character left: out": "no_character_eliminates",
    "§13 no inventory limit, no trading": "inventory_limit, inventory_trading",
    "§14 when a group forms": "group_forms_at_turn_start",
    "§14.8 a leaver stays on the group's space": "leaver_stays",
    "§14 the active player's private card and tier": "group_private",
    "§14 a group leaves one token": "group_leaves_one_token",
    "§15.1 places after the first win": "play_for_places",
    "§15.3 every solo location open": "solo_all_open",
    "§15.3 the rescue count as the solo score": "no rule: the count is shown at the end (the solo race's result)",
}
"""Every probable reading the reference marks, with the option that holds it (its default that
reading), or why none does: content authored as data, no rule in this engine, or not built."""
