"""`validate`'s reachability counts the ways the survivors themselves make (white-death §8.1: a
rope ladder laid from a street joins it to the rampart above it): a rampart with no stairs is a
valid zone in a setting with rope ladders, and unreachable zones are named at their layout slot."""

from __future__ import annotations

from pathlib import Path

import pytest

from zombie_table.cli import main

TILE = """\
kind: tile
id: 96T
setting: {setting}
name: Ladder test
grid: |
  g r
zones:
  g: {{kind: street}}
  r: {{kind: {kind}, name: Lone rampart}}
"""
MISSION = """\
kind: mission
id: {setting}-m96
setting: {setting}
title: Ladder
difficulty: easy
duration: 5
briefing: A check.
objectives_text: [Check.]
layout: [["96T"]]
start: ["96T:g"]
victory: [[{{kind: survive_rounds, rounds: 3}}]]
"""


def content(tmp_path: Path, setting: str, kind: str) -> Path:
    (tmp_path / "96T.yaml").write_text(TILE.format(setting=setting, kind=kind))
    (tmp_path / "m96.yaml").write_text(MISSION.format(setting=setting))
    return tmp_path


def test_a_rampart_reached_only_by_a_rope_ladder_is_valid(tmp_path: Path) -> None:
    """§8.1: survivors reach a rampart by the printed stairs or by a rope ladder laid from the street."""
    assert main(["validate", str(content(tmp_path, "winter", "rampart"))]) == 0


def test_a_walled_off_zone_without_ladders_is_named_at_its_slot(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A setting without rope ladders: the room behind the wall cannot be reached; the error names it."""
    folder = content(tmp_path, "outpost", "room")
    assert main(["validate", str(folder)]) == 1
    assert (f"{folder / 'm96.yaml'}:9:11: layout[0][0]: zone 96T:r (Lone rampart) cannot be reached from the starting zone(s)"
            in capsys.readouterr().out)
