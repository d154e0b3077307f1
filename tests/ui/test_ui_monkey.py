"""A monkey: thousands of random clicks, drags, wheels, keys, text and resizes across the shell, without an error."""

import random

import pygame
from ui_helpers import post

from game.ui.scenes.dialogs import ConfirmDialog, MessageDialog
from game.ui.scenes.handoff import HandOff
from game.ui.scenes.pause import PauseMenu

KEYS = (pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END,
        pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_a, pygame.K_1, pygame.K_F11)
SIZES = ((1280, 720), (640, 360), (800, 600), (1920, 1080), (1000, 1000), (1366, 768), (300, 200))
EVENTS = 3000


def _pos(rnd, app):
    """Half the time a random visible widget of the top scene, else anywhere (even just outside)."""
    w, h = app.size
    widgets = [x for x in app.top.ui.widgets if x.visible and x.rect.w > 0] if app.top else []
    if widgets and rnd.random() < 0.5:
        r = rnd.choice(widgets).rect
        return (rnd.randint(r.left, max(r.left, r.right - 1)), rnd.randint(r.top, max(r.top, r.bottom - 1)))
    return (rnd.randint(-5, w + 5), rnd.randint(-5, h + 5))


def _shell_scene(rnd, app):
    """A scene the menu cannot reach on its own yet (the table will push these)."""
    return rnd.choice((
        lambda: PauseMenu(app),
        lambda: HandOff(app, "Ada", lambda: None, arm_delay=0.1),
        lambda: ConfirmDialog(app, "Sure?", "A random question from the monkey.", lambda: None),
        lambda: MessageDialog(app, "Note", "Something happened."),
    ))()


def test_monkey(app):
    rnd = random.Random(20240607)
    app.actions.continue_game = lambda: app.push(MessageDialog(app, "Continue", "Not yet."))
    sent = 0
    while sent < EVENTS:
        if not app.running or not app.stack:  # Quit was clicked: start again
            app.running = True
            app.go_home()
        roll = rnd.random()
        pos = _pos(rnd, app)
        if roll < 0.30:
            batch = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rnd.choice((1, 1, 1, 3))),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        elif roll < 0.42:  # a drag
            end = _pos(rnd, app)
            batch = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)]
            batch += [pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] + (end[0] - pos[0]) * i // 4,
                                                                  pos[1] + (end[1] - pos[1]) * i // 4),
                                         rel=(1, 1), buttons=(1, 0, 0)) for i in range(1, 5)]
            batch.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        elif roll < 0.55:
            batch = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        elif roll < 0.62:
            dy = rnd.choice((-3, -1, 1, 3))
            batch = [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0,
                                        precise_y=float(dy))]
        elif roll < 0.88:
            k = rnd.choice(KEYS)
            mod = pygame.KMOD_SHIFT if rnd.random() < 0.2 else 0
            batch = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0),
                     pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)]
        elif roll < 0.94:
            batch = [pygame.event.Event(pygame.TEXTINPUT, text=rnd.choice(("a", "Zoë", "7", " ", "✓", "")))]
        elif roll < 0.975:
            size = rnd.choice(SIZES)
            batch = [pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)]
        else:
            app.push(_shell_scene(rnd, app))
            batch = []
        post(*batch)
        sent += max(1, len(batch))
        app.step(dt=rnd.choice((0.0, 0.016, 0.05, 0.3)))
        assert app.errors == [], app.errors[0]
    assert app.errors == []
