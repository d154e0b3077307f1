"""The main menu's backdrop: a gallery wall with three lit, framed abstract paintings and their labels."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from game.ui import art, cards, theme

if TYPE_CHECKING:
    pass

WALL = (236, 229, 214)
FLOOR = (124, 92, 64)
FRAME = (44, 38, 34)
FLOOR_H, SKIRTING_H = 54, 12  # design heights of the floor and the skirting board above it
# (palette colour, seed, design size, caption title, caption line) — the paintings and their labels.
PAINTINGS = (
    ("blue", "wall-left", (150, 192), "Quiet Tide", "gouache on board, 1926"),
    ("orange", "wall-centre", (232, 296), "Study in Ochre", "oil on canvas, 1923"),
    ("red", "wall-right", (150, 192), "Red Angle", "tempera, 1925"),
)


def _painting(colour: str, seed: int | str, size: tuple[int, int], scale: float) -> pygame.Surface:
    """A framed, matted painting as one surface (art drawn at 2× and scaled down)."""
    w, h = size
    frame, mat = theme.px(7, scale), theme.px(16, scale)
    fam = cards.FAMILIES[colour]
    out = pygame.Surface((w, h))
    out.fill(FRAME)
    pygame.draw.rect(out, (70, 62, 56), out.get_rect(), max(1, theme.px(2, scale)))
    inner = out.get_rect().inflate(-2 * frame, -2 * frame)
    out.fill((250, 247, 240), inner)
    canvas = inner.inflate(-2 * mat, -2 * mat)
    big = pygame.Surface((canvas.w * 2, canvas.h * 2))
    art.compose(big, big.get_rect(), seed, art.palette(fam.main, fam.dark, fam.light))
    out.blit(pygame.transform.smoothscale(big, canvas.size), canvas)
    pygame.draw.rect(out, (214, 206, 190), canvas.inflate(2, 2), 1)  # the mat's bevel
    return out


def _light(size: tuple[int, int]) -> pygame.Surface:
    """A soft oval pool of light (added to the wall above each painting)."""
    small = pygame.Surface((40, 40))
    for y in range(40):
        for x in range(40):
            d = ((x - 19.5) / 20) ** 2 + ((y - 10) / 30) ** 2
            v = round(max(0.0, 1 - d) ** 1.8 * 26)
            small.set_at((x, y), (v, v, round(v * 0.8)))
    return pygame.transform.smoothscale(small, size)


def skirting_top(size: tuple[int, int], scale: float) -> int:
    """The y of the skirting board's top edge: where the wall ends for anything drawn on it."""
    return size[1] - theme.px(FLOOR_H + SKIRTING_H, scale)


@functools.lru_cache(maxsize=2)
def gallery_wall(size: tuple[int, int], scale: float, left: int) -> pygame.Surface:
    """The whole backdrop for a window ``size``; paintings go right of x = ``left``."""
    w, h = size
    wall = theme.paper(size, WALL).copy()
    floor_h = theme.px(FLOOR_H, scale)
    floor = pygame.Rect(0, h - floor_h, w, floor_h)
    wall.blit(theme.vertical_gradient(floor.size, FLOOR, theme.shade(FLOOR, 0.7)), floor)
    for i in range(1, 6):  # floorboard seams in perspective
        y = floor.top + round(floor_h * (i / 6) ** 1.4)
        pygame.draw.line(wall, theme.shade(FLOOR, 0.82), (0, y), (w, y), 1)
    skirting = pygame.Rect(0, skirting_top(size, scale), w, floor.top - skirting_top(size, scale))
    wall.fill((224, 215, 198), skirting)
    pygame.draw.line(wall, (244, 238, 226), skirting.topleft, skirting.topright, max(1, theme.px(2, scale)))

    room = w - left - theme.px(40, scale)
    sizes = [(theme.px(pw, scale), theme.px(ph, scale)) for _, _, (pw, ph), _, _ in PAINTINGS]
    gap = theme.px(36, scale)
    need = sum(s[0] for s in sizes) + 2 * gap
    if room < sizes[1][0] + theme.px(40, scale):
        return wall  # too narrow a window for the paintings: the bare wall is calmer than a squeeze
    hang = PAINTINGS if room >= need else PAINTINGS[1:2]
    sizes = sizes if room >= need else sizes[1:2]
    total = sum(s[0] for s in sizes) + gap * (len(sizes) - 1)
    x = left + (room - total) // 2 + theme.px(20, scale)
    eye = round(h * 0.44)  # paintings hang centred on one eye line
    for (colour, seed, _, title, line), (pw, ph) in zip(hang, sizes):
        rect = pygame.Rect(x, eye - ph // 2, pw, ph)
        glow = _light((pw * 2, ph * 2))
        wall.blit(glow, glow.get_rect(midtop=(rect.centerx, 0)), special_flags=pygame.BLEND_RGB_ADD)
        theme.draw_shadow(wall, rect, 2, theme.px(14, scale), (theme.px(3, scale), theme.px(9, scale)), alpha=55)
        wall.blit(_painting(colour, seed, (pw, ph), scale), rect)
        _caption(wall, rect, title, line, scale)
        x += pw + gap
    return wall


def _caption(surface: pygame.Surface, painting: pygame.Rect, title: str, line: str, scale: float) -> None:
    """A small museum label under a painting."""
    size_t, size_l = theme.px(12, scale), theme.px(10.5, scale)
    t = theme.text(title, size_t, theme.INK, bold=True)
    l2 = theme.text(line, size_l, theme.INK_SOFT)
    pad = theme.px(8, scale)
    card = pygame.Rect(0, 0, max(t.get_width(), l2.get_width()) + 2 * pad,
                       t.get_height() + l2.get_height() + pad * 3 // 2)
    card.midtop = (painting.centerx, painting.bottom + theme.px(22, scale))
    theme.draw_shadow(surface, card, 1, theme.px(3, scale), (0, theme.px(1, scale)), alpha=50)
    surface.fill((252, 250, 245), card)
    surface.blit(t, (card.left + pad, card.top + pad * 2 // 3))
    surface.blit(l2, (card.left + pad, card.top + pad * 2 // 3 + t.get_height()))
