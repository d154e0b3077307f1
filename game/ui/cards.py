"""The app's cards drawn by code: the colour-blind-safe palette, pips and patterns, the card
back, and the finishing every face shares (rounded corners, highlight, dim, smooth scaling).

A game's own faces are drawn in its ui package (Avant Carde's: game/avant_carde/ui/faces.py).
Colour is never the only cue. Each main colour has its own pip shape and
background pattern — orange: circle and dots, red: triangle and diagonal
stripes, blue: square and waves, purple: diamond and checks — and the colourless
white 1 and gray 2 are plain, with a double (white) or dashed (gray) outline.
Cards are drawn at several times their size and scaled down smoothly.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from typing import TYPE_CHECKING

import pygame

from game.ui import theme

if TYPE_CHECKING:
    from collections.abc import Sequence

    from pygame.typing import ColorLike, RectLike

COLOURS = ("orange", "red", "blue", "purple", "white", "gray")
CARD_RATIO = 1.4  # height / width (a 5:7 card)
CREAM = (250, 246, 236)


@dataclasses.dataclass(frozen=True)
class Family:
    """How one card colour is drawn."""

    main: tuple[int, int, int]
    dark: tuple[int, int, int]
    light: tuple[int, int, int]
    shape: str      # pip shape: circle, triangle, square, diamond, or none
    pattern: str    # background: dots, stripes, waves, checks, or plain
    ink: tuple[int, int, int]      # index and centre number colour


FAMILIES = {
    "orange": Family((228, 130, 46), (146, 72, 18), (248, 208, 164), "circle", "dots", CREAM),
    "red": Family((194, 56, 52), (118, 28, 30), (240, 186, 178), "triangle", "stripes", CREAM),
    "blue": Family((46, 100, 168), (22, 50, 98), (182, 206, 234), "square", "waves", CREAM),
    "purple": Family((122, 74, 152), (68, 36, 94), (216, 194, 230), "diamond", "checks", CREAM),
    "white": Family((246, 242, 232), (58, 54, 50), (255, 253, 248), "none", "plain", (40, 36, 33)),
    "gray": Family((156, 154, 148), (66, 66, 64), (214, 212, 206), "none", "plain", (34, 34, 34)),
}


def card_size(width: float) -> tuple[int, int]:
    """(width, height) of a card ``width`` pixels wide."""
    return (int(width), round(width * CARD_RATIO))


def supersample(width: float) -> int:
    return 4 if width <= 120 else (3 if width <= 260 else 2)


# --- shapes and patterns ----------------------------------------------------

def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]] | None:
    """Outline of a pip shape of "radius" ``r`` (circles are returned as None)."""
    if shape == "triangle":
        return [(cx, cy - r * 1.08), (cx + r * 1.05, cy + r * 0.78), (cx - r * 1.05, cy + r * 0.78)]
    if shape == "square":
        k = r * 0.86
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "diamond":
        return [(cx, cy - r * 1.12), (cx + r * 1.0, cy), (cx, cy + r * 1.12), (cx - r * 1.0, cy)]
    return None


def draw_shape(surface: pygame.Surface, shape: str, centre: tuple[float, float], r: float, fill: ColorLike,
               outline: ColorLike | None = None, width: float = 0) -> None:
    """Draw a pip shape, optionally with an outline ``width`` pixels wide."""
    cx, cy = centre
    pts = shape_points(shape, cx, cy, r)
    if shape == "circle":
        if outline:
            pygame.draw.circle(surface, outline, centre, r + width)
        pygame.draw.circle(surface, fill, centre, r)
    elif pts:
        around = shape_points(shape, cx, cy, r + width * 1.5)
        if outline and around:
            pygame.draw.polygon(surface, outline, around)
        pygame.draw.polygon(surface, fill, pts)


def draw_dot_grid(surface: pygame.Surface, rect: pygame.Rect, colour: ColorLike, step: float, radius: float) -> None:
    """Dots of ``radius`` on a staggered (hexagonal) grid ``step`` apart, covering ``rect``."""
    row = 0
    y = rect.top + step / 2
    while y < rect.bottom + step:
        x = rect.left + (step / 2 if row % 2 else 0)
        while x < rect.right + step:
            pygame.draw.circle(surface, colour, (x, y), radius)
            x += step
        y += step * 0.87
        row += 1


def draw_pattern(surface: pygame.Surface, pattern: str, rect: RectLike, colour: ColorLike, u: float) -> None:
    """Fill ``rect`` with the colour's pattern in ``colour``; ``u`` is the design unit in pixels."""
    r = pygame.Rect(rect)
    step = 11 * u
    clip = surface.get_clip()
    surface.set_clip(r)
    if pattern == "dots":
        draw_dot_grid(surface, r, colour, step, 2.4 * u)
    elif pattern == "stripes":
        width = 3.4 * u
        x: float = r.left - r.h
        while x < r.right + step:
            pygame.draw.polygon(surface, colour, [(x, r.bottom), (x + width, r.bottom),
                                                   (x + width + r.h, r.top), (x + r.h, r.top)])
            x += step
    elif pattern == "waves":
        y = r.top + step / 2
        while y < r.bottom + step:
            pts = [(x, y + 2.6 * u * math.sin((x - r.left) / (22 * u) * 2 * math.pi))
                   for x in range(r.left - 2, r.right + 4, max(1, round(2 * u)))]
            pygame.draw.lines(surface, colour, False, pts, max(1, round(2.8 * u)))
            y += step
    elif pattern == "checks":
        cell = 7 * u
        j = 0
        y = float(r.top)
        while y < r.bottom:
            i = 0
            x = float(r.left)
            while x < r.right:
                if (i + j) % 2 == 0:
                    pygame.draw.rect(surface, colour, (round(x), round(y), math.ceil(cell), math.ceil(cell)))
                x += cell
                i += 1
            y += cell
            j += 1
    surface.set_clip(clip)


