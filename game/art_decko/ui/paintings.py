"""Art Decko card faces, drawn by code and cached: paintings and gold cards.

- :func:`render_painting` — a painting: its genre's colour and pattern around a gilded frame
  holding the generated artwork (see :mod:`.artworks`), the genre glyph and name at the top,
  the title on a plaque below.
- :func:`render_gold` — a gold card: a dark banknote with a gold guilloche, a big coin with
  the value, the corner value, the seat number on starting gold, and the ability box
  (name, icon and what it pays for).
- :func:`render_card` — either, from the game data and a card id.
- :func:`render_back` — the back of an Art Decko card.

Faces are drawn at 180×252 design units, supersampled, then scaled down smoothly.
"""

from __future__ import annotations

import functools
import math

import pygame
from pygame.typing import RectLike

from game.art_decko.records import Ability, ArtDeckoData
from game.art_decko.ui import artworks, style
from game.art_decko.ui.captions import ability_words
from game.art_decko.ui.style import RGB
from game.engine.i18n import L, M, said, tr
from game.ui import theme
from game.ui.cards import card_size, draw_dot_grid, finish_card  # noqa: F401  (card_size re-exported: the same 5:7 proportions)
from game.ui.text import wrap

CREAM = (250, 246, 236)
FRAME_GOLD = (198, 162, 84)
FRAME_DARK = (98, 72, 30)
NOTE = (44, 41, 36)
NOTE_LINE = (84, 72, 50)


def _supersample(width: float) -> int:
    return 4 if width <= 100 else (3 if width <= 200 else 2)


# --- patterns ------------------------------------------------------------------

def draw_pattern(s: pygame.Surface, pattern: str, rect: RectLike, colour: theme.Colour, u: float) -> None:
    """The genre's background pattern (the colour-blind cue on the frame)."""
    r = pygame.Rect(rect)
    clip = s.get_clip()
    s.set_clip(r.clip(clip))
    step = 12 * u
    x: float
    y: float
    if pattern == "waves":          # Art Nouveau: flowing lines
        y = r.top
        while y < r.bottom + step:
            xs = range(r.left - 2, r.right + 4, max(1, round(3 * u)))
            pts = [(x, y + 3 * u * math.sin((x - r.left) / (26 * u) * 2 * math.pi)) for x in xs]
            pygame.draw.lines(s, colour, False, pts, max(1, round(2.2 * u)))
            y += step
    elif pattern == "lattice":      # Renaissance: a diamond lattice (tiled floors)
        x = r.left - r.h
        while x < r.right + r.h:
            pygame.draw.line(s, colour, (x, r.top), (x + r.h, r.bottom), max(1, round(1.8 * u)))
            pygame.draw.line(s, colour, (x, r.bottom), (x + r.h, r.top), max(1, round(1.8 * u)))
            x += step * 1.2
    elif pattern == "drips":        # Surrealism: melting drips
        x = r.left + step / 2
        k = 0
        while x < r.right:
            length = (10 + 9 * ((k * 7) % 5)) * u
            for y0 in (r.top, r.top + r.h * 0.55):
                pygame.draw.line(s, colour, (x, y0), (x, y0 + length), max(1, round(2.6 * u)))
                pygame.draw.circle(s, colour, (x, y0 + length), 2.6 * u)
            x += step
            k += 1
    elif pattern == "halftone":     # Pop Art: halftone dots
        draw_dot_grid(s, r, colour, step, 2.8 * u)
    elif pattern == "dabs":         # Impressionism: short brush dabs
        row = 0
        y = r.top + step / 2
        while y < r.bottom + step:
            x = r.left + (step / 2 if row % 2 else 0)
            while x < r.right + step:
                a = 0.5 if (row + int(x / step)) % 2 else -0.4
                pygame.draw.line(s, colour, (x - 4 * u * math.cos(a), y - 4 * u * math.sin(a)),
                                 (x + 4 * u * math.cos(a), y + 4 * u * math.sin(a)), max(1, round(3 * u)))
                x += step
            y += step * 0.8
            row += 1
    s.set_clip(clip)


