"""The mission format: layout of tiles, placements, and typed win/loss conditions and special rules."""

from __future__ import annotations

import re
from enum import Enum
from functools import cached_property
from typing import Annotated, Literal, TypeVar, Union

from pydantic import Field, field_validator, model_validator

from zombie_table.content.common import Ref, Setting, Strict

_ZONE_REF = re.compile(r"^[0-9]+[A-Z]:[A-Za-z0-9_]+$")
_TILE_SLOT = re.compile(r"^(?P<id>[0-9]+[A-Z])(?:@(?P<rot>0|90|180|270))?$")


def _check_zone_ref(ref: str) -> str:
    if not _ZONE_REF.match(ref):
        raise ValueError(f"{ref!r} is not a zone reference of the form TILE:ZONE (e.g. '2R:s')")
    return ref


def order_key(mission_id: str) -> tuple[str, int, str]:
    """Missions listed by setting, then number ('frontier-m10' after 'frontier-m9'); one without
    a number ('frontier-tutorial') comes first in its setting."""
    setting, _, rest = mission_id.partition("-")
    number = rest[1:]
    return (setting, int(number) if rest[:1] == "m" and number.isdigit() else -1, mission_id)


MAX_LAYOUT = 10
"""Most rows, and most tiles in a row, of a mission's layout."""

LayoutIndex = Annotated[int, Field(ge=0, lt=MAX_LAYOUT)]
PlayerCount = Annotated[int, Field(ge=1, le=6)]
TeamSize = Annotated[int, Field(ge=1, le=12)]

ZoneRef = Annotated[str, Field(description="A zone as TILE:LABEL, e.g. '2R:s'.", pattern=_ZONE_REF.pattern), Ref("zone")]
"""Every field of this type, in any rule kind, is checked against the layout by validate (`refs`)."""
CardRef = Annotated[str, Ref("card")]
ClassRef = Annotated[str, Ref("class")]
SurvivorRef = Annotated[str, Ref("survivor")]
TraitRef = Annotated[str, Ref("trait")]
ZombieTypeRef = Annotated[str, Ref("zombie_type")]
"""Ids of the setting's cards, survivor classes, survivors, card traits and zombie types: like zones,
every field of these types in any rule kind is checked by validate against the setting's own files
(`refs`)."""


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
    necromancer = "necromancer"  # a necromancer's own spawn zone, placed when it arrives (drawing after the numbered ones)


class ObjectiveColor(str, Enum):
    red = "red"
    blue = "blue"
    green = "green"
    purple = "purple"  # Outpost: the turret's remote
    white = "white"  # Outpost: a mission's own token (a spacesuit, an engineer)


class NoiseLevel(str, Enum):
    bang = "bang"
    boom = "boom"


class ObjectivePlacement(Strict):
    zone: ZoneRef
    color: ObjectiveColor = ObjectiveColor.red
    count: int = Field(1, ge=1, le=20, description="Tokens stacked in this zone.")
    hidden: bool = Field(False, description="Face down: shows red until taken (blue/green shuffled in).")


class SpawnPlacement(Strict):
    zone: ZoneRef
    kind: SpawnKind
    number: int | None = Field(None, ge=1, le=99, description="Numbered spawns only: the spawn order.")
    active: bool | None = Field(None, description="Override the kind's starting state.")


class ZombiePlacement(Strict):
    zone: ZoneRef
    type: ZombieTypeRef = Field(description="A zombie type id of the setting, e.g. 'walker'.")
    count: int = Field(1, ge=1, le=50)


class NoisePlacement(Strict):
    zone: ZoneRef
    level: NoiseLevel = NoiseLevel.bang


class DoorPlacement(Strict):
    """A door token closed on a printed door opening at setup (settings whose door openings take tokens)."""

    between: tuple[ZoneRef, ZoneRef] = Field(description="The two zones the door opening joins.")
    color: Literal["neutral", "green", "purple"] = Field(
        "neutral", description="Neutral doors come from the pool; a coloured door follows its mission's rules.")


class TokenPlacement(Strict):
    kind: str = Field(description="A setting token such as 'wagon' or 'gatling'.")
    zone: ZoneRef
    count: int = Field(1, ge=1, le=20, description="Tokens of this kind in this zone.")


