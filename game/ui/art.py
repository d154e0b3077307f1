"""Abstract avant-garde artworks (Bauhaus / Kandinsky studies), generated deterministically from a seed.

The same seed and palette always give the same picture. Shapes are drawn with
plain pygame primitives; callers draw at a multiple of the final size and scale
down smoothly, which anti-aliases everything at once.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

import pygame

from game.ui import theme

if TYPE_CHECKING:

    from pygame.typing import ColorLike, RectLike

CREAM = (247, 241, 228)
INK = (34, 30, 28)


def palette(main: theme.Colour, dark: theme.Colour, light: theme.Colour) -> dict[str, theme.Colour]:
    """A colour family for :func:`compose`: the family's tones plus ink, cream and a muted gold."""
    return {"main": main, "dark": dark, "light": light, "mid": theme.lerp_colour(main, light, 0.45),
            "ink": INK, "cream": CREAM, "gold": (212, 170, 84)}


def _thick_arc(surface: pygame.Surface, colour: ColorLike, centre: tuple[float, float], radius: float, width: float,
               start: float, end: float, steps: int = 40) -> None:
    """A filled band along a circle from angle ``start`` to ``end`` (radians)."""
    cx, cy = centre
    outer = [(cx + radius * math.cos(start + (end - start) * i / steps),
              cy + radius * math.sin(start + (end - start) * i / steps)) for i in range(steps + 1)]
    inner = [(cx + (radius - width) * math.cos(start + (end - start) * i / steps),
              cy + (radius - width) * math.sin(start + (end - start) * i / steps)) for i in range(steps, -1, -1)]
    pygame.draw.polygon(surface, colour, outer + inner)


def _bar(surface: pygame.Surface, colour: ColorLike, centre: tuple[float, float], length: float, width: float,
         angle: float) -> None:
    """A rotated rectangle."""
    cx, cy = centre
    dx, dy = math.cos(angle), math.sin(angle)
    nx, ny = -dy, dx
    hl, hw = length / 2, width / 2
    pts = [(cx + dx * hl * sx + nx * hw * sy, cy + dy * hl * sx + ny * hw * sy)
           for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
    pygame.draw.polygon(surface, colour, pts)


def compose(surface: pygame.Surface, rect: RectLike, seed: int | str, pal: dict[str, theme.Colour]) -> None:
    """Paint an abstract composition into ``rect`` of ``surface`` from ``seed`` and palette ``pal``.

    About a third are Bauhaus tile studies, the rest Kandinsky-like constructions.
    """
    rnd = random.Random(f"vernissage-art:{seed}")
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(rect).clip(clip))
    if rnd.random() < 0.33:
        _tiles(surface, pygame.Rect(rect), rnd, pal)
    else:
        _construction(surface, pygame.Rect(rect), rnd, pal)
    surface.set_clip(clip)


