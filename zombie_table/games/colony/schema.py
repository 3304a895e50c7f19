"""Content models of Colony, the semi-cooperative siege with secret objectives (the rules
reference of the colony siege, cited by section). Content only: what the files may say, checked
with the line that says it; the rules that read them live in `games/colony/`.

Every card is data played by two small vocabularies: *effects* (what happens: morale, food,
zombies, wounds, cards, survivors…) and *conditions* (what must hold: where the active player
stands, what it just did, how the colony fares). Crossroads triggers, objective goals and crisis
penalties are written in them; no card has code of its own.
"""

from __future__ import annotations

from enum import Enum
from typing import Annotated, ClassVar, Literal, Union

from pydantic import Field, model_validator

from zombie_table.content.common import Delta, Id, Strict
from zombie_table.games.entries import Entry
from zombie_table.games.guide import Guided

COLONY = "colony"
"""The id of the colony itself among the places (the six others are outside locations)."""


class Face(str, Enum):
    """A face of the exposure die (§9)."""

    blank = "blank"
    wound = "wound"
    frostbite = "frostbite"
    bite = "bite"


# ------------------------------------------------------------------------------------------ board
class Place(Strict):
    id: Id
    name: str
    text: str = Field("", description="a line of flavour shown in the browser")
    survivors: int = Field(ge=1, description="survivor spaces: how many survivors fit here (§7 move, §11.1)")
    entrances: list[int] = Field(min_length=1, description="zombie spaces at each entrance, in entrance order (§8)")
    noise: int = Field(0, ge=0, description="noise slots (§6.2); the colony has none")
    deck: bool = Field(True, description="has an item deck to search (§6.2); the colony has none")


class ColonyBoard(Strict):
    kind: Literal["colony_board"]
    name: str
    places: list[Place]
    exposure: list[Face] = Field(min_length=2, description="the exposure die's faces (§9; authored)")
    categories: list[Id] = Field(min_length=2, description="item categories: the symbols crises ask for (§10)")
    morale_cap: int = Field(10, ge=1, description="the top of the morale track (authored)")

    @model_validator(mode="after")
    def _layout(self) -> "ColonyBoard":
        ids = [p.id for p in self.places]
        if len(set(ids)) != len(ids):
            raise ValueError("two places share an id")
        colony = [p for p in self.places if p.id == COLONY]
        if len(colony) != 1 or len(colony[0].entrances) != 6 or colony[0].noise or colony[0].deck:
            raise ValueError(f"one place {COLONY!r} with 6 entrances, no noise slots and no deck (§2, §8.1)")
        outside = [p for p in self.places if p.id != COLONY]
        if len(outside) != 6 or any(len(p.entrances) != 1 or not p.noise or not p.deck for p in outside):
            raise ValueError("six outside locations, each with one entrance, noise slots and a deck (§2, §8.2)")
        return self


# ------------------------------------------------------------------------------------------ effects
Who = Literal["active", "each_here", "lowest_here", "leader"]
Where = Literal["here", "colony", "each_outside", "everywhere"]


class MoraleFx(Strict):
    kind: Literal["morale"]
    amount: Delta = Field(description="added to morale (negative: lost)")


class FoodFx(Strict):
    kind: Literal["food"]
    amount: Delta = Field(description="food tokens added to the supply (negative: removed, never below 0)")


class ZombiesFx(Strict):
    kind: Literal["zombies"]
    amount: int = Field(ge=1)
    where: Where = "here"


class RemoveZombiesFx(Strict):
    kind: Literal["remove_zombies"]
    amount: int = Field(ge=1)
    where: Where = "here"


class WoundFx(Strict):
    kind: Literal["wound"]
    amount: int = Field(1, ge=1)
    who: Who = "active"
    frostbite: bool = Field(False, description="frostbite wounds (§9)")


class HealFx(Strict):
    kind: Literal["heal"]
    amount: int = Field(1, ge=1, description="wounds removed (frostbite first)")
    who: Who = "active"


class KillFx(Strict):
    kind: Literal["kill"]
    who: Who = "active"


class HelplessFx(Strict):
    kind: Literal["helpless"]
    amount: Delta = Field(description="helpless survivors added to the colony (negative: that many die)")


