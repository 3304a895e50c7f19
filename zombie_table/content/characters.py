"""Zombie types, survivors, classes, the skill catalogue and a setting's rule data."""

from __future__ import annotations

import re
from enum import Enum
from typing import Literal

from pydantic import Field, field_validator, model_validator

from zombie_table.content.cards import Attack, Name
from zombie_table.content.common import Setting, Strict
from zombie_table.content.missions import Loss
from zombie_table.content.tiles import Feature, ZoneKind

SKILL_REF = re.compile(r"^(?P<family>[a-z0-9_]+)(?::(?P<param>[a-z0-9_]+(?::[a-z0-9_]+){0,2}))?$")
"""'family', 'family:param', or a skill naming another skill with its own parameter ('guards:freeze:ranged')."""


class ZombieType(Strict):
    id: str = Field(pattern=r"^[a-z_]+$")
    name: str
    letter: str = Field(min_length=1, max_length=1, description="Map letter, e.g. 'W'.")
    actions: int = Field(1, ge=1, le=10, description="Actions per activation (runners: 2).")
    damage_to_kill: int = Field(ge=1, le=10, description="Minimum damage of one hit that kills it.")
    wounds: int = Field(1, ge=1, le=10, description="Wounds dealt per attack.")
    xp: int = Field(ge=0, le=100)
    priority: int = Field(ge=1, le=20, description="Ranged target priority; 1 is hit first.")
    pool: int = Field(ge=0, le=500, description="Miniatures in the box: the most that can be on the board.")
    abomination: bool = False
    dynamite_kills: bool = True
    armour_piercing: bool = Field(False, description="Armour rolls never stop its wounds.")
    ignores_ramparts: bool = Field(False, description="Climbs on and off ramparts anywhere, without stairs.")
    necromancer: bool = Field(False, description="Never moves itself: pushes its spawn token toward the ward instead.")
    crypt_drop: bool = Field(False, description="Leaves a crypt weapon face down where it dies.")


class ZombiesFile(Strict):
    kind: Literal["zombies"] = "zombies"
    setting: Setting
    types: list[ZombieType]


class SkillTree(Strict):
    blue: list[str] = Field(min_length=1, max_length=2, description="Skills from the start (a second one: Winter's guard skill).")
    yellow: list[str] = Field(min_length=1, max_length=1)
    orange: list[str] = Field(min_length=2, max_length=2, description="Choose one of two.")
    red: list[str] = Field(min_length=3, max_length=3, description="Choose one of three.")

    @field_validator("blue", "yellow", "orange", "red")
    @classmethod
    def _refs(cls, items: list[str]) -> list[str]:
        for item in items:
            if not SKILL_REF.match(item):
                raise ValueError(f"{item!r} is not a skill reference 'family' or 'family:param'")
        return items

    def level(self, name: str) -> list[str]:
        return list(getattr(self, name))


class Survivor(Strict):
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    survivor_class: str = Field(alias="class", description="Class id from the setting file.")
    favourite: Name = Field(description="Weapon kind the favourite slot takes (one of the setting's `weapon_kinds`), or 'any'.")
    skills: SkillTree
    starts_with: list[str] = Field(default_factory=list, description="Extra equipment card ids dealt at set-up.")
    body: list[str] = Field(
        default_factory=list,
        description="Cards (ids) or weapon kinds the body slot takes besides body cards; one held there counts as in hand.",
    )
    blurb: str = ""


class SurvivorsFile(Strict):
    kind: Literal["survivors"] = "survivors"
    setting: Setting
    survivors: list[Survivor]


class GuardSkillCard(Strict):
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    skill: str = Field(description="The guard skill it grants, a reference 'guards:<skill>'.")
    text: str = ""

    @field_validator("skill")
    @classmethod
    def _ref(cls, ref: str) -> str:
        if not SKILL_REF.match(ref):
            raise ValueError(f"{ref!r} is not a skill reference")
        return ref