def _tiles(surface: pygame.Surface, r: pygame.Rect, rnd: random.Random, pal: dict[str, theme.Colour]) -> None:
    """A Bauhaus study: a grid of tiles, each a quarter circle, half circle, disc, stripes or plain field."""
    cols, rows = rnd.choice(((3, 2), (2, 2), (4, 3), (3, 3)))
    tones = [pal["main"], pal["dark"], pal["mid"], pal["light"], pal["cream"], pal["ink"]]
    xs = [r.left + round(r.w * i / cols) for i in range(cols + 1)]
    ys = [r.top + round(r.h * j / rows) for j in range(rows + 1)]
    accent = (rnd.randrange(cols), rnd.randrange(rows))
    outer = surface.get_clip()
    for j in range(rows):
        for i in range(cols):
            cell = pygame.Rect(xs[i], ys[j], xs[i + 1] - xs[i], ys[j + 1] - ys[j])
            surface.set_clip(cell.clip(outer))
            ground, figure = rnd.sample(tones[:5], 2)
            if (i, j) == accent:
                figure = pal["gold"]
            surface.fill(ground, cell)
            kind = rnd.choice(("quarter", "quarter", "half", "disc", "stripes", "plain"))
            m = min(cell.w, cell.h)
            if kind == "quarter":
                corner = rnd.choice((cell.topleft, cell.topright, cell.bottomleft, cell.bottomright))
                pygame.draw.circle(surface, figure, corner, m)
            elif kind == "half":
                side = rnd.choice(("top", "bottom"))
                centre = (cell.centerx, cell.top if side == "top" else cell.bottom)
                pygame.draw.circle(surface, figure, centre, cell.w / 2)
            elif kind == "disc":
                pygame.draw.circle(surface, figure, cell.center, m * 0.36)
            elif kind == "stripes":
                band = max(2, cell.h // 7)
                for k in range(1, 7, 2):
                    surface.fill(figure, (cell.left, cell.top + k * band, cell.w, band))
    surface.set_clip(outer)
    line = max(1, round(min(r.w, r.h) * 0.012))
    for x in xs[1:-1]:  # the grid drawn in ink, as in the workshop studies
        pygame.draw.line(surface, pal["ink"], (x, r.top), (x, r.bottom), line)
    for y in ys[1:-1]:
        pygame.draw.line(surface, pal["ink"], (r.left, y), (r.right, y), line)


def _construction(surface: pygame.Surface, r: pygame.Rect, rnd: random.Random, pal: dict[str, theme.Colour]) -> None:
    """A Kandinsky-like construction: a sun, an arc band, bars, a triangle and small notes."""
    w, h = r.w, r.h
    m = min(w, h)
    night = rnd.random() < 0.22
    ground = pal["dark"] if night else theme.lerp_colour(pal["cream"], pal["light"], rnd.uniform(0.15, 0.55))
    surface.fill(ground, r)
    fg = pal["cream"] if night else pal["ink"]
    tones = [pal["main"], pal["dark"] if not night else pal["light"], pal["mid"]]

    def at(fx: float, fy: float) -> tuple[float, float]:
        return r.left + fx * w, r.top + fy * h

    # A ground plane or colour field on one side gives the picture weight.
    if rnd.random() < 0.6:
        split = rnd.uniform(0.55, 0.75)
        field = pygame.Rect(r.left, r.top + round(h * split), w, h)
        surface.fill(theme.lerp_colour(ground, pal["main"], 0.35), field)

    # The sun: one big circle, sometimes with a concentric ring, off the centre (rule of thirds).
    sx, sy = rnd.choice((0.33, 0.67)), rnd.choice((0.36, 0.5))
    big = m * rnd.uniform(0.26, 0.38)
    pygame.draw.circle(surface, tones[0], at(sx, sy), big)
    if rnd.random() < 0.5:
        pygame.draw.circle(surface, tones[1], at(sx, sy), big * 0.55)
        pygame.draw.circle(surface, pal["cream"] if not night else pal["dark"], at(sx, sy), big * 0.22)

    # An arc band sweeping across it.
    a0 = rnd.uniform(0, 2 * math.pi)
    _thick_arc(surface, tones[1], at(1 - sx, rnd.uniform(0.45, 0.7)), m * rnd.uniform(0.28, 0.45),
               m * rnd.uniform(0.05, 0.09), a0, a0 + rnd.uniform(1.4, 2.6))

    # Bars: one heavy, one or two thin, at constructivist angles.
    angles = (-math.pi / 4, math.pi / 6, -math.pi / 9, math.pi / 2.4, 0.0)
    _bar(surface, rnd.choice(tones[1:]), at(rnd.uniform(0.3, 0.7), rnd.uniform(0.55, 0.8)),
         w * rnd.uniform(0.55, 0.9), m * rnd.uniform(0.07, 0.11), rnd.choice(angles))
    for _ in range(rnd.randint(1, 2)):
        _bar(surface, fg, at(rnd.uniform(0.2, 0.8), rnd.uniform(0.15, 0.85)),
             w * rnd.uniform(0.5, 1.1), max(2, m * 0.018), rnd.choice(angles))

    # A triangle, pointing somewhere.
    tx, ty = at(rnd.uniform(0.15, 0.85), rnd.uniform(0.25, 0.8))
    ts = m * rnd.uniform(0.12, 0.2)
    turn = rnd.uniform(0, 2 * math.pi)
    tri = [(tx + ts * math.cos(turn + k * 2 * math.pi / 3), ty + ts * math.sin(turn + k * 2 * math.pi / 3))
           for k in range(3)]
    pygame.draw.polygon(surface, pal["gold"] if rnd.random() < 0.5 else fg, tri)

    # Small notes: a row of dots or a little checker block.
    if rnd.random() < 0.5:
        dx, dy = at(rnd.uniform(0.1, 0.55), rnd.uniform(0.12, 0.3))
        for i in range(rnd.randint(3, 5)):
            pygame.draw.circle(surface, fg, (dx + i * m * 0.07, dy), max(1, m * 0.022))
    else:
        bx, by = at(rnd.uniform(0.55, 0.8), rnd.uniform(0.1, 0.25))
        cell = max(2, round(m * 0.045))
        for i in range(3):
            for j in range(3):
                if (i + j) % 2 == 0:
                    surface.fill(fg, (round(bx + i * cell), round(by + j * cell), cell, cell))

    # A small accent circle — the eye's resting point.
    pygame.draw.circle(surface, pal["gold"] if night else pal["dark"],
                       at(rnd.uniform(0.15, 0.85), rnd.uniform(0.15, 0.85)), m * rnd.uniform(0.04, 0.07))
