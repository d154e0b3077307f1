"""The table's look: seat colours, card glows and veils, mini cards, colour and number chips.

Everything here is cached per size and arguments: the table redraws from these pieces
without re-rendering anything that did not change.
"""

from __future__ import annotations

import functools
from typing import Any, Callable

import pygame

from game.avant_carde.ui import faces
from game.ui import cards, icons, theme
from game.ui.text import shorten

GLOW = (244, 196, 76)          # a card you can play / click now
GLOW_SOFT = (255, 232, 160)
SELECT = (60, 140, 220)        # a card picked for a choice
TABLE_FELT = (226, 216, 196)   # the sunk areas cards lie in
MONEY = (64, 120, 70)
MONEY_SOFT = (220, 236, 214)
SHAPE_NAMES = {"orange": "circle", "red": "triangle", "blue": "square", "purple": "diamond"}


Colour = tuple[int, int, int]


def seat_colour(seat: int) -> Colour:
    return theme.SEATS[seat % len(theme.SEATS)]


def seat_marker(surface: pygame.Surface, seat: int, centre: tuple[int, int], r: int,
                colour: Colour | None = None) -> None:
    """The seat's marker shape (see :func:`game.ui.theme.seat_marker`) in its seat colour."""
    theme.seat_marker(surface, seat, centre, r, colour or seat_colour(seat))


# --- cards ----------------------------------------------------------------------------------

def card_face(number: int | None, colour: str | None, code: str | None, width: int, timing: str | None,
              patterns: bool) -> pygame.Surface:
    """A card face ``width`` wide (cached by the shell's renderer)."""
    return faces.render_card(number, colour, code, cards.card_size(width), patron_timing=timing,
                             patterns=patterns)


def card_back(width: int) -> pygame.Surface:
    return cards.render_card_back(cards.card_size(width))


