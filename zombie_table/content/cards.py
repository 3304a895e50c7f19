"""Equipment cards and zombie (spawn) cards."""

from __future__ import annotations

from enum import Enum
from functools import cached_property
from typing import Annotated, Literal, Union

from pydantic import Field, model_validator

from zombie_table.content.common import Setting, Strict
from zombie_table.content.missions import NoiseLevel


Name = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=40)]
"""A lower-case name the setting's own files define (a weapon kind, an ammunition type)."""


class CardGroup(str, Enum):
    starting = "starting"  # handed out at set-up by favourite weapon type; never reshuffled
    classic = "classic"  # the equipment deck
    bounty = "bounty"  # the public bounty deck, earned by feats or rewards; never reshuffled
    crypt = "crypt"  # a deck of its own, dealt by rewards and by slain abominations and necromancers
    oxygen = "oxygen"  # set aside: the pile survivors take from in an oxygen supply room, where discards return
    prototype = "prototype"  # set aside: dealt at random by objectives that give a prototype


class AttackMode(str, Enum):
    melee = "melee"
    ranged = "ranged"
    magic = "magic"  # combat spells: resolved as ranged attacks (sight, range, target priority, friendly fire)


class Trait(str, Enum):
    """The names of the card traits the family's rules read. A card lists its traits as plain
    names: which ones a setting's cards may carry is its ruleset's catalogue of implemented
    traits (`zombie-table validate` checks), so a setting can add its own."""

    dual = "dual"
    reload = "reload"
    usable_in_backpack = "usable_in_backpack"
    fanning_6 = "fanning_6"  # fanning with this pistol needs 6+
    knife = "knife"  # +1 die to another equipped melee weapon (two knives boost each other)
    kills_all = "kills_all"  # dynamite: every character in the target zone dies
    thrown_from_backpack = "thrown_from_backpack"
    discard_on_use = "discard_on_use"


class CardEffect(str, Enum):
    """Item effects, each implemented by one engine rule."""

    holy_water = "holy_water"  # move or destroy spawn tokens at range 0-1 in sight
    water = "water"  # discard for XP; holy water for the faithful
    plenty_of_ammo = "plenty_of_ammo"  # re-roll for weapons of its ammo type
    food = "food"  # eaten (discarded) for its XP
    healing = "healing"  # enchantment: heals a survivor in sight
    leap = "leap"  # enchantment: the Leap skill for one move
    repulse = "repulse"  # enchantment: pushes the zombies of a zone in sight one zone away
    sprint = "sprint"  # enchantment: the Sprint skill for one move


class Attack(Strict):
    mode: AttackMode
    range: tuple[int, int] = Field((0, 0), description="Minimum and maximum range in zones.")
    dice: int = Field(ge=0, le=20)
    accuracy: int = Field(ge=1, le=6, description="Each die at or above this value is a success.")
    damage: int = Field(ge=0, le=10)
    noise: NoiseLevel | None = Field(None, description="Noise made each time an action uses this card.")

    @model_validator(mode="after")
    def _range_order(self) -> "Attack":
        lo, hi = self.range
        if lo < 0 or hi < lo or hi > 20:
            raise ValueError(f"range {lo}-{hi} must satisfy 0 <= min <= max <= 20")
        if self.mode is AttackMode.melee and hi > 1:
            raise ValueError("melee attacks reach at most one zone (range 0-0, or 1-1 / 0-1 for a polearm)")
        return self


class Feat(Strict):
    """A bounty card's task; the first survivor to meet the top card's feat earns it."""

    kills: int = Field(ge=1, le=50, description="Zombies killed in one survivor turn.")
    weapon_kind: Name | None = Field(None, description="Only kills made with this kind of weapon count (a weapon kind of the setting).")
    zombie_type: str | None = Field(None, description="Only kills of this zombie type count.")
    from_balcony: bool = Field(False, description="Only kills made from a balcony count.")
    in_one_action: bool = Field(False, description="The kills must come from a single action.")
    text: str


class Ambush(Strict):
    """What a search card of the 'Aaahh!!' kind brings: zombies in the searcher's zone."""

    type: str = Field(description="Zombie type id.")
    count: int = Field(1, ge=1, le=10)
    in_mold: bool = Field(False, description="The zombies come out of every active mold zone instead of the searcher's zone.")