class NewSurvivorFx(Strict):
    kind: Literal["new_survivor"]
    amount: int = Field(1, ge=1)


class ItemsFx(Strict):
    kind: Literal["items"]
    amount: int = Field(1, ge=1)
    deck: Id | Literal["here", "starting"] = Field("here", description="a location's deck, the searched place's, or the starting items")


class DiscardFx(Strict):
    kind: Literal["discard"]
    amount: int = Field(1, ge=1, description="cards of the active player's hand, at random, onto the waste")


class WasteFx(Strict):
    kind: Literal["waste"]
    amount: Delta = Field(description="cards onto the waste pile from the starting items (negative: taken off it)")


class BarricadeFx(Strict):
    kind: Literal["barricade"]
    amount: int = Field(1, ge=1)
    where: Literal["here", "colony"] = "here"


class NoiseFx(Strict):
    kind: Literal["noise"]
    amount: Delta = Field(description="noise tokens added here (negative: removed)")


class DiceFx(Strict):
    kind: Literal["dice"]
    amount: Delta = Field(description="action dice gained (rolled now) or, negative, unused ones lost")


class StarvationFx(Strict):
    kind: Literal["starvation"]
    amount: int = Field(1, ge=1)


Effect = Annotated[Union[MoraleFx, FoodFx, ZombiesFx, RemoveZombiesFx, WoundFx, HealFx, KillFx, HelplessFx,
                         NewSurvivorFx, ItemsFx, DiscardFx, WasteFx, BarricadeFx, NoiseFx, DiceFx, StarvationFx],
                   Field(discriminator="kind")]


# ------------------------------------------------------------------------------------------ conditions
Compare = Literal["at_least", "at_most"]


class Count(Strict):
    """A number of the game compared with a value: `what` names the number."""

    kind: Literal["count"]
    what: Literal["morale", "food", "rounds", "round", "kills", "waste", "helpless", "colony_survivors", "colony_zombies", "zombies_here",
                  "barricades", "my_survivors", "my_hand", "my_kills", "my_wounds", "starvation", "noise_here",
                  "players_exiled"]
    compare: Compare = "at_least"
    value: int

    @model_validator(mode="after")
    def _can_fail(self) -> "Count":
        if self.compare == "at_least" and self.value == 0:
            raise ValueError("at_least 0 always holds: a condition needs a value of 1 or more")
        return self


class HandHas(Strict):
    kind: Literal["hand_has"]
    category: Id
    count: int = Field(1, ge=1)


class At(Strict):
    kind: Literal["at"]
    place: Id | Literal["outside"]


class Did(Strict):
    kind: Literal["did"]
    action: Literal["search", "attack", "barricade", "clean", "lure", "ability", "move", "play", "contribute",
                    "food", "request", "hand_over", "vote"]


class Controls(Strict):
    kind: Literal["controls"]
    survivor: Id


class Fell(Strict):
    """The colony fell: the game ended by morale or by the round track (for betrayal goals, §13)."""

    kind: Literal["fell"]


class Exiled(Strict):
    kind: Literal["exiled"]


Condition = Annotated[Union[Count, HandHas, At, Did, Controls, Fell, Exiled], Field(discriminator="kind")]


# ------------------------------------------------------------------------------------------ survivors
class Ability(Strict):
    """A survivor's special ability: an action with a die threshold (or none), or an edge it always has."""

    text: str
    die: int | None = Field(None, ge=1, le=6, description="an action die showing at least this pays for it (§6)")
    effects: list[Effect] = Field(default_factory=list, description="what the action does")
    where: Literal["anywhere", "colony", "outside"] = "anywhere"
    edge: Literal["none", "safe_moves", "safe_kills", "extra_search", "double_barricade", "clean_more",
                  "double_kill"] = Field("none", description="a lasting edge instead of an action")

    @model_validator(mode="after")
    def _one(self) -> "Ability":
        if (self.edge == "none") == (not self.effects):
            raise ValueError("an ability either acts (effects) or gives an edge, not both and not neither")
        return self


class Survivor(Strict):
    id: Id
    name: str
    role: str = Field(description="a word or two: what the survivor did before")
    influence: int = Field(ge=1, le=80)
    attack: int = Field(ge=1, le=6)
    search: int = Field(ge=1, le=6)
    ability: Ability


