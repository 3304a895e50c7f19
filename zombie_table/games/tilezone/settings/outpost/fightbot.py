"""What the greedy bot needs to know of Outpost's fighting actions the family's scores do not cover:
hellfire is worth the zone's threat (never where a survivor stands), and a mission's spawn token to burn; a concentrated attack is worth
it only on a xeno the weapon's plain hits cannot kill (a Brute for a 1-damage gun, the Blighter),
by the chance-free reading of its dice (half the kill when enough hits could land)."""

from __future__ import annotations

from zombie_table.games.tilezone.combat import blast_targets, profile
from zombie_table.games.tilezone.family import BOT_SCORES
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import KILL, MISSION, NEVER, GreedyBot, Situation, threat
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import kind

HELLFIRE_WORTH = 3.0  # the threat a burst must clear to be worth a fuel can
CONCENTRATE_SHARE = 0.5  # the kill is likely, not sure


@kind(BOT_SCORES, "hellfire")
def hellfire(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    zone = a.args.zone
    if game.state.survivors_in(zone):
        return NEVER
    if zone in blast_targets(game):
        return MISSION  # a spawn token the mission wants burnt
    worth = sum(threat(game, t) * n for t, n in game.state.zombies.get(zone, {}).items())
    return KILL * worth + bot.stay(game, sit, s, a) if worth >= HELLFIRE_WORTH else NEVER


@kind(BOT_SCORES, "concentrate")
def concentrate(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    weapons, mode, zone, ztype, knife = a.args.weapons, a.args.mode, a.args.zone, a.args.zombie, a.args.knife
    p = profile(game, s, tuple(weapons.split("+")), mode, "normal", zone, knife)
    tough = game.data.zombie_types[ztype].damage_to_kill
    if p["damage"] >= tough or p["damage"] * p["dice"] < tough or (mode != "melee" and game.state.survivors_in(zone)):
        return NEVER
    return KILL * threat(game, ztype) * CONCENTRATE_SHARE + bot.stay(game, sit, s, a)


@kind(BOT_SCORES, "bloodlust")
def bloodlust(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return NEVER  # left to the players, as in Winter
