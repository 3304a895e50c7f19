"""Weapon kinds and ammunition are the setting's data (setting.yaml `weapon_kinds`, `ammo`): a card
or a favourite slot naming another is a `file:line:col` error of `validate`."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from zombie_table.cli import main
from zombie_table.content.library import CONTENT_ENV

SHIPPED = Path(__file__).resolve().parents[2] / "assets" / "frontier"


def test_validate_names_a_weapon_kind_or_ammunition_the_setting_does_not_list(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CONTENT_ENV, str(tmp_path / "no-user-content"))
    folder = tmp_path / "frontier"
    folder.mkdir()
    for name in ("setting.yaml", "equipment.yaml", "survivors.yaml"):
        shutil.copy(SHIPPED / name, folder / name)
    equipment = (folder / "equipment.yaml").read_text(encoding="utf-8")
    assert "kind: pistol" in equipment and "ammo: bullets" in equipment
    (folder / "equipment.yaml").write_text(
        equipment.replace("kind: pistol", "kind: pistl", 1).replace("ammo: bullets", "ammo: bulets", 1), encoding="utf-8")
    assert main(["validate", str(folder)]) == 1
    out = capsys.readouterr().out
    assert "unknown weapon kind 'pistl' in the frontier setting (did you mean pistol?)" in out
    assert "unknown ammunition 'bulets' in the frontier setting (did you mean bullets?)" in out
    assert "equipment.yaml:" in out
