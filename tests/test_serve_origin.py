"""`zombie-table serve` lets only its own page drive a game (reliability issue, item 12): a
websocket handshake from another origin is refused with 403, the server's own origin gets 101.
Loopback addresses only."""

from __future__ import annotations

import argparse
import socket
import sys

import pytest

pytest.importorskip("textual_serve")

from aiohttp import ClientSession, WSServerHandshakeError, web  # noqa: E402
from aiohttp.test_utils import TestServer  # noqa: E402
from textual_serve.server import Server  # noqa: E402

from zombie_table.commands import serve  # noqa: E402


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize(("origin", "allowed"), [
    (None, True),
    ("http://127.0.0.1:8000", True),
    ("http://localhost:8000", True),
    ("http://[::1]:8000", True),
    ("https://127.0.0.1:8000", True),
    ("http://evil.example", False),
    ("http://evil.example:8000", False),  # DNS rebinding: a foreign name for our address
    ("http://127.0.0.1:8001", False),  # another local service
    ("http://127.0.0.1", False),
    ("null", False),
    ("file://", False),
    ("", False),
    ("http://127.0.0.1:99999", False),
    ("http://127.0.0.1:8000/some/page", False),
    ("ws://127.0.0.1:8000", False),
])
def test_allowed_origins_on_loopback(origin: str | None, allowed: bool) -> None:
    assert serve.allowed_origin(origin, "127.0.0.1", 8000) is allowed


def test_allowed_origins_elsewhere() -> None:
    assert serve.allowed_origin("http://192.168.1.5:8000", "192.168.1.5", 8000)
    assert not serve.allowed_origin("http://localhost:8000", "192.168.1.5", 8000)
    assert serve.allowed_origin("http://myhost:8000", "0.0.0.0", 8000, "myhost:8000")
    assert not serve.allowed_origin("http://evil.example:8000", "0.0.0.0", 8000, "myhost:8000")
    assert not serve.allowed_origin("http://myhost:8000", "0.0.0.0", 8000, None)


class QuietServer(Server):
    """textual-serve's server, whose accepted websockets close at once instead of starting a game."""

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        websocket = web.WebSocketResponse()
        await websocket.prepare(request)  # 101 Switching Protocols
        await websocket.close()
        return websocket


async def test_a_foreign_origin_gets_403_and_the_own_origin_101() -> None:
    port = _free_port()
    server = serve.origin_checked(QuietServer)(f"{sys.executable} -c pass", host="127.0.0.1", port=port, title="test")
    app = await server._make_app()
    async with TestServer(app, host="127.0.0.1", port=port), ClientSession() as session:
        url = f"http://127.0.0.1:{port}/ws"
        for origin in ("http://evil.example", f"http://evil.example:{port}", "null"):
            with pytest.raises(WSServerHandshakeError) as refused:
                await session.ws_connect(url, headers={"Origin": origin})
            assert refused.value.status == 403
        for origin in (f"http://127.0.0.1:{port}", f"http://localhost:{port}"):
            ws = await session.ws_connect(url, headers={"Origin": origin})  # 101 Switching Protocols
            await ws.close()
        async with session.get(f"http://127.0.0.1:{port}/", headers={"Origin": "http://evil.example"}) as page:
            assert page.status == 200, "the page itself is public: only the websocket drives a game"


def test_the_command_serves_with_the_origin_check(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    served = []
    monkeypatch.setattr(Server, "serve", lambda self, debug=False: served.append(self))
    parser = argparse.ArgumentParser()
    parser.add_argument("--content", action="append", default=[])
    serve.add_arguments(parser)
    monkeypatch.setenv("ZOMBIE_TABLE_SAVES", str(tmp_path))
    assert serve.run(parser.parse_args(["--port", "8123"])) == 0
    [server] = served
    assert type(server).handle_websocket is not Server.handle_websocket
    assert (server.host, server.port) == ("127.0.0.1", 8123)