class GuardsFile(Strict):
    """A setting's guards: the miniatures, what one guard rolls when commanded, the optional skill cards."""

    kind: Literal["guards"] = "guards"
    setting: Setting
    name: str = Field(description="What one guard is called.")
    pool: int = Field(ge=0, le=100, description="Guard miniatures in the box.")
    sculpts: list[str] = Field(default_factory=list, description="Names of the sculpts (the map may tell them apart).")
    melee: Attack = Field(description="One guard's part of a commanded melee action (its dice are per guard).")
    ranged: Attack = Field(description="One guard's part of a commanded ranged action (its dice are per guard).")
    skill_cards: list[GuardSkillCard] = Field(default_factory=list)
    text: str = ""


class SkillParam(str, Enum):
    none = "none"
    action = "action"  # combat, melee, ranged, move, search
    equipment = "equipment"  # a card id or a weapon kind
    zombie = "zombie"  # a zombie type
    skill = "skill"  # another skill reference
    machine = "machine"  # a machine kind of the setting, or 'all'
    number = "number"  # a whole number (armour points)


class SkillFamily(Strict):
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str = Field(description="Display name; '{param}' is replaced by the parameter.")
    param: SkillParam = SkillParam.none
    text: str
    names: dict[str, str] = Field(default_factory=dict, description=(
        "Display names of the skill with particular parameters, instead of `name` (one rule that "
        "players know under several names: dual_kind with melee is Blade Dancer)."))
    reach: int | None = Field(None, ge=0, le=9, description=(
        "For a skill zombies set off by spawning (Combat Reflexes, Sidestep): the farthest range, in "
        "zones the survivor sees, a spawn sets it off at; empty: any zone in sight."))
    any_skill_params: list[str] = Field(default_factory=list, description=(
        "Parameters Ultrared's \"any skill\" offers this family with, each as 'family:param' (['melee', "
        "'ranged'] on plus_die offers +1 die: Melee and +1 die: Ranged). A family that takes a "
        "parameter is otherwise offered only as the survivor cards print it."))


class SkillsFile(Strict):
    kind: Literal["skills"] = "skills"
    setting: Setting
    skills: list[SkillFamily]


class DangerLevel(Strict):
    id: str
    name: str
    min_xp: int = Field(ge=0, le=10_000)


class Inventory(Strict):
    hand: int = Field(2, ge=0, le=10)
    favourite: int = Field(0, ge=0, le=10)
    body: int = Field(0, ge=0, le=10)
    backpack: int = Field(3, ge=0, le=20)


class SurvivorClass(Strict):
    id: str
    name: str
    health_bonus: int = Field(0, ge=0, le=10)
    abilities: list[str] = Field(default_factory=list, description="Skill references granted by the class.")
    searches_only: list[Feature] = Field(
        default_factory=list, description="Survivors of this class search only zones with one of these features (e.g. [security]).")
    text: str = ""


class Machine(Strict):
    """A machine survivors operate: its own attack and skills (the operator's skills never apply)."""

    name: str
    attack: Attack | None = None
    second_attack: Attack | None = Field(
        None, description="An attack of the other mode beside `attack` (a machine with a cutter arm and a gun).")
    skills: list[str] = Field(default_factory=list)
    move_cost: int = Field(3, ge=1, le=10, description="Actions to move it one zone, paid together.")
    text: str = ""

    @model_validator(mode="after")
    def _modes_differ(self) -> "Machine":
        if self.second_attack is not None and (self.attack is None or self.second_attack.mode == self.attack.mode):
            raise ValueError("second_attack goes beside an attack of the other mode")
        return self

    def attacks(self) -> list[Attack]:
        return [a for a in (self.attack, self.second_attack) if a is not None]

    def attack_for(self, mode: str) -> Attack | None:
        """Its attack of that mode (melee, ranged), if it has one."""
        return next((a for a in self.attacks() if a.mode.value == mode), None)


