"""The Art Decko painter's shared drawing helpers and colours.

:class:`PainterBase` holds the frame being drawn (``self.f``, a
:class:`~game.art_decko.ui.frame.Frame`) and small helpers (text, cards, rings, panels); the
parts of the table are drawn by its subclasses in :mod:`draw_board` (museum, avenue, banks),
:mod:`draw_panels` (rating board, players, hand, side panel) and :mod:`draw` (the whole).
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame.typing import ColorLike, Point, RectLike

from game.art_decko.ui import paintings, style
from game.art_decko.ui.frame import Frame
from game.art_decko.ui.style import RGB
from game.ui import theme
from game.ui.text import fit, shorten

PANEL = (247, 242, 232)
PANEL_DEEP = (238, 231, 217)
MUSEUM_WALL = (236, 228, 212)
AVENUE = (234, 229, 218)
LEGAL = (38, 150, 100)         # legal targets: a green ring (plus a thicker ring and a lift on hover)
LEGAL_SOFT = (206, 232, 214)
SELECT = (226, 168, 46)
BAND_A, BAND_B = (240, 234, 222), (228, 220, 204)
KIND_LABEL = {"gold": "Gold bonus", "museum": "Museum bonus", "player": "Player bonus"}


class PainterBase:
    """Helpers every part of the painter uses; ``self.f`` is the frame being drawn."""

    f: Frame

    # ---- helpers --------------------------------------------------------------------------------
    def s(self, v: float) -> int:
        return self.f.s(v)

    def text(self, surface: pygame.Surface, s: str, size: float, colour: RGB, pos: Point, anchor: str = "topleft",
             **kw: Any) -> pygame.Rect:
        rect: pygame.Rect = theme.blit_text(surface, s, self.s(size), colour, pos, anchor, **kw)
        return rect

    def fit(self, s: str, size: float, width: int, bold: bool = False, condensed: bool = False) -> str:
        """``s`` shortened with … to fit ``width`` at design ``size``."""
        fitted: str = shorten(s, theme.font(self.s(size), bold=bold, condensed=condensed), width)
        return fitted

    def lines(self, surface: pygame.Surface, s: str, size: float, colour: RGB, topleft: tuple[int, int], width: int,
              bold: bool = False) -> int:
        """``s`` from ``topleft`` in at most two lines of ``width`` (:func:`~game.ui.text.fit`: a size
        smaller first, "…" only past two lines); returns the y under the last line."""
        px, lines = fit(s, self.s(size), width, 1 << 16, bold)
        step = theme.font(px, bold=bold).get_linesize()
        x, y = topleft
        for line in lines:
            theme.blit_text(surface, line, px, colour, (x, y), bold=bold)
            y += step
        return y

    def panel(self, surface: pygame.Surface, rect: RectLike, fill: RGB = PANEL, elevation: float = 0.6,
              radius: float = theme.RADIUS) -> None:
        theme.draw_panel(surface, rect, self.f.scale, fill=fill, radius=radius, elevation=elevation)

    @staticmethod
    def rrect(surface: pygame.Surface, rect: RectLike, colour: ColorLike, radius: float) -> None:
        """A filled rounded rect (pygame's own corners: cheap, fine at these sizes)."""
        pygame.draw.rect(surface, colour, rect, border_radius=max(0, int(radius)))

    def ring(self, surface: pygame.Surface, rect: RectLike, colour: ColorLike, width: float, radius: float = 8) -> None:
        pygame.draw.rect(surface, colour, pygame.Rect(rect).inflate(self.s(6), self.s(6)), max(1, self.s(width)),
                         border_radius=self.s(radius))

    def card(self, card: int, size: tuple[float, float], highlighted: bool = False,
             dimmed: bool = False) -> pygame.Surface:
        return paintings.render_card(self.f.data, card, size, highlighted, dimmed, self.f.patterns)

    def badge(self, surface: pygame.Surface, text: str, centre: Point, fill: RGB, ink: RGB, size: int = 10) -> None:
        style.draw_badge(surface, text, centre, self.s(size), fill, ink)

    def blit_card(self, surface: pygame.Surface, card: int, rect: RectLike, highlighted: bool = False,
                  dimmed: bool = False, shadow: bool | str = True) -> None:
        rect = pygame.Rect(rect)
        if shadow == "soft":
            theme.draw_shadow(surface, rect, self.s(6), self.s(4), (0, self.s(2)), alpha=50)
        elif shadow:
            pygame.draw.rect(surface, (196, 186, 168), rect.move(self.s(1), self.s(2)), border_radius=self.s(5))
        surface.blit(self.card(card, rect.size, highlighted, dimmed), rect)

