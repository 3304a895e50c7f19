"""`simulate ID --compare NAME=VALUE` (issue 35, point 4): the same seeds played with and without a
rule option, for any game's entries through the registry, and the difference of the win rates with
Newcombe's interval; bad option names and values refused with a reason."""

from __future__ import annotations

import json

import pytest

from zombie_table.bots.simulation import difference_interval
from zombie_table.cli import main


def compared(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    assert main(["simulate", *argv, "--jobs", "1", "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def plain(capsys: pytest.CaptureFixture[str], mission: str, games: int, *options: str) -> int:
    """The wins of an ordinary `simulate` of the mission (with `--option` items)."""
    extra = [a for o in options for a in ("--option", o)]
    assert main(["simulate", mission, "--games", str(games), "--jobs", "1", "--json", *extra]) == 0
    [summary] = json.loads(capsys.readouterr().out)["missions"]
    return summary["wins"]


def test_newcombes_interval_of_a_difference() -> None:
    """His paper's worked example: 56/70 against 48/80 is a difference of 0.20, interval 0.0524 to 0.3339."""
    low, high = difference_interval(56, 70, 48, 80)
    assert (round(low, 4), round(high, 4)) == (0.0524, 0.3339)
    assert difference_interval(5, 10, 5, 10)[0] == -difference_interval(5, 10, 5, 10)[1]


def test_a_number_option_is_applied_to_one_side_only_on_the_same_seeds(capsys: pytest.CaptureFixture[str]) -> None:
    report = compared(capsys, "frontier-m0", "--games", "4", "--compare", "round_limit=1")
    assert report["with"]["wins"] == 0, "a game lost after the first round is never won"
    assert report["without"]["wins"] == plain(capsys, "frontier-m0", 4) > 0, "the other side is the plain batch"
    assert report["difference"] == pytest.approx(-report["without"]["win_rate"])
    low, high = report["ci95"]
    assert low <= report["difference"] <= high < 0.5


def test_a_bool_option_of_a_tile_mission(capsys: pytest.CaptureFixture[str]) -> None:
    report = compared(capsys, "frontier-m0", "--games", "3", "--compare", "leap_one_zone=false")
    assert report["with"]["options"] == ["leap_one_zone=false"] and report["without"]["options"] == []
    assert report["with"]["wins"] == plain(capsys, "frontier-m0", 3, "leap_one_zone=false")
    assert report["measure"] == "victory" and report["games"] == 3


def test_a_word_option_and_the_standing_options_kept_on_both_sides(capsys: pytest.CaptureFixture[str]) -> None:
    report = compared(capsys, "outpost-m1", "--games", "2", "--option", "mold_sample_reach=in_sight",
                      "--option", "round_limit=30", "--compare", "mold_sample_reach=standing")
    assert report["with"]["options"] == ["round_limit=30", "mold_sample_reach=standing"]
    assert report["without"]["options"] == ["mold_sample_reach=in_sight", "round_limit=30"]


@pytest.mark.parametrize(("entry", "item", "measure"), [
    ("roadside-solo", "ammo_repeats=false", "a seat wins the race"),
    ("colony-larder", "variant=hardcore", "the colony wins (main objective met)"),
])
def test_another_games_entry_is_compared_by_its_own_count(capsys: pytest.CaptureFixture[str], entry: str, item: str,
                                                         measure: str) -> None:
    report = compared(capsys, entry, "--games", "2", "--compare", item)
    assert report["measure"] == measure and report["with"]["games"] == report["without"]["games"] == 2


def test_the_text_report_names_both_sides_and_the_difference(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "frontier-m0", "--games", "2", "--jobs", "1", "--compare", "round_limit=1"]) == 0
    out = capsys.readouterr().out
    assert "round_limit=1" in out and "as they stand (defaults)" in out and "Difference with round_limit=1:" in out


@pytest.mark.parametrize(("argv", "says"), [
    (["frontier-m0", "--compare", "no_such_rule=true"], "no_such_rule"),
    (["frontier-m0", "--compare", "leap_one_zone=perhaps"], "leap_one_zone=perhaps: Input should be a valid boolean"),
    (["outpost-m1", "--compare", "seal_opened_by=anyone"], "seal_opened_by=anyone"),
    (["roadside-solo", "--compare", "no_such_rule=1"], "no_such_rule"),
    (["frontier-m0", "--compare", "leap_one_zone"], "use NAME=VALUE"),
    (["all", "--compare", "leap_one_zone=false"], "one mission or entry"),
])
def test_a_bad_comparison_is_refused_with_a_reason(capsys: pytest.CaptureFixture[str], argv: list[str], says: str) -> None:
    try:
        code = main(["simulate", *argv, "--games", "2", "--jobs", "1"])
    except SystemExit as exc:
        code = exc.code
    err = capsys.readouterr().err
    assert code not in (0, None) and says in err and "Traceback" not in err
