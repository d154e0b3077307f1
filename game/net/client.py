"""An asyncio client of the online server: the bench's bots use it, and the app will.

:class:`OnlineClient` joins one seat with its token, on the first of its server addresses that
serves the game (with PostgreSQL several processes share the games: one that does not serve a
game answers ``unknown``), and reconnects by itself, within a deadline, when the connection
drops or the server restarts. Every frame it reads is size-capped and decoded against the
protocol's schema (:func:`game.net.protocol.decode_server`).
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import aiohttp
import msgspec

from game.net import protocol as p


class ClientError(Exception):
    """The seat cannot be joined; the message is one sentence for the player, ``code`` the
    server's error code (``unreachable``: no server answered before the deadline)."""

    def __init__(self, message: str, code: str = "unreachable") -> None:
        super().__init__(message)
        self.code = code


class Disconnected(Exception):
    """The connection dropped (the client may reconnect)."""


async def create_game(http: aiohttp.ClientSession, url: str, game: str, seats: list[dict[str, str]],
                      setup: dict[str, Any] | None = None) -> dict[str, Any]:
    """Ask the server at ``url`` for a new game: ``{"game", "host", "seats": [{"seat", "token"}]}``."""
    for _ in range(120):            # a server refusing for the rate (429) is asked again a second later
        async with http.post(f"{url}/api/games", json={"game": game, "seats": seats, "setup": setup or {}}) as r:
            body = await r.json()
            if r.status == 200:
                return dict(body)
            if r.status != 429:
                break
        await asyncio.sleep(1.0)
    raise ClientError(str(body.get("message", "The server refused to create the game.")), str(body.get("code", "")))


class OnlineClient:
    """One seat of one game, over one WebSocket at a time."""

    def __init__(self, http: aiohttp.ClientSession, urls: list[str], game: str, token: str) -> None:
        self.http, self.urls, self.game, self.token = http, list(urls), game, token
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.welcome: p.Welcome | None = None
        self.url: str | None = None
        self.connects = 0

    async def connect(self, deadline: float) -> p.Welcome:
        """Join the seat on the first address that serves the game, trying again (with a short
        pause) until ``deadline`` (time.monotonic()): ClientError when that passes, or when the
        server refuses the seat for good (a wrong code, another version)."""
        await self.close()
        pause = 0.05
        last, code = "The server cannot be reached.", "unreachable"
        while time.monotonic() < deadline:
            for url in self.urls:
                try:
                    ws = await self.http.ws_connect(f"{url}/ws", max_msg_size=p.MAX_SERVER_FRAME,
                                                    heartbeat=30.0, timeout=aiohttp.ClientWSTimeout(ws_close=2.0))
                except (aiohttp.ClientError, OSError, asyncio.TimeoutError):
                    continue
                try:
                    await ws.send_bytes(p.encode(p.Hello(p.PROTOCOL_VERSION, self.game, self.token)))
                    first = await self._read(ws)
                except Disconnected:
                    await ws.close()
                    continue
                if isinstance(first, p.Welcome):
                    self.ws, self.welcome, self.url = ws, first, url
                    self.connects += 1
                    return first
                await ws.close()
                if isinstance(first, p.Error):
                    last, code = first.message, first.code
                    if first.code in ("token", "version", "hello", "malformed"):
                        raise ClientError(first.message, first.code)
            await asyncio.sleep(pause)
            pause = min(pause * 2, 1.0)
        raise ClientError(last, code)

    async def receive(self) -> tuple[p.Welcome | p.Model | p.Error | p.Pong, bytes]:
        """The next frame and its bytes (Disconnected when the connection drops)."""
        if self.ws is None:
            raise Disconnected()
        return await self._read_raw(self.ws)

    async def act(self, seq: int, action: str) -> None:
        if self.ws is None:
            raise Disconnected()
        try:
            await self.ws.send_bytes(p.encode(p.Act(p.PROTOCOL_VERSION, seq, action)))
        except (aiohttp.ClientError, ConnectionError, RuntimeError):
            raise Disconnected() from None

    async def close(self) -> None:
        if self.ws is not None:
            ws, self.ws = self.ws, None
            await ws.close()

    async def _read(self, ws: aiohttp.ClientWebSocketResponse) -> p.Welcome | p.Model | p.Error | p.Pong:
        return (await self._read_raw(ws))[0]

    @staticmethod
    async def _read_raw(ws: aiohttp.ClientWebSocketResponse) -> tuple[p.Welcome | p.Model | p.Error | p.Pong, bytes]:
        try:
            msg = await ws.receive()
        except (aiohttp.ClientError, ConnectionError, asyncio.TimeoutError, RuntimeError):
            raise Disconnected() from None
        if msg.type not in (aiohttp.WSMsgType.TEXT, aiohttp.WSMsgType.BINARY):
            raise Disconnected()
        data = msg.data.encode() if isinstance(msg.data, str) else msg.data
        try:
            return p.decode_server(data), data
        except p.FrameError:
            raise Disconnected() from None


def decode_model(frame: p.Model) -> Any:
    """The seat's model a Model frame carries, as plain data."""
    return msgspec.json.decode(frame.model)
