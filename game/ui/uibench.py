"""``python main.py bench --ui``: how the desktop app performs (figures for docs/performance.md).

- **frame time** of the Avant Carde table at 1600×900 with 5 players mid-game (dummy video
  driver): every frame forced to redraw the whole table ("full"), every frame redrawn from
  the cached layer ("cached", what hover and animation frames cost), and a real AI-only game
  at normal animation speed ("live": moves, flights, toasts, relayouts, as they come);
- **start to menu**: a fresh ``python`` process until the first main-menu frame is drawn;
- **memory**: resident set size after the frame runs (current and peak);
- **idle CPU**: the real ``App.run`` loop for a few seconds with nothing moving — at the main
  menu, and at the table waiting for the human — as process CPU time per wall second.

Targets: p95 frame ≤ 16 ms (full and cached redraws), start ≤ 1.5 s, RSS ≤ 200 MB, idle CPU near
zero (≤ 2 %). Frame figures also give the p95 of CPU time per frame, which a busy machine disturbs
less than the wall clock.
``run_ui_bench`` returns 0 when every target is met, 1 otherwise.
"""

import json
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time

TARGETS = {"frame_p95_ms": 16.0, "start_s": 1.5, "rss_mb": 200.0, "idle_cpu_pct": 2.0}
BENCH_TABLE = "game.avant_carde.ui.table:AvantCardeTable"   # the table measured (the busiest one)


def bench_game():
    """The rules package of the game whose table is measured."""
    from game.games import all_specs
    return next(g for g in all_specs() if g.table == BENCH_TABLE).module()
BENCH_SIZE = (1600, 900)
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _headless_env(home):
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               VERNISSAGE_HOME=home)
    env["PYTHONPATH"] = ROOT + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


def _percentile(values, q):
    values = sorted(values)
    if not values:
        return 0.0
    k = min(len(values) - 1, max(0, round(q / 100 * (len(values) - 1))))
    return values[k]


def _stats(samples, cpu=None):
    """Wall-clock figures of frame times, plus the p95 of the frames' CPU time (this thread only:
    less sensitive to other processes on a busy machine than the wall clock)."""
    ms = [v * 1000 for v in samples]
    out = {"frames": len(ms), "median_ms": round(statistics.median(ms), 2) if ms else 0.0,
           "p95_ms": round(_percentile(ms, 95), 2), "max_ms": round(max(ms), 2) if ms else 0.0}
    if cpu:
        out["cpu_p95_ms"] = round(_percentile([v * 1000 for v in cpu], 95), 2)
    return out


def _timed_step(app, events, dt, wall, cpu):
    t, c = time.perf_counter(), time.thread_time()
    app.step(events, dt=dt)
    cpu.append(time.thread_time() - c)
    wall.append(time.perf_counter() - t)


# ---- in-process: frames and memory -------------------------------------------------------------

def mid_game_session(players=5, seed=17, rounds=3):
    """A session (one human, the rest greedy AIs) advanced to the human's buy turn of ``rounds``."""
    from game.engine.rng import Rng
    from game.engine.session import Session
    from game.games import make_agent

    game = bench_game()
    names = ("You", "Ada", "Bob", "Cleo", "Dan")
    seats = [(names[0], "human")] + [(names[i], "greedy") for i in range(1, players)]
    session = Session(game, {"seed": seed}, seats, agents=make_agent)
    stand_in = make_agent(game.GAME_ID, "greedy")
    rng = Rng(seed)
    for _ in range(5000):
        st = session.state
        d = st.decision()
        if d is None:
            break
        if st.round >= rounds and st.phase == "buy" and d.player == 0 and d.kind == "buy":
            break
        agent = stand_in if session.seats[d.player].human else session.agent_for(d.player)
        session.apply(agent.choose(game, st.observation(d.player), d, rng))
    return session


def frame_figures(quick=False):
    """Frame times of the table (full redraw, cached redraw, a live AI game) and memory."""
    import pygame

    from game.games import load_object
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
    table_class = load_object(BENCH_TABLE)
    table = table_class(app, ctrl)
    app.push(table)
    app.step([], dt=0.016)
    for _ in range(400):   # warm the caches (cards, text) the way the first seconds at a table do
        app.step([], dt=0.016)
        if not table._warm:
            break
    n = 120 if quick else 600
    full, full_cpu = [], []
    for _ in range(n):
        table.layer_dirty = True
        app.dirty = True
        _timed_step(app, [], 0.016, full, full_cpu)
    cached, cached_cpu = [], []
    for i in range(n):
        # hover over the hand / line to keep widgets and tooltips busy, as a player would
        pos = (200 + (i * 37) % 1200, 500 + (i * 13) % 350)
        ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        app.dirty = True
        _timed_step(app, [ev], 0.016, cached, cached_cpu)
    app.stack.clear()
    ctrl.shutdown()

    # A live AI-only game at normal animation speed: every frame as the loop would draw it.
    from game.engine.session import Session
    from game.games import make_agent
    seats = [(nm, "greedy") for nm in ("Eve", "Ada", "Bob", "Cleo", "Dan")]
    live_session = Session(bench_game(), {"seed": 5}, seats, agents=make_agent)
    live_ctrl = GameController(live_session, settings)
    live = table_class(app, live_ctrl)
    app.push(live)
    live_frames, live_cpu = [], []
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
    rss = _rss_mb()
    return {"size": f"{BENCH_SIZE[0]}x{BENCH_SIZE[1]}", "players": 5,
            "full": _stats(full, full_cpu), "cached": _stats(cached, cached_cpu),
            "live": {**_stats(live_frames, live_cpu), "moves": moves},
            "rss_mb": rss[0], "peak_rss_mb": rss[1], "errors": len(app.errors)}


