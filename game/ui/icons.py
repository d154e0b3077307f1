"""Game icons drawn as polygons (never font glyphs): patron timings, award, change token, gem, first player.

Icons are drawn at several times their size and scaled down smoothly (pygame's
filled shapes have no anti-aliasing), then cached per name, size and colour.
"""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING

import pygame

from game.ui import theme

if TYPE_CHECKING:
    from collections.abc import Sequence

    from pygame.typing import ColorLike

NAMES = ("play", "buy", "award", "change", "gem", "first_player")
SUPERSAMPLE = 4

BOLT = [(0.50, 0.02), (0.18, 0.58), (0.45, 0.58), (0.33, 0.98), (0.84, 0.38), (0.56, 0.38), (0.80, 0.02)]
FAST_FORWARD = [[(0.06, 0.18), (0.50, 0.50), (0.06, 0.82)], [(0.50, 0.18), (0.94, 0.50), (0.50, 0.82)]]

GOLD = (206, 162, 72)
GOLD_DARK = (142, 104, 38)
GOLD_LIGHT = (240, 210, 140)
RIBBON = (168, 52, 44)
RIBBON_DARK = (118, 32, 30)


def _pts(points: Sequence[tuple[float, float]], box: tuple[float, float, float, float]) -> list[tuple[float, float]]:
    """Unit-square points mapped into ``box`` = (x, y, w, h)."""
    x, y, w, h = box
    return [(x + px * w, y + py * h) for px, py in points]


def polygon(surface: pygame.Surface, colour: ColorLike, points: Sequence[tuple[float, float]],
            box: tuple[float, float, float, float]) -> None:
    """Draw a unit-square polygon into ``box``."""
    pygame.draw.polygon(surface, colour, _pts(points, box))


def draw_timing(surface: pygame.Surface, timing: str, box: tuple[float, float, float, float],
                colour: ColorLike) -> None:
    """The patron timing mark: a zig-zag bolt for "play" (⚡), two triangles for "buy" (▶▶)."""
    if timing == "play":
        polygon(surface, colour, BOLT, box)
    elif timing == "buy":
        for tri in FAST_FORWARD:
            polygon(surface, colour, tri, box)


