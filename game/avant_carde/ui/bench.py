"""Frame-time benchmark of the Avant Carde table, for ``bench --ui`` (its spec's ``BenchSpec``).

At 1600×900 with 5 players mid-game (dummy video driver): every frame forced to redraw the whole
table ("full"), every frame redrawn from the cached layer ("cached", what hover and animation
frames cost), and a real AI-only game at normal animation speed ("live": moves, flights, toasts,
relayouts, as they come); then the process's memory. :func:`idle_table` is the table the idle-CPU
figure waits at.
"""

from __future__ import annotations

import os
import time
from typing import Any

from game.ui.uibench import BENCH_SIZE, TARGETS, _rss_mb, _stats, _timed_step

GAME_ID = "avant-carde"
SEATS = ("You", "Ada", "Bob", "Cleo", "Dan")


def mid_game_session(players: int = 5, seed: int = 17, rounds: int = 3) -> Any:
    """A session (one human, the rest greedy AIs) advanced to the human's buy turn of ``rounds``."""
    from game.engine.rng import Rng
    from game.engine.session import Session
    from game.games import AGENTS, game_module

    game = game_module(GAME_ID)
    seats = [(SEATS[0], "human")] + [(SEATS[i], "greedy") for i in range(1, players)]
    session = Session(game, {"seed": seed}, seats, agents=AGENTS)
    stand_in = AGENTS.make(GAME_ID, "greedy")
    rng = Rng(seed)
    for _ in range(5000):
        d = session.decision
        if d is None:
            break
        obs = session.observation(d.player)
        if obs["round"] >= rounds and obs["phase"] == "buy" and d.player == 0 and d.kind == "buy":
            break
        agent = stand_in if session.seats[d.player].human else session.agent_for(d.player)
        session.apply(agent.choose(game, obs, d, rng))
    return session


def idle_table(app: Any, settings: Any) -> Any:
    """Show the table at a 3-player game's second buy turn, waiting for the human, once it has
    warmed its cache of card faces (a one-off at start)."""
    from game.avant_carde.ui.table import AvantCardeTable
    from game.ui.play.controller import GameController
    table = AvantCardeTable(app, GameController(mid_game_session(players=3, rounds=2), settings))
    app.push(table)
    for _ in range(2000):
        if not table._warm:
            break
        app.step([], dt=0.05)
    return table


