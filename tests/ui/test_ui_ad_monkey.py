"""A monkey on the Art Decko table: thousands of random clicks (mostly on the table's own targets
and buttons), drags, wheels, keys and resizes, with AI seats playing in between. Nothing may
raise (``app.errors`` stays empty) and the game state must stay sound throughout."""

import random

import pygame
from test_ui_ad_table import open_table
from ui_helpers import post

from game.art_decko.invariants import check_invariants
from game.art_decko.ui.table import ArtDeckoTable

EVENTS = 5000
KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_z, pygame.K_z,
        pygame.K_BACKSPACE, pygame.K_BACKSPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_a) * 3 + (pygame.K_SLASH,)
# Mostly small windows (the monkey is about robustness, and small frames are quick to draw).
SIZES = ((960, 540), (800, 600), (1024, 576), (1280, 720))


def _table(app):
    return next((s for s in reversed(app.stack) if isinstance(s, ArtDeckoTable)), None)


def _pos(rnd, app):
    """Mostly a point on a random enabled widget of the top scene (legal table targets, buttons),
    sometimes on any widget (disabled ones too), else anywhere."""
    w, h = app.size
    widgets = [x for x in app.top.ui.widgets if x.visible and x.rect.w > 0] if app.top else []
    live = [x for x in widgets if x.enabled and getattr(x, "action", getattr(x, "on_click", True)) is not None]
    if live and rnd.random() < 0.7:
        widgets = live
    if widgets and rnd.random() < 0.85:
        r = rnd.choice(widgets).rect
        return (rnd.randint(r.left, max(r.left, r.right - 1)), rnd.randint(r.top, max(r.top, r.bottom - 1)))
    return (rnd.randint(-5, w + 5), rnd.randint(-5, h + 5))


def _advanced(app, seats, seed, rounds):
    """A table whose game the AIs have already played for ``rounds`` rounds, or (None) until the
    end is triggered: the monkey also meets late positions, the end and the scoring screen."""
    table = open_table(app, seats=[(name, "greedy") for name, _ in seats], seed=seed)
    session = table.controller.session
    while not session.over and (session.state.end_trigger is None if rounds is None else session.state.round <= rounds):
        session.apply(session.ai_decide(session.ai_request()))
    for seat, (_, player) in zip(session.seats, seats):
        seat.player = player
    table.controller.viewer = next((i for i, (_, p) in enumerate(seats) if p == "human"), None)
    table.refresh()
    return table


def test_monkey_on_the_art_decko_table(app, monkeypatch):
    rnd = random.Random(20250101)
    table = _advanced(app, (("Ada", "human"), ("Bruno", "greedy"), ("Clara", "random")), 21, None)
    app.settings.animation_speed = "fast"
    post(pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540)))
    sent = checks = games = 0
    while sent < EVENTS:
        if not app.running or not app.stack:
            app.running = True
            app.go_home()
        table = _table(app)
        if table is None:                        # quit to the menu: sit down at a new table
            games += 1
            seats = (("Ada", "human"), ("Bruno", "human"), ("Clara", "greedy"), ("Dmitri", "random"))[:2 + games % 3]
            table = _advanced(app, seats, 21 + games, rnd.choice((0, 5, None)))
            app.settings.animation_speed = rnd.choice(("fast", "instant", "normal"))
        roll = rnd.random()
        pos = _pos(rnd, app)
        if app.top is not table and rnd.random() < 0.3:      # mostly back to the table from menus
            roll = 0.9
            k = pygame.K_ESCAPE
        else:
            k = rnd.choice(KEYS)
        if roll < 0.62:
            batch = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rnd.choice((1, 1, 1, 1, 3))),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        elif roll < 0.72:
            batch = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        elif roll < 0.76:
            end = _pos(rnd, app)
            batch = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
        elif roll < 0.79:
            dy = rnd.choice((-2, 1))
            batch = [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0,
                                        precise_y=float(dy))]
        elif roll < 0.97 and (k != pygame.K_ESCAPE or app.top is not table or rnd.random() < 0.2):
            mod = pygame.KMOD_CTRL if (k == pygame.K_z or rnd.random() < 0.1) else (
                pygame.KMOD_SHIFT if k == pygame.K_SLASH else 0)
            batch = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="?" if k == pygame.K_SLASH else "",
                                        scancode=0)]
        elif roll >= 0.98:
            size = rnd.choice(SIZES)
            batch = [pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)]
        else:
            batch = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        post(*batch)
        sent += max(1, len(batch))
        app.step(dt=rnd.choice((0.0, 0.016, 0.05, 0.3)))
        if table.controller.thinking and rnd.random() < 0.5:
            table.controller.wait_for_ai(5.0)
        assert app.errors == [], app.errors[0]
        if sent // 40 != checks:
            checks = sent // 40
            problems = check_invariants(table.controller.session.state)
            assert problems == [], problems
    assert app.errors == []
    table = _table(app)
    if table is not None:
        assert check_invariants(table.controller.session.state) == []
        assert table.controller.errors == []
