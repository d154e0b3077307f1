"""``python main.py bench --ui``: how the desktop app performs (figures for docs/performance.md).

- **each game's table**: every game in :data:`~game.tools.bench.TABLE_BENCHES`
  (:class:`~game.tools.bench.BenchSpec`) measures its own table's frame times (and whatever else it
  reports) with the functions it names, and says which of its figures meet the targets; then
  :func:`rules_calls_per_click` counts how often the table asks the rules while a click is handled
  (``rules_calls_per_click``, target ≤ 10);
- **start to menu**: a fresh ``python`` process until the first main-menu frame is drawn;
- **idle CPU**: the real ``App.run`` loop for a few seconds with nothing moving — at the main
  menu, and at each table a game's ``bench.idle_table`` sets waiting for the human — as process
  CPU time per wall second.

Targets: p95 frame ≤ 16 ms, start ≤ 1.5 s, RSS ≤ 200 MB, idle CPU near zero (≤ 2 %). Frame
figures also give the p95 of CPU time per frame, which a busy machine disturbs less than the wall
clock. ``run_ui_bench`` returns 0 when every target is met, 1 otherwise.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from typing import TYPE_CHECKING, Any

from game.engine.resources import code_root

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    import pygame

    from game.engine.actions import Decision
    from game.engine.session import Session
    from game.ui.app import App

TARGETS = {"frame_p95_ms": 16.0, "start_s": 1.5, "rss_mb": 200.0, "idle_cpu_pct": 2.0, "rules_calls_per_click": 10}
BENCH_SIZE = (1600, 900)
# What a child interpreter needs on its path: the folder holding the game package (a checkout's
# root, site-packages); a standalone build's executable runs the same code given with -c.
ROOT = str(code_root())


def _headless_env(home: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               VERNISSAGE_HOME=home)
    env["PYTHONPATH"] = ROOT + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


def _percentile(values: Iterable[float], q: float) -> float:
    values = sorted(values)
    if not values:
        return 0.0
    k = min(len(values) - 1, max(0, round(q / 100 * (len(values) - 1))))
    return values[k]


def frame_figures(ms: Sequence[float]) -> dict[str, float]:
    """``{"median", "p95", "max"}`` of times in milliseconds (a frame's, a model's; zeros when there are none)."""
    if not ms:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    return {"median": round(_percentile(ms, 50), 2), "p95": round(_percentile(ms, 95), 2), "max": round(max(ms), 2)}


def hover_then_ai_frames(app: Any, table: Any, session: Any, frames: int, moves: int, warmup: int,
                         seed: int) -> dict[str, Any]:
    """Time a table's frames as a player meets them: ``frames`` frames with the pointer wandering over
    its widgets at seat 0's turn (a person's), then every seat played by the AI at the app's pace (60
    frames a second) until ``moves`` moves have landed; the first ``warmup`` frames (text and pictures
    drawn into their caches) left out. ``{"frames", "wall", "cpu", "move_frames", "move_wall",
    "move_cpu", "first_frame_ms"}``: every frame and the frames that apply a move, wall-clock and
    this thread's CPU time (:func:`frame_figures`)."""
    import random

    import pygame

    from game.ui.play import controller as controller_mod
    controller = table.controller
    rnd = random.Random(seed)
    every = max(1, round(controller_mod.AI_PACE * 60))   # frames between two AI moves
    wall: list[float] = []
    cpu: list[float] = []
    move_wall: list[float] = []
    move_cpu: list[float] = []
    first = 0.0
    i = 0
    while len(move_wall) < moves and i < warmup + frames + 3 * every * moves and not session.over:
        ai_phase = i >= warmup + frames
        if ai_phase and session.seats[0].human:
            session.seats[0].player = "greedy"      # the AIs play on, with their animations
            table.refresh()
        widgets = [w for w in table.ui.widgets if w.visible and w.rect.w > 0]
        if widgets and not ai_phase:
            r = rnd.choice(widgets).rect
            pos = (rnd.randint(r.left, max(r.left, r.right - 1)), rnd.randint(r.top, max(r.top, r.bottom - 1)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        if ai_phase:                        # the controller paces AI moves by the clock: 60 frames a second
            controller.wait_for_ai(5.0)
            controller._last_move = 0.0 if i % every == 0 else time.perf_counter()
        before = len(session.actions)
        app.dirty = True
        t0, c0 = time.perf_counter(), time.thread_time()
        app.step(dt=1 / 60)
        ms, cpu_ms = (time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000
        if i == 0:
            first = ms
        if i >= warmup:
            wall.append(ms)
            cpu.append(cpu_ms)
            if len(session.actions) != before:
                move_wall.append(ms)
                move_cpu.append(cpu_ms)
        if app.top is not table:            # a game-over scene: the table is what is measured
            app.pop(app.top)
        i += 1
    controller.shutdown()
    return {"frames": len(wall), "wall": frame_figures(wall), "cpu": frame_figures(cpu),
            "move_frames": len(move_wall), "move_wall": frame_figures(move_wall), "move_cpu": frame_figures(move_cpu),
            "first_frame_ms": round(first, 1)}


def _stats(samples: Sequence[float], cpu: Sequence[float] | None = None) -> dict[str, Any]:
    """Wall-clock figures of frame times, plus the p95 of the frames' CPU time (this thread only:
    less sensitive to other processes on a busy machine than the wall clock)."""
    ms = [v * 1000 for v in samples]
    out = {"frames": len(ms), "median_ms": round(statistics.median(ms), 2) if ms else 0.0,
           "p95_ms": round(_percentile(ms, 95), 2), "max_ms": round(max(ms), 2) if ms else 0.0}
    if cpu:
        out["cpu_p95_ms"] = round(_percentile([v * 1000 for v in cpu], 95), 2)
    return out


def _timed_step(app: App, events: Sequence[pygame.event.Event], dt: float, wall: list[float], cpu: list[float]) -> None:
    t, c = time.perf_counter(), time.thread_time()
    app.step(events, dt=dt)
    cpu.append(time.thread_time() - c)
    wall.append(time.perf_counter() - t)


# ---- memory -------------------------------------------------------------------------------------

def _rss_mb() -> tuple[float, float]:
    current = None
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    current = int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    if sys.platform == "darwin":
        peak /= 1024
    return (round(current if current is not None else peak, 1), round(peak, 1))


# ---- subprocesses: start-up and idle CPU -----------------------------------------------------------

START_CODE = textwrap.dedent("""
    import pygame
    pygame.display.get_desktop_sizes = lambda: [(3840, 2160)]
    from game.ui.app import App
    from game.ui.scenes.main_menu import MainMenu
    app = App(size=(1280, 720), fullscreen=False)
    app.home = MainMenu
    app.go_home()
    app.step([], dt=0.016)
""")

IDLE_CODE = textwrap.dedent("""
    import json, resource, sys, threading, time
    import pygame
    pygame.display.get_desktop_sizes = lambda: [(3840, 2160)]
    from game.ui.app import App
    from game.ui.scenes.main_menu import MainMenu
    from game.ui.userdata import Settings
    settings = Settings(); settings.sound = False
    app = App(settings=settings, size=(1280, 720), fullscreen=False)
    app.home = MainMenu
    app.go_home()
    if sys.argv[1] != "menu":        # a game id: the table its bench spec shows waiting for the human
        from game.games import load_object
        from game.tools.bench import TABLE_BENCHES
        load_object(TABLE_BENCHES.of(sys.argv[1]).idle_table)(app, settings)
    for _ in range(30):
        app.step([], dt=0.05)       # let entrance fades and first-draw work finish
    seconds = float(sys.argv[2])
    threading.Timer(seconds, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT))).start()
    r0 = resource.getrusage(resource.RUSAGE_SELF)
    t0 = time.perf_counter()
    app.run()
    wall = time.perf_counter() - t0
    r1 = resource.getrusage(resource.RUSAGE_SELF)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    print(json.dumps({"wall": wall, "cpu": cpu}))
""")


def start_figure(runs: int = 3) -> float:
    """Seconds from launching ``python`` to the first main-menu frame (median of ``runs``)."""
    times = []
    with tempfile.TemporaryDirectory() as home:
        env = _headless_env(home)
        for _ in range(runs):
            t = time.perf_counter()
            subprocess.run([sys.executable, "-c", START_CODE], env=env, cwd=ROOT, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times.append(time.perf_counter() - t)
    return round(statistics.median(times), 3)


def idle_figure(where: str, seconds: float = 3.0) -> float:
    """Process CPU per wall second while the real loop idles at ``where`` ("menu", or a game id:
    that game's ``bench.idle_table``), in %."""
    with tempfile.TemporaryDirectory() as home:
        out = subprocess.run([sys.executable, "-c", IDLE_CODE, where, str(seconds)], env=_headless_env(home),
                             cwd=ROOT, check=True, capture_output=True, text=True, timeout=120)
    data = json.loads(out.stdout.strip().splitlines()[-1])
    return round(100 * data["cpu"] / max(0.001, data["wall"]), 2)


def app_figures(quick: bool, idle_games: list[str]) -> dict[str, Any]:
    """Start to menu, and idle CPU at the menu and at the tables of ``idle_games``."""
    seconds = 1.5 if quick else 3.0
    return {"start_s": start_figure(1 if quick else 3),
            "idle_cpu_pct": {where: idle_figure(where, seconds) for where in ["menu", *idle_games]}}


def app_verdicts(fig: dict[str, Any]) -> dict[str, tuple[float, bool]]:
    """``{target: (value, met)}`` of the app's own figures."""
    idle = max(fig["idle_cpu_pct"].values())
    return {"start_s": (fig["start_s"], fig["start_s"] <= TARGETS["start_s"]),
            "idle_cpu_pct": (idle, idle <= TARGETS["idle_cpu_pct"])}


def _points_for(table: Any, action: Any) -> list[tuple[int, int]] | None:
    """Where to click to take ``action``, as a lesson's guide finds it: the table's ``clicks_for``,
    else the enabled widget that carries the action."""
    points = table.clicks_for(action)
    if points:
        return points
    for w in reversed(table.ui.widgets):
        carried = getattr(w, "action_text", None)
        carried = carried() if callable(carried) else carried
        if (carried == str(action) and w.visible and w.rect.w > 0 and w.enabled
                and getattr(w, "on_click", None) is not None):
            return [w.rect.center]
    return None


def _to_act(session: Session) -> Decision:
    """The pending decision of a game that is not over."""
    d = session.decision
    assert d is not None
    return d


def _ai_move(session: Session) -> None:
    """The AI seat to act makes its move."""
    request = session.ai_request()
    assert request is not None
    session.apply(session.ai_decide(request))


def rules_calls_per_click(game_id: str, clicks: int = 8, seed: int = 3, size: tuple[int, int] = BENCH_SIZE,
                          opening: int = 12) -> dict[str, Any]:
    """How much a table asks the rules: the calls from UI code (``game/ui`` and the game's ``ui``
    package) into the game's rules package (its modules outside ``ui``) while one human click is
    handled and the next frame drawn, averaged over ``clicks`` clicks where the table's
    ``clicks_for`` says to take a move (seat 0 a person, the others greedy AIs, from ``opening`` AI moves in).
    Returns ``{"per_click", "max", "clicks", "worst"}`` (``worst``: the rules functions the
    costliest click called most, ``file:function`` -> calls)."""
    import random
    from collections import Counter
    from unittest import mock

    import pygame

    from game.engine.session import Session
    from game.games import AGENTS, spec
    from game.ui.app import App
    from game.ui.play.controller import GameController
    from game.ui.play.launch import table_class
    from game.ui.userdata import Settings

    game = spec(game_id)
    module_spec = game.module().__spec__
    assert module_spec is not None          # an imported package
    rules = os.path.dirname(os.path.abspath(str(module_spec.origin))) + os.sep
    table_ui = rules + "ui" + os.sep
    shared_ui = os.path.join(ROOT, "game", "ui") + os.sep
    settings = Settings(window_size=tuple(size), animation_speed="instant", sound=False)
    desktop = [(max(size[0], 3840), max(size[1], 2160))]
    with mock.patch.object(pygame.display, "get_desktop_sizes", lambda: desktop):
        app = App(settings=settings, size=size, fullscreen=False)
    seats = [("Ada", "human")] + [(f"AI {i}", "greedy") for i in range(1, max(2, game.min_players))]
    session = Session(game.module(), {"seed": seed}, seats, agents=AGENTS)
    for _ in range(opening):
        if session.over or _to_act(session).player == 0:
            break
        _ai_move(session)
    controller = GameController(session, settings)
    table = table_class(game_id)(app, controller)
    app.push(table)
    app.step([], dt=1 / 60)
    rnd = random.Random(seed)
    counts: list[int] = []
    worst: Counter[str] = Counter()
    calls: Counter[str] = Counter()

    def profile(frame: Any, event: str, arg: Any) -> None:
        if event != "call":
            return
        callee = frame.f_code.co_filename
        if callee.startswith(rules) and not callee.startswith(table_ui):
            caller = frame.f_back
            where = caller.f_code.co_filename if caller is not None else ""
            if where.startswith(table_ui) or where.startswith(shared_ui):
                calls[f"{os.path.relpath(callee, rules)}:{frame.f_code.co_name}"] += 1

    tries = 0
    while len(counts) < clicks and not session.over and tries < 2000:
        tries += 1
        d = _to_act(session)
        if d.player != 0 or controller.human_to_act != 0:
            _ai_move(session)
            table.refresh()
            app.step([], dt=1 / 60)
            continue
        clickable = [(a, points) for a in d.options if (points := _points_for(table, a))]
        if not clickable:               # nothing the table clicks for it: the move is made for the human
            controller.submit(rnd.choice(d.options))
            table.refresh()
            app.step([], dt=1 / 60)
            continue
        action, points = rnd.choice(clickable)
        before = len(session.actions)
        for point in points:            # a move may take several clicks (a card, then where it goes)
            app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))],
                     dt=1 / 60)
            calls.clear()
            sys.setprofile(profile)
            try:
                app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1),
                          pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1)], dt=1 / 60)
                app.dirty = True
                app.step([], dt=1 / 60)
            finally:
                sys.setprofile(None)
            total = sum(calls.values())
            if not counts or total > max(counts):
                worst = Counter(calls)
            counts.append(total)
        if len(session.actions) == before:      # the clicks did not make the move: make it
            controller.submit(action)
            table.refresh()
    controller.shutdown()
    app.close()
    return {"per_click": round(statistics.mean(counts), 1) if counts else None,
            "max": max(counts) if counts else None, "clicks": len(counts),
            "worst": dict(worst.most_common(8))}