@functools.lru_cache(maxsize=64)
def glow(size: tuple[int, int], colour: Colour = GLOW, spread: int = 8, alpha: int = 200) -> pygame.Surface:
    """A soft halo around a card of ``size`` (blit at the card's topleft minus ``spread*2``)."""
    w, h = size
    pad = spread * 2
    img = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    radius = max(4, w // 12)
    pygame.draw.rect(img, (*colour, alpha), (pad - spread // 2, pad - spread // 2, w + spread, h + spread),
                     border_radius=radius + spread // 2)
    k = max(1, spread // 2)
    small = pygame.transform.smoothscale(img, (max(1, img.get_width() // k), max(1, img.get_height() // k)))
    return pygame.transform.smoothscale(small, img.get_size())


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = GLOW, spread: int = 8,
              alpha: int = 200) -> None:
    img = glow((rect.w, rect.h), colour, spread, alpha)
    surface.blit(img, (rect.x - spread * 2, rect.y - spread * 2))


@functools.lru_cache(maxsize=64)
def veil(size: tuple[int, int], alpha: int = 120, colour: Colour = (120, 112, 100)) -> pygame.Surface:
    """A translucent rounded veil that dims a card."""
    w, h = size
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(img, (*colour, alpha), img.get_rect(), border_radius=max(3, w // 14))
    return img


@functools.lru_cache(maxsize=64)
def ring(size: tuple[int, int], colour: Colour, width: int, radius: int) -> pygame.Surface:
    img = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(img, colour, img.get_rect(), width, border_radius=radius)
    return img


def card_ring(surface: pygame.Surface, rect: Any, colour: Colour, scale: float, width: int = 3) -> None:
    r = pygame.Rect(rect).inflate(theme.px(4, scale), theme.px(4, scale))
    surface.blit(ring(r.size, colour, max(2, theme.px(width, scale)), max(4, r.w // 11)), r)


@functools.lru_cache(maxsize=512)
def mini_card(number: int | None, colour: str | None, size: tuple[int, int], patterns: bool = True,
              concealed: bool = False, tint: str | None = None, own_code: str | None = None) -> pygame.Surface:
    """A small card: colour, pattern, and a big number in its shape — readable at 40 px wide.

    Concealed: the back, with the Conservator's tint as a coloured shape. ``own_code`` is
    drawn on the owner's own concealed cards so they know what lies there.
    """
    w, h = size
    k = 3
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    W, H = big.get_size()
    radius = max(4, W // 9)
    if concealed:
        back = cards.render_card_back((W, H))
        big.blit(back, (0, 0))
        if tint:
            _tint_marker(big, tint, (W // 2, round(H * 0.2)), W * 0.16)
        if own_code:
            f = theme.font(max(9, round(W * 0.2)), bold=True, condensed=True)
            label = f.render(own_code.split(".")[-1], True, cards.BACK_GOLD)
            big.blit(label, label.get_rect(midbottom=(W // 2, H - round(H * 0.07))))
    else:
        assert colour is not None, "a face-up mini card has a colour"
        fam = cards.FAMILIES[colour]
        base = pygame.Surface((W, H), pygame.SRCALPHA)
        base.fill(fam.main)
        if patterns:
            cards.draw_pattern(base, fam.pattern, base.get_rect(), theme.shade(fam.main, 0.8), W / 180 * 1.6)
        mask = pygame.Surface((W, H), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        base.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(base, (0, 0))
        pygame.draw.rect(big, fam.dark, big.get_rect(), max(2, W // 40), border_radius=radius)
        if colour == "gray":
            pygame.draw.rect(big, fam.dark, big.get_rect().inflate(-W // 8, -W // 8), max(1, W // 60),
                             border_radius=radius // 2)
        text = str(number)
        cx, cy = W / 2, H * 0.46
        if fam.shape != "none":
            cards.draw_shape(big, fam.shape, (cx, cy), W * 0.34, cards.CREAM, fam.dark, W * 0.025)
            size_px = round(W * (0.40 if len(text) == 1 else 0.30))
            if fam.shape == "triangle":
                size_px = round(size_px * 0.8)
                cy += W * 0.08
            f = theme.font(size_px, bold=True, condensed=len(text) > 1)
            img = f.render(text, True, fam.dark)
        else:
            f = theme.font(round(W * (0.55 if len(text) == 1 else 0.42)), bold=True, condensed=len(text) > 1)
            img = f.render(text, True, fam.ink)
        big.blit(img, img.get_rect(center=(cx, cy)))
        # A small index in the bottom band: number + shape, like the corner of a real card.
        f2 = theme.font(max(9, round(W * 0.2)), bold=True)
        idx = f2.render(text, True, fam.ink if fam.shape != "none" else fam.dark)
        big.blit(idx, idx.get_rect(bottomleft=(round(W * 0.1), H - round(H * 0.04))))
    return pygame.transform.smoothscale(big, (w, h))


def _tint_marker(surface: pygame.Surface, colour: str, centre: tuple[float, float], r: float) -> None:
    fam = cards.FAMILIES[colour]
    pygame.draw.circle(surface, cards.CREAM, centre, r * 1.45)
    cards.draw_shape(surface, fam.shape, centre, r, fam.main, fam.dark, max(1, r * 0.12))


@functools.lru_cache(maxsize=64)
def tint_badge(colour: str, d: int) -> pygame.Surface:
    """The Conservator's tint on a concealed card: the colour's shape on a cream disc."""
    k = 4
    n = d * k
    img = pygame.Surface((n, n), pygame.SRCALPHA)
    _tint_marker(img, colour, (n / 2, n / 2), n * 0.3)
    return pygame.transform.smoothscale(img, (d, d))


@functools.lru_cache(maxsize=128)
def change_badge(number: int | None, colour: str | None, odd: tuple[int, ...], d: int) -> pygame.Surface:
    """What a Gallerist / Journalist / Philosopher made of a card: "=2", a colour, or "+5"."""
    k = 3
    label = ""
    if odd:
        label = "+" + "+".join(str(o) for o in odd)
    elif number is not None:
        label = f"={number}"
    f = theme.font(round(d * k * 0.5), bold=True, condensed=True)
    text = f.render(label, True, theme.SURFACE) if label else None
    w = (text.get_width() + d * k // 2) if text else 0
    if colour:
        w += d * k
    h = d * k
    img = pygame.Surface((max(h, w), h), pygame.SRCALPHA)
    pygame.draw.rect(img, theme.INK, img.get_rect(), border_radius=h // 2)
    x = h // 4
    if colour:
        fam = cards.FAMILIES[colour]
        cards.draw_shape(img, fam.shape, (x + h * 0.38, h / 2), h * 0.3, fam.main, cards.CREAM, h * 0.03)
        x += round(h * 0.8)
    if text:
        img.blit(text, text.get_rect(midleft=(x, h / 2)))
    return pygame.transform.smoothscale(img, (max(1, img.get_width() // k), d))


# --- chips and small pieces -------------------------------------------------------------------

@functools.lru_cache(maxsize=128)
def colour_swatch(colour: str, d: int, patterns: bool = True) -> pygame.Surface:
    """A colour as a round swatch with its shape (and pattern): colour is never the only cue."""
    k = 4
    n = d * k
    img = pygame.Surface((n, n), pygame.SRCALPHA)
    fam = cards.FAMILIES[colour]
    disc = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(disc, fam.main, (n / 2, n / 2), n / 2)
    if patterns:
        pat = pygame.Surface((n, n), pygame.SRCALPHA)
        cards.draw_pattern(pat, fam.pattern, pat.get_rect(), theme.shade(fam.main, 0.8), n / 110)
        mask = pygame.Surface((n, n), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (n / 2, n / 2), n / 2)
        pat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        disc.blit(pat, (0, 0))
    img.blit(disc, (0, 0))
    pygame.draw.circle(img, fam.dark, (n / 2, n / 2), n / 2, max(2, n // 18))
    if fam.shape != "none":
        cards.draw_shape(img, fam.shape, (n / 2, n / 2), n * 0.22, cards.CREAM, fam.dark, n * 0.02)
    return pygame.transform.smoothscale(img, (d, d))


def icon(name: str, size: float, colour: theme.Colour = theme.INK) -> pygame.Surface:
    return icons.render_icon(name, max(4, int(size)), colour)


def pill(surface: pygame.Surface, rect: Any, fill: Colour, text: str, size: int, colour: Colour, bold: bool = True,
         border: Colour | None = None) -> None:
    rect = pygame.Rect(rect)
    theme.round_rect(surface, rect, fill, rect.h // 2)
    if border:
        pygame.draw.rect(surface, border, rect, 1, border_radius=rect.h // 2)
    theme.blit_text(surface, text, size, colour, rect.center, "center", bold=bold)


DOTS_ROOM = 40     # design px the thinking dots take after "AI · medium" on a short plate


def dots_after_kind(plate: Any, px: Callable[[float], int]) -> bool:
    """Whether the thinking dots of ``plate`` go after its seat kind (a short plate, whose status
    line falls off it) rather than after its status word; ``px``: design px to pixels."""
    return plate.status.bottom > plate.rect.bottom - px(2)


def fit_text(s: str, size: int, width: int, bold: bool = False, condensed: bool = False) -> str:
    """``s`` cut with an ellipsis to fit ``width`` pixels."""
    return shorten(s, theme.font(size, bold=bold, condensed=condensed), width)


@functools.lru_cache(maxsize=8)
def felt(size: tuple[int, int], scale: float) -> pygame.Surface:
    """A sunk, slightly darker area where cards lie (a line, a hand)."""
    w, h = size
    img = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    r = theme.px(theme.RADIUS, scale)
    pygame.draw.rect(img, (*TABLE_FELT, 150), img.get_rect(), border_radius=r)
    pygame.draw.rect(img, (*theme.shade(TABLE_FELT, 0.92), 160), img.get_rect(), max(1, theme.px(1, scale)),
                     border_radius=r)
    return img
