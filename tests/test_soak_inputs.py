"""Soak of what people and programs feed in, for every game (issue 34 point 6; the list of games is
tests/hostilekit.py): saves damaged at random (keys deleted, values of the wrong type, huge numbers,
deep nesting, truncation, flipped and inserted bytes) resumed with `play --load`, and random garbage
lines on `play --text` and `play --jsonl`. Never a traceback: a damaged save loads (the damage
changed nothing the game reads) or is refused by the command in one line naming the file, and stays
byte-identical; a garbage line is answered and the game waits. Everything goes through the command
(`cli.main`), not a game's loop, so a new loop or a new game is soaked the same.

CI runs a few dozen of each per game (seeded); the long run of docs/soak.md sets ZOMBIE_TABLE_SOAK_INPUTS:

    ZOMBIE_TABLE_SOAK_INPUTS=4000 pytest -q tests/test_soak_inputs.py -s
"""

from __future__ import annotations

import io
import json
import os
import random
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from hostilekit import GAMES
from zombie_table.cli import main
from zombie_table.commands import play as play_command
from zombie_table.content.library import CONTENT_ENV, Library
from zombie_table.games.tilezone import saves

COUNT = int(os.environ.get("ZOMBIE_TABLE_SOAK_INPUTS", "30"))
"""Damaged saves per game, and garbage lines per game and line mode (at least two sessions of 25)."""
LIBRARY = Library.load(user=False)


