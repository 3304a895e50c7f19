"""Rule options: every reading of the rules that players may reasonably disagree on.

Defaults are the readings documented in docs/rules.md. The set-up screen and `--option NAME=VALUE`
list and change them; they are saved with the game. These are the family's; a setting extends the
model with its own readings and gives it to its ruleset (`family_ruleset(options=…)`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict, Field

if TYPE_CHECKING:
    from zombie_table.kernel.ruleset import Ruleset


class RuleOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    danger_thresholds: tuple[int, int, int] = Field(
        (7, 19, 43), description="XP at which Yellow, Orange and Red are reached."
    )
    count_spawn_tokens: bool = Field(
        True, description="The spawn loss counts active tokens (not zones holding active tokens)."
    )
    noise_moves_when_reached: bool = Field(
        True, description="Zombies reaching the noise token's zone move it at once (mid-phase)."
    )
    noise_reached_by_standing: bool = Field(
        False, description="Zombies already standing in a zone where noise is made count as reaching it."
    )
    companions_count_as_survivors: bool = Field(
        True, description="Companions count as survivors for 'most survivors' and zombie targeting."
    )
    lone_companions_targeted: bool = Field(
        True, description="Companions not yet recruited are attacked and chased like survivors."
    )
    escaped_set_danger: bool = Field(
        True, description="Survivors who escaped still count for the danger level the spawns read (Outpost: only those in play)."
    )
    dynamite_own_zone: bool = Field(False, description="Dynamite may be thrown into the thrower's own zone.")
    explosive_expert_roll: int = Field(6, ge=1, le=6, description="Explosive Expert keeps the dynamite on this roll or more.")
    leap_one_zone: bool = Field(True, description="Leap may also move a single zone (not only exactly two).")
    feats_count_after_award: bool = Field(
        True, description="After a bounty is earned, only later actions count toward the next feat."
    )
    escape_after_earlier_stages: bool = Field(
        True, description="Survivors may escape only once every earlier objective stage is complete."
    )
    slippery_ignores_zombie_stop: bool = Field(
        True, description="A Slippery survivor's move does not end on entering a zone with zombies."
    )
    taunt_attacks_taunter: bool = Field(True, description="Taunted zombies attack the taunter when they reach it.")
    ultrared: bool = Field(False, description="Ultrared mode: keep gaining XP and skills after Red.")
    casual_undo: bool = Field(False, description="Undo may take back actions that rolled dice or drew cards.")
    round_limit: int = Field(60, ge=1, description="Safety net: a game still running after this many rounds is lost.")


OPTIONS = "options"
"""The ruleset catalogue holding its options model (`model`)."""


def options_model(ruleset: "Ruleset") -> type[RuleOptions]:
    """The rule options of a ruleset's games: the family's, or the setting's extension of them."""
    return ruleset.kinds[OPTIONS]["model"]
