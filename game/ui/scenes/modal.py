"""ModalScene: a centred panel over the dimmed scene below, with a short entrance."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import Panel

if TYPE_CHECKING:
    from game.ui.app import App

ENTER_TIME = 0.18  # seconds, times the animation-speed setting


class ModalScene(Scene):
    """Base for dialogs and overlay menus. Subclasses set ``self.panel`` (a rect) in ``layout``
    and draw their content in :meth:`draw_content`; Escape calls :meth:`cancel`."""

    is_modal = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.frame = Panel(elevation=2)

    @property
    def entrance(self) -> float:
        """0 → 1 over the entrance animation (1 at once when animations are off)."""
        duration = ENTER_TIME * self.app.settings.animation_factor
        return 1.0 if duration <= 0 else min(1.0, self.age / duration)

    def cancel(self) -> None:
        """Escape: close the panel by default."""
        self.app.pop(self)

    def escape(self) -> bool:
        self.cancel()
        return True

    def wake_in(self) -> float | None:
        if self.entrance < 1:
            return 0
        return super().wake_in()

    def draw_content(self, surface: pygame.Surface) -> None:
        """Draw the panel's own text (the widgets are drawn after)."""

    def draw(self, surface: pygame.Surface) -> None:
        t = self.entrance
        ease = 1 - (1 - t) ** 3
        theme.dim(surface, round(120 * ease))
        self.frame.place(self.panel, self.scale)
        if t >= 1:
            self.frame.draw(surface)
            self.draw_content(surface)
            super().draw(surface)
            return
        # During the entrance, draw onto a layer and fade it in while it rises a little.
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        self.frame.draw(layer)
        self.draw_content(layer)
        super().draw(layer)
        area = self.panel.inflate(self.s(60), self.s(60)).clip(layer.get_rect())
        part = layer.subsurface(area)
        part.set_alpha(round(255 * ease))
        surface.blit(part, (area.x, area.y + round(self.s(14) * (1 - ease))))