def play(args: list[str], lines: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> tuple[int, str, str]:
    """`zombie-table ARGS` with `lines` on stdin: the exit status, stdout and stderr."""
    capsys.readouterr()
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    code = main(args)
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(CONTENT_ENV, str(tmp_path / "no-content"))
    monkeypatch.setenv(saves.SAVES_ENV, str(tmp_path / "saves"))
    # the shipped library loaded once, not at every command (the command reads nothing else here)
    monkeypatch.setattr(play_command, "load_library", lambda args: LIBRARY if not args.content else Library.load(
        extra=list(args.content)), raising=False)
    return tmp_path / "saves"


def base_saves(entry: str, folder: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> list[bytes]:
    """Saves part-way through two games of `entry`, written by `play --jsonl`'s save command."""
    out = []
    for seed, choices in ((100, 6), (101, 30)):
        play(["play", entry, "--jsonl", "--seed", str(seed)], "0\n" * choices + '"save"\n', capsys, monkeypatch)
        newest = max(folder.glob("*.json"), key=lambda p: p.stat().st_mtime_ns)
        out.append(newest.read_bytes())
        for path in folder.glob("*.json"):
            path.unlink()
    return out


def _paths(tree: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(tree, dict):
        for k, v in tree.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(tree, list):
        for i, v in enumerate(tree):
            out += _paths(v, prefix + (i,))
    return out


def _junk_value(rng: random.Random) -> Any:
    return rng.choice([
        lambda: None, lambda: True, lambda: False, lambda: rng.randint(-10, 10), lambda: 10 ** rng.randint(18, 300),
        lambda: -(10 ** 40), lambda: rng.random() * 1e300, lambda: "", lambda: "abc", lambda: "\x00\u202e💀",
        lambda: [], lambda: {}, lambda: [1, "two", None], lambda: {"__t": "GameState"}, lambda: {"__rng": "x"},
        lambda: {"__deck": []}, lambda: json.loads("[" * 300 + "]" * 300),
    ])()


def _damage(raw_save: bytes, rng: random.Random) -> tuple[str, bytes]:
    data = json.loads(raw_save)
    kind = rng.choice(["delete", "retype", "retype", "truncate", "flip", "insert", "nest", "number"])
    if kind in ("delete", "retype"):
        path = rng.choice(_paths(data)[1:])
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        if kind == "delete":
            del parent[path[-1]]
        else:
            parent[path[-1]] = _junk_value(rng)
        return kind, json.dumps(data).encode()
    raw = json.dumps(data).encode()
    if kind == "truncate":
        return kind, raw[: rng.randrange(len(raw))]
    if kind == "flip":
        buf = bytearray(raw)
        for _ in range(rng.randint(1, 8)):
            buf[rng.randrange(len(buf))] = rng.randrange(256)
        return kind, bytes(buf)
    if kind == "insert":
        at = rng.randrange(len(raw))
        return kind, raw[:at] + rng.randbytes(rng.randint(1, 64)) + raw[at:]
    if kind == "nest":
        at = raw.find(b'"snapshot"') + 1 or 1
        depth = rng.choice([70, 1000, 100_000])
        return kind, raw[:at] + b'"x": ' + b"[" * depth + b"]" * rng.choice([0, depth]) + b", " + raw[at:]
    digits = rng.choice([19, 400, 4301, 5000, 20_000])
    key = rng.choice([b'"seed"', b'"round"', b'"version"', b'"wounds"', b'"xp"', b'"turns"', b'"morale"', b'"food"'])
    return kind, re.sub(key + rb": -?[0-9]+", key + b": " + b"9" * digits, raw, count=rng.choice([0, 1]))


@pytest.mark.parametrize("game", GAMES)
def test_randomly_damaged_saves_load_or_are_refused_in_one_line(game: str, folders: Path, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str],
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(f"2026:{game}")
    bases = base_saves(GAMES[game], folders, capsys, monkeypatch)
    outcomes: Counter[str] = Counter()
    path = tmp_path / "save.json"
    for raw in bases:
        path.write_bytes(raw)
        assert play(["play", "--load", str(path), "--jsonl"], "", capsys, monkeypatch)[0] == 0, "the saves load undamaged"
    for i in range(COUNT):
        kind, raw = _damage(rng.choice(bases), rng)
        path.write_bytes(raw)
        code, out, err = play(["play", "--load", str(path), "--jsonl"], "", capsys, monkeypatch)
        if code == 0:
            outcomes["loaded"] += 1
        else:
            lines = err.strip().splitlines()
            assert len(lines) == 1 and str(path) in lines[0], (game, i, kind, err[-600:])
            outcomes["refused"] += 1
        assert path.read_bytes() == raw, (game, i, kind)
        outcomes[kind] += 1
    print(f"\n{game}: {COUNT} damaged saves: {dict(sorted(outcomes.items()))}, 0 tracebacks")
    assert outcomes["refused"] > 0


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_without_its_policy_sits_a_person_not_a_traceback(game: str, folders: Path, tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str],
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """A save's seat lacking its `policy` (what the random damage found in Colony's saves: a KeyError
    in the line loop; what version 1 saves wrote for a person) seats a person; every game whose saves hold seats."""
    data = json.loads(base_saves(GAMES[game], folders, capsys, monkeypatch)[0])
    if "seats" not in data:
        pytest.skip(f"{game}'s saves hold no seats")
    del data["seats"][0]["policy"]
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data))
    code, out, err = play(["play", "--load", str(path), "--jsonl"], "", capsys, monkeypatch)
    assert code == 0 and '"hello"' in out and not err, (out[-600:], err[-600:])


GARBAGE_PIECES = ["true", "false", "null", "NaN", "-Infinity", "1e999", "[", "]", "{", "}", '"', "\\", ",", ":",
                  "\x00", "\x1b[2J", "\r", "\t", "\u202e", "💀", "undo", "save", "help", "choice", "command", "-", "+",
                  "0x", "_", "١", " "]


def _garbage_line(rng: random.Random) -> str:
    kind = rng.randrange(6)
    if kind == 0:
        return "".join(rng.choice(GARBAGE_PIECES) for _ in range(rng.randint(1, 12)))
    if kind == 1:
        return rng.choice(["[", "{\"a\":", "9", "-"]) * rng.choice([10, 5000, 100_000])
    if kind == 2:
        return "".join(chr(rng.randrange(1, 0x3000)) for _ in range(rng.randint(1, 40))).replace("\n", " ")
    if kind == 3:
        return json.dumps({"choice": rng.choice([True, False, None, "1", 1.5, [0], {"x": 1}, 10 ** 30, -1])})
    if kind == 4:
        return str(rng.choice([-1, 10 ** rng.randint(3, 40), rng.randint(1000, 10 ** 6)]))
    return rng.choice(["", " ", "1.0", "0 0", "01a", "--1", "+-0"])


@pytest.mark.parametrize("mode", ["--jsonl", "--text"])
@pytest.mark.parametrize("game", GAMES)
def test_garbage_lines_never_crash_the_line_modes(game: str, mode: str, folders: Path,
                                                  capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(f"7:{game}:{mode}")
    per_session = 25
    for s in range(max(2, COUNT // per_session)):
        # a real choice now and then (0 is always legal) so that the garbage meets many decisions
        lines = ["0" if rng.random() < 0.3 else _garbage_line(rng) for _ in range(per_session)]
        code, out, err = play(["play", GAMES[game], mode, "--seed", str(s)], "\n".join(lines) + "\n", capsys, monkeypatch)
        assert code == 0 and "Traceback" not in err, (game, mode, s, err[-600:])
        if mode == "--jsonl":
            objects = [json.loads(line) for line in out.splitlines()]
            assert all(isinstance(o, dict) and "type" in o for o in objects)
            assert sum(o["type"] == "error" for o in objects) >= sum(line != "0" for line in lines) // 2
        else:
            assert "is not a choice" in out
