"""What the greedy bot needs to know of Winter's own actions: emptying an objective's pile is the
way to the objective; a loose rope ladder is worth carrying, and laying one is worth it only when
the ramparts lead somewhere the mission needs (the bot's goal zones say so); the guards fight where
zombies are and step out of a zombie-filled zone."""

from __future__ import annotations

from zombie_table.games.tilezone.family import BOT_GOAL_ZONES, BOT_SCORES
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.conditions import stage_goals
from zombie_table.games.tilezone.goals import goal_kind
from zombie_table.games.tilezone.greedy import FAR, KILL, MISSION, NEVER, GreedyBot, Situation
from zombie_table.games.tilezone.settings.winter import guardescape, guards
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import kind


@kind(BOT_SCORES, "take_from_pile")
def take_from_pile(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return MISSION


@kind(BOT_SCORES, "take_ladder")
def take_ladder(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return 20.0


@kind(BOT_SCORES, "lay_ladder")
def lay_ladder(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    """Worth it when a goal zone is nearer over the ladder than by the streets."""
    goals = [z for g in stage_goals(game) for z in goal_kind(game, g).zones(game, g)]
    if not goals:
        return NEVER
    now = min(game.board.distance[s.zone].get(z, FAR) for z in goals)
    up = min(game.board.distance[a.args.zone].get(z, FAR) for z in goals) + 1
    return MISSION * 0.5 if up < now else NEVER


@kind(BOT_SCORES, "retrieve_ladder")
def retrieve_ladder(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return NEVER


@kind(BOT_SCORES, "guard_melee")
@kind(BOT_SCORES, "guard_ranged")
def guard_attack(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    """The guards' dice cost one of the commander's actions: worth it for the kills they may make."""
    zone, target = a.args.source, a.args.zone
    dice = guards.count(game, zone)
    return KILL * min(dice * 0.5, sit.count(target)) + bot.stay(game, sit, s, a)


@kind(BOT_SCORES, "guard_move")
def guard_move(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    """Guards stay where the mission put them unless zombies stand with them and none beside, or
    the stage wants them out: then the whole group steps nearer the exit into a zone no zombie
    stands in or steps into (a lost guard loses those missions, a slow one only costs time)."""
    src, dst = a.args.source, a.args.zone
    if game.state.zombie_count(dst):
        return NEVER
    if game.state.zombie_count(src):
        return 5.0
    out = guardescape.leading_out(game)
    if out is None or isinstance(a.args, guards.GuardSplit) or sit.threat(dst) != (0.0, 0.0):
        return NEVER
    nearer = game.board.distance[src].get(out, FAR) - game.board.distance[dst].get(out, FAR)
    return MISSION * 0.5 + bot.stay(game, sit, s, a) if nearer > 0 else NEVER


@kind(BOT_SCORES, "pour_cauldron")
@kind(BOT_SCORES, "guards_pour_cauldron")
def pour_cauldron(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    """Worth it on a crowd (or the giant) with no friend below; never on survivors or guards."""
    target = a.args.zone
    if game.state.survivors_in(target) or guards.count(game, target):
        return NEVER
    crowd = sit.count(target)
    return KILL * crowd if crowd >= 3 or any(game.data.zombie_types[t].abomination for t in game.state.zombies.get(target, {})) else NEVER


@kind(BOT_SCORES, "carry_cauldron")
@kind(BOT_SCORES, "guards_carry_cauldron")
def carry_cauldron(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return NEVER  # a mission's plan carries cauldrons; the bot pours them where they stand


@kind(BOT_GOAL_ZONES, "necromancer")
def necromancer_zone(game: Game) -> list[str]:
    """A necromancer out is marching corruption on the ward: go and kill it, whatever the stage."""
    return sorted(z for z, types in game.state.zombies.items() if any(game.data.zombie_types[t].necromancer for t in types))