def frame_bench(quick: bool = False) -> dict[str, Any]:
    """Frame times of the table (full redraw, cached redraw, a live AI game), memory, load."""
    import pygame

    from game.avant_carde.ui.table import AvantCardeTable
    from game.engine.session import Session
    from game.games import AGENTS, game_module
    from game.ui.app import App
    from game.ui.play.controller import GameController
    from game.ui.userdata import Settings

    pygame.display.get_desktop_sizes = lambda: [(3840, 2160)]
    settings = Settings()
    settings.sound = False
    settings.animation_speed = "normal"
    app = App(settings=settings, size=BENCH_SIZE, fullscreen=False)
    session = mid_game_session()
    ctrl = GameController(session, settings)
    table = AvantCardeTable(app, ctrl)
    app.push(table)
    app.step([], dt=0.016)
    for _ in range(400):   # warm the caches (cards, text) the way the first seconds at a table do
        app.step([], dt=0.016)
        if not table._warm:
            break
    n = 120 if quick else 600
    full: list[float] = []
    full_cpu: list[float] = []
    for _ in range(n):
        table.layer_dirty = True
        app.dirty = True
        _timed_step(app, [], 0.016, full, full_cpu)
    cached: list[float] = []
    cached_cpu: list[float] = []
    for i in range(n):
        # hover over the hand / line to keep widgets and tooltips busy, as a player would
        pos = (200 + (i * 37) % 1200, 500 + (i * 13) % 350)
        ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        app.dirty = True
        _timed_step(app, [ev], 0.016, cached, cached_cpu)
    app.stack.clear()
    ctrl.shutdown()

    # A live AI-only game at normal animation speed: every frame as the loop would draw it.
    seats = [(nm, "greedy") for nm in ("Eve",) + SEATS[1:]]
    live_session = Session(game_module(GAME_ID), {"seed": 5}, seats, agents=AGENTS)
    live_ctrl = GameController(live_session, settings)
    live = AvantCardeTable(app, live_ctrl)
    app.push(live)
    live_frames: list[float] = []
    live_cpu: list[float] = []
    end = time.perf_counter() + (2.0 if quick else 6.0)
    last = time.perf_counter()
    while time.perf_counter() < end and not live_session.over:
        t = time.perf_counter()
        _timed_step(app, [], min(0.05, t - last), live_frames, live_cpu)
        last = t
        spare = 1 / 60 - (time.perf_counter() - t)
        if spare > 0:
            time.sleep(spare)
    live_ctrl.shutdown()
    moves = len(live_session.actions)
    app.stack.clear()

    # Move frames: the AIs play on as fast as the table lets them (a move lands as soon as the AI has
    # thought and the table holds nothing back), and each frame that applies a move is timed.
    move_session = Session(game_module(GAME_ID), {"seed": 9}, seats, agents=AGENTS)
    move_ctrl = GameController(move_session, settings)
    app.push(AvantCardeTable(app, move_ctrl))
    move_frames: list[float] = []
    move_cpu: list[float] = []
    for _ in range(4000 if not quick else 1200):
        if move_session.over or len(move_frames) >= (80 if not quick else 25):
            break
        move_ctrl.wait_for_ai(5.0)
        move_ctrl._last_move = 0.0
        before = len(move_session.actions)
        wall: list[float] = []
        cpu: list[float] = []
        _timed_step(app, [], 0.016, wall, cpu)
        if len(move_session.actions) != before:
            move_frames += wall
            move_cpu += cpu
    move_ctrl.shutdown()
    app.stack.clear()
    rss = _rss_mb()
    try:
        load = round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        load = None
    return {"size": f"{BENCH_SIZE[0]}x{BENCH_SIZE[1]}", "players": 5,
            "full": _stats(full, full_cpu), "cached": _stats(cached, cached_cpu),
            "live": {**_stats(live_frames, live_cpu), "moves": moves},
            "move": _stats(move_frames, move_cpu),
            "rss_mb": rss[0], "peak_rss_mb": rss[1], "errors": len(app.errors), "load": load}


def report(fig: dict[str, Any]) -> tuple[list[str], bool]:
    """The figures in lines for ``bench --ui``, and whether they meet the targets: p95 frame time of
    the full and cached redraws (the live game is reported alongside: its move frames also wait on
    the AI thread and the machine's other work) and the peak memory."""
    worst_p95 = max(fig["full"]["p95_ms"], fig["cached"]["p95_ms"])
    frame_target, rss_target = TARGETS["frame_p95_ms"], TARGETS["rss_mb"]
    ok_frame, ok_rss = worst_p95 <= frame_target, fig["peak_rss_mb"] <= rss_target
    lines = [f"UI benchmark (Avant Carde table, {fig['size']}, {fig['players']} players, dummy video driver; "
             f"load average {fig['load']})"]
    for name, label in (("full", "full redraw"), ("cached", "cached layer"), ("live", "live AI game"),
                        ("move", "after a move")):
        s = fig[name]
        extra = f", {s['moves']} moves" if name == "live" else ""
        lines.append(f"  frame, {label:13s} median {s['median_ms']:6.2f} ms   p95 {s['p95_ms']:6.2f} ms   "
                     f"max {s['max_ms']:6.2f} ms   cpu p95 {s['cpu_p95_ms']:6.2f} ms   ({s['frames']} frames{extra})")
    lines += [f"  memory               {fig['rss_mb']:.0f} MB resident, {fig['peak_rss_mb']:.0f} MB peak",
              f"  frame_p95_ms     {worst_p95:8.2f} ms  (≤ {frame_target:g})  {'ok' if ok_frame else 'MISSED'}",
              f"  rss_mb           {fig['peak_rss_mb']:8.2f} MB  (≤ {rss_target:g})  {'ok' if ok_rss else 'MISSED'}"]
    return lines, ok_frame and ok_rss
