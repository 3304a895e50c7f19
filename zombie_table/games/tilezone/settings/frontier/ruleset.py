"""Frontier's ruleset: the family's rules and its own, in the order a turn's options are listed."""

from __future__ import annotations

from zombie_table.games.tilezone import (
    combat, experience, flow, goals, leadership, moves, noise, objectives, search, spawning, tactics, trade, zombies,
)
from zombie_table.games.tilezone.family import family_ruleset
from zombie_table.games.tilezone.settings.frontier import SETTING, bot, checks, classes, companions, machines, missionrules, train
from zombie_table.games.tilezone.settings.frontier.keys import KEY_GROUPS
from zombie_table.games.tilezone.settings.frontier.options import FrontierOptions
from zombie_table.games.tilezone.settings.frontier.state import FrontierState
from zombie_table.games.tilezone.settings.frontier import goals as frontier_goals
from zombie_table.kernel.ruleset import Ruleset


def build_ruleset() -> Ruleset:
    """Providers list a survivor's options in this order (the order players have always seen);
    hooks run in it too: companions are placed before the mission's set-up, the all-aboard check
    before corpse piles are uncovered. Goal and loss kinds: the family's, then Frontier's own."""
    return family_ruleset(SETTING, (
        noise, combat, companions, moves, machines, missionrules, objectives, search, tactics, leadership, trade,
        classes, flow, experience, spawning, zombies, train, goals, frontier_goals, bot, checks,
    ), state=FrontierState, key_groups=KEY_GROUPS, options=FrontierOptions)
