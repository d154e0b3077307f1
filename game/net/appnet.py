"""The app's online play, off the frame loop: one asyncio loop in a thread of its own.

The frame loop never waits on the network. It hands coroutines to :class:`NetThread` (the HTTP
lobby's requests, a hosted server's start and stop) and reads their answers from the futures
they return, when done; a joined seat (:class:`SeatLink`) puts what the server sends, already
decoded (the seat's table model included), in a queue the frame loop empties.

Every failure comes back as :class:`OnlineError` with a stable ``code`` (``unreachable``,
``not_vernissage``, ``version``, ``token``, ``unknown``, ``port``, ``store``, ...) and the
details a sentence needs: the screens word it in the player's language.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import errno
import queue
import re
import socket
import threading
import time
from dataclasses import dataclass
from typing import Annotated, Any, Coroutine, TypeVar
from urllib.parse import urlsplit

import aiohttp
import msgspec
from aiohttp import web

from game.games import discover, game_ids, spec
from game.net import protocol as p
from game.net.client import ClientError, Disconnected, OnlineClient
from game.net.server import GameServer
from game.net.stores import Store, StoreError, open_store
from game.ui.play.model import TableModel, decode, observation_type

T = TypeVar("T")

HTTP_TIMEOUT = 8.0          # seconds an HTTP request of the lobby may take
JOIN_DEADLINE = 10.0        # seconds a first join keeps trying
REJOIN_DEADLINE = 15.0      # seconds each round of rejoining tries before it says so (and tries again)
DEFAULT_PORT = 8765
_HOST = re.compile(r"[A-Za-z0-9.\-:]{1,253}")      # a name, an IPv4 or (bracketed) IPv6 address


class OnlineError(Exception):
    """What went wrong, as a ``code`` and the values its sentence names (``info``)."""

    def __init__(self, code: str, **info: Any) -> None:
        super().__init__(code)
        self.code, self.info = code, info


def server_url(address: str) -> str:
    """The base URL of a server the player typed as ``host:port`` (or a URL); OnlineError
    ``address`` when it is not one."""
    text = address.strip()
    if "://" not in text:
        text = "http://" + text
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        raise OnlineError("address", address=address) from None
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.path not in ("", "/") \
            or parts.query or parts.fragment or parts.username or not _HOST.fullmatch(parts.hostname):
        raise OnlineError("address", address=address)
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return f"{parts.scheme}://{host}:{port or (443 if parts.scheme == 'https' else DEFAULT_PORT)}"


def reachable_address(port: int, public: bool) -> str:
    """The address other players type to reach a server this app hosts on ``port``: this
    computer's address on its network when ``public``, else loopback (this computer only)."""
    if not public:
        return f"127.0.0.1:{port}"
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))        # no packet is sent: this only picks the outgoing interface
            ip = str(s.getsockname()[0])
    except OSError:
        ip = socket.gethostname()
    return f"{ip}:{port}"


def shown_address(url: str) -> str:
    """A server's URL as a player reads and types it: ``host:port`` (an https one whole)."""
    return url if url.startswith("https://") else url.removeprefix("http://")


# ---- invite codes --------------------------------------------------------------------------------
def invite_code(game: str, token: str) -> str:
    """What a host hands a remote player for one seat: the game and the seat's secret."""
    return f"{game}.{token}"


def read_invite(code: str) -> tuple[str, str]:
    """(game, token) of an invite code; OnlineError ``code`` when it is not one."""
    game, _, token = code.strip().partition(".")
    if len(game) != 16 or any(c not in "0123456789abcdef" for c in game) \
            or not 22 <= len(token) <= 64 or not all(c.isascii() and (c.isalnum() or c in "-_") for c in token):
        raise OnlineError("code")
    return game, token


# ---- the thread ------------------------------------------------------------------------------------
class NetThread:
    """An asyncio loop in a daemon thread, with one HTTP session: the app's network I/O runs
    there, and so does a server the app hosts."""

    def __init__(self) -> None:
        # The registry fills itself on first use, unguarded: fill it here, before this thread
        # can read it at the same time as the frame loop (which then saw it half filled).
        discover()
        self.loop = asyncio.new_event_loop()
        self._http: aiohttp.ClientSession | None = None
        self.thread = threading.Thread(target=self.loop.run_forever, name="online", daemon=True)
        self.thread.start()

    def submit(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    async def http(self) -> aiohttp.ClientSession:
        if self._http is None:
            self._http = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=HTTP_TIMEOUT))
        return self._http

    def close(self) -> None:
        """Close the HTTP session and stop the loop (the app is closing)."""
        async def end() -> None:
            others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in others:             # the seats' links: their connections close with them
                task.cancel()
            await asyncio.gather(*others, return_exceptions=True)
            if self._http is not None:
                await self._http.close()
        if self.loop.is_running():
            try:
                self.submit(end()).result(5)
            except (concurrent.futures.TimeoutError, RuntimeError):
                pass
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(5)
        if not self.thread.is_alive():
            self.loop.close()


