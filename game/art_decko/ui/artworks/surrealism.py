"""Surrealism, painted by code: a low horizon, long shadows, melting clocks, floating eyes and clouds.

:func:`paint` paints one of its three motifs into a rect (see :mod:`game.art_decko.ui.artworks`).
"""

from __future__ import annotations

import math
import random

import pygame

from game.art_decko.ui.artworks.brush import RGB, Palette, gradient, stroke

SU = {"sky_top": (70, 140, 132), "sky_low": (242, 226, 170), "sand": (214, 176, 118), "sand_dark": (170, 128, 80),
      "shadow": (110, 80, 54), "green": (64, 142, 96), "deep": (26, 48, 56), "cloud": (248, 246, 238),
      "clock": (238, 214, 120), "red": (176, 60, 48), "sea": (44, 110, 120)}


def _cloud(s: pygame.Surface, cx: float, cy: float, w: float, colour: RGB, u: float) -> None:
    for dx, dy, rr in ((-0.32, 0.06, 0.22), (-0.1, -0.08, 0.3), (0.16, -0.02, 0.26), (0.36, 0.08, 0.18)):
        pygame.draw.circle(s, colour, (cx + dx * w, cy + dy * w), rr * w)
    pygame.draw.rect(s, colour, (cx - 0.42 * w, cy + 0.04 * w, 0.84 * w, 0.16 * w), border_radius=round(0.08 * w))


def _eye(s: pygame.Surface, cx: float, cy: float, w: float, c: Palette, u: float) -> None:
    pts = [(cx - w * math.cos(math.pi * i / 20), cy - w * 0.5 * math.sin(math.pi * i / 20)) for i in range(21)]
    pts += [(cx + w * math.cos(math.pi * i / 20), cy + w * 0.5 * math.sin(math.pi * i / 20)) for i in range(21)]
    pygame.draw.polygon(s, c["cloud"], pts)
    pygame.draw.circle(s, c["green"], (cx, cy), w * 0.42)
    pygame.draw.circle(s, c["deep"], (cx, cy), w * 0.2)
    pygame.draw.circle(s, c["cloud"], (cx + w * 0.1, cy - w * 0.1), w * 0.07)
    pygame.draw.polygon(s, c["deep"], pts, max(1, round(1.6 * u)))
    for k in range(5):   # lashes
        a = math.pi + 0.5 + k * 0.53
        pygame.draw.line(s, c["deep"], (cx + w * 0.9 * math.cos(a), cy + w * 0.45 * math.sin(a)),
                         (cx + w * 1.15 * math.cos(a), cy + w * 0.7 * math.sin(a)), max(1, round(1.4 * u)))


def _melting_clock(s: pygame.Surface, cx: float, cy: float, rad: float, droop: float, c: Palette, u: float,
                   rnd: random.Random) -> None:
    pts = []
    for i in range(48):
        a = 2 * math.pi * i / 48
        x, y = cx + rad * math.cos(a), cy + rad * 0.8 * math.sin(a)
        if math.sin(a) > 0:
            y += droop * math.sin(a) ** 3 * (1 + 0.35 * math.sin(3 * a + rnd.uniform(0, 1)))
        pts.append((x, y))
    pygame.draw.polygon(s, c["clock"], pts)
    pygame.draw.polygon(s, c["shadow"], pts, max(1, round(2 * u)))
    inner = [(cx + (x - cx) * 0.78, cy + (y - cy) * 0.78) for x, y in pts]
    pygame.draw.polygon(s, c["cloud"], inner)
    for k in range(12):
        a = 2 * math.pi * k / 12
        y_extra = droop * 0.78 * max(0, math.sin(a)) ** 3
        x, y = cx + rad * 0.66 * math.cos(a), cy + rad * 0.55 * math.sin(a) + y_extra
        pygame.draw.circle(s, c["deep"], (x, y), max(1, 1.5 * u))
    pygame.draw.line(s, c["deep"], (cx, cy), (cx + rad * 0.45, cy - rad * 0.1), max(1, round(2 * u)))
    pygame.draw.line(s, c["deep"], (cx, cy), (cx - rad * 0.1, cy + rad * 0.5 + droop * 0.2), max(1, round(1.5 * u)))


