"""Impressionism, painted by code: nothing but dabs of colour.

:func:`paint` paints one of its three motifs into a rect (see :mod:`game.art_decko.ui.artworks`).
"""

from __future__ import annotations

import math
import random

import pygame

from game.art_decko.ui.artworks.brush import dab, dab_field, jitter

IM = {"sky": (160, 186, 224), "lilac": (196, 176, 214), "pale": (238, 232, 214), "water": (64, 104, 164),
      "water_light": (120, 160, 206), "green": (86, 146, 88), "green_dark": (42, 86, 62), "sun": (244, 142, 58),
      "yellow": (242, 214, 110), "rose": (226, 140, 150), "navy": (34, 46, 92), "white": (250, 248, 240)}


def paint(s: pygame.Surface, r: pygame.Rect, rnd: random.Random, motif: int) -> None:
    c = IM
    u = r.w / 156
    base_len, base_w = 9 * u, 3.2 * u
    if motif == 0:        # Morning Fog at the Quay: a hazy orange sun over blue water
        horizon = r.top + r.h * 0.5
        s.fill((150, 164, 186), r)
        dab_field(s, rnd, pygame.Rect(r.left, r.top, r.w, horizon - r.top),
                  [(150, 170, 196), (176, 170, 196), (200, 190, 190), (140, 160, 180)], 900, base_len, base_w, 0.2, 0.4)
        sun = (r.left + r.w * 0.58, r.top + r.h * 0.34)
        dab_field(s, rnd, pygame.Rect(sun[0] - 16 * u, sun[1] - 16 * u, 32 * u, 32 * u), [c["sun"], (250, 170, 80)], 90,
                  6 * u, 3 * u,
                  0, 1.5, 10, inside=lambda x, y: (x - sun[0]) ** 2 + (y - sun[1]) ** 2 < (13 * u) ** 2)
        for k in range(3):   # cranes and masts in the fog
            x = r.left + r.w * (0.1 + 0.22 * k)
            dab_field(s, rnd, pygame.Rect(x, horizon - 40 * u, 4 * u, 40 * u), [(110, 124, 150)], 26, 6 * u, 2.4 * u,
                      math.pi / 2, 0.1)
        dab_field(s, rnd, pygame.Rect(r.left, horizon, r.w, r.bottom - horizon),
                  [c["water"], (80, 110, 160), (110, 130, 170), (70, 90, 140)], 1200, base_len * 1.3, base_w, 0.0, 0.12)
        dab_field(s, rnd, pygame.Rect(sun[0] - 10 * u, horizon + 4 * u, 20 * u, r.bottom - horizon - 8 * u),
                  [c["sun"], (250, 180, 90)], 70, 12 * u, 3 * u, 0.0, 0.08)
        for bx, by, scale in ((0.3, 0.74, 1.0), (0.62, 0.86, 1.3), (0.8, 0.66, 0.7)):
            x, y = r.left + r.w * bx, r.top + r.h * by
            dab_field(s, rnd, pygame.Rect(x - 18 * u * scale, y - 3 * u * scale, 36 * u * scale, 7 * u * scale),
                      [c["navy"], (50, 50, 80)],
                      int(40 * scale), 8 * u * scale, 3.5 * u * scale, 0.0, 0.15, 8)
            dab_field(s, rnd, pygame.Rect(x - 2 * u * scale, y - 14 * u * scale, 4 * u * scale, 11 * u * scale),
                      [c["navy"]],
                      int(10 * scale) + 2, 5 * u * scale, 3 * u * scale, math.pi / 2, 0.2, 8)
    elif motif == 1:      # Poplars in June
        horizon = r.top + r.h * 0.64
        s.fill(c["sky"], r)
        dab_field(s, rnd, pygame.Rect(r.left, r.top, r.w, horizon - r.top),
                  [c["sky"], c["white"], (180, 200, 232), c["lilac"]], 800, base_len, base_w, -0.3, 0.5)
        for k in range(6):
            x = r.left + r.w * (0.08 + k * 0.17)
            top = r.top + r.h * rnd.uniform(0.06, 0.16)
            cx, half = x, 9 * u
            def in_poplar(x_: float, y_: float, cx: float = cx, top: float = top) -> bool:
                t = min(1, (y_ - top) / (horizon - top + 1))
                return abs(x_ - cx) < 9 * u * math.sin(math.pi * t * 0.9 + 0.15)

            dab_field(s, rnd, pygame.Rect(cx - half, top, 2 * half, horizon - top),
                      [c["green"], c["green_dark"], (120, 170, 90), (60, 110, 70)], 170, 8 * u, 3 * u, math.pi / 2,
                      0.35, 14, inside=in_poplar)
            dab_field(s, rnd, pygame.Rect(cx - 2 * u, horizon - 10 * u, 4 * u, 10 * u), [(96, 76, 60)], 8, 5 * u, 2 * u,
                      math.pi / 2, 0.1)
        dab_field(s, rnd, pygame.Rect(r.left, horizon - 6 * u, r.w, 14 * u),
                  [(130, 170, 90), c["yellow"], (100, 150, 80)], 300, 7 * u, 3 * u, 0, 0.4)
        water = pygame.Rect(r.left, horizon + 8 * u, r.w, r.bottom - horizon - 8 * u)
        dab_field(s, rnd, water, [c["water_light"], c["water"], (140, 180, 220)], 700, base_len * 1.2, base_w, 0, 0.1)
        for k in range(6):   # reflections
            x = r.left + r.w * (0.08 + k * 0.17)
            dab_field(s, rnd, pygame.Rect(x - 6 * u, water.top, 12 * u, water.h * 0.8), [(70, 120, 90), (90, 140, 110)],
                      36, 6 * u, 2.6 * u, 0, 0.1)
    else:                 # Picnic by the River
        horizon = r.top + r.h * 0.38
        s.fill(c["sky"], r)
        dab_field(s, rnd, pygame.Rect(r.left, r.top, r.w, horizon - r.top),
                  [c["sky"], c["white"], c["lilac"], (200, 214, 236)], 600, base_len, base_w, 0.2, 0.6)
        dab_field(s, rnd, pygame.Rect(r.left, horizon - 26 * u, r.w, 30 * u),
                  [c["green_dark"], (60, 110, 70), (90, 130, 80)], 500, 7 * u, 4 * u, 0, 1.4, 14, inside=lambda x,
                  y: y > horizon - 26 * u + 12 * u * (1 + math.sin(x / (14 * u))))
        river = pygame.Rect(r.left, horizon + 4 * u, r.w, r.h * 0.18)
        dab_field(s, rnd, river, [c["water"], c["water_light"], (200, 220, 240)], 450, 11 * u, 3 * u, 0, 0.1)
        grass = pygame.Rect(r.left, river.bottom, r.w, r.bottom - river.bottom)
        s.fill((110, 160, 90), grass)
        dab_field(s, rnd, grass, [c["green"], (120, 176, 96), (150, 190, 100), (80, 140, 80)], 1100, 7 * u, 3.2 * u,
                  -1.2, 0.6)
        dab_field(s, rnd, grass, [c["rose"], c["yellow"], c["white"], (220, 90, 70)], 120, 3 * u, 3 * u, 0, 1.5, 10)
        cloth = [(r.left + r.w * 0.18, grass.top + grass.h * 0.45), (r.left + r.w * 0.56, grass.top + grass.h * 0.4),
                 (r.left + r.w * 0.62, grass.top + grass.h * 0.78), (r.left + r.w * 0.12, grass.top + grass.h * 0.82)]
        pygame.draw.polygon(s, (240, 238, 228), cloth)
        dab_field(s, rnd, pygame.Rect(r.left + r.w * 0.14, grass.top + grass.h * 0.42, r.w * 0.46, grass.h * 0.38),
                  [(250, 250, 244), (226, 228, 232)], 90, 7 * u, 3 * u, 0, 0.3, 6,
                  inside=lambda x, y: y > grass.top + grass.h * 0.44)
        px, py = r.left + r.w * 0.72, grass.top + grass.h * 0.2
        for k in range(26):   # the parasol
            a = math.pi + rnd.uniform(0, math.pi)
            rr = rnd.uniform(0, 20 * u)
            dab(s, rnd, jitter(rnd, c["rose"], 16), px + rr * math.cos(a), py + rr * math.sin(a) * 0.6, 7 * u, 3.6 * u,
                a)
        dab(s, rnd, (90, 70, 60), px, py + 12 * u, 26 * u, 2 * u, math.pi / 2)
        dab_field(s, rnd, pygame.Rect(px - 10 * u, py + 16 * u, 20 * u, 26 * u), [c["white"], (226, 226, 240)], 40,
                  7 * u, 4 * u, math.pi / 2, 0.4, 8)
        pygame.draw.circle(s, (236, 196, 170), (px, py + 13 * u), 4 * u)
        dab_field(s, rnd, pygame.Rect(r.left + r.w * 0.3, grass.top + grass.h * 0.24, 14 * u, 20 * u),
                  [c["navy"], (60, 60, 90)], 30, 6 * u, 4 * u, math.pi / 2, 0.4, 8)
        pygame.draw.circle(s, (236, 196, 170), (r.left + r.w * 0.3 + 7 * u, grass.top + grass.h * 0.22), 3.6 * u)
