"""Dragging a card from the hand to the line: a press on a playable card becomes a drag once the
pointer has moved a few pixels; dropping it above the hand plays it (a 4 opens its chooser at
the slot it would take). A press that never moves far stays a click."""

from __future__ import annotations

from typing import Any

import pygame

from game.avant_carde.ui import places as placing, style
from game.ui import theme

DRAG_THRESHOLD = 8   # design pixels before a press on a hand card becomes a drag


class Drag:
    """The drag in progress on one table (``code`` None: none)."""

    def __init__(self, table: Any) -> None:
        self.t = table
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
            self.t.layer_dirty = True

    def in_drop_zone(self, pos: tuple[int, int]) -> bool:
        L = self.t.L
        if L.hand is None:
            return False
        return pos[1] < L.hand.top - self.t.s(4) and not L.action.collidepoint(pos) and pos[1] > L.top.bottom

    def next_slot(self) -> pygame.Rect | None:
        t = self.t
        return placing.next_slot(t.places, t.view.viewer, t.s)

    def handle(self, event: Any) -> bool:
        """Press, motion and release over the hand; True when the event was consumed here."""
        t = self.t
        pos = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and t.chooser is None:
            code = self._hand_card_at(pos)
            pr = t.prompt
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
                if dx * dx + dy * dy >= t.s(DRAG_THRESHOLD) ** 2:
                    self.dragging = True
                    t.layer_dirty = True
            if self.dragging:
                hint = self.next_slot() if self.in_drop_zone(pos) else None
                if hint != self.hint:
                    self.hint = hint
                    t.layer_dirty = True
                t.ui.pointer = pos
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.code is not None:
            code, dragging = self.code, self.dragging
            slot = self.hint or self.next_slot()
            self.cancel()
            if dragging:
                for w in t.ui.widgets:
                    if hasattr(w, "pressed"):
                        w.pressed = False
                if self.in_drop_zone(pos):
                    t.click_card(code, anchor=slot or pygame.Rect(pos, (1, 1)))
                return True
            return False
        return False

    def _hand_card_at(self, pos: tuple[int, int]) -> str | None:
        for code, *_, rect in reversed(self.t.places.hand):
            if rect.collidepoint(pos):
                return code
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """The card under the pointer, lifted with its shadow."""
        if not (self.dragging and self.code):
            return
        t = self.t
        for code, number, colour, timing, r in t.places.hand:
            if code == self.code:
                img = style.card_face(number, colour, code, r.w, timing, t.patterns)
                rect = img.get_rect(center=self.pos)
                theme.draw_shadow(surface, rect, t.s(10), t.s(14), (0, t.s(10)), alpha=90)
                surface.blit(img, rect)
                return
