"""Hotspot: an invisible clickable area over something a table draws itself, carrying its action.

A table's painter draws cards, stacks and plates; a hotspot lies over each one so that hover,
keyboard focus (Tab / Enter) and tooltips work as for any widget of the
:class:`~game.ui.widgets.WidgetGroup`. It carries the engine action it submits (``action``),
so the table and its tests can ask "which spot does ``buy 5``?" instead of re-deriving it, and
a disabled spot says why (``reason``: the engine's own sentence, see ``why_not``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.widgets import Clickable

if TYPE_CHECKING:
    from collections.abc import Callable, Hashable

    from pygame.typing import ColorLike, RectLike

    from game.engine.actions import Action


class Hotspot(Clickable):
    """A clickable (or merely hoverable) area.

    - ``rect``: where it is (placed again on every layout with :meth:`place`);
    - ``action``: the action a click submits through ``on_click``, or its text in the game's
      notation (a table drawn from the table model holds only that); None: it only shows a tooltip,
      or opens a chooser the table offers;
    - ``enabled`` / ``reason``: a disabled spot shows ``reason`` instead of its tooltip;
    - ``key``: what it covers (``("stack", 5)``, ``("hand", "R5a")`` …) for the painter's hover
      highlight and tests; ``ring``: ``(hover colour, focus colour)`` of the ring drawn when it
      can be clicked, or None to draw nothing (the painter highlights the thing itself).
    """

    def __init__(self, rect: RectLike | None = None, action: Action | str | None = None, tooltip: str | None = None,
                 enabled: bool = True, reason: str | None = None, *,
                 key: Hashable = None, on_click: Callable[[], object] | None = None,
                 ring: tuple[ColorLike, ColorLike] | None = None, radius: int = 8) -> None:
        super().__init__(tooltip, None if enabled else (reason or "Not available now."))
        if rect is not None:
            self.rect = pygame.Rect(rect)
        self.action, self.key, self.on_click, self.ring, self.radius = action, key, on_click, ring, radius
        self.pressed = False
        self.focusable = on_click is not None
        if on_click is None:
            self.cursor = pygame.SYSTEM_CURSOR_ARROW

    @property
    def action_text(self) -> str | None:
        """The action's text form (``"buy 5"``), or None."""
        return None if self.action is None else str(self.action)

    def set_click(self, on_click: Callable[[], object] | None, action: Action | str | None = None) -> None:
        """Make the spot act: ``on_click`` (None: hover only), submitting ``action``."""
        self.on_click, self.action = on_click, action
        self.focusable = on_click is not None
        self.cursor = pygame.SYSTEM_CURSOR_HAND if on_click is not None else pygame.SYSTEM_CURSOR_ARROW

    def handle_event(self, event: pygame.event.Event) -> bool:
        # Spots overlap (an ability tab over its card, a shown painting over its exhibition): only
        # the one the widget group found topmost under the pointer takes the press.
        if event.type == pygame.MOUSEBUTTONDOWN and not self.hovered:
            return False
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.enabled
                and self.rect.collidepoint(event.pos)):
            self.feedback("refused")        # a move the rules do not allow now: a low knock
        return self.on_click is not None and super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self.ring and self.on_click and self.enabled and (self.hovered or self.focused):
            hover, focus = self.ring
            r = self.rect.inflate(self.s(6), self.s(6))
            pygame.draw.rect(surface, focus if self.focused and not self.hovered else hover, r,
                             max(2, self.s(2)), border_radius=self.s(self.radius))
