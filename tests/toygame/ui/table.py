"""A bare table for Coins and Stars: the shared table scene, drawing the game log, and the final
points on the game-over scene (from the final observation, as every table draws them)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.play.table import TableScene


class ToyTable(TableScene):
    def draw_table(self, surface: pygame.Surface) -> None:
        surface.fill((236, 230, 214))
        self.draw_log(surface, (10, 10, 400, 300))

    def draw_breakdown(self, surface: pygame.Surface, rect: pygame.Rect, observation: dict[str, Any],
                       names: list[str], scale: float) -> None:
        """Each seat's points and the stars it played."""
        y = rect.top
        for seat, name in enumerate(names):
            stars = observation["played"][seat].count("star")
            line = f"{name}: {observation['points'][seat]} points ({stars} stars played)"
            y = theme.blit_text(surface, line, round(16 * scale), theme.INK, (rect.left, y)).bottom + 4
