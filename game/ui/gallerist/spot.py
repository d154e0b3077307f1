"""Spot: an invisible clickable area over a piece the Gallerist painter draws.

Stand-in with the signature of the shared ``game.ui.hotspot.Hotspot`` (``rect, action,
tooltip, enabled, reason``; ``action`` a callable, None for a look-only spot) until that
module is on main; ``key`` names the piece (see :mod:`game.ui.gallerist.model`)."""

import pygame

from game.ui.widgets import Clickable


class Spot(Clickable):
    def __init__(self, rect, action=None, tooltip=None, enabled=True, reason=None, key=None):
        super().__init__(tooltip, None if enabled else (reason or "Not possible now."))
        self.rect = pygame.Rect(rect)
        self.on_click = action
        self.key = key
        self.ident = key
        self.focusable = action is not None and enabled
        if action is None or not enabled:
            self.cursor = pygame.SYSTEM_CURSOR_ARROW

    def draw(self, surface):
        if self.hovered and self.focusable:
            pygame.draw.rect(surface, (172, 64, 44), self.rect.inflate(4, 4), 2, border_radius=6)
