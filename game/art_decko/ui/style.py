"""Art Decko's look: genre families (colour, glyph, pattern), player colours, and the small
pieces drawn by code — genre glyphs, invitation markers, ribbons, cost tokens, coins.

Colour is never the only cue: every genre has a glyph (Art Nouveau a leaf, Renaissance an
arch, Surrealism an eye, Pop Art a burst, Impressionism a flower of dabs; the gray wild
marker a four-point spark) and a background pattern; every player's ribbon carries its
seat number. Pieces are drawn several times larger and scaled down smoothly, then cached.
"""

from __future__ import annotations

import dataclasses
import functools
import math

import pygame
from pygame.typing import ColorLike, Point

from game.ui import theme
from game.ui.icons import star_points

RGB = tuple[int, int, int]

SUPERSAMPLE = 4


@dataclasses.dataclass(frozen=True)
class GenreStyle:
    id: str
    short: str       # two-letter label for the tiniest places
    main: RGB
    dark: RGB
    light: RGB
    glyph: str       # leaf, arch, eye, burst, dabs
    pattern: str     # waves, lattice, drips, halftone, dabs


GENRES = {
    "art_nouveau": GenreStyle("art_nouveau", "AN", (222, 178, 52), (104, 76, 14), (248, 232, 176), "leaf", "waves"),
    "renaissance": GenreStyle("renaissance", "RE", (206, 104, 42), (106, 44, 12), (246, 208, 176), "arch", "lattice"),
    "surrealism": GenreStyle("surrealism", "SU", (64, 142, 96), (20, 70, 42), (198, 230, 204), "eye", "drips"),
    "pop_art": GenreStyle("pop_art", "PO", (222, 74, 146), (116, 18, 66), (250, 202, 226), "burst", "halftone"),
    "impressionism": GenreStyle("impressionism", "IM", (60, 108, 190), (20, 44, 104), (192, 210, 242), "dabs", "dabs"),
}
GENRE_ORDER = ("art_nouveau", "renaissance", "surrealism", "pop_art", "impressionism")
GRAY = GenreStyle("gray", "W", (150, 148, 142), (70, 70, 68), (214, 212, 206), "spark", "plain")
GOLD_STYLE = GenreStyle("gold", "G", (206, 162, 72), (120, 86, 28), (244, 220, 160), "coin", "plain")

# Player colours: none of them a genre colour; the seat number is always drawn on them too.
PLAYERS = (
    ((176, 38, 50), (104, 18, 26), "crimson"),
    ((104, 66, 148), (56, 30, 90), "violet"),
    ((50, 56, 66), (18, 20, 26), "charcoal"),
    ((234, 230, 218), (84, 80, 72), "ivory"),
)

COIN = (214, 168, 70)
COIN_DARK = (132, 94, 30)
COIN_LIGHT = (246, 222, 150)


def genre_style(index_or_id: int | str) -> GenreStyle:
    """The style of a genre by index (0…4), id, or the gray wild marker (index 5 / "gray")."""
    if isinstance(index_or_id, int):
        return GENRES[GENRE_ORDER[index_or_id]] if 0 <= index_or_id < len(GENRE_ORDER) else GRAY
    return GENRES.get(index_or_id, GRAY)


def player_colour(seat: int) -> RGB:
    return PLAYERS[seat % len(PLAYERS)][0]


def player_dark(seat: int) -> RGB:
    return PLAYERS[seat % len(PLAYERS)][1]


def player_ink(seat: int) -> RGB:
    """Text colour on the player's colour."""
    main = player_colour(seat)
    return theme.INK if sum(main) > 500 else theme.SURFACE


# --- glyphs -----------------------------------------------------------------