def star_points(cx: float, cy: float, r_out: float, r_in: float, n: int,
                phase: float = -math.pi / 2) -> list[tuple[float, float]]:
    """The corners of an ``n``-pointed star, alternating outer and inner radius."""
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = phase + i * math.pi / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _scallop(cx: float, cy: float, r: float, bumps: int, depth: float) -> list[tuple[float, float]]:
    """A circle with a scalloped edge (a rosette)."""
    pts = []
    for i in range(bumps * 12):
        a = 2 * math.pi * i / (bumps * 12)
        rr = r - depth * (1 - abs(math.cos(a * bumps / 2)))
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def _award(s: pygame.Surface, n: int) -> None:
    cx, cy = n * 0.5, n * 0.40
    for dx, lean in ((-0.16, -0.10), (0.16, 0.10)):  # two ribbon tails with a V notch
        x = cx + dx * n
        tail = [(x - 0.09 * n, cy), (x + 0.09 * n, cy), (x + (0.09 + lean) * n, n * 0.97),
                (x + lean * n, n * 0.86), (x + (lean - 0.09) * n, n * 0.97)]
        pygame.draw.polygon(s, RIBBON, tail)
        pygame.draw.polygon(s, RIBBON_DARK, tail, max(1, n // 60))
    pygame.draw.polygon(s, GOLD_DARK, _scallop(cx, cy + n * 0.012, n * 0.37, 14, n * 0.03))
    pygame.draw.polygon(s, GOLD, _scallop(cx, cy, n * 0.36, 14, n * 0.03))
    pygame.draw.circle(s, GOLD_LIGHT, (cx, cy), n * 0.25)
    pygame.draw.circle(s, GOLD_DARK, (cx, cy), n * 0.25, max(1, n // 50))
    pygame.draw.polygon(s, RIBBON, star_points(cx, cy, n * 0.16, n * 0.07, 5))


def _change(s: pygame.Surface, n: int) -> None:
    c = n / 2
    pygame.draw.circle(s, GOLD_DARK, (c, c + n * 0.025), n * 0.46)
    pygame.draw.circle(s, GOLD, (c, c), n * 0.46)
    pygame.draw.circle(s, GOLD_LIGHT, (c, c), n * 0.36)
    pygame.draw.circle(s, GOLD_DARK, (c, c), n * 0.36, max(1, n // 40))
    for i in range(24):  # milled rim
        a = 2 * math.pi * i / 24
        p1 = (c + n * 0.39 * math.cos(a), c + n * 0.39 * math.sin(a))
        p2 = (c + n * 0.44 * math.cos(a), c + n * 0.44 * math.sin(a))
        pygame.draw.line(s, GOLD_DARK, p1, p2, max(1, n // 50))
    digit = theme.font(round(n * 0.5), bold=True).render("1", True, GOLD_DARK)
    s.blit(digit, digit.get_rect(center=(c, c + n * 0.01)))


def _gem(s: pygame.Surface, n: int) -> None:
    top, girdle, tip = n * 0.22, n * 0.42, n * 0.92
    left, right = n * 0.06, n * 0.94
    tl, tr = n * 0.30, n * 0.70
    facets = [  # (points, colour): crown then pavilion, light from the top left
        ([(tl, top), (tr, top), (n * 0.5, girdle)], (150, 230, 218)),
        ([(left, girdle), (tl, top), (n * 0.5, girdle)], (96, 200, 188)),
        ([(right, girdle), (tr, top), (n * 0.5, girdle)], (52, 150, 142)),
        ([(left, girdle), (n * 0.5, girdle), (n * 0.5, tip)], (40, 150, 140)),
        ([(n * 0.5, girdle), (right, girdle), (n * 0.5, tip)], (22, 102, 98)),
    ]
    for pts, colour in facets:
        pygame.draw.polygon(s, colour, pts)
    outline = [(tl, top), (tr, top), (right, girdle), (n * 0.5, tip), (left, girdle)]
    w = max(1, n // 40)
    pygame.draw.polygon(s, (16, 70, 68), outline, w)
    pygame.draw.line(s, (16, 70, 68), (left, girdle), (right, girdle), w)
    pygame.draw.polygon(s, (236, 255, 250), star_points(n * 0.36, n * 0.30, n * 0.07, n * 0.02, 4))


def _first_player(s: pygame.Surface, n: int) -> None:
    """An artist's palette: the first player token."""
    wood, wood_dark = (214, 170, 112), (150, 108, 60)
    body = pygame.Rect(0, 0, round(n * 0.92), round(n * 0.74))
    body.center = (n * 0.5, n * 0.52)
    pygame.draw.ellipse(s, wood_dark, body.move(0, n * 0.025))
    pygame.draw.ellipse(s, wood, body)
    pygame.draw.ellipse(s, (0, 0, 0, 0), (n * 0.56, n * 0.55, n * 0.17, n * 0.13))  # thumb hole
    pygame.draw.ellipse(s, wood_dark, (n * 0.56, n * 0.55, n * 0.17, n * 0.13), max(1, n // 45))
    for (x, y), colour in zip(((0.25, 0.42), (0.42, 0.30), (0.62, 0.31), (0.78, 0.44), (0.30, 0.64)),
                              ((226, 128, 44), (196, 56, 52), (46, 100, 170), (122, 72, 152), (246, 242, 232))):
        pygame.draw.circle(s, colour, (x * n, y * n), n * 0.075)


_DRAW = {"award": _award, "change": _change, "gem": _gem, "first_player": _first_player}


@functools.lru_cache(maxsize=256)
def render_icon(name: str, size: float, colour: theme.Colour = theme.INK) -> pygame.Surface:
    """An icon as a ``size``×``size`` surface with alpha. ``colour`` tints the timing marks only."""
    if name not in NAMES:
        raise ValueError(f"unknown icon {name!r}; known: {', '.join(NAMES)}")
    size = max(4, int(size))
    n = size * SUPERSAMPLE
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    if name in ("play", "buy"):
        draw_timing(big, name, (0, 0, n, n), colour)
    else:
        _DRAW[name](big, n)
    return pygame.transform.smoothscale(big, (size, size))


@functools.lru_cache(maxsize=4)
def app_icon(size: int) -> pygame.Surface:
    """The window icon: a small Bauhaus study (accent sun, ink bar) on paper."""
    n = size * SUPERSAMPLE
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.rect(big, theme.PAPER, (0, 0, n, n), border_radius=n // 6)
    pygame.draw.circle(big, theme.ACCENT, (n * 0.42, n * 0.44), n * 0.27)
    pygame.draw.rect(big, theme.INK, (n * 0.60, n * 0.18, n * 0.12, n * 0.64))
    pygame.draw.polygon(big, theme.GOLD, [(n * 0.16, n * 0.84), (n * 0.52, n * 0.84), (n * 0.16, n * 0.60)])
    return pygame.transform.smoothscale(big, (size, size))
