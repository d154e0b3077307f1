"""The pile viewer: a seat's cards by pile, over the table (every game's deck viewer).

A game supplies the piles (pure: :class:`Pile` from an observation, so only what the viewer may
see) and how to draw one card face at a width; this scene lays them out in titled rows of small
cards and draws the rest of a pile that is out of sight as a count; the wheel scrolls to the piles
below the fold. Escape, the button or a click on Close shuts it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from game.engine.i18n import M, Mn
from game.ui import theme
from game.ui.play.piles import Pile
from game.ui.scenes.modal import ModalScene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

WIDTH, HEIGHT, CARD_W = 1000, 620, 54     # design px
SCROLL_STEP = 60                          # design px per wheel notch


class PileViewer(ModalScene):
    """``piles`` under ``title``; ``face(code, width)`` draws one card face ``width`` px wide and
    ``width * aspect`` high."""

    def __init__(self, app: App, title: str, piles: Sequence[Pile], face: Callable[[str, int], pygame.Surface],
                 aspect: float = 1.4, seat: int | None = None) -> None:
        super().__init__(app)
        self.title, self.piles, self.face, self.aspect, self.seat = title, list(piles), face, aspect, seat
        self.scroll = 0       # px scrolled down
        self.close_button = self.ui.add(Button("Close", self.cancel, style="primary"))
        app.play_sound("open")

    @classmethod
    def for_seat(cls, table: Any, seat: int, piles_of: Callable[[dict[str, Any], int], list[Pile]],
                 face: Callable[[str, int], pygame.Surface], aspect: float = 1.4) -> "PileViewer":
        """The viewer of ``seat``'s cards on ``table``: ``piles_of(observation, seat)`` from the
        observation of the table's viewer (nothing of anyone's cards when nobody views: a game
        of AIs only)."""
        c = table.controller
        piles = piles_of(c.observation(), seat) if c.viewer is not None else []
        title = "Your cards" if seat == c.viewer else M("{name}'s cards", name=c.session.seats[seat].name)
        return cls(table.app, title, piles, face, aspect, seat)

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.s(WIDTH), w - self.s(40)), min(self.s(HEIGHT), h - self.s(40)))
        self.panel.center = (w // 2, h // 2)
        pad, bh = self.s(24), self.s(theme.BUTTON_H - 4)
        self.close_button.place((self.panel.right - pad - self.s(120), self.panel.bottom - pad - bh,
                                 self.s(120), bh), self.scale)

    def _content(self) -> pygame.Rect:
        """Where the piles go: under the title, above the Close button."""
        pad = self.s(24)
        top = self.panel.top + pad + theme.font(self.s(24), bold=True).get_linesize() + self.s(8)
        return pygame.Rect(self.panel.left + pad, top, self.panel.width - 2 * pad,
                           self.panel.bottom - pad - self.s(theme.BUTTON_H) - self.s(8) - top)

    def _placed(self, content: pygame.Rect) -> tuple[list[tuple[str, Any, tuple[int, int]]], int]:
        """Every heading, card and count of every pile at its place from the content's top (all of
        them: what is below the fold is scrolled to), and the height they take."""
        cw = self.s(CARD_W)
        ch = round(cw * self.aspect)
        items: list[tuple[str, Any, tuple[int, int]]] = []
        y = 0
        for pile in self.piles:
            items.append(("title", f"{pile.title} · {pile.count}", (0, y)))
            y += self.s(22)
            x = 0
            for code in pile.cards:
                if x + cw > content.width:
                    x, y = 0, y + ch + self.s(6)
                items.append(("card", code, (x, y)))
                x += cw + self.s(4)
            if pile.hidden:
                h = pile.hidden
                words = Mn("{hidden} out of sight", "{hidden} out of sight", h, hidden=h) if pile.cards \
                    else Mn("{hidden} card, out of sight", "{hidden} cards, out of sight", h, hidden=h)
                items.append(("hidden", words, (x + self.s(6), y + ch // 2) if pile.cards else (0, y)))
            y += (ch if pile.cards else self.s(18) if pile.hidden else 0) + self.s(12)
        return items, y

    @property
    def max_scroll(self) -> int:
        content = self._content()
        return max(0, self._placed(content)[1] - content.height)

    def handle_event(self, event: pygame.event.Event) -> None:
        """The wheel scrolls the piles (the last ones may be below the panel's fold)."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll, self.scroll - event.y * self.s(SCROLL_STEP)))
            return
        super().handle_event(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        pad = self.s(24)
        theme.blit_text(surface, self.title, self.s(24), theme.INK, (self.panel.left + pad, self.panel.top + pad),
                        bold=True)
        content = self._content()
        items, height = self._placed(content)
        self.scroll = max(0, min(self.scroll, height - content.height))
        cw = self.s(CARD_W)
        ch = round(cw * self.aspect)
        clip = surface.get_clip()
        surface.set_clip(content)
        for kind, what, (x, y) in items:
            x, y = content.left + x, content.top + y - self.scroll
            if y > content.bottom or y + ch < content.top:
                continue
            if kind == "title":
                theme.blit_text(surface, what, self.s(theme.TEXT_S), theme.INK_SOFT, (x, y), bold=True)
            elif kind == "card":
                surface.blit(self.face(what, cw), (x, y))
            else:
                theme.blit_text(surface, what, self.s(theme.TEXT_S), theme.INK_FAINT, (x, y),
                                "midleft" if x > content.left else "topleft")
        surface.set_clip(clip)
        if height > content.height:      # a bar says there is more, and where the view is
            track = pygame.Rect(content.right + self.s(8), content.top, self.s(6), content.height)
            bar = track.copy()
            bar.height = max(self.s(24), track.height * content.height // height)
            bar.top = track.top + (track.height - bar.height) * self.scroll // max(1, height - content.height)
            theme.round_rect(surface, track, theme.SURFACE_SUNK, self.s(3))
            theme.round_rect(surface, bar, theme.INK_FAINT, self.s(3))
