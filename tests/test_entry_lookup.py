"""How `play`, `show` and `simulate` tell an entry of a game from a tile mission: from the entry files'
ids and aliases, importing a game's command face only once that game is chosen (games/registry.py)."""

from __future__ import annotations

import os
import subprocess
import sys

from zombie_table.content.library import CONTENT_ENV, Library
from zombie_table.games import registry

TILE_COMMANDS = """
import contextlib, io, sys
from zombie_table.cli import main
from zombie_table.games import registry
sys.stdin = io.StringIO("")  # `play --text` ends at the end of its input
with contextlib.redirect_stdout(io.StringIO()):
    for command in (["show", "frontier-m0"], ["simulate", "frontier-m0", "--games", "1", "--jobs", "1", "--json"],
                    ["play", "frontier-m0", "--text", "--save-dir", sys.argv[1]]):
        main(command)
others = [f"zombie_table.games.{g.id}." for g in registry.games() if g.commands is not None]
cheap = ("registered", "schema")  # the registration, and the content kinds every library load reads
print(sorted(m for m in sys.modules if m.startswith(tuple(others)) and m.rpartition(".")[2] not in cheap))
"""


def test_a_tile_mission_id_imports_no_other_game(tmp_path) -> None:
    env = {**os.environ, CONTENT_ENV: str(tmp_path / "none")}
    result = subprocess.run([sys.executable, "-c", TILE_COMMANDS, str(tmp_path)], check=False, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "[]"


def test_an_entry_is_found_by_id_and_by_alias(library: Library) -> None:
    by_alias = registry.entry_of(library, "roadside")
    by_id = registry.entry_of(library, "colony-larder")
    assert by_alias is not None and (by_alias[0].id, by_alias[2].id) == ("roadside", "roadside-standard")
    assert by_id is not None and (by_id[0].id, by_id[2].id) == ("colony", "colony-larder")
    assert registry.entry_of(library, "frontier-m0") is None