def stroked(text: str, fnt: pygame.font.Font, colour: ColorLike, stroke_colour: ColorLike,
            stroke: int) -> pygame.Surface:
    """Text with an outline ``stroke`` pixels thick, cropped to its ink."""
    core = fnt.render(text, True, colour)
    if stroke <= 0:
        return core.subsurface(core.get_bounding_rect()).copy()
    edge = fnt.render(text, True, stroke_colour)
    out = pygame.Surface((core.get_width() + 2 * stroke, core.get_height() + 2 * stroke), pygame.SRCALPHA)
    for k in range(16):
        a = 2 * math.pi * k / 16
        out.blit(edge, (stroke + round(stroke * math.cos(a)), stroke + round(stroke * math.sin(a))))
    out.blit(core, (stroke, stroke))
    return out.subsurface(out.get_bounding_rect()).copy()


def _rounded_mask(size: tuple[int, int], radius: float) -> pygame.Surface:
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(radius))
    return mask


def dashed_rect(surface: pygame.Surface, colour: ColorLike, rect: RectLike, width: int, dash: float,
                gap: float) -> None:
    r = pygame.Rect(rect)
    for (x1, y1), (x2, y2) in (((r.left, r.top), (r.right, r.top)), ((r.right, r.top), (r.right, r.bottom)),
                               ((r.right, r.bottom), (r.left, r.bottom)), ((r.left, r.bottom), (r.left, r.top))):
        length = math.hypot(x2 - x1, y2 - y1)
        t = 0.0
        while t < length:
            e = min(length, t + dash)
            pygame.draw.line(surface, colour, (x1 + (x2 - x1) * t / length, y1 + (y2 - y1) * t / length),
                             (x1 + (x2 - x1) * e / length, y1 + (y2 - y1) * e / length), width)
            t += dash + gap


