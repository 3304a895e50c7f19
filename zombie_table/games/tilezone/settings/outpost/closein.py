"""Charge (invader §11, the project's Close In): once per turn, free, a dash of up to two zones into
a zone with xenos. It is the family's dash into the fray (`rush`, Bloodlust's too) with no action
spent and nothing after it; leaving a zone with xenos costs its usual extra actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.moves import leave_cost
from zombie_table.games.tilezone.rush import CHARGE, rush, rush_zones
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import declare, handler, provides
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

SKILLS = declare(skills.SKILL_FAMILIES, CHARGE)
ABILITY = "close_in"


@provides(needs=(ABILITY,))
def close_in_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if s.turn.used(ABILITY) or not skills.has(game, s, ABILITY):
        return []
    extra = leave_cost(game, s)
    if s.actions_left < extra:
        return []
    cost = f"free, {plural(extra, 'action')} to get away" if extra else "free"
    return [Action(ABILITY, f"Close in on {zone} ({plural(len(path), 'zone')}; {cost})", (s.id, zone))
            for zone, path in rush_zones(game, s)]


@handler(ABILITY)
def close_in(game: "Game", action: Action) -> None:
    sid, zone = action.args
    s = game.survivor(sid)
    act(game)
    s.actions_left -= leave_cost(game, s)
    rush(game, s, zone, ABILITY)
