"""The clickable spots of the Art Decko table, rebuilt after every change.

Each :class:`Spot` sits over something the painter draws, at the rect the table's geometry
gives both, and carries what a click does: submit a legal action, or a table-local step
(pick a card, mark it for discarding). A spot whose target has no option is disabled with the
engine's reason (the table model's). Words come from :mod:`game.art_decko.ui.captions`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, NamedTuple

import pygame

from game.art_decko.records import Location
from game.art_decko.ui import captions
from game.art_decko.ui.captions import TableView, target
from game.art_decko.ui.frame import Key
from game.art_decko.ui.geometry import Geometry
from game.art_decko.ui.layout import Layout
from game.engine.i18n import L as Ld, M
from game.ui import theme
from game.ui.hotspot import Hotspot


class Spot(Hotspot):
    """A hotspot with a ``key`` naming what it covers: ``("hand", card)``, ``("exhibition", e)``…

    ``focusable=False`` keeps a second way to the same action (a shown painting over its
    exhibition) out of the Tab order."""

    key: Key

    def __init__(self, key: Key, rect: Any, scale: float, on_click: Callable[[], Any] | None  =  None,
                 tooltip: str | None  =  None, enabled: bool  =  True, reason: str | None  =  None,
                 focusable: bool  =  True, action: str | None  =  None) -> None:
        super().__init__(rect, action, tooltip, enabled, reason, key=key,
                         on_click=on_click if enabled else None)
        self.place(rect, scale)
        self.focusable = self.focusable and focusable

    @property
    def ident(self) -> Key:
        """What keeps the keyboard focus when the spots are rebuilt (see ``WidgetGroup.replace``)."""
        return self.key


class Clicks(NamedTuple):
    """What the table does on a click: submit the option at a target (``do``), pick a hand card,
    mark one for discarding, toggle one in the payment or its ability, show a seat's cards."""

    do: Callable[[str], Any]
    pick: Callable[[int], Any]
    mark: Callable[[int], Any]
    pay: Callable[[int], Any]
    ability: Callable[[int], Any]
    cards_of: Callable[[int], Any]


