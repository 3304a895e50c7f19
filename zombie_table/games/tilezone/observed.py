"""What a player sees of a tile-and-zone game: the family's observer (`kernel.observer`).

The table as it lies in front of the players, typed: every zone with its survivors, zombies by
type, tokens, spawns, objectives and noise; every survivor's dashboard (cards by slot, XP,
wounds, skills); the decks' sizes, the danger level and the mission's goals with their progress.
What the players may not know stays out: the order of every deck (only counts), the colour of a
face-down objective until it is taken, the dice's stream, the queue of steps still to resolve. A
setting adds its own part through the state class its ruleset declares (`SettingState.observed`).

`play --jsonl` sends this view in each decision (docs/api.md); its JSON Schema comes from these
models. Everything a view says is on the table for every player, so `player` changes nothing yet.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, Callable, get_origin, get_type_hints

from pydantic import BaseModel, ConfigDict, Field, create_model

from zombie_table.content.tiles import Feature, ZoneKind
from zombie_table.games.tilezone.board import EdgeKind
from zombie_table.games.tilezone.goals import goal_kind, loss_kind
from zombie_table.games.tilezone.noise import STRENGTH, single_token, zone_noise
from zombie_table.games.tilezone.spawning import danger_level
from zombie_table.games.tilezone.state import LEVELS, SettingState, SurvivorState
from zombie_table.kernel.ruleset import observes

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


class View(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CardView(View):
    instance: str = Field(description="This copy's id (unique in the game), e.g. 'pistol#2'.")
    card: str = Field(description="The card's id in the setting's equipment list.")
    name: str
    loaded: bool = Field(description="False for a reload weapon fired and not reloaded yet.")


class InventoryView(View):
    """Each slot in order; null where a slot is empty."""

    hand: list[CardView | None]
    favourite: list[CardView | None]
    body: list[CardView | None]
    backpack: list[CardView | None]


class SurvivorView(View):
    id: str
    name: str
    player: str
    classes: list[str]
    zone: str | None = Field(description="Null once dead or escaped.")
    status: str = Field(description="alive, dead or escaped.")
    health: int = Field(description="Wounds left to take before dying.")
    max_health: int
    wounds: int
    xp: int
    level: str = Field(description="The highest danger level reached: blue, yellow, orange or red.")
    skills: list[str] = Field(description="Skill references in effect ('family' or 'family:param').")
    actions_left: int
    free: dict[str, int] = Field(description="Free actions left this turn, by kind.")
    activated: bool = Field(description="Has had its turn this round.")
    inventory: InventoryView
    carried: list[str] = Field(description="Mission tokens on the dashboard (ammo, cargo, coal).")
    kills: dict[str, int] = Field(description="Zombies killed, by type.")
    companion_of: str | None = Field(description="A companion's leader ('' while alone); null for a survivor.")
    riding: str | None = Field(description="The vehicle token ridden (null: on foot).")


class ZoneView(View):
    id: str
    name: str | None
    kind: ZoneKind
    tile: str
    building: str | None = Field(description="Rooms of one building share it; null on open ground.")
    features: list[Feature]
    neighbours: dict[str, str] = Field(description="Each bordering zone and what lies between: "
                                       "open, opening, door_open or door_closed (walls are left out).")
    survivors: list[str] = Field(description="Ids of the survivors here, on the board.")
    zombies: dict[str, int] = Field(description="Zombies here by type (types with none left out).")
    noise: int = Field(description="The noise zombies count here: with per-zone tokens, the tokens plus the "
                       "survivors; with the single token, its strength where it lies (1 quiet, 2 loud), else 0.")
    tokens: list[str] = Field(description="Kinds of token here (the ruleset's token kinds: noise, wagon…), one per token.")
    blocked: bool = Field(description="Nobody may enter (a stuck wagon).")
    exit: bool = Field(description="The mission's exit zone.")


class DoorView(View):
    zones: list[str] = Field(description="The two zones the door joins.")
    open: bool


class SpawnView(View):
    id: str
    kind: str = Field(description="starting, mobile, abomination, corpse_pile or numbered.")
    zone: str
    active: bool
    destroyed: bool
    number: int | None


class ObjectiveView(View):
    id: str
    zone: str
    face_down: bool = Field(description="Its colour is hidden until someone takes it.")
    color: str | None = Field(description="Null while face down.")
    taken_by: str | None
    lost: bool = Field(description="Destroyed: a goal needing it may be out of reach.")


class GoalView(View):
    stage: int = Field(description="The victory stage it belongs to (stages are met in order).")
    kind: str
    text: str
    progress: str = Field(description="How far it is, e.g. '2/3' (may be empty).")
    met: bool


class LossView(View):
    kind: str
    text: str


class Objectives(View):
    taken: int
    total: int


class Decks(View):
    """Cards left to draw and in the discard piles; never their order."""

    equipment: int
    equipment_discard: int
    zombie: int
    zombie_discard: int
    bounty: int = Field(description="Reward cards left (missions with bounties).")


class Table(View):
    """The table as a player sees it (the family's observer)."""

    round: int
    phase: str
    stage: int = Field(description="Victory stages completed.")
    players: list[str]
    first_player: str
    active: str | None = Field(description="The survivor taking its turn.")
    danger: str = Field(description="The danger level: the highest level of a survivor still in the game.")
    noise: dict[str, Any] = Field(description="The single noise token, {zone, level: bang|boom} (empty in "
                                  "settings with per-zone tokens).")
    zombies_on_board: int
    active_spawns: int
    objectives: Objectives
    decks: Decks
    abominations_left: int = Field(description="Abomination profiles still to come.")
    result: str | None = Field(description="victory or defeat once the game is over.")
    cause: str | None
    layout: list[list[str | None]] = Field(description="The tile grid now ('TILE[@ROTATION]'; trains slide and flip tiles).")
    zones: list[ZoneView]
    doors: list[DoorView]
    survivors: list[SurvivorView]
    spawns: list[SpawnView]
    objective_tokens: list[ObjectiveView]
    goals: list[GoalView]
    losses: list[LossView] = Field(description="The mission's own ways to lose (beside the setting's).")
    setting: dict[str, Any] = Field(description="The setting's own state (`SettingState.observed`; its schema: "
                                    "setting-<id>.json; Frontier: the train's status, coal, cargo…).")


def setting_view(state_class: type[SettingState]) -> type[View]:
    """The model of `Table.setting` for a setting whose own state is `state_class` (a dataclass):
    its fields and their types, a hidden one as its count (`SettingState.observed`)."""
    types = get_type_hints(state_class)
    def shown(name: str) -> Any:
        if name not in state_class.HIDDEN:
            return types[name]
        return dict[str, int] if get_origin(types[name]) is dict else int

    fields: dict[str, Any] = {f.name: (shown(f.name), ...) for f in dataclasses.fields(state_class)}  # type: ignore[arg-type]
    return create_model(f"{state_class.__name__}View", __base__=View,
                        __doc__=f"The setting's own state ({state_class.__name__}) as every player sees it.", **fields)


@observes
def table(game: "Game", player: str | None) -> Table:
    """The table as `player` sees it (None: a spectator); nothing in it is any one player's secret."""
    state = game.state
    return Table(
        round=state.round, phase=state.phase, stage=state.stage, players=list(state.players),
        first_player=state.players[state.first_player], active=state.active,
        danger=LEVELS[danger_level(game)], noise=dict(state.noise), zombies_on_board=state.zombie_count(),
        active_spawns=sum(1 for t in state.spawns if t.active and not t.destroyed),
        objectives=Objectives(taken=sum(1 for t in state.objectives if t.taken_by), total=len(state.objectives)),
        decks=Decks(equipment=len(state.equipment.draw_pile), equipment_discard=len(state.equipment.discard_pile),
                    zombie=len(state.zombie_deck.draw_pile), zombie_discard=len(state.zombie_deck.discard_pile),
                    bounty=len(state.bounty)),
        abominations_left=len(state.abominations), result=state.result, cause=state.cause,
        layout=[list(row) for row in state.layout], zones=zones(game), doors=doors(game),
        survivors=[survivor(game, s) for s in state.survivors.values()],
        spawns=[SpawnView(id=t.id, kind=t.kind, zone=t.zone, active=t.active, destroyed=t.destroyed, number=t.number)
                for t in state.spawns],
        objective_tokens=[ObjectiveView(id=t.id, zone=t.zone, face_down=t.hidden and not t.taken_by,
                                        color=None if t.hidden and not t.taken_by else t.color, taken_by=t.taken_by,
                                        lost=t.lost) for t in state.objectives],
        goals=goals(game), losses=[LossView(kind=loss.kind, text=loss_kind(game, loss).text(game, loss))
                                   for loss in game.mission.defeat],
        setting=state.own.observed() if state.own is not None else {},
    )


def card(game: "Game", instance: str | None) -> CardView | None:
    if instance is None:
        return None
    return CardView(instance=instance, card=game.state.cards[instance], name=game.card(instance).name,
                    loaded=instance not in game.state.unloaded)


def survivor(game: "Game", s: SurvivorState) -> SurvivorView:
    inv = s.inventory
    slots = {slot: [card(game, c) for c in getattr(inv, slot)] for slot in inv.SLOTS}
    return SurvivorView(
        id=s.id, name=s.name, player=s.player, classes=list(s.classes), zone=s.zone if s.on_board else None,
        status=s.status, health=s.health_left, max_health=s.health, wounds=s.wounds, xp=s.xp, level=LEVELS[s.level],
        skills=list(s.skills), actions_left=s.actions_left, free={k: v for k, v in s.free.items() if v},
        activated=s.activated, inventory=InventoryView(**slots), carried=list(s.carried), kills=dict(s.kills),
        companion_of=s.companion_of, riding=s.riding,
    )


def _zone_noises(game: "Game") -> Callable[[str], int]:
    """Each zone's noise (`ZoneView.noise`), asked of every zone in turn."""
    if not single_token(game):
        return lambda zone: zone_noise(game, zone)
    token = game.state.noise
    return lambda zone: STRENGTH[token["level"]] if token.get("zone") == zone else 0


def zones(game: "Game") -> list[ZoneView]:
    state, board = game.state, game.board
    tokens: dict[str, list[str]] = {}
    for kind, places in state.tokens.items():
        for zone in places:
            tokens.setdefault(zone, []).append(kind)
    standing: dict[str | None, list[str]] = {}  # the survivors on the board by zone, in the state's order
    for s in state.survivors.values():
        if s.on_board:
            standing.setdefault(s.zone, []).append(s.id)
    noise = _zone_noises(game)
    exit_zone = board.resolve(game.mission.exit) if game.mission.exit else None
    return [
        ZoneView(id=zid, name=z.name, kind=z.kind, tile=z.tile, building=z.building, features=list(z.features),
                 neighbours={n: kind.name for n, kind in sorted(board.neighbours[zid].items())},
                 survivors=standing.get(zid, []),
                 zombies={t: n for t, n in sorted(state.zombies.get(zid, {}).items()) if n},
                 noise=noise(zid), tokens=tokens.get(zid, []), blocked=zid in board.blocked,
                 exit=zid == exit_zone)
        for zid, z in board.zones.items()
    ]


def doors(game: "Game") -> list[DoorView]:
    found = []
    for a, edges in game.board.neighbours.items():
        for b, kind in sorted(edges.items()):
            if a < b and kind in (EdgeKind.door_open, EdgeKind.door_closed):
                found.append(DoorView(zones=[a, b], open=kind is EdgeKind.door_open))
    return found


def goals(game: "Game") -> list[GoalView]:
    """Each goal of each victory stage, met when its stage is done or, in the current stage, as it
    stands (the objectives panel's reading, `tui.session.objective_stages`)."""
    state, out = game.state, []
    for k, stage in enumerate(game.mission.victory):
        done = k < state.stage or state.result == "victory"
        for goal in stage:
            kind = goal_kind(game, goal)
            out.append(GoalView(stage=k, kind=goal.kind, text=kind.text(game, goal), progress=kind.progress(game, goal),
                                met=done or (k == state.stage and kind.met(game, goal))))
    return out
