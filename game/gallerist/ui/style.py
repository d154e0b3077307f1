"""The Gallerist table's look: colours, letters and shapes, so no piece relies on colour alone.

Visitors: VIP ■ square "V" (pink), Investor ● disc "I" (amber), Collector ◆ diamond "C" (teal).
Art types: a letter each (P, S, Ph, D) on their own colour, said in the language in force
(:func:`type_letter`: French N for Art numérique). Artists: blue ones "B" with a straight edge, red
ones "R" with a double edge. Seats keep the app's colours and shapes
(:func:`game.ui.theme.seat_marker`). The visitor and artist letters stay as they are in French
too (VIP, Investisseur, Collectionneur; Bleu, Rouge).
"""

from __future__ import annotations

import functools

import pygame

from game.engine.i18n import Mp, said, tr
from game.ui import art, theme

VISITOR = ((205, 78, 128), (214, 146, 38), (34, 139, 139))
VISITOR_LETTER = ("V", "I", "C")
TYPE_COLOUR = ((160, 72, 58), (112, 108, 118), (56, 92, 148), (60, 128, 88))
# Painting, Sculpture, Photography, Digital: each type's letter, said through the catalogs.
TYPE_LETTER = (Mp("art type letter", "P"), Mp("art type letter", "S"), Mp("art type letter", "Ph"),
               Mp("art type letter", "D"))
ARTIST_EDGE = ((52, 92, 168), (176, 52, 48))
LOCATION_TINT = ((238, 226, 204), (226, 234, 214), (222, 228, 240), (240, 224, 222))
BOARD = (246, 240, 228)
SLOT = (232, 224, 208)
GLOW = (236, 176, 40)
LOCKED = (200, 192, 180)
LACERDA_COLOUR = (90, 90, 96)

Colour = tuple[int, int, int]
Point = tuple[int, int]


def type_letter(t: int) -> str:
    """The letter of art type ``t`` (0-3) in the language in force."""
    return said(tr(TYPE_LETTER[t]))


def seat_colour(owner: int) -> Colour:
    return LACERDA_COLOUR if owner == 4 else theme.SEATS[owner % len(theme.SEATS)]


