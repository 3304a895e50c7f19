"""`zombie-table run`: a run of generated missions with the same team, played on from its save."""

from __future__ import annotations

import argparse
import datetime
import sys
from pathlib import Path

from zombie_table.commands.common import CommandError, UsageError, console, load_library
from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.generation.recipe import recipe_for
from zombie_table.games.tilezone.runs import flow, store
from zombie_table.games.tilezone.runs.model import Run
from zombie_table.games.tilezone.settings import settings

NAME = "run"
HELP = "Start or go on with a run: 5-8 generated missions of rising difficulty with one team, camp between them."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("setting", choices=[s for s in settings() if recipe_for(s)], help="the setting of the run")
    seed = parser.add_mutually_exclusive_group()
    seed.add_argument("--seed", type=int, help="the run's seed: the same seed, the same missions (default: a new one)")
    seed.add_argument("--daily", action="store_true", help="today's run, the same for everyone")
    parser.add_argument("--length", type=int, default=5, choices=range(5, 9), metavar="5-8", help="missions in the run (default 5)")
    parser.add_argument("--team", help="survivor ids, comma-separated (default: the setting's first four)")
    how = parser.add_mutually_exclusive_group()
    how.add_argument("--bot", choices=["random", "greedy"], help="a bot plays the whole run (and takes the first reward)")
    how.add_argument("--text", action="store_true", help="play in plain text, one numbered choice per line")
    parser.add_argument("--save-dir", type=Path, help="the saves folder (default: the user's)")


def run(args: argparse.Namespace) -> int:
    library = load_library(args)
    the_run = _open(library, args)
    table = flow.Table(play=player_for(args), choose=_chooser(args), saves=args.save_dir)
    try:
        the_run = flow.play_on(the_run, library, table)
    except (saves.SaveError, store.RunError) as exc:
        raise CommandError(str(exc)) from None
    _summary(the_run, args.save_dir)
    return 0


def _open(library: Library, args: argparse.Namespace) -> Run:
    """The run these arguments name: its save when there is one, else a new run."""
    day = datetime.date.today() if args.daily else None
    seed = flow.daily_seed(day) if day else args.seed
    if seed is None:
        import secrets

        seed = secrets.randbelow(10**9)
    if not 0 <= seed < 2**63:
        raise UsageError(f"--seed must be between 0 and 2^63-1, not {seed}")
    team = [s.strip() for s in args.team.split(",")] if args.team else None
    try:
        fresh = flow.start(library, Setting(args.setting), seed, args.length, team, daily=day)
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    path = store.run_path(fresh.id, args.save_dir)
    if not path.exists():
        return fresh
    try:
        saved = store.read(path)
    except store.RunError as exc:
        raise CommandError(f"{exc}; move it away to start this run again") from None
    console().print(f"Going on with run {saved.id} ({saved.status}) from {path}", soft_wrap=True)
    return saved


def player_for(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    """Who plays a mission from its save file on, as `--bot`, `--text` or (neither) the game screen
    say: a function from (game, save path) to the game as it stands when they stop."""
    if args.bot:
        from zombie_table.bots.runner import drive, make_bot

        def by_bot(game: Game, _path: Path) -> Game:
            game.undo_enabled = False
            drive(game, make_bot(args.bot, game.state.seed))
            return game
        return by_bot
    if args.text:
        from zombie_table.commands.play import TextLoop

        def by_text(game: Game, path: Path) -> Game:
            TextLoop(game, sys.stdin, sys.stdout, args.save_dir, resumed_from=path).run()
            return game
        return by_text

    def by_screen(game: Game, path: Path) -> Game:
        from zombie_table.tui.app import run_app

        saves.write(game, path)
        run_app(game.library, game=game, save_dir=args.save_dir, resumed_from=path)
        return saves.load(game.library, path)
    return by_screen


def _chooser(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    def first(_run: Run) -> int:
        return 0

    def ask(the_run: Run) -> int:
        out = console()
        out.print(f"Camp after mission {the_run.next_number - 1} of {the_run.length}. Take one:")
        for i, reward in enumerate(the_run.offer, 1):
            out.print(f"  {i}) {reward.label}")
        while True:
            line = sys.stdin.readline()
            if not line:
                return 0
            if line.strip().isascii() and line.strip().isdigit() and 1 <= int(line.strip()) <= len(the_run.offer):
                return int(line.strip()) - 1
            out.print(f"a number from 1 to {len(the_run.offer)}")
    return first if args.bot else ask


def _summary(the_run: Run, saves_folder: Path | None) -> None:
    out = console()
    for leg in the_run.legs:
        out.print(f"{leg.number}. {leg.title} ({leg.difficulty}): {leg.result or 'unfinished'} "
                  f"{leg.cause}".rstrip(), soft_wrap=True)
    if the_run.status == "active":
        out.print(f"Run {the_run.id} saved: `zombie-table run {the_run.setting} --seed {the_run.seed}` goes on with it.",
                  soft_wrap=True)
        return
    out.print(f"Run {the_run.id}: {the_run.status}. Seed {the_run.seed}; report: "
              f"{store.runs_dir(saves_folder) / (the_run.id + '.md')}", soft_wrap=True)
