"""The settings' mechanics in generated missions (issue 36, point 1): each recipe's tokens and its
goal's (Winter's guards and cauldron, Outpost's mold, warden bot and turret, Frontier's wagon), its
extra objectives (Outpost's remotes), its exit kind (Outpost's surface beyond an airlock, Frontier's
standing train) and its strip (Frontier's train along the north edge) are placed where the team can
reach them, over many seeds per setting; read from the recipes, so a new setting's are checked too."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from zombie_table.bots.runner import play_game
from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.content.missions import Difficulty, Mission
from zombie_table.games.tilezone.board import Board
from zombie_table.games.tilezone.checks import check_mission
from zombie_table.games.tilezone.generation.layout import joined, steps_from
from zombie_table.games.tilezone.generation.mission import Request, generate, to_yaml
from zombie_table.games.tilezone.generation.placement import of_kind
from zombie_table.games.tilezone.generation.recipe import Goal, Recipe, recipe_for
from zombie_table.games.tilezone.settings import settings as setting_ids

GENERATED = [Setting(s) for s in setting_ids() if recipe_for(s)]
SEEDS = st.integers(min_value=0, max_value=2**63 - 1)
MANY = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
NAMED = ("spawn", "start", "exit")


def board_of(mission: Mission, library: Library) -> Board:
    return Board.from_mission(mission, lambda tile: library.tile(mission.setting, tile))


def recipe_of(mission: Mission) -> Recipe:
    recipe = recipe_for(mission.setting.value)
    assert recipe is not None
    return recipe


def goal_of(mission: Mission) -> Goal:
    """The recipe's goal the mission was given (its objectives' text is the goal's own)."""
    return next(g for g in recipe_of(mission).goals if g.text == mission.objectives_text)


def assert_mechanics_placed_and_reachable(mission: Mission, library: Library) -> None:
    recipe, goal, board = recipe_of(mission), goal_of(mission), board_of(mission, library)
    assert check_mission(mission, library, Path("generated.yaml")) == []
    assert joined(board)
    near = steps_from(board, board.resolve(mission.start[0]))
    zones_of = {kind: [board.resolve(t.zone) for t in mission.tokens if t.kind == kind] for kind in {t.kind for t in mission.tokens}}
    assert all(z in near for zones in zones_of.values() for z in zones), "every token can be reached"
    spawns = {board.resolve(s.zone) for s in mission.spawns}
    for rule in (*recipe.tokens, *goal.tokens):
        room = rule.on in NAMED or any(near[z] >= rule.away and z not in spawns for z in of_kind(board, sorted(near), rule.on))
        assert not room or zones_of.get(rule.kind), f"{rule.kind} is placed when the map has a zone for it"
        for zone in zones_of.get(rule.kind, []):
            at_start = rule.rolls_to_exit and zone == board.resolve(mission.start[0])  # no road zone was left for it
            assert rule.on in NAMED or at_start or (of_kind(board, [zone], rule.on) and near[zone] >= rule.away
                                                    and zone not in spawns)
            if rule.rolls_to_exit:
                assert zone in steps_from(board, board.resolve(mission.exit), roads_only=True), f"the {rule.kind} can be driven to the exit"
    colours = Counter(o.color.value for o in mission.objectives)
    if goal.needs_objectives:
        assert all(colours[c] == 1 for c in recipe.more_objectives) and colours["red"] >= 1
    if goal.needs_exit:
        exit_zone = board.resolve(mission.exit)
        assert exit_zone in near
        assert goal.exit_on is None or of_kind(board, [exit_zone], goal.exit_on), f"the exit is on {goal.exit_on}"
        assert not goal.exit_by_road or exit_zone in steps_from(board, board.resolve(mission.start[0]), roads_only=True)
    strip = recipe.strip
    line_field = getattr(mission, strip.line_field) if strip else None
    if strip and line_field is not None:
        width = len(mission.layout[0])
        assert mission.layout[0] == list(strip.faces[width]) and line_field.line == [(0, c) for c in range(width)]
        strip_zones = [z for z in board.zones if z.split(":")[0] in strip.faces[width]]
        assert strip_zones and all(z in near for z in strip_zones), "the strip's every zone can be reached"


