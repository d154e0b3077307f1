"""Renaissance, painted by code: a stone arch, a chequered floor in one-point perspective, figures and halos.

:func:`paint` paints one of its three motifs into a rect (see :mod:`game.art_decko.ui.artworks`).
"""

from __future__ import annotations

import math
import random

import pygame

from game.art_decko.ui.artworks.brush import RGB, Palette, arch_points, gradient, stroke
from game.ui import theme

RE = {"lapis": (40, 72, 142), "sky": (214, 222, 226), "ochre": (198, 150, 72), "umber": (112, 72, 40),
      "vermilion": (182, 62, 42), "stone": (216, 200, 170), "stone_dark": (156, 134, 104), "dark": (58, 40, 28),
      "skin": (232, 198, 160), "gold": (226, 184, 80), "green": (92, 110, 70), "tile": (236, 226, 206)}


def _floor(s: pygame.Surface, r: pygame.Rect, horizon: float, vx: float, u: float, c: Palette, light: RGB | None = None,
           dark: RGB | None = None) -> None:
    """A chequered floor in one-point perspective below ``horizon``, vanishing at ``vx``."""
    light = light or c["tile"]
    dark = dark or c["vermilion"]
    rows = [horizon + (r.bottom - horizon) * (1 - 0.62 ** k) for k in range(1, 9)] + [r.bottom]
    rows = [horizon] + rows
    cols = 30
    s.fill(theme.lerp_colour(light, dark, 0.5), (r.left, horizon, r.w, r.bottom - horizon))

    def x_at(i: int, y: float) -> float:
        t = (y - horizon) / max(1, r.bottom - horizon)
        base = r.left - r.w * 3.0 + (r.w * 7.0) * i / cols
        return vx + (base - vx) * t

    for j in range(len(rows) - 1):
        y0, y1 = rows[j], rows[j + 1]
        for i in range(cols):
            quad = [(x_at(i, y0), y0), (x_at(i + 1, y0), y0), (x_at(i + 1, y1), y1), (x_at(i, y1), y1)]
            pygame.draw.polygon(s, dark if (i + j) % 2 else light, quad)


def _figure(s: pygame.Surface, x: float, base: float, h: float, robe: RGB, mantle: RGB, c: Palette, u: float,
            halo: bool = False, facing: int = 0) -> None:
    """A standing figure: a robe, a mantle, a head (and a gold halo)."""
    head_r = h * 0.085
    hy = base - h + head_r
    if halo:
        pygame.draw.circle(s, c["gold"], (x, hy), head_r * 1.9)
        pygame.draw.circle(s, theme.shade(c["gold"], 0.7), (x, hy), head_r * 1.9, max(1, round(1.2 * u)))
    pygame.draw.polygon(s, robe,
                        [(x - h * 0.2, base), (x - h * 0.09, hy + head_r * 1.6), (x + h * 0.09, hy + head_r * 1.6),
                         (x + h * 0.2, base)])
    pygame.draw.polygon(s, mantle, [(x - h * 0.22 + facing * h * 0.05, base), (x - h * 0.1, hy + head_r * 1.4),
                                    (x + h * 0.02 * facing, base - h * 0.3), (x - h * 0.02, base)])
    pygame.draw.circle(s, c["skin"], (x + facing * head_r * 0.2, hy), head_r)
    pygame.draw.circle(s, c["dark"], (x + facing * head_r * 0.2, hy), head_r, max(1, round(u)))


