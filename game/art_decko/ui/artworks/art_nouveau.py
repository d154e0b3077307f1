"""Art Nouveau, painted by code: an arched panel, a halo or leaded glass, whiplash curves and lilies.

:func:`paint` paints one of its three motifs into a rect (see :mod:`game.art_decko.ui.artworks`).
"""

from __future__ import annotations

import math
import random

import pygame

from game.art_decko.ui.artworks.brush import (
    RGB,
    arch_points,
    bezier,
    gradient,
    spiral,
    stroke,
    taper,
)
from game.ui import theme

AN = {"cream": (246, 236, 208), "mustard": (214, 170, 58), "olive": (112, 118, 54), "teal": (52, 112, 108),
      "rose": (206, 136, 114), "brown": (78, 54, 30), "sage": (176, 190, 150), "gold": (226, 190, 90),
      "iris": (106, 78, 156), "skin": (240, 214, 186), "hair": (172, 84, 44)}


def _whiplash(s: pygame.Surface, rnd: random.Random, x0: float, y0: float, length: float, up: float, colour: RGB,
              width: float, direction: int = 1) -> None:
    """A long S-curve ending in a tight curl — the Art Nouveau line."""
    x1 = x0 + direction * length * rnd.uniform(0.3, 0.6)
    pts = bezier((x0, y0), (x0 + direction * length * 0.5, y0 - up * 0.2),
                 (x1 - direction * length * 0.4, y0 - up * 0.9), (x1, y0 - up), 40)
    pts += spiral(x1, y0 - up + length * 0.08, length * 0.08, 0.9, direction, 24)[1:]
    taper(s, colour, pts, width, width * 0.35)


def _lily(s: pygame.Surface, x: float, y: float, r: float, colour: RGB, dark: RGB, angle: float = 0.0) -> None:
    for k in range(3):
        a = angle - math.pi / 2 + (k - 1) * 0.8
        tip = (x + r * math.cos(a), y + r * math.sin(a))
        left = (x + r * 0.38 * math.cos(a - 0.55), y + r * 0.38 * math.sin(a - 0.55))
        right = (x + r * 0.38 * math.cos(a + 0.55), y + r * 0.38 * math.sin(a + 0.55))
        pygame.draw.polygon(s, colour, [(x, y), left, tip, right])
        pygame.draw.polygon(s, dark, [(x, y), left, tip, right], max(1, round(r * 0.06)))
    pygame.draw.circle(s, (214, 170, 58), (x, y - r * 0.1), r * 0.12)


