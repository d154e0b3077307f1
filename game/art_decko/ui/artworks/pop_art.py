"""Pop Art, painted by code: flat colour, halftone dots, heavy black outlines, repeats.

:func:`paint` paints one of its three motifs into a rect (see :mod:`game.art_decko.ui.artworks`).
"""

from __future__ import annotations

import math
import random

import pygame
from pygame.typing import RectLike

from game.art_decko.ui.artworks.brush import RGB, Pt, bezier, stroke
from game.ui import theme

PO = {"pink": (238, 66, 146), "yellow": (255, 218, 44), "cyan": (44, 188, 226), "red": (228, 40, 44),
      "black": (22, 20, 24), "white": (252, 250, 246), "blue": (36, 74, 180), "skin": (250, 200, 170)}


def _halftone(s: pygame.Surface, rect: RectLike, colour: RGB, step: float, rmax: float, gradient_dir: int = 1) -> None:
    r = pygame.Rect(rect)
    y: float = r.top
    row = 0
    while y < r.bottom + step:
        x = r.left + (step / 2 if row % 2 else 0)
        t = (y - r.top) / max(1, r.h)
        rad = rmax * (0.35 + 0.65 * (t if gradient_dir > 0 else 1 - t))
        while x < r.right + step:
            pygame.draw.circle(s, colour, (x, y), rad)
            x += step
        y += step * 0.87
        row += 1


def _outline_poly(s: pygame.Surface, fill: RGB, pts: list[Pt], w: float) -> None:
    pygame.draw.polygon(s, fill, pts)
    stroke(s, PO["black"], pts + [pts[0]], w)


def _outline_circle(s: pygame.Surface, fill: RGB, centre: Pt, rad: float, w: float) -> None:
    pygame.draw.circle(s, PO["black"], centre, rad + w / 2)
    pygame.draw.circle(s, fill, centre, rad - w / 2)


def _milkshake(s: pygame.Surface, r: pygame.Rect, bg: RGB, shake: RGB, dots: RGB, u: float) -> None:
    c = PO
    s.fill(bg, r)
    clip = s.get_clip()
    s.set_clip(r.clip(clip))
    _halftone(s, r, dots, 7 * u, 2.2 * u)
    w = max(2, round(2.4 * u))
    cx = r.centerx
    top, bottom = r.top + r.h * 0.34, r.bottom - r.h * 0.1
    stroke(s, c["black"], [(cx + 6 * u, top + 10 * u), (cx + 22 * u, r.top + r.h * 0.06)], round(6 * u))
    stroke(s, c["white"], [(cx + 6 * u, top + 10 * u), (cx + 22 * u, r.top + r.h * 0.06)], round(3 * u))
    glass = [(cx - r.w * 0.28, top), (cx + r.w * 0.28, top), (cx + r.w * 0.16, bottom), (cx - r.w * 0.16, bottom)]
    _outline_poly(s, shake, glass, w)
    for k in range(4):
        _outline_circle(s, c["white"], (cx - r.w * 0.21 + k * r.w * 0.14, top - 2 * u), r.w * 0.09, w)
    _outline_circle(s, c["red"], (cx, top - r.w * 0.14), r.w * 0.07, w)
    pygame.draw.circle(s, c["white"], (cx - r.w * 0.025, top - r.w * 0.16), r.w * 0.02)
    s.set_clip(clip)
    pygame.draw.rect(s, c["black"], r, w)


