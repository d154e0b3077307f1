"""Hotspot: an invisible clickable area of a table, carrying the action it performs.

The table's painter draws what is there; the hotspot only knows where it is, what it does,
what it says on hover and, when it cannot act, why (the reason comes from the rules). The
widget group gives it tooltips, hover, Tab focus and Enter / Space like any other widget.
"""

import pygame

from game.ui.widgets import Widget


class Hotspot(Widget):
    """A clickable ``rect`` that runs ``action`` (a callable, or None for a look-only spot).

    ``enabled=False`` shows ``reason`` instead of ``tooltip``: a spot that would act but may
    not. Only the topmost hotspot under the pointer receives the click."""

    def __init__(self, rect, action=None, tooltip=None, enabled=True, reason=None):
        super().__init__(tooltip, None if enabled else (reason or "Not possible now."))
        self.action = action
        self.place(rect, 1.0)
        self.focusable = action is not None and enabled
        if action is None and enabled:
            self.cursor = pygame.SYSTEM_CURSOR_ARROW

    def activate(self):
        if self.enabled and self.action is not None:
            self.feedback("click")
            self.action()

    def handle_event(self, event):
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hovered
                and self.rect.collidepoint(event.pos)):
            self.activate()
            return True
        return False

    def draw(self, surface):
        pass
