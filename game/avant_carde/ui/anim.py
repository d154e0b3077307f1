"""Short table animations: cards and icons flying between places, pulses, and toasts.

The table derives them from the events of ``apply`` (see ``AvantCardeTable._animate``).
Durations are multiplied by the animation-speed setting; at "instant" no flight is made
at all (toasts still show, without fading).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.anim import Timed, ease_in_out, ease_out

CARD_FLIGHT = 0.34     # seconds, at normal speed
ICON_FLIGHT = 0.55
STAGGER = 0.09
TOAST_TIME = 2.2
TOAST_FADE = 0.25


class Flight(Timed):
    """An image moving (and resizing) from one rect to another, optionally fading or arcing."""

    def __init__(self, image: pygame.Surface, start: Any, end: Any, duration: float, delay: float = 0.0,
                 hide: tuple[Any, ...] | None = None, fade_out: bool = False, arc: float = 0.0) -> None:
        self.image = image
        self.start, self.end = pygame.Rect(start), pygame.Rect(end)
        super().__init__(duration, delay)
        self.hide, self.fade_out, self.arc = hide, fade_out, arc

    def rect_at(self, t: float) -> pygame.Rect:
        e = ease_in_out(t) if self.arc else ease_out(t)
        a, b = self.start, self.end
        x = a.x + (b.x - a.x) * e
        y = a.y + (b.y - a.y) * e - self.arc * 4 * t * (1 - t)
        w = a.w + (b.w - a.w) * e
        h = a.h + (b.h - a.h) * e
        return pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))

    def draw(self, surface: pygame.Surface) -> None:
        t = self.progress()
        if t is None:
            return
        r = self.rect_at(t)
        img = self.image
        if img.get_size() != r.size:
            img = pygame.transform.smoothscale(img, r.size)
        if self.fade_out:
            img = img.copy() if img is self.image else img
            img.set_alpha(round(255 * (1 - t) ** 1.5))
        # A soft shadow that grows as the card "lifts".
        lift = 4 * t * (1 - t)
        if lift > 0.05 and not self.fade_out and r.w > 20:
            theme.draw_shadow(surface, r, max(3, r.w // 12), max(3, r.w // 10), (0, round(r.w * 0.06 * lift)),
                              alpha=round(70 * lift))
        surface.blit(img, r)


class Pulse(Timed):
    """A ring that swells and fades around a rect (something changed here)."""

    def __init__(self, rect: Any, colour: tuple[int, int, int], duration: float, delay: float = 0.0,
                 width: int = 3) -> None:
        super().__init__(duration, delay)
        self.rect, self.colour, self.width = pygame.Rect(rect), colour, width
        self.hide: tuple[Any, ...] | None = None

    def draw(self, surface: pygame.Surface) -> None:
        t = self.progress()
        if t is None:
            return
        grow = round(self.rect.w * 0.12 * ease_out(t)) + 2
        r = self.rect.inflate(grow * 2, grow * 2)
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*self.colour, round(230 * (1 - t))), layer.get_rect(), self.width,
                         border_radius=max(4, r.w // 10))
        surface.blit(layer, r)


class Toast(Timed):
    """A short banner at the top of the table ("Round 3 — Ada plays first")."""

    def __init__(self, text: str, duration: float, fades: bool, tone: str = "info") -> None:
        super().__init__(duration)
        self.text, self.fades, self.tone = text, fades, tone

    def alpha(self) -> int:
        if not self.fades:
            return 255
        a = min(1.0, self.age / TOAST_FADE, (self.duration - self.age) / TOAST_FADE)
        return round(255 * max(0.0, a))


class Animator:
    """The running animations of a table."""

    def __init__(self, factor: float = 1.0) -> None:
        self.factor = factor
        self.items: list[Flight | Pulse] = []     # flights and pulses
        self.toasts: list[Toast] = []

    @property
    def enabled(self) -> bool:
        return self.factor > 0

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def clear(self) -> None:
        self.items.clear()

    def fly(self, image: pygame.Surface | None, start: Any, end: Any, kind: str = "card", delay: float = 0.0,
            hide: tuple[Any, ...] | None = None, fade_out: bool = False, arc: float = 0.0) -> Flight | None:
        if not self.enabled or image is None or start is None or end is None:
            return None
        base = CARD_FLIGHT if kind == "card" else ICON_FLIGHT
        f = Flight(image, start, end, base * self.factor, delay * self.factor, hide, fade_out, arc)
        self.items.append(f)
        return f

    def hold(self, image: pygame.Surface | None, rect: Any, seconds: float, delay: float = 0.0,
             hide: tuple[Any, ...] | None = None) -> Flight | None:
        """``image`` kept still over ``rect`` for ``seconds`` (a flight that goes nowhere)."""
        if not self.enabled or image is None:
            return None
        f = Flight(image, rect, rect, seconds * self.factor, delay * self.factor, hide)
        self.items.append(f)
        return f

    def pulse(self, rect: Any, colour: tuple[int, int, int], delay: float = 0.0, width: int = 3) -> Pulse | None:
        if not self.enabled or rect is None:
            return None
        p = Pulse(rect, colour, 0.6 * self.factor, delay * self.factor, width)
        self.items.append(p)
        return p

    def toast(self, text: str, tone: str = "info") -> None:
        self.toasts = [t for t in self.toasts if t.text != text][-2:]
        self.toasts.append(Toast(text, TOAST_TIME * max(0.6, self.factor or 0.6), self.enabled, tone))

    def hidden(self) -> dict[tuple[Any, ...], int]:
        """Keys of things the table must not draw yet (a card still flying to its place), with how
        many flights carry each (awards fly one by one: the counter rises as they land)."""
        out: dict[tuple[Any, ...], int] = {}
        for f in self.items:
            if f.hide is not None:
                out[f.hide] = out.get(f.hide, 0) + 1
        return out

    def update(self, dt: float) -> bool:
        changed = False
        for f in self.items:
            f.age += dt
        if any(f.done for f in self.items):
            self.items = [f for f in self.items if not f.done]
            changed = True
        for t in self.toasts:
            t.age += dt
        if any(t.done for t in self.toasts):
            self.toasts = [t for t in self.toasts if not t.done]
            changed = True
        return changed

    def wake_in(self) -> float | None:
        if self.items:
            return 0
        if any(t.fades and (t.age < TOAST_FADE or t.duration - t.age < TOAST_FADE) for t in self.toasts):
            return 0
        if self.toasts:
            return max(0.0, min(t.duration - t.age - (TOAST_FADE if t.fades else 0) for t in self.toasts))
        return None

    def draw(self, surface: pygame.Surface) -> None:
        for f in self.items:
            f.draw(surface)