class ColonySurvivors(Strict):
    kind: Literal["colony_survivors"]
    survivors: list[Survivor]

    @model_validator(mode="after")
    def _unique(self) -> "ColonySurvivors":
        ids = [s.id for s in self.survivors]
        influences = [s.influence for s in self.survivors]
        if len(set(ids)) != len(ids) or len(set(influences)) != len(influences):
            raise ValueError("survivors have distinct ids and distinct influence (influence orders them, §3)")
        return self


# ------------------------------------------------------------------------------------------ items
class Equip(Strict):
    """What an equipped item gives the survivor carrying it."""

    attack: int = Field(0, ge=0, le=3, description="the attack die may show this much less")
    search: int = Field(0, ge=0, le=3, description="the search die may show this much less")
    safe_moves: bool = Field(False, description="no exposure roll after its moves")
    safe_kills: bool = Field(False, description="no exposure roll after its kills")


class Item(Strict):
    id: Id
    name: str
    deck: Id = Field(description="`starting`, or the id of the location whose deck holds it")
    category: Id
    play: Literal["one_shot", "equip", "event"]
    food: int = Field(0, ge=0, description="food tokens a food card adds (still one card for a crisis, §7)")
    effects: list[Effect] = Field(default_factory=list)
    equip: Equip | None = None
    copies: int = Field(1, ge=1, le=6)
    non_coop: bool = False
    text: str = ""

    @model_validator(mode="after")
    def _shape(self) -> "Item":
        if (self.play == "equip") != (self.equip is not None):
            raise ValueError("equipment has `equip`, and only equipment")
        if self.play != "equip" and not (self.effects or self.food):
            raise ValueError("a one-shot or event card does something (effects or food)")
        return self


class ColonyItems(Strict):
    kind: Literal["colony_items"]
    items: list[Item]


# ------------------------------------------------------------------------------------------ objectives
class Scenario(Strict):
    """One side of a main objective: the set-up and the goal (§4.2, §15)."""

    morale: int = Field(ge=1)
    rounds: int = Field(ge=1)
    food: int = Field(0, ge=0)
    helpless: int = Field(0, ge=0)
    zombies: dict[Id, int] = Field(default_factory=dict, description="zombies placed at set-up, by place")
    goal: list[Condition] = Field(min_length=1, description="all of these hold at the colony phase's check (§5 step 5)")
    text: str


class MainObjective(Strict):
    id: Id
    name: str
    brief: str
    normal: Scenario
    hard: Scenario
    non_coop: bool = False


class SecretObjective(Strict):
    id: Id
    name: str
    kind: Literal["normal", "betrayal", "exile"]
    text: str
    win: list[Condition] = Field(min_length=1, description="all of these hold at the end for its holder")
    when: Literal["colony_stands", "colony_falls", "either"] = Field(
        "colony_stands", description="the ending it can win in (§13): the main objective met, or the colony fallen")


class ColonyObjectives(Strict):
    kind: Literal["colony_objectives"]
    main: list[MainObjective]
    secret: list[SecretObjective]


# ------------------------------------------------------------------------------------------ crises and crossroads
PERSONAL = ("wound", "heal", "kill", "new_survivor", "items", "discard", "noise", "dice")
"""Effect kinds that act for a player: a crisis strikes the whole colony, never one player."""


class Crisis(Strict):
    id: Id
    name: str
    text: str
    symbol: Id = Field(description="the item category that helps (§10)")
    penalty: list[Effect] = Field(min_length=1)
    non_coop: bool = False

    @model_validator(mode="after")
    def _colony_wide(self) -> "Crisis":
        for effect in self.penalty:
            if effect.kind in PERSONAL or getattr(effect, "where", None) == "here":
                raise ValueError(f"a crisis penalty strikes the whole colony: no {effect.kind!r} effect for one player or place")
        return self


class ColonyCrises(Strict):
    kind: Literal["colony_crises"]
    crises: list[Crisis]


class Choice(Strict):
    label: str
    effects: list[Effect] = Field(default_factory=list)
    needs: list[Condition] = Field(default_factory=list, description="offered only when these hold")