def _rss_mb():
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
    if sys.argv[1] == "table":
        from game.games import load_object
        from game.ui.uibench import BENCH_TABLE, mid_game_session
        from game.ui.play.controller import GameController
        session = mid_game_session(players=3, rounds=2)
        app.push(load_object(BENCH_TABLE)(app, GameController(session, settings)))
    for _ in range(30):
        app.step([], dt=0.05)       # let entrance fades and first-draw work finish
    top = app.top
    for _ in range(2000):           # and the table's warm-up of the card cache (a one-off at start)
        if not getattr(top, "_warm", None):
            break
        app.step([], dt=0.05)
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


def start_figure(runs=3):
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


def idle_figure(where, seconds=3.0):
    """Process CPU per wall second while the real loop idles at ``where`` ("menu" or "table"), in %."""
    with tempfile.TemporaryDirectory() as home:
        out = subprocess.run([sys.executable, "-c", IDLE_CODE, where, str(seconds)], env=_headless_env(home),
                             cwd=ROOT, check=True, capture_output=True, text=True, timeout=120)
    data = json.loads(out.stdout.strip().splitlines()[-1])
    return round(100 * data["cpu"] / max(0.001, data["wall"]), 2)


def ui_figures(quick=False):
    figures = {"frames": frame_figures(quick)}
    try:
        figures["load"] = round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        figures["load"] = None
    figures["start_s"] = start_figure(1 if quick else 3)
    seconds = 1.5 if quick else 3.0
    figures["idle_cpu_pct"] = {"menu": idle_figure("menu", seconds), "table": idle_figure("table", seconds)}
    return figures


def verdicts(fig):
    fr = fig["frames"]
    # The target is for the render loop forcing redraws (full and cached); the live game is reported
    # alongside (its move frames also wait on the AI thread and the machine's other work).
    worst_p95 = max(fr["full"]["p95_ms"], fr["cached"]["p95_ms"])
    idle = max(fig["idle_cpu_pct"].values())
    return {
        "frame_p95_ms": (worst_p95, worst_p95 <= TARGETS["frame_p95_ms"]),
        "start_s": (fig["start_s"], fig["start_s"] <= TARGETS["start_s"]),
        "rss_mb": (fr["peak_rss_mb"], fr["peak_rss_mb"] <= TARGETS["rss_mb"]),
        "idle_cpu_pct": (idle, idle <= TARGETS["idle_cpu_pct"]),
    }


def run_ui_bench(args):
    """Entry point for ``python main.py bench --ui``; prints the figures; 0 if all targets are met."""
    quick = bool(getattr(args, "quick", False))
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    home = tempfile.mkdtemp(prefix="vernissage-uibench-")
    os.environ["VERNISSAGE_HOME"] = home
    fig = ui_figures(quick)
    from game.art_decko.ui.bench import ad_frame_bench
    ad = ad_frame_bench(frames=120 if quick else 600)
    v = verdicts(fig)
    v["ad_frame_p95_ms"] = (ad["p95_ms"], ad["p95_ms"] <= TARGETS["frame_p95_ms"] and not ad["errors"])
    if getattr(args, "json", False):
        print(json.dumps({"figures": fig, "art_decko_frames": ad, "targets": TARGETS,
                          "met": {k: ok for k, (_, ok) in v.items()}}, indent=2))
    else:
        fr = fig["frames"]
        print(f"UI benchmark (Avant Carde table, {fr['size']}, {fr['players']} players, dummy video driver; "
              f"load average {fig['load']})")
        for name, label in (("full", "full redraw"), ("cached", "cached layer"), ("live", "live AI game")):
            s = fr[name]
            extra = f", {s['moves']} moves" if name == "live" else ""
            print(f"  frame, {label:13s} median {s['median_ms']:6.2f} ms   p95 {s['p95_ms']:6.2f} ms   "
                  f"max {s['max_ms']:6.2f} ms   cpu p95 {s['cpu_p95_ms']:6.2f} ms   ({s['frames']} frames{extra})")
        print(f"UI benchmark (Art Decko table, {ad['size']}, {ad['players']} players): frame median "
              f"{ad['median_ms']:.2f} ms, p95 {ad['p95_ms']:.2f} ms, max {ad['max_ms']:.2f} ms ({ad['frames']} frames); "
              f"frames applying an AI move: median {ad['move_median_ms']:.2f} ms, p95 {ad['move_p95_ms']:.2f} ms")
        print(f"  start to menu        {fig['start_s']:.2f} s")
        print(f"  memory               {fr['rss_mb']:.0f} MB resident, {fr['peak_rss_mb']:.0f} MB peak")
        print(f"  idle CPU             menu {fig['idle_cpu_pct']['menu']:.2f} %   "
              f"table {fig['idle_cpu_pct']['table']:.2f} %")
        print("targets:")
        units = {"frame_p95_ms": "ms", "ad_frame_p95_ms": "ms", "start_s": "s", "rss_mb": "MB", "idle_cpu_pct": "%"}
        for k, (value, ok) in v.items():
            target = TARGETS.get(k, TARGETS["frame_p95_ms"])
            print(f"  {k:16s} {value:8.2f} {units[k]:3s} (≤ {target:g})  {'ok' if ok else 'MISSED'}")
    return 0 if all(ok for _, ok in v.values()) else 1


if __name__ == "__main__":
    import argparse
    p = argparse.ArgumentParser(prog="python -m game.ui.uibench")
    p.add_argument("--quick", action="store_true")
    p.add_argument("--json", action="store_true")
    sys.exit(run_ui_bench(p.parse_args()))
