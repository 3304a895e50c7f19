"""What the greedy bot needs to know of Frontier's own actions and dangers: the mission's own
actions (recruiting, the train, the wagon, coal), blessing spawns, the Gatling, Vade Retro;
never stepping off a train that must carry everyone away; fetching companions waiting alone."""

from __future__ import annotations

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import (
    FAR, KILL, MISSION, NEVER, GreedyBot, Situation, stage_needs,
)
from zombie_table.games.tilezone.family import BOT_GOAL_ZONES, BOT_SCORES, BOT_VETOES
from zombie_table.games.tilezone.settings.frontier import train
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
    """The only reason to drive the wagon: off the tracks before the train comes."""
    wanted = stage_needs(game, "push_wagon")
    return MISSION if wanted and game.board.zones[a.args[1]].kind is not ZoneKind.track else NEVER


@kind(BOT_SCORES, "bless")
def bless(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    """Moves mobile spawns to the start, puts corpse piles out: a goal of some missions."""
    return (MISSION if stage_needs(game, "bless") else 30.0) + bot.stay(game, sit, s, a)


@kind(BOT_SCORES, "fire_gatling")
def fire_gatling(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    zone = a.args[1]
    if game.state.survivors_in(zone):
        return NEVER
    return KILL * sit.closeness(zone) * min(3, sit.count(zone)) * 0.5 + bot.stay(game, sit, s, a)


@kind(BOT_SCORES, "vade_retro")
def vade_retro(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    zone, here = a.args[1], s.zone
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
