"""The brushes of the generated paintings: strokes, curves, gradients and dabs of colour."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

import pygame
from pygame.typing import RectLike

from game.art_decko.ui.style import RGB
from game.ui import theme

Pt = tuple[float, float]
Palette = dict[str, RGB]


def stroke(s: pygame.Surface, colour: RGB, pts: Sequence[Pt], width: float) -> None:
    """A polyline with round joins and caps (pygame's wide lines have square gaps)."""
    if len(pts) < 2:
        return
    width = max(1, int(width))
    pygame.draw.lines(s, colour, False, pts, width)
    if width > 3:
        r = width / 2
        for p in pts:
            pygame.draw.circle(s, colour, p, r)


def bezier(p0: Pt, p1: Pt, p2: Pt, p3: Pt, n: int = 32) -> list[Pt]:
    pts = []
    for i in range(n + 1):
        t = i / n
        a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t ** 2, t ** 3
        pts.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return pts


def taper(s: pygame.Surface, colour: RGB, pts: Sequence[Pt], w0: float, w1: float) -> None:
    """A stroke whose width goes from ``w0`` to ``w1`` (a brush line)."""
    n = len(pts)
    for i, p in enumerate(pts):
        pygame.draw.circle(s, colour, p, max(0.6, (w0 + (w1 - w0) * i / max(1, n - 1)) / 2))


def gradient(s: pygame.Surface, rect: RectLike, top: RGB, bottom: RGB) -> None:
    r = pygame.Rect(rect)
    s.blit(theme.vertical_gradient(r.size, top, bottom), r.topleft)


def spiral(cx: float, cy: float, r0: float, turns: float, direction: int = 1, n: int = 60) -> list[Pt]:
    pts = []
    for i in range(n + 1):
        t = i / n
        a = direction * t * turns * 2 * math.pi
        r = r0 * (1 - t * 0.85)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def arch_points(rect: RectLike, steps: int = 40) -> list[Pt]:
    """Outline of a round-topped arch filling ``rect``."""
    r = pygame.Rect(rect)
    rad = r.w / 2
    pts: list[Pt] = [(r.left, r.bottom), (r.left, r.top + rad)]
    for i in range(steps + 1):
        a = math.pi + math.pi * i / steps
        pts.append((r.centerx + rad * math.cos(a), r.top + rad + rad * math.sin(a)))
    pts += [(r.right, r.top + rad), (r.right, r.bottom)]
    return pts


def ellipse_pts(cx: float, cy: float, rx: float, ry: float, n: int = 40, rot: float = 0.0) -> list[Pt]:
    c, s_ = math.cos(rot), math.sin(rot)
    return [(cx + rx * math.cos(2 * math.pi * i / n) * c - ry * math.sin(2 * math.pi * i / n) * s_,
             cy + rx * math.cos(2 * math.pi * i / n) * s_ + ry * math.sin(2 * math.pi * i / n) * c) for i in range(n)]


def jitter(rnd: random.Random, colour: RGB, amount: float) -> RGB:
    r, g, b = (max(0, min(255, round(c + rnd.uniform(-amount, amount)))) for c in colour)
    return r, g, b


def dab(s: pygame.Surface, rnd: random.Random, colour: RGB, x: float, y: float, length: float, width: float,
        angle: float) -> None:
    dx, dy = math.cos(angle) * length / 2, math.sin(angle) * length / 2
    pygame.draw.line(s, colour, (x - dx, y - dy), (x + dx, y + dy), max(1, int(width)))


def dab_field(s: pygame.Surface, rnd: random.Random, rect: RectLike, colours: Sequence[RGB], count: int, length: float,
              width: float, angle: float = 0.0, spread: float = 0.5, amount: float = 14,
              inside: Callable[[float, float], bool] | None = None) -> None:
    r = pygame.Rect(rect)
    for _ in range(count):
        x, y = rnd.uniform(r.left, r.right), rnd.uniform(r.top, r.bottom)
        if inside is not None and not inside(x, y):
            continue
        c = jitter(rnd, rnd.choice(colours), amount)
        dab(s, rnd, c, x, y, length * rnd.uniform(0.7, 1.3), width * rnd.uniform(0.8, 1.2),
            angle + rnd.uniform(-spread, spread))
