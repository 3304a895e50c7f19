"""Colony's rule options: every point the reference sheet leaves open (its §17 list and each
reading it marks as probable), named, with the reference's reading as the default; and the
variants of §14 as switches (docs/rules.md, "Colony")."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from zombie_table.games.colony.schema import Variant


class ColonyOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    # -------------------------------------------------------------- the sheet's open points (§17)
    betrayal_per_player: bool = Field(False, description="§4.3, §17.1: one betrayal card per player joins the pool (else one in all).")
    food_rounds_up: bool = Field(True, description="§5 step 1, §17.2: food and colony zombies per 2 survivors round up (else down).")
    helpless_count: bool = Field(True, description="§3, §17.2: helpless survivors eat and draw zombies like colony survivors.")
    noise_hits_at_most: int = Field(3, ge=0, le=6, description="§5 step 4c, §17.3: a noise token's action die adds a zombie at or below this.")
    noise_clears: bool = Field(True, description="§17.3: every noise token is cleared after its roll.")
    entrances_restart: bool = Field(True, description="§8.1, §17.4: each batch of zombies starts again at entrance 1 (else continues).")
    barricade_first: bool = Field(False, description="§8.1, §17.5: a barricade absorbs a zombie even where a space is free.")
    attack_same_place: bool = Field(True, description="§6.1, §17.6: a survivor attacks only survivors in its own place.")
    steal_at_random: bool = Field(True, description="§6.1, §17.6: the card taken from the wounded survivor's owner is random (else the attacker sees the hand and chooses).")
    lure_up_to: bool = Field(False, description="§6, §17.7: a lure moves up to 2 zombies (else exactly 2, from a place that has them).")
    lure_many_places: bool = Field(False, description="§6, §17.7: a lure may take its zombies from two places.")
    move_per_survivor: bool = Field(True, description="§7, §17.8: each survivor moves once a turn (else one move per player).")
    frostbite_own_turn: bool = Field(True, description="§9, §17.9: frostbite hurts at the start of its owner's turns (else of every turn).")
    frostbite_is_wound: bool = Field(True, description="§9: a frostbite wound counts toward the three that kill.")
    keep_unused_dice: bool = Field(False, description="§5, §17.10: unused action dice stay for the next round's turn (else are lost).")
    exile_tie_first_player: bool = Field(True, description="§12, §17.11: a tied exile vote goes as the first player voted (else fails).")
    wrong_exile_morale: int = Field(0, ge=0, le=3, description="§17.11: morale lost when the exiled player held no betrayal card (authored).")
    fallen_can_win: bool = Field(True, description="§13, §17.12: when the colony falls, secret objectives made for a fall can still win.")
    unchosen_back: bool = Field(True, description="§4 step 8, §17.13: the survivors not kept go back into the deck.")
    dice_count_helpless: bool = Field(False, description="§5 step 2: helpless survivors add action dice.")
    death_costs_die: bool = Field(False, description="§11.2: a survivor's death mid-round takes one of its owner's unused dice.")
    die_above_six: bool = Field(True, description="§7: food may raise a die above 6.")
    exiled_keep_out: bool = Field(True, description="§12: exiled survivors never enter the colony.")
    clockwise: bool = Field(True, description="§5 step 3: turns go clockwise from the first player (else counter-clockwise).")
    first_passes_left: bool = Field(True, description="§5 step 7: the first player token passes to the left (else to the right).")
    starvation_stays: bool = Field(
        True, description="§5 step 1: starvation tokens stay all game (else they are cleared when the colony is fed in full).")
    attack_zombie_same_place: bool = Field(
        True, description="§6.1: a survivor kills zombies only in its own place (else in any place).")
    steal_optional: bool = Field(
        True, description="§6.1: the attacker who wounds a survivor may take a card or not (else always takes one).")
    giving_voluntary: bool = Field(
        True, description="§7: a player asked for a card may give nothing (else gives one the asker can play, if any).")
    bite_stops_alone: bool = Field(
        True, description="§9.1: a bite with nobody else in its place stops (else it passes to the lowest-influence "
                          "survivor anywhere).")
    exile_moves_exposed: bool = Field(True, description="§12: an exile's moves outside roll for exposure (else they are safe).")
    min_players: int = Field(2, ge=1, le=5, description="§1: the fewest players of a game (the solo and two-player variants aside).")
    max_players: int = Field(5, ge=1, le=5, description="§1: the most players of a game.")
    # -------------------------------------------------------------- variants (§14)
    cooperative: bool = Field(False, description="§14 A: hard side, no secret objectives, no exile, non-co-op cards left out.")
    hard: bool = Field(False, description="§14 D: the main objective's hard side.")
    traitor: bool = Field(False, description="§14 C: one plain secret objective per player in the pool (with the betrayal card).")
    elimination: bool = Field(False, description="§14 E: a player whose last survivor dies is out.")
    starting_items: int = Field(5, ge=1, le=9, description="§4 step 6: starting items per player (7 in the two-player variant).")
    survivors_dealt: int = Field(4, ge=1, le=6, description="§4 step 8: survivor cards dealt per player.")
    survivors_kept: int = Field(2, ge=1, le=4, description="§4 step 8: survivors kept of those dealt (3 in the two-player variant).")
    # -------------------------------------------------------------- the table
    casual_undo: bool = Field(False, description="Undo may take back rolls and draws.")


LIKELY: dict[str, str] = {
    "§1 the player count": "min_players, max_players",
    "§2 the action dice are six-sided": "no rule: every action die is a d6 (the kernel's die)",
    "§2 the tracks on the colony board": "no rule: morale and rounds are numbers in the state",
    "§2 the decks' sizes": "content: the cards listed under assets/colony",
    "§3 helpless survivors counting": "helpless_count",
    "§3 how helpless survivors arrive": "content: card effects add them (the effects' `helpless`)",
    "§4 step 2 the scenario's morale and rounds": "content: each main objective's sides (objectives.yaml)",
    "§4 step 3 one betrayal card in all": "betrayal_per_player",
    "§4 step 8 the survivors not kept": "unchosen_back",
    "§5 step 2 survivor cards only roll dice": "dice_count_helpless",
    "§5 step 3 clockwise turns": "clockwise",
    "§5 unused dice at the end of a turn": "keep_unused_dice",
    "§5 phase 2 step 1 rounding, helpless included": "food_rounds_up, helpless_count",
    "§5 phase 2 step 1 starvation tokens stay": "starvation_stays",
    "§5 phase 2 step 4a colony zombies rounded up": "food_rounds_up",
    "§5 phase 2 step 4c the noise die": "noise_hits_at_most",
    "§5 phase 2 step 4c the noise token's own place": "no rule: a noise token belongs to a place, its zombie comes there",
    "§5 phase 2 step 4c noise cleared": "noise_clears",
    "§5 phase 2 step 7 the first player passes left": "first_passes_left",
    "§6 a search in the survivor's own place": "no rule: a survivor searches the deck of the place it stands in",
    "§6 a barricade on a free zombie space, the entrance chosen": "no rule: the player picks the colony's entrance",
    "§6 a lure's count and places": "lure_up_to, lure_many_places",
    "§6 lured zombies placed as arrivals": "no rule: lured zombies arrive as any zombies do (§8), overrun included",
    "§6.1 a zombie attacked in its own place": "attack_zombie_same_place",
    "§6.1 a survivor attacked in the same place": "attack_same_place",
    "§6.1 the card taken at random": "steal_at_random",
    "§6.1 the attacker may take a card": "steal_optional",
    "§7 a move per survivor": "move_per_survivor",
    "§7 a die above 6": "die_above_six",
    "§7 giving on request is voluntary": "giving_voluntary",
    "§8.1 each batch from entrance 1": "entrances_restart",
    "§8.1 free space, then barricade, then overrun": "barricade_first",
    "§8.2 one entrance outside": "content: each place's entrances (board.yaml)",
    "§8.3 ties for the lowest influence": "content: influence is distinct on every survivor card (tests/colony/test_content.py)",
    "§9 frostbite on its owner's turn, a wound": "frostbite_own_turn, frostbite_is_wound",
    "§9 the exposure die's faces": "content: the board's exposure faces (board.yaml)",
    "§9.1 a bite stops with nobody else there": "bite_stops_alone",
    "§11.2 the hand lost with the last survivor": "no rule: equipment has gone by the death's own rule before",
    "§11.2 no die lost for a death mid-round": "death_costs_die",
    "§12 the vote and a wrong exile": "exile_tie_first_player, wrong_exile_morale",
    "§12 an exile's moves roll for exposure": "exile_moves_exposed",
    "§12 exiles never enter the colony": "exiled_keep_out",
    "§13 winners when the colony falls": "fallen_can_win",
    "§14 A the cards marked non-cooperative": "content: a `non_coop` flag on objectives, crises, crossroads and items",
    "§14 solo play": "content: the solo mode (games/colony/start.py MODES)",
    "§15 a crossroads card's chooser": "not built: the active player chooses every crossroads card (no group vote)",
}
"""Every probable or unclear reading of the sheet, with the option that holds it (its default that
reading), or why none does: content authored as data, no rule in this engine, or not built."""


MODES: dict[Variant, dict[str, Any]] = {
    "standard": {},
    "cooperative": {"cooperative": True},
    "two-player": {"cooperative": True, "starting_items": 7, "survivors_kept": 3},
    "traitor": {"traitor": True},
    "hardcore": {"hard": True},
    "elimination": {"elimination": True},
    "solo": {"cooperative": True, "starting_items": 7, "survivors_kept": 3},
}
"""The variants of §14 as presets of the rule options (solo: the co-op game with the two-player
hand, one player holding the bigger group; the sheet has no solo rules)."""
