"""The app's look: palette, type, spacing, and the drawing primitives every scene shares.

Sizes here are in *design pixels* for a 1280×720 window; multiply them by the UI
scale with :func:`px`. Everything is drawn by code — no image files.
"""

import functools
import random
from pathlib import Path

import pygame

from game.engine import i18n
from game.engine.i18n import said, tr
from game.engine.resources import ASSETS_ROOT

FONT_DIR = Path(ASSETS_ROOT) / "fonts"
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


def ui_scale(size):
    """The UI scale for a window size: 1.0 at 1280×720, never below 0.5 (tiny windows overflow, not crash)."""
    w, h = size
    return max(0.5, min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1]))


def px(value, scale):
    """A design length in real pixels (at least 1)."""
    return max(1, round(value * scale))


def lerp_colour(a, b, t):
    """Blend two RGB colours: t=0 gives a, t=1 gives b."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def shade(colour, factor):
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

    def render(self, text, *args, **kwargs):
        return super().render(tr(text) if isinstance(text, str) else text, *args, **kwargs)

    def size(self, text):
        return super().size(tr(text))


@functools.lru_cache(maxsize=256)
def font(size, bold=False, condensed=False, light=False):
    """The DejaVu Sans face at a pixel size, cached; ``light`` is the ExtraLight display cut."""
    if not pygame.font.get_init():
        pygame.font.init()
    name = "DejaVuSans-ExtraLight.ttf" if light else _FACES[(bool(bold), bool(condensed))]
    return Face(str(FONT_DIR / name), max(MIN_FONT_PX, int(size)))


# Drawn text is cached by its words: a change of language drops what was drawn in the old one.
TEXT_CACHES = []


def clear_text_caches() -> None:
    """Forget every cached drawing of text (the language changed)."""
    for cached in TEXT_CACHES:
        cached.cache_clear()


i18n.on_change(clear_text_caches)


@functools.lru_cache(maxsize=2048, typed=True)
def text(s, size, colour=INK, bold=False, condensed=False, light=False):
    """Rendered anti-aliased text, cached (menus redraw the same labels every frame)."""
    return font(size, bold, condensed, light).render(s, True, colour)


def blit_text(surface, s, size, colour, pos, anchor="topleft", **style):
    """Draw text with its ``anchor`` (a Rect attribute name) at ``pos``; returns its rect."""
    img = text(s, size, colour, **style)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


@functools.lru_cache(maxsize=64, typed=True)
def spaced_text(s, size, colour, tracking, **style):
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

def round_rect(surface, rect, colour, radius, width=0) -> None:
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
def _shadow(w, h, radius, blur, alpha):
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


def draw_shadow(surface, rect, radius, blur, offset=(0, 0), alpha=70) -> None:
    """A soft drop shadow under ``rect``."""
    rect = pygame.Rect(rect)
    if rect.w < 1 or rect.h < 1:
        return
    blur = max(2, int(blur))
    img = _shadow(rect.w, rect.h, int(radius), blur, alpha)
    surface.blit(img, (rect.x - blur * 2 + offset[0], rect.y - blur * 2 + offset[1]))


def draw_panel(surface, rect, scale, fill=SURFACE, border=LINE, radius=RADIUS_L, elevation=1.0) -> None:
    """A rounded panel with a soft shadow — the app's basic container."""
    r = px(radius, scale)
    if elevation:
        draw_shadow(surface, rect, r, px(12 * elevation, scale), (0, px(5 * elevation, scale)),
                    alpha=round(46 * min(1.5, elevation)))
    round_rect(surface, rect, fill, r)
    if border:
        pygame.draw.rect(surface, border, rect, max(1, px(1, scale)), border_radius=r)


def dim(surface, alpha=120, colour=(28, 24, 20)) -> None:
    """Darken everything drawn so far (behind a modal dialog)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((*colour, alpha))
    surface.blit(veil, (0, 0))


def focus_ring(surface, rect, scale, radius=RADIUS) -> None:
    """The keyboard-focus outline: accent, just outside the widget."""
    r = pygame.Rect(rect).inflate(px(6, scale), px(6, scale))
    pygame.draw.rect(surface, ACCENT, r, max(2, px(2, scale)), border_radius=px(radius + 3, scale))


# --- backgrounds ------------------------------------------------------------

@functools.lru_cache(maxsize=1)
def _grain_tile():
    """A 128×128 tile of faint paper grain (fixed seed: identical every run)."""
    rnd = random.Random(1907)
    n = 128
    data = bytearray()
    for _ in range(n * n):
        v = 255 - rnd.randint(0, 10)
        data += bytes((v, v, v))
    return pygame.image.frombuffer(bytes(data), (n, n), "RGB")


@functools.lru_cache(maxsize=4)
def paper(size, colour=PAPER):
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


def vertical_gradient(size, top, bottom):
    """A surface fading from ``top`` to ``bottom`` colour."""
    w, h = max(1, size[0]), max(1, size[1])
    strip = pygame.Surface((1, 64))
    for y in range(64):
        strip.set_at((0, y), lerp_colour(top, bottom, y / 63))
    return pygame.transform.smoothscale(strip, (w, h))


@functools.lru_cache(maxsize=16)
def fade(size, colour, downwards=True):
    """A band of ``colour`` fading from opaque to clear (top to bottom when ``downwards``)."""
    w, h = max(1, size[0]), max(1, size[1])
    strip = pygame.Surface((1, h), pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        strip.set_at((0, y), (*colour, round(255 * ((1 - t) if downwards else t))))
    return pygame.transform.scale(strip, (w, h))


def seat_marker(surface, seat, centre, r, colour) -> None:
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
