"""The settings' rulesets, found by package: each package here names its `SETTING` and `build()`s
its ruleset. Shared code asks `ruleset_for(setting)` and never which setting it is."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from zombie_table.kernel.ruleset import Ruleset, RulesetError


class NoRuleset(RulesetError):
    """No package here names that setting: its content has no rules to check against (yet)."""


@cache
def _catalogue() -> dict[str, str]:
    found: dict[str, str] = {}
    for info in pkgutil.iter_modules(__path__, __name__ + "."):
        module = importlib.import_module(info.name)
        setting = getattr(module, "SETTING", None)
        if setting is not None:
            found[setting] = info.name
    return found


@cache
def ruleset_for(setting: str) -> Ruleset:
    """The one ruleset of a setting, built on first use."""
    try:
        module = importlib.import_module(_catalogue()[setting])
    except KeyError:
        raise NoRuleset(f"no ruleset for setting {setting!r}; known: {', '.join(sorted(_catalogue()))}") from None
    return module.build()