def paint(s: pygame.Surface, r: pygame.Rect, rnd: random.Random, motif: int) -> None:
    c = PO
    u = r.w / 156
    w = max(2, round(3 * u))
    if motif == 1:        # Neon Milkshake: four repeats in clashing colours
        half_w, half_h = r.w // 2, r.h // 2
        schemes = ((c["yellow"], c["pink"], (236, 170, 30)), (c["cyan"], c["yellow"], (20, 140, 190)),
                   (c["pink"], c["cyan"], (200, 40, 120)), (c["blue"], c["pink"], (20, 50, 140)))
        for k, (bg, shake, dots) in enumerate(schemes):
            cell = pygame.Rect(r.left + (k % 2) * half_w, r.top + (k // 2) * half_h,
                               half_w if k % 2 == 0 else r.w - half_w, half_h if k < 2 else r.h - half_h)
            _milkshake(s, cell, bg, shake, dots, u * 0.5)
        return
    s.fill(c["cyan"] if motif == 0 else c["yellow"], r)
    clip = s.get_clip()
    s.set_clip(r.clip(clip))
    _halftone(s, r, (20, 150, 200) if motif == 0 else (246, 170, 30), 9 * u, 3 * u)
    if motif == 0:        # Bubblegum Astronaut
        for k in range(6):
            x, y = r.left + rnd.uniform(0.05, 0.95) * r.w, r.top + rnd.uniform(0.05, 0.4) * r.h
            pts = [(x + 8 * u * math.cos(a) * (1 if i % 2 == 0 else 0.4),
                    y + 8 * u * math.sin(a) * (1 if i % 2 == 0 else 0.4))
                   for i, a in enumerate([-math.pi / 2 + j * math.pi / 4 for j in range(8)])]
            _outline_poly(s, c["yellow"], pts, max(1, round(1.6 * u)))
        cx, cy = r.centerx, r.top + r.h * 0.5
        body = [(r.left + 10 * u, r.bottom + 4), (r.left + 24 * u, r.bottom - r.h * 0.2),
                (r.right - 24 * u, r.bottom - r.h * 0.2), (r.right - 10 * u, r.bottom + 4)]
        _outline_poly(s, c["white"], body, w)
        _outline_circle(s, c["white"], (cx, cy), r.w * 0.36, w)
        visor = pygame.Rect(0, 0, r.w * 0.52, r.h * 0.36)
        visor.center = (cx, cy + 2 * u)
        pygame.draw.ellipse(s, c["black"], visor.inflate(w, w))
        pygame.draw.ellipse(s, c["blue"], visor)
        pygame.draw.ellipse(s, c["white"], (visor.left + visor.w * 0.14, visor.top + visor.h * 0.14, visor.w * 0.22,
                                            visor.h * 0.16))
        _outline_circle(s, c["pink"], (cx + 10 * u, cy + 26 * u), 24 * u, w)
        pygame.draw.circle(s, c["white"], (cx + 2 * u, cy + 18 * u), 5 * u)
        pygame.draw.rect(s, c["red"], (r.left + 34 * u, r.bottom - r.h * 0.12, 24 * u, 10 * u))
    else:                 # Comic Kiss No. 7
        burst = []
        for i in range(28):
            a = 2 * math.pi * i / 28
            rad = r.w * (0.5 if i % 2 == 0 else 0.36) * rnd.uniform(0.9, 1.05)
            burst.append((r.centerx + rad * math.cos(a), r.top + r.h * 0.55 + rad * 0.9 * math.sin(a)))
        _outline_poly(s, c["white"], burst, w)
        cx, cy = r.centerx, r.top + r.h * 0.6
        upper = [(cx - 46 * u, cy)] + bezier((cx - 46 * u, cy), (cx - 30 * u, cy - 26 * u), (cx - 10 * u, cy - 24 * u),
                                             (cx, cy - 12 * u), 12) \
            + bezier((cx, cy - 12 * u), (cx + 10 * u, cy - 24 * u), (cx + 30 * u, cy - 26 * u), (cx + 46 * u, cy), 12)
        lower = bezier((cx + 46 * u, cy), (cx + 26 * u, cy + 30 * u), (cx - 26 * u, cy + 30 * u), (cx - 46 * u, cy), 20)
        _outline_poly(s, c["red"], upper + lower, w)
        stroke(s, c["black"], bezier((cx - 44 * u, cy), (cx - 16 * u, cy + 6 * u), (cx + 16 * u, cy + 6 * u),
                                     (cx + 44 * u, cy), 16), w)
        pygame.draw.ellipse(s, c["white"], (cx - 26 * u, cy + 8 * u, 16 * u, 6 * u))
        bubble = pygame.Rect(r.left + 10 * u, r.top + 10 * u, r.w * 0.56, r.h * 0.22)
        pygame.draw.ellipse(s, c["black"], bubble.inflate(w, w))
        pygame.draw.ellipse(s, c["white"], bubble)
        _outline_poly(s, c["white"],
                      [(bubble.centerx, bubble.bottom - 4 * u), (bubble.centerx + 16 * u, bubble.bottom - 2 * u),
                       (bubble.centerx + 18 * u, bubble.bottom + 16 * u)], max(1, w // 2))
        pygame.draw.ellipse(s, c["white"], bubble.inflate(-w * 2, -w * 2))
        f = theme.font(round(24 * u), bold=True)
        word = f.render("KISS!", True, c["black"])  # the picture's own lettering  # i18n: not shown
        s.blit(word, word.get_rect(center=bubble.center))
    s.set_clip(clip)
