"""The settings' rulesets, found by package: the package `settings/<id>/` holds the rules of the
setting `<id>` and `build()`s its ruleset. Shared code asks `ruleset_for(setting)` and never which
setting it is. Finding the settings imports none of them, so one that fails to import or to build
breaks only its own games (and `validate` says why)."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from zombie_table.kernel.ruleset import Ruleset, RulesetError


class NoRuleset(RulesetError):
    """No package here is named for that setting: its content has no rules to check against (yet)."""


def settings() -> list[str]:
    """The ids of the settings that have rules (their packages' names)."""
    return sorted(info.name for info in pkgutil.iter_modules(__path__) if info.ispkg)


@cache
def ruleset_for(setting: str) -> Ruleset:
    """The one ruleset of a setting, built on first use."""
    if setting not in settings():
        raise NoRuleset(f"no ruleset for setting {setting!r}; known: {', '.join(settings())}")
    ruleset = importlib.import_module(f"{__name__}.{setting}").build()
    if ruleset.name != setting:
        raise RulesetError(f"the package settings/{setting} builds a ruleset named {ruleset.name!r}")
    return ruleset
