"""Short animations for the Art Decko table, derived from game events.

- :class:`Flight` — a card (or token) image moving between two rects along a gentle arc;
- :class:`Floater` — a rising "+7 VP" label that fades;
- :class:`Pulse` — a ring that swells and fades around something that changed;
- :class:`Tween` — a number easing towards its target (rating markers, scores).

Durations scale with the animation-speed setting; at "instant" nothing is queued and
tweens jump straight to their targets.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame.typing import RectLike

from game.art_decko.ui.style import RGB
from game.ui import theme
from game.ui.anim import Timed, ease_in_out, ease_out

FLIGHT = 0.42
FLOAT = 1.1
PULSE = 0.6
TWEEN_RATE = 9.0      # 1/seconds: how quickly a tween closes its gap


class Flight(Timed):
    def __init__(self, image: pygame.Surface, start: RectLike, end: RectLike, duration: float, delay: float = 0.0,
                 arc: float = 0.0) -> None:
        self.image = image
        self.start, self.end = pygame.Rect(start), pygame.Rect(end)
        super().__init__(duration, delay)
        self.arc = arc

    def draw(self, surface: pygame.Surface) -> None:
        t = self.progress()
        if t is None:
            return
        e = ease_in_out(t)
        a, b = self.start, self.end
        w = max(1, round(a.w + (b.w - a.w) * e))
        h = max(1, round(a.h + (b.h - a.h) * e))
        cx = a.centerx + (b.centerx - a.centerx) * e
        cy = a.centery + (b.centery - a.centery) * e - self.arc * 4 * t * (1 - t)
        img = self.image
        if img.get_size() != (w, h):
            img = pygame.transform.smoothscale(img, (w, h))
        r = img.get_rect(center=(round(cx), round(cy)))
        theme.draw_shadow(surface, r, max(2, w // 12), max(3, w // 8), (0, max(2, w // 14)), alpha=60)
        surface.blit(img, r)


class Floater(Timed):
    def __init__(self, text: str, pos: tuple[float, float], colour: RGB, size: int, duration: float, delay: float = 0.0,
                 rise: float = 40) -> None:
        super().__init__(duration, delay)
        self.text, self.pos, self.colour, self.size, self.rise = text, pos, colour, size, rise

    def draw(self, surface: pygame.Surface) -> None:
        t = self.progress()
        if t is None:
            return
        img = theme.text(self.text, self.size, self.colour, bold=True).copy()
        alpha = round(255 * (1 - max(0.0, t - 0.55) / 0.45))
        img.set_alpha(alpha)
        r = img.get_rect(center=(self.pos[0], self.pos[1] - self.rise * ease_out(t)))
        back = pygame.Rect(r).inflate(self.size // 2, self.size // 5)
        veil = pygame.Surface(back.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (*theme.SURFACE, alpha), veil.get_rect(), border_radius=back.h // 2)
        surface.blit(veil, back)
        surface.blit(img, r)


class Pulse(Timed):
    def __init__(self, rect: RectLike, colour: RGB, duration: float, delay: float = 0.0, width: int = 3) -> None:
        super().__init__(duration, delay)
        self.rect, self.colour, self.width = pygame.Rect(rect), colour, width

    def draw(self, surface: pygame.Surface) -> None:
        t = self.progress()
        if t is None:
            return
        grow = round(self.width * 4 * ease_out(t))
        r = self.rect.inflate(grow * 2, grow * 2)
        layer = pygame.Surface(r.inflate(4, 4).size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*self.colour, round(230 * (1 - t))), layer.get_rect().inflate(-4, -4),
                         self.width, border_radius=max(2, self.width * 3))
        surface.blit(layer, r.inflate(4, 4))


class Tween:
    """A displayed number that eases to its target."""

    __slots__ = ("target", "value")

    def __init__(self, value: float) -> None:
        self.value = self.target = float(value)

    def set(self, target: float, instant: bool = False) -> None:
        self.target = float(target)
        if instant:
            self.value = self.target

    @property
    def moving(self) -> bool:
        return abs(self.value - self.target) > 0.01

    def update(self, dt: float, factor: float) -> None:
        if factor <= 0:
            self.value = self.target
            return
        gap = self.target - self.value
        step = min(1.0, dt * TWEEN_RATE / max(0.2, factor))
        self.value = self.target if abs(gap) < 0.05 else self.value + gap * step


class Animator:
    """The running animations of one table."""

    def __init__(self, settings: Any) -> None:
        self.settings = settings
        self.items: list[Flight | Floater | Pulse] = []

    @property
    def factor(self) -> float:
        return float(self.settings.animation_factor)

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def clear(self) -> None:
        self.items.clear()

    def fly(self, image: pygame.Surface | None, start: RectLike, end: RectLike, delay: float = 0.0,
            arc: float = 0.0) -> None:
        if self.factor > 0 and image is not None:
            self.items.append(Flight(image, start, end, FLIGHT * self.factor, delay * self.factor, arc))

    def floater(self, text: str, pos: tuple[float, float], colour: RGB, size: int, delay: float = 0.0,
                rise: float = 40) -> None:
        if self.factor > 0:
            self.items.append(Floater(text, pos, colour, size, FLOAT * self.factor, delay * self.factor, rise))

    def pulse(self, rect: RectLike, colour: RGB, delay: float = 0.0, width: int = 3) -> None:
        if self.factor > 0:
            self.items.append(Pulse(rect, colour, PULSE * self.factor, delay * self.factor, width))

    def update(self, dt: float) -> None:
        for item in self.items:
            item.age += dt
        self.items = [i for i in self.items if not i.done]

    def draw(self, surface: pygame.Surface) -> None:
        for item in self.items:
            item.draw(surface)