SlotName = Annotated[str, Field(
    pattern=r"^(hand|favourite|body|backpack)[0-9]*$",
    description="A slot: its kind alone when the setting has one of that kind ('favourite'), else numbered from 1 ('hand2', 'backpack1').")]


class SurvivorSetup(Strict):
    """How one survivor of the team starts: where, carrying what in which slot, with what XP,
    skills and wounds. It applies when that survivor is in the team; a mission that sets any up
    offers those survivors as its team."""

    survivor: SurvivorRef = Field(description="A survivor id of the setting.")
    zone: ZoneRef | None = Field(None, description="Where this survivor starts (default: the starting zones in turn).")
    cards: dict[SlotName, CardRef] | None = Field(
        None, description="Slot -> card id: everything the survivor carries (instead of its usual starting equipment).")
    xp: int = Field(0, ge=0, le=1000, description="Experience at the start; the danger level follows from it.")
    skills: list[str] = Field(default_factory=list, description="Skills in effect beyond the survivor's blue ones.")
    wounds: int = Field(0, ge=0, le=10, description="Wounds taken already (fewer than the survivor's health).")


class StackedDecks(Strict):
    """The top cards of the decks, top first; the rest of each deck stays shuffled below them."""

    equipment: list[CardRef] = Field(default_factory=list, description="Equipment card ids, the first drawn first.")
    zombie: list[int] = Field(default_factory=list, description="Zombie card numbers, the first drawn first.")


class CompanionPlacement(Strict):
    zone: ZoneRef | None = Field(None, description="Where the companions wait (or give `among`).")
    among: list[ZoneRef] = Field(
        default_factory=list, description="Instead of `zone`: `count` different zones drawn at random from these, one companion in each.")
    survivor_class: ClassRef = Field(alias="class", description="Class of the companion placed here.")
    count: int = Field(1, ge=1, le=12)
    random: bool = Field(False, description="Dealt at random; otherwise the first player picks who waits here.")

    @property
    def places(self) -> list[str]:
        """Every zone a companion of this placement may wait in."""
        return [self.zone] if self.zone is not None else list(self.among)

    @model_validator(mode="after")
    def _one_place(self) -> "CompanionPlacement":
        if (self.zone is None) == (not self.among):
            raise ValueError("give either 'zone' or 'among'")
        if self.among and self.count > len(self.among):
            raise ValueError(f"count {self.count} needs as many zones, but 'among' lists {len(self.among)}")
        return self


# --- victory and defeat conditions -------------------------------------------------------------


class TakeObjectives(Strict):
    kind: Literal["take_objectives"] = "take_objectives"
    color: ObjectiveColor | None = Field(None, description="Only objectives of this colour; all when empty.")


class Escape(Strict):
    kind: Literal["escape"] = "escape"
    with_wagon: bool = Field(False, description="The wagon must leave through the exit too.")


class SurviveRounds(Strict):
    kind: Literal["survive_rounds"] = "survive_rounds"
    rounds: int = Field(ge=1, le=1000)


class KillAll(Strict):
    kind: Literal["kill_all"] = "kill_all"
    type: ZombieTypeRef | None = None


class RecruitCompanions(Strict):
    """Every companion the mission placed has been recruited (and all are alive)."""

    kind: Literal["recruit_companions"] = "recruit_companions"


class SpawnsToStart(Strict):
    """Every mobile spawn token stands in the starting spawn zone."""

    kind: Literal["spawns_to_start"] = "spawns_to_start"


class BlowMobileSpawns(Strict):
    """Every mobile spawn token has been blown away with dynamite."""

    kind: Literal["blow_mobile_spawns"] = "blow_mobile_spawns"


class SecurePiles(Strict):
    """Every corpse pile printed on the map has been revealed and destroyed."""

    kind: Literal["secure_piles"] = "secure_piles"


class LeaveOnTrain(Strict):
    """Every survivor and companion left the board aboard the train."""

    kind: Literal["leave_on_train"] = "leave_on_train"


class BountyEach(Strict):
    """Every survivor holds at least one bounty weapon."""

    kind: Literal["bounty_each"] = "bounty_each"


class WagonOffTracks(Strict):
    kind: Literal["wagon_off_tracks"] = "wagon_off_tracks"


class DestroyWagon(Strict):
    kind: Literal["destroy_wagon"] = "destroy_wagon"


