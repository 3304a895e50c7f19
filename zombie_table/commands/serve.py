"""`zombie-table serve`: the same TUI in a web browser, served on this machine by textual-serve.

Each browser tab starts its own `python -m zombie_table` (the interpreter running this command),
so it opens on the main menu. textual-serve comes with the `web` extra:
`pip install 'zombie-table[web]'`.
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from pathlib import Path

from zombie_table.commands.common import CommandError, UsageError
from zombie_table.content.library import CONTENT_ENV
from zombie_table.games.tilezone.saves import SAVES_ENV

NAME = "serve"
HELP = "Serve the game to a web browser on this machine (needs the 'web' extra: textual-serve)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    parser.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    parser.add_argument("--save-dir", type=Path, help="where the served games save (default: the user data folder)")


def command() -> str:
    """The shell command each browser session runs."""
    return shlex.join([sys.executable, "-m", "zombie_table"])


def run(args: argparse.Namespace) -> int:
    try:
        from textual_serve.server import Server
    except ImportError:
        raise CommandError(
            "serving needs textual-serve, which comes with the 'web' extra: pip install 'zombie-table[web]'"
        ) from None
    if not 0 < args.port < 65536:
        raise UsageError(f"--port {args.port}: use a port number between 1 and 65535")
    content = list(getattr(args, "content", []) or [])
    if len(content) > 1:
        raise UsageError("serve takes at most one --content folder (it becomes the served games' content folder)")
    if content:
        os.environ[CONTENT_ENV] = str(Path(content[0]).resolve())
    if args.save_dir:
        os.environ[SAVES_ENV] = str(args.save_dir.resolve())
    Server(command(), host=args.host, port=args.port, title="zombie_table").serve()
    return 0
