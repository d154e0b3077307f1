"""The app's look: palette, type, spacing, and the drawing primitives every scene shares.

Sizes here are in *design pixels* for a 1280×720 window; multiply them by the UI
scale with :func:`px`. Everything is drawn by code — no image files.
"""

from __future__ import annotations

import functools
import random
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine import i18n
from game.engine.i18n import said, tr
from game.engine.resources import ASSETS_ROOT

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from pygame.typing import ColorLike, Point, RectLike

FONT_DIR = Path(ASSETS_ROOT) / "fonts"
Colour = tuple[int, ...]
"""An RGB (or RGBA) colour as the palette and the blends give it."""
DESIGN_SIZE = (1280, 720)

# A calm gallery: warm paper walls, dark ink, one terracotta accent.
PAPER = (241, 235, 222)
PAPER_DEEP = (228, 219, 201)
SURFACE = (250, 247, 240)
SURFACE_SUNK = (236, 229, 215)
INK = (38, 34, 31)
INK_SOFT = (98, 90, 81)
INK_FAINT = (150, 140, 126)
LINE = (214, 203, 185)
ACCENT = (172, 64, 44)
ACCENT_DARK = (134, 45, 30)
ACCENT_SOFT = (238, 214, 202)
GOLD = (178, 140, 66)
SEATS = ((172, 64, 44), (52, 98, 160), (70, 130, 84), (150, 96, 40), (112, 72, 140))  # seat colours
NIGHT = (34, 38, 52)
SHADOW = (52, 36, 22)
WHITE = (255, 255, 255)

# Spacing, radii and type sizes (design pixels).
GAP_XS, GAP_S, GAP, GAP_L, GAP_XL = 4, 8, 16, 24, 40
RADIUS_S, RADIUS, RADIUS_L = 6, 10, 16
TEXT_S, TEXT, TEXT_L, HEADING, TITLE = 14, 17, 20, 28, 40
BUTTON_H = 46
MIN_FONT_PX = 9


def ui_scale(size: tuple[int, int]) -> float:
    """The UI scale for a window size: 1.0 at 1280×720, never below 0.5 (tiny windows overflow, not crash)."""
    w, h = size
    return max(0.5, min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1]))


def px(value: float, scale: float) -> int:
    """A design length in real pixels (at least 1)."""
    return max(1, round(value * scale))


