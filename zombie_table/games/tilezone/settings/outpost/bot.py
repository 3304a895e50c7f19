"""What the greedy bot needs to know of Outpost's own actions: a closed door between the team and
a place the mission needs is worth opening (and the zone in front of it is a place to go); an air
bottle is worth taking while the survivor lacks one; a door is never closed for its own sake; a
machine fights for its expected kills, the bot is steered toward the team and goes along on its
controller's moves."""

from __future__ import annotations

from zombie_table.games.tilezone.conditions import stage_goals
from zombie_table.games.tilezone.family import BOT_GOAL_ZONES, BOT_SCORES
from zombie_table.games.tilezone.friendly_fire import victims
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.goals import goal_kind
from zombie_table.games.tilezone.combat import profile
from zombie_table.games.tilezone.greedy import FAR, KILL, MISSION, NEVER, GreedyBot, Situation, threat
from zombie_table.games.tilezone.settings.outpost.attachments import PROTOTYPE, SCORCHER, under
from zombie_table.games.tilezone.settings.outpost.doors import closed
from zombie_table.games.tilezone.settings.outpost.fightbot import CONCENTRATE_SHARE
from zombie_table.games.tilezone.settings.outpost.machines import BOT, MachineAttack, MachineFocus, where
from zombie_table.games.tilezone.settings.outpost.oxygen import wears_bottle
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import kind


def _needed(game: Game) -> set[str]:
    return {z for g in stage_goals(game) for z in goal_kind(game, g).zones(game, g)}


def _shut_away(game: Game) -> list[tuple[str, str]]:
    """(zone in front, zone behind) of closed doors past which lies a needed zone the team cannot reach."""
    board = game.board
    team = [s.zone for s in game.state.living()]
    lost = [z for z in _needed(game) if not any(z in board.distance[t] for t in team)]
    blind = board.door_blind_distance
    out = []
    for k in closed(game):
        a, b = k.split("|")
        out += [(front, behind) for front, behind in ((a, b), (b, a))
                if any(blind[behind].get(z, FAR) < blind[front].get(z, FAR) for z in lost)]
    return out


@kind(BOT_GOAL_ZONES, "doors")
def door_fronts(game: Game) -> list[str]:
    return [front for front, _ in _shut_away(game)]


@kind(BOT_SCORES, "open_door")
def open_door(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return MISSION if (s.zone, a.args.zone) in _shut_away(game) else NEVER


@kind(BOT_SCORES, "close_door")
def close_door(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return NEVER


@kind(BOT_SCORES, "take_oxygen")
def take_oxygen(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return 30.0 if not wears_bottle(game, s) else NEVER


@kind(BOT_SCORES, "machine_attack")
def machine_attack(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    """A machine's own attack: worth its expected kills, never into teammates (an active machine
    draws the xenos, which suits a machine: losing it loses nothing)."""
    args: MachineAttack | MachineFocus = a.args
    machine, zone, mode = args.machine, args.zone, args.mode
    if victims(game, s.id, zone):
        return NEVER
    if isinstance(args, MachineFocus):  # concentrated: only on a xeno its plain hits cannot kill, as a survivor's (fightbot)
        p = profile(game, s, (), mode, f"machine:{machine}", zone)
        tough = game.data.zombie_types[args.zombie].damage_to_kill
        worth = p["damage"] < tough <= p["damage"] * p["dice"]
        return KILL * threat(game, args.zombie) * CONCENTRATE_SHARE + bot.stay(game, sit, s, a) if worth else NEVER
    value, _, _ = bot.attack_value(game, s, (), mode, f"machine:{machine}", zone)
    return KILL * value * sit.closeness(zone) + bot.stay(game, sit, s, a)


@kind(BOT_SCORES, "bot_move")
def bot_move(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    """Steering the bot is worth it when it brings it beside the team (to fight) and nobody is in danger."""
    here = where(game, BOT)
    near = min((game.board.distance[a.args.zone].get(z, FAR) for z in sit.company), default=FAR)
    now = min((game.board.distance[here].get(z, FAR) for z in sit.company), default=FAR) if here else FAR
    return 5.0 if near < now else NEVER


@kind(BOT_SCORES, "escort")
def escort(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    """A move with the bot along: as good as the move, a little better for the company."""
    return bot.score_move(game, sit, s, Action("move", a.label, a.args)) + 1.0


@kind(BOT_SCORES, "attach")
def attach(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    """A card under a weapon is worth attaching: it powers it (a prototype's cell, a Scorcher's fuel)
    or re-rolls its dice, and frees a slot. Once per weapon and kind is enough."""
    card, weapon = a.args.card, a.args.weapon
    if any(game.state.cards[c] == game.state.cards[card] for c in under(game, weapon)):
        return NEVER
    powers = {PROTOTYPE, SCORCHER} & set(game.card(weapon).traits)  # without it the weapon does nothing
    return 30.0 if powers else 20.0


@kind(BOT_SCORES, "keep_attached")
def keep_attached(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return attach(bot, game, sit, s, a)


@kind(BOT_SCORES, "detach")
def detach(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return NEVER


@kind(BOT_SCORES, "mold_sample")
def mold_sample(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return MISSION  # a sample the mission needs (samples.py)


@kind(BOT_SCORES, "open_seal")
def open_seal(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return MISSION  # the seal stands between the team and what the mission needs (seal.py)
