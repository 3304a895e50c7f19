"""Rulesets own every registry: what a game lists and runs depends on the order its ruleset
declares, never on which modules happen to be imported first."""

from __future__ import annotations

import json
import subprocess
import sys
import types

import pytest

from zombie_table.games.tilezone.family import family_ruleset
from zombie_table.games.tilezone.settings import ruleset_for
from zombie_table.kernel.ruleset import Ruleset, RulesetError, handler, hook, step

LISTING = """
import importlib, json, sys
for name in sys.argv[1:]:
    importlib.import_module(name)
from zombie_table.bots import default_team, make_bot
from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game
lib = Library.load(user=False)
game = new_game(lib, "frontier-m3", default_team(lib, "frontier-m3"), 11)
bot, seen = make_bot("random", 5), []
while not game.over and len(seen) < 150:
    seen.append([a.key for a in game.legal_actions()])
    game.apply(bot.choose(game))
print(json.dumps(seen))
"""

ORDERS = [
    [],
    ["zombie_table.games.tilezone.trade", "zombie_table.games.tilezone.moves"],
    ["zombie_table.games.tilezone.settings.frontier.classes", "zombie_table.games.tilezone.search",
     "zombie_table.games.tilezone.noise"],
    ["zombie_table.games.tilezone.settings.frontier.machines", "zombie_table.games.tilezone.leadership",
     "zombie_table.games.tilezone.combat"],
]


def test_the_options_are_the_same_whatever_is_imported_first() -> None:
    """Fresh processes, each importing rule modules in another order before playing one game."""
    runs = [subprocess.run([sys.executable, "-c", LISTING, *order], capture_output=True, text=True, check=True).stdout
            for order in ORDERS]
    assert all(json.loads(r) == json.loads(runs[0]) for r in runs[1:])
    assert len(json.loads(runs[0])) > 50


def _module(name: str, **members: object) -> types.ModuleType:
    module = types.ModuleType(name)
    for key, value in members.items():
        value.__module__ = name  # type: ignore[attr-defined]
        setattr(module, key, value)
    return module


def test_registering_a_kind_twice_fails_when_the_ruleset_is_built() -> None:
    one = _module("one", a=step("same")(lambda game, params: None))
    two = _module("two", b=step("same")(lambda game, params: None))
    with pytest.raises(RulesetError, match="'same' is registered twice"):
        Ruleset("test").include(one, two)


def test_a_hook_nobody_declared_is_refused() -> None:
    stray = _module("stray", h=hook("no_such_moment")(lambda game: None))
    with pytest.raises(RulesetError, match="no hook 'no_such_moment'"):
        Ruleset("test", hooks=("setup",)).include(stray)


def test_a_setting_must_include_every_family_module() -> None:
    with pytest.raises(RulesetError, match="leaves out family modules"):
        family_ruleset("partial", [])


def test_a_modules_marks_are_taken_in_the_order_it_defines_them_and_imports_are_not_taken() -> None:
    first = handler("x")(lambda game, action: None)
    own = _module("own", first=first, second=handler("y")(lambda game, action: None))
    borrowed = types.ModuleType("borrower")
    borrowed.first = first  # imported from `own`: not the borrower's to register
    ruleset = Ruleset("test").include(own, borrowed)
    assert list(ruleset.handlers) == ["x", "y"]


def test_frontiers_hooks_belong_to_frontiers_ruleset_only() -> None:
    frontier = ruleset_for("frontier")
    modules = {fn.__module__ for fns in frontier.hooks.values() for fn in fns}
    assert modules and all(".settings.frontier." in m or ".settings." not in m for m in modules)  # its own or the family's
    assert any(".settings.frontier." in m for m in modules)
    extended = frontier.extended("other", _module("extra", h=hook("setup")(lambda game: None)))
    assert len(extended.hooks["setup"]) == len(frontier.hooks["setup"]) + 1
    assert frontier.frozen and extended.frozen


def test_a_setting_built_from_the_family_alone_plays_whole_games() -> None:
    """The shared core queues no step only a setting provides: a game on the family's rules alone
    (no train, no mission rules) runs round after round to its end."""
    from zombie_table.bots import default_team, make_bot
    from zombie_table.content.library import Library
    from zombie_table.games.tilezone.family import FAMILY_MODULES
    from zombie_table.games.tilezone.setup import new_game

    library = Library.load(user=False)
    bare = family_ruleset("bare", FAMILY_MODULES)
    for seed in range(3):
        game = new_game(library, "frontier-m0", default_team(library, "frontier-m0"), seed)
        game.ruleset, game.state.own, game.undo_enabled = bare, None, False
        game.invalidate()
        bot = make_bot("random", seed)
        while not game.over:
            game.apply(bot.choose(game))
        assert game.state.round > 1 and game.state.result in ("victory", "defeat")


def test_validate_says_when_a_settings_rules_cannot_be_built(monkeypatch: pytest.MonkeyPatch) -> None:
    from zombie_table.content.library import Library
    from zombie_table.games.tilezone import checks

    def broken(setting: str) -> Ruleset:
        raise RulesetError("ruleset 'frontier': goals 'escape' is registered twice (a and b)")

    library = Library.load(user=False)
    monkeypatch.setattr(checks, "ruleset_for", broken)
    problems = [str(p) for p in checks.check_mission(library.missions["frontier-m0"], library)]
    assert any("the frontier rules cannot be built: RulesetError" in p and "registered twice" in p for p in problems)


def test_the_settings_are_their_packages_and_a_broken_one_breaks_only_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    from zombie_table.games.tilezone import settings

    assert "frontier" in settings.settings()
    with pytest.raises(settings.NoRuleset, match="no ruleset for setting 'nowhere'"):
        settings.ruleset_for("nowhere")
    monkeypatch.setattr(settings, "settings", lambda: ["frontier", "broken"])
    with pytest.raises(ModuleNotFoundError):
        settings.ruleset_for.__wrapped__("broken")
    assert settings.ruleset_for("frontier").name == "frontier"


def test_a_setting_state_class_may_not_take_a_family_class_name() -> None:
    from dataclasses import dataclass

    from zombie_table.games.tilezone.state import state_classes

    @dataclass
    class Death:  # a setting's own "Death" would make old snapshots decode into the wrong class
        pass

    with pytest.raises(ValueError, match="two state classes are named Death"):
        state_classes((Death,))


def test_each_setting_has_the_familys_rule_options_and_its_own() -> None:
    from zombie_table.games.tilezone.options import RuleOptions, options_model

    frontier = options_model(ruleset_for("frontier"))
    assert issubclass(frontier, RuleOptions) and frontier is not RuleOptions
    assert {"holy_water_cost", "water_xp"} <= set(frontier.model_fields) - set(RuleOptions.model_fields)
    assert options_model(family_ruleset("bare", __import__(
        "zombie_table.games.tilezone.family", fromlist=["FAMILY_MODULES"]).FAMILY_MODULES)) is RuleOptions
