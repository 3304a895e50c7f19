"""A zone named by any rule kind is checked by `validate` against the mission's layout (issue 34,
point 2): every field typed `ZoneRef` carries the `Ref("zone")` mark and the check walks the whole
mission for it, so a new rule kind's zone fields are checked without being listed anywhere."""

from __future__ import annotations

from pathlib import Path

import pytest

from zombie_table.cli import main
from zombie_table.content.common import refs
from zombie_table.content.library import Library

REPO = Path(__file__).resolve().parents[1]
SOURCE = REPO / "missions" / "outpost" / "outpost-m1.yaml"


def test_a_rule_zone_that_does_not_exist_is_refused_with_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The issue's case: outpost-m1 with `{kind: spawn_wakes, zone: "02R:zz9"}` passed validate."""
    text = SOURCE.read_text(encoding="utf-8").replace('zone: "02R:d"', 'zone: "02R:zz9"', 1)
    text = text.replace("id: outpost-m1\n", "id: outpost-m91\n", 1)
    folder = tmp_path / "content" / "missions"
    folder.mkdir(parents=True)
    (folder / "outpost-m91.yaml").write_text(text, encoding="utf-8")
    line = next(i for i, row in enumerate(text.splitlines(), 1) if "02R:zz9" in row)
    status = main(["validate", "--content", str(tmp_path / "content")])
    out = capsys.readouterr()
    assert status != 0
    assert f"outpost-m91.yaml:{line}:" in out.out + out.err and "zz9" in out.out + out.err


def test_the_walk_finds_the_zones_of_rules_and_of_the_set_up() -> None:
    mission = Library.load(user=False).missions["outpost-m1"]
    found = dict(refs(mission, "zone"))
    assert any(path[0] == "rules" and zone == "09R:d" for path, zone in found.items()), "a rule's zone"
    assert any(path[0] == "start" for path in found), "the set-up's zones too"