class Crossroads(Strict):
    id: Id
    title: str
    text: str
    trigger: list[Condition] = Field(min_length=1, description="all of these hold, checked after each action (§5)")
    choices: list[Choice] = Field(min_length=1, max_length=3)
    non_coop: bool = False


class ColonyCrossroads(Strict):
    kind: Literal["colony_crossroads"]
    cards: list[Crossroads]


# ------------------------------------------------------------------------------------------ set-ups
ItemCard = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9_-]*(\.[0-9]+)?$", description="an item card: its id, "
                                                                                    "and `.N` for its Nth copy")]


class PlaceSetup(Strict):
    """How one place starts; what is left out is as the main objective sets it up."""

    zombies: int | None = Field(None, ge=0, le=60, description="zombies at its entrances, filled entrance by entrance")
    barricades: int | None = Field(None, ge=0, le=60, description="barricades, filled entrance by entrance after the zombies")
    noise: int | None = Field(None, ge=0, le=20, description="noise tokens")
    helpless: int | None = Field(None, ge=0, le=60, description="helpless survivor tokens (the colony's)")


class SurvivorStart(Strict):
    id: Id = Field(description="a survivor card (assets/colony/survivors.yaml)")
    place: Id = Field(COLONY, description="where it stands")
    wounds: int = Field(0, ge=0, le=2, description="wounds already taken (three kill)")


class PlayerSetup(Strict):
    """One seat, in seat order; what is left out is dealt as usual."""

    survivors: list[SurvivorStart] | None = Field(None, min_length=1, description="its group, the leader first "
                                                                                  "(default: dealt and chosen at set-up)")
    hand: list[ItemCard] | None = Field(None, description="its hand of item cards (default: the starting items dealt)")
    secret: Id | None = Field(None, description="its secret objective (default: dealt)")


class ColonySetup(Guided):
    """A scenario set-up: the position a colony starts from (docs/authoring.md, "Roadside's and Colony's set-ups")."""

    morale: int | None = Field(None, ge=0, le=20)
    food: int | None = Field(None, ge=0, le=60)
    round: int | None = Field(None, ge=1, le=20, description="the round the game starts in")
    waste: list[ItemCard] = Field(default_factory=list, description="item cards in the waste pile, the last on top")
    places: dict[Id, PlaceSetup] = Field(default_factory=dict, description="place id -> how it starts")
    players: list[PlayerSetup] = Field(default_factory=list, max_length=6, description="the first seats, in seat order")
    crises: list[Id] = Field(default_factory=list, description="the top of the crisis deck, the first drawn first")
    crossroads: list[Id] = Field(default_factory=list, description="the top of the crossroads deck, the first drawn first")
    fixed_dice: list[Annotated[int, Field(ge=1, le=6)]] = Field(default_factory=list, max_length=1000,
                                                                description="the first dice faces rolled, in order")


Variant = Literal["standard", "cooperative", "two-player", "traitor", "hardcore", "elimination", "solo"]
"""The variants of §14 an entry may name (each a preset of the rule options: `options.MODES`)."""


class ColonyEntry(Entry):
    """A Colony entry (`missions/colony/*.yaml`): one main objective of the content (its goal and the
    variants it allows are the objective's), with a briefing of its own."""

    game: ClassVar[str] = "colony"
    kind: Literal["colony_entry"]
    main: Id
    mode: Variant = Field("standard", description="the variant it starts as")
    modes: tuple[Variant, ...] = Field((), description="the objective's variants set-up offers, narrowed to these "
                                                      "(none: all it allows)")
    setup: ColonySetup | None = Field(None, description="a scenario set-up: the position the colony starts from")

    @model_validator(mode="after")
    def _objective_says_goal(self) -> "ColonyEntry":
        if "goal" in self.model_fields_set:
            raise ValueError("goal: a Colony entry's comes from its main objective; leave it out")
        return self


KINDS: dict[str, type[Strict]] = {
    "colony_board": ColonyBoard, "colony_survivors": ColonySurvivors, "colony_items": ColonyItems,
    "colony_objectives": ColonyObjectives, "colony_crises": ColonyCrises, "colony_crossroads": ColonyCrossroads,
    "colony_entry": ColonyEntry}
"""Colony's content file kinds, by the `kind` a file says."""