_net: NetThread | None = None
_net_lock = threading.Lock()


def net() -> NetThread:
    """The app's network thread (started on first use)."""
    global _net
    with _net_lock:
        if _net is None:
            _net = NetThread()
        return _net


def shutdown() -> None:
    """Stop the hosted server and the network thread (the app closes; tests end)."""
    global _net, _hosted
    with _net_lock:
        thread, _net = _net, None
    if thread is None:
        return
    if _hosted is not None:
        try:
            thread.submit(_hosted.stop()).result(10)
        except (concurrent.futures.TimeoutError, RuntimeError):
            pass
        _hosted = None
    thread.close()


# ---- the HTTP lobby --------------------------------------------------------------------------------
async def _request(method: str, url: str, path: str, token: str | None = None,
                   body: dict[str, Any] | None = None) -> dict[str, Any]:
    http = await net().http()
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    try:
        async with http.request(method, url + path, json=body, headers=headers) as r:
            try:
                answer = await r.json(content_type=None)
            except ValueError:
                raise OnlineError("not_vernissage", address=shown_address(url)) from None
            if not isinstance(answer, dict):
                raise OnlineError("not_vernissage", address=shown_address(url))
            if r.status != 200:
                raise OnlineError(str(answer.get("code", "refused"))[:20], address=shown_address(url))
            return answer
    except (aiohttp.ClientError, OSError, asyncio.TimeoutError):
        raise OnlineError("unreachable", address=shown_address(url)) from None


async def check_version(url: str) -> None:
    """OnlineError unless the server at ``url`` is a Vernissage server of our protocol."""
    answer = await _request("GET", url, "/api/version")
    theirs = answer.get("protocol")
    if answer.get("app") != "vernissage" or not isinstance(theirs, int):
        raise OnlineError("not_vernissage", address=shown_address(url))
    if theirs != p.PROTOCOL_VERSION:
        raise OnlineError("version", theirs=theirs, ours=p.PROTOCOL_VERSION, newer=theirs > p.PROTOCOL_VERSION)


async def create_game(url: str, game_id: str, seats: list[dict[str, str]], setup: dict[str, Any]) -> dict[str, Any]:
    """A new game waiting in its lobby: ``{"game", "host", "seats": [{"seat", "token"}]}``."""
    await check_version(url)
    return await _request("POST", url, "/api/games", body={"game": game_id, "seats": seats, "setup": setup,
                                                           "lobby": True})


Small = Annotated[int, msgspec.Meta(ge=0, le=10_000_000)]


class LobbySeat(msgspec.Struct, frozen=True):
    name: Annotated[str, msgspec.Meta(max_length=200)]
    player: Annotated[str, msgspec.Meta(max_length=40)]
    connected: bool


class LobbyInfo(msgspec.Struct, frozen=True):
    """A server's answer on one game, checked (a server may be anyone's)."""
    game_id: Annotated[str, msgspec.Meta(max_length=40)]
    seq: Small
    to_act: Annotated[int, msgspec.Meta(ge=0, le=7)] | None
    over: bool
    seats: Annotated[list[LobbySeat], msgspec.Meta(max_length=8)]
    started: bool = True


async def lobby(url: str, game: str, token: str) -> LobbyInfo:
    """Who is connected, whose turn it is, whether the game started or is over."""
    answer = await _request("GET", url, f"/api/games/{game}", token)
    try:
        info = msgspec.convert(answer, LobbyInfo)
    except msgspec.ValidationError:
        raise OnlineError("not_vernissage", address=shown_address(url)) from None
    if info.game_id not in game_ids():
        raise OnlineError("rules", address=shown_address(url))
    return info


async def start_game(url: str, game: str, host_token: str) -> dict[str, Any]:
    return await _request("POST", url, f"/api/games/{game}/start", host_token, {})


async def hand_seat(url: str, game: str, host_token: str, seat: int, player: str) -> dict[str, Any]:
    """The host hands ``seat`` to the AI ``player`` (or to a person: ``human``, with a new code)."""
    return await _request("POST", url, f"/api/games/{game}/seats/{seat}", host_token, {"player": player})


