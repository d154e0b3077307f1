"""A monkey on the Gallerist table: thousands of random clicks (mostly on the table's own
targets and buttons), wheels, keys and resizes, with AI seats playing in between and new
games when one ends. Nothing may raise (``app.errors`` stays empty) and the game state must
stay sound throughout."""

import random

import pygame
from test_ui_ad_monkey import _pos  # a point on a (mostly enabled) widget of the top scene, else anywhere
from test_ui_gallerist_table import open_table
from ui_helpers import post

from game.gallerist.invariants import check_invariants
from game.gallerist.ui.table import GalleristTable

EVENTS = 5000
KEYS = (pygame.K_RETURN, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_TAB, pygame.K_ESCAPE,
        pygame.K_z, pygame.K_a)
SIZES = ((960, 540), (1024, 576), (1280, 720), (800, 600))
SEATS = ((("Ada", "human"), ("Bruno", "random")),
         (("Ada", "human"),),
         (("Ada", "human"), ("Bruno", "human"), ("Clara", "random")),
         (("Ada", "human"), ("Bruno", "random"), ("Clara", "random"), ("Dora", "random")))


def _table(app):
    return next((s for s in reversed(app.stack) if isinstance(s, GalleristTable)), None)


def test_monkey_on_the_gallerist_table(app):
    rnd = random.Random(20261123)
    games = 0
    table = open_table(app, seats=SEATS[0], seed=1)
    sent = checks = 0
    while sent < EVENTS:
        table = _table(app)
        if table is None or table.controller.session.over and app.top is not table:
            # back at a menu or on the game-over scene: a new game, another seating
            while app.stack and not isinstance(app.top, GalleristTable) and len(app.stack) > 1:
                app.pop(app.top)
            games += 1
            table = open_table(app, seats=SEATS[games % len(SEATS)], seed=games + 1)
        r = rnd.random()
        if r < 0.78:
            pos = _pos(rnd, app)
            post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                 pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                 pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        elif r < 0.86:
            post(pygame.event.Event(pygame.KEYDOWN, key=rnd.choice(KEYS), mod=0, unicode="", scancode=0))
        elif r < 0.9:
            post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
        elif r < 0.97:
            pos = _pos(rnd, app)
            post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        elif r < 0.99:
            post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rnd.choice((-1, 1)), flipped=False))
        else:
            w, h = rnd.choice(SIZES)
            post(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h)))
        sent += 1
        app.step(dt=0.05)
        table.controller.wait_for_ai(5.0)
        assert app.errors == [], app.errors[0]
        assert table.controller.errors == []
        if sent % 50 == 0:
            problems = check_invariants(table.controller.state)
            assert problems == [], problems
            checks += 1
    assert checks >= 100 and games >= 1
