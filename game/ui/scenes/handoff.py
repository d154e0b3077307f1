"""HandOff: the hot-seat curtain. It hides everything until the named player clicks."""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING

import pygame

from game.ui import cards, theme
from game.ui.scene import Scene

if TYPE_CHECKING:
    from collections.abc import Callable

    from game.ui.app import App

ARM_DELAY = 0.4  # ignore clicks this long, so the previous player's double-click cannot pass the curtain


class HandOff(Scene):
    """"Pass to Ada — click when ready". Opaque: nothing below is drawn.

    On a click or Enter / Space (after ``arm_delay`` seconds) the curtain pops
    itself and calls ``on_ready()``.
    """

    def __init__(self, app: App, name: str, on_ready: Callable[[], object], note: str | None = None,
                 arm_delay: float = ARM_DELAY) -> None:
        super().__init__(app)
        self.name, self.on_ready, self.note, self.arm_delay = name, on_ready, note, arm_delay
        self.done = False

    @property
    def armed(self) -> bool:
        return self.age >= self.arm_delay

    def _ready(self) -> None:
        if self.done or not self.armed:
            return
        self.done = True
        self.app.play_sound("chime")
        self.app.pop(self)
        self.on_ready()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._ready()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self._ready()

    def wake_in(self) -> int | None:
        return 0 if not self.armed else None

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(_curtain((w, h)), (0, 0))
        cy = h // 2
        cw = self.s(120)
        back = cards.render_card_back(cards.card_size(cw))
        # Two backs, fanned: the hand being passed.
        for angle, dx in ((8, self.s(18)), (-6, -self.s(18))):
            img = pygame.transform.rotozoom(back, angle, 1)
            surface.blit(img, img.get_rect(center=(w // 2 + dx, cy - self.s(120))))
        name_y = cy + self.s(12)
        theme.blit_text(surface, "Pass to", self.s(22), (196, 186, 166), (w // 2, name_y), "midbottom")
        name = theme.text(self.name, self.s(56), theme.SURFACE, bold=True)
        surface.blit(name, name.get_rect(midtop=(w // 2, name_y)))
        t = min(1.0, self.age / self.arm_delay) if self.arm_delay > 0 else 1.0
        hint = "Click when ready"
        colour = theme.lerp_colour(theme.NIGHT, cards.BACK_GOLD, t)
        y = name_y + name.get_height() + self.s(28)
        theme.blit_text(surface, hint, self.s(theme.TEXT_L), colour, (w // 2, y), "midtop")
        if self.note:
            theme.blit_text(surface, self.note, self.s(theme.TEXT), (150, 146, 140), (w // 2, y + self.s(40)), "midtop")
        theme.blit_text(surface, "Everyone else, look away", self.s(theme.TEXT_S), (112, 114, 126),
                        (w // 2, h - self.s(theme.GAP_L)), "midbottom")


@functools.lru_cache(maxsize=1)
def _curtain(size: tuple[int, int]) -> pygame.Surface:
    """A deep night-blue backdrop with a faint radial glow (cached per size)."""
    small = pygame.Surface((64, 36))
    for y in range(36):
        for x in range(64):
            d = math.hypot((x - 31.5) / 32, (y - 17.5) / 18)
            small.set_at((x, y), theme.lerp_colour((46, 52, 72), (18, 20, 28), min(1.0, d)))
    return pygame.transform.smoothscale(small, size)
