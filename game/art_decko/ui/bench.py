"""Frame-time benchmark of the Art Decko table: four players in mid-game at 1600×900.

:func:`ad_frame_bench` builds a real App (the dummy video driver when there is no display),
plays a 4-player game with greedy agents into its middle (round 5), then times full frames —
event handling, update and drawing of the whole table (``App.step`` with a forced redraw):

- at the human seat's turn, the pointer wandering over cards, exhibitions and buttons
  (hover rings, previews, tooltips);
- then the AI seats playing at the app's pace: at 60 frames a second an AI move lands every
  ``AI_PACE`` seconds (every 27th frame at normal speed), with its animations.

The figures are those of that stream of frames; the frames that apply a move (the table then
redraws its cached base layer) are also reported on their own.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from typing import Any


def _stats(times: list[float]) -> tuple[float, float, float]:
    times = sorted(times)
    if not times:
        return 0.0, 0.0, 0.0
    return (round(statistics.median(times), 2), round(times[min(len(times) - 1, int(len(times) * 0.95))], 2),
            round(times[-1], 2))


def ad_frame_bench(frames: int = 300, size: tuple[int, int] = (1600, 900), seed: int = 7,
                   warmup: int = 30) -> dict[str, Any]:
    """Returns ``{"size", "players", "frames", "median_ms", "p95_ms", "max_ms", "move_frames",
    "move_median_ms", "move_p95_ms", "first_frame_ms", "errors"}`` (milliseconds of wall-clock time).

    The first ``warmup`` frames (card faces and artworks painted into their caches) are left out;
    the very first one is reported as ``first_frame_ms``.
    """
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.art_decko.ui.table import ArtDeckoTable
    from game.engine.session import Session
    from game.games import AGENTS, game_module
    from game.ui.app import App
    from game.ui.play import controller as controller_mod
    from game.ui.play.controller import GameController
    from game.ui.userdata import Settings

    game = game_module("art-decko")
    session = Session(game, {"seed": seed}, [("Ada", "greedy"), ("Bruno", "greedy"), ("Clara", "greedy"),
                                              ("Dmitri", "greedy")], agents=AGENTS)
    while (request := session.ai_request()) is not None:   # to seat 0's action in round 5
        seat, obs, decision, _ = request
        if obs["round"] >= 5 and seat == 0 and decision.kind == "action":
            break
        session.apply(session.ai_decide(request))
    session.seats[0].player = "human"

    real_sizes = pygame.display.get_desktop_sizes
    pygame.display.get_desktop_sizes = lambda: [(max(size[0], 3840), max(size[1], 2160))]
    try:
        settings = Settings(window_size=tuple(size), animation_speed="normal", sound=False)
        app = App(settings=settings, size=size, fullscreen=False)
    finally:
        pygame.display.get_desktop_sizes = real_sizes
    controller = GameController(session, settings)
    table = ArtDeckoTable(app, controller)
    app.push(table)
    rnd = random.Random(seed)
    every = max(1, round(getattr(controller_mod, "AI_PACE", 0.45) * 60))   # frames between two AI moves
    times, move_times = [], []
    t_first = None
    for i in range(warmup + frames):
        second_half = i >= warmup + frames // 2
        if second_half and session.seats[0].player == "human":
            session.seats[0].player = "greedy"      # the AIs play on, with their animations
            table.refresh()
        widgets = [w for w in app.top.ui.widgets if w.visible and w.rect.w > 0] if app.top else []
        if widgets and not second_half:
            r = rnd.choice(widgets).rect
            pos = (rnd.randint(r.left, max(r.left, r.right - 1)), rnd.randint(r.top, max(r.top, r.bottom - 1)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        move_frame = second_half and i % every == 0
        if second_half:
            # the controller paces AI moves by the clock; emulate 60 frames a second
            controller.wait_for_ai(5.0)
            controller._last_move = 0.0 if move_frame else time.perf_counter()
        before = len(session.actions)
        app.dirty = True
        t0 = time.perf_counter()
        app.step(dt=1 / 60)
        ms = (time.perf_counter() - t0) * 1000
        if i == 0:
            t_first = ms
        if i >= warmup:
            times.append(ms)
            if len(session.actions) != before:
                move_times.append(ms)
        if app.top is not table:                      # a game-over scene: the table is what we measure
            app.pop(app.top)
    controller.shutdown()
    median, p95, worst = _stats(times)
    move_median, move_p95, _ = _stats(move_times)
    return {"size": f"{size[0]}x{size[1]}", "players": 4, "frames": len(times),
            "median_ms": median, "p95_ms": p95, "max_ms": worst,
            "move_frames": len(move_times), "move_median_ms": move_median, "move_p95_ms": move_p95,
            "first_frame_ms": round(t_first or 0.0, 1), "errors": len(app.errors)}


if __name__ == "__main__":
    print(ad_frame_bench())