# ---- a server hosted by the app ----------------------------------------------------------------------
class HostedServer:
    """The online server, run by the app on the network thread's loop: ``public`` listens on every
    interface of this computer, else on loopback only."""

    def __init__(self, port: int, public: bool, store_url: str | None = None) -> None:
        self.port, self.public, self.store_url = port, public, store_url
        self.store: Store | None = None
        self.runner: web.AppRunner | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def start(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            self.store = await loop.run_in_executor(None, open_store, self.store_url)
        except StoreError:
            raise OnlineError("store") from None
        server = GameServer(self.store, log=lambda line: None)   # the app's player reads no server log
        self.runner = web.AppRunner(server.app(), access_log=None, handle_signals=False)
        await self.runner.setup()
        try:
            await web.TCPSite(self.runner, "0.0.0.0" if self.public else "127.0.0.1", self.port).start()
        except OSError as exc:
            await self.stop()
            raise OnlineError("port" if exc.errno in (errno.EADDRINUSE, errno.EACCES) else "listen",
                              port=self.port) from None

    async def stop(self) -> None:
        if self.runner is not None:
            runner, self.runner = self.runner, None
            await runner.cleanup()
        if self.store is not None:
            store, self.store = self.store, None
            store.close()


_hosted: HostedServer | None = None


async def host(port: int, public: bool) -> HostedServer:
    """The app's hosted server on ``port``, started if needed (one at a time: another port or
    reach stops the one running first)."""
    global _hosted
    if _hosted is not None and _hosted.runner is not None:
        if (_hosted.port, _hosted.public) == (port, public):
            return _hosted
        await _hosted.stop()
    server = HostedServer(port, public)
    await server.start()
    _hosted = server
    return server


def hosted() -> HostedServer | None:
    """The server this app hosts now, if any."""
    return _hosted if _hosted is not None and _hosted.runner is not None else None


# ---- a seat played from the app ----------------------------------------------------------------------
@dataclass(frozen=True)
class Received:
    """A model frame, with the table model it carries, decoded on the network thread."""
    frame: p.Model
    model: TableModel[Any]


@dataclass(frozen=True)
class Status:
    """The link's state changed: ``connected``, ``reconnecting`` or ``failed`` (``error``: why)."""
    state: str
    error: OnlineError | None = None


@dataclass(frozen=True)
class Refused:
    """The server refused a frame of ours (a move out of turn, on an older position ...)."""
    code: str


_observation_types: dict[str, Any] = {}


def _decoded(frame: p.Model, game_id: str) -> TableModel[Any]:
    kind = _observation_types.get(game_id)
    if kind is None:
        kind = _observation_types[game_id] = observation_type(spec(game_id).module())
    return decode(bytes(frame.model), kind)


class SeatLink:
    """One seat of one game, joined with its token; rejoins by itself when the connection drops.
    ``inbox`` holds, in order, :class:`Status`, :class:`Received`, :class:`Refused` and the
    :class:`~game.net.protocol.Welcome` frames."""

    def __init__(self, url: str, game: str, token: str) -> None:
        self.url, self.game, self.token = url, game, token
        self.inbox: queue.Queue[Status | Received | Refused | p.Welcome] = queue.Queue()
        self.game_id: str | None = None
        self._client: OnlineClient | None = None
        self._closed = threading.Event()      # set from the frame loop's thread
        self._future: concurrent.futures.Future[None] | None = None

    def open(self) -> SeatLink:
        self._future = net().submit(self._run())
        return self

    def next_item(self) -> Status | Received | Refused | p.Welcome | None:
        """The oldest item of :attr:`inbox`, or None when it is empty (never waits: the frame loop asks)."""
        try:
            return self.inbox.get_nowait()
        except queue.Empty:
            return None

    async def _run(self) -> None:
        try:
            await check_version(self.url)
            await lobby(self.url, self.game, self.token)    # a wrong code or game is said at once
        except OnlineError as exc:
            self.inbox.put(Status("failed", exc))
            return
        self._client = client = OnlineClient(await net().http(), [self.url], self.game, self.token)
        deadline = JOIN_DEADLINE
        while not self._closed.is_set():
            try:
                welcome = await client.connect(time.monotonic() + deadline)
            except ClientError as exc:
                if exc.code != "unreachable" or deadline == JOIN_DEADLINE:
                    self.inbox.put(Status("failed", OnlineError(exc.code if exc.code in ("token", "unknown", "version")
                                                                else "unreachable", address=shown_address(self.url))))
                    return
                continue            # the server is still away: keep trying, still "reconnecting"
            if welcome.game_id not in game_ids():
                self.inbox.put(Status("failed", OnlineError("rules", address=shown_address(self.url))))
                await client.close()
                return
            self.game_id = welcome.game_id
            self.inbox.put(welcome)
            self.inbox.put(Status("connected"))
            try:
                while True:
                    frame, _ = await client.receive()
                    if isinstance(frame, p.Model):
                        self.inbox.put(Received(frame, _decoded(frame, welcome.game_id)))
                    elif isinstance(frame, p.Error):
                        if frame.code == "replaced":
                            self.inbox.put(Status("failed", OnlineError("replaced")))
                            await client.close()
                            return
                        self.inbox.put(Refused(frame.code))
            except (Disconnected, ValueError):
                if self._closed.is_set():
                    return
                self.inbox.put(Status("reconnecting"))
                deadline = REJOIN_DEADLINE

    def act(self, seq: int, action: str) -> None:
        """Send a move made on position ``seq`` (a dropped connection loses it: the rejoined
        table shows whether it was stored)."""
        client = self._client
        if client is not None:
            net().submit(self._send(client, seq, action))

    @staticmethod
    async def _send(client: OnlineClient, seq: int, action: str) -> None:
        try:
            await client.act(seq, action)
        except Disconnected:
            pass

    def close(self) -> None:
        self._closed.set()
        if self._future is not None:
            self._future.cancel()
        client = self._client
        if client is not None:
            net().submit(client.close())
