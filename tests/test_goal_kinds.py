"""Goals and losses are pluggable kinds (games/tilezone/goals.py): every kind a mission uses is
registered by its setting's ruleset with its own text, the objectives panel speaks the mission's
words, and a kind registered twice stops the ruleset from being built."""

from __future__ import annotations

import re
import types
import typing

import pytest

from zombie_table.games.tilezone.settings.frontier import goals as frontier_goals  # first: the family imports it
from zombie_table.content.library import Library
from zombie_table.content.missions import Goal, Loss
from zombie_table.games.tilezone.family import FAMILY_MODULES, family_ruleset
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.goals import GOALS, LOSSES, GoalKind, LossKind, goal_kind, loss_kind
from zombie_table.games.tilezone.settings import ruleset_for
from zombie_table.bots import default_team
from zombie_table.games.tilezone.setup import new_game
from zombie_table.kernel.ruleset import RulesetError, kind
from zombie_table.tui.session import objective_stages

LIBRARY = Library.load(user=False)
CLASS_NAME = re.compile(r"\b[A-Z][a-z]+[A-Z]\w*|\b(Recruitcompanions|Spawnstostart|Blowmobilespawns|Securepiles|"
                        r"Leaveontrain|Bountyeach|Wagonofftracks|Coalintender)\b")


def _game(mission_id: str) -> Game:
    game = new_game(LIBRARY, mission_id, default_team(LIBRARY, mission_id, "Ann"), 1)  # four, or the mission's own
    while game.decision is not None and game.decision.kind in ("gift", "choose_starting", "choose_companion", "deal_leftover"):
        game.apply(0)
    return game


def _kinds(union: object) -> list[str]:
    members = typing.get_args(typing.get_args(union)[0])
    return [m.model_fields["kind"].default for m in members]


@pytest.mark.parametrize("mission_id", sorted(LIBRARY.missions))
def test_every_goal_and_loss_of_a_shipped_mission_has_a_registered_kind_with_text(mission_id: str) -> None:
    game = _game(mission_id)
    ruleset = ruleset_for(game.mission.setting.value)
    assert game.ruleset is ruleset
    for goal in [g for stage in game.mission.victory for g in stage]:
        assert goal.kind in ruleset.kinds[GOALS], goal.kind
        entry = goal_kind(game, goal)
        assert isinstance(entry, GoalKind)
        text = entry.text(game, goal)
        assert text and text == text.strip() and not CLASS_NAME.search(text), (goal.kind, text)
        assert isinstance(entry.met(game, goal), bool)
        assert isinstance(entry.progress(game, goal), str)
        assert isinstance(entry.zones(game, goal), list)
    for loss in game.mission.defeat:
        assert loss.kind in ruleset.kinds[LOSSES], loss.kind
        entry = loss_kind(game, loss)
        assert isinstance(entry, LossKind) and entry.text(game, loss)
        assert entry.check(game, loss) is None and entry.stalled(game, loss) is None  # nothing lost at the start


def _every_settings_kinds(catalogue: str) -> set[str]:
    from zombie_table.games.tilezone.settings import settings

    return {name for setting in settings() for name in ruleset_for(setting).kinds[catalogue]}


def test_every_goal_and_loss_kind_the_mission_format_knows_is_some_settings() -> None:
    """No kind a mission file may name is left without rules (each setting registers its own)."""
    assert _every_settings_kinds(GOALS) == set(_kinds(Goal))
    assert _every_settings_kinds(LOSSES) == set(_kinds(Loss))


def test_the_family_alone_has_only_the_family_kinds() -> None:
    family = family_ruleset("bare", FAMILY_MODULES)
    assert sorted(family.kinds[GOALS]) == ["escape", "kill_all", "survive_rounds", "take_objectives"]
    assert sorted(family.kinds[LOSSES]) == ["active_spawns", "objectives_impossible", "round_limit", "survivor_lost"]
    assert not {"recruit_companions", "leave_on_train"} & set(family.kinds[GOALS])


@pytest.mark.parametrize("mission_id", ["frontier-m2", "frontier-m3", "frontier-m4", "frontier-m8", "frontier-m9"])
def test_the_objectives_panel_shows_the_missions_own_words(mission_id: str) -> None:
    """These missions write one text per goal (not per stage): each goal gets its own line."""
    game = _game(mission_id)
    lines = objective_stages(game)
    assert [line.text for line in lines] == game.mission.objectives_text
    assert not any(CLASS_NAME.search(line.text) for line in lines)
    first = len(game.mission.victory[0])
    assert all(line.current for line in lines[:first]) and not any(line.current or line.done for line in lines[first:])


def test_a_goal_met_in_the_current_stage_shows_done() -> None:
    game = _game("frontier-m8")
    off = next(z for z in game.board.zones if game.board.zones[z].kind.value != "track")
    game.state.tokens["wagon"] = [off]
    game.invalidate()
    lines = objective_stages(game)
    assert [line.done for line in lines] == [False, True, False, False]
    assert lines[1].text == game.mission.objectives_text[1]