def run_ui_bench(args: Any) -> int:
    """Entry point for ``python main.py bench --ui``: every game's table that has a bench, then the
    app's start-up and idle CPU; prints the figures; 0 if all targets are met."""
    from game.games import load_object
    from game.tools.bench import TABLE_BENCHES
    quick = bool(args.quick)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["VERNISSAGE_HOME"] = tempfile.mkdtemp(prefix="vernissage-uibench-")
    benches = {g.id: TABLE_BENCHES.of(g.id) for g in TABLE_BENCHES.games()}
    tables, met, lines = {}, {}, []
    for game_id, bench in benches.items():
        tables[game_id] = load_object(bench.frames)(quick)
        game_lines, met[game_id] = load_object(bench.report)(tables[game_id])
        lines += game_lines
    for game_id in benches:             # after every table's frames, so that their memory figures stay theirs
        clicks = rules_calls_per_click(game_id, clicks=4 if quick else 8)
        tables[game_id]["rules_calls_per_click"] = clicks["per_click"]
        tables[game_id]["rules_calls"] = clicks
        met[f"{game_id}_rules_calls_per_click"] = (clicks["per_click"] is not None
                                                   and clicks["per_click"] <= TARGETS["rules_calls_per_click"])
        lines.append(f"{game_id}: rules calls a click {clicks['per_click']} on average, at most {clicks['max']} "
                     f"({clicks['clicks']} clicks; target ≤ {TARGETS['rules_calls_per_click']:g})")
    fig = app_figures(quick, [game_id for game_id, bench in benches.items() if bench.idle_table])
    verdicts = app_verdicts(fig)
    met.update({k: ok for k, (_, ok) in verdicts.items()})
    if getattr(args, "json", False):     # ``python -m game.ui.uibench --json`` (bench has no --json)
        print(json.dumps({"tables": tables, "app": fig, "targets": TARGETS, "met": met}, indent=2))
    else:
        idle = "   ".join(f"{where} {pct:.2f} %" for where, pct in fig["idle_cpu_pct"].items())
        units = {"start_s": "s", "idle_cpu_pct": "%"}
        print("\n".join(lines + [
            "The app (dummy video driver)",
            f"  start to menu        {fig['start_s']:.2f} s",
            f"  idle CPU             {idle}",
            *(f"  {k:16s} {value:8.2f} {units[k]:3s} (≤ {TARGETS[k]:g})  {'ok' if ok else 'MISSED'}"
              for k, (value, ok) in verdicts.items())]))
    return 0 if all(met.values()) else 1


if __name__ == "__main__":
    import argparse
    p = argparse.ArgumentParser(prog="python -m game.ui.uibench")
    p.add_argument("--quick", action="store_true")
    p.add_argument("--json", action="store_true")
    sys.exit(run_ui_bench(p.parse_args()))