class LoadWagon(Strict):
    """Every objective token has been loaded onto the wagon."""

    kind: Literal["load_wagon"] = "load_wagon"


class CoalInTender(Strict):
    kind: Literal["coal_in_tender"] = "coal_in_tender"
    sacks: int = Field(6, ge=1, le=100)


class GuardsEscaped(Strict):
    """Every guard left through the exit (a survivor escaping takes the guards in its zone along)."""

    kind: Literal["guards_escaped"] = "guards_escaped"


class SpawnsInBanner(Strict):
    """Every spawn token left on the board lies in the banner's zone."""

    kind: Literal["spawns_in_banner"] = "spawns_in_banner"


class EscortAtExit(Strict):
    """The escorted ward stands in the exit zone with no zombie there."""

    kind: Literal["escort_at_exit"] = "escort_at_exit"


class CarryCards(Strict):
    """The survivors hold, between them, this many cards of a trait."""

    kind: Literal["carry_cards"] = "carry_cards"
    trait: TraitRef = Field(description="A card trait, e.g. 'dragon_bile'.")
    count: int = Field(ge=1, le=50)


class OnRamparts(Strict):
    """Every survivor and every guard (ally token) stands on a rampart."""

    kind: Literal["on_ramparts"] = "on_ramparts"


class RampartsClear(Strict):
    """No zombie stands on any rampart."""

    kind: Literal["ramparts_clear"] = "ramparts_clear"


class PurgeCorruption(Strict):
    """No corruption token is left on the board."""

    kind: Literal["purge_corruption"] = "purge_corruption"


class CryptWeapons(Strict):
    """The survivors have taken this many crypt weapons (by objectives or kills; later discards count)."""

    kind: Literal["crypt_weapons"] = "crypt_weapons"
    count: int = Field(ge=1, le=50)


class BurnBuildings(Strict):
    """Every red objective's building has been set on fire (scorched_earth)."""

    kind: Literal["burn_buildings"] = "burn_buildings"


class WardAtExit(Strict):
    """The ward stands in the exit zone (carried there, with `carried_ward`)."""

    kind: Literal["ward_at_exit"] = "ward_at_exit"


class NoiseFaded(Strict):
    """Every lingering noise token of the mission (`lingering_noise`) is gone (Outpost)."""

    kind: Literal["noise_faded"] = "noise_faded"


class DestroySpawn(Strict):
    """The spawn token of this colour (hidden among others, `hidden_spawn`) has been destroyed (Outpost)."""

    kind: Literal["destroy_spawn"] = "destroy_spawn"
    color: Literal["green", "purple"] = "purple"


class EngineersOut(Strict):
    """Every engineer (ally token, `walking_engineers`) has left through the exit (Outpost)."""

    kind: Literal["engineers_out"] = "engineers_out"


class EveryoneAtLevel(Strict):
    """Every survivor has reached this danger level or a higher one (Outpost)."""

    kind: Literal["everyone_at_level"] = "everyone_at_level"
    level: Literal["yellow", "orange", "red"] = "orange"


class NewBottles(Strict):
    """Every survivor wears an air bottle again after leaving the first one in an airlock (Outpost)."""

    kind: Literal["new_bottles"] = "new_bottles"


class AllSamples(Strict):
    """Every sample of the mission's `xeno_samples` rule has been collected (Outpost)."""

    kind: Literal["all_samples"] = "all_samples"


class GatherAtMachine(Strict):
    """In an end phase, every survivor stands in the machine's zone and no zombie does (Outpost)."""

    kind: Literal["gather_at_machine"] = "gather_at_machine"
    machine: str = Field("sentry", description="A machine of the setting, e.g. 'sentry'.")


Goal = Annotated[
    Union[GatherAtMachine, NoiseFaded, DestroySpawn, EngineersOut, EveryoneAtLevel, NewBottles, AllSamples, TakeObjectives, Escape, SurviveRounds, KillAll, RecruitCompanions, SpawnsToStart, BlowMobileSpawns, SecurePiles,
          LeaveOnTrain, BountyEach, WagonOffTracks, DestroyWagon, LoadWagon, CoalInTender, CarryCards, OnRamparts, RampartsClear,
          PurgeCorruption, CryptWeapons, BurnBuildings, WardAtExit, GuardsEscaped, SpawnsInBanner, EscortAtExit],
    Field(discriminator="kind"),
]


