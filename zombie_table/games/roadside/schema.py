"""Content models of Roadside, the space-board survival race (the rules reference of the
space-board race, cited by section). Content only: what the files may say, checked with the line that says
it; the rules that read them live in `games/roadside/`.

Encounter challenges and effects, location requirements and survivor abilities are small tagged
vocabularies (a `kind` field each): every card is played by that vocabulary, none by code of its own.
"""

from __future__ import annotations

from enum import Enum
from typing import Annotated, ClassVar, Literal, Union

from pydantic import Field, model_validator

from zombie_table.content.common import Id, Strict
from zombie_table.games.entries import Entry
from zombie_table.games.guide import Guided



class Resource(str, Enum):
    food = "food"
    fuel = "fuel"
    ammo = "ammo"


class SpaceKind(str, Enum):
    start = "start"
    resource = "resource"
    location = "location"
    plain = "plain"


# ------------------------------------------------------------------------------------------ map
class Space(Strict):
    id: Id
    name: str = Field("", description="shown on the map; locations and starts carry one")
    kind: SpaceKind
    icons: list[Resource] = Field(default_factory=list, description="resource icons; one encounter card each (§9)")
    x: int = Field(le=25, description="column on the drawn map (its coordinate's letter, A for 0)")
    y: int = Field(description="row on the drawn map (its coordinate's number, 1 for 0)")
    city: bool = Field(False, description="inside the walled city: crossed only through its gates")
    solo: bool = Field(False, description="a location the solo game explores (§15.3: four, the first `solo_locations` marked)")

    @model_validator(mode="after")
    def _icons_fit(self) -> "Space":
        if (self.kind is SpaceKind.resource) != bool(self.icons):
            raise ValueError("a resource space has icons and only a resource space has them")
        if self.kind in (SpaceKind.location, SpaceKind.start) and not self.name:
            raise ValueError(f"a {self.kind.value} space needs a name")
        return self

    @property
    def coordinate(self) -> str:
        """Its column's letter and its row's number (`H1`), drawn under it on the map."""
        return f"{chr(ord('A') + self.x)}{self.y + 1}"

    @property
    def marked(self) -> bool:
        """Known by its coordinate (a plain or resource space: no name, or a name many share), not by a name alone."""
        return self.kind not in (SpaceKind.location, SpaceKind.start)


class RoadsideMap(Strict):
    kind: Literal["roadside_map"]
    name: str
    spaces: list[Space]
    links: list[tuple[Id, Id]] = Field(description="pairs of adjacent spaces; a link across the city wall is a gate")
    gates: int = Field(4, description="how many links cross the city wall (§4.2)")

    @model_validator(mode="after")
    def _graph(self) -> "RoadsideMap":
        ids = [s.id for s in self.spaces]
        if len(set(ids)) != len(ids):
            raise ValueError("two spaces share an id")
        known = {s.id: s for s in self.spaces}
        crossing = 0
        for a, b in self.links:
            if a not in known or b not in known:
                raise ValueError(f"link {a}-{b} names a space the map lacks")
            crossing += known[a].city != known[b].city
        if crossing != self.gates:
            raise ValueError(f"{crossing} links cross the city wall; the map declares {self.gates} gates")
        return self


# ------------------------------------------------------------------------------------------ dice
class Face(Strict):
    kills: int = Field(0, ge=0, le=3, description="zombies this face kills")
    actions: int = Field(0, ge=0, le=2, description="successes toward an action roll")
    wild: int = Field(0, ge=0, le=1, description="counts as a kill or an action, as the roll needs")
    blam: bool = Field(False, description="the shot draws a zombie token onto every neighbouring space (§10.4)")


class DieKind(Strict):
    id: Literal["hero", "warrior", "scavenger", "ammo"]
    name: str
    faces: list[Face] = Field(min_length=6, max_length=6)
    count: int = Field(description="dice of this kind in the box (§2)")


class RoadsideDice(Strict):
    kind: Literal["roadside_dice"]
    dice: list[DieKind]
    bag: dict[int, int] = Field(description="zombie tokens in the bag by the number on their back (§5.5)")

    @model_validator(mode="after")
    def _ammo(self) -> "RoadsideDice":
        ammo = [d for d in self.dice if d.id == "ammo"]
        if len(ammo) != 1 or any(f.kills < 1 or f.actions or f.wild for f in ammo[0].faces):
            raise ValueError("one ammo die, every face killing at least one zombie (§6.4)")
        return self


