"""The solo walk of the first player token, drawn in the bank: one cell a section, the token's cell lit."""

from __future__ import annotations

from typing import Callable

import pygame

from game.avant_carde.ui import model, style
from game.engine.i18n import Mn
from game.ui import theme

# The change-token and award sections get their icons; the last section (the multiplayer Extras,
# which solo does not use) is where round 9, the last, is played: a flag.
SECTION_LABELS = {"2s": "2", "3s": "3", "4s": "4", "5s": "5", "6s": "6", "7s": "7", "extras": "⚑"}
SECTION_ICONS = {"change": "change", "awards": "award"}


def draw_solo_walk(surface: pygame.Surface, rect: pygame.Rect, view: model.TableView,
                   s: Callable[[float], int]) -> None:
    """The walk in ``rect`` for ``view`` (``s``: design px to real px)."""
    sections = model.solo_sections()
    n = len(sections)
    cw = rect.w // n
    theme.blit_text(surface, "First player token", s(theme.TEXT_S - 2), theme.INK_SOFT, (rect.left, rect.top))
    y = rect.top + s(16)
    for i, sec in enumerate(sections):
        cell = pygame.Rect(rect.left + i * cw, y, cw - s(2), s(24))
        here = i == min(view.token_section, n - 1)
        past = i < view.token_section
        fill = theme.ACCENT if here else (theme.SURFACE_SUNK if past else theme.SURFACE)
        theme.round_rect(surface, cell, fill, s(4))
        pygame.draw.rect(surface, theme.LINE, cell, 1, border_radius=s(4))
        ink = theme.SURFACE if here else theme.INK_SOFT
        if sec in SECTION_ICONS:
            d = min(cell.h, cell.w) - s(6)
            ic = style.icon(SECTION_ICONS[sec], d)
            surface.blit(ic, ic.get_rect(center=cell.center))
        else:
            theme.blit_text(surface, SECTION_LABELS[sec], s(12), ink, cell.center, "center", bold=here)
    left = max(0, view.solo_rounds - view.round)
    theme.blit_text(surface, Mn("{left} round after this one",
                                "{left} rounds after this one", left, left=left), s(theme.TEXT_S - 2),
                    theme.INK_SOFT, (rect.left, y + s(28)))
