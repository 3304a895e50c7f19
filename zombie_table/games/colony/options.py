"""Colony's rule options: every point the reference sheet leaves open (its §17 list and each
reading it marks as probable), named, with the reference's reading as the default; and the
variants of §14 as switches (docs/rules.md, "Colony")."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


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
