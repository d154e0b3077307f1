"""A monkey at the Avant Carde table: thousands of random clicks, drags, keys and resizes — on the
table's cards, stacks and buttons, and on whatever it opens (pause, rules, settings, dialogs,
hand-off curtains, the game-over scene) — without an error, and every game's state still valid."""

import random

import pygame
from test_ui_ac_helpers import drag
from ui_helpers import post

from game.avant_carde.invariants import check_invariants
from game.avant_carde.ui.table import AvantCardeTable
from game.engine.session import Session
from game.games import AGENTS, game_module
from game.ui.play import controller as controller_module, launch
from game.ui.scenes.main_menu import MainMenu

EVENTS = 5200
KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_1, pygame.K_2, pygame.K_3,
        pygame.K_4, pygame.K_7, pygame.K_l, pygame.K_z, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
        pygame.K_SLASH, pygame.K_a, pygame.K_RETURN, pygame.K_1)
SIZES = ((1280, 720), (960, 540), (1600, 900), (800, 600), (1100, 800))
GAMES = (
    ([("Ada", "human"), ("Bob", "greedy"), ("Cleo", "random")], {"patrons": "new_yorkers"}),
    ([("Ada", "human"), ("Bob", "human"), ("Cleo", "greedy")], {"patrons": "parisians"}),
    ([("Ada", "human")], {"patrons": "tokyoites", "solo": "easy"}),
    ([("Ada", "human"), ("Bob", "random"), ("Cleo", "greedy"), ("Dan", "random"), ("Esme", "greedy")],
     {"patrons": "random"}),
    ([("Ada", "greedy"), ("Bob", "random")], {"patrons": "parisians"}),
    ([("Ada", "human"), ("Bob", "random")], {"patrons": "londoners"}),
)


def _targets(app, rnd):
    """A point: often on a widget of the top scene (cards, stacks, chips, buttons), else anywhere."""
    w, h = app.size
    top = app.top
    widgets = [x for x in top.ui.widgets if x.visible and x.rect.w > 0] if top else []
    live = [x for x in widgets if x.enabled and getattr(x, "on_click", None)]
    roll = rnd.random()
    if live and roll < 0.5:
        r = rnd.choice(live).rect
        return (rnd.randint(r.left, max(r.left, r.right - 1)), rnd.randint(r.top, max(r.top, r.bottom - 1)))
    if widgets and roll < 0.75:
        r = rnd.choice(widgets).rect
        return (rnd.randint(r.left, max(r.left, r.right - 1)), rnd.randint(r.top, max(r.top, r.bottom - 1)))
    return (rnd.randint(-5, w + 5), rnd.randint(-5, h + 5))


def test_monkey_at_the_avant_carde_table(app, desktop, monkeypatch):
    monkeypatch.setattr(controller_module, "AI_PACE", 0.0)
    launch.connect(app)
    rnd = random.Random(20260101)
    tables = []
    game_index = 0

    def new_game():
        nonlocal game_index
        seats, setup = GAMES[game_index % len(GAMES)]
        game_index += 1
        app.settings.animation_speed = rnd.choice(("fast", "normal", "instant"))
        session = Session(game_module("avant-carde"), {"seed": rnd.randrange(10 ** 6), **setup}, seats, agents=AGENTS)
        tables.append(launch.open_table(app, session))

    new_game()
    sent = 0
    while sent < EVENTS:
        if not app.running or not app.stack:
            app.running = True
            app.go_home()
        if isinstance(app.top, MainMenu) or (len(tables) < 12 and rnd.random() < 0.002):
            new_game()
        table = next((s for s in reversed(app.stack) if isinstance(s, AvantCardeTable)), None)
        roll = rnd.random()
        pos = _targets(app, rnd)
        batch = []
        if app.top is not table and rnd.random() < 0.2:      # people leave menus and rules, too
            batch = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)]
        elif roll < 0.40:
            batch = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rnd.choice((1, 1, 1, 3))),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        elif roll < 0.50 and table is not None and app.top is table and table.hand_rects():
            _, card = rnd.choice(table.hand_rects())
            end = _targets(app, rnd) if rnd.random() < 0.5 else table.L.own_line.center
            drag(app, card.center, end)
            sent += 8
            continue
        elif roll < 0.58:
            end = _targets(app, rnd)
            batch = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
        elif roll < 0.68:
            batch = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        elif roll < 0.72:
            dy = rnd.choice((-2, -1, 1, 2))
            batch = [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0,
                                        precise_y=float(dy))]
        elif roll < 0.97:
            k = rnd.choice(KEYS)
            mod = pygame.KMOD_CTRL if k == pygame.K_z else (pygame.KMOD_SHIFT if rnd.random() < 0.15 else 0)
            text = "?" if k == pygame.K_SLASH and mod & pygame.KMOD_SHIFT else ""
            batch = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0),
                     pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)]
        else:
            size = rnd.choice(SIZES)
            batch = [pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)]
        post(*batch)
        sent += max(1, len(batch))
        if table is not None:
            table.controller.wait_for_ai(5.0)
        app.step(dt=rnd.choice((0.016, 0.05, 0.2)))
    assert app.errors == []
    assert len(tables) >= 3
    moves = sum(len(t.controller.session.actions) for t in tables)
    human = sum(1 for t in tables for line in t.controller.session.log
                if line.seat is not None and t.controller.session.seats[line.seat].human)
    print(f"monkey: {len(tables)} games, {moves} moves, {human} human log lines")
    assert moves > 200, "the monkey hardly played"
    for t in tables:
        assert check_invariants(t.controller.state) == []
        assert not t.controller.errors