class SurvivorLost(Strict):
    kind: Literal["survivor_lost"] = "survivor_lost"


class ActiveSpawns(Strict):
    kind: Literal["active_spawns"] = "active_spawns"
    at_least: int = Field(ge=1, le=100)


class RoundLimit(Strict):
    kind: Literal["round_limit"] = "round_limit"
    rounds: int = Field(ge=1, le=1000, description="The game is lost when this round ends unfinished.")


class ObjectivesImpossible(Strict):
    kind: Literal["objectives_impossible"] = "objectives_impossible"


class TrainLeftWithZombies(Strict):
    kind: Literal["train_left_with_zombies"] = "train_left_with_zombies"


class LeftBehind(Strict):
    """The train left the board while a survivor or companion was not aboard."""

    kind: Literal["left_behind"] = "left_behind"


class WagonOnTracks(Strict):
    """The train entered while the wagon stood on the tracks."""

    kind: Literal["wagon_on_tracks"] = "wagon_on_tracks"


class CorruptedWard(Strict):
    """Corruption reached the ward's (beacon's) zone."""

    kind: Literal["corrupted_ward"] = "corrupted_ward"


class GuardLost(Strict):
    """A guard (an ally token) was killed."""

    kind: Literal["guard_lost"] = "guard_lost"
    always: bool = Field(True, description="False: only when the rule option guard_deaths_lose is on (a setting's standard loss).")


class MoldChain(Strict):
    """Two spawn zones are linked by an unbroken chain of active mold."""

    kind: Literal["mold_chain"] = "mold_chain"


class EscortLost(Strict):
    """The escorted ward fell (one wound kills it)."""

    kind: Literal["escort_lost"] = "escort_lost"


class XenoAtObjective(Strict):
    """A zombie activates in the zone of an objective of this colour before it is taken (Outpost)."""

    kind: Literal["xeno_at_objective"] = "xeno_at_objective"
    color: ObjectiveColor


class XenoAtNoise(Strict):
    """A zombie stands in the lingering noise's zone while any of its tokens is left (Outpost)."""

    kind: Literal["xeno_at_noise"] = "xeno_at_noise"


class EngineerLost(Strict):
    """An engineer (ally token, `walking_engineers`) was killed (Outpost)."""

    kind: Literal["engineer_lost"] = "engineer_lost"


Loss = Annotated[
    Union[XenoAtObjective, XenoAtNoise, EngineerLost, EscortLost, GuardLost, SurvivorLost, ActiveSpawns, RoundLimit, ObjectivesImpossible, TrainLeftWithZombies, LeftBehind,
          WagonOnTracks, CorruptedWard, MoldChain],
    Field(discriminator="kind"),
]


# --- named special rules ---------------------------------------------------------------------------


class ObjectiveReward(Strict):
    """Taking an objective gives XP and, optionally, a bounty weapon, a companion or a token to carry."""

    kind: Literal["objective_reward"] = "objective_reward"
    xp: int = Field(5, ge=0, le=1000)
    bounty: bool = False
    bounty_from_set_aside: bool = Field(False, description="The bounty comes from the cards set aside at set-up.")
    companion_class: ClassRef | None = Field(None, description="The taker gains a random unused companion of this class.")
    carry: Literal["ammo", "cargo"] | None = Field(
        None, description="The token goes on the taker's dashboard: 'ammo' takes no slot, 'cargo' takes a slot."
    )
    colors: list[ObjectiveColor] = Field(default_factory=list, description="Colours this applies to; all if empty.")
    crypt: bool = Field(False, description="The taker also gets a random crypt weapon and reorganises for free.")
    crypt_fallback_xp: int = Field(
        0, ge=0, le=1000, description="With `crypt`: the XP given instead when no crypt weapon is left (0: nothing).")


class PrototypeReward(Strict):
    """Taking an objective of these colours gives a prototype weapon, at random from those set aside
    while any are left (or the named one), and the named cards, set aside at set-up."""

    kind: Literal["prototype_reward"] = "prototype_reward"
    colors: list[ObjectiveColor] = Field(default_factory=lambda: [ObjectiveColor.red])
    prototype: CardRef | None = Field(None, description="A named prototype instead of a random one.")
    cards: list[CardRef] = Field(default_factory=list, description="More cards the objective gives, taken out of the decks at set-up.")


