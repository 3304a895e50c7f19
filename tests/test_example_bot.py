"""The example bot (examples/jsonl_bot.py) is a program from outside: standard library only, no
zombie_table, and it plays a mission through `play --jsonl` to its end."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

from zombie_table.content.library import CONTENT_ENV
from zombie_table.games.tilezone import saves

BOT = Path(__file__).resolve().parents[1] / "examples" / "jsonl_bot.py"


def test_the_example_bot_imports_only_the_standard_library() -> None:
    tree = ast.parse(BOT.read_text(encoding="utf-8"))
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    assert imported and imported <= set(sys.stdlib_module_names) | {"__future__"}, imported - set(sys.stdlib_module_names)


def test_the_example_bot_plays_a_mission_to_its_end(tmp_path: Path) -> None:
    env = {**os.environ, CONTENT_ENV: str(tmp_path / "none"), saves.SAVES_ENV: str(tmp_path / "saves")}
    game = [sys.executable, "-m", "zombie_table", "play", "frontier-m0", "--jsonl", "--seed", "4"]
    result = subprocess.run([sys.executable, str(BOT), "--", *game], capture_output=True, text=True, env=env,
                            timeout=300, check=False, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stderr == "", "the game refused none of the bot's lines"
    last = result.stdout.splitlines()[-1]
    assert last.startswith(("victory: ", "defeat: ")) and "(round " in last
    assert (tmp_path / "saves" / "autosave-frontier-m0-4.json").is_file(), "the game saved its end"
