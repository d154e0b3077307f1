"""The fifteen paintings of Art Decko, painted by code in the manner of their genre.

Every genre has its own hand, recognisable without colour:

- **Art Nouveau** — an arched panel, a halo or leaded glass, whiplash curves and lilies;
- **Renaissance** — a stone arch, a chequered floor in one-point perspective, figures and halos;
- **Surrealism** — a low horizon, long shadows, melting clocks, floating eyes and clouds;
- **Pop Art** — flat colour, halftone dots, heavy black outlines, repeats;
- **Impressionism** — nothing but dabs of colour.

Each title has its own motif (the three titles of a genre are indexes 0, 1, 2). The same
title always gives the same picture: :func:`artwork` paints it once at a fixed size and
caches it; card faces scale it into their window.
"""

import functools
import math
import random

import pygame

from game.ui import theme

ART_SIZE = (468, 486)     # the cached master (3 × the card's design window)


# --- small drawing helpers -------------------------------------------------

def stroke(s, colour, pts, width):
    """A polyline with round joins and caps (pygame's wide lines have square gaps)."""
    if len(pts) < 2:
        return
    width = max(1, int(width))
    pygame.draw.lines(s, colour, False, pts, width)
    if width > 3:
        r = width / 2
        for p in pts:
            pygame.draw.circle(s, colour, p, r)


def bezier(p0, p1, p2, p3, n=32):
    pts = []
    for i in range(n + 1):
        t = i / n
        a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t ** 2, t ** 3
        pts.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return pts


def taper(s, colour, pts, w0, w1):
    """A stroke whose width goes from ``w0`` to ``w1`` (a brush line)."""
    n = len(pts)
    for i, p in enumerate(pts):
        pygame.draw.circle(s, colour, p, max(0.6, (w0 + (w1 - w0) * i / max(1, n - 1)) / 2))


def gradient(s, rect, top, bottom):
    r = pygame.Rect(rect)
    s.blit(theme.vertical_gradient(r.size, top, bottom), r.topleft)


def spiral(cx, cy, r0, turns, direction=1, n=60):
    pts = []
    for i in range(n + 1):
        t = i / n
        a = direction * t * turns * 2 * math.pi
        r = r0 * (1 - t * 0.85)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def arch_points(rect, steps=40):
    """Outline of a round-topped arch filling ``rect``."""
    r = pygame.Rect(rect)
    rad = r.w / 2
    pts = [(r.left, r.bottom), (r.left, r.top + rad)]
    for i in range(steps + 1):
        a = math.pi + math.pi * i / steps
        pts.append((r.centerx + rad * math.cos(a), r.top + rad + rad * math.sin(a)))
    pts += [(r.right, r.top + rad), (r.right, r.bottom)]
    return pts


def ellipse_pts(cx, cy, rx, ry, n=40, rot=0.0):
    c, s_ = math.cos(rot), math.sin(rot)
    return [(cx + rx * math.cos(2 * math.pi * i / n) * c - ry * math.sin(2 * math.pi * i / n) * s_,
             cy + rx * math.cos(2 * math.pi * i / n) * s_ + ry * math.sin(2 * math.pi * i / n) * c) for i in range(n)]


def jitter(rnd, colour, amount):
    return tuple(max(0, min(255, round(c + rnd.uniform(-amount, amount)))) for c in colour)


def dab(s, rnd, colour, x, y, length, width, angle):
    dx, dy = math.cos(angle) * length / 2, math.sin(angle) * length / 2
    pygame.draw.line(s, colour, (x - dx, y - dy), (x + dx, y + dy), max(1, int(width)))


def dab_field(s, rnd, rect, colours, count, length, width, angle=0.0, spread=0.5, amount=14, inside=None):
    r = pygame.Rect(rect)
    for _ in range(count):
        x, y = rnd.uniform(r.left, r.right), rnd.uniform(r.top, r.bottom)
        if inside is not None and not inside(x, y):
            continue
        c = jitter(rnd, rnd.choice(colours), amount)
        dab(s, rnd, c, x, y, length * rnd.uniform(0.7, 1.3), width * rnd.uniform(0.8, 1.2),
            angle + rnd.uniform(-spread, spread))


