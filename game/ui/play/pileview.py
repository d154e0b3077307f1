"""The pile viewer: a seat's cards by pile, over the table (every game's deck viewer).

A game supplies the piles (pure: :class:`Pile` from an observation, so only what the viewer may
see) and how to draw one card face at a width; this scene lays them out in titled rows of small
cards and draws the rest of a pile that is out of sight as a count. Escape, the button or a click
on Close shuts it.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.ui import theme
from game.ui.play.piles import Pile
from game.ui.scenes.modal import ModalScene
from game.ui.widgets import Button

WIDTH, HEIGHT, CARD_W = 1000, 620, 54     # design px


class PileViewer(ModalScene):
    """``piles`` under ``title``; ``face(code, width)`` draws one card face ``width`` px wide and
    ``width * aspect`` high."""

    def __init__(self, app, title: str, piles: Sequence[Pile], face: Callable[[object, int], pygame.Surface],
                 aspect: float = 1.4, seat: int | None = None):
        super().__init__(app)
        self.title, self.piles, self.face, self.aspect, self.seat = title, list(piles), face, aspect, seat
        self.close_button = self.ui.add(Button("Close", self.cancel, style="primary"))
        app.play_sound("open")

    @classmethod
    def for_seat(cls, table: Any, seat: int, piles_of: Callable[[dict, int], list[Pile]],
                 face: Callable[[object, int], pygame.Surface], aspect: float = 1.4) -> "PileViewer":
        """The viewer of ``seat``'s cards on ``table``: ``piles_of(observation, seat)`` from the
        observation of the table's viewer (nothing of anyone's cards when nobody views: a game
        of AIs only)."""
        c = table.controller
        piles = piles_of(c.observation(), seat) if c.viewer is not None else []
        title = "Your cards" if seat == c.viewer else f"{c.session.seats[seat].name}'s cards"
        return cls(table.app, title, piles, face, aspect, seat)

    def layout(self):
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.s(WIDTH), w - self.s(40)), min(self.s(HEIGHT), h - self.s(40)))
        self.panel.center = (w // 2, h // 2)
        pad, bh = self.s(24), self.s(theme.BUTTON_H - 4)
        self.close_button.place((self.panel.right - pad - self.s(120), self.panel.bottom - pad - bh,
                                 self.s(120), bh), self.scale)

    def draw_content(self, surface):
        pad = self.s(24)
        x0, y = self.panel.left + pad, self.panel.top + pad
        y = theme.blit_text(surface, self.title, self.s(24), theme.INK, (x0, y), bold=True).bottom + self.s(8)
        cw = self.s(CARD_W)
        ch = round(cw * self.aspect)
        right = self.panel.right - pad
        bottom = self.panel.bottom - pad - self.s(theme.BUTTON_H)
        for pile in self.piles:
            if y + self.s(20) > bottom:
                break
            theme.blit_text(surface, f"{pile.title} · {pile.count}", self.s(theme.TEXT_S), theme.INK_SOFT,
                            (x0, y), bold=True)
            y += self.s(22)
            x = x0
            for code in pile.cards:
                if x + cw > right:
                    x, y = x0, y + ch + self.s(6)
                if y + ch > bottom:
                    break
                surface.blit(self.face(code, cw), (x, y))
                x += cw + self.s(4)
            if pile.hidden:
                words = f"{pile.hidden} out of sight" if pile.cards else f"{pile.hidden} cards, out of sight"
                theme.blit_text(surface, words, self.s(theme.TEXT_S), theme.INK_FAINT,
                                (x + (self.s(6) if pile.cards else 0), y + (ch // 2 if pile.cards else 0)),
                                "midleft" if pile.cards else "topleft")
            y += (ch if pile.cards else self.s(18) if pile.hidden else 0) + self.s(12)
