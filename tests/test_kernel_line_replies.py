"""Every reply of the kernel games' `--jsonl` line loop (`commands/lineplay.py`) is a JSON object
with a `type` — `undo`, `help` and `save` included, which once came back as plain sentences — for
Roadside and Colony alike; `--text` keeps the sentences a person reads."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any, Callable

import pytest

from zombie_table.games.colony.batch import controller as colony_bots
from zombie_table.bots.seats import Seat
from zombie_table.commands import lineplay
from zombie_table.games.colony import cli as colony_play
from zombie_table.games.roadside import cli as roadside_play
from zombie_table.games.colony import saves as colony_saves
from zombie_table.games.colony.start import new_game as new_colony
from zombie_table.games.roadside.start import new_game as new_roadside


SEATS = [{"name": "Ann", "policy": None}]


def roadside(loop: str, answers: str, to: Path) -> tuple[str, Any]:
    game = new_roadside(3, ["Ann"], "solo")
    out = io.StringIO()
    cls = roadside_play.JsonLoop if loop == "jsonl" else roadside_play.TextLoop
    cls(game, 3, SEATS, io.StringIO(answers), out, to).run()
    return out.getvalue(), game


def colony(loop: str, answers: str, to: Path) -> tuple[str, Any]:
    game = new_colony(3, ["Ann"], None, "solo")
    out = io.StringIO()
    cls = lineplay.JsonLoop if loop == "jsonl" else lineplay.TextLoop
    saving = lineplay.Saving(lambda path: colony_saves.SAVES.write(game, SEATS, path), colony_saves.SaveError, to)
    cls(game, 3, colony_bots([Seat("Ann", None)], 3), colony_play.shown(game), io.StringIO(answers), out, saving).run()
    return out.getvalue(), game


GAMES: dict[str, Callable[[str, str, Path], tuple[str, Any]]] = {"roadside": roadside, "colony": colony}
COMMANDS = "undo\nhelp\n\"help\"\n{\"command\": \"undo\"}\nsave\n0\nundo\nquit\n"


@pytest.mark.parametrize("name", GAMES)
def test_every_jsonl_reply_is_an_object_with_a_type(name: str, tmp_path: Path) -> None:
    text, game = GAMES[name]("jsonl", COMMANDS, tmp_path / "auto.json")
    messages = [json.loads(line) for line in text.splitlines()]
    assert all(isinstance(m, dict) and isinstance(m.get("type"), str) for m in messages)
    assert messages[0]["type"] == "hello"
    assert messages[0].get("solo_turns") == (10 if name == "roadside" else None), "Roadside's solo race tells its clock"
    replies = [m for m in messages if m["type"] not in ("hello", "decision", "events")]
    kinds = [m["type"] for m in replies]
    assert kinds[:4] == ["undo", "help", "help", "undo"], kinds
    assert replies[0] == {"type": "undo", "ok": False, "message": lineplay.NOTHING_TO_UNDO}
    assert replies[1]["commands"] == list(lineplay.COMMANDS) and "number of a choice" in replies[1]["message"]
    assert replies[4] == {"type": "notice", "message": f"Saved to {tmp_path / 'auto.json'}."}
    assert replies[5] == {"type": "undo", "ok": True, "message": lineplay.UNDONE} and game.history == [], \
        "choice 0 was taken, then taken back"
    assert kinds[-1] == "end" and game.state.result == "quit"


@pytest.mark.parametrize("name", GAMES)
def test_text_mode_keeps_its_sentences(name: str, tmp_path: Path) -> None:
    text, _ = GAMES[name]("text", "undo\nhelp\nquit\n", tmp_path / "auto.json")
    assert lineplay.NOTHING_TO_UNDO in text and lineplay.HELP_TEXT in text
