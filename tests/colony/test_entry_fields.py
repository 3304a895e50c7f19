"""A Colony entry's goal is its main objective's, and its variants those the objective allows, of the
ones it names (a tutorial's line holds in one): an author who writes a goal or an unknown variant is
told so at the line, not silently overruled; the variant it starts as (`mode`) is the one `play` and `simulate`
start without `--option variant=`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from zombie_table.cli import main

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("line", "said"), [("goal: Survive.", "comes from its main objective"),
                                           ("modes: [standard, betrayal]", "6:19: modes[1]: Input should be 'standard'")])
def test_validate_refuses_a_goal_or_an_unknown_variant_in_a_colony_entry(line: str, said: str, tmp_path: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    text = (REPO / "missions" / "colony" / "larder.yaml").read_text(encoding="utf-8")
    path = tmp_path / "larder.yaml"
    path.write_text(text.replace("main: larder\n", f"main: larder\n{line}\n"), encoding="utf-8")
    assert main(["validate", "--content", str(tmp_path), str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:" in out and said in out


def test_an_entrys_modes_narrow_the_variants_its_objective_allows(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = (REPO / "missions" / "colony" / "larder.yaml").read_text(encoding="utf-8")
    (tmp_path / "larder.yaml").write_text(text.replace("main: larder\n", "main: larder\nmodes: [standard, traitor]\n"),
                                          encoding="utf-8")
    assert main(["show", "colony-larder", "--content", str(tmp_path)]) == 0
    assert "variants: standard, traitor\n" in capsys.readouterr().out


def test_an_entrys_own_mode_is_the_variant_a_command_starts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = (REPO / "missions" / "colony" / "larder.yaml").read_text(encoding="utf-8")
    (tmp_path / "larder.yaml").write_text(text.replace("main: larder\n", "main: larder\nmode: hardcore\n"), encoding="utf-8")
    argv = ["simulate", "colony-larder", "--games", "1", "--jobs", "1", "--seed", "3", "--json"]
    assert main([*argv, "--content", str(tmp_path)]) == 0
    own = json.loads(capsys.readouterr().out)
    assert main([*argv, "--option", "variant=hardcore"]) == 0
    asked = json.loads(capsys.readouterr().out)
    assert main(argv) == 0
    shipped = json.loads(capsys.readouterr().out)
    assert own["mode"] == asked["mode"] == "hardcore" != shipped["mode"]
    assert own["mean_decisions"] == asked["mean_decisions"], "the same games"


def test_the_variants_an_entry_may_name_are_the_presets_of_the_options() -> None:
    from typing import get_args

    from zombie_table.games.colony.options import MODES
    from zombie_table.games.colony.schema import Variant

    assert list(MODES) == list(get_args(Variant))
