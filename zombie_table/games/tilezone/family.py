"""What every setting of the tile-and-zone family builds its ruleset from."""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType

from zombie_table.games.tilezone import (
    combat, experience, flow, leadership, moves, noise, objectives, search, spawning, tactics, trade, zombies,
)
from zombie_table.kernel.ruleset import Ruleset, RulesetError

HOOKS = ("setup", "enter", "trade_options", "may_take", "objective_taken", "dynamite_targets", "dynamited",
         "abomination_held")
"""The moments and questions where a setting's rules join the family's (the family imports no setting):
setup(game): after the mission's pieces are placed; enter(game, survivor, zone): a survivor entered a zone;
trade_options(game, survivor, partner) -> actions: more to trade than cards; may_take(game, survivor, token)
-> bool: every answer must allow taking an objective; objective_taken(game, survivor, token): its rewards;
dynamite_targets(game) -> zones worth a blast with nobody in them; dynamited(game, survivor, zone): after a
blast; abomination_held(game) -> bool: any answer keeps the abomination spawns quiet."""

FAMILY_MODULES: tuple[ModuleType, ...] = (
    noise, combat, moves, objectives, search, tactics, leadership, trade, flow, experience, spawning, zombies,
)
"""The family's rule modules, in the order a setting with nothing to add lists a turn's options."""


def family_ruleset(name: str, modules: Sequence[ModuleType]) -> Ruleset:
    """A setting's ruleset from `modules`: every family module, placed where the setting declares,
    and the setting's own."""
    missing = [m.__name__ for m in FAMILY_MODULES if m not in modules]
    if missing:
        raise RulesetError(f"ruleset {name!r} leaves out family modules: {', '.join(missing)}")
    return Ruleset(name, hooks=HOOKS).include(*modules).freeze()
