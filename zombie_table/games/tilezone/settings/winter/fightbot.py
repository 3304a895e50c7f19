"""What the greedy bot needs to know of Winter's fighting actions the family's scores do not cover:
drake fire is worth the zone's threat (never where a survivor stands); setting a mission's building
on fire is a mission action, never with a survivor or guard inside; food is free AP when there is
nothing better to do, a heal is worth a wound, the other enchantments and Blood Rush are left to
the players."""

from __future__ import annotations

from zombie_table.games.tilezone.family import BOT_SCORES
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import KILL, MISSION, NEVER, GreedyBot, Situation, threat
from zombie_table.games.tilezone.settings.winter import scorched
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import kind

DRAKE_FIRE_WORTH = 3.0  # the threat a blast must clear to be worth two cards
FOOD, HEAL = 30.0, 150.0


@kind(BOT_SCORES, "drake_fire")
def drake_fire(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    zone = a.args.zone
    if scorched.sets_on_fire(game, zone):
        return MISSION + bot.stay(game, sit, s, a) if scorched.nobody_inside(game, zone) else NEVER
    if game.state.survivors_in(zone):
        return NEVER
    worth = sum(threat(game, t) * n for t, n in game.state.zombies.get(zone, {}).items())
    return KILL * worth + bot.stay(game, sit, s, a) if worth >= DRAKE_FIRE_WORTH else NEVER


@kind(BOT_SCORES, "eat")
def eat(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return FOOD + bot.stay(game, sit, s, a)


@kind(BOT_SCORES, "enchant")
def enchant(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    if game.card(a.args.card).effect.value == "healing":
        return HEAL + bot.stay(game, sit, s, a)
    return NEVER


@kind(BOT_SCORES, "bloodlust")
def bloodlust(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return NEVER
