"""`validate` checks the standard losses a setting file lists against the kinds its rules register
(white-death §3.4: the corrupted ward and, by option, a fallen guard): the file's model knows every
setting's loss kinds, the setting's rules only their own."""

from __future__ import annotations

from pathlib import Path

import pytest

from zombie_table.cli import main

SETTING = Path(__file__).resolve().parents[2] / "assets" / "winter" / "setting.yaml"


def test_validate_rejects_a_loss_kind_the_rules_do_not_know(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = SETTING.read_text(encoding="utf-8")
    assert text.count("{kind: corrupted_ward}") == 1
    bad = tmp_path / "setting.yaml"
    bad.write_text(text.replace("{kind: corrupted_ward}", "{kind: train_left_with_zombies}"), encoding="utf-8")
    line = text[: text.index("{kind: corrupted_ward}")].count("\n") + 1
    assert main(["validate", str(bad)]) == 1
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith(f"{bad}:{line}:")
    assert "losses[0].kind: loss kind 'train_left_with_zombies' is not known in the winter rules" in first


def test_the_shipped_setting_file_passes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(SETTING)]) == 0