# ------------------------------------------------------------------------------------------ effects
class Gain(Strict):
    kind: Literal["gain"]
    resource: Resource
    amount: int = Field(1, ge=1)


class Lose(Strict):
    kind: Literal["lose"]
    resource: Resource
    amount: int = Field(1, ge=1)


class Fatigue(Strict):
    kind: Literal["fatigue"]
    amount: int = Field(1, ge=1, description="fatigue the team takes, spread as its player chooses")


class Heal(Strict):
    kind: Literal["heal"]
    amount: int = Field(1, ge=1)


class FollowerJoins(Strict):
    kind: Literal["follower_joins"]


class LeaveFollower(Strict):
    kind: Literal["leave_follower"]
    where: Literal["here", "nearest_location"] = "here"


class NoCollect(Strict):
    kind: Literal["no_collect"]


class Zombies(Strict):
    kind: Literal["zombies"]
    where: Literal["here", "around"] = Field("around", description="a token on this space's neighbours, as a Blam")


class Keep(Strict):
    kind: Literal["keep"]


Effect = Annotated[Union[Gain, Lose, Fatigue, Heal, FollowerJoins, LeaveFollower, NoCollect, Zombies, Keep],
                   Field(discriminator="kind")]


# ------------------------------------------------------------------------------------------ challenges
class Kill(Strict):
    kind: Literal["kill"]
    zombies: int = Field(ge=1)


class Survive(Strict):
    kind: Literal["survive"]
    zombies: int = Field(ge=1)


class ActionRoll(Strict):
    kind: Literal["action"]
    target: int = Field(ge=1)


class Compare(Strict):
    kind: Literal["compare"]
    resource: Resource
    most: bool = Field(True, description="succeed with at least as much as every other player (else at most)")


class Vote(Strict):
    kind: Literal["vote"]
    question: str


class OtherChoice(Strict):
    kind: Literal["other_choice"]
    question: str


class Task(Strict):
    kind: Literal["task"]
    resource: Resource
    amount: int = Field(ge=1, description="paid to succeed; not paying fails")


Challenge = Annotated[Union[Kill, Survive, ActionRoll, Compare, Vote, OtherChoice, Task], Field(discriminator="kind")]


class Bonus(Strict):
    """What an inventory card gives: `ongoing` every roll or turn, or once when discarded."""

    use: Literal["ongoing", "discard"]
    kills: int = 0
    actions: int = 0
    moves: int = 0
    heal: int = 0
    gain: dict[Resource, int] = Field(default_factory=dict)
    any_time: bool = Field(False, description="a one-off card its holder may use whenever asked anything, "
                                              "not only on its own turn (§13, §5.4)")


class Encounter(Strict):
    id: Id
    title: str
    text: str
    challenge: Challenge
    success: list[Effect]
    fail: list[Effect]
    inventory: Bonus | None = Field(None, description="a card kept after success (its success says keep)")

    @model_validator(mode="after")
    def _keeps(self) -> "Encounter":
        keeps = any(e.kind == "keep" for e in self.success)
        if keeps != (self.inventory is not None) or any(e.kind == "keep" for e in self.fail):
            raise ValueError("an inventory card keeps itself on success, and only an inventory card")
        return self

    @property
    def involves_others(self) -> bool:
        return self.challenge.kind in ("compare", "vote", "other_choice")


class RoadsideEncounters(Strict):
    kind: Literal["roadside_encounters"]
    cards: list[Encounter]


# ------------------------------------------------------------------------------------------ survivors
class Dice(Strict):
    hero: int = Field(0, ge=0)
    warrior: int = Field(0, ge=0)
    scavenger: int = Field(0, ge=0)


class Ability(Strict):
    """A survivor's edge while it is in the team: added to rolls, moves or food."""

    text: str
    kills: int = 0
    actions: int = 0
    moves: int = 0
    food_heals: int = Field(0, description="extra fatigue each food removes")


class Survivor(Strict):
    id: Id
    name: str
    dice: Dice
    abilities: list[Ability] = Field(min_length=1, max_length=2)
    on_join: list[Gain] = Field(default_factory=list)
    start: Id | None = Field(None, description="a character's starting space")


class RoadsideSurvivors(Strict):
    kind: Literal["roadside_survivors"]
    characters: list[Survivor]
    followers: list[Survivor]

    @model_validator(mode="after")
    def _starts(self) -> "RoadsideSurvivors":
        if any(c.start is None for c in self.characters) or any(f.start for f in self.followers):
            raise ValueError("characters have a starting space, followers none")
        return self