def _leaf(cx: float, cy: float, r: float, angle: float = -math.pi / 4, steps: int = 24) -> list[tuple[float, float]]:
    """A pointed leaf (vesica) along ``angle``, with a curl at its base."""
    pts = []
    for i in range(steps + 1):
        t = i / steps
        x = (t - 0.5) * 2 * r
        y = math.sin(t * math.pi) * r * 0.48
        pts.append((x, y))
    for i in range(steps, -1, -1):
        t = i / steps
        x = (t - 0.5) * 2 * r
        y = -math.sin(t * math.pi) * r * 0.48
        pts.append((x, y))
    ca, sa = math.cos(angle), math.sin(angle)
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]


def draw_glyph(surface: pygame.Surface, glyph: str, centre: tuple[float, float], r: float, colour: RGB,
               back: ColorLike | None = None) -> None:
    """A genre glyph of "radius" ``r`` at ``centre`` in ``colour``; ``back`` fills holes (the eye's white)."""
    cx, cy = centre
    w = max(1, round(r * 0.16))
    if glyph == "leaf":
        pygame.draw.polygon(surface, colour, _leaf(cx + r * 0.12, cy - r * 0.12, r * 0.86))
        # the whiplash stem
        pts = [(cx - r * 0.55 + r * 0.5 * math.cos(a) * (1 - a / 7), cy + r * 0.55 + r * 0.35 * math.sin(a))
               for a in [k * 0.25 for k in range(19)]]
        pygame.draw.lines(surface, colour, False, pts, w)
    elif glyph == "arch":
        body = pygame.Rect(0, 0, round(r * 1.3), round(r * 1.0))
        body.midbottom = (cx, cy + r * 0.9)
        pygame.draw.rect(surface, colour, body)
        pygame.draw.circle(surface, colour, (cx, body.top), r * 0.65)
        if back is not None:
            door = pygame.Rect(0, 0, round(r * 0.58), round(r * 0.8))
            door.midbottom = (cx, cy + r * 0.9)
            pygame.draw.rect(surface, back, door)
            pygame.draw.circle(surface, back, (cx, door.top), r * 0.29)
        base = pygame.Rect(0, 0, round(r * 1.7), max(1, round(r * 0.22)))
        base.midtop = (cx, cy + r * 0.86)
        pygame.draw.rect(surface, colour, base)
    elif glyph == "eye":
        pts = []
        for i in range(25):
            t = math.pi * i / 24
            pts.append((cx - r * math.cos(t), cy - r * 0.62 * math.sin(t)))
        for i in range(25):
            t = math.pi * i / 24
            pts.append((cx + r * math.cos(t), cy + r * 0.62 * math.sin(t)))
        pygame.draw.polygon(surface, colour, pts)
        if back is not None:
            inner = [(cx + (x - cx) * 0.78, cy + (y - cy) * 0.66) for x, y in pts]
            pygame.draw.polygon(surface, back, inner)
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.36)
        if back is not None:
            pygame.draw.circle(surface, back, (cx + r * 0.1, cy - r * 0.1), r * 0.1)
    elif glyph == "burst":
        pygame.draw.polygon(surface, colour, star_points(cx, cy, r, r * 0.52, 8, -math.pi / 2 + 0.2))
    elif glyph == "dabs":
        for k in range(5):
            a = -math.pi / 2 + k * 2 * math.pi / 5
            pygame.draw.circle(surface, colour, (cx + r * 0.58 * math.cos(a), cy + r * 0.58 * math.sin(a)), r * 0.34)
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.26)
    elif glyph == "spark":
        pygame.draw.polygon(surface, colour, star_points(cx, cy, r, r * 0.3, 4))
    elif glyph == "coin":
        pygame.draw.circle(surface, colour, (cx, cy), r)
        if back is not None:
            pygame.draw.circle(surface, back, (cx, cy), r * 0.72, max(1, round(r * 0.12)))