class ObjectivePiles(Strict):
    """At set-up a face-down pile of equipment cards (`per_survivor` per survivor) lies in each
    objective's zone; a survivor there with no zombies takes the top card for 1 action, as often as
    it likes, and the objective cannot be taken while its pile lasts."""

    kind: Literal["objective_piles"] = "objective_piles"
    per_survivor: int = Field(1, ge=1, le=5)


class BannerCards(Strict):
    """A survivor in the banner's zone takes, for 1 action, a card of this trait from any deck or
    discard pile (the deck is shuffled after, the taker reorganises for free); not a search, and as
    often as it likes."""

    kind: Literal["banner_cards"] = "banner_cards"
    trait: TraitRef = Field(description="The card trait taken, e.g. 'dragon_bile'.")


class Tomes(Strict):
    """Objectives are tomes carried on the dashboard: blue and green whole, each red a fragment
    (one holding every fragment left makes them one tome). 1 action within range 1 of a numbered
    spawn spends a tome: the spawn token goes to the first numbered spawn zone and the corruption
    chain under it is cleared."""

    kind: Literal["tomes"] = "tomes"
    reach: int = Field(1, ge=0, le=3, description="Range from the spawn token at which a tome is read.")


class ScorchedEarth(Strict):
    """Red objectives cannot be taken: drake fire in a red objective's zone sets its building on
    fire: the token goes (the thrower gains `xp`), every character in the building dies (the thrower
    gains their adrenaline) and the building's zones are ruins from then on."""

    kind: Literal["scorched_earth"] = "scorched_earth"
    xp: int = Field(5, ge=0, le=1000)


class CarriedWard(Strict):
    """The ward may be taken (1 action in its zone) and carried on the dashboard like a card: its
    carrier is the ward from then on. With `guards_stay`, guards in the ward's zone cannot move
    until it is taken."""

    kind: Literal["carried_ward"] = "carried_ward"
    guards_stay: bool = True


class CardGift(Strict):
    deck: str = Field(description="'equipment' (drawn from the deck) or 'starting' (the player picks one).")
    card: CardRef | None = Field(None, description="A card id; for 'starting', empty means the player's choice.")
    count: int = Field(1, ge=1, le=20)


class SetupGift(Strict):
    """At set-up the first player takes these cards and hands them to their survivors."""

    kind: Literal["setup_gift"] = "setup_gift"
    cards: list[CardGift]


class CountdownTrain(Strict):
    """The marker objective cannot be taken; it moves one track zone each end phase, and when it
    leaves the board the train enters at the end of the next players' phase."""

    kind: Literal["countdown_train"] = "countdown_train"
    marker: ObjectiveColor = ObjectiveColor.blue


class TrainWhenAllAboard(Strict):
    kind: Literal["train_when_all_aboard"] = "train_when_all_aboard"


class TrainOnObjectives(Strict):
    """The train enters once these objectives have all been taken."""

    kind: Literal["train_on_objectives"] = "train_on_objectives"
    colors: list[ObjectiveColor]


class TrainStartAction(Strict):
    """A survivor in the cab may start the train (1 action) once the tender holds enough coal."""

    kind: Literal["train_start_action"] = "train_start_action"
    coal: int = Field(6, ge=0, le=100)


class DynamiteBlowsMobiles(Strict):
    """Holy water cannot move mobile spawns; dynamite thrown into one's zone sends it to the starting
    zone, kills everything on that train section (with XP) and flips the section to tracks."""

    kind: Literal["dynamite_blows_mobiles"] = "dynamite_blows_mobiles"


class RecruitCost(Strict):
    """Recruiting a companion also costs one of these: a card with this effect, or a carried token."""

    kind: Literal["recruit_cost"] = "recruit_cost"
    cards: list[str] = Field(default_factory=list, description="Card effects accepted, e.g. 'plenty_of_ammo'.")
    tokens: list[Literal["ammo", "cargo"]] = Field(default_factory=list)


class RecruitAfter(Strict):
    """Companions can be recruited only once these objectives have been taken."""

    kind: Literal["recruit_after"] = "recruit_after"
    colors: list[ObjectiveColor]


class HoldAbominationSpawns(Strict):
    """Abomination spawns stay inactive while every companion of this class is still alone."""

    kind: Literal["hold_abomination_spawns"] = "hold_abomination_spawns"
    survivor_class: ClassRef = Field(alias="class")


