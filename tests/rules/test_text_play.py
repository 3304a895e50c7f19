"""Line-based play (`zombie-table play --text` / `--jsonl`): scripted sessions of frontier-m0.

The same seed and the same input give the same output; bad answers are explained and change
nothing; the end of input saves and exits 0; JSON lines are valid JSON, one object per line."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from ruleskit import M0
from zombie_table import cli
from zombie_table.commands.lineplay import HELP_TEXT
from zombie_table.commands.play import JsonLoop, TextLoop
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.setup import new_game

TEAM = [("jack_harlan", "Ann"), ("bo_tanner", "Ann")]
SCRIPT = "\n".join(["help", "what?", "99", "-1", "0", "0", "undo", "0", "0", "1", "0", "2", "save", "0", "0"]) + "\n"


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ZOMBIE_TABLE_CONTENT", str(tmp_path / "no-user-content"))
    monkeypatch.setenv("ZOMBIE_TABLE_SAVES", str(tmp_path / "default-saves"))


def session(library, script: str, save_dir: Path, loop=TextLoop, seed: int = 5) -> tuple[int, str]:
    game = new_game(library, M0, TEAM, seed)
    out = io.StringIO()
    code = loop(game, io.StringIO(script), out, save_dir).run()
    return code, out.getvalue()


def test_same_seed_and_input_give_identical_output(library, tmp_path: Path) -> None:
    first = session(library, SCRIPT, tmp_path / "a")
    second = session(library, SCRIPT, tmp_path / "b")
    assert first[0] == second[0]
    assert first[1].replace(str(tmp_path / "a"), "SAVES") == second[1].replace(str(tmp_path / "b"), "SAVES")
    assert first[1].count("-- ") >= 10


def test_a_different_seed_gives_a_different_game(library, tmp_path: Path) -> None:
    script = "\n".join(["0"] * 40) + "\n"
    assert session(library, script, tmp_path / "a", seed=5)[1] != session(library, script, tmp_path / "b", seed=6)[1]


def test_help_garbage_and_out_of_range_answers_change_nothing(library, tmp_path: Path) -> None:
    code, out = session(library, "help\nwhat?\n99\n-1\n", tmp_path)
    assert code == 0
    assert HELP_TEXT in out
    assert "'what?' is not a choice" in out
    assert out.count("No such choice") == 2
    assert "out of range" in out
    decisions = [line for line in out.splitlines() if line.startswith("-- ")]
    assert len(set(decisions)) == 1, "still the first decision"


def test_undo_is_acknowledged(library, tmp_path: Path) -> None:
    code, out = session(library, "0\nundo\nundo\n", tmp_path)
    assert code == 0
    assert "Undone." in out


def test_end_of_input_saves_and_exits_zero(library, tmp_path: Path) -> None:
    code, out = session(library, "0\n0\n", tmp_path)
    assert code == 0
    name = f"autosave-{M0}-5.json"
    assert out.rstrip().endswith(f"End of input: game saved to {tmp_path / name}")
    data = saves.read_record(tmp_path / name)
    assert data["mission"] == M0 and len(data["decisions"]) == 2


def test_quit_saves_too(library, tmp_path: Path) -> None:
    code, out = session(library, "quit\n", tmp_path)
    assert code == 0
    assert "Quitting: game saved to" in out


def test_a_text_session_can_be_resumed_from_its_save(library, tmp_path: Path) -> None:
    session(library, "0\n0\n0\n", tmp_path)
    game = saves.load(library, tmp_path / f"autosave-{M0}-5.json")
    assert len(game.history) == 3
    assert game.decision is not None


def test_the_command_plays_a_scripted_text_session(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("0\n0\n0\n"))
    argv = ["play", M0, "--text", "--seed", "5", "--survivors", "jack_harlan,bo_tanner", "--save-dir", str(tmp_path)]
    code = cli.main(argv)
    out = capsys.readouterr().out
    assert code == 0
    assert "seed 5" in out.splitlines()[0]
    assert "End of input: game saved to" in out
    assert (tmp_path / f"autosave-{M0}-5.json").exists()


def test_a_missing_mission_names_the_closest_ids(tmp_path: Path, capsys) -> None:
    code = cli.main(["play", "frontier-m00", "--text", "--save-dir", str(tmp_path)])
    err = capsys.readouterr().err
    assert code == 1
    assert "frontier-m00" in err
    assert "frontier-m0" in err.replace("frontier-m00", "")


def test_jsonl_emits_one_valid_json_object_per_line(library, tmp_path: Path) -> None:
    script = "0\n\"undo\"\nnonsense\n{\"choice\": 0}\n7777\n0\n"
    code, out = session(library, script, tmp_path, loop=JsonLoop)
    assert code == 0
    lines = out.splitlines()
    payloads = [json.loads(line) for line in lines]
    assert all(isinstance(p, dict) and "type" in p for p in payloads)
    kinds = [p["type"] for p in payloads]
    assert kinds[:2] == ["hello", "decision"]
    assert {"decision", "events", "undo", "error", "saved"} <= set(kinds)
    assert kinds[-1] == "saved"
    first = payloads[1]
    assert [o["index"] for o in first["options"]] == list(range(len(first["options"])))
    assert all({"index", "key", "label"} <= set(o) for o in first["options"])


def test_jsonl_same_seed_same_output(library, tmp_path: Path) -> None:
    script = "\n".join(["0"] * 30) + "\n"
    assert session(library, script, tmp_path / "a", loop=JsonLoop) == session(library, script, tmp_path / "b", loop=JsonLoop)


def test_the_save_message_gives_the_full_path(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO("0\n"))
    code = cli.main(["play", M0, "--text", "--seed", "5", "--survivors", "jack_harlan,bo_tanner", "--save-dir", "saves"])
    out = capsys.readouterr().out
    assert code == 0
    path = tmp_path / "saves" / f"autosave-{M0}-5.json"
    assert path.is_file() and path.is_absolute()
    assert out.rstrip().endswith(f"End of input: game saved to {path}")


def test_text_undo_says_why_there_is_nothing_to_undo(library, tmp_path: Path) -> None:
    code, out = session(library, "undo\n0\n", tmp_path)
    assert "Nothing to undo: no decision has been taken yet." in out
    game = saves.load(library, tmp_path / f"autosave-{M0}-5.json")
    out_io = io.StringIO()
    TextLoop(game, io.StringIO("undo\n"), out_io, tmp_path).run()
    assert "the game was resumed from a save" in out_io.getvalue() and "dice" not in out_io.getvalue()
