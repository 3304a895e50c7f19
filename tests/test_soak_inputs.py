"""Soak of what people and programs feed in: saves damaged at random (keys deleted, values of the
wrong type, huge numbers, deep nesting, truncation, flipped and inserted bytes) and random garbage
lines on `play --text` and `play --jsonl`. Never a traceback: a damaged save loads (the damage
changed nothing the game reads) or is one SaveError line naming the file, and stays byte-identical;
a garbage line is answered and the game waits.

CI runs a few dozen of each; the long run of docs/soak.md sets ZOMBIE_TABLE_SOAK_INPUTS=20000:

    ZOMBIE_TABLE_SOAK_INPUTS=20000 pytest -q tests/test_soak_inputs.py -s
"""

from __future__ import annotations

import io
import json
import os
import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

from zombie_table.commands.play import JsonLoop, TextLoop
from zombie_table.content.library import Library
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.setup import new_game

COUNT = int(os.environ.get("ZOMBIE_TABLE_SOAK_INPUTS", "40"))
LIBRARY = Library.load(user=False)
MISSIONS = sorted(LIBRARY.missions)


def _base_saves() -> list[dict[str, Any]]:
    """A save part-way through a random game of each of three missions."""
    from zombie_table.bots import default_team

    out = []
    for k, mission in enumerate(MISSIONS[:3]):
        game = new_game(LIBRARY, mission, default_team(LIBRARY, mission), 100 + k)
        rng = random.Random(k)
        for _ in range(40):
            if game.over:
                break
            game.apply(rng.randrange(len(game.legal_actions())))
        out.append(json.loads(json.dumps(saves.record(game))))
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


def _damage(record: dict[str, Any], rng: random.Random) -> tuple[str, bytes]:
    data = json.loads(json.dumps(record))
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
        at = raw.index(b'"snapshot"')
        depth = rng.choice([70, 1000, 100_000])
        return kind, raw[:at] + b'"x": ' + b"[" * depth + b"]" * rng.choice([0, depth]) + b", " + raw[at:]
    digits = rng.choice([19, 400, 4301, 5000, 20_000])
    key = rng.choice([b'"seed"', b'"round"', b'"version"', b'"wounds"', b'"xp"'])
    return kind, re.sub(key + rb": -?[0-9]+", key + b": " + b"9" * digits, raw, count=rng.choice([0, 1]))


def test_randomly_damaged_saves_load_or_are_refused_in_one_line(tmp_path: Path) -> None:
    rng = random.Random(2026)
    bases = _base_saves()
    outcomes: Counter[str] = Counter()
    path = tmp_path / "save.json"
    for i in range(COUNT):
        kind, raw = _damage(rng.choice(bases), rng)
        path.write_bytes(raw)
        try:
            saves.load(LIBRARY, path)
            outcomes["loaded"] += 1
        except saves.SaveError as exc:
            message = str(exc)
            assert str(path) in message and "\n" not in message, (i, kind, message[:300])
            outcomes["refused"] += 1
        assert path.read_bytes() == raw, (i, kind)
        outcomes[kind] += 1
    print(f"\n{COUNT} damaged saves: {dict(sorted(outcomes.items()))}, 0 tracebacks")
    assert outcomes["refused"] > 0


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


def test_garbage_lines_never_crash_the_line_modes(tmp_path: Path) -> None:
    rng = random.Random(7)
    counts: Counter[str] = Counter()
    per_session = 50
    for s in range(max(1, COUNT // per_session)):
        mission = rng.choice(MISSIONS)
        lines = []
        for _ in range(per_session):
            # a real choice now and then (0 is always legal) so that the garbage meets many decisions
            lines.append("0" if rng.random() < 0.3 else _garbage_line(rng))
        for loop in (JsonLoop, TextLoop):
            from zombie_table.bots import default_team

            game = new_game(LIBRARY, mission, default_team(LIBRARY, mission), s)
            out = io.StringIO()
            code = loop(game, io.StringIO("\n".join(lines) + "\n"), out, tmp_path / loop.__name__).run()
            assert code == 0
            if loop is JsonLoop:
                objects = [json.loads(line) for line in out.getvalue().splitlines()]
                assert all(o["type"] in ("hello", "decision", "events", "error", "undo", "saved", "over") for o in objects)
            counts[loop.__name__] += len(lines)
    print(f"\ngarbage lines: {dict(counts)}, 0 tracebacks")