def _finish(big: pygame.Surface, size: tuple[int, int], outline: RGB, highlighted: bool,
            dimmed: bool) -> pygame.Surface:
    """The shared card finish (outline, highlight, veil, rounded corners), at Art Decko's radius."""
    return finish_card(big, size, big.get_width() / 18, outline, highlighted, dimmed)


def _fit_lines(text: str, size_px: int, width: int, max_lines: int = 2,
               bold: bool = True) -> tuple[pygame.font.Font, list[str]]:
    """Wrap ``text`` in at most ``max_lines`` lines, shrinking the font until it fits."""
    size = size_px
    while size > 6:
        f = theme.font(size, bold=bold, condensed=True)
        lines = wrap(text, f, width)
        if len(lines) <= max_lines:
            return f, lines
        size -= 1
    return theme.font(6, bold=bold, condensed=True), [text]


# --- paintings -----------------------------------------------------------------

PLAQUE_TOP = 206    # the title plaque's top on a card 180 wide


def plaque_top(rect: pygame.Rect) -> int:
    """Where a painting's title plaque begins on a card drawn at ``rect``: a tag on the card stays
    above it, off the title."""
    return rect.top + round(PLAQUE_TOP * rect.w / 180)


def _painting_face(s: pygame.Surface, genre_id: str, genre_name: str, motif: int, title: str, patterns: bool,
                   u: float) -> None:
    st = style.GENRES[genre_id]
    W = s.get_width()
    s.fill(st.main)
    if patterns:
        draw_pattern(s, st.pattern, s.get_rect(), theme.shade(st.main, 0.84), u)
    light_text = genre_id != "art_nouveau"
    ink = CREAM if light_text else st.dark
    # The glyph on a cream disc (top left), the genre's name beside it.
    c = (24 * u, 21 * u)
    pygame.draw.circle(s, st.dark, c, 15.5 * u)
    pygame.draw.circle(s, CREAM, c, 13.5 * u)
    style.draw_glyph(s, st.glyph, c, 9.5 * u, st.dark, back=CREAM)
    label = said(tr(L(genre_name)).upper())      # upper case of the genre said in the language in force
    f = theme.font(round(14 * u), bold=True, condensed=True)
    img = f.render(label, True, ink)
    if img.get_width() > W - 52 * u:
        img = pygame.transform.smoothscale(img, (round(W - 52 * u), img.get_height()))
    if light_text:
        shadow = f.render(label, True, st.dark)
        if shadow.get_width() != img.get_width():
            shadow = pygame.transform.smoothscale(shadow, img.get_size())
        s.blit(shadow, shadow.get_rect(midleft=(44 * u + max(1, u), c[1] + max(1, u))))
    s.blit(img, img.get_rect(midleft=(44 * u, c[1])))
    # The gilded frame and the picture.
    frame = pygame.Rect(round(10 * u), round(40 * u), W - round(20 * u), round(160 * u))
    pygame.draw.rect(s, FRAME_DARK, frame.inflate(round(2 * u), round(2 * u)), border_radius=round(2 * u))
    pygame.draw.rect(s, FRAME_GOLD, frame)
    pygame.draw.rect(s, theme.shade(FRAME_GOLD, 1.3), frame.inflate(-round(3 * u), -round(3 * u)),
                     max(1, round(1.2 * u)))
    window = frame.inflate(-round(11 * u), -round(11 * u))
    artworks.paint_into(s, window, genre_id, motif, title)
    pygame.draw.rect(s, FRAME_DARK, window, max(1, round(1.2 * u)))
    # The title plaque.
    plaque = pygame.Rect(round(14 * u), round(PLAQUE_TOP * u), W - round(28 * u), round(36 * u))
    pygame.draw.rect(s, st.dark, plaque.inflate(round(2 * u), round(2 * u)), border_radius=round(4 * u))
    pygame.draw.rect(s, CREAM, plaque, border_radius=round(4 * u))
    fnt, lines = _fit_lines(title, round(15 * u), plaque.w - round(10 * u))
    lh = fnt.get_linesize() * 0.92
    y0 = plaque.centery - lh * len(lines) / 2
    for i, line in enumerate(lines):
        img = fnt.render(line, True, theme.INK)
        s.blit(img, img.get_rect(midtop=(plaque.centerx, y0 + i * lh)))


