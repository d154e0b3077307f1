"""The authoritative online server: aiohttp, an HTTP lobby and WebSocket play.

The server runs the engine's sessions; a client sends actions and receives, for its seat only,
what that seat may see (:func:`seat_payload`). Every action goes through the session's
``apply`` (the state's ``apply``, the one legality check), is written to the store in a
transaction, and only then acknowledged and shown to the other seats.

Each seat has its own secret token (:func:`new_token`, 192 bits); the store keeps its SHA-256,
compared in constant time (:func:`hmac.compare_digest`). A token is never logged nor put in a
URL. A frame is size-capped and decoded against the protocol's schema before anything reads it;
a frame that is malformed, out of turn, made on an older position (replayed) or over the
connection's rate gets one :class:`~game.net.protocol.Error` frame and changes nothing.

``python main.py serve [--host H] [--port P] [--store URL]`` (loopback unless ``--host``).
"""

from __future__ import annotations

import asyncio
import dataclasses
import hmac
import re
import secrets
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Annotated, Any, Callable, TypeVar

import msgspec
from aiohttp import WSMsgType, web

from game.engine.actions import parse_action
from game.engine.errors import IllegalActionError
from game.engine.session import HUMAN, Seat, Session, valid_seed
from game.engine.state import Event
from game.games import AGENTS, agent_names, check_setup, game_ids, game_module, spec
from game.net import protocol as p
from game.net.stores import Append, GameRecord, Store, StoreError, token_hash
from game.ui.play.model import LogEntry, TableModel, build_table_model, encode as encode_model, log_entry

T = TypeVar("T")

HELLO_TIMEOUT = 10.0            # seconds a new connection has to say which seat it is
RATE = 50.0                     # frames per second a connection may send, on average ...
BURST = 100.0                   # ... with bursts up to this many (a person clicks far less)
MAX_OVER_RATE = 200             # frames refused for the rate before the connection is closed
MAX_QUEUED = 256                # frames waiting for a slow reader before it is disconnected
IDLE_UNLOAD = 10.0              # seconds a game with nobody connected stays loaded (and claimed)
MAX_CONNECTIONS = 4000
CREATE_RATE = 2.0               # new games per second one address may create, on average ...
CREATE_BURST = 60.0             # ... with bursts up to this many (a bench creates its games at once)
MAX_LOG_LINES = 16              # the last lines of the game log a model carries (what a table shows)


def new_token() -> str:
    """A seat's (or a host's) secret: 192 random bits, URL-safe."""
    return secrets.token_urlsafe(24)


def seat_model(session: Session, seat: int, events: list[Event],
               entries: LogEntries | None = None) -> TableModel[Any]:
    """What ``seat`` may see of ``session`` after a move with ``events``: the table's own model
    (:func:`~game.ui.play.model.build_table_model`, made from that seat's observation only), with
    the last :data:`MAX_LOG_LINES` lines of the game log (a frame stays small all game long) and
    another seat's events without the cards they name (:func:`seat_event`). The one function that
    makes what a frame carries of a game; ``entries`` keeps the log lines already converted."""
    return build_table_model(_RecentLog(session), seat, [seat_event(e, seat) for e in events],
                             entries.entry if entries is not None else log_entry)


def encode_payload(session: Session, seat: int, events: list[Event], entries: LogEntries | None = None) -> bytes:
    return encode_model(seat_model(session, seat, events, entries))


class LogEntries:
    """The model's entry of each log line already sent, kept by the line (a line's words are
    converted to messages once, not after every move for every seat)."""

    def __init__(self) -> None:
        self._by_line: dict[int, tuple[Any, LogEntry]] = {}

    def entry(self, line: Any) -> LogEntry:
        kept = self._by_line.get(id(line))
        if kept is None or kept[0] is not line:          # an id is reused only once its line is gone
            kept = (line, log_entry(line))
            self._by_line[id(line)] = kept
        return kept[1]


class _RecentLog:
    """A session whose visible log is its last lines: a whole game's log, sent after every move,
    would make the frames of a long game hundreds of kilobytes."""

    def __init__(self, session: Session) -> None:
        self._session = session

    def __getattr__(self, name: str) -> Any:
        return getattr(self._session, name)

    def visible_log(self, viewer: int | None) -> list[Any]:
        return self._session.visible_log(viewer)[-MAX_LOG_LINES:]


