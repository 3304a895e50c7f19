"""`zombie-table challenge`: one mission and one seed, a bot's par on it, and the player's game
ending with its report and a save anyone can check with `replay --verify`."""

from __future__ import annotations

import argparse
import datetime
import secrets
from pathlib import Path

from rich.progress import Progress

from zombie_table.bots import challenge as challenges
from zombie_table.bots.runner import BOTS, default_team
from zombie_table.commands.common import CommandError, UsageError, console, find_mission, load_library
from zombie_table.commands.run import player_for
from zombie_table.content.library import Library
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.setup import SetupError, new_game

NAME = "challenge"
HELP = "Play a seed challenge: one mission and seed (today's with --daily), with a bot's win rate on it as the par."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--daily", action="store_true", help="today's challenge, the same for everyone")
    which.add_argument("--mission", metavar="ID", help="this mission (with --seed: a challenge a friend sent you)")
    parser.add_argument("--seed", type=int, help=f"the game's seed, 0 to {challenges.MAX_SEED - 1} (default: a new one)")
    parser.add_argument("--par-games", type=int, default=challenges.PAR_GAMES, metavar="N",
                        help=f"games the par is measured over (default {challenges.PAR_GAMES})")
    parser.add_argument("--par-bot", default="greedy", choices=sorted(BOTS), help="the bot that sets the par (default greedy)")
    how = parser.add_mutually_exclusive_group()
    how.add_argument("--text", action="store_true", help="play in plain text, one numbered choice per line")
    how.add_argument("--bot", choices=sorted(BOTS), help="let a bot play your seat (to try the command)")
    parser.add_argument("--save-dir", type=Path, help="the saves folder (default: the user's)")


def run(args: argparse.Namespace) -> int:
    if not 1 <= args.par_games <= 10_000:
        raise UsageError(f"--par-games must be between 1 and 10000, not {args.par_games}")
    library = load_library(args)
    challenge = _which(library, args)
    mission = find_mission(library, challenge.mission)
    out = console()
    out.print(f"Challenge {challenge.id}: {mission.title} ({mission.id}), seed {challenge.seed}"
              + (f", the daily challenge of {challenge.daily}" if challenge.daily else ""), soft_wrap=True)
    record = _par(library, challenge, args)
    out.print(f"Par: {record.par_text()}.", soft_wrap=True)
    try:
        game = new_game(library, challenge.mission, default_team(library, challenge.mission), challenge.seed)
    except SetupError as exc:
        raise CommandError(str(exc)) from None
    path = saves.save_dir(args.save_dir) / f"challenge-{challenge.id}.json"
    game = _play(game, path, args)
    if not game.over:
        out.print(f"Unfinished; the same command goes on from {path}.", soft_wrap=True)
        return 0
    saves.write(game, path)
    record.result, record.rounds, record.save = game.state.result, game.state.round, str(path)
    challenges.write(record, args.save_dir)
    report = _report(game, args.save_dir)
    out.print(f"Your result: {game.state.result} in round {game.state.round} ({game.state.cause}); par: "
              f"{record.par:.0%} for the {record.bot} bot.", soft_wrap=True)
    out.print(f"Report: {report}. Anyone can check the game: zombie-table replay --verify {path}", soft_wrap=True)
    return 0


def _which(library: Library, args: argparse.Namespace) -> challenges.Challenge:
    try:
        if args.daily:
            if args.seed is not None:
                raise UsageError("--daily sets its own seed; leave --seed out")
            return challenges.daily(library, datetime.date.today())
        if args.mission:
            find_mission(library, args.mission)
            return challenges.named(library, args.mission, secrets.randbelow(challenges.MAX_SEED) if args.seed is None else args.seed)
        if args.seed is not None:
            raise UsageError("--seed names a challenge together with --mission")
        import random

        return challenges.pick(library, random.Random(secrets.randbits(64)))
    except challenges.ChallengeError as exc:
        raise CommandError(str(exc)) from None


def _par(library: Library, challenge: challenges.Challenge, args: argparse.Namespace) -> challenges.Record:
    """The par kept from an earlier measure of the same challenge, else measured now (and kept)."""
    try:
        kept = challenges.kept_par(library, challenge, args.par_bot, args.par_games, args.save_dir)
    except challenges.ChallengeError as exc:
        raise CommandError(f"{exc}; move it away to measure the par again") from None
    if kept is not None:
        return kept
    with Progress(console=console(stderr=True), transient=True) as progress:
        task = progress.add_task(f"par: the {args.par_bot} bot plays it", total=args.par_games)
        record = challenges.measure(library, challenge, args.par_bot, args.par_games, lambda: progress.advance(task))
    challenges.write(record, args.save_dir)
    return record


def _play(game: Game, path: Path, args: argparse.Namespace) -> Game:
    """The player's game from its save when there is one, played on until it ends or they stop."""
    if path.exists():
        try:
            game = saves.load(game.library, path)
        except saves.SaveError as exc:
            raise CommandError(f"{exc}; move it away to start the challenge again") from None
    return player_for(args)(game, path)


def _report(game: Game, saves_folder: Path | None) -> Path:
    from zombie_table.tui.session import Session  # Textual-free: the screen's report, written the same way

    return Session(game.library, game, saves_folder).write_report()
