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
from zombie_table.games.colony import saves as colony_save
from zombie_table.games.roadside import saves as roadside_save
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
    if roadside_save.is_roadside_save(args.save):
        return replay_roadside(args)
    if colony_save.SAVES.holds(args.save):
        return replay_colony(args)
    try:
        data = saves.read_record(args.save)
    except saves.SaveError as exc:
        raise CommandError(str(exc)) from None
    library = load_library(args)
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
    (with the values when `shown`: a Roadside save's may be a private card or a token's number)."""
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


def replayed(form: SaveFormat, path: Path) -> tuple[dict, Any]:
    """A kernel game's save read and replayed from its set-up; a bad one is one line, exit 1."""
    try:
        data = form.read(path)
        return data, form.replay(data, path)
    except SaveError as exc:
        raise CommandError(str(exc)) from None


def replay_roadside(args: argparse.Namespace) -> int:
    """A Roadside save: replayed from its set-up; what is printed is what every player may see
    (no private location, no face-down token's number)."""
    data, game = replayed(roadside_save.SAVES, args.save)
    out, state = console(), game.state
    out.print(f"Roadside ({state.mode}) · seed {data['seed']} · {plural(len(data['decisions']), 'decision')} replayed",
              soft_wrap=True)
    out.print(f"Turn {state.turns + 1}, " + (f"{state.result}: {state.cause}" if state.result else "in progress"), soft_wrap=True)
    for seat, p in zip(data["seats"], state.players):
        team = ", ".join(game.survivor_name(m.id) for m in p.team) or "no one"
        out.print(f"  {p.name} ({seat['policy'] or 'person'}): {len(p.explored)}/3 locations, team {team}"
                  + (" — won" if p.id in state.winners else ""), soft_wrap=True)
    return verdict_of(args, lambda: roadside_save.difference(game, data), shown=False)


def replay_colony(args: argparse.Namespace) -> int:
    """A Colony save: replayed from its set-up; what is printed is what every player may see (no
    hand, no secret objective before the end, no face-down crisis card)."""
    data, game = replayed(colony_save.SAVES, args.save)
    out, state = console(), game.state
    out.print(f"Colony: {game.content.mains[state.main].name} ({state.mode}) · seed {data['seed']} · "
              f"{plural(len(data['decisions']), 'decision')} replayed", soft_wrap=True)
    out.print(f"Round {state.round}, morale {state.morale}, " + (f"{state.result}: {state.cause}" if state.result
                                                                  else "in progress"), soft_wrap=True)
    for seat, p in zip(data["seats"], state.players):
        group = ", ".join(game.name(s) for s in p.group) or "no one"
        out.print(f"  {p.name} ({seat['policy'] or 'person'}): {group}" + (" (exiled)" if p.exiled else "")
                  + (" — won" if p.id in state.winners else ""), soft_wrap=True)
    return verdict_of(args, lambda: colony_save.SAVES.difference(game, data), shown=False)
