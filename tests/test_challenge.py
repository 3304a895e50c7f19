"""Seed challenges (`zombie-table challenge`): the same daily mission and seed for everyone, a bot's
par on that very game, the player's game ending in a report and a save `replay --verify` accepts."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest

from zombie_table.bots import challenge as challenges
from zombie_table.cli import main
from zombie_table.content.library import Library


def test_the_daily_challenge_is_the_same_for_everyone_on_a_day_and_a_shipped_mission(library: Library) -> None:
    day = datetime.date(2026, 12, 7)
    today = challenges.daily(library, day)
    assert today == challenges.daily(library, datetime.date(2026, 12, 7))
    assert today != challenges.daily(library, day + datetime.timedelta(days=1))
    shipped = {m.id for m in challenges.shipped_missions(library) if not m.guide}
    assert today.mission in shipped and today.daily == "2026-12-07"
    days = {challenges.daily(library, day + datetime.timedelta(days=n)).mission for n in range(30)}
    assert len(days) > 5, "the days go round the missions"


def test_a_challenge_is_played_reported_kept_and_verifiable(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    args = ["challenge", "--mission", "frontier-m0", "--seed", "5", "--par-games", "3", "--bot", "greedy",
            "--save-dir", str(tmp_path)]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "Par: the greedy bot wins" in out and "of 3 games" in out
    record = json.loads((tmp_path / "challenges" / "frontier-m0-5.json").read_text())
    assert record["result"] in {"victory", "defeat"} and record["games"] == 3
    assert (tmp_path / "report-frontier-m0-5.md").exists()
    assert main(["replay", "--verify", record["save"]]) == 0

    def measured_again(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("the kept par is measured again")

    monkeypatch.setattr(challenges, "measure", measured_again)
    assert main(args) == 0, "the second time the par comes from the record"
    assert f"wins {record['wins']} of 3" in capsys.readouterr().out


def test_the_par_is_measured_again_when_the_way_differs(library: Library, tmp_path: Path) -> None:
    challenge = challenges.named(library, "frontier-m0", 5)
    challenges.write(challenges.measure(library, challenge, "greedy", 2), tmp_path)
    assert challenges.kept_par(library, challenge, "greedy", 2, tmp_path) is not None
    assert challenges.kept_par(library, challenge, "greedy", 3, tmp_path) is None
    assert challenges.kept_par(library, challenge, "random", 2, tmp_path) is None


def test_a_damaged_record_is_named_and_kept(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "challenges" / "frontier-m0-5.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"mission": "frontier-m0", "seed": -4}')
    code = main(["challenge", "--mission", "frontier-m0", "--seed", "5", "--par-games", "2", "--bot", "greedy",
                 "--save-dir", str(tmp_path)])
    err = capsys.readouterr().err
    assert code != 0 and str(path) in err and "seed" in err and "Traceback" not in err
    assert path.read_text() == '{"mission": "frontier-m0", "seed": -4}', "never overwritten"


@pytest.mark.parametrize(("args", "says"), [
    (["--mission", "frontier-m99"], "unknown mission"),
    (["--mission", "frontier-m0", "--seed", "-1"], "seed"),
    (["--seed", "3"], "--mission"),
    (["--daily", "--seed", "3"], "--daily"),
    (["--par-games", "0"], "--par-games"),
])
def test_bad_arguments_are_refused_with_a_reason(tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str],
                                                 says: str) -> None:
    try:
        code = main(["challenge", *args, "--bot", "greedy", "--save-dir", str(tmp_path)])
    except SystemExit as exc:  # a usage error exits as argparse does
        code = exc.code
    assert code not in (0, None)
    err = capsys.readouterr().err
    assert says in err and "Traceback" not in err
