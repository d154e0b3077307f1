"""Where everything the Art Decko table can click sits, for one layout and one view.

:class:`Geometry` places the hand (lifted when picked, paid or being shown), the ability tabs,
the cards on offer, the paintings on display, the rating lanes and the player rows. The frame
the painter draws and the hotspots the mouse clicks are both built from it, so what you see is
what you click.
"""


from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.art_decko.ui.captions import TableView, target
from game.art_decko.ui.layout import Layout

HAND_LIFT = 14


class Geometry:
    """The rects of one layout ``L`` showing the view ``v``."""

    def __init__(self, L: Layout, v: TableView) -> None:
        self.L, self.v, self.s = L, v, L.s

    def hand_cards(self) -> list[tuple[int, pygame.Rect]]:
        """``[(card, rect)]`` of the viewer's hand (none for a spectator), lifted when selected
        or paid, or while it is the painting being shown."""
        L, s, v = self.L, self.s, self.v
        if v.viewer is None:
            return []
        hand = v.board.hand
        cw, ch = L.hand_card_size()
        xs = L.row(L.cards, len(hand), cw, s(8))
        base = L.cards.top + s(HAND_LIFT)
        paid = v.paid()
        plan = v.board.plan if v.my_turn else None
        out = []
        for card, x in zip(hand, xs):
            shown = plan is not None and plan.kind == "show" and plan.card == card
            lifted = card == v.selected or card in paid or shown
            out.append((card, pygame.Rect(x, base - (s(HAND_LIFT) if lifted else 0), cw, ch)))
        return out

    def ability_chips(self) -> list[tuple[int, pygame.Rect]]:
        """``[(card, rect)]``: the ability tabs over gold cards while paying."""
        v, s = self.v, self.s
        if v.kind != "pay":
            return []
        paid = v.paid()
        cards = self.hand_cards()
        out = []
        for i, (card, r) in enumerate(cards):
            if target("ability", card) in v.acts or paid.get(card) is True:
                # overlapping cards: the tab stays on the part of its card that shows
                shown = cards[i + 1][1].left - r.left if i + 1 < len(cards) else r.w
                out.append((card, pygame.Rect(r.left + s(5), r.bottom - s(30), min(r.w, shown) - s(10), s(22))))
        return out

    def _market_row(self, rect: pygame.Rect, pile: Sequence[int],
                    align: str = "center") -> list[tuple[int, pygame.Rect]]:
        cw, ch = self.L.card("gallery")
        s = self.s
        area = pygame.Rect(rect.left + s(6), rect.top + s(40), rect.w - s(12), ch)
        xs = self.L.row(area, len(pile), cw, s(4), align=align)
        return [(card, pygame.Rect(x, area.top, cw, ch)) for card, x in zip(pile, xs)]

    def gallery_cards(self, g: int) -> list[tuple[int, pygame.Rect]]:
        return self._market_row(self.L.galleries[g], self.v.board.galleries[g])

    def bank_cards(self, b: int) -> list[tuple[int, pygame.Rect]]:
        offer = self.v.board.bank_offers[b]
        return self._market_row(self.L.banks[b], offer, "left" if len(offer) > 1 else "center")

    def shown_area(self, e: int) -> pygame.Rect:
        """Where exhibition ``e`` shows its paintings."""
        r = self.L.exhibitions[e]
        pad = self.s(7)
        return pygame.Rect(r.left + pad, r.top + self.s(123), r.w - 2 * pad, self.s(46))

    def shown_cards(self, e: int) -> list[tuple[int, int, pygame.Rect]]:
        """``[(card, owner, rect)]`` of the paintings on display at exhibition ``e``."""
        area = self.shown_area(e)
        mw, mh = self.L.card("mini")
        shown = self.v.board.museum[e]
        xs = self.L.row(area, len(shown), mw, self.s(5))
        return [(card, owner, pygame.Rect(x, area.top, mw, mh)) for (card, owner), x in zip(shown, xs)]

    def lane_rect(self, lane: int) -> pygame.Rect:
        """Lane ``lane`` of the rating board (0-4 the genres, 5 gold)."""
        r, s = self.L.rating, self.s
        pad = s(10)
        lanes_top = r.top + s(28) + 3 * s(13) + s(4)
        lane_h = (r.bottom - pad - lanes_top) / 6
        return pygame.Rect(r.left + pad, round(lanes_top + lane * lane_h), r.w - 2 * pad, round(lane_h))

    def player_row(self, p: int) -> pygame.Rect:
        rows = self.L.player_rows()
        return rows[p] if 0 <= p < len(rows) else self.L.players
