"""The `zombie-table` command line: one subcommand per module of `zombie_table.commands`.

To add a command, write its module (see `zombie_table.commands`) and append it to `COMMANDS`.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from types import ModuleType

from rich.text import Text

from zombie_table import __version__

# The commands are imported when a command line is parsed, not with this module: they import the
# engine, the content library and its pydantic models (about 0.2 s), which bare `zombie-table`
# does not need before its main menu shows (the TUI loads them in a thread once the menu is up).
COMMAND_NAMES = (
    "play", "missions", "show", "survivors", "cards", "simulate", "replay", "validate", "generate", "run", "runs", "challenge",
    "schema",
    "serve",
)


def commands() -> list[ModuleType]:
    """Every subcommand's module, in the order `zombie-table` lists them."""
    return [importlib.import_module(f"zombie_table.commands.{name}") for name in COMMAND_NAMES]


def __getattr__(name: str) -> object:  # `cli.COMMANDS`, imported on first use
    if name == "COMMANDS":
        return commands()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


DESCRIPTION = "A terminal tabletop for cooperative zombie board games: tile-and-zone missions and games of their own (`missions` lists them all)."


def named_command(argv: Sequence[str]) -> str | None:
    """The subcommand a command line names: its first word that is not an option (the top-level
    options take no value), if it is a command. None when -h/--help comes before it: the top-level
    help lists every command."""
    at = next((k for k, a in enumerate(argv) if not a.startswith("-")), len(argv))
    if {"-h", "--help"} & set(argv[:at]):
        return None
    return argv[at] if at < len(argv) and argv[at] in COMMAND_NAMES else None


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole parser, or with `only` the parser of that one command: a command line naming a
    command imports that command's module alone (each imports what it runs)."""
    from zombie_table.commands.common import content_path

    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--content",
        action="append",
        type=content_path,
        default=[],
        metavar="DIR",
        help="also load content (missions, tiles, decks…) from this folder; repeatable",
    )
    parser = argparse.ArgumentParser(prog="zombie-table", description=DESCRIPTION)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    # internal, not listed: open the TUI even when stdin and stdout are not a terminal. `serve` runs
    # `python -m zombie_table --tui` under textual-serve, whose web driver talks over pipes.
    parser.add_argument("--tui", action="store_true", help=argparse.SUPPRESS)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in commands() if only is None else [importlib.import_module(f"zombie_table.commands.{only}")]:
        sub = subparsers.add_parser(command.NAME, parents=[common], help=command.HELP, description=command.HELP)
        command.add_arguments(sub)
        sub.set_defaults(run=command.run, parser=sub)
    return parser


def overview() -> int:
    """What bare `zombie-table` prints: the commands and how to get help on each."""
    from zombie_table.commands.common import console

    out = console()
    out.print(Text.assemble(("zombie-table", "bold"), f" {__version__} — {DESCRIPTION}"))
    out.print()
    listed = commands()
    width = max(len(command.NAME) for command in listed)
    for command in listed:
        out.print(Text.assemble("  ", (command.NAME.ljust(width), "bold cyan"), "  ", command.HELP))
    out.print()
    out.print("zombie-table COMMAND --help shows a command's options.")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args_given = sys.argv[1:] if argv is None else list(argv)
    if args_given == ["--tui"] or (not args_given and sys.stdin.isatty() and sys.stdout.isatty()):
        # straight to the main menu, without the commands' imports (see COMMAND_NAMES)
        from zombie_table.tui.app import run_app

        return run_app()
    parser = build_parser(named_command(args_given))
    args = parser.parse_args(args_given)
    if args.tui and args.command is not None:
        parser.error(f"--tui opens the main menu and takes no command (not {args.command!r})")
    if args.command is None:
        if args.tui or (sys.stdin.isatty() and sys.stdout.isatty()):
            from zombie_table.tui.app import run_app  # Textual loads only for the interactive game

            return run_app()
        return overview()  # no terminal to draw on: list the commands instead
    from zombie_table.commands.common import CommandError, UsageError, console

    try:
        return int(args.run(args))
    except UsageError as exc:
        command_parser: argparse.ArgumentParser = args.parser
        command_parser.error(str(exc))
    except CommandError as exc:
        console(stderr=True).print(f"zombie-table {args.command}: {exc}", soft_wrap=True)
        return 1
    except BrokenPipeError:
        # the reader went away (`| head`): stop quietly, and keep Python's final flush from failing
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
