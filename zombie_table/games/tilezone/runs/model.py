"""A run as saved: its seed, its team as it stands, the missions played and the reward on offer."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

RUN_VERSION = 1


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Member(Strict):
    """One survivor of the team between missions."""

    survivor: str
    name: str
    player: str
    xp: int = Field(0, ge=0)
    skills: list[str] = Field(default_factory=list, description="Skills won beyond the survivor's blue ones.")
    cards: dict[str, str] | None = Field(
        None, description="Slot -> card id carried into the next mission; None before the first (the usual start).")
    wounds: int = Field(0, ge=0)
    alive: bool = True
    died: str | None = Field(None, description="Where and to what the survivor died.")


class Leg(Strict):
    """One mission of the run, once it has been played (or while it is)."""

    number: int
    mission: str
    title: str
    difficulty: str
    seed: int
    save: str | None = Field(None, description="The mission's autosave while it is being played.")
    result: Literal["victory", "defeat"] | None = None
    cause: str = ""
    rounds: int = 0
    kills: int = 0
    wounds: int = 0
    deaths: list[str] = Field(default_factory=list)
    layout: list[list[str]] = Field(default_factory=list)
    picture: list[str] = Field(default_factory=list, description="The mission's map drawn small, as it was set up.")


class Reward(Strict):
    kind: Literal["equipment", "skill", "rest", "ally"]
    label: str
    ally: str | None = Field(None, description="The setting recipe's ally (a companion, a guard) for the next mission.")
    card: str | None = None
    survivor: str | None = None
    skill: str | None = None


class Run(Strict):
    version: int = RUN_VERSION
    id: str
    setting: str
    seed: int
    length: int = Field(ge=1, le=12)
    daily: str | None = Field(None, description="The date of a daily run.")
    team: list[Member]
    legs: list[Leg] = Field(default_factory=list)
    offer: list[Reward] = Field(default_factory=list, description="Rewards on offer at camp, one to take.")
    allies: list[str] = Field(default_factory=list, description="Allies won at camp, joining the next mission only.")
    status: Literal["active", "won", "lost"] = "active"

    @property
    def alive(self) -> list[Member]:
        return [m for m in self.team if m.alive]

    @property
    def next_number(self) -> int:
        return sum(1 for leg in self.legs if leg.result is not None) + 1
