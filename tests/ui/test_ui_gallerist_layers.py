"""The Gallerist table's base layer is redrawn region by region: after every move of a real game
the cached base equals a base drawn from scratch, and a move redraws only what it changed."""

import random

import pygame
from test_ui_gallerist_table import _hot_seat, open_table, take, wait_for_human
from ui_helpers import run

from game.gallerist.ui.layers import BaseLayer


def _fresh(table):
    return BaseLayer().update(table.frame, table.lay, table._own_regions())


def _same(a, b):
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_the_cached_base_equals_a_fresh_one_after_every_move_of_a_game(app):
    table = open_table(app, seats=(("Ada", "human"), ("Bruno", "greedy"), ("Clara", "greedy")), seed=5)
    rnd = random.Random(2)
    session = table.controller.session
    checked = 0
    while not session.over and checked < 120:
        wait_for_human(app, table)
        if session.over:
            break
        run(app)
        assert _same(table._base.surface, _fresh(table)), f"stale region after {session.actions[-3:]}"
        d = table.controller.state.decision()
        take(app, table, rnd.choice(d.options))
        checked += 1
    assert checked > 40 and app.errors == []


def test_a_move_redraws_only_the_regions_it_changed(app):
    table = _hot_seat(app)
    run(app)
    take(app, table, "move colony")                               # Ada's gallerist kicks Bruno's out
    redrawn = set(table._base.redrawn)
    assert "locations" in redrawn and "market" not in redrawn and "colony" not in redrawn
    run(app)
    assert table._base.redrawn == []                              # nothing changed: nothing redrawn
    assert app.errors == []


def test_the_frame_bench_reports_figures(home):
    from game.gallerist.ui.bench import gallerist_frame_bench, report
    fig = gallerist_frame_bench(frames=20, moves=3, warmup=2, size=(1100, 800), full_frames=3, model_moves=2)
    assert fig["size"] == "1100x800"          # not fitted to the dummy driver's 1024×768 desktop
    assert fig["errors"] == 0 and fig["move_frames"] == 3 and fig["players"] == 4
    assert 0 < fig["wall"]["median"] <= fig["wall"]["p95"] <= fig["wall"]["max"]
    assert fig["model_cpu"]["models"] == 6 and fig["model_cpu"]["median"] <= fig["model_cpu"]["max"]
    lines, _ = report(fig)
    assert any("frame after a move" in line for line in lines)
    assert any("table model" in line for line in lines)
