"""The fixed damages of tests/test_save_damage.py that need no knowledge of one game's save, done to a
save of every game (the list in tests/hostilekit.py, from the registries): truncation, deep nesting,
binary junk, NUL bytes, UTF-16, a bare value, an empty file, each top-level key deleted or given a
value of the wrong type. `play --load` and `replay --verify` refuse each in one line naming the file,
with a non-zero exit, never a traceback, and the file stays byte-identical. (The random damage of
tests/test_soak_inputs.py covers the rest of each save's tree.)"""

from __future__ import annotations

import io
import json
import random
import sys
from pathlib import Path
from typing import Any, Callable

import pytest

from hostilekit import GAMES
from zombie_table.cli import main
from zombie_table.content.library import CONTENT_ENV
from zombie_table.games.tilezone import saves

WRONG: list[Any] = ["abc", 10**40, None, [], {}]


def _cli(argv: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, lines: str = "") -> tuple[int, str]:
    capsys.readouterr()
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    code = main(argv)
    return code, capsys.readouterr().err


def _damages(raw: bytes) -> dict[str, Callable[[], bytes]]:
    data = json.loads(raw)

    def edited(change: Callable[[dict[str, Any]], None]) -> Callable[[], bytes]:
        def make() -> bytes:
            copy = json.loads(raw)
            change(copy)
            return json.dumps(copy).encode()
        return make

    out: dict[str, Callable[[], bytes]] = {
        **{f"truncated at {pct}%": (lambda pct=pct: raw[: len(raw) * pct // 100]) for pct in (0, 1, 50, 99)},
        "[ x 100000": lambda: b"[" * 100_000,
        "snapshot nested 100000 deep": lambda: raw.replace(b'"snapshot":', b'"snapshot":' + b"[" * 100_000, 1),
        "binary junk": lambda: random.Random(1).randbytes(4096),
        "NUL bytes": lambda: b"\x00" * 100,
        "UTF-16": lambda: raw.decode().encode("utf-16"),
        "a bare list": lambda: b"[1, 2, 3]",
        "an empty file": lambda: b"",
        "an extra top-level key": edited(lambda d: d.__setitem__("cheat", 1)),
    }
    for key in data:
        if key == "format":
            continue
        out[f"no {key}"] = edited(lambda d, key=key: d.pop(key))
        for value in WRONG:
            if data[key] != value and not (isinstance(data[key], dict) and value == {}):
                out[f"{key} = {value!r}"] = edited(lambda d, key=key, value=value: d.__setitem__(key, value))
    return out


def _save_of(entry: str, folder: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> bytes:
    code, err = _cli(["play", entry, "--jsonl", "--seed", "5"], capsys, monkeypatch, "0\n" * 8 + '"save"\n')
    assert code == 0, err
    return max(folder.glob("*.json"), key=lambda p: p.stat().st_mtime_ns).read_bytes()


@pytest.mark.parametrize("game", GAMES)
def test_every_game_refuses_a_damaged_save_in_one_line(game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CONTENT_ENV, str(tmp_path / "no-content"))
    monkeypatch.setenv(saves.SAVES_ENV, str(tmp_path / "saves"))
    raw = _save_of(GAMES[game], tmp_path / "saves", capsys, monkeypatch)
    path = tmp_path / "save.json"
    path.write_bytes(raw)
    assert _cli(["play", "--load", str(path), "--jsonl"], capsys, monkeypatch)[0] == 0, "the save loads undamaged"
    damages = _damages(raw)
    assert len(damages) > 30
    for kind, make in damages.items():
        damaged = make()
        path.write_bytes(damaged)
        for argv in (["play", "--load", str(path), "--jsonl"], ["replay", str(path), "--verify"]):
            code, err = _cli(argv, capsys, monkeypatch)
            lines = err.strip().splitlines()
            assert code != 0 and len(lines) == 1 and str(path) in lines[0] and "Traceback" not in err, (game, kind, argv, err[-600:])
        assert path.read_bytes() == damaged, (game, kind, "the damaged file was changed")