class SpotBuilder:
    """Builds the table's spots from its view ``v``, layout ``L`` and geometry ``geo`` (at
    ``scale``); a click calls one of ``clicks``."""

    def __init__(self, v: TableView, L: Layout, geo: Geometry, scale: float, clicks: Clicks) -> None:
        self.v, self.L, self.geo, self.scale, self.clicks = v, L, geo, scale, clicks

    def s(self, value: float) -> int:
        return theme.px(value, self.scale)

    def spot(self, key: Key, rect: Any, on_click: Callable[[], Any] | None  =  None, tooltip: str | None  =  None,
             reason: str | None  =  None, focusable: bool  =  True, action: str | None  =  None) -> Spot:
        """A spot over ``rect``: ``on_click`` runs on a click; ``action`` is the engine action (its
        text) it submits, if any (a table-local step such as picking a card has none)."""
        return Spot(key, rect, self.scale, on_click, tooltip, reason is None, reason, focusable, action)

    def build(self) -> list[Spot]:
        v, L, geo, clicks = self.v, self.L, self.geo, self.clicks
        st, d = v.board, v.data
        s = self.s
        spots = []
        for loc, rect in zip(d.locations, list(L.galleries) + list(L.banks)):
            spots.append(self.spot(("place", loc.index), (rect.left, rect.top, rect.w, s(38)),
                                   tooltip=captions.place_tip(v, loc)))
        for g in range(len(st.galleries)):
            for card, r in geo.gallery_cards(g):
                spots.append(self.market(("gallery", card), card, d.locations[g], r))
        for b in range(2):
            for card, r in geo.bank_cards(b):
                spots.append(self.market(("bank", card), card, d.locations[len(st.galleries) + b], r))
        exhibitions = [self.exhibition(e) for e in range(len(L.exhibitions))]
        for e, (on_click, tooltip, reason, action) in enumerate(exhibitions):
            spots.append(self.spot(("exhibition", e), L.exhibitions[e], on_click, tooltip, reason, action=action))
        for e, (on_click, tooltip, _, action) in enumerate(exhibitions):
            for card, owner, r in geo.shown_cards(e):
                tip = M("{card}\nShown by {who}.", card=captions.card_words(v, card), who=v.seats[owner].name)
                if on_click is not None:
                    spots.append(self.spot(("shown", card), r, on_click, tip + "\n" + (tooltip or ""),
                                           focusable=False, action=action))
                else:
                    spots.append(self.spot(("shown", card), r, tooltip=tip))
        for i, r in enumerate(L.exhibitor):
            spots.append(self.exhibitor(i, r))
        for lane in range(6):
            spots.append(self.spot(("lane", lane), geo.lane_rect(lane), tooltip=captions.lane_tip(v, lane)))
        for p in range(st.num_players):
            spots.append(self.spot(("player", p), geo.player_row(p), partial(clicks.cards_of, p),
                                   captions.player_tip(v, p) + "\nClick to see the cards."))
        for card, r in geo.hand_cards():
            spots.append(self.hand(card, r))
        for card, r in geo.ability_chips():
            spots.append(self.spot(("ability", card), r, partial(clicks.ability, card),
                                   captions.ability_tip(v, card)))
        return spots

    def market(self, key: Key, card: int, loc: Location, r: pygame.Rect) -> Spot:
        v = self.v
        info = captions.market_info(v, card, loc)
        kind = v.step
        where = target(key[0], card)
        action = v.acts.get(where)
        if kind == "action":
            if action is not None:
                return self.spot(key, r, lambda: self.clicks.do(where), info + "\nClick to buy it.", action=action)
            return self.spot(key, r, reason=info + "\n" + v.reason(where))
        if kind == "pay" and action is not None:
            plan = v.board.plan
            tip = info + ("\nFancy Noble: click to drop this second painting."
                          if plan is not None and plan.second == card else
                          "\nFancy Noble: click to take it as a second painting (the cost doubles).")
            return self.spot(key, r, lambda: self.clicks.do(where), tip, action=action)
        return self.spot(key, r, tooltip=info)

    def exhibition(self, e: int) -> tuple[Callable[[], Any] | None, str | None, str | None, str | None]:
        """Exhibition ``e``'s spot (a shown painting there does the same): ``(on_click, tooltip,
        reason, action)``."""
        v = self.v
        info = captions.exhibition_info(v, e)
        if v.step != "action":
            return None, info, None, None
        if v.selected is None:
            return None, info + "\nTo show here: pick a painting in your hand first.", None, None
        where = target("exhibition", e, v.selected)
        action = v.acts.get(where)
        if action is None:
            return None, None, v.reason(where), None
        tip = M("Click to show {card} here.\n", card=Ld(v.data.cards[v.selected].title)) + info
        return partial(self.clicks.do, where), tip, None, action

    def exhibitor(self, i: int, r: pygame.Rect) -> Spot:
        v = self.v
        space = v.data.exhibitor_spaces[i]
        info = captions.exhibitor_info(v, i)
        where = target("bonus", space.id)
        action = v.acts.get(where)
        if action is not None:
            return self.spot(("bonus", space.id), r, lambda: self.clicks.do(where), info + "\nClick to claim it.",
                             action=action)
        return self.spot(("bonus", space.id), r, tooltip=info)

    def hand(self, card: int, r: pygame.Rect) -> Spot:
        v, clicks = self.v, self.clicks
        key = ("hand", card)
        tip = captions.hand_tip(v, card)
        kind = v.step
        if kind == "action":
            return self.spot(key, r, lambda: clicks.pick(card), tip)
        if kind == "pay":
            where = target("hand", card)
            if where not in v.acts:
                return self.spot(key, r, reason=captions.card_words(v, card) + "\n" + v.reason(where))  # a message
            return self.spot(key, r, lambda: clicks.pay(card), tip)
        if kind == "discard":
            return self.spot(key, r, lambda: clicks.mark(card), tip)
        return self.spot(key, r, tooltip=tip)


def hovered_key(ui: Any) -> Key | None:
    """The key of the spot shown as pointed at: the keyboard focus after Tab, else the one
    under the pointer."""
    if ui.keyboard and isinstance(ui.focus, Spot):
        return ui.focus.key
    return ui.hover.key if isinstance(ui.hover, Spot) else None
