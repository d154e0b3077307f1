"""Frame-time benchmark of The Gallerist table: four players in mid-game at 1600×900.

:func:`gallerist_frame_bench` builds a real App (the dummy video driver when there is no
display), plays a 4-player game with greedy agents to round 3, then times whole frames
(``App.step`` with a forced redraw: events, update, drawing):

- at the human seat's turn, the pointer wandering over the board's pieces and the choice bar
  (glows, hover previews, the engine's reasons on pieces that are not choices);
- then every seat played by the AI at the app's pace, for a number of moves: at 60 frames a
  second a move lands every ``AI_PACE`` seconds, with its rings, flights and banner.

For comparison it first times frames that draw the whole base layer from scratch, which is
what every move's frame cost before the base was redrawn region by region.

The frames that apply a move (the frame is rebuilt from the table model and the changed
regions of the base layer are redrawn) are also reported on their own, with their maximum.
Each figure is given in wall-clock time and in this thread's CPU time, which a machine busy
with other work disturbs less.

:func:`model_figures` times what the online server does after every move: the table model of
every seat (:func:`~game.ui.play.model.build_table_model`, each seat a person's, so the seat to
decide gets its options and reasons), over a whole seeded 3-player game, in CPU time.
"""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING, Any
from unittest import mock

from game.ui.uibench import TARGETS, _rss_mb, frame_figures, hover_then_ai_frames

if TYPE_CHECKING:
    from game.engine.session import Session
    from game.ui.play.model import Event

SEATS = ("Ada", "Bruno", "Clara", "Dmitri")


def round_under_way(session: Session) -> int:
    """The round being played: the one after the last the session's score history closed."""
    return session.history[-1][0] + 1


def _ai_move(session: Session) -> list[Event]:
    """The AI to act plays its move; its events."""
    request = session.ai_request()
    assert request is not None          # every seat is an AI's
    return session.apply(session.ai_decide(request))


def model_figures(seed: int = 12, players: int = 3, moves: int | None = None) -> dict[str, Any]:
    """``{"models", "median", "p95", "max"}``: the CPU milliseconds of building a table model of every
    seat after each move of a seeded game of greedy agents (the first ``moves`` moves; None: all),
    each seat's log entries kept from one model to the next as the server keeps them."""
    from game.engine.session import Session
    from game.games import AGENTS, game_module
    from game.net.server import LogEntries, seat_model
    session = Session(game_module("the-gallerist"), {"seed": seed}, [(name, "greedy") for name in SEATS[:players]],
                      agents=AGENTS)
    entries = LogEntries()
    ms: list[float] = []
    while not session.over and (moves is None or len(ms) < moves * players):
        events = _ai_move(session)
        for seat in range(players):
            session.seats[seat].player = "human"
            c0 = time.thread_time()
            seat_model(session, seat, events, entries)
            ms.append((time.thread_time() - c0) * 1000)
            session.seats[seat].player = "greedy"
    return {"models": len(ms), **frame_figures(ms)}


