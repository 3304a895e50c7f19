"""`zombie-table serve`: the same TUI in a web browser, served on this machine by textual-serve.

Each browser tab starts its own `python -m zombie_table --tui` (the interpreter running this
command), so it opens on the main menu. textual-serve comes with the `web` extra:
`pip install 'zombie-table[web]'`.

Only the page this server serves may open the websocket that drives a game: a handshake whose
`Origin` is another site (any page the user happens to visit could try `ws://127.0.0.1:8000/ws`)
is refused with 403. Clients that send no `Origin` (not browsers) are let in.
"""

from __future__ import annotations

import argparse
import logging
import os
import shlex
import sys
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

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
    """The shell command each browser session runs: the main menu, with the interpreter running
    this command. `--tui` because textual-serve connects the app's stdin and stdout to pipes (its
    web driver speaks over them), and off a terminal bare `zombie-table` lists the commands instead."""
    return shlex.join([sys.executable, "-m", "zombie_table", "--tui"])


LOOPBACK = frozenset({"localhost", "127.0.0.1", "::1"})
WILDCARD = frozenset({"", "0.0.0.0", "::"})


def _host_port(netloc_url: str, default_port: int | None = None) -> tuple[str, int] | None:
    """(host, port) of an origin such as 'http://127.0.0.1:8000'; None when it is not one."""
    try:
        url = urlsplit(netloc_url)
        port = url.port
    except ValueError:
        return None
    if url.scheme not in ("http", "https") or not url.hostname or url.path not in ("", "/") or url.query:
        return None
    return url.hostname.lower(), port or default_port or (443 if url.scheme == "https" else 80)


def allowed_origin(origin: str | None, host: str, port: int, request_host: str | None = None) -> bool:
    """May a websocket handshake with this `Origin` header drive the server on `host`:`port`?

    No header: not a browser (browsers always send one), let in. Otherwise the origin must be
    this server's own: the same port, and the host it listens on (any loopback name when that
    is a loopback address: the page may have been opened as localhost or 127.0.0.1). A server
    listening on every address (0.0.0.0) cannot know its names: there the origin must match the
    request's own Host header."""
    if origin is None:
        return True
    theirs = _host_port(origin.strip())
    if theirs is None:
        return False  # "null" (a sandboxed frame, a file), or not an http(s) origin at all
    their_host, their_port = theirs
    own = host.lower().strip("[]")
    if own in WILDCARD:
        mine = _host_port(f"http://{request_host}") if request_host else None
        return mine is not None and (their_host, their_port) == mine
    if their_port != port:
        return False
    if own in LOOPBACK:
        return their_host in LOOPBACK
    return their_host == own


def origin_checked(server_class: type) -> type:
    """`server_class` (textual-serve's Server) with the websocket refused to foreign origins."""
    from aiohttp import web

    class OriginCheckedServer(server_class):  # type: ignore[misc, valid-type]
        async def handle_websocket(self, request: web.Request) -> Any:
            origin = request.headers.get("Origin")
            if not allowed_origin(origin, self.host, self.port, request.host):
                logging.getLogger("zombie_table.serve").warning("refused a websocket from origin %r", origin)
                raise web.HTTPForbidden(text=f"zombie_table: a page from {origin} may not drive this server\n")
            return await super().handle_websocket(request)

    return OriginCheckedServer


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
    origin_checked(Server)(command(), host=args.host, port=args.port, title="zombie_table").serve()
    return 0
