"""What the greedy bot needs to know of Outpost's skill actions: Close In is a move that spends
no action (only the usual extra ones for leaving xenos), worth what the zone it reaches is worth;
Blend In is worth the danger it takes off the survivor where it stands (the xenos will ignore it)
and a little even when there is none, as it costs nothing."""

from __future__ import annotations

from zombie_table.games.tilezone.family import BOT_SCORES
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import GreedyBot, Situation
from zombie_table.games.tilezone.moves import leave_cost
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import kind

HIDING = 1.0  # a free token is worth taking even out of danger


@kind(BOT_SCORES, "close_in")
def close_in(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return bot.step_to(game, sit, s, a.args.zone, s.actions_left - leave_cost(game, s))


@kind(BOT_SCORES, "camouflage")
def camouflage(bot: GreedyBot, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
    return bot.stay(game, sit, s, a) + sit.danger(s, s.zone) + HIDING
