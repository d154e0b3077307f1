"""Dragging a card from the hand to the line: a press on a playable card becomes a drag once the
pointer has moved a few pixels; dropping it above the hand plays it (a 4 opens its chooser at
the slot it would take). A press that never moves far stays a click."""

from __future__ import annotations

from typing import Any, Callable, NamedTuple

import pygame

from game.avant_carde.ui import places as placing, style
from game.avant_carde.ui.layout import Layout
from game.avant_carde.ui.model import Prompt
from game.ui import theme

DRAG_THRESHOLD = 8   # design pixels before a press on a hand card becomes a drag


class Board(NamedTuple):
    """What a drag needs of the table as it is now: where things are (``L``, ``places``; ``s``:
    design px to pixels), whose line it is, the decision (``prompt``), whether a chooser is open,
    the widgets (``ui``: the pointer, presses to release) and what a drop does (``click_card``)."""

    L: Layout | None
    places: placing.Places
    s: Callable[[float], int]
    viewer: int | None
    prompt: Prompt | None
    chooser_open: bool
    ui: Any
    click_card: Callable[..., None]


class Drag:
    """The drag in progress on one table (``code`` None: none); ``changed()``: the table's drawn
    layer must be drawn again (the dragged card leaves the hand, a slot glows)."""

    def __init__(self, changed: Callable[[], None]) -> None:
        self.changed = changed
        self.code: str | None = None
        self.dragging = False
        self.start: tuple[int, int] = (0, 0)
        self.pos: tuple[int, int] = (0, 0)
        self.hint: pygame.Rect | None = None     # the slot of the line the card would take, glowing

    def cancel(self) -> None:
        self.code = None
        self.dragging = False
        if self.hint is not None:
            self.hint = None
            self.changed()

    @staticmethod
    def in_drop_zone(b: Board, pos: tuple[int, int]) -> bool:
        L = b.L
        if L is None or L.hand is None or L.action is None:
            return False
        return pos[1] < L.hand.top - b.s(4) and not L.action.collidepoint(pos) and pos[1] > L.top.bottom

    @staticmethod
    def next_slot(b: Board) -> pygame.Rect | None:
        return placing.next_slot(b.places, b.viewer, b.s)

    def handle(self, event: Any, b: Board) -> bool:
        """Press, motion and release over the hand; True when the event was consumed here."""
        pos = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not b.chooser_open:
            code = self._hand_card_at(b.places, pos)
            pr = b.prompt
            if code and pr is not None and pr.kind == "play" and code in pr.cards:
                self.code, self.start, self.pos = code, pos, pos
                self.dragging = False
            return False
        if event.type == pygame.MOUSEMOTION and self.code is not None:
            buttons = getattr(event, "buttons", (1, 0, 0))
            if not buttons or not buttons[0]:
                self.cancel()
                return False
            self.pos = pos
            if not self.dragging:
                dx, dy = pos[0] - self.start[0], pos[1] - self.start[1]
                if dx * dx + dy * dy >= b.s(DRAG_THRESHOLD) ** 2:
                    self.dragging = True
                    self.changed()
            if self.dragging:
                hint = self.next_slot(b) if self.in_drop_zone(b, pos) else None
                if hint != self.hint:
                    self.hint = hint
                    self.changed()
                b.ui.pointer = pos
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.code is not None:
            code, dragging = self.code, self.dragging
            slot = self.hint or self.next_slot(b)
            self.cancel()
            if dragging:
                for w in b.ui.widgets:
                    if hasattr(w, "pressed"):
                        w.pressed = False
                if self.in_drop_zone(b, pos):
                    b.click_card(code, anchor=slot or pygame.Rect(pos, (1, 1)))
                return True
            return False
        return False

    @staticmethod
    def _hand_card_at(places: placing.Places, pos: tuple[int, int]) -> str | None:
        for code, *_, rect in reversed(places.hand):
            if rect.collidepoint(pos):
                return code
        return None

    def draw(self, surface: pygame.Surface, places: placing.Places, s: Callable[[float], int],
             patterns: bool) -> None:
        """The card under the pointer, lifted with its shadow."""
        if not (self.dragging and self.code):
            return
        for code, number, colour, timing, r in places.hand:
            if code == self.code:
                img = style.card_face(number, colour, code, r.w, timing, patterns)
                rect = img.get_rect(center=self.pos)
                theme.draw_shadow(surface, rect, s(10), s(14), (0, s(10)), alpha=90)
                surface.blit(img, rect)
                return