@functools.lru_cache(maxsize=256)
def glyph_icon(genre: int | str, size: float, colour: RGB | None = None,
               back: tuple[int, ...] = (0, 0, 0, 0)) -> pygame.Surface:
    """A genre glyph alone (no disc) as a ``size``×``size`` surface; ``genre`` index, id or "gray"."""
    st = genre_style(genre)
    n = max(4, int(size)) * SUPERSAMPLE
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    draw_glyph(big, st.glyph, (n / 2, n / 2), n * 0.44, colour or st.dark, back)
    return pygame.transform.smoothscale(big, (max(4, int(size)),) * 2)


@functools.lru_cache(maxsize=256)
def marker_icon(genre: int | str, size: int, dimmed: bool = False) -> pygame.Surface:
    """An invitation / rating marker: a disc in the genre's colour with its glyph in cream.

    ``genre``: index 0…4 or id; 5 or "gray" is the gray wild marker.
    """
    st = genre_style(genre)
    size = max(6, int(size))
    n = size * SUPERSAMPLE
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    pygame.draw.circle(big, st.dark, (c, c + n * 0.03), n * 0.48)
    pygame.draw.circle(big, st.main, (c, c), n * 0.45)
    pygame.draw.circle(big, theme.shade(st.main, 1.25), (c, c), n * 0.45, max(1, n // 22))
    ink = (250, 246, 236) if st is not GENRES["art_nouveau"] else st.dark
    draw_glyph(big, st.glyph, (c, c), n * 0.27, ink, back=st.main)
    img = pygame.transform.smoothscale(big, (size, size))
    if dimmed:
        img.set_alpha(110)
    return img


# --- ribbons, tokens, coins ---------------------------------------------------

@functools.lru_cache(maxsize=64)
def ribbon_icon(seat: int, size: int) -> pygame.Surface:
    """A player's ribbon: a rosette in the player's colour with two tails and the seat number."""
    size = max(8, int(size))
    n = size * SUPERSAMPLE
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    main, dark = player_colour(seat), player_dark(seat)
    cx, cy = n * 0.5, n * 0.4
    for dx, lean in ((-0.13, -0.08), (0.13, 0.08)):
        x = cx + dx * n
        tail = [(x - 0.09 * n, cy), (x + 0.09 * n, cy), (x + (0.09 + lean) * n, n * 0.98),
                (x + lean * n, n * 0.87), (x + (lean - 0.09) * n, n * 0.98)]
        pygame.draw.polygon(big, main, tail)
        pygame.draw.polygon(big, dark, tail, max(1, n // 40))
    bumps = 12
    pts = []
    for i in range(bumps * 8):
        a = 2 * math.pi * i / (bumps * 8)
        rr = n * 0.38 - n * 0.035 * (1 - abs(math.cos(a * bumps / 2)))
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(big, dark, pts)
    pygame.draw.circle(big, main, (cx, cy), n * 0.3)
    pygame.draw.circle(big, theme.shade(main, 1.3) if sum(main) < 500 else dark, (cx, cy), n * 0.3, max(1, n // 30))
    digit = theme.font(round(n * 0.4), bold=True).render(str(seat + 1), True, player_ink(seat))
    big.blit(digit, digit.get_rect(center=(cx, cy + n * 0.01)))
    return pygame.transform.smoothscale(big, (size, size))


@functools.lru_cache(maxsize=64)
def player_chip(seat: int, size: int) -> pygame.Surface:
    """A round chip in the player's colour with the seat number (score track, owners)."""
    size = max(8, int(size))
    n = size * SUPERSAMPLE
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    pygame.draw.circle(big, player_dark(seat), (c, c), n * 0.49)
    pygame.draw.circle(big, player_colour(seat), (c, c), n * 0.42)
    digit = theme.font(round(n * 0.56), bold=True).render(str(seat + 1), True, player_ink(seat))
    big.blit(digit, digit.get_rect(center=(c, c + n * 0.02)))
    return pygame.transform.smoothscale(big, (size, size))


STARTING_TOKEN = (226, 128, 46)
REGULAR_TOKEN = (236, 196, 70)


@functools.lru_cache(maxsize=64)
def cost_token(value: int, size: int, starting: bool | None = None) -> pygame.Surface:
    """A cost token: an octagon (orange for the starting tokens 1–8, yellow for 9–16) with its value."""
    size = max(10, int(size))
    starting = value <= 8 if starting is None else starting
    fill = STARTING_TOKEN if starting else REGULAR_TOKEN
    dark = theme.shade(fill, 0.45)
    n = size * SUPERSAMPLE
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2

    def octagon(r: float) -> list[tuple[float, float]]:
        return [(c + r * math.cos(math.pi / 8 + k * math.pi / 4), c + r * math.sin(math.pi / 8 + k * math.pi / 4))
                for k in range(8)]

    pygame.draw.polygon(big, dark, octagon(n * 0.5))
    pygame.draw.polygon(big, fill, octagon(n * 0.44))
    pygame.draw.polygon(big, theme.shade(fill, 1.35), octagon(n * 0.36), max(1, n // 28))
    text = str(value)
    f = theme.font(round(n * (0.5 if len(text) == 1 else 0.42)), bold=True, condensed=len(text) > 1)
    digit = f.render(text, True, theme.shade(fill, 0.3))
    big.blit(digit, digit.get_rect(center=(c, c + n * 0.02)))
    return pygame.transform.smoothscale(big, (size, size))


@functools.lru_cache(maxsize=128)
def coin_icon(size: int, value: int | None = None, dimmed: bool = False) -> pygame.Surface:
    """A gold coin with a milled rim and an optional number."""
    size = max(8, int(size))
    n = size * SUPERSAMPLE
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    pygame.draw.circle(big, COIN_DARK, (c, c + n * 0.03), n * 0.48)
    pygame.draw.circle(big, COIN, (c, c), n * 0.47)
    pygame.draw.circle(big, COIN_LIGHT, (c, c), n * 0.37)
    pygame.draw.circle(big, COIN_DARK, (c, c), n * 0.37, max(1, n // 36))
    if value is not None:
        text = str(value)
        f = theme.font(round(n * (0.5 if len(text) == 1 else 0.4)), bold=True, condensed=len(text) > 1)
        digit = f.render(text, True, COIN_DARK)
        big.blit(digit, digit.get_rect(center=(c, c + n * 0.02)))
    img = pygame.transform.smoothscale(big, (size, size))
    if dimmed:
        img.set_alpha(120)
    return img


@functools.lru_cache(maxsize=64)
def laurel_icon(size: int, colour: RGB = theme.INK_SOFT) -> pygame.Surface:
    """A small laurel (victory points)."""
    size = max(8, int(size))
    n = size * SUPERSAMPLE
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    for side in (-1, 1):
        for k in range(5):
            a = math.pi / 2 + side * (0.35 + k * 0.42)
            x = c + n * 0.34 * math.cos(a)
            y = c + n * 0.06 + n * 0.34 * math.sin(a) * -1
            pygame.draw.polygon(big, colour, _leaf(x, y, n * 0.13, a + side * 1.2 + math.pi / 2, 10))
    pygame.draw.arc(big, colour, (c - n * 0.34, c - n * 0.28, n * 0.68, n * 0.68), math.pi * 1.12,
                    math.pi * 1.88, max(1, n // 26))
    return pygame.transform.smoothscale(big, (size, size))


def draw_badge(surface: pygame.Surface, text: str, centre: Point, size: int, fill: RGB, ink: RGB, bold: bool = True,
               pad: int | None = None) -> pygame.Rect:
    """A rounded pill with text centred at ``centre``; returns its rect."""
    img = theme.text(text, size, ink, bold=bold)
    pad = pad if pad is not None else max(2, size // 3)
    r = img.get_rect()
    box = pygame.Rect(0, 0, r.w + 2 * pad, r.h + max(1, pad // 2))
    box.center = centre
    theme.round_rect(surface, box, fill, box.h // 2)
    surface.blit(img, img.get_rect(center=box.center))
    return box
