"""What is drawn over the table's cached layer each frame: the card chooser's panel, the newest
toast, the AI's thinking dots, and the log drawer. Like the painter, it reads only the frame."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game.avant_carde.ui import captions, style
from game.avant_carde.ui.draw import Painter
from game.avant_carde.ui.frame import Frame
from game.avant_carde.ui.model import SeatView
from game.ui import theme
from game.ui.text import blit_fitted

STATUS_ROOM = 150      # design px the status line keeps beside a long toast


class Overlays:
    def __init__(self, painter: Painter) -> None:
        self.painter = painter      # shares its frame, its text helper and where toasts go

    @property
    def f(self) -> Frame:
        return self.painter.f

    @property
    def s(self) -> Callable[[float], int]:
        return self.painter.s

    def text(self, *args: Any, **kw: Any) -> pygame.Rect:
        return self.painter.text(*args, **kw)

    def status_word(self, sv: SeatView) -> str:
        return self.painter.status_word(sv, self.f.hidden.get(("money", sv.seat), 0))

    def draw_chooser(self, surface: pygame.Surface) -> None:
        t = self.f
        ch = t.chooser
        if ch is None:
            return
        r = ch["panel"]
        theme.draw_panel(surface, r, t.scale, elevation=1.6)
        self.text(surface, ch["title"], theme.TEXT_S, theme.INK, (r.left + self.s(12), r.top + self.s(8)), bold=True)
        for label, pos in ch.get("labels", []):
            self.text(surface, label, 12, theme.INK_SOFT, pos)

    def draw_status(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The top bar's status line and, right of it, the newest toast: a message never hides what
        the table is waiting for (the status is shortened while a toast shows, never covered)."""
        t = self.f
        r = t.L.top
        left = self.painter.toast_left
        right = t.status_right - self.s(16)
        toast = t.toasts[-1] if t.toasts else None
        a = toast.alpha() if toast is not None else 0
        box = None
        if toast is not None and a > 0:
            # The whole message, in a smaller size if need be: a status line of a few words stays beside it.
            room = right - left - self.s(STATUS_ROOM) - self.s(32)
            size = next((sz for sz in (self.s(theme.TEXT), self.s(theme.TEXT_S))
                         if theme.font(sz, bold=True).size(toast.text)[0] <= room), self.s(theme.TEXT_S))
            text = style.fit_text(toast.text, size, room, bold=True)
            img = theme.text(text, size, theme.SURFACE, bold=True)
            box = pygame.Rect(0, 0, img.get_width() + self.s(32), r.h - self.s(12))
            box.midright = (right, r.centery)
        limit = (box.left - self.s(12) if box else right) - left
        if limit > self.s(40) and t.status:      # two smaller lines before any cut: "…, ou arrêtez." stays
            blit_fitted(surface, t.status, self.s(theme.TEXT), theme.INK_SOFT, pygame.Rect(left, r.top, limit, r.h),
                        align="left")
        if toast is not None and box is not None:
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            fill = theme.ACCENT_DARK if toast.tone == "big" else theme.NIGHT
            pygame.draw.rect(layer, (*fill, 255), layer.get_rect(), border_radius=box.h // 2)
            layer.blit(img, img.get_rect(center=(box.w // 2, box.h // 2)))
            layer.set_alpha(a)
            surface.blit(layer, box)
        return box

    def draw_thinking(self, surface: pygame.Surface, age: float) -> None:
        """A gentle three-dot pulse on the plate of the seat being waited for."""
        t = self.f
        seat = t.view.waiting_for
        if seat is None or t.view.over:
            return
        pr = t.places.plates.get(seat)
        if pr is None:
            return
        sv = t.view.seats[seat]
        word = self.status_word(sv)
        tw = theme.font(self.s(12), bold=sv.acting).size(word)[0] if word else 0
        x, y = pr.status.left + tw + self.s(9), pr.status.centery
        if style.dots_after_kind(pr, self.s):      # a short plate: after "AI · medium" instead
            sub = captions.seat_kind(sv)
            x = pr.sub.left + self.s(16) + theme.font(self.s(12)).size(sub)[0] + self.s(10)
            y = pr.sub.centery
        for i in range(3):
            phase = (age * 2.2 - i * 0.25) % 1.0
            a = 0.35 + 0.65 * max(0.0, 1 - abs(phase - 0.5) * 2)
            colour = theme.lerp_colour(theme.SURFACE, theme.ACCENT, a)
            pygame.draw.circle(surface, colour, (x + i * self.s(9), y), self.s(3))

    def draw_log_drawer(self, surface: pygame.Surface) -> None:
        t = self.f
        r = t.L.log
        theme.draw_shadow(surface, r, self.s(theme.RADIUS_L), self.s(14), (0, self.s(6)), alpha=80)
        theme.draw_panel(surface, r, t.scale, elevation=0)
        head = pygame.Rect(r.left, r.top, r.w, self.s(34))
        self.text(surface, "GAME LOG", 12, theme.ACCENT, (r.left + self.s(14), head.centery), "midleft", bold=True)
        self.text(surface, "L to close", 12, theme.INK_FAINT, (r.right - self.s(14), head.centery), "midright")
        t.draw_log(surface, pygame.Rect(r.left + self.s(4), head.bottom, r.w - self.s(8),
                                        r.bottom - head.bottom - self.s(4)))