_CODE = re.compile(r"(?=[^ ]*[A-Za-z])(?=[^ ]*[0-9])[A-Za-z0-9_.\-]+")


def _names_a_card(value: Any) -> bool:
    if isinstance(value, str):
        return _CODE.fullmatch(value) is not None
    if isinstance(value, dict):
        return any(_names_a_card(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_names_a_card(v) for v in value)
    return False


def seat_event(event: Event, seat: int) -> Event:
    """An event as ``seat`` may receive it: whole when it is that seat's own; another seat's (or
    nobody's) without the fields that name a card (letters and digits: "c54", "rb.b13"). An event
    is the engine's record of a move, not filtered for a viewer: another seat's draw lists the
    cards drawn, its play in a simultaneous phase the card played face down. The table still
    gets the event's kind and every other field for its effects."""
    if event.get("player") == seat:
        return event
    return {k: v for k, v in event.items() if k == "type" or not _names_a_card(v)}


def replay(record: GameRecord, log: list[str]) -> Session:
    """The session a stored game is at: its set-up, then every action of its log."""
    game = game_module(record.game_id)
    session = Session(game, record.setup, [Seat(s["name"], s["player"]) for s in record.seats], agents=AGENTS)
    for text in log:
        session.apply_quiet(parse_action(text))
    return session


class Conn:
    """One WebSocket: its seat once it said hello, its rate bucket, its outgoing queue."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self.game: LiveGame | None = None
        self.seat = -1
        self.tokens, self.stamp = BURST, time.monotonic()
        self.over_rate = 0
        self.queue: asyncio.Queue[bytes | None] = asyncio.Queue()
        self.closing = False
        self.sender: asyncio.Task[None] | None = None

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.stamp) * RATE)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.over_rate += 1
        return False

    def send(self, data: bytes) -> None:
        """Queue a frame; a reader that lets MAX_QUEUED frames pile up is disconnected (a reader
        that reads nothing at all is closed by the WebSocket heartbeat: no pong in 30 s)."""
        if self.closing:
            return
        if self.queue.qsize() >= MAX_QUEUED:
            self.close()
            return
        self.queue.put_nowait(data)

    def close(self) -> None:
        if not self.closing:
            self.closing = True
            self.queue.put_nowait(None)

    async def run_sender(self) -> None:
        while True:
            data = await self.queue.get()
            if data is None or self.ws.closed:
                await self.ws.close()
                return
            try:
                await self.ws.send_bytes(data)
            except (ConnectionError, RuntimeError):
                return


class Buckets:
    """A token bucket per key (an address): ``rate`` a second, up to ``burst``; at most 10,000
    keys are remembered (the oldest are forgotten), so a flood of addresses costs bounded memory."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.keys: dict[str, tuple[float, float]] = {}

    def allow(self, key: str) -> bool:
        now = time.monotonic()
        tokens, stamp = self.keys.pop(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - stamp) * self.rate)
        if len(self.keys) >= 10_000:
            del self.keys[next(iter(self.keys))]
        self.keys[key] = (tokens - 1, now) if tokens >= 1 else (tokens, now)
        return tokens >= 1


class LiveGame:
    """A loaded game: its record, its session, the number of actions stored, its connections."""

    def __init__(self, record: GameRecord, session: Session, seq: int, started: bool = True) -> None:
        self.record, self.session, self.seq = record, session, seq
        self.started = started          # False: in its lobby, until the host starts it (no move, no AI)
        self.conns: dict[int, Conn] = {}
        self.entries = LogEntries()
        self.lock = asyncio.Lock()
        self.idle_since: float | None = None

    def seat_of(self, token: str) -> int | None:
        """The seat whose token this is (every seat compared, in constant time), or None."""
        digest = token_hash(token)
        found = None
        for seat, stored in enumerate(self.record.tokens):
            if stored and hmac.compare_digest(stored, digest):
                found = seat
        return found

    def seats_info(self) -> list[p.SeatInfo]:
        return [p.SeatInfo(s.name, s.player, i in self.conns) for i, s in enumerate(self.session.seats)]


