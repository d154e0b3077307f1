"""Avant Carde's card faces (number, pips, artwork window, corner indices, patron timing), drawn
by code on the app's shared card primitives (:mod:`game.ui.cards`) and cached."""

from __future__ import annotations

import functools
from typing import Any

import pygame

from game.ui import art, icons, theme
from game.ui.cards import (
    COLOURS,
    CREAM,
    FAMILIES,
    dashed_rect,
    draw_pattern,
    draw_shape,
    finish_card,
    render_card_back,
    stroked,
    supersample,
)


def _index(number: int, fam: Any, u: float) -> pygame.Surface:
    """The corner index: number over pip, as one surface."""
    text = str(number)
    fnt = theme.font(round((31 if len(text) == 1 else 28) * u), bold=True, condensed=len(text) > 1)
    digits = stroked(text, fnt, fam.ink, fam.dark, round(1.8 * u) if fam.ink == CREAM else 0)
    pip = round(7 * u)
    gap = round(4 * u) if fam.shape != "none" else 0
    w = max(digits.get_width(), 2 * pip + round(4 * u))
    h = digits.get_height() + (gap + 2 * pip + round(3 * u) if fam.shape != "none" else 0)
    block = pygame.Surface((w, h), pygame.SRCALPHA)
    block.blit(digits, digits.get_rect(midtop=(w / 2, 0)))
    if fam.shape != "none":
        draw_shape(block, fam.shape, (w / 2, digits.get_height() + gap + pip), pip, CREAM, fam.dark, 1.4 * u)
    return block


def _draw_face(s: pygame.Surface, number: int, colour: str, code: str, patron_timing: str | None,
               patterns: bool, u: float, fam: Any) -> None:
    W, H = s.get_size()
    s.fill(fam.main)
    if patterns:
        draw_pattern(s, fam.pattern, s.get_rect(), theme.shade(fam.main, 0.76), u)

    # Art window with a cream mat.
    win = pygame.Rect(round(15 * u), round(91 * u), W - round(30 * u), round(101 * u))
    mat = win.inflate(round(8 * u), round(8 * u))
    pygame.draw.rect(s, fam.dark, mat.inflate(round(2 * u), round(2 * u)), border_radius=round(3 * u))
    pygame.draw.rect(s, CREAM, mat, border_radius=round(2 * u))
    art.compose(s, win, code, art.palette(fam.main, fam.dark, fam.light))
    pygame.draw.rect(s, fam.dark, win, max(1, round(0.8 * u)))

    # Centre-top: the number in its colour's shape (plain for white and gray).
    text = str(number)
    cx, cy = W / 2, 47 * u
    if fam.shape != "none":
        r = 31 * u
        draw_shape(s, fam.shape, (cx, cy), r, CREAM, fam.dark, 2.2 * u)
        tri = fam.shape == "triangle"
        pt = (32 if tri else 40) if len(text) == 1 else (26 if tri else 33)
        fnt = theme.font(round(pt * u), bold=True, condensed=len(text) > 1)
        digits = stroked(text, fnt, fam.dark, fam.dark, 0)
        ny = cy + (9 * u if tri else 0)
        s.blit(digits, digits.get_rect(center=(cx, ny)))
    else:
        fnt = theme.font(round(58 * u), bold=True)
        digits = stroked(text, fnt, fam.ink, fam.ink, 0)
        s.blit(digits, digits.get_rect(center=(cx, cy)))

    # Corner indices: top left, and bottom right upside down.
    block = _index(number, fam, u)
    s.blit(block, (round(8 * u), round(9 * u)))
    flipped = pygame.transform.rotate(block, 180)
    s.blit(flipped, flipped.get_rect(bottomright=(W - round(8 * u), H - round(9 * u))))

    # Patron timing mark, bottom left (visible in a fanned hand).
    if patron_timing in ("play", "buy"):
        c = (round(23 * u), H - round(25 * u))
        pygame.draw.circle(s, fam.dark, c, 14 * u)
        pygame.draw.circle(s, CREAM, c, 12.5 * u)
        box = (c[0] - 8 * u, c[1] - 8.5 * u, 16 * u, 17 * u) if patron_timing == "play" else \
            (c[0] - 8.5 * u, c[1] - 7 * u, 17 * u, 14 * u)
        icons.draw_timing(s, patron_timing, box, fam.dark)

    # Borders: a fine inner frame; white and gray get their own outlines.
    inset = pygame.Rect(0, 0, W, H).inflate(-round(10 * u), -round(10 * u))
    if colour == "white":
        pygame.draw.rect(s, fam.dark, inset, max(1, round(1.2 * u)), border_radius=round(6 * u))
    elif colour == "gray":
        dashed_rect(s, fam.dark, inset, max(1, round(2.4 * u)), 9 * u, 5 * u)
    else:
        pygame.draw.rect(s, theme.lerp_colour(fam.main, CREAM, 0.55), inset, max(1, round(1 * u)),
                         border_radius=round(6 * u))


@functools.lru_cache(maxsize=512)
def render_card(card_number: int | None, colour: str | None, code: str | None, size: tuple[int, int],
                concealed: bool = False,
                patron_timing: str | None = None, highlighted: bool = False, dimmed: bool = False,
                patterns: bool = True) -> pygame.Surface:
    """A card face as a ``size`` = (w, h) surface with alpha, cached by its arguments.

    ``colour``: one of :data:`COLOURS`; ``code`` seeds the artwork (e.g. ``"R5a"``);
    ``patron_timing``: "play" (⚡), "buy" (▶▶) or None; ``concealed`` shows the back;
    ``patterns`` draws the colour-blind background patterns.
    """
    if colour not in FAMILIES:
        raise ValueError(f"unknown card colour {colour!r}; known: {', '.join(COLOURS)}")
    if concealed:
        return render_card_back(size, highlighted, dimmed)
    if card_number is None or code is None:
        raise ValueError("a face-up card has a number and a code")
    w, h = int(size[0]), int(size[1])
    k = supersample(w)
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    u = w * k / 180
    fam = FAMILIES[colour]
    _draw_face(big, card_number, colour, code, patron_timing, patterns, u, fam)
    return finish_card(big, (w, h), 11 * u, fam.dark, highlighted, dimmed)