def paint(s: pygame.Surface, r: pygame.Rect, rnd: random.Random, motif: int) -> None:
    c = AN
    s.fill(c["cream"], r)
    u = r.w / 156
    panel = r.inflate(-round(16 * u), -round(12 * u))
    panel.bottom = r.bottom
    pts = arch_points(panel)
    ground = {0: c["sage"], 1: c["teal"], 2: c["sage"]}[motif]
    pygame.draw.polygon(s, c["olive"], [(x, y - 5 * u) for x, y in arch_points(panel.inflate(10 * u, 0))])
    pygame.draw.polygon(s, ground, pts)
    clip = s.get_clip()
    mask_rect = panel
    s.set_clip(mask_rect.clip(clip))
    if motif == 0:        # Lady of the Lilies: halo, profile, flowing hair
        hc = (panel.centerx, panel.top + panel.w * 0.48)
        pygame.draw.circle(s, c["gold"], hc, panel.w * 0.42)
        pygame.draw.circle(s, c["mustard"], hc, panel.w * 0.42, round(3 * u))
        for k in range(24):
            a = 2 * math.pi * k / 24
            pygame.draw.circle(s, c["olive"], (hc[0] + panel.w * 0.36 * math.cos(a),
                                               hc[1] + panel.w * 0.36 * math.sin(a)),
                               2.2 * u)
        pygame.draw.circle(s, c["cream"], hc, panel.w * 0.3)
        for k in range(7):   # hair streams
            d = -1 if k % 2 else 1
            x0 = hc[0] + rnd.uniform(-8, 8) * u
            strand = bezier((x0, hc[1] - 6 * u), (x0 + d * (30 + k * 6) * u, hc[1] + 20 * u),
                            (x0 - d * (20 + k * 4) * u, hc[1] + 70 * u),
                            (x0 + d * (36 + k * 3) * u, hc[1] + (100 + k * 6) * u), 40)
            taper(s, c["hair"], strand, 9 * u, 2.5 * u)
        pygame.draw.ellipse(s, c["skin"], (hc[0] - 15 * u, hc[1] - 20 * u, 30 * u, 38 * u))
        pygame.draw.ellipse(s, c["brown"], (hc[0] - 15 * u, hc[1] - 20 * u, 30 * u, 38 * u), max(1, round(1.4 * u)))
        pygame.draw.ellipse(s, c["hair"], (hc[0] - 17 * u, hc[1] - 26 * u, 34 * u, 20 * u))
        for dx in (-6, 6):
            pygame.draw.arc(s, c["brown"], (hc[0] + (dx - 4) * u, hc[1] - 2 * u, 8 * u, 5 * u), 0.3, math.pi - 0.3,
                            max(1, round(1.3 * u)))
        pygame.draw.ellipse(s, c["rose"], (hc[0] - 3.5 * u, hc[1] + 9 * u, 7 * u, 3 * u))
        robe = [(hc[0] - 40 * u, panel.bottom), (hc[0] - 22 * u, hc[1] + 26 * u), (hc[0], hc[1] + 20 * u),
                (hc[0] + 22 * u, hc[1] + 26 * u), (hc[0] + 40 * u, panel.bottom)]
        pygame.draw.polygon(s, c["teal"], robe)
        for k in range(4):
            x = hc[0] - 24 * u + k * 16 * u
            stroke(s, c["olive"], bezier((x, hc[1] + 34 * u), (x - 8 * u, hc[1] + 60 * u),
                                         (x + 10 * u, hc[1] + 80 * u), (x, panel.bottom), 16), round(2 * u))
        for side in (-1, 1):
            x = panel.centerx + side * panel.w * 0.36
            stroke(s, c["olive"], bezier((x, panel.bottom), (x - side * 6 * u, panel.bottom - 30 * u),
                                         (x + side * 8 * u, panel.bottom - 50 * u), (x, panel.bottom - 70 * u), 16),
                   round(2.4 * u))
            _lily(s, x, panel.bottom - 72 * u, 13 * u, (252, 248, 238), c["olive"], side * 0.3)
            _lily(s, x + side * 8 * u, panel.bottom - 40 * u, 9 * u, (252, 248, 238), c["olive"], side * 0.6)
    elif motif == 1:      # Peacock Staircase: curving steps and feather eyes
        gradient(s, panel, (36, 92, 96), (22, 62, 70))
        for k in range(9):
            y = panel.bottom - k * 14 * u
            x0 = panel.left + k * 6 * u
            step = pygame.Rect(x0, y - 12 * u, panel.w * 0.72 - k * 4 * u, 12 * u)
            pygame.draw.rect(s, theme.lerp_colour(c["cream"], c["sage"], k / 9), step)
            pygame.draw.line(s, c["brown"], step.topleft, step.topright, max(1, round(1.5 * u)))
        base = (panel.right - 10 * u, panel.bottom)
        for k in range(7):
            a = -math.pi / 2 - 0.95 + k * 0.3
            length = panel.h * rnd.uniform(0.55, 0.82)
            tip = (base[0] + length * math.cos(a), base[1] + length * math.sin(a))
            mid = (base[0] + length * 0.5 * math.cos(a + 0.18), base[1] + length * 0.5 * math.sin(a + 0.18))
            stroke(s, c["olive"], bezier(base, mid, mid, tip, 20), round(1.6 * u))
            for rad, col in ((15, c["gold"]), (11, (40, 130, 120)), (7, (30, 60, 140)), (3.5, (20, 24, 50))):
                pygame.draw.ellipse(s, col, (tip[0] - rad * u * 0.8, tip[1] - rad * u, rad * u * 1.6, rad * u * 2))
        _whiplash(s, rnd, panel.left + 4 * u, panel.bottom - 4 * u, 70 * u, 90 * u, c["gold"], 6 * u)
    else:                 # Iris Window: leaded glass and an iris
        pygame.draw.polygon(s, (214, 226, 214), pts)
        panes = [(180, 206, 196), (214, 222, 170), (196, 214, 226), (226, 214, 186)]
        lead = c["brown"]
        cols = 4
        for i in range(cols):
            for j in range(8):
                cell = pygame.Rect(panel.left + panel.w * i / cols, panel.top + panel.h * j / 8,
                                   panel.w / cols + 1, panel.h / 8 + 1)
                s.fill(panes[(i * 3 + j * 2 + rnd.randrange(2)) % len(panes)], cell)
        for i in range(1, cols):
            x = panel.left + panel.w * i / cols
            stroke(s, lead, [(x, panel.top), (x, panel.bottom)], round(2 * u))
        for j in range(1, 8):
            y = panel.top + panel.h * j / 8
            stroke(s, lead, [(panel.left, y), (panel.right, y)], round(1.6 * u))
        cx, cy = panel.centerx, panel.top + panel.h * 0.42
        for side in (-1, 1):   # leaves
            for k in range(2):
                x = cx + side * (10 + k * 16) * u
                pygame.draw.polygon(s, (70, 120, 60), [(x - 5 * u, panel.bottom), (x + 5 * u, panel.bottom),
                                                       (x + side * (14 + k * 8) * u, cy + (20 + k * 24) * u)])
        stroke(s, (70, 120, 60), [(cx, panel.bottom), (cx, cy)], round(4 * u))
        for k in range(3):     # falls and standards
            a = math.pi / 2 + (k - 1) * 1.1
            tip = (cx + 34 * u * math.cos(a), cy + 30 * u * math.sin(a) + 6 * u)
            pygame.draw.polygon(s, c["iris"], [(cx, cy), (cx + 14 * u * math.cos(a - 0.9),
                                                          cy + 12 * u * math.sin(a - 0.9)),
                                               tip, (cx + 14 * u * math.cos(a + 0.9), cy + 12 * u * math.sin(a + 0.9))])
            a = -math.pi / 2 + (k - 1) * 0.7
            tip = (cx + 32 * u * math.cos(a), cy + 34 * u * math.sin(a))
            pygame.draw.polygon(s, (140, 110, 196), [(cx, cy), (cx + 10 * u * math.cos(a - 1.0),
                                                                cy + 10 * u * math.sin(a - 1.0)),
                                                     tip, (cx + 10 * u * math.cos(a + 1.0),
                                                           cy + 10 * u * math.sin(a + 1.0))])
        pygame.draw.circle(s, c["mustard"], (cx, cy + 6 * u), 5 * u)
    s.set_clip(clip)
    pygame.draw.lines(s, c["brown"], False, pts, max(1, round(2.4 * u)))
    pygame.draw.lines(s, c["mustard"], False, [(x, y - 4 * u) for x, y in arch_points(panel.inflate(8 * u, 0))],
                      max(1, round(1.4 * u)))
    for side in (-1, 1):  # whiplash curls climbing the frame
        x0 = r.centerx + side * r.w * 0.49
        _whiplash(s, rnd, x0, r.bottom - 2 * u, 40 * u, r.h * 0.5, c["olive"], 5 * u, -side)
