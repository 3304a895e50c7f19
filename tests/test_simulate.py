"""The `simulate` and `replay` commands, run in-process through their modules."""

from __future__ import annotations

import argparse
import json
import os
import threading
from pathlib import Path

import pytest

from zombie_table.bots import GreedyBot, default_team
from zombie_table.bots.simulation import game_seed, summarise, wilson
from zombie_table.commands import replay, simulate
from zombie_table.commands.common import CommandError
from zombie_table.content.library import Library
from zombie_table.content.missions import order_key
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.setup import new_game


def command(module, capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser()
    parser.add_argument("--content", action="append", default=[])
    module.add_arguments(parser)
    code = module.run(parser.parse_args(list(argv)))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_json_is_the_same_whatever_the_number_of_processes(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("frontier-m0", "--games", "6", "--seed", "3", "--json")
    code1, one, err1 = command(simulate, capsys, *argv, "--jobs", "1")
    code2, two, err2 = command(simulate, capsys, *argv, "--jobs", "2")
    assert code1 == code2 == 0 and err1 == err2 == ""  # no progress bar with --json
    assert one == two
    report = json.loads(one)
    assert report["bot"] == "greedy" and report["seed"] == 3 and report["games_per_mission"] == 6
    [m] = report["missions"]
    assert m["mission"] == "frontier-m0" and m["games"] == 6 and 0 <= m["wins"] <= 6
    low, high = m["ci95"]
    assert low <= m["win_rate"] <= high
    assert sum(m["defeat_causes"].values()) == 6 - m["wins"] - m["unfinished"]
    assert one == json.dumps(report, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def test_simulate_prints_a_table_per_mission(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = command(simulate, capsys, "frontier-m0", "--games", "3", "--bot", "random", "--jobs", "1")
    assert code == 0
    assert "random bot · 3 game(s) per mission · seed 0" in out
    assert "frontier-m0" in out and "95% CI" in out and "causes of defeat" in out and "killers" in out


def test_simulate_all_covers_every_mission(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = command(simulate, capsys, "all", "--games", "1", "--bot", "random", "--jobs", "1", "--json")
    assert code == 0
    assert [m["mission"] for m in json.loads(out)["missions"]] == sorted(Library.load(user=False).missions, key=order_key)


@pytest.mark.parametrize("mission", ["frontier-m0", "roadside-standard"])
def test_workers_fork_before_the_progress_bar_starts(mission: str, capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A fork while the bar's refresh thread holds the console's locks could leave a worker stuck."""
    threads_at_fork: list[list[str]] = []
    fork = os.fork

    def spying_fork() -> int:
        threads_at_fork.append([type(t).__module__ for t in threading.enumerate() if t is not threading.current_thread()])
        return fork()
    monkeypatch.setattr(os, "fork", spying_fork)
    code, out, _ = command(simulate, capsys, mission, "--games", "16", "--jobs", "2", "--bot", "random")
    assert code == 0 and out
    assert len(threads_at_fork) == 2 and not any(m.startswith("rich") for ms in threads_at_fork for m in ms)


def test_simulate_names_the_missions_it_knows(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(CommandError, match="unknown mission 'frontier-m00'; known missions, closest first: frontier-m0"):
        command(simulate, capsys, "frontier-m00", "--games", "1")


def test_game_seeds_depend_on_seed_mission_and_index_only() -> None:
    assert game_seed(3, "frontier-m0", 0) == game_seed(3, "frontier-m0", 0)
    assert len({game_seed(3, "frontier-m0", i) for i in range(50)}) == 50
    assert game_seed(3, "frontier-m0", 0) != game_seed(4, "frontier-m0", 0) != game_seed(3, "frontier-m1", 0)


def test_wilson_interval() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4) and high == pytest.approx(0.7634, abs=1e-4)
    low, high = wilson(10, 10)
    assert high == pytest.approx(1.0) and low == pytest.approx(0.7225, abs=1e-4)


def test_summary_counts_causes_and_killers() -> None:
    base = {"result": "defeat", "rounds": 4, "decisions": 50, "kills": {"walker": 3}, "accomplished": False}
    rows = [
        dict(base, cause="Ann was killed", deaths=[{"survivor": "ann", "cause": "Shambler", "round": 4}], killers=["walker"]),
        dict(base, cause="Ann was killed", deaths=[{"survivor": "ann", "cause": "Sprinter", "round": 2}], killers=["runner"]),
        dict(base, result="victory", cause="every objective is complete", deaths=[], killers=[], rounds=8, accomplished=True),
    ]
    s = summarise("m", rows)
    assert s["games"] == 3 and s["wins"] == 1 and s["accomplished"] == 1 and s["deaths"] == 2
    assert s["defeat_causes"] == {"Ann was killed": 2} and s["killers"] == {"runner": 1, "walker": 1}
    assert s["mean_rounds"] == pytest.approx(16 / 3, abs=1e-4) and s["kills_per_game"] == 3.0


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """A real save: a greedy game part-way through its fifth round or so."""
    library = Library.load(user=False)
    game = new_game(library, "frontier-m0", default_team(library, "frontier-m0"), 21)
    bot = GreedyBot()
    for _ in range(50):
        game.apply(bot.choose(game))
    return saves.write(game, tmp_path / "game.json")


def test_replay_verify_passes_on_a_real_save(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = command(replay, capsys, str(save), "--verify")
    assert code == 0, err
    assert "Dust on Main Street (frontier-m0) · seed 21 · 50 decisions replayed" in out
    assert "Verified: the replayed state is identical to the saved snapshot." in out


def test_replay_without_verify_summarises(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = command(replay, capsys, str(save))
    assert code == 0 and "Verified" not in out and "Bo Tanner:" in out


def test_replay_verify_fails_on_a_tampered_snapshot(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(save.read_text())
    data["snapshot"]["survivors"]["bo_tanner"]["wounds"] += 1
    save.write_text(json.dumps(data))
    code, _, err = command(replay, capsys, str(save), "--verify")
    assert code == 1
    assert "differs from the saved snapshot at survivors.bo_tanner.wounds" in err


def test_replay_refuses_decisions_that_do_not_fit(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(save.read_text())
    data["decisions"][3] = "move:nobody:nowhere"
    save.write_text(json.dumps(data))
    with pytest.raises(CommandError, match="'move:nobody:nowhere' is not a legal choice"):
        command(replay, capsys, str(save), "--verify")


def test_replay_reports_a_file_that_is_not_a_save(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "notes.json"
    bad.write_text("{}")
    with pytest.raises(CommandError, match="is not a zombie_table save"):
        command(replay, capsys, str(bad))


def test_checking_invariants_changes_nothing_in_the_results(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("frontier-m0", "--games", "3", "--bot", "random", "--jobs", "1", "--json")
    _, plain, _ = command(simulate, capsys, *argv)
    _, checked, _ = command(simulate, capsys, *argv, "--check")
    assert plain == checked