class EquipmentCard(Strict):
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str
    group: CardGroup
    count: int = Field(ge=1, le=50, description="Copies of this card in its group.")
    kind: Name | None = Field(None, description="Weapon kind, one of the setting's `weapon_kinds`; empty for items.")
    attack: Attack | None = None
    ammo: Name | None = Field(None, description="Ammunition type, one of the setting's `ammo`.")
    traits: list[Annotated[str, Field(pattern=r"^[a-z0-9_]+$")]] = Field(
        default_factory=list, description="Trait names; each must be one the setting's rules implement (see the authoring guide)."
    )
    effect: CardEffect | None = None
    xp: int = Field(0, ge=0, le=100, description="XP for discarding the card (water), or for eating it (food).")
    armour: int | None = Field(None, ge=2, le=6, description="Armour roll: each die at or above this value stops one wound.")
    body: bool = Field(False, description="Worn in the body slot (armour), where alone it works; never held in hand.")
    skills: list[str] = Field(
        default_factory=list,
        description="Skill references the card grants: a weapon's while attacking with it, another card's while it is held or worn.",
    )
    ambush: Ambush | None = Field(None, description="A search card that brings zombies instead of equipment.")
    feat: Feat | None = Field(None, description="Bounty cards: the feat on the card's back.")
    text: str = Field("", description="The card's rules text in the project's words.")

    @model_validator(mode="after")
    def _shape(self) -> "EquipmentCard":
        if (self.kind is None) != (self.attack is None):
            raise ValueError("a weapon needs both 'kind' and 'attack'; an item has neither")
        if self.group is CardGroup.bounty and self.feat is None:
            raise ValueError("a bounty card needs a 'feat'")
        if self.ambush is not None and (self.attack is not None or self.armour is not None):
            raise ValueError("a card that brings zombies is nothing else")
        if self.effect is CardEffect.plenty_of_ammo and self.ammo is None:
            raise ValueError("plenty of ammo needs the 'ammo' it re-rolls for")
        return self

    @property
    def is_weapon(self) -> bool:
        return self.attack is not None


class EquipmentFile(Strict):
    kind: Literal["equipment"] = "equipment"
    setting: Setting
    cards: list[EquipmentCard]


SpawnCount = Annotated[int, Field(ge=0, le=50)]


class SpawnCard(Strict):
    kind: Literal["spawn"] = "spawn"
    number: int = Field(ge=1, le=999)
    type: str = Field(description="Zombie type id.")
    counts: tuple[SpawnCount, SpawnCount, SpawnCount, SpawnCount] = Field(description="Zombies placed at Blue, Yellow, Orange, Red.")


class ExtraActivationCard(Strict):
    kind: Literal["extra_activation"] = "extra_activation"
    number: int = Field(ge=1, le=999)
    type: str = Field(description="Every zombie of this type activates at once (nothing at Blue).")


class AbominationCard(Strict):
    kind: Literal["abomination"] = "abomination"
    number: int = Field(ge=1, le=999)
    levels: tuple[bool, bool, bool, bool] = Field(
        (True, True, True, True), description="Whether the card acts at Blue, Yellow, Orange, Red."
    )


class SiegeCard(Strict):
    """Nothing spawns at the drawing zone: the type spawns in every corruption zone, then zombies
    beside a rampart climb it if their way is barred by it (a setting with corruption and ramparts reads it)."""

    kind: Literal["siege"] = "siege"
    number: int = Field(ge=1, le=999)
    type: str = Field(description="Zombie type id.")
    counts: tuple[SpawnCount, SpawnCount, SpawnCount, SpawnCount] = Field(description="Zombies per corruption zone at Blue, Yellow, Orange, Red.")


class NecromancerCard(Strict):
    """The necromancer arrives at the drawing zone (a setting with necromancers reads it)."""

    kind: Literal["necromancer"] = "necromancer"
    number: int = Field(ge=1, le=999)
    levels: tuple[bool, bool, bool, bool] = Field(
        (True, True, True, True), description="Whether the card acts at Blue, Yellow, Orange, Red."
    )


class MoldCard(Strict):
    """Nothing spawns at the drawing zone: the type spawns in every active mold zone (a setting with
    mold reads it)."""

    kind: Literal["mold"] = "mold"
    number: int = Field(ge=1, le=999)
    type: str = Field(description="Zombie type id.")
    counts: tuple[SpawnCount, SpawnCount, SpawnCount, SpawnCount] = Field(description="Zombies per active mold zone at Blue, Yellow, Orange, Red.")


ZombieCard = Annotated[Union[SpawnCard, ExtraActivationCard, AbominationCard, SiegeCard, NecromancerCard, MoldCard], Field(discriminator="kind")]


class Summons(Strict):
    type: str = Field(description="Zombie type brought from the supply.")
    count: int = Field(1, ge=1, le=20)


class AbominationProfile(Strict):
    id: str
    type: str = Field(description="The zombie type id this abomination spawns as.")
    name: str
    text: str
    summons: Summons | None = Field(
        None, description="Zombies put in its zone when it is placed and whenever it takes an extra activation."
    )
    optional: bool = Field(False, description="Only in a setting's optional abomination deck mode.")


class NecromancerProfile(Strict):
    id: str
    type: str = Field(description="The zombie type id this necromancer spawns as.")
    name: str
    text: str
    optional: bool = Field(False, description="Only in a setting's optional necromancer deck mode (the others are reference cards).")


class ZombieDeckFile(Strict):
    kind: Literal["zombie_deck"] = "zombie_deck"
    setting: Setting
    cards: list[ZombieCard]
    abominations: list[AbominationProfile] = Field(description="The abomination deck.")
    necromancers: list[NecromancerProfile] = Field(default_factory=list, description="The optional necromancer deck.")

    @cached_property
    def by_id(self) -> dict[str, ZombieCard]:
        """The cards by their id in a game's deck ("z" and the card's number), in file order."""
        return {f"z{c.number}": c for c in self.cards}

    @model_validator(mode="after")
    def _unique_numbers(self) -> "ZombieDeckFile":
        numbers = [c.number for c in self.cards]
        dupes = sorted({n for n in numbers if numbers.count(n) > 1})
        if dupes:
            raise ValueError(f"zombie card numbers used twice: {dupes}")
        return self