class StuckWagon(Strict):
    """Nobody may enter the wagon's zone and it cannot move; dynamite into its zone destroys it."""

    kind: Literal["stuck_wagon"] = "stuck_wagon"


class WagonCargo(Strict):
    """A survivor in the wagon's zone may load every cargo token it carries onto the wagon (1 action)."""

    kind: Literal["wagon_cargo"] = "wagon_cargo"


class CoalSacks(Strict):
    """Objectives in the coal zone are sacks: only a leader of a companion of this class may take one
    (no XP), each such companion carries one, none while an abomination spawn is active or zombies
    are in the coal zone; dropping the sacks in the tender (or a zone next to it) gives XP each."""

    kind: Literal["coal_sacks"] = "coal_sacks"
    zone: ZoneRef
    survivor_class: ClassRef = Field(alias="class")
    xp: int = Field(5, ge=0, le=1000)


class SetAsideBounty(Strict):
    """At set-up this many random bounty weapons are set aside, to be won only from objectives."""

    kind: Literal["set_aside_bounty"] = "set_aside_bounty"
    count: int = Field(ge=1, le=50)


class Gatling(Strict):
    """How the mission's gatling gun may move: freely, not at all, or only with the train or wagon."""

    kind: Literal["gatling"] = "gatling"
    moves: Literal["free", "fixed", "train", "wagon"] = "free"


class RandomStarts(Strict):
    """The team is split as evenly as possible over the starting zones (in team order) and each
    group is placed on a starting zone drawn at random (the game's seeded chance)."""

    kind: Literal["random_starts"] = "random_starts"


class FixedDice(Strict):
    """The dice come up as written, in order, before any random roll: a tutorial's or a puzzle's
    dice. Once these faces are used up the dice are the game's seeded dice again."""

    kind: Literal["fixed_dice"] = "fixed_dice"
    faces: list[Annotated[int, Field(ge=1, le=6)]] = Field(min_length=1, max_length=1000, description="Die faces, rolled in this order.")


class Relics(Strict):
    """Objectives of these colours give relics (on the dashboard); 1 action and a relic move a
    numbered spawn token within range 0-1 into the banner's zone."""

    kind: Literal["relics"] = "relics"
    colors: list[ObjectiveColor] = Field(default_factory=list, description="Colours this applies to; all if empty.")


class LadderReward(Strict):
    """Taking an objective of these colours gives the taker a rope ladder (carried, no slot)."""

    kind: Literal["ladder_reward"] = "ladder_reward"
    colors: list[ObjectiveColor] = Field(default_factory=list, description="Colours this applies to; all if empty.")


class SpawnWakes(Strict):
    """A spawn zone that starts inactive wakes (and the inactive mold in its zone turns active) as
    soon as any of the given triggers happens (Outpost)."""

    kind: Literal["spawn_wakes"] = "spawn_wakes"
    zone: ZoneRef = Field(description="The sleeping spawn zone.")
    mold_within: int | None = Field(None, ge=0, le=5, description="Active mold in a zone at most this range away.")
    objective: ObjectiveColor | None = Field(None, description="An objective of this colour is taken.")
    door: Literal["green", "purple"] | None = Field(None, description="The door token of this colour is opened, broken or lifted.")


class StartingOxygen(Strict):
    """Every survivor starts wearing an air bottle from the supply (Outpost); with `until_airlock`
    the bottle is discarded (back to the supply) as soon as its wearer enters an airlock."""

    kind: Literal["starting_oxygen"] = "starting_oxygen"
    until_airlock: bool = False


class ObjectiveAfter(Strict):
    """Objectives of `color` can be taken only once every objective of the `after` colours is."""

    kind: Literal["objective_after"] = "objective_after"
    color: ObjectiveColor
    after: list[ObjectiveColor] = Field(min_length=1)


class LingeringNoise(Strict):
    """Noise tokens laid in a zone at set-up that the end phase does not clear: one of them goes in
    each end phase instead (Outpost: the crew waiting to be evacuated)."""

    kind: Literal["lingering_noise"] = "lingering_noise"
    zone: ZoneRef
    count: int = Field(10, ge=1, le=50)


