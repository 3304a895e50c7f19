"""What the greedy bot needs to know of Frontier's own actions and dangers: the mission's own
actions (recruiting, the train, the wagon, coal), blessing spawns, the Gatling, Vade Retro;
never stepping off a train that must carry everyone away; fetching companions waiting alone."""

from __future__ import annotations

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import (
    FAR, KILL, MISSION, NEVER, GreedyBot, Situation, stage_needs,
)
from zombie_table.games.tilezone.conditions import stage_goals
from zombie_table.games.tilezone.family import BOT_GOAL_ZONES, BOT_SCORES, BOT_VETOES
from zombie_table.games.tilezone.settings.frontier import machines, train
from zombie_table.games.tilezone.settings.frontier.goals import waiting_companions
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import kind


@kind(BOT_SCORES, "recruit")
@kind(BOT_SCORES, "load_wagon")
@kind(BOT_SCORES, "stoke")
def mission_action(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return MISSION


@kind(BOT_SCORES, "start_train")
def start_train(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    if not (train.everyone_aboard(game) and not train.zombies_aboard(game)):
        return NEVER  # a train leaving without everyone loses the mission
    return MISSION


@kind(BOT_SCORES, "push_wagon")
def push_wagon(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    """Two reasons to drive the wagon: off the tracks before the train comes, and down the road to
    an exit it must leave through."""
    dest = a.args.zone
    if stage_needs(game, "push_wagon") and game.board.zones[dest].kind is not ZoneKind.track:
        return MISSION
    exit_ = wagon_exit(game)
    if exit_ is not None:
        road = road_distance(game, exit_)
        if road.get(dest, FAR) < road.get(s.zone or dest, FAR):
            return MISSION
    return NEVER


@kind(BOT_SCORES, "escape")
def escape_with_the_wagon(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float | None:
    """While the wagon must leave too, leaving from anywhere but its zone abandons it there."""
    if wagon_exit(game) is not None and s.zone not in game.state.tokens.get("wagon", []):
        return NEVER
    return None  # the usual weighing


def wagon_exit(game: Game) -> str | None:
    """The exit, when a goal of this stage wants the wagon out through it and it has not gone yet."""
    wants = any(getattr(g, "with_wagon", False) for g in stage_goals(game))
    if not wants or not game.mission.exit or "wagon" in game.state.escaped_tokens:
        return None
    return game.board.resolve(game.mission.exit)


def road_distance(game: Game, target: str) -> dict[str, int]:
    """Drives from each zone to `target` over the ground a wagon rolls on."""
    return game.settled(("wagon-road", target), machines.road_distance, game, target)


@kind(BOT_SCORES, "bless")
def bless(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    """Moves mobile spawns to the start, puts corpse piles out: a goal of some missions."""
    return (MISSION if stage_needs(game, "bless") else 30.0) + bot.stay(game, sit, s, a)


@kind(BOT_SCORES, "fire_gatling")
def fire_gatling(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    zone = a.args.zone
    if game.state.survivors_in(zone):
        return NEVER
    return KILL * sit.closeness(zone) * min(3, sit.count(zone)) * 0.5 + bot.stay(game, sit, s, a)


@kind(BOT_SCORES, "vade_retro")
def vade_retro(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    zone, here = a.args.zone, s.zone
    near = zone == here or game.board.distance[here].get(zone, FAR) <= 1
    return sit.count(zone) * (70.0 if near else 10.0) + bot.stay(game, sit, s, a)


@kind(BOT_VETOES, "stay_aboard")
def stay_aboard(game: Game, s: SurvivorState, zone: str) -> bool:
    """Stepping off a train that is rolling (or about to) and must carry everyone away."""
    return (train.status(game) in ("arriving", "running") and train.is_train_zone(game, s.zone)
            and stage_needs(game, "ride_train") and not train.is_train_zone(game, zone))


@kind(BOT_GOAL_ZONES, "lone_companions")
def lone_companions(game: Game) -> list[str]:
    """Companions waiting alone die of a single wound, and any death loses: fetch them."""
    return waiting_companions(game)