@functools.lru_cache(maxsize=768)
def render_painting(genre_id: str, genre_name: str, motif: int, title: str, size: tuple[int, int],
                    highlighted: bool = False, dimmed: bool = False, patterns: bool = True) -> pygame.Surface:
    """A painting card face at ``size`` = (w, h), cached.

    ``genre_id`` e.g. ``"pop_art"``; ``motif`` the title's index in its genre (0–2) choosing the picture.
    """
    w, h = max(8, int(size[0])), max(8, int(size[1]))
    k = _supersample(w)
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    u = w * k / 180
    _painting_face(big, genre_id, genre_name, motif, title, patterns, u)
    return _finish(big, (w, h), style.GENRES[genre_id].dark, highlighted, dimmed)


# --- gold ------------------------------------------------------------------------

def _ability_icon(s: pygame.Surface, ability_id: str | None, centre: tuple[float, float], r: float) -> None:
    """Small pictures for the abilities: +2 (Sweetener), a top hat, a sprout, a column."""
    cx, cy = centre
    dark = style.COIN_DARK
    if ability_id == "boost":
        pygame.draw.circle(s, style.COIN, centre, r)
        pygame.draw.circle(s, dark, centre, r, max(1, round(r * 0.1)))
        f = theme.font(round(r * 1.05), bold=True, condensed=True)
        img = f.render("+2", True, dark)
        s.blit(img, img.get_rect(center=(cx, cy + r * 0.04)))
    elif ability_id == "fancy_noble":
        pygame.draw.ellipse(s, theme.INK, (cx - r, cy + r * 0.35, 2 * r, r * 0.5))
        pygame.draw.rect(s, theme.INK, (cx - r * 0.58, cy - r * 0.85, r * 1.16, r * 1.35))
        pygame.draw.rect(s, (176, 38, 50), (cx - r * 0.58, cy + r * 0.1, r * 1.16, r * 0.26))
    elif ability_id == "seeds_of_wealth":
        pygame.draw.circle(s, style.COIN, (cx, cy + r * 0.55), r * 0.45)
        pygame.draw.circle(s, dark, (cx, cy + r * 0.55), r * 0.45, max(1, round(r * 0.08)))
        pygame.draw.line(s, (60, 120, 60), (cx, cy + r * 0.15), (cx, cy - r * 0.5), max(1, round(r * 0.14)))
        for side in (-1, 1):
            pygame.draw.ellipse(s, (76, 146, 72), (cx + (side * 0.5 - 0.45) * r if side > 0 else cx - r * 0.95,
                                                    cy - r * 0.9, r * 0.9, r * 0.5))
    elif ability_id == "prosperity":
        pygame.draw.polygon(s, theme.INK, [(cx - r, cy - r * 0.5), (cx, cy - r), (cx + r, cy - r * 0.5)])
        for k in range(3):
            x = cx - r * 0.7 + k * r * 0.7
            pygame.draw.rect(s, theme.INK, (x - r * 0.14, cy - r * 0.4, r * 0.28, r * 1.05))
        pygame.draw.rect(s, theme.INK, (cx - r, cy + r * 0.7, 2 * r, r * 0.22))
    else:                      # 5-Gold: a stack of coins
        for k in range(4):
            rect = pygame.Rect(cx - r, cy + r * 0.6 - k * r * 0.42, 2 * r, r * 0.6)
            pygame.draw.ellipse(s, dark, rect.move(0, r * 0.08))
            pygame.draw.ellipse(s, style.COIN, rect)
            pygame.draw.ellipse(s, dark, rect, max(1, round(r * 0.07)))