class BurnableSpawns(Strict):
    """Hellfire into one of these spawn zones removes its token (Outpost), and with `clear_mold` the
    mold there too; a hidden token is revealed. No XP for it."""

    kind: Literal["burnable_spawns"] = "burnable_spawns"
    zones: list[ZoneRef] = Field(default_factory=list, description="The spawn zones; every spawn zone when empty.")
    clear_mold: bool = False


class HiddenSpawn(Strict):
    """At set-up one of these spawn zones is drawn at random, unseen, to hold the coloured spawn
    token; it spawns as the others do until it is revealed (Outpost)."""

    kind: Literal["hidden_spawn"] = "hidden_spawn"
    among: list[ZoneRef] = Field(min_length=1)
    color: Literal["green", "purple"] = "purple"


class OpenColouredDoors(Strict):
    """The free door action opens the mission's coloured doors too (Outpost)."""

    kind: Literal["open_coloured_doors"] = "open_coloured_doors"


class WalkingEngineers(Strict):
    """The mission's engineer tokens count as survivors for the xenos and fall to one wound; at the
    end of each players' phase each moves one zone toward the exit, or leaves from it (Outpost)."""

    kind: Literal["walking_engineers"] = "walking_engineers"


class ArmouredSeal(Strict):
    """A zone sealed shut at set-up (Outpost: the exit token on an armoured airlock): nobody, xenos
    included, enters it until a survivor controlling the warden bot, with the bot in `front`,
    spends 1 action to have it open the seal."""

    kind: Literal["armoured_seal"] = "armoured_seal"
    zone: ZoneRef = Field(description="The sealed zone.")
    front: ZoneRef = Field(description="Where the bot must stand.")


class XenoSamples(Strict):
    """Samples to collect (Outpost): a xeno of each listed type killed by a melee action, and with
    `mold` 1 action standing in a spawn zone; each gives the collector `xp` on top of the kill."""

    kind: Literal["xeno_samples"] = "xeno_samples"
    types: list[ZombieTypeRef] = Field(description="Zombie type ids, e.g. 'worker'.")
    kept: list[ZombieTypeRef] = Field(default_factory=list, description="Those of `types` whose killed figure is itself the sample, "
                            "kept out of the supply (the others' samples are marker tokens).")
    mold: bool = True
    xp: int = Field(5, ge=0, le=1000)

    @model_validator(mode="after")
    def _kept_sampled(self) -> "XenoSamples":
        if stray := [t for t in self.kept if t not in self.types]:
            raise ValueError(f"'kept' lists {', '.join(stray)}, which 'types' does not")
        return self


SpecialRule = Annotated[
    Union[SpawnWakes, LingeringNoise, BurnableSpawns, HiddenSpawn, OpenColouredDoors, WalkingEngineers, ArmouredSeal, XenoSamples, StartingOxygen, ObjectiveAfter, Relics, LadderReward, ObjectiveReward, SetupGift, FixedDice, RandomStarts, CountdownTrain, TrainWhenAllAboard, TrainOnObjectives, TrainStartAction,
          DynamiteBlowsMobiles, RecruitCost, RecruitAfter, HoldAbominationSpawns, StuckWagon,
          WagonCargo, CoalSacks, SetAsideBounty, Gatling, ObjectivePiles, PrototypeReward, BannerCards, Tomes,
          ScorchedEarth, CarriedWard],
    Field(discriminator="kind"),
]