def gallerist_frame_bench(frames: int = 300, moves: int = 60, size: tuple[int, int] = (1600, 900), seed: int = 3,
                          warmup: int = 30, rounds: int = 3, full_frames: int = 60,
                          model_moves: int | None = None) -> dict[str, Any]:
    """Returns ``{"size", "players", "round", "frames", "wall", "cpu", "move_frames", "move_wall",
    "move_cpu", "rss_mb", "peak_rss_mb", "errors", "model_cpu"}``; ``wall`` and ``cpu`` are
    ``{"median", "p95", "max"}`` in milliseconds. ``frames`` frames of hovering at the human's
    turn, then the AI seats play until ``moves`` moves have landed. The first ``warmup`` frames
    (text and artworks drawn into their caches) are left out. ``model_cpu``: :func:`model_figures` over
    the first ``model_moves`` moves (None: the whole game)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.engine.session import Session
    from game.gallerist.ui.layers import BaseLayer
    from game.gallerist.ui.table import GalleristTable
    from game.games import AGENTS, game_module
    from game.ui.app import App
    from game.ui.play.controller import GameController
    from game.ui.userdata import Settings

    session = Session(game_module("the-gallerist"), {"seed": seed}, [(name, "greedy") for name in SEATS],
                      agents=AGENTS)
    while not session.over and round_under_way(session) < rounds:
        _ai_move(session)
    while not session.over and not ((d := session.decision) is not None and d.player == 0 and d.kind == "turn"):
        _ai_move(session)
    session.seats[0].player = "human"
    start_round = round_under_way(session)

    settings = Settings(window_size=tuple(size), animation_speed="normal", sound=False)
    desktop = [(max(size[0], 3840), max(size[1], 2160))]        # so that the window is not shrunk to fit
    with mock.patch.object(pygame.display, "get_desktop_sizes", lambda: desktop):
        app = App(settings=settings, size=size, fullscreen=False)
        controller = GameController(session, settings)
        table = GalleristTable(app, controller)
        app.push(table)         # a scene pushed fits the window to the desktop again
    full: list[float] = []
    full_cpu: list[float] = []             # the whole base drawn from scratch: what every move cost before the layers
    for i in range(warmup + full_frames):
        table._base = BaseLayer()
        app.dirty = True
        t0, c0 = time.perf_counter(), time.thread_time()
        app.step([], dt=1 / 60)
        if i >= warmup:
            full.append((time.perf_counter() - t0) * 1000)
            full_cpu.append((time.thread_time() - c0) * 1000)
    timed = hover_then_ai_frames(app, table, session, frames, moves, warmup, seed)
    rss, peak = _rss_mb()
    models = model_figures(moves=model_moves)
    timed.pop("first_frame_ms")
    return {"size": f"{app.size[0]}x{app.size[1]}", "players": len(SEATS), "round": start_round, **timed,
            "full_frames": len(full), "full_wall": frame_figures(full), "full_cpu": frame_figures(full_cpu),
            "rss_mb": rss, "peak_rss_mb": max(rss, peak), "errors": len(app.errors), "model_cpu": models}


def report(fig: dict[str, Any]) -> tuple[list[str], bool]:
    """The figures in lines for ``bench --ui``, and whether the targets are met."""
    w, c, mw, mc, fw, fc, m = (fig[k] for k in ("wall", "cpu", "move_wall", "move_cpu", "full_wall", "full_cpu",
                                                "model_cpu"))
    ok_frame = w["p95"] <= TARGETS["frame_p95_ms"] and not fig["errors"]
    ok_rss = fig["peak_rss_mb"] <= TARGETS["rss_mb"]
    lines = [
        f"UI benchmark (The Gallerist table, {fig['size']}, {fig['players']} players from round {fig['round']})",
        f"  frame, all         median {w['median']:6.2f} ms   p95 {w['p95']:6.2f} ms   max {w['max']:6.2f} ms   "
        f"cpu p95 {c['p95']:6.2f} ms   cpu max {c['max']:6.2f} ms   ({fig['frames']} frames)",
        f"  frame after a move median {mw['median']:6.2f} ms   p95 {mw['p95']:6.2f} ms   max {mw['max']:6.2f} ms   "
        f"cpu p95 {mc['p95']:6.2f} ms   cpu max {mc['max']:6.2f} ms   ({fig['move_frames']} moves)",
        f"  base from scratch  median {fw['median']:6.2f} ms   p95 {fw['p95']:6.2f} ms   max {fw['max']:6.2f} ms   "
        f"cpu p95 {fc['p95']:6.2f} ms   cpu max {fc['max']:6.2f} ms   ({fig['full_frames']} frames, for comparison)",
        f"  table model, cpu   median {m['median']:6.2f} ms   p95 {m['p95']:6.2f} ms   max {m['max']:6.2f} ms   "
        f"({m['models']} models: every seat's after each move of a 3-player game, as the online server builds them)",
        f"  memory             {fig['rss_mb']:.0f} MB resident, {fig['peak_rss_mb']:.0f} MB peak",
        f"  gallerist_frame_p95_ms {w['p95']:8.2f} ms  (≤ {TARGETS['frame_p95_ms']:g})  "
        f"{'ok' if ok_frame else 'MISSED'}",
        f"  gallerist_rss_mb   {fig['peak_rss_mb']:8.2f} MB  (≤ {TARGETS['rss_mb']:g})  {'ok' if ok_rss else 'MISSED'}",
    ]
    return lines, ok_frame and ok_rss


if __name__ == "__main__":
    fig = gallerist_frame_bench()
    print("\n".join(report(fig)[0]))