def paint(s: pygame.Surface, r: pygame.Rect, rnd: random.Random, motif: int) -> None:
    c = RE
    u = r.w / 156
    horizon = r.top + r.h * 0.56
    vx = r.centerx + rnd.uniform(-6, 6) * u
    if motif == 2:        # Portrait of a Salt Merchant: bust before a window on a landscape
        gradient(s, r, (70, 52, 38), (40, 28, 20))
        win = pygame.Rect(r.left + r.w * 0.58, r.top + r.h * 0.14, r.w * 0.34, r.h * 0.44)
        gradient(s, win, (150, 180, 206), (232, 230, 210))
        for k, col in enumerate(((120, 140, 150), (96, 120, 90), (74, 96, 64))):
            y = win.top + win.h * (0.55 + k * 0.14)
            ridge = [(win.left + win.w * i / 8, y + math.sin(i * 1.3 + k) * 6 * u) for i in range(9)]
            pts = [(win.left, win.bottom)] + ridge + [(win.right, win.bottom)]
            pygame.draw.polygon(s, col, pts)
        pygame.draw.rect(s, c["stone_dark"], win, round(4 * u))
        cx = r.left + r.w * 0.4
        pygame.draw.polygon(s, (34, 30, 28), [(r.left - 4 * u, r.bottom), (cx - 48 * u, r.top + r.h * 0.68),
                                              (cx + 48 * u, r.top + r.h * 0.68), (cx + 70 * u, r.bottom)])
        pygame.draw.ellipse(s, (140, 108, 72), (cx - 40 * u, r.top + r.h * 0.63, 80 * u, 22 * u))   # fur collar
        pygame.draw.rect(s, c["skin"], (cx - 9 * u, r.top + r.h * 0.55, 18 * u, 24 * u))
        pygame.draw.ellipse(s, c["skin"], (cx - 24 * u, r.top + r.h * 0.3, 48 * u, 62 * u))
        pygame.draw.ellipse(s, c["dark"], (cx - 24 * u, r.top + r.h * 0.3, 48 * u, 62 * u), max(1, round(1.2 * u)))
        eye_y = r.top + r.h * 0.47
        for x0 in (-12, 4):
            pygame.draw.ellipse(s, (250, 244, 232), (cx + x0 * u, eye_y - 2.5 * u, 9 * u, 5 * u))
            pygame.draw.circle(s, c["dark"], (cx + (x0 + 5.5) * u, eye_y), 2 * u)
        pygame.draw.line(s, (150, 96, 70), (cx + 1 * u, eye_y + 3 * u), (cx - 2 * u, eye_y + 14 * u),
                         max(1, round(1.4 * u)))
        pygame.draw.line(s, (150, 80, 64), (cx - 7 * u, eye_y + 22 * u), (cx + 7 * u, eye_y + 21 * u),
                         max(1, round(1.8 * u)))
        pygame.draw.ellipse(s, c["vermilion"], (cx - 32 * u, r.top + r.h * 0.22, 64 * u, 34 * u))      # chaperon
        pygame.draw.polygon(s, c["vermilion"], [(cx + 20 * u, r.top + r.h * 0.3), (cx + 44 * u, r.top + r.h * 0.5),
                                                (cx + 36 * u, r.top + r.h * 0.62), (cx + 14 * u, r.top + r.h * 0.4)])
        # a salt cellar on the ledge
        ledge = pygame.Rect(r.left, r.bottom - 22 * u, r.w, 22 * u)
        pygame.draw.rect(s, c["stone_dark"], ledge)
        pygame.draw.line(s, c["stone"], ledge.topleft, ledge.topright, round(2 * u))
        sx = r.left + r.w * 0.8
        pygame.draw.polygon(s, (236, 236, 232), [(sx - 10 * u, ledge.top), (sx + 10 * u, ledge.top),
                                                 (sx + 5 * u, ledge.top - 16 * u), (sx - 5 * u, ledge.top - 16 * u)])
        pygame.draw.ellipse(s, (250, 250, 250), (sx - 9 * u, ledge.top - 20 * u, 18 * u, 8 * u))
        return
    gradient(s, pygame.Rect(r.left, r.top, r.w, horizon - r.top + 1), c["lapis"], c["sky"])
    for k, col in enumerate(((130, 150, 160), (110, 130, 120))):     # far hills
        pts = [(r.left, horizon)] + [(r.left + r.w * i / 10,
                                      horizon - (8 + 6 * math.sin(i * 0.9 + k * 2)) * u - k * 0 * u)
                                     for i in range(11)] + [(r.right, horizon)]
        pygame.draw.polygon(s, col, pts)
    _floor(s, r, horizon, vx, u, c, dark=c["vermilion"] if motif == 0 else c["umber"])
    # the back wall with three arches
    wall = pygame.Rect(r.left, r.top + r.h * 0.2, r.w, horizon - (r.top + r.h * 0.2))
    pygame.draw.rect(s, c["stone"], wall)
    for k in range(3):
        aw = wall.w * 0.2
        ar = pygame.Rect(wall.left + wall.w * (0.13 + k * 0.28), wall.top + wall.h * 0.18, aw, wall.h * 0.82)
        pygame.draw.polygon(s, c["sky"], arch_points(ar))
        sub = pygame.Rect(ar.left, ar.top + ar.w * 0.9, ar.w, ar.h - ar.w * 0.9)
        gradient(s, sub, (180, 200, 214), (214, 222, 226))
        pygame.draw.polygon(s, (120, 136, 110), [(ar.left, ar.bottom), (ar.left, ar.bottom - 10 * u),
                                                 (ar.centerx, ar.bottom - 16 * u), (ar.right, ar.bottom - 8 * u),
                                                 (ar.right, ar.bottom)])
        pygame.draw.lines(s, c["stone_dark"], False, arch_points(ar), max(1, round(2 * u)))
    pygame.draw.line(s, c["stone_dark"], (r.left, horizon), (r.right, horizon), max(1, round(1.5 * u)))
    if motif == 0:        # The Cartographer's Daughter: a figure and a globe
        _figure(s, r.left + r.w * 0.38, r.bottom - 18 * u, r.h * 0.62, c["lapis"], c["vermilion"], c, u, facing=1)
        tx, ty = r.left + r.w * 0.72, r.bottom - 40 * u
        pygame.draw.rect(s, c["umber"], (tx - 26 * u, ty, 52 * u, 8 * u))
        pygame.draw.rect(s, c["umber"], (tx - 20 * u, ty, 6 * u, 38 * u))
        pygame.draw.rect(s, c["umber"], (tx + 14 * u, ty, 6 * u, 38 * u))
        g = (tx, ty - 22 * u)
        pygame.draw.circle(s, (196, 176, 120), g, 20 * u)
        pygame.draw.ellipse(s, c["green"], (g[0] - 14 * u, g[1] - 10 * u, 16 * u, 12 * u))
        pygame.draw.ellipse(s, c["green"], (g[0] + 2 * u, g[1] + 2 * u, 12 * u, 10 * u))
        for tilt in (-0.6, 0.0, 0.6):
            pygame.draw.ellipse(s, c["dark"], (g[0] - 20 * u * math.cos(tilt), g[1] - 20 * u, 40 * u * math.cos(tilt),
                                               40 * u),
                                max(1, round(u)))
        pygame.draw.line(s, c["dark"], (g[0] - 20 * u, g[1]), (g[0] + 20 * u, g[1]), max(1, round(u)))
        pygame.draw.circle(s, c["dark"], g, 20 * u, max(1, round(1.4 * u)))
    else:                 # Annunciation in Ochre: angel, column, Virgin
        _figure(s, r.left + r.w * 0.26, r.bottom - 16 * u, r.h * 0.6, c["ochre"], (236, 220, 180), c, u, halo=True,
                facing=1)
        wing_x, wing_y = r.left + r.w * 0.2, r.bottom - r.h * 0.5
        wing = [(wing_x, wing_y)] + [(wing_x - 30 * u * math.cos(a), wing_y - 48 * u * math.sin(a) + 10 * u)
                                     for a in [0.3 + k * 0.12 for k in range(10)]]
        pygame.draw.polygon(s, c["gold"], wing)
        pygame.draw.polygon(s, c["umber"], wing, max(1, round(u)))
        column = pygame.Rect(r.centerx - 6 * u, r.top + r.h * 0.22, 12 * u, r.h * 0.7)
        pygame.draw.rect(s, (236, 228, 212), column)
        pygame.draw.rect(s, c["stone_dark"], column, max(1, round(u)))
        _figure(s, r.left + r.w * 0.74, r.bottom - 16 * u, r.h * 0.56, c["vermilion"], c["lapis"], c, u, halo=True,
                facing=-1)
        stroke(s, (70, 110, 60), [(r.centerx + 16 * u, r.bottom - 14 * u), (r.centerx + 18 * u, r.bottom - 60 * u)],
               round(2 * u))
        for k in range(3):
            pygame.draw.circle(s, (250, 250, 244), (r.centerx + 18 * u, r.bottom - (60 + k * 9) * u), 4 * u)
    # the stone arch framing the scene
    frame = r.inflate(2, 2)
    inner = pygame.Rect(r.left + 9 * u, r.top + 6 * u, r.w - 18 * u, r.h)
    outline = arch_points(inner)
    mask = [(frame.left, frame.bottom), (frame.left, frame.top), (frame.right, frame.top), (frame.right, frame.bottom)]
    pygame.draw.polygon(s, c["stone_dark"],
                        mask[:2] + [(inner.left, inner.top + inner.w / 2), (inner.left, frame.bottom)])
    pygame.draw.polygon(s, c["stone_dark"], [(frame.right, frame.bottom), (frame.right, frame.top),
                                             (inner.right, inner.top + inner.w / 2), (inner.right, frame.bottom)])
    top_band = [(frame.left, frame.top), (frame.right, frame.top), (inner.right, inner.top + inner.w / 2)] + \
        list(reversed(outline[2:-2])) + [(inner.left, inner.top + inner.w / 2)]
    pygame.draw.polygon(s, c["stone_dark"], top_band)
    pygame.draw.lines(s, c["stone"], False, outline, max(1, round(2 * u)))