# ------------------------------------------------------------------------------------------ locations
class NeedEncounters(Strict):
    kind: Literal["encounters"]
    count: int = Field(ge=1)


class NeedInventory(Strict):
    kind: Literal["inventory"]
    count: int = Field(ge=1)


class NeedResource(Strict):
    kind: Literal["resource"]
    resource: Resource
    count: int = Field(ge=1, description="held, not spent (§5.3)")


class NeedFollowers(Strict):
    kind: Literal["followers"]
    count: int = Field(ge=1)


Requirement = Annotated[Union[NeedEncounters, NeedInventory, NeedResource, NeedFollowers], Field(discriminator="kind")]


class LocationCard(Strict):
    id: Id
    place: Id = Field(description="the location space this card opens")
    text: str
    tiers: list[list[Requirement]] = Field(min_length=3, max_length=3, description="first, second, third location")


class RoadsideLocations(Strict):
    kind: Literal["roadside_locations"]
    cards: list[LocationCard]


# ------------------------------------------------------------------------------------------ set-ups
class SetupMember(Strict):
    """A survivor of a team and the fatigue it starts with (two kills it, §12.1)."""

    id: Id = Field(description="a character's or follower's id (assets/roadside/survivors.yaml)")
    fatigue: int = Field(0, ge=0, le=1, description="fatigue already taken")


class TeamSetup(Strict):
    """One seat's team, in seat order; every field left out is dealt as usual."""

    space: Id | None = Field(None, description="where its standee stands (default: its character's starting space)")
    character: SetupMember | None = Field(None, description="its character (default: one dealt at random)")
    followers: list[SetupMember] | None = Field(None, description="all its followers (default: one dealt at random, "
                                                              "with its joining gifts); [] for none")
    resources: dict[Resource, Annotated[int, Field(ge=0, le=20)]] | None = Field(None, description="its food, fuel and ammo (default: 1 of each, "
                                                                     "and the follower's gifts)")
    private: Id | None = Field(None, description="its private location card (default: one dealt; not in the solo race)")
    inventory: list[Id] = Field(default_factory=list, description="encounter cards it holds (inventory cards)")
    explored: list[Id] = Field(default_factory=list, max_length=2,
                               description="location cards it has already secured, in order (their places closed): "
                                           "a race joined later, so the next exploration is of the next tier")


DieFace = Annotated[int, Field(ge=1, le=6)]


class RoadsideSetup(Guided):
    """A scenario set-up: the position a race starts from (docs/authoring.md, "Roadside's and Colony's set-ups")."""

    teams: list[TeamSetup] = Field(default_factory=list, max_length=6,
                                   description="the first seats' teams, in seat order (later seats are dealt as usual)")
    tokens: dict[Id, list[Annotated[int, Field(ge=0, le=9)]]] = Field(
        default_factory=dict, description="face-down zombie tokens on spaces: space id -> the numbers on their backs")
    public: list[Id] | None = Field(None, description="the face-up location cards (default: dealt)")
    locations: list[Id] = Field(default_factory=list, description="the top of the location deck, the first drawn first")
    encounters: list[Id] = Field(default_factory=list, description="the top of the encounter deck, the first drawn first")
    first: int | None = Field(None, ge=1, le=6, description="the seat that goes first, without the roll (§7.9)")
    fixed_dice: list[DieFace] = Field(default_factory=list, max_length=1000,
                                   description="the first dice faces rolled, in order; then the seeded dice")


class RoadsideEntry(Entry):
    """A Roadside entry (`missions/roadside/*.yaml`): a race of one mode (§15: `standard` or `solo`)."""

    game: ClassVar[str] = "roadside"
    kind: Literal["roadside_entry"]
    mode: Literal["standard", "solo"] = "standard"
    setup: RoadsideSetup | None = Field(None, description="a scenario set-up: the position the race starts from")


KINDS: dict[str, type[Strict]] = {
    "roadside_map": RoadsideMap, "roadside_dice": RoadsideDice, "roadside_survivors": RoadsideSurvivors,
    "roadside_locations": RoadsideLocations, "roadside_encounters": RoadsideEncounters, "roadside_entry": RoadsideEntry}
"""Roadside's content file kinds, by the `kind` a file says."""
