"""The example bot (examples/jsonl_bot.py) is a program from outside: standard library only, no
zombie_table, and it plays every registered game through `play --jsonl` (one protocol) to its end."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hostilekit import GAMES
from zombie_table.content.library import CONTENT_ENV, Library
from zombie_table.games import registry
from zombie_table.games.tilezone import saves

BOT = Path(__file__).resolve().parents[1] / "examples" / "jsonl_bot.py"


def test_the_example_bot_imports_only_the_standard_library() -> None:
    tree = ast.parse(BOT.read_text(encoding="utf-8"))
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    assert imported and imported <= set(sys.stdlib_module_names) | {"__future__"}, imported - set(sys.stdlib_module_names)


@pytest.mark.parametrize("game", GAMES)
def test_the_example_bot_plays_every_game_to_its_end(game: str, tmp_path: Path) -> None:
    env = {**os.environ, CONTENT_ENV: str(tmp_path / "none"), saves.SAVES_ENV: str(tmp_path / "saves")}
    entry = GAMES[game]
    seats = ["--players", "You"] if registry.entry_of(Library.load(user=False), entry) else []  # a game with seats: one person
    command = [sys.executable, "-m", "zombie_table", "play", entry, "--jsonl", "--seed", "4", *seats]
    result = subprocess.run([sys.executable, str(BOT), "--", *command], capture_output=True, text=True, env=env,
                            timeout=300, check=False, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stderr == "", "the game refused none of the bot's lines"
    result_word, _, cause = result.stdout.splitlines()[-1].partition(": ")
    assert result_word and cause, "the bot printed the game's end"
    saved = json.loads(next((tmp_path / "saves").glob("autosave-*.json")).read_text(encoding="utf-8"))
    assert saved["decisions"], "the game saved its end"
