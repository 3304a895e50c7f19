"""What every setting of the tile-and-zone family builds its ruleset from."""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType

from zombie_table.games.tilezone import (
    combat, experience, flow, health, inventory, leadership, moves, noise, objectives, search, setup, skills, spawning,
    tactics, trade, turn, vision, zombies,
)
from zombie_table.kernel.ruleset import Ruleset, RulesetError

HOOKS = ("setup", "enter")
"""setup(game): after the mission's pieces are placed; enter(game, survivor, zone): a survivor entered a zone."""

FAMILY_MODULES: tuple[ModuleType, ...] = (
    noise, combat, moves, objectives, search, tactics, leadership, trade, flow, experience, spawning, zombies,
)
"""The family's rule modules, in the order a setting with nothing to add lists a turn's options."""

FAMILY_DECLARING: tuple[ModuleType, ...] = (turn, health, inventory, vision, setup, skills)
"""Family modules that mark no function but declare skill families or card traits they implement;
every setting's ruleset takes their declarations after its own modules (their order changes nothing)."""

CATALOGUES = (skills.SKILL_FAMILIES, skills.CARD_TRAITS)
"""What rule modules `declare`: the skill families and card traits the rules implement, which
`zombie-table validate` holds a setting's content to."""


def family_ruleset(name: str, modules: Sequence[ModuleType]) -> Ruleset:
    """A setting's ruleset from `modules`: every family module, placed where the setting declares,
    and the setting's own; then the declarations of the family's modules that mark nothing."""
    missing = [m.__name__ for m in FAMILY_MODULES if m not in modules]
    if missing:
        raise RulesetError(f"ruleset {name!r} leaves out family modules: {', '.join(missing)}")
    declaring = [m for m in FAMILY_DECLARING if m not in modules]
    ruleset = Ruleset(name, hooks=HOOKS, catalogues=CATALOGUES).include(*modules, *declaring)
    undeclared = sorted({f for needs in ruleset.needs.values() for f in needs} - set(skills.families(ruleset)))
    if undeclared:
        raise RulesetError(f"ruleset {name!r}: providers need skill families nobody declares: {', '.join(undeclared)}")
    return ruleset.freeze()
