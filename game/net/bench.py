"""``python main.py bench --online`` and ``--fuzz-online``: the server under load, faults and hostile frames.

``--online --games N``: one or more server processes on loopback (``--servers``, PostgreSQL only
for more than one), N concurrent two-seat games (the registry's games in turn), every seat a bot client on its own
connection that chooses with the game's ``random`` AI from its own model, waiting ``--pace``
seconds (:data:`PACE` unless told) between its own moves. With ``--kill-server`` the first server is killed with
SIGKILL once a third of the expected moves are played and started again; the bots reconnect. At
the end the bench reads every game back from the store and replays it, then checks each frame a
bot received against the model the server must send that seat at that position (``desyncs``),
scans it for another seat's hidden ids (``hidden_leaks``), and checks that every move a bot saw
acknowledged is in the stored log (``lost_actions``). ``p50_ms``/``p95_ms``: a move sent to its
acknowledging model received.

``--fuzz-online N``: N hostile frames and connections beside a bot game, which must still end
undisturbed (``other_games_disturbed``), with the server alive (``server_crashes``).

Every loop is bounded: a run gives up at its deadline and reports what it got.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import msgspec

from game.ai.base import Agent
from game.engine.actions import Decision, parse_action
from game.engine.resources import code_root
from game.engine.rng import Rng
from game.games import game_ids, game_module, make_agent
from game.net import protocol as p
from game.net.client import ClientError, Disconnected, OnlineClient, create_game, decode_model
from game.net.server import encode_payload, replay
from game.net.stores import open_store

DEADLINE = 600.0                 # seconds a whole run may take before it stops and reports
RECONNECT = 60.0                 # seconds a bot keeps trying to rejoin its seat
MAX_CONNECTS = 50                # joins a bot makes before it gives its seat up
PACE = 0.5                       # seconds a bot waits between its own moves: a fast human's pace
# The command line as a child process: a standalone build's executable is the command itself;
# otherwise this interpreter runs the package's command line, from the folder holding ``game``.
MAIN = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "game.main"]
_TOKEN = re.compile(r"[A-Za-z0-9_](?:[A-Za-z0-9_.\-]*[A-Za-z0-9_])?")
_ID = re.compile(r"(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9_.\-]+")      # a card's code: letters and digits


# ---- the server processes ---------------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServerProcess:
    """``main.py serve`` in a child process on a loopback port (its output in ``log_path``)."""

    def __init__(self, store: str, port: int, log_path: str) -> None:
        self.store, self.port, self.log_path = store, port, log_path
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        with open(self.log_path, "ab") as log:
            self.proc = subprocess.Popen([*MAIN, "serve", "--port", str(self.port), "--store", self.store],
                                         cwd=str(code_root()), stdout=log, stderr=subprocess.STDOUT)

    async def ready(self, http: aiohttp.ClientSession, timeout: float = 30.0) -> None:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.proc is not None and self.proc.poll() is not None:
                break
            try:
                async with http.get(f"{self.url}/api/version") as r:
                    if r.status == 200:
                        return
            except (aiohttp.ClientError, OSError):
                pass
            await asyncio.sleep(0.05)
        with open(self.log_path, "rb") as log:
            lines = log.read().decode("utf-8", "replace").strip().splitlines()
        raise ValueError(f"the server on port {self.port} did not start ({lines[-1] if lines else 'no output'})")

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()


# ---- the bots -----------------------------------------------------------------------------------
@dataclass
class SeatRun:
    """What one bot saw: every frame (compressed, with the position it came at), its acknowledged
    moves, its latencies."""
    game: str
    seat: int
    frames: list[tuple[int, bool, bytes]] = field(default_factory=list)   # (seq, moved, zlib of the frame)
    acked: list[tuple[int, str]] = field(default_factory=list)            # (seq the move was made on, action)
    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    over: bool = False


def bot_choice(agent: Agent, model: dict[str, Any], rng: Rng) -> str:
    """The action ``agent`` (a game's ``random`` AI, which reads only the decision) takes on the
    seat's model as a client receives it (``model``: the decoded bytes, no state behind them)."""
    d = model["decision"]
    decision = Decision(d["player"], d["kind"], d["prompt"]["en"], [parse_action(o["action"]) for o in d["options"]])
    return str(agent.choose(game_module(model["game"]), model["observation"], decision, rng))


async def play_seat(http: aiohttp.ClientSession, urls: list[str], run: SeatRun, token: str, seed: int,
                    deadline: float, pace: float = PACE) -> None:
    """Play one seat to the end of its game: the game's ``random`` AI, on the client, choosing
    from the seat's model (its observation and options) whenever it is this seat's turn."""
    client = OnlineClient(http, urls, run.game, token)
    rng = Rng(seed)
    agent: Agent | None = None
    pending: tuple[int, str, float] | None = None
    seq = 0
    last_move = 0.0
    try:
        while time.monotonic() < deadline:
            try:
                if client.ws is None:
                    pending = None
                    if client.connects >= MAX_CONNECTS:
                        run.errors.append("too many reconnections")
                        return
                    await client.connect(min(deadline, time.monotonic() + RECONNECT))
                frame, data = await client.receive()
            except Disconnected:
                await client.close()
                continue
            if isinstance(frame, p.Model):
                seq = frame.seq
                run.frames.append((seq, frame.moved, zlib.compress(data, 1)))
                if frame.ack and pending is not None and pending[0] + 1 == frame.seq:
                    run.acked.append((pending[0], pending[1]))
                    run.latencies.append((time.perf_counter() - pending[2]) * 1000)
                    pending = None
                if frame.over:
                    run.over = True
                    return
                if frame.to_act == run.seat and (pending is None or pending[0] < frame.seq):
                    model = decode_model(frame)
                    if agent is None:
                        agent = make_agent(model["game"], "random")
                    try:
                        action = bot_choice(agent, model, rng)
                    except Exception as exc:    # noqa: BLE001 - a bot that cannot choose ends its run, reported
                        run.errors.append(f"bot: {type(exc).__name__}: {exc}")
                        return
                    await asyncio.sleep(max(0.0, last_move + pace - time.monotonic()))
                    last_move = time.monotonic()
                    pending = (frame.seq, action, time.perf_counter())
                    try:
                        await client.act(frame.seq, action)
                    except Disconnected:
                        await client.close()
            elif isinstance(frame, p.Error):
                run.frames.append((seq, False, zlib.compress(data, 1)))
                if frame.code not in ("stale", "turn", "replaced"):
                    run.errors.append(frame.code)
    except ClientError as exc:
        run.errors.append(f"join: {exc}")
    finally:
        await client.close()


# ---- the check ------------------------------------------------------------------------------------
def _strings(x: Any, out: set[str]) -> set[str]:
    if isinstance(x, dict):
        for v in x.values():
            _strings(v, out)
    elif isinstance(x, (list, tuple)):
        for v in x:
            _strings(v, out)
    elif isinstance(x, str):
        out.add(x)
    return out


def _private(mine: Any, theirs: Any, out: list[Any]) -> list[Any]:
    """The values of another seat's observation (``theirs``) where ``mine`` shows something else:
    that seat's private zones (a hand, a face-down line, a draw pile in order)."""
    if isinstance(mine, dict) and isinstance(theirs, dict):
        for k, v in theirs.items():
            _private(mine.get(k), v, out)
    elif isinstance(mine, list) and isinstance(theirs, list) and len(mine) == len(theirs):
        for a, b in zip(mine, theirs):
            _private(a, b, out)
    elif mine != theirs and theirs not in (None, [], {}, ""):
        out.append(theirs)
    return out


def hidden_from(observations: list[dict[str, Any]], seat: int) -> set[str]:
    """What another seat holds that ``seat`` may not see, as byte patterns to look for in its frames:
    each card code (letters and digits) of another seat's private zones that ``seat``'s own
    observation names nowhere, and each of those zones holding two codes or more, written as
    JSON (a hand whose cards are all public, like Avant Carde's, is still secret in that order)."""
    own = _strings(observations[seat], set())
    own_json = json.dumps(observations[seat], separators=(",", ":"))
    found: set[str] = set()
    for i, obs in enumerate(observations):
        if i == seat:
            continue
        for value in _private(observations[seat], obs, []):
            codes = [c for c in _strings(value, set()) if _ID.fullmatch(c) and _TOKEN.fullmatch(c)]
            found.update(c for c in codes if c not in own)
            if isinstance(value, list) and len(value) >= 2 and all(isinstance(c, str) for c in value):
                zone = json.dumps(value, separators=(",", ":"))
                if zone not in own_json:
                    found.add(zone)
    return found


def leaks_in(frame: bytes, hidden: set[str]) -> set[str]:
    """The hidden patterns a frame holds: a code as a whole word, a zone as its JSON."""
    if not hidden:
        return set()
    text = frame.decode("utf-8", "replace")
    words = set(_TOKEN.findall(text))
    return {h for h in hidden if (h in text if h.startswith("[") else h in words)}


def check_games(store_url: str, runs: list[SeatRun], payload: Any = encode_payload) -> dict[str, Any]:
    """Replay every benched game from the store and check each bot's frames against it."""
    by_game: dict[str, list[SeatRun]] = {}
    for r in runs:
        by_game.setdefault(r.game, []).append(r)
    store = open_store(store_url)
    figures: dict[str, Any] = {"finished": 0, "lost_actions": 0, "desyncs": 0, "hidden_leaks": 0, "actions": 0}
    examples: list[str] = []
    figures["examples"] = examples
    try:
        for gid, seats in by_game.items():
            loaded = store.load(gid)
            if loaded is None:
                figures["lost_actions"] += sum(len(r.acked) for r in seats)
                continue
            record, log = loaded
            figures["actions"] += len(log)
            for r in seats:
                figures["lost_actions"] += sum(1 for seq, a in r.acked
                                               if seq >= len(log) or str(parse_action(a)) != log[seq])
            session = replay(record, [])
            frames = {r.seat: sorted(r.frames, key=lambda f: f[0]) for r in seats}
            cursor = dict.fromkeys(frames, 0)
            events: list[Any] = []
            for seq in range(len(log) + 1):
                if seq:
                    events = session.apply_quiet(parse_action(log[seq - 1]))
                observations = [session.observation(s) for s in range(len(session.seats))]
                for seat, fs in frames.items():
                    hidden = hidden_from(observations, seat)
                    while cursor[seat] < len(fs) and fs[cursor[seat]][0] == seq:
                        _, moved, packed = fs[cursor[seat]]
                        cursor[seat] += 1
                        data = zlib.decompress(packed)
                        figures["hidden_leaks"] += bool(leaks_in(data, hidden))
                        frame = p.decode_server(data)
                        if isinstance(frame, p.Model):
                            want = msgspec.json.decode(payload(session, seat, events if moved else []))
                            got = msgspec.json.decode(frame.model)
                            if got != want:
                                figures["desyncs"] += 1
                                differ = sorted(k for k in set(got) | set(want) if got.get(k) != want.get(k))
                                examples.append(f"game {gid} seat {seat} at {seq}: {', '.join(differ)} differ")
            for seat, fs in frames.items():
                if cursor[seat] < len(fs):                          # frames at a position never stored
                    figures["desyncs"] += len(fs) - cursor[seat]
                    examples.append(f"game {gid} seat {seat}: frames at {fs[cursor[seat]][0]}, "
                                    f"past the {len(log)} actions stored")
            figures["finished"] += session.over and all(r.over for r in seats)
    finally:
        store.close()
    return figures


# ---- the runs -------------------------------------------------------------------------------------
async def _online(games: int, kill: bool, store_url: str, servers: list[ServerProcess],
                  deadline: float, pace: float) -> tuple[list[SeatRun], int]:
    restarts = 0
    async with aiohttp.ClientSession() as http:
        for s in servers:
            s.start()
        for s in servers:
            await s.ready(http)
        urls = [s.url for s in servers]
        ids = game_ids()
        runs, tasks = [], []
        for g in range(games):
            first = g % len(servers)
            order = urls[first:] + urls[:first]
            seats = [{"name": f"Bot {i + 1}", "player": "human"} for i in range(2)]
            made = await create_game(http, order[0], ids[g % len(ids)], seats, {"seed": 1000 + g})
            for seat in made["seats"]:
                run = SeatRun(made["game"], seat["seat"])
                runs.append(run)
                tasks.append(asyncio.ensure_future(play_seat(
                    http, order, run, seat["token"], g * 10 + seat["seat"], deadline, pace)))
        if kill:
            # Kill once a third of the moves a run of this size makes are acknowledged (or half-way to the deadline).
            target = games * 60
            half = time.monotonic() + (deadline - time.monotonic()) / 2
            while sum(len(r.acked) for r in runs) < target and time.monotonic() < half \
                    and not all(t.done() for t in tasks):
                await asyncio.sleep(0.05)
            servers[0].kill()
            servers[0].start()
            restarts += 1
            await servers[0].ready(http)
        await _until_done(runs, tasks, deadline)
    return runs, restarts


async def _until_done(runs: list[SeatRun], tasks: Sequence[asyncio.Future[None]], deadline: float) -> None:
    """Wait for every seat's run to end, or for one of them to fail (its game can go no further, so
    its partner would wait to the deadline), or for the deadline; then stop those still running."""
    while time.monotonic() < deadline and not all(t.done() for t in tasks):
        if any(t.done() and run.errors for run, t in zip(runs, tasks)):
            break
        await asyncio.wait([t for t in tasks if not t.done()], timeout=min(1.0, max(0.0, deadline - time.monotonic())),
                           return_when=asyncio.FIRST_COMPLETED)
    for t in tasks:
        t.cancel()


def _children_cpu() -> float:
    """CPU seconds of the child processes waited for (the servers), where the system says."""
    try:
        import resource
    except ImportError:         # pragma: no cover - Windows
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_online_bench(games: int, kill: bool = False, store_url: str | None = None, servers: int = 1,
                     pace: float | None = None) -> dict[str, Any]:
    """The figures of ``bench --online`` (see the module's doc); ``pace`` the bots' seconds between
    their own moves (:data:`PACE` when None)."""
    pace = PACE if pace is None else pace
    if servers > 1 and not (store_url or "").startswith(("postgresql://", "postgres://")):
        raise ValueError("several server processes need a PostgreSQL store (--store postgresql://...)")
    folder = tempfile.mkdtemp(prefix="vernissage-online-")
    store_url = store_url or "sqlite:" + os.path.join(folder, "bench.sqlite3")
    procs = [ServerProcess(store_url, free_port(), os.path.join(folder, f"server{i}.log")) for i in range(servers)]
    t0, cpu0, children0 = time.perf_counter(), time.process_time(), _children_cpu()
    try:
        runs, restarts = asyncio.run(_online(games, kill, store_url, procs, time.monotonic() + DEADLINE, pace))
    finally:
        for s in procs:
            s.stop()
    seconds = time.perf_counter() - t0
    bots_cpu, server_cpu = time.process_time() - cpu0, _children_cpu() - children0
    figures = check_games(store_url, runs)
    latencies = sorted(x for r in runs for x in r.latencies)
    return {"games": games, "finished": figures["finished"], "actions": figures["actions"],
            "p50_ms": round(statistics.median(latencies), 2) if latencies else None,
            "p95_ms": round(latencies[int(0.95 * (len(latencies) - 1))], 2) if latencies else None,
            "lost_actions": figures["lost_actions"], "desyncs": figures["desyncs"],
            "hidden_leaks": figures["hidden_leaks"], "server_restarts": restarts,
            "servers": servers, "pace_s": pace, "store": store_url.split(":", 1)[0], "seconds": round(seconds, 1),
            "server_cpu_s": round(server_cpu, 1), "bots_cpu_s": round(bots_cpu, 1),
            "load_average": round(os.getloadavg()[0], 1) if hasattr(os, "getloadavg") else None,
            "errors": sorted({e for r in runs for e in r.errors})[:10], "problems": figures["examples"][:5]}


def print_figures(figures: dict[str, Any], as_json: bool) -> None:
    if as_json:
        print(json.dumps(figures))
    else:
        for k, v in figures.items():
            print(f"{k:>22}  {v}")


# ---- hostile frames ------------------------------------------------------------------------------
def _hostile(kind: int, rng: random.Random, game: str, token: str, seq: int) -> bytes | str:
    """One hostile frame of kind ``kind`` (of 12): for a connection that joined ``game`` with ``token``."""
    v = p.PROTOCOL_VERSION
    if kind == 0:
        return bytes(rng.randint(0, 255) for _ in range(rng.randint(1, 200)))      # binary noise
    if kind == 1:
        return '{"t":"act","v":1,"seq":' + "9" * rng.randint(20, 400) + ',"action":"x"}'   # a huge number
    if kind == 2:
        return "[" * 5000 + "]" * 5000                                                    # deep nesting
    if kind == 3:
        return json.dumps({"t": "act", "v": v, "seq": seq, "action": "x" * (p.MAX_CLIENT_FRAME + 10)})  # too big
    if kind == 4:
        return '{"t":"act","v":1,"seq":NaN,"action":"buy 1"}'
    if kind == 5:
        return json.dumps({"t": "hello", "v": v, "game": game, "token": "A" * 32})             # a wrong token
    if kind == 6:
        return json.dumps({"t": "act", "v": 0, "seq": seq, "action": "pass"})               # an older version
    if kind == 7:
        return json.dumps({"t": "act", "v": v, "seq": seq, "action": "pass", "extra": [1] * 50})  # unknown field
    if kind == 8:
        return json.dumps({"t": "act", "v": v, "seq": max(0, seq - 1), "action": "pass"})   # replayed (old seq)
    if kind == 9:
        return json.dumps({"t": "act", "v": v, "seq": seq, "action": "zz 1 2 3"})           # not a move / not its turn
    if kind == 10:
        return json.dumps({"t": "hello", "v": v, "game": game, "token": token})             # a second hello
    return b"\xed\xa0\x80 \x00\xff" + "é".encode() * rng.randint(0, 50)                      # not UTF-8


async def _slow_sender(port: int, seconds: float) -> None:
    """Half an HTTP request, a byte at a time, then silence: the server must not wait on it for ever."""
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
    except OSError:
        return
    try:
        for ch in b"GET /ws HTTP/1.1\r\nHost: 127":
            writer.write(bytes([ch]))
            await writer.drain()
            await asyncio.sleep(seconds / 30)
    except (ConnectionError, OSError):
        pass
    finally:
        writer.close()


async def _fuzz(n: int, server: ServerProcess, deadline: float) -> dict[str, Any]:
    frames = crashes = 0
    answered = 0
    async with aiohttp.ClientSession() as http:
        server.start()
        await server.ready(http)
        ids = game_ids()
        seats = [{"name": "Bot 1", "player": "human"}, {"name": "Bot 2", "player": "human"}]
        made = await create_game(http, server.url, ids[0], seats, {"seed": 7})
        target = await create_game(http, server.url, ids[-1], seats, {"seed": 8})
        runs = [SeatRun(made["game"], s["seat"]) for s in made["seats"]]
        bots = [asyncio.ensure_future(play_seat(http, [server.url], r, s["token"], 70 + s["seat"], deadline))
                for r, s in zip(runs, made["seats"])]
        rng = random.Random(99)
        slow = [asyncio.ensure_future(_slow_sender(server.port, 3.0)) for _ in range(min(20, n // 100 + 1))]
        frames += len(slow)
        while frames < n and time.monotonic() < deadline:
            if not server.alive():
                crashes += 1
                server.start()
                await server.ready(http)
            seat = rng.randint(0, 1)
            token = target["seats"][seat]["token"]
            try:
                ws = await http.ws_connect(f"{server.url}/ws", max_msg_size=p.MAX_SERVER_FRAME)
            except (aiohttp.ClientError, OSError):
                continue
            seq = 0
            try:
                if rng.random() < 0.8:          # most hostile frames come from a joined seat of a game
                    await ws.send_str(json.dumps({"t": "hello", "v": p.PROTOCOL_VERSION, "game": target["game"],
                                                  "token": token}))
                    for _ in range(2):
                        msg = await ws.receive(timeout=5)
                        if msg.type == aiohttp.WSMsgType.BINARY:
                            frame = p.decode_server(msg.data)
                            seq = frame.seq if isinstance(frame, p.Model) else seq
                for _ in range(min(40, n - frames)):
                    data = _hostile(rng.randint(0, 11), rng, target["game"], token, seq)
                    frames += 1
                    if isinstance(data, bytes):
                        await ws.send_bytes(data)
                    else:
                        await ws.send_str(data)
                    msg = await ws.receive(timeout=5)
                    if msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING):
                        answered += 1
                        break
                    answered += msg.type == aiohttp.WSMsgType.BINARY
            except (aiohttp.ClientError, ConnectionError, asyncio.TimeoutError, RuntimeError, p.FrameError):
                pass
            finally:
                await ws.close()
        await asyncio.wait(slow, timeout=10)
        await _until_done(runs, bots, deadline)
        for t in slow:
            t.cancel()
        alive = server.alive()
        if alive:
            try:
                async with http.get(f"{server.url}/api/version") as r:
                    alive = r.status == 200
            except (aiohttp.ClientError, OSError):
                alive = False
        crashes += not alive
    return {"frames": frames, "answered": answered, "server_crashes": crashes, "runs": runs}


def run_fuzz_online(n: int) -> dict[str, Any]:
    """The figures of ``bench --fuzz-online N`` (see the module's doc)."""
    folder = tempfile.mkdtemp(prefix="vernissage-fuzz-")
    store_url = "sqlite:" + os.path.join(folder, "fuzz.sqlite3")
    server = ServerProcess(store_url, free_port(), os.path.join(folder, "server.log"))
    t0 = time.perf_counter()
    try:
        r = asyncio.run(_fuzz(n, server, time.monotonic() + DEADLINE))
    finally:
        server.stop()
    runs: list[SeatRun] = r["runs"]
    checked = check_games(store_url, runs)
    disturbed = (checked["finished"] != 1 or checked["desyncs"] or checked["hidden_leaks"] or checked["lost_actions"]
                 or any(run.errors for run in runs))
    return {"frames": r["frames"], "answered": r["answered"], "server_crashes": r["server_crashes"],
            "other_games_disturbed": int(bool(disturbed)), "seconds": round(time.perf_counter() - t0, 1)}
