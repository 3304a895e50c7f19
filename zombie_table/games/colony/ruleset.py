"""Colony's ruleset: its rule modules, the turn's actions in the order they are offered."""

from __future__ import annotations

from zombie_table.games.colony import (abilities, cards, colony_phase, crossroads, deaths, defences, exile, exposure,
                                       fighting, moving, observer, searching, setup, turns, winning)
from zombie_table.kernel.ruleset import Ruleset

HOOKS = ("check_end",)  # after every step that changed something: has the game ended?

RULES = Ruleset("colony", hooks=HOOKS).include(
    setup, turns, searching, fighting, defences, abilities, moving, cards, exile, crossroads, exposure, deaths,
    colony_phase, winning, observer,
).freeze()
