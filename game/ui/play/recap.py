"""The recap panel: each other player's moves since your previous turn, one player at a time
(Previous / Next, or the arrow keys); R or Escape closes it. The steps come from the table's
controller (:func:`game.engine.recap.recap`); :func:`step_caption` is the pure heading of a step."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.i18n import M
from game.ui import theme
from game.ui.scenes.modal import ModalScene
from game.ui.text import wrap
from game.ui.widgets import Button

if TYPE_CHECKING:
    from collections.abc import Sequence

WIDTH, HEIGHT = 620, 440
EMPTY = "Nobody else has moved since your last turn."


def step_caption(steps: Sequence[Any], index: int) -> str:
    """The heading of step ``index``: whose moves, and where in the recap they are."""
    if not steps:
        return "Since your last turn"
    return M("{name} · {index} of {len}", name=steps[index].name, index=index + 1, len=len(steps))


class RecapScene(ModalScene):
    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.steps = table.controller.recap()
        self.index = 0
        self.prev = self.ui.add(Button("Previous", lambda: self.go(-1), style="secondary"))
        self.next = self.ui.add(Button("Next", lambda: self.go(1), style="primary"))
        self.close_button = self.ui.add(Button("Close", self.cancel, style="quiet"))
        self.go(0)
        app.play_sound("open")

    def go(self, delta: int) -> None:
        self.index = max(0, min(len(self.steps) - 1, self.index + delta)) if self.steps else 0
        for b, enabled in ((self.prev, self.index > 0), (self.next, self.index < len(self.steps) - 1)):
            b.enable() if enabled else b.disable("No more moves this way")
        self.app.dirty = True

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_r:
                self.cancel()
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.go(-1 if event.key == pygame.K_LEFT else 1)
                return
        super().handle_event(event)

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.s(WIDTH), w - self.s(40)), min(self.s(HEIGHT), h - self.s(40)))
        self.panel.center = (w // 2, h // 2)
        pad, bh, bw = self.s(24), self.s(theme.BUTTON_H - 4), self.s(130)
        y = self.panel.bottom - pad - bh
        self.close_button.place((self.panel.left + pad, y, bw, bh), self.scale)
        self.next.place((self.panel.right - pad - bw, y, bw, bh), self.scale)
        self.prev.place((self.panel.right - pad - 2 * bw - self.s(10), y, bw, bh), self.scale)

    def draw_content(self, surface: pygame.Surface) -> None:
        pad = self.s(24)
        x, y = self.panel.left + pad, self.panel.top + pad
        theme.blit_text(surface, "Since your last turn", self.s(theme.TEXT_S), theme.INK_SOFT, (x, y))
        y += self.s(22)
        if self.steps:
            seat = self.steps[self.index].seat
            pygame.draw.circle(surface, self.table.seat_colour(seat), (x + self.s(8), y + self.s(14)), self.s(7))
            theme.seat_marker(surface, seat, (x + self.s(8), y + self.s(14)), self.s(3), theme.INK)
        title = step_caption(self.steps, self.index) if self.steps else EMPTY
        y = theme.blit_text(surface, title, self.s(24), theme.INK, (x + (self.s(24) if self.steps else 0), y),
                            bold=True).bottom + self.s(12)
        size = self.s(theme.TEXT)
        line_h = theme.font(size).get_linesize()
        bottom = self.panel.bottom - pad - self.s(theme.BUTTON_H) - self.s(8)
        inner = self.panel.w - 2 * pad - self.s(16)
        for text in (self.steps[self.index].lines if self.steps else ()):
            for k, line in enumerate(wrap(text, theme.font(size), inner)):
                if y + line_h > bottom:
                    theme.blit_text(surface, "…", size, theme.INK_SOFT, (x, y))
                    return
                if k == 0:
                    pygame.draw.circle(surface, theme.ACCENT, (x + self.s(4), y + line_h // 2), self.s(3))
                theme.blit_text(surface, line, size, theme.INK, (x + self.s(16), y))
                y += line_h
