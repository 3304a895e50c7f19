"""The mission format: layout of tiles, placements, and typed win/loss conditions and special rules."""

from __future__ import annotations

import re
from enum import Enum
from typing import Annotated, Literal, Union

from pydantic import Field, field_validator

from zombie_table.content.common import Setting, Strict

_ZONE_REF = re.compile(r"^[0-9]+[A-Z]:[A-Za-z0-9_]+$")
_TILE_SLOT = re.compile(r"^(?P<id>[0-9]+[A-Z])(?:@(?P<rot>0|90|180|270))?$")


def _check_zone_ref(ref: str) -> str:
    if not _ZONE_REF.match(ref):
        raise ValueError(f"{ref!r} is not a zone reference of the form TILE:ZONE (e.g. '2R:s')")
    return ref


ZoneRef = Annotated[str, Field(description="A zone as TILE:LABEL, e.g. '2R:s'.", pattern=_ZONE_REF.pattern)]


class Difficulty(str, Enum):
    easy = "easy"
    medium = "medium"
    hard = "hard"
    very_hard = "very_hard"


class SpawnKind(str, Enum):
    starting = "starting"  # always first, always active
    mobile = "mobile"  # always active; may be moved to the starting zone
    abomination = "abomination"  # active only while an abomination is on the board
    corpse_pile = "corpse_pile"  # revealed on first entry, destroyed by holy water
    numbered = "numbered"  # numbered spawn zones of the settings that use them


class ObjectiveColor(str, Enum):
    red = "red"
    blue = "blue"
    green = "green"


class NoiseLevel(str, Enum):
    bang = "bang"
    boom = "boom"


class ObjectivePlacement(Strict):
    zone: ZoneRef
    color: ObjectiveColor = ObjectiveColor.red
    count: int = Field(1, ge=1, description="Tokens stacked in this zone.")
    hidden: bool = Field(False, description="Face down: shows red until taken (blue/green shuffled in).")


class SpawnPlacement(Strict):
    zone: ZoneRef
    kind: SpawnKind
    number: int | None = Field(None, ge=1, description="Numbered spawns only: the spawn order.")
    active: bool | None = Field(None, description="Override the kind's starting state.")


class ZombiePlacement(Strict):
    zone: ZoneRef
    type: str = Field(description="A zombie type id of the setting, e.g. 'walker'.")
    count: int = Field(1, ge=1)


class NoisePlacement(Strict):
    zone: ZoneRef
    level: NoiseLevel = NoiseLevel.bang


class TokenPlacement(Strict):
    kind: str = Field(description="A setting token such as 'wagon' or 'gatling'.")
    zone: ZoneRef


class CompanionPlacement(Strict):
    zone: ZoneRef
    survivor_class: str = Field(alias="class", description="Class of the companion placed here.")
    count: int = Field(1, ge=1)


# --- victory and defeat conditions -------------------------------------------------------------


class TakeObjectives(Strict):
    kind: Literal["take_objectives"] = "take_objectives"
    color: ObjectiveColor | None = Field(None, description="Only objectives of this colour; all when empty.")


class Escape(Strict):
    kind: Literal["escape"] = "escape"


class SurviveRounds(Strict):
    kind: Literal["survive_rounds"] = "survive_rounds"
    rounds: int = Field(ge=1)


class KillAll(Strict):
    kind: Literal["kill_all"] = "kill_all"
    type: str | None = None


Goal = Annotated[Union[TakeObjectives, Escape, SurviveRounds, KillAll], Field(discriminator="kind")]


class SurvivorLost(Strict):
    kind: Literal["survivor_lost"] = "survivor_lost"


class ActiveSpawns(Strict):
    kind: Literal["active_spawns"] = "active_spawns"
    at_least: int = Field(ge=1)


class RoundLimit(Strict):
    kind: Literal["round_limit"] = "round_limit"
    rounds: int = Field(ge=1, description="The game is lost when this round ends unfinished.")


class ObjectivesImpossible(Strict):
    kind: Literal["objectives_impossible"] = "objectives_impossible"


