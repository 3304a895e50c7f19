"""Generated missions (`zombie-table generate`): seeded, joined maps of a setting's own tiles, fair
placement, and missions that `validate` accepts and a bot can play to an end."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from zombie_table.bots.runner import play_game
from zombie_table.cli import main
from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.content.missions import Difficulty
from zombie_table.games.tilezone.board import Board
from zombie_table.games.tilezone.checks import check_mission
from zombie_table.games.tilezone.generation.layout import joined, steps_from
from zombie_table.games.tilezone.generation.mission import Request, generate, to_yaml
from zombie_table.games.tilezone.generation.placement import SPAWN_GAP
from zombie_table.games.tilezone.generation.recipe import recipe_for
from zombie_table.games.tilezone.settings import settings as setting_ids

GENERATED = [Setting(s) for s in setting_ids() if recipe_for(s)]
SEEDS = st.integers(min_value=0, max_value=2**63 - 1)
FEW = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def board_of(mission, library: Library) -> Board:
    return Board.from_mission(mission, lambda tile: library.tile(mission.setting, tile))


def test_every_setting_with_rules_makes_missions() -> None:
    assert set(GENERATED) == {Setting(s) for s in setting_ids()}


@pytest.mark.parametrize("setting", GENERATED, ids=lambda s: s.value)
@FEW
@given(seed=SEEDS, size=st.sampled_from(["2x2", "3x3"]), difficulty=st.sampled_from(list(Difficulty)))
def test_a_generated_mission_validates_and_is_fair(library: Library, setting: Setting, seed: int, size: str,
                                                   difficulty: Difficulty) -> None:
    mission = generate(Request(setting, seed, size, difficulty), library)
    assert check_mission(mission, library, Path("generated.yaml")) == []
    board = board_of(mission, library)
    assert joined(board)
    near = steps_from(board, mission.start[0])
    goals = [o.zone for o in mission.objectives] + ([mission.exit] if mission.exit else [])
    assert all(board.resolve(z) in near for z in goals), "every objective and the exit can be reached"
    assert all(near[board.resolve(s.zone)] >= SPAWN_GAP for s in mission.spawns), "no spawn beside the start"
    assert len({tile.split("@")[0] for row in mission.layout for tile in row}) == len(mission.layout) * len(mission.layout[0])


@pytest.mark.parametrize("setting", GENERATED, ids=lambda s: s.value)
@FEW
@given(seed=SEEDS)
def test_a_seed_makes_the_same_mission_and_the_map_ignores_the_difficulty(library: Library, setting: Setting,
                                                                          seed: int) -> None:
    easy, again = (generate(Request(setting, seed, "2x2", Difficulty.easy), library) for _ in range(2))
    hard = generate(Request(setting, seed, "2x2", Difficulty.very_hard), library)
    assert to_yaml(easy) == to_yaml(again)
    assert easy.layout == hard.layout, "the map has its own stream"
    assert len(hard.spawns) > len(easy.spawns) and len(hard.zombies) > len(easy.zombies)


@pytest.mark.parametrize("setting", GENERATED, ids=lambda s: s.value)
def test_generate_writes_a_file_that_validate_accepts_and_a_bot_plays(setting: Setting, tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "gen" / f"{setting.value}-g7.yaml"
    assert main(["generate", setting.value, "--seed", "7", "--difficulty", "easy", "--out", str(out)]) == 0
    assert f"play it: zombie-table play {setting.value}-g7 --content {out.parent}" in capsys.readouterr().out
    assert main(["validate", str(out)]) == 0
    library = Library.load(extra=[out.parent], user=False)
    outcome = play_game(library, f"{setting.value}-g7", "greedy", seed=1, check=True)
    assert outcome.result in {"victory", "defeat"}


def test_generate_never_replaces_a_different_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "mine.yaml"
    out.write_text("my own mission\n")
    assert main(["generate", "frontier", "--seed", "3", "--out", str(out)]) == 1
    assert "already exists and differs" in capsys.readouterr().err
    assert out.read_text() == "my own mission\n"
    assert main(["generate", "frontier", "--seed", "3", "--out", str(out), "--force"]) == 0
    assert out.read_text().startswith("# yaml-language-server")


def test_generate_refuses_a_seed_out_of_range(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["generate", "outpost", "--seed", "-1", "--out", "-"]) == 1
    assert "--seed must be between" in capsys.readouterr().err


def test_a_round_up_mission_places_companions_to_recruit_away_from_the_start(library: Library) -> None:
    """Frontier's 'round up and ride' goal: companions wait in rooms the team can reach, none at
    the start, and the mission is won by recruiting them all and escaping."""
    found = [m for m in (generate(Request(Setting.frontier, seed), library) for seed in range(12))
             if any(goal.kind == "recruit_companions" for stage in m.victory for goal in stage)]
    assert found, "some seed picks the goal"
    for mission in found:
        board = board_of(mission, library)
        near = steps_from(board, mission.start[0])
        assert check_mission(mission, library, Path("generated.yaml")) == []
        assert len(mission.companions) == 2 and not mission.objectives
        assert all(near.get(board.resolve(c.zone), 0) >= 1 for c in mission.companions)
        assert all(board.zones[board.resolve(c.zone)].kind.value == "room" for c in mission.companions)


def test_an_outpost_mission_starts_everyone_wearing_a_bottle_and_pays_objectives_in_prototypes(
        library: Library, tmp_path: Path) -> None:
    """As the setting's own missions do (starting_oxygen, prototype_reward): the outdoors of a
    generated station can be crossed from the start, and its objectives give prototype weapons."""
    from zombie_table.games.tilezone.settings.outpost.oxygen import wears_bottle
    from zombie_table.games.tilezone.setup import new_game

    mission = generate(Request(Setting.outpost, 3, "2x2", Difficulty.easy), library)
    (tmp_path / f"{mission.id}.yaml").write_text(to_yaml(mission))
    games = Library.load(extra=[tmp_path], user=False)
    team = [(s.id, "P") for s in games.setting(Setting.outpost).survivors.survivors[:4]]
    game = new_game(games, mission.id, team, seed=1)
    assert all(wears_bottle(game, s) for s in game.state.survivors.values())
    assert {r.kind for r in mission.rules} >= {"prototype_reward", "starting_oxygen"}