def _gold_face(s: pygame.Surface, value: int, ability: Ability | None, seat: int, u: float) -> None:
    W, H = s.get_size()
    s.fill(NOTE)
    c = (W / 2, 96 * u)
    for k in range(14):        # guilloche rings
        pygame.draw.circle(s, NOTE_LINE, c, (20 + k * 9) * u, max(1, round(0.9 * u)))
    for k in range(24):
        a = 2 * math.pi * k / 24
        pygame.draw.line(s, (60, 54, 42), c, (c[0] + 200 * u * math.cos(a), c[1] + 200 * u * math.sin(a)),
                         max(1, round(0.8 * u)))
    inset = pygame.Rect(0, 0, W, H).inflate(-round(10 * u), -round(10 * u))
    pygame.draw.rect(s, FRAME_GOLD, inset, max(1, round(1.6 * u)), border_radius=round(6 * u))
    # the big coin
    pygame.draw.circle(s, style.COIN_DARK, (c[0], c[1] + 3 * u), 50 * u)
    pygame.draw.circle(s, style.COIN, c, 50 * u)
    for k in range(36):
        a = 2 * math.pi * k / 36
        pygame.draw.line(s, style.COIN_DARK, (c[0] + 44 * u * math.cos(a), c[1] + 44 * u * math.sin(a)),
                         (c[0] + 49 * u * math.cos(a), c[1] + 49 * u * math.sin(a)), max(1, round(1.2 * u)))
    pygame.draw.circle(s, style.COIN_LIGHT, c, 40 * u)
    pygame.draw.circle(s, style.COIN_DARK, c, 40 * u, max(1, round(1.4 * u)))
    f = theme.font(round(62 * u), bold=True)
    digit = f.render(str(value), True, style.COIN_DARK)
    s.blit(digit, digit.get_rect(center=(c[0], c[1] + 2 * u)))
    # corner value
    cc = (24 * u, 24 * u)
    pygame.draw.circle(s, style.COIN_DARK, cc, 16 * u)
    pygame.draw.circle(s, style.COIN, cc, 14.5 * u)
    f = theme.font(round(20 * u), bold=True)
    img = f.render(str(value), True, style.COIN_DARK)
    s.blit(img, img.get_rect(center=(cc[0], cc[1] + u)))
    label = theme.font(round(12 * u), bold=True, condensed=True).render(M("GOLD"), True, FRAME_GOLD)
    s.blit(label, label.get_rect(midleft=(44 * u, cc[1])))
    # the seat number of a starting card
    if seat >= 0:
        sc = (W - 24 * u, 24 * u)
        pygame.draw.circle(s, style.player_dark(seat), sc, 15 * u)
        pygame.draw.circle(s, style.player_colour(seat), sc, 13 * u)
        f = theme.font(round(18 * u), bold=True)
        img = f.render(str(seat + 1), True, style.player_ink(seat))
        s.blit(img, img.get_rect(center=(sc[0], sc[1] + u)))
    # the ability box
    box = pygame.Rect(round(14 * u), round(160 * u), W - round(28 * u), round(80 * u))
    pygame.draw.rect(s, FRAME_DARK, box.inflate(round(2 * u), round(2 * u)), border_radius=round(5 * u))
    pygame.draw.rect(s, (244, 234, 208), box, border_radius=round(5 * u))
    _ability_icon(s, ability.id if ability else None, (box.left + 20 * u, box.top + 22 * u), 13 * u)
    name = L(ability.name) if ability else M("{n}-Gold", n=value)
    fnt, lines = _fit_lines(name, round(17 * u), box.w - round(46 * u), 1)
    img = fnt.render(lines[0], True, theme.INK)
    s.blit(img, img.get_rect(midleft=(box.left + 40 * u, box.top + 22 * u)))
    fnt, lines = _fit_lines(ability_words(ability), round(14 * u), box.w - round(12 * u), 2, bold=False)
    for i, line in enumerate(lines):
        img = fnt.render(line, True, theme.INK_SOFT)
        s.blit(img, img.get_rect(midtop=(box.centerx, box.top + 40 * u + i * fnt.get_linesize() * 0.95)))