@pytest.mark.parametrize("setting", GENERATED, ids=lambda s: s.value)
@MANY
@given(seed=SEEDS, size=st.sampled_from(["2x2", "3x3"]), difficulty=st.sampled_from(list(Difficulty)))
def test_a_generated_missions_mechanics_are_placed_and_reachable(library: Library, setting: Setting, seed: int,
                                                                  size: str, difficulty: Difficulty) -> None:
    assert_mechanics_placed_and_reachable(generate(Request(setting, seed, size, difficulty), library), library)


@pytest.mark.parametrize("setting", GENERATED, ids=lambda s: s.value)
def test_every_goal_and_the_strip_turn_up_over_a_few_dozen_seeds(library: Library, setting: Setting) -> None:
    """So that the property above is not met by missions that never hold the mechanics."""
    missions = [generate(Request(setting, seed, "2x2", Difficulty.medium), library) for seed in range(60)]
    recipe = recipe_for(setting.value)
    assert recipe is not None
    assert {goal_of(m).name for m in missions} == {g.name for g in recipe.goals}
    if recipe.strip:
        stripped = sum(getattr(m, recipe.strip.line_field) is not None for m in missions)
        assert 0 < stripped < len(missions), "some maps have the strip, some not"


def test_frontier_stands_a_train_and_puts_the_wagon_on_the_road_to_the_exit(library: Library) -> None:
    missions = [generate(Request(Setting.frontier, seed, "3x3", Difficulty.easy), library) for seed in range(40)]
    trains = [m for m in missions if m.train]
    assert trains and all(m.train.mode == "static" and m.layout[0] == ["11R", "12R", "10R"] for m in trains)
    aboard = [m for m in missions if goal_of(m).exit_on == "car"]
    assert aboard and all(m.train and m.exit.split(":")[0] in {"11R", "12R"} for m in aboard)
    wagons = [m for m in missions if any(t.kind == "wagon" for t in m.tokens)]
    assert wagons and all(any(g.kind == "escape" and g.with_wagon for stage in m.victory for g in stage) for m in wagons)


def test_outpost_lays_the_machines_their_remotes_and_the_way_out_across_the_surface(library: Library) -> None:
    missions = [generate(Request(Setting.outpost, seed, "2x2", Difficulty.medium), library) for seed in range(40)]
    for m in missions:
        kinds = Counter(t.kind for t in m.tokens)
        assert kinds["bot"] == kinds["sentry"] == 1 and [t.zone for t in m.tokens if t.kind == "bot"] == m.start
        assert sorted(o.color.value for o in m.objectives if o.color.value != "red") == ["green", "purple"]
        assert all(g.kind != "take_objectives" or g.color == "red" for stage in m.victory for g in stage)
    surface = [m for m in missions if goal_of(m).exit_on == "outdoor"]
    assert surface and all(board_of(m, library).zones[board_of(m, library).resolve(m.exit)].kind.value == "outdoor"
                           for m in surface)


@pytest.mark.parametrize(("setting", "mechanic"), [
    (Setting.frontier, lambda m: m.train is not None),
    (Setting.frontier, lambda m: any(t.kind == "wagon" for t in m.tokens)),
    (Setting.outpost, lambda m: goal_of(m).exit_on == "outdoor"),
], ids=["frontier-train", "frontier-wagon", "outpost-surface"])
def test_a_mission_with_the_mechanic_plays_to_an_end_with_every_invariant_held(library: Library, tmp_path: Path,
                                                                              setting: Setting, mechanic) -> None:
    mission = next(m for m in (generate(Request(setting, seed, "2x2", Difficulty.easy), library) for seed in range(60))
                   if mechanic(m))
    (tmp_path / f"{mission.id}.yaml").write_text(to_yaml(mission))
    outcome = play_game(Library.load(extra=[tmp_path], user=False), mission.id, "greedy", seed=1, check=True)
    assert outcome.result in {"victory", "defeat"}
