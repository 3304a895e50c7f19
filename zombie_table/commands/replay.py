"""`zombie-table replay SAVE [--verify]`: rebuild a saved game from its seed and decisions.

The replay starts from the set-up (mission, team, seed, rule options) and applies every
recorded decision; it never reads the snapshot except to compare with --verify, which exits 1
with the first path where the replayed state and the saved snapshot differ.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from zombie_table.commands.common import CommandError, console, load_library, playable_mission, plural
from zombie_table.engine import saves
from zombie_table.engine.game import Game, IllegalAction
from zombie_table.engine.setup import SetupError
from zombie_table.engine.state import LEVELS, to_json

NAME = "replay"
HELP = "Replay a save from its seed and decisions; --verify checks the result against the saved state."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("save", type=Path, metavar="SAVE", help="a save file (see `zombie-table play`)")
    parser.add_argument("--verify", action="store_true",
                        help="compare the replayed final state with the save's snapshot; exit 1 at the first difference")


def first_difference(a: Any, b: Any, path: str = "") -> tuple[str, Any, Any] | None:
    """The first place where two JSON trees differ: (path, value in a, value in b), or None."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            where = f"{path}.{key}" if path else str(key)
            if key not in a or key not in b:
                return where, a.get(key, "<missing>"), b.get(key, "<missing>")
            found = first_difference(a[key], b[key], where)
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        if len(a) != len(b):
            return f"{path} (length)", len(a), len(b)
        return None
    if a != b or type(a) is not type(b):
        return path or "(root)", a, b
    return None


def replay_record(library, data: dict[str, Any]) -> Game:
    """Set the game up again and apply each recorded decision (`saves.replay`)."""
    try:
        return saves.replay(library, data)
    except IllegalAction as exc:
        raise CommandError(f"the recorded decisions cannot be replayed: {exc}") from None


def _short(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False)
    return text if len(text) <= 200 else text[:197] + "…"


def run(args: argparse.Namespace) -> int:
    try:
        data = saves.read_record(args.save)
    except saves.SaveError as exc:
        raise CommandError(str(exc)) from None
    library = load_library(args)
    if not isinstance(data["mission"], str):
        raise CommandError(f"{args.save} is corrupt: 'mission' is not a mission id")
    playable_mission(library, data["mission"])  # the cross-checks `play` runs: a broken mission is refused
    try:
        game = replay_record(library, data)
    except (SetupError, LookupError) as exc:
        raise CommandError(f"{args.save}: cannot set the game up again: {exc}") from None
    out = console()
    state = game.state
    out.print(f"{game.mission.title} ({state.mission}) · seed {state.seed} · {plural(len(data['decisions']), 'decision')} replayed",
              soft_wrap=True)
    verdict = f"{state.result}: {state.cause}" if state.result else "in progress"
    out.print(f"Round {state.round}, {verdict}", soft_wrap=True)
    if game.decision is not None and not game.over:
        out.print(f"Waiting for: {game.decision.prompt}", soft_wrap=True)
    for s in state.survivors.values():
        if s.companion_of is not None and s.status == "alive" and not s.companion_of:
            continue  # a companion nobody has recruited
        kills = sum(s.kills.values())
        out.print(f"  {s.name}: {s.status}" + (f" in {s.zone}" if s.on_board else "")
                  + f", {s.health_left}/{s.health} health, {s.xp} XP ({LEVELS[s.level]}), {plural(kills, 'kill')}", soft_wrap=True)
    if not args.verify:
        return 0
    replayed = json.loads(json.dumps(to_json(state)))
    found = first_difference(replayed, data["snapshot"])
    if found is None:
        out.print("Verified: the replayed state is identical to the saved snapshot.")
        return 0
    path, mine, saved = found
    console(stderr=True).print(
        f"zombie-table replay: {args.save}: the replayed state differs from the saved snapshot at {path}: "
        f"replayed {_short(mine)}, saved {_short(saved)}", soft_wrap=True)
    return 1
