"""Roadside's rule options: every point the reference leaves open and every §18 contradiction,
named, with the reference's default (docs/rules.md, "Roadside")."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class RoadsideOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    empty_means_no_standee: bool = Field(
        True, description="§8.2: a left space gets a zombie token only when no other standee stays there (else always).")
    fuel_pass_counts_step: bool = Field(True, description="§9.2a: a space passed through with fuel still uses a step.")
    respawn: bool = Field(True, description="§12.4/§18.2: a wiped-out team starts again with a new character (else the player is out).")
    physical_dice_cap: bool = Field(False, description="§2: a pool rolls at most the box's dice of each colour.")
    tokens_return_to_bag: bool = Field(False, description="§5.5: fought zombie tokens go back into the bag (else out of the game).")
    play_for_places: bool = Field(True, description="§15.1: with more than three players, the others play on for later places.")
    rescue_enters_location: bool = Field(True, description="§12.3: a location space may be entered only to rescue a trapped follower.")
    resource_cap: int = Field(10, ge=1, description="§9, §17.9: the highest value of each resource track (authored).")
    vote_ties_pass: bool = Field(True, description="§17.8: a tied vote goes the active player's way (authored).")
    casual_undo: bool = Field(False, description="Undo may take back rolls and draws.")
    turn_limit: int = Field(400, ge=1, description="Safety net: a race still running after this many turns ends with no winner.")
