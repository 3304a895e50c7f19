"""What every setting of the tile-and-zone family builds its ruleset from."""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType

from zombie_table.games.tilezone import (
    combat, experience, flow, goals, leadership, moves, noise, objectives, search, spawning, tactics, trade, zombies,
)
from zombie_table.games.tilezone.goals import CATALOGUES
from zombie_table.kernel.ruleset import Ruleset, RulesetError

HOOKS = ("setup", "enter")
"""setup(game): after the mission's pieces are placed; enter(game, survivor, zone): a survivor entered a zone."""

FAMILY_MODULES: tuple[ModuleType, ...] = (
    noise, combat, moves, objectives, search, tactics, leadership, trade, flow, experience, spawning, zombies, goals,
)
"""The family's rule modules, in the order a setting with nothing to add lists a turn's options
(`goals` registers only kinds, so where it stands changes nothing)."""


def family_ruleset(name: str, modules: Sequence[ModuleType]) -> Ruleset:
    """A setting's ruleset from `modules`: every family module, placed where the setting declares,
    and the setting's own. Its catalogues: `goals` and `losses` (the kinds of `tilezone.goals`)."""
    missing = [m.__name__ for m in FAMILY_MODULES if m not in modules]
    if missing:
        raise RulesetError(f"ruleset {name!r} leaves out family modules: {', '.join(missing)}")
    return Ruleset(name, hooks=HOOKS, catalogues=CATALOGUES).include(*modules).freeze()