def visitor(surface: pygame.Surface, colour_index: int, centre: Point, r: int, count: int | None = None,
            scale: float = 1.0, sign: bool = True) -> None:
    """A visitor meeple: its shape, colour and letter; ``count`` written beside it ("×2", or
    "2" without ``sign`` where the room is short)."""
    x, y = centre
    col = VISITOR[colour_index]
    if colour_index == 0:
        pygame.draw.rect(surface, col, (x - r, y - r, 2 * r, 2 * r), border_radius=max(1, r // 4))
    elif colour_index == 1:
        pygame.draw.circle(surface, col, centre, r)
    else:
        pts = [(x, y - r - 2), (x + r + 2, y), (x, y + r + 2), (x - r - 2, y)]
        pygame.draw.polygon(surface, col, pts)
    theme.blit_text(surface, VISITOR_LETTER[colour_index], max(9, int(r * 1.3)), theme.WHITE, centre,
                    "center", bold=True)
    if count is not None:
        theme.blit_text(surface, f"×{count}" if sign else str(count), max(9, int(r * 1.5)), theme.INK,
                        (x + r + 3, y), "midleft", bold=True)


def piece(surface: pygame.Surface, owner: int, is_assistant: bool, centre: Point, r: int) -> None:
    """A gallerist (tall pawn: disc on a base) or an assistant (the seat's shape) of ``owner``."""
    col = seat_colour(owner)
    x, y = centre
    if is_assistant:
        theme.seat_marker(surface, owner, centre, r, col)
        pygame.draw.circle(surface, theme.WHITE, centre, max(2, r // 3))
    else:
        pygame.draw.rect(surface, col, (x - r, y + r // 3, 2 * r, r), border_radius=max(1, r // 3))
        pygame.draw.circle(surface, col, (x, y - r // 3), int(r * 0.8))
        theme.seat_marker(surface, owner, (x, y - r // 3), max(2, r // 3), theme.WHITE)


@functools.lru_cache(maxsize=256)
def work_image(work: int, w: int, h: int) -> pygame.Surface:
    """The work's picture: an abstract composition in its type's colours, the same every time."""
    base = TYPE_COLOUR[work // 8]
    pal = art.palette(base, theme.shade(base, 0.6), theme.shade(base, 1.6))
    big = pygame.Surface((w * 2, h * 2))
    big.fill(art.CREAM)
    art.compose(big, big.get_rect(), f"gallerist-work-{work}", pal)
    return pygame.transform.smoothscale(big, (w, h))


def work_tile(surface: pygame.Surface, rect: pygame.Rect, work: int, scale: float, label: str | None = None) -> None:
    """A work tile: its picture in a frame of its type's colour, the type's letter in a corner
    badge (so the type never rests on colour alone), and an optional label (fame, artist)."""
    t = work // 8
    r = pygame.Rect(rect)
    theme.round_rect(surface, r, TYPE_COLOUR[t], theme.px(5, scale))
    edge = max(2, theme.px(3, scale))
    inner = r.inflate(-2 * edge, -2 * edge)
    if inner.w > 4 and inner.h > 4:
        surface.blit(work_image(work, inner.w, inner.h), inner)
    size = max(9, min(r.h // 2, theme.px(14, scale)))
    letter = theme.text(type_letter(t), size, theme.WHITE, bold=True)
    badge = letter.get_rect(topleft=(r.left + edge, r.top + edge)).inflate(theme.px(6, scale), theme.px(2, scale))
    badge.topleft = (r.left + edge, r.top + edge)
    theme.round_rect(surface, badge, TYPE_COLOUR[t], theme.px(3, scale))
    surface.blit(letter, letter.get_rect(center=badge.center))
    if label:
        img = theme.text(label, max(9, size * 3 // 4), theme.WHITE, bold=True)
        box = img.get_rect(bottomright=(r.right - edge, r.bottom - edge)).inflate(theme.px(6, scale), 0)
        box.bottomright = (r.right - edge, r.bottom - edge)
        theme.round_rect(surface, box, theme.shade(TYPE_COLOUR[t], 0.8), theme.px(3, scale))
        surface.blit(img, img.get_rect(center=box.center))


def fit_text(surface: pygame.Surface, s: str, size: int, colour: Colour, pos: Point, anchor: str = "topleft",
             width: int | None = None, bold: bool = False) -> pygame.Rect:
    """``theme.blit_text`` no wider than ``width``: in the condensed face when the regular one
    is too wide, smaller down to ``theme.MIN_FONT_PX`` when that is, and cut with "…" only when
    even the smallest is (a small window needs this; the piece's tooltip keeps the whole words)."""
    s = said(tr(s))                     # cut in the language in force
    if width is None or theme.font(size, bold).size(s)[0] <= width:
        return theme.blit_text(surface, s, size, colour, pos, anchor, bold=bold)
    while size > theme.MIN_FONT_PX and theme.font(size, bold, condensed=True).size(s)[0] > width:
        size -= 1
    face = theme.font(size, bold, condensed=True)
    while len(s) > 1 and face.size(s)[0] > width:
        s = said(s.rstrip("…")[:-1].rstrip() + "…")
    return theme.blit_text(surface, s, size, colour, pos, anchor, bold=bold, condensed=True)


def glow(surface: pygame.Surface, rect: pygame.Rect, scale: float, t: float = 0.0, colour: Colour = GLOW) -> None:
    """The ring around a legal target (pulsing with ``t`` in seconds)."""
    import math
    a = 0.55 + 0.45 * math.sin(t * 4.0)
    col = theme.lerp_colour(theme.SURFACE, colour, 0.5 + 0.5 * a)
    pygame.draw.rect(surface, col, pygame.Rect(rect).inflate(theme.px(6, scale), theme.px(6, scale)),
                     max(2, theme.px(3, scale)), border_radius=theme.px(7, scale))