Loss = Annotated[Union[SurvivorLost, ActiveSpawns, RoundLimit, ObjectivesImpossible], Field(discriminator="kind")]


# --- named special rules ---------------------------------------------------------------------------


class ObjectiveReward(Strict):
    """Taking an objective gives XP and, optionally, the top bounty weapon and a free reorganise."""

    kind: Literal["objective_reward"] = "objective_reward"
    xp: int = Field(5, ge=0)
    bounty: bool = False
    colors: list[ObjectiveColor] = Field(default_factory=list, description="Colours this applies to; all if empty.")


class CardGift(Strict):
    deck: str = Field(description="'equipment' (drawn from the deck) or 'starting' (the player picks one).")
    card: str | None = Field(None, description="A card id; for 'starting', empty means the player's choice.")
    count: int = Field(1, ge=1)


class SetupGift(Strict):
    """At set-up the first player takes these cards and hands them to their survivors."""

    kind: Literal["setup_gift"] = "setup_gift"
    cards: list[CardGift]


SpecialRule = Annotated[Union[ObjectiveReward, SetupGift], Field(discriminator="kind")]


class Mission(Strict):
    kind: Literal["mission"] = "mission"
    id: str = Field(pattern=r"^[a-z]+-m[0-9]+$", description="'<setting>-m<N>'.")
    setting: Setting
    title: str
    difficulty: Difficulty
    players: tuple[int, int] = Field((1, 6), description="Fewest and most players (people).")
    survivors: tuple[int, int] = Field((1, 6), description="Fewest and most survivors in the team.")
    duration: int = Field(ge=1, description="Typical playing time in minutes.")
    briefing: str
    objectives_text: list[str] = Field(description="The objectives as players read them, in order.")
    special_rules_text: list[str] = Field(default_factory=list, description="Special rules as players read them.")
    layout: list[list[str | None]] = Field(
        description="Tile grid, rows top to bottom; each slot 'ID' or 'ID@90' (clockwise), or null for a gap."
    )
    start: list[ZoneRef] = Field(min_length=1, description="Survivors' starting zone(s).")
    exit: ZoneRef | None = None
    objectives: list[ObjectivePlacement] = Field(default_factory=list)
    spawns: list[SpawnPlacement] = Field(default_factory=list)
    zombies: list[ZombiePlacement] = Field(default_factory=list)
    noise: NoisePlacement | None = Field(None, description="Defaults to Bang! in the first starting zone.")
    tokens: list[TokenPlacement] = Field(default_factory=list)
    companions: list[CompanionPlacement] = Field(default_factory=list)
    forbidden_classes: list[str] = Field(default_factory=list)
    victory: list[list[Goal]] = Field(
        min_length=1, description="Stages in order; every goal of a stage must hold once the earlier stages have."
    )
    defeat: list[Loss] = Field(default_factory=list, description="Losses beyond the setting's standard ones.")
    rules: list[SpecialRule] = Field(default_factory=list)

    @field_validator("layout")
    @classmethod
    def _slots(cls, rows: list[list[str | None]]) -> list[list[str | None]]:
        if not rows or not any(rows):
            raise ValueError("the layout has no tiles")
        seen: set[str] = set()
        for row in rows:
            for slot in row:
                if slot is None:
                    continue
                m = _TILE_SLOT.match(slot)
                if not m:
                    raise ValueError(f"{slot!r} is not 'ID' or 'ID@ROTATION' (rotation 0, 90, 180 or 270)")
                number = re.match(r"\d+", m["id"]).group()  # type: ignore[union-attr]
                if number in seen:
                    raise ValueError(f"tile {number} is used twice (a tile has only one face up)")
                seen.add(number)
        return rows

    def slots(self) -> list[tuple[int, int, str, int]]:
        """(row, col, tile id, rotation) for every filled slot."""
        out = []
        for r, row in enumerate(self.layout):
            for c, slot in enumerate(row):
                if slot is None:
                    continue
                m = _TILE_SLOT.match(slot)
                assert m
                out.append((r, c, m["id"], int(m["rot"] or 0)))
        return out