class CreateGame(msgspec.Struct, forbid_unknown_fields=True):
    """``POST /api/games``: the rules, the seats (``human``: a remote player; else an AI level), the set-up."""
    game: str
    seats: list[p.SeatSpec]
    setup: dict[str, Any] = {}
    lobby: bool = False         # wait in the lobby until the host starts it (else it starts at once)


class SeatChange(msgspec.Struct, forbid_unknown_fields=True):
    """``POST /api/games/ID/seats/N``: who plays the seat from now on."""
    player: Annotated[str, msgspec.Meta(min_length=1, max_length=20)]


class GameServer:
    def __init__(self, store: Store, log: Callable[[str], None] | None = None) -> None:
        self.store = store
        self.games: dict[str, LiveGame] = {}
        self._loading: dict[str, asyncio.Lock] = {}
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="store")
        self.connections = 0
        self.log = log or (lambda line: print(line, file=sys.stderr, flush=True))
        self._tasks: set[asyncio.Task[Any]] = set()
        self._writes: asyncio.Queue[tuple[Append, asyncio.Future[bool]]] = asyncio.Queue()
        self._creations = Buckets(CREATE_RATE, CREATE_BURST)
        # Games created to wait in their lobby, not loaded yet. Kept in memory only: a game the
        # server reloads after a restart is started (its host's start is not stored).
        self._waiting: set[str] = set()

    async def _db(self, f: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._pool, f, *args)

    async def _write(self, item: Append) -> bool:
        """Store one action (True), with whatever other games' actions wait at the same time."""
        done: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._writes.put_nowait((item, done))
        return await done

    async def _writer(self) -> None:
        """The group commit: every action waiting when the last transaction ended goes in the next."""
        while True:
            batch = [await self._writes.get()]
            while not self._writes.empty():
                batch.append(self._writes.get_nowait())
            try:
                results = await self._db(self.store.append, [item for item, _ in batch])
            except StoreError as exc:
                for _, done in batch:
                    if not done.done():
                        done.set_exception(exc)
                continue
            for (_, done), ok in zip(batch, results):
                if not done.done():
                    done.set_result(ok)

    # ---- the app ---------------------------------------------------------------------------------
    def app(self) -> web.Application:
        app = web.Application(client_max_size=16 * 1024)
        app.router.add_get("/api/version", self.version)
        app.router.add_post("/api/games", self.create)
        app.router.add_get("/api/games/{game}", self.lobby)
        app.router.add_post("/api/games/{game}/seats/{seat}", self.hand_seat)
        app.router.add_post("/api/games/{game}/start", self.start)
        app.router.add_get("/ws", self.play)
        app.on_startup.append(self._startup)
        app.on_shutdown.append(self._shutdown)
        return app

    async def _startup(self, app: web.Application) -> None:
        self._spawn(self._writer())
        self._spawn(self._reload_all())
        self._spawn(self._unload_idle())

    async def _shutdown(self, app: web.Application) -> None:
        for game in list(self.games.values()):
            for conn in list(game.conns.values()):
                await conn.ws.close()
        for task in self._tasks:
            task.cancel()
        self._pool.shutdown(wait=True)

    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _reload_all(self) -> None:
        """Load every unfinished game at start-up (replayed from the store, checked), so that the
        AIs of a game restarted under them play on and players find their game as they left it."""
        try:
            ids = await self._db(self.store.games)
        except StoreError as exc:
            self.log(str(exc))
            return
        loaded = 0
        for gid in ids:
            loaded += await self.get_game(gid) is not None
        self.log(f"{loaded} of {len(ids)} unfinished games loaded (any other is served by another "
                 "process, or damaged as said above)")

    async def _unload_idle(self) -> None:
        """Drop (and release) games nobody has been connected to for a while: another server
        process may then serve them, and memory stays bounded."""
        while True:
            await asyncio.sleep(IDLE_UNLOAD / 2)
            now = time.monotonic()
            for gid, game in list(self.games.items()):
                if game.conns or game.lock.locked():
                    game.idle_since = None
                elif game.idle_since is None:
                    game.idle_since = now
                elif now - game.idle_since >= IDLE_UNLOAD:
                    del self.games[gid]
                    if not game.started:
                        self._waiting.add(gid)
                    try:
                        await self._db(self.store.release, gid)
                    except StoreError as exc:
                        self.log(str(exc))

    async def get_game(self, gid: str) -> LiveGame | None:
        """The loaded game, loading (and claiming) it if needed; None if it does not exist, is
        damaged, or another server process serves it (StoreError when the store fails)."""
        game = self.games.get(gid)
        if game is not None:
            return game
        lock = self._loading.setdefault(gid, asyncio.Lock())
        async with lock:
            game = self.games.get(gid)
            if game is not None:
                return game
            if not await self._db(self.store.claim, gid):
                return None
            loaded = await self._db(self.store.load, gid)
            if loaded is None:
                await self._db(self.store.release, gid)
                return None
            record, log = loaded
            try:
                session = replay(record, log)
            except Exception as exc:  # noqa: BLE001 - a damaged game must not stop the others
                self.log(f"game {gid} cannot be replayed ({type(exc).__name__}); it stays stored, unserved")
                await self._db(self.store.release, gid)
                return None
            game = LiveGame(record, session, len(log), started=gid not in self._waiting or bool(log))
            self._waiting.discard(gid)
            self.games[gid] = game
        self._loading.pop(gid, None)
        self._spawn(self._run_ais(game))
        return game

    # ---- HTTP lobby --------------------------------------------------------------------------------
    async def version(self, request: web.Request) -> web.Response:
        return web.json_response({"protocol": p.PROTOCOL_VERSION, "app": "vernissage"})

    async def create(self, request: web.Request) -> web.Response:
        if not self._creations.allow(request.remote or ""):
            return _http_error(429, "rate", "Too many new games from this address: try again in a minute.")
        try:
            body = await request.read()
            spec = msgspec.json.decode(body, type=CreateGame)
        except (msgspec.DecodeError, web.HTTPRequestEntityTooLarge):
            return _http_error(400, "malformed", "That is not a game this server can create.")
        problem = _creation_problem(spec)
        if problem:
            return _http_error(400, "setup", problem)
        setup = dict(spec.setup)
        setup.setdefault("seed", secrets.randbelow(2 ** 62))
        host = new_token()
        tokens = [new_token() if s.player == HUMAN else "" for s in spec.seats]
        gid = secrets.token_hex(8)
        seats = [{"name": s.name, "player": s.player} for s in spec.seats]
        record = GameRecord(gid, spec.game, setup, seats, [token_hash(t) if t else "" for t in tokens],
                            token_hash(host))
        try:
            replay(record, [])          # the set-up makes a game before it is stored
        except Exception:  # noqa: BLE001 - any set-up the rules refuse is the client's mistake
            return _http_error(400, "setup", "That set-up is not one this game offers.")
        try:
            await self._db(self.store.create, record)
        except StoreError as exc:
            self.log(str(exc))
            return _http_error(503, "store", "The server cannot store a new game now; try again later.")
        if spec.lobby:
            self._waiting.add(gid)
        return web.json_response({"game": gid, "host": host,
                                  "seats": [{"seat": i, "token": t or None} for i, t in enumerate(tokens)]})

    async def lobby(self, request: web.Request) -> web.Response:
        """Who is connected and whose turn it is, for any of the game's tokens (``Authorization: Bearer``)."""
        gid, token = request.match_info["game"], _bearer(request)
        if len(gid) != 16 or not token or len(token) > 64:
            return _http_error(404, "unknown", "There is no such game on this server.")
        try:
            game = await self.get_game(gid)
        except StoreError:
            return _http_error(503, "store", "The server cannot read its games now; try again later.")
        if game is None:
            return _http_error(404, "unknown", "There is no such game on this server (or it is served elsewhere).")
        host = hmac.compare_digest(game.record.host, token_hash(token))
        if game.seat_of(token) is None and not host:
            return _http_error(403, "token", "That code opens no seat of this game.")
        async with game.lock:           # the position and its number, not one move apart
            return web.json_response({"game": gid, "game_id": game.record.game_id, "seq": game.seq,
                                      "to_act": game.session.seat_to_act(), "over": game.session.over,
                                      "started": game.started,
                                      "seats": msgspec.to_builtins(game.seats_info())})

    async def start(self, request: web.Request) -> web.Response:
        """The host starts a game waiting in its lobby: moves are taken, the AIs play, and every
        seat connected gets the table (``started``)."""
        gid, token = request.match_info["game"], _bearer(request)
        try:
            game = await self.get_game(gid) if len(gid) == 16 and token else None
        except StoreError:
            return _http_error(503, "store", "The server cannot read its games now; try again later.")
        if game is None:
            return _http_error(404, "unknown", "There is no such game on this server (or it is served elsewhere).")
        if not hmac.compare_digest(game.record.host, token_hash(token)):
            return _http_error(403, "token", "Only the game's host may start it.")
        async with game.lock:
            if not game.started:
                game.started = True
                for s, c in list(game.conns.items()):
                    c.send(self._model(game, s))
        self._spawn(self._run_ais(game))
        return web.json_response({"game": gid, "started": True})

    async def hand_seat(self, request: web.Request) -> web.Response:
        """The host hands a seat to an AI (``{"player": "medium"}``) or back to a person
        (``{"player": "human"}``, answered with a new code for it)."""
        gid, token = request.match_info["game"], _bearer(request)
        try:
            change = msgspec.json.decode(await request.read(), type=SeatChange)
            seat = int(request.match_info["seat"])
            game = await self.get_game(gid) if len(gid) == 16 and token else None
        except (msgspec.DecodeError, ValueError, web.HTTPRequestEntityTooLarge):
            return _http_error(400, "malformed", "That is not a change this server understands.")
        except StoreError:
            return _http_error(503, "store", "The server cannot read its games now; try again later.")
        if game is None:
            return _http_error(404, "unknown", "There is no such game on this server (or it is served elsewhere).")
        if not hmac.compare_digest(game.record.host, token_hash(token)):
            return _http_error(403, "token", "Only the game's host may hand a seat over.")
        if not 0 <= seat < len(game.record.seats) or change.player not in {HUMAN, *agent_names(game.record.game_id)}:
            return _http_error(400, "seat", "A seat of this game goes to a person (human) or one of its AI levels.")
        async with game.lock:
            seats = [dict(s) for s in game.record.seats]
            tokens = list(game.record.tokens)
            code = new_token() if change.player == HUMAN else None
            seats[seat]["player"] = change.player
            tokens[seat] = token_hash(code) if code else ""
            try:
                await self._db(self.store.set_seats, gid, seats, tokens)
            except StoreError:
                return _http_error(503, "store", "The server cannot store that now; try again later.")
            game.record = dataclasses.replace(game.record, seats=seats, tokens=tokens)
            game.session.seats[seat] = Seat(seats[seat]["name"], change.player)
            game.session._agents.pop(seat, None)      # the session keeps a seat's agent once made
            old = game.conns.pop(seat, None)
            if old is not None:
                self._error(old, "replaced", "The host handed this seat over.")
                old.close()
        self._spawn(self._run_ais(game))
        return web.json_response({"game": gid, "seat": seat, "player": change.player, "token": code})

    # ---- WebSocket play ----------------------------------------------------------------------------
    async def play(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=64 * 1024, heartbeat=30.0)
        if self.connections >= MAX_CONNECTIONS:
            return _http_error(503, "busy", "The server is full; try again later.")
        await ws.prepare(request)
        conn = Conn(ws)
        conn.sender = asyncio.ensure_future(conn.run_sender())
        self.connections += 1
        try:
            await self._serve(conn)
        except Exception as exc:  # noqa: BLE001 - one connection's fault must not reach the others
            self.log(f"a connection failed ({type(exc).__name__})")     # its words might quote a frame
            self._error(conn, "server", "The server could not handle that; try again later.")
        finally:
            self.connections -= 1
            game = conn.game
            if game is not None and game.conns.get(conn.seat) is conn:
                del game.conns[conn.seat]
            conn.close()
            await conn.sender
        return ws

    async def _serve(self, conn: Conn) -> None:
        try:
            first = await asyncio.wait_for(conn.ws.receive(), HELLO_TIMEOUT)
        except asyncio.TimeoutError:
            self._error(conn, "timeout", "Say which seat you are within 10 seconds of connecting.")
            return
        hello = self._frame(conn, first)
        if hello is None:
            return
        if not isinstance(hello, p.Hello):
            self._error(conn, "hello", "Join a seat first.")
            return
        try:
            game = await self.get_game(hello.game)
        except StoreError as exc:
            self.log(str(exc))
            self._error(conn, "store", "The server cannot read its games now; try again later.")
            return
        if game is None:
            self._error(conn, "unknown", "There is no such game on this server (or it is served elsewhere).")
            return
        seat = game.seat_of(hello.token)
        if seat is None:
            self._error(conn, "token", "That code opens no seat of this game.")
            return
        # Under the game's lock: a move being stored is in the session already but not yet in
        # ``game.seq``, so a table made meanwhile would show the next position under this one's number.
        async with game.lock:
            old = game.conns.get(seat)
            if old is not None:
                self._error(old, "replaced", "This seat was joined from another connection.")
                old.close()
            conn.game, conn.seat = game, seat
            game.conns[seat] = conn
            conn.send(p.encode(p.Welcome(p.PROTOCOL_VERSION, game.record.id, game.record.game_id, seat,
                                         game.seats_info())))
            conn.send(self._model(game, seat))
        async for msg in conn.ws:
            frame = self._frame(conn, msg)
            if frame is None:
                if conn.over_rate > MAX_OVER_RATE or msg.type in (WSMsgType.ERROR, WSMsgType.CLOSE):
                    return
                continue
            if isinstance(frame, p.Ping):
                conn.send(p.encode(p.Pong(p.PROTOCOL_VERSION)))
            elif isinstance(frame, p.Hello):
                self._error(conn, "hello", "This connection has joined a seat already.")
            else:
                await self._act(game, conn, frame)
            if game.conns.get(seat) is not conn:
                return

    def _frame(self, conn: Conn, msg: Any) -> p.Hello | p.Act | p.Ping | None:
        """The frame a message holds, or None after answering it with one error frame."""
        if msg.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
            if msg.type == WSMsgType.ERROR:
                self._error(conn, "too_big", f"A frame may hold at most {p.MAX_CLIENT_FRAME} bytes.")
            return None
        if not conn.allow():
            if conn.over_rate == 1 or conn.over_rate % 50 == 0:
                self._error(conn, "rate", "Too many frames: slow down.")
            return None
        try:
            return p.decode_client(msg.data)
        except p.FrameError as exc:
            self._error(conn, exc.code, str(exc))
            return None

    def _error(self, conn: Conn, code: str, message: str) -> None:
        conn.send(p.encode(p.Error(p.PROTOCOL_VERSION, code, message)))

    def _model(self, game: LiveGame, seat: int, events: list[Event] | None = None, ack: bool = False) -> bytes:
        """A Model frame for ``seat``: after a move when ``events`` is given, else the table as it stands."""
        s = game.session
        return p.encode(p.Model(p.PROTOCOL_VERSION, game.seq, seat, s.seat_to_act(), s.over,
                                msgspec.Raw(encode_payload(s, seat, events or [], game.entries)),
                                events is not None, ack, game.started))

    async def _act(self, game: LiveGame, conn: Conn, frame: p.Act) -> None:
        async with game.lock:
            session = game.session
            if session.over:
                self._error(conn, "over", "This game is over.")
                return
            if not game.started:
                self._error(conn, "waiting", "The host has not started the game yet.")
                return
            if session.seat_to_act() != conn.seat:
                self._error(conn, "turn", "It is not your turn.")
                return
            if frame.seq != game.seq:
                self._error(conn, "stale", "That move was made on an earlier position; here is the table now.")
                conn.send(self._model(game, conn.seat))
                return
            try:
                action = parse_action(frame.action)
            except ValueError:
                self._error(conn, "malformed", "That is not a move.")
                return
            if not await self._apply(game, conn.seat, action):
                self._error(conn, "illegal", "That move is not allowed now.")
                return
        await self._run_ais(game)

    async def _apply(self, game: LiveGame, seat: int, action: Any, ai: bool = False) -> bool:
        """Apply, store, then show: False (nothing changed) if the rules refuse the action. Called
        with the game's lock held."""
        session = game.session
        try:
            events = session.apply(action)
        except IllegalActionError:
            return False
        except Exception as exc:  # noqa: BLE001 - a rule's bug on a strange action must not stop the server
            self.log(f"game {game.record.id}: {type(exc).__name__} applying a move; reloading it")
            await self._reload(game)
            return False
        try:
            stored = await self._write(Append(game.record.id, game.seq, seat, str(action), session.over))
        except StoreError as exc:
            self.log(f"game {game.record.id}: {exc}; reloading it")
            stored = False
        if not stored:
            await self._reload(game)
            return False
        game.seq += 1
        # The mover's table first, written before the others' are made: the mover waits on it
        # (the others' tables follow one turn of the loop later, in the same order as ever).
        conns = sorted(game.conns.items(), key=lambda item: item[0] != seat)
        for n, (s, c) in enumerate(conns):
            c.send(self._model(game, s, events, ack=(s == seat and not ai)))
            if n == 0 and len(conns) > 1:
                await asyncio.sleep(0)
        return True

    async def _reload(self, game: LiveGame) -> None:
        """Put a game back to what the store holds (after a failed write or a broken rule)."""
        loaded = await self._db(self.store.load, game.record.id)
        if loaded is not None:
            game.session = replay(*loaded)
            game.seq = len(loaded[1])
        for s, c in list(game.conns.items()):
            c.send(self._model(game, s))

    async def _run_ais(self, game: LiveGame) -> None:
        """Let the AI seats play while one of them is to act (each move stored and shown as a player's)."""
        while True:
            async with game.lock:
                request = game.session.ai_request() if game.started else None
                if request is None:
                    return
                session = game.session
                action = await asyncio.to_thread(session.ai_decide, request)
                if game.session is not session or not await self._apply(game, request[0], action, ai=True):
                    return


