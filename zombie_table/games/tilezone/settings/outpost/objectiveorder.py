"""Objectives in order (rules reference §12, mission 2): an objective of one colour waits until
every objective of the colours before it is taken (the child after the spacesuit)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.missions import ObjectiveAfter
from zombie_table.games.tilezone.goals import SPECIAL_RULES
from zombie_table.games.tilezone.state import ObjectiveToken, SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

RULES = declare(SPECIAL_RULES, {
    "objective_after": "Objectives of a colour can be taken only after every objective of the colours named before it.",
})


@hook("may_take_objective")
def in_order(game: "Game", s: SurvivorState, token: ObjectiveToken) -> bool:
    for rule in game.mission.rules:
        if isinstance(rule, ObjectiveAfter) and token.color == rule.color.value:
            before = {c.value for c in rule.after}
            if any(t.color in before and t.taken_by is None for t in game.state.objectives):
                return False
    return True