def lerp_colour(a: Sequence[int], b: Sequence[int], t: float) -> Colour:
    """Blend two RGB colours: t=0 gives a, t=1 gives b."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def shade(colour: Sequence[int], factor: float) -> Colour:
    """Darken (factor < 1) or lighten towards white (factor > 1) an RGB colour."""
    if factor <= 1:
        return tuple(round(c * factor) for c in colour[:3])
    return lerp_colour(colour[:3], WHITE, min(1.0, factor - 1))


# --- type -------------------------------------------------------------------

_FACES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSansCondensed.ttf",
    (True, True): "DejaVuSansCondensed-Bold.ttf",
}


class Face(pygame.font.Font):
    """A font that says each text in the language in force as it measures or draws it
    (:func:`game.engine.i18n.tr`): every text the app shows is translated where it is shown."""

    def render(self, text: str | bytes | None, *args: Any, **kwargs: Any) -> pygame.Surface:
        return super().render(tr(text) if isinstance(text, str) else text, *args, **kwargs)

    def size(self, text: str | bytes) -> tuple[int, int]:
        return super().size(tr(text))


@functools.lru_cache(maxsize=256)
def font(size: float, bold: bool = False, condensed: bool = False, light: bool = False) -> Face:
    """The DejaVu Sans face at a pixel size, cached; ``light`` is the ExtraLight display cut."""
    if not pygame.font.get_init():
        pygame.font.init()
    name = "DejaVuSans-ExtraLight.ttf" if light else _FACES[(bool(bold), bool(condensed))]
    return Face(str(FONT_DIR / name), max(MIN_FONT_PX, int(size)))


# Drawn text is cached by its words: a change of language drops what was drawn in the old one.
TEXT_CACHES: list[Any] = []     # functools.lru_cache wrappers


def clear_text_caches() -> None:
    """Forget every cached drawing of text (the language changed)."""
    for cached in TEXT_CACHES:
        cached.cache_clear()


i18n.on_change(clear_text_caches)


@functools.lru_cache(maxsize=2048, typed=True)
def text(s: str, size: float, colour: Colour = INK, bold: bool = False, condensed: bool = False,
         light: bool = False) -> pygame.Surface:
    """Rendered anti-aliased text, cached (menus redraw the same labels every frame)."""
    return font(size, bold, condensed, light).render(s, True, colour)


def blit_text(surface: pygame.Surface, s: str, size: float, colour: Colour, pos: Point, anchor: str = "topleft",
              **style: bool) -> pygame.Rect:
    """Draw text with its ``anchor`` (a Rect attribute name) at ``pos``; returns its rect."""
    img = text(s, size, colour, **style)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


@functools.lru_cache(maxsize=64, typed=True)
def spaced_text(s: str, size: float, colour: Colour, tracking: int, **style: bool) -> pygame.Surface:
    """Text with extra letter spacing (``tracking`` pixels), for display titles; cached."""
    f = font(size, **style)
    s = said(tr(s))
    glyphs = [f.render(said(ch), True, colour) for ch in s]
    width = sum(g.get_width() for g in glyphs) + tracking * max(0, len(s) - 1)
    out = pygame.Surface((max(1, width), f.get_height()), pygame.SRCALPHA)
    x = 0
    for g in glyphs:
        out.blit(g, (x, 0))
        x += g.get_width() + tracking
    return out


TEXT_CACHES.extend((text, spaced_text))


# --- shapes -----------------------------------------------------------------

def round_rect(surface: pygame.Surface, rect: RectLike, colour: ColorLike, radius: float, width: int = 0) -> None:
    """A rounded rectangle with anti-aliased corners (pygame's own corners are jagged)."""
    rect = pygame.Rect(rect)
    radius = max(0, min(int(radius), rect.w // 2, rect.h // 2))
    if width or radius < 2:
        pygame.draw.rect(surface, colour, rect, width, border_radius=radius)
        return
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    r = radius
    for (cx, cy), corner in (((rect.left + r, rect.top + r), "draw_top_left"),
                             ((rect.right - r - 1, rect.top + r), "draw_top_right"),
                             ((rect.left + r, rect.bottom - r - 1), "draw_bottom_left"),
                             ((rect.right - r - 1, rect.bottom - r - 1), "draw_bottom_right")):
        pygame.draw.aacircle(surface, colour, (cx, cy), r, **{corner: True})


@functools.lru_cache(maxsize=64)
def _shadow(w: int, h: int, radius: int, blur: int, alpha: int) -> pygame.Surface:
    """A blurred rounded-rect shadow: drawn, shrunk, then grown back in doubling steps (a cheap Gaussian)."""
    pad = blur * 2
    size = (w + 2 * pad, h + 2 * pad)
    img = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(img, (*SHADOW, alpha), (pad, pad, w, h), border_radius=radius)
    k = max(1, blur // 2)
    small = pygame.transform.smoothscale(img, (max(1, size[0] // k), max(1, size[1] // k)))
    while small.get_width() * 2 < size[0] and small.get_height() * 2 < size[1]:
        small = pygame.transform.smoothscale(small, (small.get_width() * 2, small.get_height() * 2))
    return pygame.transform.smoothscale(small, size)


def draw_shadow(surface: pygame.Surface, rect: RectLike, radius: float, blur: float, offset: tuple[int, int] = (0, 0),
                alpha: int = 70) -> None:
    """A soft drop shadow under ``rect``."""
    rect = pygame.Rect(rect)
    if rect.w < 1 or rect.h < 1:
        return
    blur = max(2, int(blur))
    img = _shadow(rect.w, rect.h, int(radius), blur, alpha)
    surface.blit(img, (rect.x - blur * 2 + offset[0], rect.y - blur * 2 + offset[1]))


def draw_panel(surface: pygame.Surface, rect: RectLike, scale: float, fill: ColorLike = SURFACE,
               border: ColorLike | None = LINE, radius: float = RADIUS_L, elevation: float = 1.0) -> None:
    """A rounded panel with a soft shadow — the app's basic container."""
    r = px(radius, scale)
    if elevation:
        draw_shadow(surface, rect, r, px(12 * elevation, scale), (0, px(5 * elevation, scale)),
                    alpha=round(46 * min(1.5, elevation)))
    round_rect(surface, rect, fill, r)
    if border:
        pygame.draw.rect(surface, border, rect, max(1, px(1, scale)), border_radius=r)


def dim(surface: pygame.Surface, alpha: int = 120, colour: tuple[int, int, int] = (28, 24, 20)) -> None:
    """Darken everything drawn so far (behind a modal dialog)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((*colour, alpha))
    surface.blit(veil, (0, 0))


def focus_ring(surface: pygame.Surface, rect: RectLike, scale: float, radius: float = RADIUS) -> None:
    """The keyboard-focus outline: accent, just outside the widget."""
    r = pygame.Rect(rect).inflate(px(6, scale), px(6, scale))
    pygame.draw.rect(surface, ACCENT, r, max(2, px(2, scale)), border_radius=px(radius + 3, scale))


# --- backgrounds ------------------------------------------------------------

@functools.lru_cache(maxsize=1)
def _grain_tile() -> pygame.Surface:
    """A 128×128 tile of faint paper grain (fixed seed: identical every run)."""
    rnd = random.Random(1907)
    n = 128
    data = bytearray()
    for _ in range(n * n):
        v = 255 - rnd.randint(0, 10)
        data += bytes((v, v, v))
    return pygame.image.frombuffer(bytes(data), (n, n), "RGB")


@functools.lru_cache(maxsize=4)
def paper(size: tuple[int, int], colour: ColorLike = PAPER) -> pygame.Surface:
    """A full-window paper background: grain plus a gentle vignette, cached per size."""
    w, h = max(1, size[0]), max(1, size[1])
    surf = pygame.Surface((w, h))
    surf.fill(colour)
    tile = _grain_tile()
    grain = pygame.Surface((w, h))
    for y in range(0, h, tile.get_height()):
        for x in range(0, w, tile.get_width()):
            grain.blit(tile, (x, y))
    surf.blit(grain, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    vig = pygame.Surface((32, 18))
    for y in range(18):
        for x in range(32):
            d = ((x - 15.5) / 16) ** 2 + ((y - 8.5) / 9) ** 2
            v = round(255 - 34 * min(1.0, d) ** 1.6)
            vig.set_at((x, y), (v, v, v))
    surf.blit(pygame.transform.smoothscale(vig, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return surf


def vertical_gradient(size: tuple[int, int], top: Sequence[int], bottom: Sequence[int]) -> pygame.Surface:
    """A surface fading from ``top`` to ``bottom`` colour."""
    w, h = max(1, size[0]), max(1, size[1])
    strip = pygame.Surface((1, 64))
    for y in range(64):
        strip.set_at((0, y), lerp_colour(top, bottom, y / 63))
    return pygame.transform.smoothscale(strip, (w, h))


@functools.lru_cache(maxsize=16)
def fade(size: tuple[int, int], colour: tuple[int, int, int], downwards: bool = True) -> pygame.Surface:
    """A band of ``colour`` fading from opaque to clear (top to bottom when ``downwards``)."""
    w, h = max(1, size[0]), max(1, size[1])
    strip = pygame.Surface((1, h), pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        strip.set_at((0, y), (*colour, round(255 * ((1 - t) if downwards else t))))
    return pygame.transform.scale(strip, (w, h))


def seat_marker(surface: pygame.Surface, seat: int, centre: tuple[int, int], r: int, colour: ColorLike) -> None:
    """A shape per seat (disc, square, triangle, diamond, cross), so seats differ without colour."""
    x, y = centre
    shape = seat % 5
    if shape == 0:
        pygame.draw.circle(surface, colour, centre, r)
    elif shape == 1:
        pygame.draw.rect(surface, colour, (x - r, y - r, 2 * r, 2 * r))
    elif shape == 2:
        pygame.draw.polygon(surface, colour, [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)])
    elif shape == 3:
        pygame.draw.polygon(surface, colour, [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)])
    else:
        w = max(2, r // 2)
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), w)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), w)