def _creation_problem(create: CreateGame) -> str | None:
    """Why the server refuses to create this game, or None. A set-up value must be one of its
    field's listed choices: an open value (a file path, a composed mix) would make the server
    read its own files for a stranger."""
    if create.game not in game_ids():
        return "This server does not know that game."
    if not 1 <= len(create.seats) <= 8:
        return "A game has between 1 and 8 seats."
    players = {HUMAN, *agent_names(create.game)}
    if any(s.player not in players for s in create.seats):
        return "A seat is played by a person (human) or one of the game's AI levels."
    if "seed" in create.setup and not valid_seed(create.setup["seed"]):
        return "The seed must be a whole number."
    game = spec(create.game)
    try:
        check_setup(create.game, create.setup)
        options = create.setup.get("options", {})
        values = [(k, v) for k, v in create.setup.items() if k not in ("seed", "options")]
        for name, value in values + list(options.items()):
            f = game.field(name)
            listed = f.choices_from() if f.choices_from else f.choices
            if not any(type(c.value) is type(value) and c.value == value for c in listed):
                return "That set-up is not one this game offers."
    except (ValueError, TypeError, AttributeError):
        return "That set-up is not one this game offers."
    return None


def _bearer(request: web.Request) -> str:
    """The token of an ``Authorization: Bearer`` header ("" when there is none, or it is too long)."""
    token = request.headers.get("Authorization", "").removeprefix("Bearer ").strip()
    return token if len(token) <= 64 else ""


def _http_error(status: int, code: str, message: str) -> web.Response:
    return web.json_response({"code": code, "message": message}, status=status)


def run_server(store: Store, host: str = "127.0.0.1", port: int = 8765,
               ready: Callable[[int], None] | None = None) -> None:
    """Serve until interrupted (Ctrl+C, SIGTERM)."""
    server = GameServer(store)

    async def announce(app: web.Application) -> None:
        server.log(f"Vernissage server on http://{host}:{port} (protocol {p.PROTOCOL_VERSION}, "
                   f"store {store.url_label})")
        if ready is not None:
            ready(port)
    app = server.app()
    app.on_startup.append(announce)
    web.run_app(app, host=host, port=port, access_log=None, print=None, handle_signals=True)
