"""Long runs of the real app, for ``python main.py bench --monkey N`` and ``--memory N``.

- **monkey**: random clicks (mostly on the top scene's widgets), drags, wheel turns, keys,
  window resizes and minimise/restore, across every scene — menu, set-up, every game's table,
  hand-off, pause, rules, settings, load, lab, game over — starting a new game of each
  game in turn. It counts exceptions caught by the app and checks the game's invariants.
- **memory**: AI-only games one after another in one app; resident memory after the first
  game and after the last.

Both run headless (SDL's dummy drivers) in a throwaway user folder.
"""

from __future__ import annotations

import importlib
import itertools
import os
import random
import tempfile
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from game.ui.app import App
    from game.ui.play.table import TableScene

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_1, pygame.K_2,
        pygame.K_3, pygame.K_l, pygame.K_z, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
        pygame.K_SLASH, pygame.K_BACKSPACE, pygame.K_a, pygame.K_7)
SIZES = ((1280, 720), (960, 540), (1600, 900), (800, 600), (1920, 1080), (1100, 820))


def _app_games() -> list[tuple[str, dict[str, Any], tuple[tuple[str, str], ...]]]:
    """Every game's monkey set-ups (:attr:`~game.tools.soak.ChecksSpec.app_games`), taking turns
    between the games: ``(game_id, setup, seats)``."""
    from game.tools.soak import CHECKS
    turns = itertools.zip_longest(*[[(g.id, setup, seats) for setup, seats in CHECKS.of(g.id).app_games]
                                    for g in CHECKS.games()])
    return [entry for turn in turns for entry in turn if entry is not None]


def _rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def _new_app() -> App:
    from game.ui.app import App
    from game.ui.play.launch import connect
    app = App(size=(1280, 720), fullscreen=False)
    connect(app)
    app.go_home()
    app.step([], dt=0.016)
    return app


def _point(app: App, rnd: random.Random) -> tuple[int, int]:
    top = app.top
    widgets = [w for w in top.ui.widgets if w.rect.w > 0] if top is not None else []
    if widgets and rnd.random() < 0.7:
        r = rnd.choice(widgets).rect
        return (rnd.randint(r.left, max(r.left, r.right - 1)), rnd.randint(r.top, max(r.top, r.bottom - 1)))
    w, h = app.size
    return rnd.randrange(w), rnd.randrange(h)


def _event(app: App, rnd: random.Random) -> list[pygame.event.Event]:
    kind = rnd.random()
    if kind < 0.55:
        pos = _point(app, rnd)
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
    if kind < 0.65:
        a, b = _point(app, rnd), _point(app, rnd)
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(b[0] - a[0], b[1] - a[1]), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1)]
    if kind < 0.72:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rnd.choice((-3, -1, 1, 3)), flipped=False,
                                   precise_x=0.0, precise_y=0.0)]
    if kind < 0.92:
        key = rnd.choice(KEYS)
        mod = pygame.KMOD_CTRL if key == pygame.K_z and rnd.random() < 0.5 else 0
        uni = "?" if key == pygame.K_SLASH else ""
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0),
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=uni, scancode=0)]
    if kind < 0.96:
        w, h = rnd.choice(SIZES)
        return [pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))]
    return [pygame.event.Event(pygame.WINDOWMINIMIZED), pygame.event.Event(pygame.WINDOWRESTORED)]


def _start(app: App, index: int) -> TableScene:
    from game.games import game_module
    from game.ui.play.launch import start_session
    games = _app_games()
    game_id, setup, seats = games[index % len(games)]
    return start_session(app, game_module(game_id), dict(setup, seed=index + 1), seats)


def _check(app: App) -> list[str]:
    """Invariant violations of the game on the table, if any."""
    table = next((s for s in app.stack if hasattr(s, "controller")), None)
    if table is None:
        return []
    st = table.controller.state
    module = importlib.import_module(type(st).__module__.rsplit(".", 1)[0] + ".invariants")
    return module.check_invariants(st)


def monkey(events: int, seed: int = 1, progress: Callable[[int, int], object] | None = None) -> dict[str, Any]:
    """Throw ``events`` random events at the app; returns the counts and any failures."""
    rnd = random.Random(seed)
    home = tempfile.mkdtemp(prefix="vernissage-monkey-")
    os.environ["VERNISSAGE_HOME"] = home
    app = _new_app()
    app.settings.animation_speed = "fast"
    out: dict[str, Any] = {"events": 0, "games_started": 0, "scenes": set(), "errors": [], "violations": [],
           "per_game": {}}
    started = 0
    try:
        while out["events"] < events:
            if not app.stack or not app.running:
                app = _new_app()
            # Now and then start a fresh game of the next kind, so every table gets its share.
            if out["events"] >= started * (events // (2 * len(_app_games()))) and rnd.random() < 0.05:
                _start(app, started)
                started += 1
                out["games_started"] = started
            for e in _event(app, rnd):
                pygame.event.post(e)
            app.running = True
            app.step(dt=rnd.choice((0.016, 0.05, 0.2)))
            out["events"] += 1
            out["scenes"].add(type(app.top).__name__ if app.top else "none")
            table = next((sc for sc in app.stack if hasattr(sc, "controller")), None)
            if table is not None:       # events while a game is open, whatever scene is on top
                gid = table.controller.session.game.GAME_ID
                out["per_game"][gid] = out["per_game"].get(gid, 0) + 1
            if out["events"] % 200 == 0:
                for v in _check(app):
                    out["violations"].append(v)
            if progress and out["events"] % 500 == 0:
                progress(out["events"], events)
        out["errors"] = list(app.errors)
        out["violations"] += _check(app)
    finally:
        app.close()
    out["scenes"] = sorted(out["scenes"])
    return out


def memory(games: int, seed: int = 1) -> dict[str, Any]:
    """Play ``games`` AI-only games in one app, taking turns between the games; resident MB after each.

    The baseline is taken after game 2 (with two games, once both tables have been used): the
    first game of each kind fills its caches of card faces and artworks. Growth is measured from there to
    the last game."""
    home = tempfile.mkdtemp(prefix="vernissage-memory-")
    os.environ["VERNISSAGE_HOME"] = home
    from game.games import game_ids, game_module
    from game.ui.play.launch import start_session
    app = _new_app()
    app.settings.animation_speed = "instant"
    figures = []
    try:
        for g in range(games):
            game_id = game_ids()[g % len(game_ids())]
            seats = [("A", "greedy"), ("B", "greedy"), ("C", "random")]
            table = start_session(app, game_module(game_id), {"seed": seed + g}, seats)
            steps = 0
            while not table.controller.session.over and steps < 100000:
                table.controller.wait_for_ai()
                app.step(dt=0.05)
                steps += 1
            for _ in range(5):
                app.step(dt=0.5)
            figures.append(_rss_mb())
    finally:
        app.close()
    base = figures[min(1, len(figures) - 1)]
    return {"games": games, "rss_first_mb": round(base, 1), "rss_last_mb": round(figures[-1], 1),
            "growth": round(figures[-1] / base - 1, 4), "per_game_mb": [round(f, 1) for f in figures],
            "errors": list(app.errors)}
