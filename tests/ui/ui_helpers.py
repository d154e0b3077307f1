"""Helpers for the UI tests: post real pygame events and pump frames."""

import pygame


def post(*events):
    for e in events:
        pygame.event.post(e)


def click(app, pos, frames=1):
    """Move to ``pos``, press and release the left button there, then run frames."""
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run(app, frames)


def press(app, key, mod=0, frames=1):
    post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    run(app, frames)


def run(app, frames=1, dt=0.05):
    """Pump the queue and advance ``frames`` frames of ``dt`` seconds."""
    for _ in range(frames):
        app.step(dt=dt)


def drawn_texts(app, monkeypatch):
    """Redraw the whole stack once and return every ``theme.blit_text`` call as ``(text, rect)``."""
    from game.ui import theme

    drawn = []
    real = theme.blit_text

    def record(surface, s, *args, **kwargs):
        rect = real(surface, s, *args, **kwargs)
        drawn.append((s, rect))
        return rect

    monkeypatch.setattr(theme, "blit_text", record)
    app.dirty = True
    run(app)
    monkeypatch.setattr(theme, "blit_text", real)
    return drawn


def letters(rect):
    """A drawn text's rect without the font's line spacing above and below its letters (two texts
    overlap when these overlap)."""
    cut = rect.h // 4
    return pygame.Rect(rect.left, rect.top + cut, rect.w, rect.h - 2 * cut)