def test_a_mission_without_matching_words_falls_back_to_each_kinds_text() -> None:
    game = _game("frontier-m2")
    game.mission = game.mission.model_copy(update={"objectives_text": ["Do it all."] * 2})
    [line] = objective_stages(game)
    assert line.text == ("Recruit every companion and keep them alive; blow up every roaming spawn with a blasting "
                         "stick; find every corpse pile and put it out")
    assert line.progress == "0/4 recruited, 0/2 blown, 0/3 put out"


def _module_with(name: str, **kinds: type) -> types.ModuleType:
    module = types.ModuleType(name)
    for attr, cls in kinds.items():
        cls.__module__ = name
        setattr(module, attr, cls)
    return module


def test_a_ruleset_registering_the_same_goal_kind_twice_fails_at_build_time() -> None:
    @kind(GOALS, "escape")
    class OtherEscape(GoalKind):
        def met(self, game, goal):
            return True

        def text(self, game, goal):
            return "escape another way"

    with pytest.raises(RulesetError, match="'escape' is registered twice"):
        family_ruleset("twice", (*FAMILY_MODULES, _module_with("tests.other_escape", OtherEscape=OtherEscape)))


def test_a_setting_kind_registered_twice_fails_and_so_does_a_loss() -> None:
    @kind(GOALS, "recruit_companions")
    class Recruit(GoalKind):
        met = text = lambda self, game, goal: ""

    @kind(LOSSES, "left_behind")
    class Behind(LossKind):
        text = lambda self, game, loss: ""

    with pytest.raises(RulesetError, match="'recruit_companions' is registered twice"):
        family_ruleset("twice", (*FAMILY_MODULES, frontier_goals, _module_with("tests.recruit", Recruit=Recruit)))
    with pytest.raises(RulesetError, match="'left_behind' is registered twice"):
        family_ruleset("twice", (*FAMILY_MODULES, frontier_goals, _module_with("tests.behind", Behind=Behind)))


def test_a_subclass_of_a_registered_kind_is_not_registered_again() -> None:
    class MyEscape(frontier_goals.RecruitCompanions):  # not marked itself: inherits no mark
        pass

    ruleset = family_ruleset("sub", (*FAMILY_MODULES, frontier_goals, _module_with("tests.sub", MyEscape=MyEscape)))
    assert type(ruleset.kinds[GOALS]["recruit_companions"]) is frontier_goals.RecruitCompanions


def test_validate_reports_a_goal_loss_or_special_rule_kind_the_settings_rules_do_not_know(monkeypatch: pytest.MonkeyPatch) -> None:
    from zombie_table.games.tilezone import checks

    mission = LIBRARY.missions["frontier-m9"]
    assert checks._kind_refs(mission, checks.Where(None)) == []
    monkeypatch.setattr(checks, "ruleset_for", lambda setting: family_ruleset("bare", FAMILY_MODULES))
    problems = [str(p) for p in checks.check_mission(mission, LIBRARY)]
    assert any("victory[0][0].kind: goal kind 'recruit_companions' is not known in the frontier rules" in p
               for p in problems), problems
    assert any("victory[1][0].kind: goal kind 'leave_on_train'" in p for p in problems), problems
    assert any("defeat[1].kind: loss kind 'left_behind'" in p for p in problems), problems
    assert any("rules[1].kind: special rule kind 'coal_sacks' is not known in the frontier rules" in p for p in problems)
    # recruit, spawns, coal, leave on train; train left with zombies, left behind; reward, coal sacks, gatling,
    # start; its Gatling token
    assert any("tokens[0].kind: token kind 'gatling'" in p for p in problems), problems
    assert len(problems) == 11


def test_every_special_rule_kind_the_mission_format_knows_is_some_settings() -> None:
    """Each special rule a mission may switch on is declared by the module applying it."""
    from typing import get_args

    from zombie_table.content.missions import SpecialRule
    from zombie_table.games.tilezone.goals import SPECIAL_RULES

    union = get_args(get_args(SpecialRule)[0])
    kinds = {model.model_fields["kind"].default for model in union}
    assert _every_settings_kinds(SPECIAL_RULES) == kinds


def test_a_goal_kind_without_its_text_stops_the_ruleset_being_built() -> None:
    @kind(GOALS, "hold_the_gate")
    class Mute(GoalKind):
        def met(self, game, goal):
            return False

    with pytest.raises(TypeError, match="abstract"):
        family_ruleset("mute", (*FAMILY_MODULES, _module_with("tests.mute", Mute=Mute)))


def test_a_mission_placing_a_token_its_rules_do_not_know_is_refused(tmp_path) -> None:
    """Token kinds are the rules' own: a misspelt one in a mission is a file:line:col error."""
    from zombie_table.games.tilezone import checks

    source = LIBRARY.mission_file("frontier-m2").read_text(encoding="utf-8")
    assert "{kind: wagon, " in source
    folder = tmp_path / "missions"
    folder.mkdir()
    (folder / "frontier-m2.yaml").write_text(source.replace("{kind: wagon, ", "{kind: wagn, "), encoding="utf-8")
    library = Library.load(extra=[folder], user=False)
    problems = [str(p) for p in checks.check_mission(library.missions["frontier-m2"], library, folder / "frontier-m2.yaml")]
    assert any(".kind: token kind 'wagn' is not known in the frontier rules" in p and "wagon" in p for p in problems), problems