# --- Art Nouveau -------------------------------------------------------------

AN = {"cream": (246, 236, 208), "mustard": (214, 170, 58), "olive": (112, 118, 54), "teal": (52, 112, 108),
      "rose": (206, 136, 114), "brown": (78, 54, 30), "sage": (176, 190, 150), "gold": (226, 190, 90),
      "iris": (106, 78, 156), "skin": (240, 214, 186), "hair": (172, 84, 44)}


def _whiplash(s, rnd, x0, y0, length, up, colour, width, direction=1):
    """A long S-curve ending in a tight curl — the Art Nouveau line."""
    x1 = x0 + direction * length * rnd.uniform(0.3, 0.6)
    pts = bezier((x0, y0), (x0 + direction * length * 0.5, y0 - up * 0.2),
                 (x1 - direction * length * 0.4, y0 - up * 0.9), (x1, y0 - up), 40)
    pts += spiral(x1, y0 - up + length * 0.08, length * 0.08, 0.9, direction, 24)[1:]
    taper(s, colour, pts, width, width * 0.35)


def _lily(s, x, y, r, colour, dark, angle=0.0):
    for k in range(3):
        a = angle - math.pi / 2 + (k - 1) * 0.8
        tip = (x + r * math.cos(a), y + r * math.sin(a))
        left = (x + r * 0.38 * math.cos(a - 0.55), y + r * 0.38 * math.sin(a - 0.55))
        right = (x + r * 0.38 * math.cos(a + 0.55), y + r * 0.38 * math.sin(a + 0.55))
        pygame.draw.polygon(s, colour, [(x, y), left, tip, right])
        pygame.draw.polygon(s, dark, [(x, y), left, tip, right], max(1, round(r * 0.06)))
    pygame.draw.circle(s, (214, 170, 58), (x, y - r * 0.1), r * 0.12)


def _art_nouveau(s, r, rnd, motif):
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


# --- Renaissance -------------------------------------------------------------

RE = {"lapis": (40, 72, 142), "sky": (214, 222, 226), "ochre": (198, 150, 72), "umber": (112, 72, 40),
      "vermilion": (182, 62, 42), "stone": (216, 200, 170), "stone_dark": (156, 134, 104), "dark": (58, 40, 28),
      "skin": (232, 198, 160), "gold": (226, 184, 80), "green": (92, 110, 70), "tile": (236, 226, 206)}


def _floor(s, r, horizon, vx, u, c, light=None, dark=None):
    """A chequered floor in one-point perspective below ``horizon``, vanishing at ``vx``."""
    light = light or c["tile"]
    dark = dark or c["vermilion"]
    rows = [horizon + (r.bottom - horizon) * (1 - 0.62 ** k) for k in range(1, 9)] + [r.bottom]
    rows = [horizon] + rows
    cols = 30
    s.fill(theme.lerp_colour(light, dark, 0.5), (r.left, horizon, r.w, r.bottom - horizon))

    def x_at(i, y):
        t = (y - horizon) / max(1, r.bottom - horizon)
        base = r.left - r.w * 3.0 + (r.w * 7.0) * i / cols
        return vx + (base - vx) * t

    for j in range(len(rows) - 1):
        y0, y1 = rows[j], rows[j + 1]
        for i in range(cols):
            quad = [(x_at(i, y0), y0), (x_at(i + 1, y0), y0), (x_at(i + 1, y1), y1), (x_at(i, y1), y1)]
            pygame.draw.polygon(s, dark if (i + j) % 2 else light, quad)


def _figure(s, x, base, h, robe, mantle, c, u, halo=False, facing=0):
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