class SettingRules(Strict):
    kind: Literal["setting"] = "setting"
    id: Setting
    name: str
    blurb: str
    actions: int = Field(3, ge=1, le=10)
    health: int = Field(2, ge=1, le=20)
    danger_levels: list[DangerLevel] = Field(min_length=4, max_length=4)
    xp_word: str = Field("XP", max_length=12, description="What the setting calls experience points (e.g. 'AP').")
    health_word: str = Field("health", max_length=12, description="What the setting calls a survivor's health (Outpost: 'armour').")
    wound_word: str = Field("wound", max_length=12, description="What the setting calls one wound (Outpost: 'damage').")
    wound_plural: str | None = Field(None, max_length=12, description="Its plural, when it does not just take an s ('damage').")
    inventory: Inventory
    search_kinds: list[ZoneKind] = Field(default_factory=lambda: [ZoneKind.room])
    friendly_fire: bool = True
    split_groups: bool = Field(True, description="Zombie groups split on equal options.")
    zombie_link_cards: list[Literal["extra_activation", "siege"]] = Field(
        default_factory=lambda: ["extra_activation"],
        description="Zombie card kinds that give survivors with Zombie Link their extra turn.")
    whole_attacks: bool = Field(
        False, description="Each zombie's attack goes whole to one target (its wounds are never split between survivors)."
    )
    natural_one_misses: bool = Field(
        False, description="An attack die showing 1 always misses, whatever is added to the roll (Winter).")
    targeting: Literal["noise_token", "noisiest_reachable", "noisiest"] = "noise_token"
    noise: Literal["single_token", "tokens"] = "single_token"
    medic_xp: int = Field(0, ge=0, le=5, description="Experience the Medic skill earns per wound it heals (Winter: 1 AP).")
    start_noise: bool = Field(
        True, description="Set-up lays a noise token in the first starting zone when the mission names none.")
    ladder_between: list[ZoneKind] = Field(
        default_factory=list, max_length=2, description="The two zone kinds a rope ladder survivors lay may join through "
        "a wall (Winter: street and rampart); `validate` counts such joins as ways in.")
    largest_team: int = Field(
        12, ge=1, le=12, description="The most survivors a mission of the setting may take (Outpost: 6, its rules for "
        "bigger teams not being implemented).")
    lose_at_active_spawns: int | None = Field(7, ge=1, le=100)
    losses: list[Loss] = Field(default_factory=list, description="Losses every mission of the setting has, beside its own `defeat`.")
    classes: list[SurvivorClass] = Field(default_factory=list)
    weapon_kinds: list[Name] = Field(min_length=1, max_length=30, description="The setting's kinds of weapon (cards' `kind`, favourite slots).")
    ammo: list[Name] = Field(default_factory=list, max_length=30, description="The setting's ammunition types (cards' `ammo`).")
    favourite_takes: dict[Name, list[Name]] = Field(
        default_factory=dict,
        description="Weapon kinds a favourite slot of a kind takes besides its own (e.g. rifle: [shotgun]).",
    )
    starting_equipment: dict[Name, str] = Field(
        default_factory=dict, description="Starting card per favourite slot type."
    )
    machines: dict[str, "Machine"] = Field(default_factory=dict, description="Machines by id (e.g. 'gatling').")
    improvised: dict[Literal["melee", "ranged"], Attack] = Field(
        default_factory=dict, description="Stat lines of the improvised-weapon skills."
    )

    def class_name(self, class_id: str) -> str:
        """A survivor class's display name (`faithful` → `Devout`): the one name players read, on
        every screen and in every command; an id the setting lacks is shown as it is."""
        return next((c.name for c in self.classes if c.id == class_id), class_id)

    def class_names(self, class_ids: list[str]) -> str:
        """Class display names joined with commas (`Not allowed: Settler, Devout`)."""
        return ", ".join(self.class_name(c) for c in class_ids)