@functools.lru_cache(maxsize=256)
def render_gold(value: int, ability: Ability | None, seat: int, size: tuple[int, int], highlighted: bool = False,
                dimmed: bool = False) -> pygame.Surface:
    """A gold card at ``size``: face ``value``, ``ability`` (an Ability record or None), ``seat``
    (-1: not a starting card)."""
    w, h = max(8, int(size[0])), max(8, int(size[1]))
    k = _supersample(w)
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    u = w * k / 180
    _gold_face(big, value, ability, seat, u)
    return _finish(big, (w, h), (22, 20, 16), highlighted, dimmed)


# --- any card, and the back --------------------------------------------------------

def render_card(data: ArtDeckoData, card: int, size: tuple[float, float], highlighted: bool = False,
                dimmed: bool = False, patterns: bool = True) -> pygame.Surface:
    """The face of card id ``card`` (an int index into ``data.cards``) at ``size``."""
    c = data.cards[card]
    at = (int(size[0]), int(size[1]))
    if c.genre >= 0:
        g = data.genres[c.genre]
        return render_painting(g.id, g.name, g.titles.index(c.title), c.title, at, highlighted, dimmed, patterns)
    return render_gold(c.value, c.ability, c.seat, at, highlighted, dimmed)


BACK = (36, 40, 54)
BACK_LINE = (52, 58, 78)


@functools.lru_cache(maxsize=32)
def render_back(size: tuple[int, int], highlighted: bool = False, dimmed: bool = False) -> pygame.Surface:
    """The Art Decko back: deep blue, a fan lattice, a gilded frame and a sunburst 'A·D' medallion."""
    w, h = max(8, int(size[0])), max(8, int(size[1]))
    k = _supersample(w)
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    u = w * k / 180
    W, H = big.get_size()
    big.fill(BACK)
    for row in range(int(H / (18 * u)) + 2):          # art-deco fans
        for col in range(int(W / (24 * u)) + 2):
            x = col * 24 * u + (12 * u if row % 2 else 0)
            y = row * 18 * u
            for rr in (11, 7):
                pygame.draw.arc(big, BACK_LINE, (x - rr * u, y - rr * u, 2 * rr * u, 2 * rr * u), math.pi, 2 * math.pi,
                                max(1, round(1.1 * u)))
    outer = pygame.Rect(0, 0, W, H).inflate(-round(16 * u), -round(16 * u))
    pygame.draw.rect(big, FRAME_GOLD, outer, max(1, round(1.8 * u)), border_radius=round(5 * u))
    pygame.draw.rect(big, FRAME_GOLD, outer.inflate(-round(8 * u), -round(8 * u)), max(1, round(0.9 * u)),
                     border_radius=round(3 * u))
    c = (W / 2, H / 2)
    for i in range(24):
        a = 2 * math.pi * i / 24
        pygame.draw.line(big, FRAME_GOLD if i % 2 == 0 else (120, 100, 64), c,
                         (c[0] + 48 * u * math.cos(a), c[1] + 48 * u * math.sin(a)), max(1, round(2 * u)))
    pygame.draw.circle(big, BACK, c, 30 * u)
    pygame.draw.circle(big, FRAME_GOLD, c, 30 * u, max(1, round(1.8 * u)))
    f = theme.font(round(26 * u), bold=True)
    img = f.render("AD", True, FRAME_GOLD)
    big.blit(img, img.get_rect(center=(c[0], c[1] + u)))
    return _finish(big, (w, h), (18, 20, 28), highlighted, dimmed)


# A card face holds words (a genre, a title, "GOLD"): a change of language draws them again.
theme.TEXT_CACHES.extend((render_painting, render_gold))