def paint(s: pygame.Surface, r: pygame.Rect, rnd: random.Random, motif: int) -> None:
    c = SU
    u = r.w / 156
    horizon = r.top + r.h * (0.62 if motif != 1 else 0.58)
    gradient(s, pygame.Rect(r.left, r.top, r.w, horizon - r.top + 1), c["sky_top"], c["sky_low"])
    if motif == 1:        # The Door in the Sea
        sea = pygame.Rect(r.left, horizon, r.w, r.bottom - horizon)
        gradient(s, sea, (70, 140, 146), (24, 80, 96))
        for k in range(26):
            y = horizon + (r.bottom - horizon) * (k / 26) ** 1.4
            x = rnd.uniform(r.left, r.right)
            w = (8 + 30 * k / 26) * u
            pygame.draw.line(s, (150, 200, 200), (x - w, y), (x + w, y), max(1, round((0.6 + k / 20) * u)))
        door = pygame.Rect(0, 0, 44 * u, 80 * u)
        door.midbottom = (r.centerx + 6 * u, r.bottom - 22 * u)
        pygame.draw.rect(s, (22, 30, 66), door)          # night beyond the door
        for k in range(7):
            pygame.draw.circle(s, (250, 246, 220),
                               (door.left + rnd.uniform(4, 40) * u, door.top + rnd.uniform(4, 60) * u), 1.2 * u)
        pygame.draw.circle(s, (246, 236, 190), (door.left + 30 * u, door.top + 16 * u), 7 * u)
        pygame.draw.circle(s, (22, 30, 66), (door.left + 27 * u, door.top + 14 * u), 6 * u)
        pygame.draw.rect(s, (236, 226, 206), door.inflate(8 * u, 6 * u), round(4 * u))
        leaf = [door.topright, (door.right + 24 * u, door.top + 8 * u), (door.right + 24 * u, door.bottom + 6 * u),
                door.bottomright]
        pygame.draw.polygon(s, c["red"], leaf)
        pygame.draw.polygon(s, c["deep"], leaf, max(1, round(1.4 * u)))
        pygame.draw.circle(s, c["clock"], (door.right + 19 * u, door.centery + 6 * u), 2.2 * u)
        pygame.draw.ellipse(s, (24, 70, 84), (door.left - 8 * u, door.bottom - 2 * u, door.w + 40 * u, 10 * u))
        _eye(s, r.left + r.w * 0.28, r.top + r.h * 0.2, 22 * u, c, u)
        _cloud(s, r.left + r.w * 0.72, r.top + r.h * 0.16, 46 * u, c["cloud"], u)
        return
    ground = pygame.Rect(r.left, horizon, r.w, r.bottom - horizon)
    gradient(s, ground, c["sand"], c["sand_dark"])
    for k in range(4):    # far mesas
        x = r.left + r.w * rnd.uniform(0, 1)
        pygame.draw.polygon(s, (150, 120, 96), [(x - 24 * u, horizon), (x - 16 * u, horizon - 9 * u),
                                                (x + 14 * u, horizon - 9 * u), (x + 22 * u, horizon)])
    if motif == 0:        # Umbrella Dreaming of Rain
        cx, cy = r.centerx + 4 * u, r.top + r.h * 0.38
        pygame.draw.ellipse(s, c["shadow"], (cx - 56 * u, r.bottom - 28 * u, 120 * u, 14 * u))
        _cloud(s, cx - 6 * u, r.bottom - 44 * u, 58 * u, c["cloud"], u)
        for k in range(14):   # rain falling upwards, from the cloud to the umbrella
            x = cx + rnd.uniform(-40, 36) * u
            y = r.bottom - 54 * u - rnd.uniform(0, 80) * u
            pygame.draw.polygon(s, (90, 150, 190),
                                [(x, y - 5 * u), (x + 3 * u, y + 2 * u), (x, y + 4 * u), (x - 3 * u, y + 2 * u)])
        tilt = -0.25
        canopy = []
        for i in range(21):
            a = math.pi + math.pi * i / 20
            canopy.append((cx + 62 * u * math.cos(a + tilt),
                           cy + 44 * u * math.sin(a) + 62 * u * math.sin(tilt) * math.cos(a)))
        scallops = []
        for k in range(6, -1, -1):
            t = k / 6
            x = canopy[0][0] + (canopy[-1][0] - canopy[0][0]) * t
            y = canopy[0][1] + (canopy[-1][1] - canopy[0][1]) * t
            scallops.append((x, y))
            if k:
                scallops.append((x - (canopy[-1][0] - canopy[0][0]) / 12, y - 6 * u))
        pygame.draw.polygon(s, c["green"], canopy + scallops)
        for k in range(1, 6):
            t = k / 6
            bx = canopy[0][0] + (canopy[-1][0] - canopy[0][0]) * t
            by = canopy[0][1] + (canopy[-1][1] - canopy[0][1]) * t
            pygame.draw.line(s, c["deep"], (cx + 4 * u, cy - 40 * u), (bx, by), max(1, round(1.4 * u)))
        pygame.draw.polygon(s, c["deep"], canopy + scallops, max(1, round(2 * u)))
        handle = [(cx + 4 * u, cy - 40 * u), (cx + 14 * u, cy + 50 * u)]
        stroke(s, c["deep"], handle, round(3 * u))
        stroke(s, c["deep"], [(cx + 14 * u + 7 * u * math.cos(a), cy + 50 * u + 7 * u * math.sin(a))
                              for a in [k * 0.3 for k in range(12)]], round(3 * u))
        _eye(s, r.left + r.w * 0.18, r.top + r.h * 0.14, 12 * u, c, u)
    else:                 # Clockwork Orchard: bare trees, melting clocks, long shadows
        for k, x in enumerate((0.2, 0.52, 0.84)):
            tx = r.left + r.w * x
            base = horizon + (r.bottom - horizon) * (0.35 + 0.3 * k / 2)
            h = (70 + 20 * k) * u
            pygame.draw.polygon(s, c["shadow"], [(tx - 3 * u, base), (tx + 3 * u, base), (tx + 70 * u, base + 12 * u),
                                                 (tx + 60 * u, base + 15 * u)])
            stroke(s, c["deep"], [(tx, base), (tx - 2 * u, base - h)], round(5 * u))
            for side in (-1, 1):
                for j in range(2):
                    y = base - h * (0.55 + j * 0.25)
                    stroke(s, c["deep"], [(tx, y), (tx + side * (18 + 8 * j) * u, y - 16 * u),
                                          (tx + side * (26 + 8 * j) * u, y - 20 * u)], round(2.4 * u))
            cy = base - h * 0.62
            _melting_clock(s, tx + 12 * u * (1 if k % 2 else -1), cy, 15 * u, 20 * u, c, u, rnd)
        pygame.draw.polygon(s, c["green"], [(r.left, r.bottom), (r.left + r.w * 0.3, r.bottom - 8 * u),
                                            (r.left + r.w * 0.6, r.bottom)])
        _cloud(s, r.left + r.w * 0.66, r.top + r.h * 0.14, 40 * u, c["cloud"], u)
        _eye(s, r.left + r.w * 0.24, r.top + r.h * 0.16, 10 * u, c, u)
