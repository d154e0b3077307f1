"""The clickable spots of the Art Decko table, rebuilt after every change.

Each :class:`Spot` sits over something the painter draws, at the rect the table's geometry
gives both, and carries what a click does: submit a legal action, or a table-local step
(pick a card, mark it for discarding). A spot whose action is not legal is disabled with the
engine's reason. Words come from :mod:`game.art_decko.ui.captions`.
"""

from game.art_decko.ui import captions
from game.art_decko.ui.deckview import open_deck_viewer
from game.engine.i18n import L as Ld, M
from game.ui.hotspot import Hotspot


class Spot(Hotspot):
    """A hotspot with a ``key`` naming what it covers: ``("hand", card)``, ``("exhibition", e)``…

    ``focusable=False`` keeps a second way to the same action (a shown painting over its
    exhibition) out of the Tab order."""

    def __init__(self, key, rect, scale, on_click=None, tooltip=None, enabled=True, reason=None,
                 focusable=True, action=None):
        super().__init__(rect, action, tooltip, enabled, reason, key=key,
                         on_click=on_click if enabled else None)
        self.place(rect, scale)
        self.focusable = self.focusable and focusable

    @property
    def ident(self):
        """What keeps the keyboard focus when the spots are rebuilt (see ``WidgetGroup.replace``)."""
        return self.key


class SpotBuilder:
    """Builds the table's spots from its view and geometry; clicks go back to the table."""

    def __init__(self, table):
        self.t = table
        self.v = table.view

    def spot(self, key, rect, on_click=None, tooltip=None, reason=None, focusable=True, action=None):
        """A spot over ``rect``: ``on_click`` runs on a click; ``action`` is the engine action it
        submits, if any (a table-local step such as picking a card has none)."""
        return Spot(key, rect, self.t.scale, on_click, tooltip, reason is None, reason, focusable, action)

    def act(self, key, rect, text, tooltip):
        """A spot for the action written ``text``: acts if legal, else shows the engine's reason."""
        if text in self.v.opts:
            return self.spot(key, rect, lambda: self.t.do(text), tooltip, action=text)
        return self.spot(key, rect, reason=self.v.why_not(text))

    def build(self):
        t, v = self.t, self.v
        L, st, d, geo = t.L, v.board, v.data, t.geo
        s = t.s
        spots = []
        for loc, rect in zip(d.locations, list(L.galleries) + list(L.banks)):
            spots.append(self.spot(("place", loc.index), (rect.left, rect.top, rect.w, s(38)),
                                   tooltip=captions.place_tip(v, loc)))
        for g in range(len(st.galleries)):
            for card, r in geo.gallery_cards(g):
                spots.append(self.market(("gallery", card), card, d.locations[g], r))
        for b in range(2):
            for card, r in geo.bank_cards(b):
                spots.append(self.market(("bank", card), card, d.banks[b], r))
        exhibitions = [self.exhibition(e, r) for e, r in enumerate(L.exhibitions)]
        spots += exhibitions
        for e, ex in enumerate(exhibitions):
            for card, owner, r in geo.shown_cards(e):
                tip = M("{card}\nShown by {who}.", card=captions.card_words(v, card), who=v.seats[owner].name)
                if ex.on_click is not None:
                    spots.append(self.spot(("shown", card), r, ex.on_click, tip + "\n" + (ex.tooltip or ""),
                                           focusable=False, action=ex.action))
                else:
                    spots.append(self.spot(("shown", card), r, tooltip=tip))
        for i, r in enumerate(L.exhibitor):
            spots.append(self.exhibitor(i, r))
        for lane in range(6):
            spots.append(self.spot(("lane", lane), geo.lane_rect(lane), tooltip=captions.lane_tip(v, lane)))
        for p in range(st.num_players):
            spots.append(self.spot(("player", p), geo.player_row(p), lambda q=p: open_deck_viewer(t, q),
                                   captions.player_tip(v, p) + "\nClick to see the cards."))
        for card, r in geo.hand_cards():
            spots.append(self.hand(card, r))
        for card, r in geo.ability_chips():
            spots.append(self.spot(("ability", card), r, lambda c=card: t.ability_toggle(c),
                                   captions.ability_tip(v, card)))
        return spots

    def market(self, key, card, loc, r):
        v = self.v
        info = captions.market_info(v, card, loc)
        kind = v.decision.kind if v.my_turn else None
        code = v.code(card)
        if kind == "action":
            text = f"acquire {loc.id} {code}"  # i18n: not shown
            if text in v.opts:
                return self.spot(key, r, lambda: self.t.do(text), info + "\nClick to buy it.", action=text)
            return self.spot(key, r, reason=info + "\n" + v.why_not(text))
        if kind == "pay" and f"second {code}" in v.opts:  # i18n: not shown
            tip = info + ("\nFancy Noble: click to drop this second painting." if v.board.plan.second == card else
                          "\nFancy Noble: click to take it as a second painting (the cost doubles).")
            second = f"second {code}"  # i18n: not shown
            return self.spot(key, r, lambda: self.t.do(second), tip, action=second)
        return self.spot(key, r, tooltip=info)

    def exhibition(self, e, r):
        v = self.v
        key = ("exhibition", e)
        info = captions.exhibition_info(v, e)
        if not v.my_turn or v.decision.kind != "action":
            return self.spot(key, r, tooltip=info)
        if v.selected is None:
            return self.spot(key, r, tooltip=info + "\nTo show here: pick a painting in your hand first.")
        text = f"show {v.code(v.selected)} {v.data.exhibitions[e].id}"  # i18n: not shown
        return self.act(key, r, text, M("Click to show {card} here.\n", card=Ld(v.data.cards[v.selected].title)) + info)

    def exhibitor(self, i, r):
        v = self.v
        space = v.data.exhibitor_spaces[i]
        info = captions.exhibitor_info(v, i)
        text = f"bonus {space.id}"  # i18n: not shown
        if v.my_turn and text in v.opts:
            return self.spot(("bonus", space.id), r, lambda: self.t.do(text), info + "\nClick to claim it.",
                             action=text)
        return self.spot(("bonus", space.id), r, tooltip=info)

    def hand(self, card, r):
        t, v = self.t, self.v
        key = ("hand", card)
        tip = captions.hand_tip(v, card)
        kind = v.decision.kind if v.my_turn else None
        if kind == "action":
            return self.spot(key, r, lambda: t.select(card), tip)
        if kind == "pay":
            code = v.code(card)
            text = ("unpay " if card in v.paid() else "pay ") + code
            if text not in v.opts:
                why = v.why_not(text) or ""
                return self.spot(key, r, reason=captions.card_words(v, card) + "\n" + why)    # a message
            return self.spot(key, r, lambda: t.pay_toggle(card), tip)
        if kind == "discard":
            return self.spot(key, r, lambda: t.mark(card), tip)
        return self.spot(key, r, tooltip=tip)


def hovered_key(ui):
    """The key of the spot shown as pointed at: the keyboard focus after Tab, else the one
    under the pointer."""
    if ui.keyboard and isinstance(ui.focus, Spot):
        return ui.focus.key
    return ui.hover.key if isinstance(ui.hover, Spot) else None
