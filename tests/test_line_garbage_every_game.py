"""Garbage on the line modes of every game (issue 34, point 1): `play ID --text` and `--jsonl`
answer a number of thousands of digits, a 10 MB line, a Unicode digit such as '²' or '١', JSON
nested 100 000 deep and a last line without its newline, each with a message, and wait for the
next line — never a traceback. Run for each game the registries know (tests/hostilekit.py): one line
loop, one protocol."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hostilekit import GAMES
from zombie_table.content.library import CONTENT_ENV
from zombie_table.games.tilezone import saves

BAD = [b"9" * 5000, b"9" * 10_000_000, "²".encode(), "١".encode(), "\u00b3\u2079".encode(), b"[" * 100_000,
       b'{"choice": ' * 50_000, b"\xff\xfe\x80", b"true"]
JUNK = b"\n".join(BAD) + b"\n0"  # the last line, a good choice, has no newline


def _play(mission: str, mode: str, tmp_path: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, CONTENT_ENV: str(tmp_path / "none"), saves.SAVES_ENV: str(tmp_path / "saves")}
    return subprocess.run([sys.executable, "-m", "zombie_table", "play", mission, mode, "--seed", "5"],
                          input=JUNK, capture_output=True, env=env, timeout=120, check=False)


@pytest.mark.parametrize("game", GAMES)
def test_jsonl_answers_each_garbage_line_and_takes_the_last(game: str, tmp_path: Path) -> None:
    result = _play(GAMES[game], "--jsonl", tmp_path)
    assert result.returncode == 0 and b"Traceback" not in result.stderr, result.stderr.decode(errors="replace")[-2000:]
    objects = [json.loads(line) for line in result.stdout.decode().splitlines()]
    assert sum(o["type"] == "error" for o in objects) == len(BAD), "one error per bad line"
    assert all(len(json.dumps(o)) < 300 for o in objects if o["type"] == "error"), "an error is a short line"
    assert any(o["type"] == "events" for o in objects[objects.index(next(o for o in objects if o["type"] == "error")):]), \
        "the last line, 0 with no newline, was taken"


@pytest.mark.parametrize("game", GAMES)
def test_text_answers_each_garbage_line(game: str, tmp_path: Path) -> None:
    result = _play(GAMES[game], "--text", tmp_path)
    assert result.returncode == 0 and b"Traceback" not in result.stderr, result.stderr.decode(errors="replace")[-2000:]
    out = result.stdout.decode()
    assert out.count("is not a choice") == len(BAD)
    assert len(out) < 2_000_000, "a 10 MB line is not echoed back"


@pytest.mark.parametrize("game", GAMES)
def test_a_refused_line_is_one_short_error_not_the_decision_again(game: str, tmp_path: Path) -> None:
    """Issue 34 §4: 2 000 junk lines give 2 000 short errors and no decision between them; `show`
    asks for the decision again, and it is written once after the errors end."""
    env = {**os.environ, CONTENT_ENV: str(tmp_path / "none"), saves.SAVES_ENV: str(tmp_path / "saves")}
    lines = ["junk"] * 2000 + ['"show"', "junk", "junk", '"save"', "junk"]
    result = subprocess.run([sys.executable, "-m", "zombie_table", "play", GAMES[game], "--jsonl", "--seed", "5"],
                            input="\n".join(lines).encode(), capture_output=True, env=env, timeout=120, check=False)
    assert result.returncode == 0, result.stderr.decode(errors="replace")[-2000:]
    types = [json.loads(line)["type"] for line in result.stdout.decode().splitlines()]
    first = types.index("error")
    assert types[first - 1] == "decision"
    assert types[first:first + 2001] == ["error"] * 2000 + ["decision"], "errors only, then `show`'s decision"
    rest = types[first + 2001:]
    assert rest[:2] == ["error", "error"] and rest[2] == "saved" and rest[3] == "decision", \
        "the decision once more after the save ends the streak"
    assert len(result.stdout) < 2000 * 300 + 20 * len(max(result.stdout.splitlines(), key=len))
