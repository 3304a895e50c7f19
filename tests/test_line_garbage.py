"""Garbage on the line modes (reliability issue, item 10): every bad line of `play --text` or
`play --jsonl` is answered with a message (an error object in --jsonl) and the game waits for the
next line, unchanged; nothing crashes, whatever the bytes."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from zombie_table.commands.play import JsonLoop, TextLoop
from zombie_table.content.library import CONTENT_ENV, Library
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.setup import new_game

LIBRARY = Library.load(user=False)
TEAM = [("bo_tanner", "Player"), ("ruth_calloway", "Player")]

GARBAGE = [
    "9" * 5000,                 # more digits than int() takes
    "[" * 100_000,              # deeper than json.loads can go
    "]" * 1000,
    "true", "false",            # not the choices 1 and 0
    '{"choice": true}', '{"choice": false}', '{"command": true}',
    '{"choice": [0]}', '{"choice": null}', '{"choice": "0"}', "{}",
    "1e999", "-1e999", "NaN", "Infinity", "0.0", "1.5", "-0.5",
    "-1", "99999999999999999999999", "-99999999999999999999999",
    "null", "[]", '""', '"zero"',
    "\x00\x01\x02", "\x1b[31mred\x1b[0m", "\x7f\x08\x08", "\u202etxet",
    "١", "0x1", "1_0", "+-1", "--1", "   ", "",
    "abc", "undo undo", "quit please", "💀",
]


def _session(loop, lines: list[str], tmp_path: Path) -> tuple[int, str, list]:
    game = new_game(LIBRARY, "frontier-m0", TEAM, 5)
    out = io.StringIO()
    code = loop(game, io.StringIO("\n".join(lines) + "\n"), out, tmp_path).run()
    return code, out.getvalue(), game.history


def test_jsonl_answers_every_bad_line_with_an_error_and_waits(tmp_path: Path) -> None:
    code, out, history = _session(JsonLoop, GARBAGE, tmp_path)
    assert code == 0 and history == [], "no garbage line was taken as a choice"
    objects = [json.loads(line) for line in out.splitlines()]
    decisions = [o for o in objects if o["type"] == "decision"]
    errors = [o for o in objects if o["type"] == "error"]
    assert len(errors) == len(GARBAGE), "one error object per bad line, blank ones included"
    assert len({json.dumps(d, sort_keys=True) for d in decisions}) == 1, "still the first decision"
    assert all(len(e["message"]) < 200 for e in errors)
    assert objects[-1] == {"type": "saved", "why": "end of input", "file": "autosave-frontier-m0-5.json"}


@pytest.mark.parametrize("line", ["true", "false", '{"choice": true}', "9" * 5000, "[" * 100_000],
                         ids=["true", "false", "choice-true", "5000-digits", "100000-brackets"])
def test_jsonl_refuses_the_issue_lines(line: str, tmp_path: Path) -> None:
    code, out, history = _session(JsonLoop, [line, "0"], tmp_path)
    objects = [json.loads(x) for x in out.splitlines()]
    assert objects[0]["type"] == "hello" and objects[1]["type"] == "decision"
    assert objects[2]["type"] == "error" and "expected a choice index" in objects[2]["message"]
    assert history and history[0] == new_game(LIBRARY, "frontier-m0", TEAM, 5).legal_actions()[0].key, \
        "the next good line is still answered"


def test_text_reprompts_on_every_bad_line(tmp_path: Path) -> None:
    code, out, history = _session(TextLoop, GARBAGE, tmp_path)
    assert code == 0 and history == []
    prompts = [line for line in out.splitlines() if line.startswith("-- ")]
    assert len(set(prompts)) == 1
    for line in out.splitlines():
        assert "\x00" not in line and "\x1b" not in line, "control characters are echoed escaped"
    assert "'9999999999" in out and "…' is not a choice" in out


@pytest.mark.parametrize("mode", ["--text", "--jsonl"])
def test_bytes_that_are_not_text_do_not_crash_the_command(mode: str, tmp_path: Path) -> None:
    junk = b"\xff\xfe\x80\x00\n" + bytes(range(256)) + b"\n" + b"[" * 100_000 + b"\n" + b"9" * 5000 + b"\ntrue\n0\n"
    env = {**os.environ, CONTENT_ENV: str(tmp_path / "none"), saves.SAVES_ENV: str(tmp_path / "saves")}
    env.pop("PYTHONUTF8", None)
    result = subprocess.run([sys.executable, "-m", "zombie_table", "play", "frontier-m0", mode, "--seed", "5"],
                            input=junk, capture_output=True, env=env, timeout=60, check=False)
    assert result.returncode == 0, result.stderr.decode(errors="replace")[-2000:]
    assert b"Traceback" not in result.stderr
    if mode == "--jsonl":
        objects = [json.loads(line) for line in result.stdout.decode().splitlines()]
        bad_lines = len(junk.split(b"\n")) - 2  # all but the final "0" (and the empty tail)
        assert sum(1 for o in objects if o["type"] == "error") == bad_lines
        assert sum(1 for o in objects if o["type"] == "events") == 1, "the last line, 0, was taken"