class TrainSpec(Strict):
    """A train line: tile slots of the layout from where the train enters to where it leaves."""

    line: list[tuple[LayoutIndex, LayoutIndex]] = Field(min_length=1, description="(row, col) layout slots, entry end first.")
    mode: Literal["static", "enters", "waiting", "moving"] = Field(
        description="static never moves; enters arrives on a trigger; waiting starts on a trigger; moving runs from round 1."
    )
    couple: list[str] = Field(default_factory=list, description="Train tile numbers that join as cars when passed.")

    @field_validator("line")
    @classmethod
    def _a_line(cls, line: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """The train runs slot to neighbouring slot: no slot twice, no jumps or diagonals."""
        if len(set(line)) != len(line):
            raise ValueError("a slot appears twice in the train line")
        for (r0, c0), (r1, c1) in zip(line, line[1:]):
            if abs(r1 - r0) + abs(c1 - c0) != 1:
                raise ValueError(f"slot ({r1}, {c1}) does not neighbour ({r0}, {c0}): the line runs from a slot to the next one")
        return line


R = TypeVar("R")  # a special rule's kind, asked of a mission


class Mission(Strict):
    kind: Literal["mission"] = "mission"
    id: str = Field(pattern=r"^[a-z]+-(m[0-9]+|g[0-9]+|[a-z]+)$", description="'<setting>-m<N>', or '<setting>-<word>' (e.g. a tutorial).")
    setting: Setting
    title: str
    difficulty: Difficulty
    players: tuple[PlayerCount, PlayerCount] = Field((1, 6), description="Fewest and most players (people), 1-6.")
    survivors: tuple[TeamSize, TeamSize] = Field((1, 6), description="Fewest and most survivors in the team, 1-12.")
    duration: int = Field(ge=1, le=1440, description="Typical playing time in minutes.")
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
    zombies: list[ZombiePlacement] = Field(default_factory=list, description="Zombies standing on the board at the start.")
    noise: NoisePlacement | None = Field(None, description="Defaults to Bang! in the first starting zone.")
    tokens: list[TokenPlacement] = Field(default_factory=list)
    doors: list[DoorPlacement] = Field(default_factory=list, description="Door tokens closed at setup.")
    companions: list[CompanionPlacement] = Field(default_factory=list)
    forbidden_classes: list[ClassRef] = Field(default_factory=list)
    train: TrainSpec | None = None
    no_objectives: list[ZoneRef] = Field(default_factory=list, description="Crate zones marked to stay empty.")
    victory: list[list[Goal]] = Field(
        min_length=1, description="Stages in order; every goal of a stage must hold once the earlier stages have."
    )
    defeat: list[Loss] = Field(default_factory=list, description="Losses beyond the setting's standard ones.")
    rules: list[SpecialRule] = Field(default_factory=list)
    survivor_setup: list[SurvivorSetup] = Field(
        default_factory=list, description="How named survivors start: zone, cards by slot, XP, skills, wounds.")
    decks: StackedDecks | None = Field(None, description="The top cards of the equipment and zombie decks.")
    guide: list[str] = Field(
        default_factory=list, description="A note per round shown beside the game, round 1 first (a tutorial's or a puzzle's steps).")
    tutorial: bool = Field(False, description="The guided first game the main menu offers first to a player with no saved game "
                                              "(the first such mission in the list, when several are).")

    @cached_property
    def rules_by_kind(self) -> dict[type, SpecialRule]:
        """The first special rule of each kind (the engine asks "does this mission have X?" often)."""
        out: dict[type, SpecialRule] = {}
        for r in self.rules:
            out.setdefault(type(r), r)
        return out

    def rule(self, kind: type[R]) -> R | None:
        """The mission's first special rule of that kind, or None."""
        found = self.rules_by_kind.get(kind)
        return found if isinstance(found, kind) else None

    @property
    def preset_team(self) -> list[str]:
        """The survivors the mission sets up, in order: the team it is meant to be played with."""
        return [setup.survivor for setup in self.survivor_setup]

    def guide_for(self, round_number: int) -> str | None:
        """The guide's note for this round (the last note once the rounds outrun them)."""
        return self.guide[min(round_number, len(self.guide)) - 1] if self.guide else None

    @field_validator("survivor_setup")
    @classmethod
    def _once_each(cls, setups: list[SurvivorSetup]) -> list[SurvivorSetup]:
        ids = [s.survivor for s in setups]
        twice = sorted({i for i in ids if ids.count(i) > 1})
        if twice:
            raise ValueError(f"survivor set up twice: {', '.join(twice)}")
        return setups

    @field_validator("players", "survivors")
    @classmethod
    def _range_order(cls, pair: tuple[int, int]) -> tuple[int, int]:
        if pair[0] > pair[1]:
            raise ValueError(f"the fewest ({pair[0]}) is more than the most ({pair[1]})")
        return pair

    @field_validator("layout")
    @classmethod
    def _slots(cls, rows: list[list[str | None]]) -> list[list[str | None]]:
        if not rows or not any(rows):
            raise ValueError("the layout has no tiles")
        if len(rows) > MAX_LAYOUT or any(len(row) > MAX_LAYOUT for row in rows):
            raise ValueError(f"the layout is larger than {MAX_LAYOUT} x {MAX_LAYOUT} tiles")
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