def _renaissance(s, r, rnd, motif):
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
        for k in (-0.6, 0, 0.6):
            pygame.draw.ellipse(s, c["dark"], (g[0] - 20 * u * math.cos(k), g[1] - 20 * u, 40 * u * math.cos(k),
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
        col = pygame.Rect(r.centerx - 6 * u, r.top + r.h * 0.22, 12 * u, r.h * 0.7)
        pygame.draw.rect(s, (236, 228, 212), col)
        pygame.draw.rect(s, c["stone_dark"], col, max(1, round(u)))
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


# --- Surrealism --------------------------------------------------------------

SU = {"sky_top": (70, 140, 132), "sky_low": (242, 226, 170), "sand": (214, 176, 118), "sand_dark": (170, 128, 80),
      "shadow": (110, 80, 54), "green": (64, 142, 96), "deep": (26, 48, 56), "cloud": (248, 246, 238),
      "clock": (238, 214, 120), "red": (176, 60, 48), "sea": (44, 110, 120)}


def _cloud(s, cx, cy, w, colour, u):
    for dx, dy, rr in ((-0.32, 0.06, 0.22), (-0.1, -0.08, 0.3), (0.16, -0.02, 0.26), (0.36, 0.08, 0.18)):
        pygame.draw.circle(s, colour, (cx + dx * w, cy + dy * w), rr * w)
    pygame.draw.rect(s, colour, (cx - 0.42 * w, cy + 0.04 * w, 0.84 * w, 0.16 * w), border_radius=round(0.08 * w))


def _eye(s, cx, cy, w, c, u):
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


def _melting_clock(s, cx, cy, rad, droop, c, u, rnd):
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


def _surrealism(s, r, rnd, motif):
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


# --- Pop Art -----------------------------------------------------------------

PO = {"pink": (238, 66, 146), "yellow": (255, 218, 44), "cyan": (44, 188, 226), "red": (228, 40, 44),
      "black": (22, 20, 24), "white": (252, 250, 246), "blue": (36, 74, 180), "skin": (250, 200, 170)}


def _halftone(s, rect, colour, step, rmax, gradient_dir=1):
    r = pygame.Rect(rect)
    y = r.top
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


def _outline_poly(s, fill, pts, w):
    pygame.draw.polygon(s, fill, pts)
    stroke(s, PO["black"], pts + [pts[0]], w)


def _outline_circle(s, fill, centre, rad, w):
    pygame.draw.circle(s, PO["black"], centre, rad + w / 2)
    pygame.draw.circle(s, fill, centre, rad - w / 2)


def _milkshake(s, r, bg, shake, dots, u):
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


def _pop_art(s, r, rnd, motif):
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
        word = f.render("KISS!", True, c["black"])
        s.blit(word, word.get_rect(center=bubble.center))
    s.set_clip(clip)


# --- Impressionism -----------------------------------------------------------

IM = {"sky": (160, 186, 224), "lilac": (196, 176, 214), "pale": (238, 232, 214), "water": (64, 104, 164),
      "water_light": (120, 160, 206), "green": (86, 146, 88), "green_dark": (42, 86, 62), "sun": (244, 142, 58),
      "yellow": (242, 214, 110), "rose": (226, 140, 150), "navy": (34, 46, 92), "white": (250, 248, 240)}


def _impressionism(s, r, rnd, motif):
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
            def in_poplar(x_, y_, cx=cx, top=top):
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


PAINTERS = {"art_nouveau": _art_nouveau, "renaissance": _renaissance, "surrealism": _surrealism,
            "pop_art": _pop_art, "impressionism": _impressionism}


@functools.lru_cache(maxsize=32)
def artwork(genre_id, motif, title):
    """The master picture of one painting (``ART_SIZE``), cached: genre id, title index 0–2, title."""
    surf = pygame.Surface(ART_SIZE)
    rnd = random.Random(f"art-decko:{genre_id}:{title}")
    painter = PAINTERS.get(genre_id, _impressionism)
    painter(surf, surf.get_rect(), rnd, motif % 3)
    return surf


def paint_into(surface, rect, genre_id, motif, title):
    """Scale the master picture of a painting into ``rect`` of ``surface``."""
    r = pygame.Rect(rect)
    if r.w < 1 or r.h < 1:
        return
    surface.blit(pygame.transform.smoothscale(artwork(genre_id, motif, title), r.size), r)
