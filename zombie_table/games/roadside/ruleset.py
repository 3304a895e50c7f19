"""Roadside's ruleset: its rule modules in the order a turn reads them."""

from __future__ import annotations

from zombie_table.games.roadside import (effects, encounters, exploring, fights, groups, inventory, movement, observer,
                                         recover, setup, sharing, survivors, trading, turns, winning)
from zombie_table.kernel.ruleset import Ruleset

HOOKS = ("check_end",)  # after every step that changed something: has the race been won?
# encounter challenge kinds and effect kinds (the content's vocabulary); a group's shared consequences (§14.6)
CATALOGUES = ("challenges", "effects", "shares")

RULES = Ruleset("roadside", hooks=HOOKS, catalogues=CATALOGUES).include(
    setup, turns, groups, recover, inventory, trading, movement, fights, encounters, effects, exploring, sharing, survivors,
    winning, observer,
).freeze()
