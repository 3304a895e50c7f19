"""`zombie-table replay SAVE [--verify]`: rebuild a saved game from its seed and decisions.

The replay starts from the set-up (mission, team, seed, rule options) and applies every
recorded decision; it never reads the snapshot except to compare with --verify, which exits 1
with the first path where the replayed state and the saved snapshot differ. A file whose shape
is not a save's, or whose decisions cannot be replayed, is one line naming the file and field.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from zombie_table.commands.common import CommandError, console, load_library, playable_mission, plural, unknown
from zombie_table.games import registry
from zombie_table.games.savegame import SaveError, SaveFormat
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.state import LEVELS

NAME = "replay"
HELP = "Replay a save from its seed and decisions; --verify checks the result against the saved state."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("save", type=Path, metavar="SAVE", help="a save file (see `zombie-table play`)")
    parser.add_argument("--verify", action="store_true",
                        help="compare the replayed final state with the save's snapshot; exit 1 at the first difference")


_short = saves.short


def run(args: argparse.Namespace) -> int:
    library = load_library(args)
    saved = registry.save_of(args.save)  # a save of a game with a command face of its own: it replays it
    if saved is not None:
        return saved[1].replay(args, library)
    try:
        data = saves.read_record(args.save)
    except saves.SaveError as exc:
        raise CommandError(str(exc)) from None
    if data["mission"] not in library.missions:
        raise CommandError(f"{args.save}: mission: {unknown('mission', str(data['mission']), library.missions)}")
    playable_mission(library, data["mission"])  # the cross-checks `play` runs: a broken mission is refused
    try:
        game = saves.rebuild(library, data, args.save)
    except saves.SaveError as exc:
        raise CommandError(str(exc)) from None
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
    return verdict_of(args, lambda: saves.difference(game, data), shown=True)


def verdict_of(args: argparse.Namespace, difference, shown: bool) -> int:
    """With --verify: 0 when the replay agrees with the save, else 1 naming the first difference
    (with the values when `shown`: another game's may be a private card or a face-down token)."""
    if not args.verify:
        return 0
    found = difference()
    if found is None:
        console().print("Verified: the replayed state is identical to the saved snapshot.")
        return 0
    path, mine, saved = found
    where = f"the saved snapshot at {path.removeprefix('snapshot.')}" if path.startswith("snapshot.") else f"the save's {path}"
    values = f": replayed {_short(mine)}, saved {_short(saved)}" if shown else ""
    console(stderr=True).print(f"zombie-table replay: {args.save}: the replayed state differs from {where}{values}",
                               soft_wrap=True)
    return 1


def replayed(form: SaveFormat, path: Path, content: Any) -> tuple[dict, Any]:
    """A kernel game's save read and replayed on the game's content from its set-up; a bad one is
    one line, exit 1."""
    try:
        data = form.read(path)
        return data, form.replay(data, path, content)
    except SaveError as exc:
        raise CommandError(str(exc)) from None
