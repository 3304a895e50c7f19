"""Golden signatures of recorded games: the proof that a restructure changes no game.

A game's signature hashes, decision by decision, every option offered (key and label, in order)
and the one chosen, and ends with the result; beside it the result, cause, rounds and decisions,
so a difference says where to look. `python tests/golden/goldenkit.py` rewrites the fixture: do
that only in a commit that changes a rule on purpose, and say there which games it changed.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from zombie_table.bots import default_team, derive_seed, make_bot
from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game

FIXTURE = Path(__file__).with_name("frontier_golden.json")
BOTS = ("random", "greedy")
GAMES = 6


def signature(library: Library, mission: str, bot_name: str, index: int) -> dict[str, Any]:
    seed = derive_seed("golden", mission, bot_name, index)
    game = new_game(library, mission, default_team(library, mission), seed)
    game.undo_enabled = False
    bot = make_bot(bot_name, derive_seed(seed, "bot"))
    digest = hashlib.sha256()
    decisions = 0
    while not game.over and decisions < 20_000:
        legal = game.legal_actions()
        chosen = bot.choose(game)
        digest.update("\x1f".join(f"{a.key}\x1e{a.label}" for a in legal).encode())
        digest.update(f"\x1d{chosen.key}\x1d".encode())
        game.apply(chosen)
        decisions += 1
    state = game.state
    digest.update(f"{state.result}|{state.cause}|{state.round}".encode())
    return {"seed": seed, "result": state.result, "cause": state.cause, "rounds": state.round,
            "decisions": decisions, "sha256": digest.hexdigest()}


def missions(library: Library) -> list[str]:
    return sorted(m.id for m in library.missions.values() if m.setting == "frontier")


def record(library: Library) -> dict[str, list[dict[str, Any]]]:
    return {f"{m}/{bot}": [signature(library, m, bot, i) for i in range(GAMES)]
            for m in missions(library) for bot in BOTS}


if __name__ == "__main__":
    lib = Library.load(user=False)
    FIXTURE.write_text(json.dumps(record(lib), indent=1, sort_keys=True) + "\n")
    print(f"wrote {FIXTURE}")