def finish_card(big: pygame.Surface, size: tuple[int, int], radius: float, outline: ColorLike, highlighted: bool,
                dimmed: bool) -> pygame.Surface:
    """Round the corners, outline, apply highlight / dim, and scale down to ``size``."""
    W, H = big.get_size()
    u = W / 180
    pygame.draw.rect(big, outline, big.get_rect(), max(1, round(2 * u)), border_radius=round(radius))
    if highlighted:
        pygame.draw.rect(big, (244, 196, 76), big.get_rect(), round(6 * u), border_radius=round(radius))
        pygame.draw.rect(big, (255, 236, 170), big.get_rect().inflate(-round(12 * u), -round(12 * u)),
                         max(1, round(1.5 * u)), border_radius=round(radius - 6 * u))
    if dimmed:
        veil = pygame.Surface((W, H), pygame.SRCALPHA)
        veil.fill((108, 102, 94, 150))
        big.blit(veil, (0, 0))
    big.blit(_rounded_mask((W, H), radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out = pygame.transform.smoothscale(big, size)
    # Smooth scaling rounds opaque alpha down a touch; make all but the rounded corners fully opaque again.
    r = math.ceil(radius * size[0] / W)
    for rect in ((r, 0, size[0] - 2 * r, size[1]), (0, r, size[0], size[1] - 2 * r)):
        out.fill((0, 0, 0, 255), rect, special_flags=pygame.BLEND_RGBA_MAX)
    return out


@functools.lru_cache(maxsize=64)
def render_swatch(colour: str, size: Sequence[float], patterns: bool = True) -> pygame.Surface:
    """A plain card of one palette colour: its background pattern (when ``patterns``) and its pip
    shape, large — how the palette tells colours apart without a game's face (the Settings preview)."""
    w, h = int(size[0]), int(size[1])
    k = supersample(w)
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    u = w * k / 180
    fam = FAMILIES[colour]
    big.fill(fam.main)
    if patterns:
        draw_pattern(big, fam.pattern, big.get_rect(), theme.shade(fam.main, 0.76), u)
    if fam.shape != "none":
        draw_shape(big, fam.shape, (w * k / 2, h * k / 2), 46 * u, CREAM, fam.dark, 3 * u)
    return finish_card(big, (w, h), 11 * u, fam.dark, False, False)


# --- back -----------------------------------------------------------------

BACK = (30, 34, 48)
BACK_LINE = (44, 50, 68)
BACK_GOLD = (196, 162, 96)


def _draw_back(s: pygame.Surface, u: float) -> None:
    """Art-deco back: a diamond lattice, a double gold frame, corner fans and a sunburst medallion."""
    W, H = s.get_size()
    s.fill(BACK)
    step = 16 * u
    x: float = -H
    while x < W + H:  # diamond lattice
        pygame.draw.line(s, BACK_LINE, (x, 0), (x + H, H), max(1, round(0.9 * u)))
        pygame.draw.line(s, BACK_LINE, (x, H), (x + H, 0), max(1, round(0.9 * u)))
        x += step
    outer = pygame.Rect(0, 0, W, H).inflate(-round(16 * u), -round(16 * u))
    inner = outer.inflate(-round(7 * u), -round(7 * u))
    pygame.draw.rect(s, BACK, inner)
    pygame.draw.rect(s, BACK_GOLD, outer, max(1, round(1.6 * u)), border_radius=round(5 * u))
    pygame.draw.rect(s, BACK_GOLD, inner, max(1, round(0.9 * u)), border_radius=round(3 * u))
    for cx, cy, a0 in ((inner.left, inner.top, 0), (inner.right, inner.top, 90),
                       (inner.right, inner.bottom, 180), (inner.left, inner.bottom, 270)):
        for rr in (10, 16, 22):  # quarter-circle fans in each corner
            rect = pygame.Rect(0, 0, 2 * rr * u, 2 * rr * u)
            rect.center = (cx, cy)
            start = math.radians(-a0 - 90)
            pygame.draw.arc(s, BACK_GOLD, rect, start, start + math.pi / 2, max(1, round(0.9 * u)))
    c = (W / 2, H / 2)
    pygame.draw.circle(s, (40, 46, 64), c, 46 * u)
    for i in range(32):  # sunburst
        a = 2 * math.pi * i / 32
        b = a + math.pi / 32
        pts = [(c[0] + 19 * u * math.cos(a), c[1] + 19 * u * math.sin(a)),
               (c[0] + 42 * u * math.cos((a + b) / 2), c[1] + 42 * u * math.sin((a + b) / 2)),
               (c[0] + 19 * u * math.cos(b), c[1] + 19 * u * math.sin(b))]
        pygame.draw.polygon(s, BACK_GOLD if i % 2 == 0 else (122, 104, 70), pts)
    pygame.draw.circle(s, BACK_GOLD, c, 46 * u, max(1, round(1.6 * u)))
    pygame.draw.circle(s, BACK_GOLD, c, 17 * u)
    pygame.draw.circle(s, BACK, c, 15 * u)
    v = [(-9, -7), (-5, -7), (0, 4.5), (5, -7), (9, -7), (1.6, 9), (-1.6, 9)]  # the "V" monogram
    pygame.draw.polygon(s, BACK_GOLD, [(c[0] + x * u, c[1] + y * u) for x, y in v])
    for dy in (-1, 1):  # little diamonds above and below the medallion
        d = (c[0], c[1] + dy * 62 * u)
        pygame.draw.polygon(s, BACK_GOLD, [(d[0], d[1] - 6 * u), (d[0] + 4 * u, d[1]),
                                           (d[0], d[1] + 6 * u), (d[0] - 4 * u, d[1])])


@functools.lru_cache(maxsize=32)
def render_card_back(size: Sequence[float], highlighted: bool = False, dimmed: bool = False) -> pygame.Surface:
    """The card back at ``size`` = (w, h), cached."""
    w, h = int(size[0]), int(size[1])
    k = supersample(w)
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    u = w * k / 180
    _draw_back(big, u)
    return finish_card(big, (w, h), 11 * u, (18, 20, 28), highlighted, dimmed)
