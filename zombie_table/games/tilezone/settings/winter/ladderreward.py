"""Rope ladders found on objectives (rules reference §12, the stranded-guards mission): taking an
objective of the rule's colours puts a rope ladder on the taker's dashboard, laid as any other."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.missions import LadderReward
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.goals import SPECIAL_RULES
from zombie_table.games.tilezone.settings.winter.walls import LADDER
from zombie_table.games.tilezone.state import ObjectiveToken, SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

RULES = declare(SPECIAL_RULES, {"ladder_reward": "Taking an objective (of these colours) gives a rope ladder."})


@hook("objective_taken")
def ladder(game: "Game", s: SurvivorState, token: ObjectiveToken) -> None:
    for r in game.mission.rules:
        if isinstance(r, LadderReward) and (not r.colors or token.color in [c.value for c in r.colors]):
            s.carried.append(LADDER)
            game.emit(Ev.token, "rope-ladder", f"{s.name} finds a rope ladder", survivor=s.id, zone=s.zone)
