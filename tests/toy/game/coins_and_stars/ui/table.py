"""The table of Coins and Stars: the game log, each seat's money and points, and the hand of the
seat at the screen as cards to click (a card that cannot be played says why, and the Pass spot is
offered when passing is the move). It reads the game only through its controller (observation,
decision, why_not) and submits a click as an action, as every table does; the final points on
the game-over scene come from the final observation."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.actions import Action
from game.engine.i18n import M
from game.ui import theme
from game.ui.play.table import TableScene

from ..data import load_data

CARD_W, CARD_H, GAP = 120, 160, 16


class ToyTable(TableScene):
    """Layout, painting and clicks over the spots of :meth:`spots` (one per action)."""

    def spots(self) -> list[tuple[Action, pygame.Rect]]:
        """Where each move of the seat at the screen is clicked: its cards in hand, then Pass."""
        obs = self.controller.observation()
        seat = self.controller.seat_shown
        hand = obs["hands"][seat] if isinstance(obs["hands"][seat], list) else []
        h = self.size[1]
        x0, y = self.s(440), h - self.s(CARD_H + 60)
        step = self.s(CARD_W + GAP)
        out = [(Action("play", code), pygame.Rect(x0 + i * step, y, self.s(CARD_W), self.s(CARD_H)))
               for i, code in enumerate(hand)]
        decision = self.controller.decision()
        if decision is not None and Action("pass") in decision.options:
            out.append((Action("pass"), pygame.Rect(x0 + len(hand) * step, y + self.s(CARD_H // 3),
                                                    self.s(CARD_W), self.s(CARD_H // 3))))
        return out

    def clicks_for(self, action: Action) -> list[tuple[int, int]] | None:
        return next(([rect.center] for a, rect in self.spots() if a == action), None)

    def handle_event(self, event: Any) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.controller.human_to_act is not None:
            for action, rect in self.spots():
                if rect.collidepoint(event.pos):
                    reason = self.controller.why_not(action)
                    if reason:
                        self.notice = (reason, 3.0)
                        self.app.dirty = True
                    else:
                        self.submit(action)
                    return
        super().handle_event(event)

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.fill(theme.PAPER)
        self.draw_log(surface, (self.s(10), self.s(10), self.s(400), self.size[1] - self.s(20)))
        obs, cards = self.controller.observation(), load_data().cards
        y = self.s(20)
        for seat, (money, points) in enumerate(zip(obs["money"], obs["points"])):
            line = M("Seat {n} — money {money}, points {points}", n=seat + 1, money=money, points=points)
            y = theme.blit_text(surface, line, self.s(theme.TEXT), self.seat_colour(seat),
                                (self.s(440), y)).bottom + self.s(4)
        for action, rect in self.spots():
            theme.round_rect(surface, rect, theme.SURFACE, self.s(8))
            theme.round_rect(surface, rect, theme.INK, self.s(8), width=max(1, self.s(2)))
            label = M(cards[action[1]].name) if action.kind == "play" else M("Pass")
            theme.blit_text(surface, label, self.s(theme.TEXT), theme.INK, rect.center, "center", bold=True)

    def draw_breakdown(self, surface: pygame.Surface, rect: pygame.Rect, observation: dict[str, Any],
                       names: list[str], scale: float) -> None:
        """Each seat's points and the cards it played."""
        y = rect.top
        for seat, name in enumerate(names):
            line = M("{name} — points {points}, cards played {cards}", name=name,
                     points=observation["points"][seat], cards=len(observation["played"][seat]))
            y = theme.blit_text(surface, line, round(16 * scale), theme.INK, (rect.left, y)).bottom + 4
