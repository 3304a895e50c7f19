"""`zombie-table serve` end to end (serve issue, item 1): the served page used to stay on its intro
card, because the command each connection ran saw pipes instead of a terminal and printed the
command list. Here a real server runs on a free loopback port; a client speaks to it as the page's
JavaScript does (textual-serve's websocket: JSON `["resize", …]` / `["stdin", keys]` in, the app's
terminal output as binary frames out), sees the main menu arrive, and starts a game with keys."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("textual_serve")

from aiohttp import ClientSession, ClientWebSocketResponse, WSMsgType  # noqa: E402

from zombie_table import cli  # noqa: E402
from zombie_table.commands import serve  # noqa: E402
from zombie_table.content.library import CONTENT_ENV  # noqa: E402

WIDTH, HEIGHT = 120, 40
START_WITHIN = 20.0  # seconds for the server to listen, and for each screen to arrive (usually < 1)
# escape sequences: CSI (colours, cursor moves), OSC (titles, colour queries), two-byte ESC x
ESCAPES = re.compile(rb"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-_])")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _listening(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.2):
            return True
    except OSError:
        return False


class Served:
    """A `zombie-table serve` process on a loopback port, its output in a log file."""

    def __init__(self, port: int, log: Path) -> None:
        self.port, self.log = port, log

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def output(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    port, log = _free_port(), tmp_path / "serve.log"
    env = os.environ | {CONTENT_ENV: str(tmp_path / "content")}  # no user content in the test's games
    argv = [sys.executable, "-m", "zombie_table", "serve", "--host", "127.0.0.1", "--port", str(port),
            "--save-dir", str(tmp_path / "saves")]
    with log.open("wb") as out:
        # its own process group: the games it starts (one per connection) go with it at the end
        process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                                   env=env, start_new_session=True)
    server = Served(port, log)
    try:
        deadline = time.monotonic() + START_WITHIN
        while not _listening(port):
            assert process.poll() is None, f"serve exited with {process.returncode}:\n{server.output()}"
            assert time.monotonic() < deadline, f"serve did not listen on {port} in {START_WITHIN} s:\n{server.output()}"
            time.sleep(0.05)
        yield server
    finally:
        process.terminate()  # textual-serve exits gracefully on SIGTERM
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        try:
            os.killpg(process.pid, signal.SIGKILL)  # whatever of the group is left
        except (ProcessLookupError, PermissionError):
            pass
        process.wait(timeout=5)


class Terminal:
    """The browser's end of the websocket: keys out, the app's output in, read as plain text."""

    def __init__(self, ws: ClientWebSocketResponse) -> None:
        self.ws = ws
        self.output = b""

    async def keys(self, data: str) -> None:
        await self.ws.send_json(["stdin", data])  # what xterm.js's onData sends

    async def wait_for(self, *texts: str) -> str:
        """Read output until every one of `texts` has arrived since the last wait; that text."""
        self.output = b""
        deadline = time.monotonic() + START_WITHIN
        while True:
            screen = ESCAPES.sub(b"", self.output).decode("utf-8", "replace")
            if all(text in screen for text in texts):
                return screen
            try:  # not receive(timeout=…): each ping of the server's 15 s heartbeat would start it over
                message = await asyncio.wait_for(self.ws.receive(), max(deadline - time.monotonic(), 0))
            except asyncio.TimeoutError:
                raise AssertionError(f"{texts} did not arrive in {START_WITHIN} s; the output since:\n{screen[-3000:]}") from None
            assert message.type in (WSMsgType.BINARY, WSMsgType.TEXT), f"the websocket ended: {message}"
            if message.type == WSMsgType.BINARY:
                self.output += message.data


async def test_the_browser_sees_the_main_menu_and_starts_a_game(served: Served) -> None:
    url = f"{served.origin}/ws?width={WIDTH}&height={HEIGHT}"
    async with ClientSession() as session, session.ws_connect(url, headers={"Origin": served.origin}) as ws:
        terminal = Terminal(ws)
        await ws.send_json(["resize", {"width": WIDTH, "height": HEIGHT}])  # as the page does once fitted
        await terminal.wait_for("New game", "Missions", "Rules & keys")  # the main menu
        await terminal.keys("n")  # New game: the mission browser (the tutorial first, then frontier-m0)
        await terminal.wait_for("missions shown", "Dust on Main Street", "frontier-m0")
        await terminal.keys("dust")  # typing searches
        await terminal.wait_for("1 of ")
        await terminal.keys("\r")  # set up the highlighted mission, the only one shown
        await terminal.wait_for("Start game")  # the party set-up, its team already picked
        await terminal.keys("\x07")  # Ctrl+G starts the game
        await terminal.wait_for("Dust on Main Street", "(frontier-m0)", "Round 1", "Answer")  # the game's header,
        await terminal.keys("\r")  # and its first question, a set-up gift, whose choices open
        await terminal.wait_for("Enter: choose")
        await terminal.keys("\r")  # the usual answer
        saves = served.log.parent / "saves"
        deadline = time.monotonic() + START_WITHIN
        while not list(saves.rglob("*.json")):  # the game saves after every decision, into --save-dir
            assert time.monotonic() < deadline, f"no save in {saves} after a decision"
            await asyncio.sleep(0.05)
    assert "Application failed to start" not in served.output()


def test_serve_runs_the_tui_entry_and_tui_takes_no_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert serve.command().endswith(" -m zombie_table --tui")
    with pytest.raises(SystemExit):
        cli.main(["--tui", "missions"])
    assert "--tui opens the main menu and takes no command" in capsys.readouterr().err
