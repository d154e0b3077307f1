"""ArtDeckoTable: the Art Decko game on the desktop.

Everything is played with the mouse, or from the keyboard (Tab reaches every card and target
that can act, Enter or Space acts), and only legal moves are offered:

- **Acquire**: click a painting on Art Gallery Avenue or a gold card in a bank (green rings
  mark what you can afford); a target you cannot take says why on hover.
- **Haggle / Show**: click a card in your hand, then *Haggle*, or click a highlighted
  exhibition to show the painting there.
- **Planning**: choose the invitation marker when both fit, claim a New Exhibitor bonus on
  your first Show, then pay: click hand cards to add or take back, click a gold card's
  ability tab to use its ability, click a second painting for Fancy Noble; *Confirm* once the
  meter is full. *Cancel* is always safe: nothing happens until you confirm.
- **End of turn**: click cards to mark them for discarding, then draw up to five.

The base :class:`~game.ui.play.table.TableScene` brings AI pacing, the hot-seat curtain,
Esc / Ctrl+Z / ?, the log and the game-over scene, which calls :meth:`draw_breakdown`.
"""

import pygame

from game.ui import theme
from game.ui.art_decko import breakdown as breakdown_mod
from game.ui.art_decko import paintings, style
from game.ui.art_decko.anim import Animator, Tween
from game.ui.art_decko.draw import LEGAL, SELECT, Painter
from game.ui.art_decko.layout import Layout
from game.ui.play.table import TableScene
from game.ui.widgets import Button, Widget

HAND_LIFT = 14


class Hotspot(Widget):
    """An invisible clickable area of the table (the painter draws it); tooltips and disabled
    reasons come from the widget group. Only the topmost hotspot under the pointer fires.

    A hotspot that acts is also reached with Tab and acts on Enter or Space; ``focusable=False``
    keeps a second way to the same action (a shown painting over its exhibition) out of the
    Tab order."""

    def __init__(self, key, on_click=None, tooltip=None, disabled_reason=None, focusable=True):
        super().__init__(tooltip, disabled_reason)
        self.key, self.on_click = key, on_click
        self.focusable = focusable and on_click is not None
        if on_click is None and disabled_reason is None:
            self.cursor = pygame.SYSTEM_CURSOR_ARROW

    @property
    def ident(self):
        """What keeps the keyboard focus when the spots are rebuilt (see ``WidgetGroup.replace``)."""
        return self.key

    def activate(self):
        if self.enabled and self.on_click is not None:
            self.feedback("click")
            self.on_click()

    def handle_event(self, event):
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hovered
                and self.rect.collidepoint(event.pos)):
            self.activate()
            return True
        return False

    def draw(self, surface):
        pass


class ArtDeckoTable(TableScene):
    game_tab = "art_decko"
    score_word = "VP"

    def seat_colour(self, seat):
        return style.player_colour(seat)

    def __init__(self, app, controller):
        self.L = None
        self.anim = Animator(app.settings)
        self.painter = Painter(self)
        self.selected = None            # hand card picked in the action phase
        self.discard_marks = set()      # hand cards marked at the end of the turn
        self.opts = {}
        self.dec = None
        self.my_turn = False
        self._spots = []
        self._spot_keys = {}
        self._tweens_ready = False
        self.version = 0                # bumps whenever what the base layer shows may have changed
        self.base_pass = False          # True while the painter draws the cached base layer (no hover)
        n = len(controller.session.seats)
        self.tw_ratings = [Tween(0) for _ in range(5)]
        self.tw_gold = Tween(0)
        self.tw_scores = [Tween(0) for _ in range(n)]
        self._make_buttons()
        super().__init__(app, controller)
        self.ui.add(*self._buttons)
        self.refresh()                  # the base leaves the first refresh to the subclass

    # ---- basics -------------------------------------------------------------------------------
    @property
    def state(self):
        return self.controller.state

    @property
    def data(self):
        return self.controller.state.data

    @property
    def patterns(self):
        return bool(getattr(self.app.settings, "colourblind_patterns", True))

    @property
    def animating(self):
        return (self.anim.busy or self.tw_gold.moving or any(t.moving for t in self.tw_ratings)
                or any(t.moving for t in self.tw_scores))

    @animating.setter
    def animating(self, value):
        pass     # the base sets it once; here it is derived from the running animations

    def code(self, card):
        return self.data.cards[card].code

    # ---- buttons ------------------------------------------------------------------------------
    def _make_buttons(self):
        B = Button
        self.b_undo = B("Undo", self.undo, style="quiet", size=14, tooltip="Take back your last move (Ctrl+Z)")
        self.b_rules = B("Rules", self.open_rules, style="quiet", size=14, tooltip="The rules (?)")
        self.b_menu = B("Menu", self.open_pause, style="quiet", size=14, tooltip="Pause, save, settings (Esc)")
        self.b_haggle = B("Haggle", self._haggle, style="primary", size=14,
                          tooltip="Spend this card (it goes to your action space) and draw two")
        self.b_deselect = B("Put back", self._deselect, style="quiet", size=13)
        self.b_confirm = B("Confirm", lambda: self._do("confirm"), style="primary", size=14,
                           tooltip="Carry out the action with this payment (Enter)")
        self.b_cancel = B("Cancel", lambda: self._do("cancel"), size=14,
                          tooltip="Back to the choice of action: nothing has happened yet (Backspace)")
        self.b_marker = [B("", None, size=13), B("", None, size=13)]
        self.b_bonus = [B("", None, size=13) for _ in range(4)]
        self.b_nobonus = B("No bonus", lambda: self._do("bonus none"), size=13)
        self.b_draw = B("Draw up to 5", self._finish_turn, style="primary", size=14)
        self.b_unmark = B("Keep all", self._unmark, style="quiet", size=13)
        self._side_buttons = ([self.b_haggle, self.b_deselect, self.b_confirm, self.b_cancel, self.b_nobonus,
                               self.b_draw, self.b_unmark] + self.b_marker + self.b_bonus)
        self._buttons = [self.b_undo, self.b_rules, self.b_menu] + self._side_buttons

    def top_buttons_left(self):
        return self.b_undo.rect.left if self.L else 0

    def side_kind(self):
        """What the side panel shows: pay, marker, exhibitor, selected, discard, action, or waiting."""
        if not self.my_turn or self.dec is None:
            return "waiting"
        kind = self.dec.kind
        if kind == "action":
            return "selected" if self.selected is not None else "action"
        return {"pay": "pay", "marker": "marker", "exhibitor": "exhibitor", "discard": "discard"}.get(kind, "waiting")

    def _place_buttons(self):
        L = self.L
        s = self.s
        if L is None:
            return
        bw, bh = s(78), s(28)
        x = L.topbar.right - 3 * bw - 2 * s(4)
        for b in (self.b_undo, self.b_rules, self.b_menu):
            b.place((x, L.topbar.centery - bh // 2, bw, bh), self.scale)
            x += bw + s(4)
        if self.controller.can_undo:
            self.b_undo.enable()
        else:
            self.b_undo.disable("Nothing to take back: undo works within your own turn, "
                                "until something hidden is revealed")
        for b in self._side_buttons:
            b.visible = False
        side = L.side
        pad = s(10)
        kind = self.side_kind()
        full = side.w - 2 * pad
        half = (full - s(8)) // 2
        bottom = side.bottom - pad - bh
        if kind == "selected":
            self._show(self.b_haggle, (side.left + pad, bottom, half + s(20), bh))
            self._show(self.b_deselect, (side.left + pad + half + s(28), bottom, half - s(20), bh))
            if ("haggle " + self.code(self.selected)) not in self.opts:
                self.b_haggle.disable("Not possible now")
            else:
                self.b_haggle.enable()
        elif kind == "pay":
            self._show(self.b_confirm, (side.left + pad, bottom, half, bh))
            self._show(self.b_cancel, (side.left + pad + half + s(8), bottom, half, bh))
            st = self.state
            gap = st.payment_cost() - st.payment_total()
            if "confirm" in self.opts:
                self.b_confirm.enable()
            else:
                self.b_confirm.disable(f"Pay {gap} more first: click cards in your hand")
        elif kind == "marker":
            d = self.data
            genre = d.genres[d.cards[self.state.plan.card].genre]
            self.b_marker[0].label = f"{genre.name} marker"
            self.b_marker[0].on_click = lambda: self._do(f"marker {genre.id}")
            self.b_marker[0].tooltip = f"Take the {genre.name} invitation and keep the gray one for others"
            self.b_marker[1].label = "Gray (wild) marker"
            self.b_marker[1].on_click = lambda: self._do("marker gray")
            self.b_marker[1].tooltip = "Take the gray wild invitation and keep the genre one open"
            y = side.top + s(34)
            for b in self.b_marker:
                self._show(b, (side.left + pad + s(30), y, full - s(30), bh))
                y += bh + s(6)
            self._show(self.b_cancel, (side.left + pad, bottom, half, bh))
        elif kind == "exhibitor":
            d = self.data
            y = side.top + s(42)
            i = 0
            for a in self.dec.options:
                if a[0] != "bonus" or a[1] == "none":
                    continue
                space = d.exhibitor_space(a[1])
                b = self.b_bonus[i]
                b.label = f"{space.amount} off" if space.kind == "discount" else f"+{space.amount} VP"
                b.tooltip = (f"Pay {space.amount} less for this Show" if space.kind == "discount"
                             else f"Score {space.amount} VP now")
                b.on_click = (lambda text=str(a): self._do(text))
                col, row = i % 2, i // 2
                self._show(b, (side.left + pad + col * (half + s(8)), y + row * (bh + s(6)), half, bh))
                i += 1
            self._show(self.b_nobonus, (side.left + pad, bottom, half, bh))
            self._show(self.b_cancel, (side.left + pad + half + s(8), bottom, half, bh))
        elif kind == "discard":
            n = len(self.discard_marks)
            hand = len(self.state.hands[self.state.current])
            draw = max(0, self.data.hand_size - (hand - n))
            self.b_draw.label = (f"Discard {n}, draw {draw}" if n else f"Draw {draw}") if draw else (
                f"Discard {n}, end turn" if n else "End turn")
            self.b_draw.tooltip = "End your turn: marked cards go to your discard pile, then you draw up to five"
            self._show(self.b_draw, (side.left + pad, bottom, full, bh))
            if n:
                self._show(self.b_unmark, (side.left + pad, bottom - bh - s(6), full, bh))

    def _show(self, button, rect):
        button.visible = True
        button.place(rect, self.scale)

    def marker_buttons(self):
        st, d = self.state, self.data
        if st.plan is None:
            return []
        return [(self.b_marker[0], d.cards[st.plan.card].genre), (self.b_marker[1], d.gray)]

    # ---- acting -------------------------------------------------------------------------------
    def _do(self, text):
        """Submit an action by its text, if it is one of the options (else nothing)."""
        action = self.opts.get(text)
        if action is None:
            return False
        self.submit(action)
        return True

    def _haggle(self):
        if self.selected is not None:
            card = self.selected
            self.selected = None
            if not self._do("haggle " + self.code(card)):
                self.selected = card

    def _deselect(self):
        self.selected = None
        self.refresh()

    def _select(self, card):
        self.selected = None if self.selected == card else card
        self.refresh()

    def _mark(self, card):
        if card in self.discard_marks:
            self.discard_marks.discard(card)
        else:
            self.discard_marks.add(card)
        self.refresh()

    def _unmark(self):
        self.discard_marks.clear()
        self.refresh()

    def _finish_turn(self):
        for card in list(self.discard_marks):
            self._do("discard " + self.code(card))
        self.discard_marks.clear()
        self._do("done")

    def _pay_toggle(self, card):
        code = self.code(card)
        if not self._do(("unpay " if card in self.paid_map() else "pay ") + code):
            self._do("pay " + code)

    def _ability_toggle(self, card):
        code = self.code(card)
        if self.paid_map().get(card) is True:
            self._do("unpay " + code)
        else:
            self._do("ability " + code)

    # ---- keys ---------------------------------------------------------------------------------
    def handle_event(self, event):
        """Enter: the panel's main button (Haggle, Confirm, end the turn); Backspace: cancel or
        put the picked card back. Esc, Ctrl+Z and ? are the base table's."""
        if event.type == pygame.MOUSEMOTION:
            self.ui.keyboard = False    # the pointer takes over from Tab: what it points at shows
        if event.type == pygame.KEYDOWN and self.my_turn:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.ui.focus is None:
                button = {"selected": self.b_haggle, "pay": self.b_confirm,
                          "discard": self.b_draw}.get(self.side_kind())
                if button is not None and button.visible and button.enabled:
                    button.activate()
                    return
            if event.key == pygame.K_BACKSPACE:
                if self.selected is not None:
                    self._deselect()
                else:
                    self._do("cancel")
                return
        super().handle_event(event)

    # ---- frame loop ---------------------------------------------------------------------------
    def update(self, dt):
        super().update(dt)
        self.anim.update(dt)
        f = self.app.settings.animation_factor
        for tw in self.tw_ratings + self.tw_scores + [self.tw_gold]:
            tw.update(dt, f)

    def layout(self):
        self.version += 1
        self.L = Layout(self.size, self.scale, len(self.controller.session.seats))
        self.anim.clear()
        self._place_buttons()
        self._build_spots()

    def refresh(self):
        self.version += 1
        st = self.state
        instant = not self._tweens_ready or self.app.settings.animation_factor <= 0
        for g in range(min(5, len(st.ratings))):
            self.tw_ratings[g].set(st.ratings[g], instant)
        self.tw_gold.set(st.gold_rating, instant)
        for p, tw in enumerate(self.tw_scores):
            tw.set(st.scores[p], instant)
        self._tweens_ready = True
        c = self.controller
        if c.viewer != getattr(self, "_shown_viewer", c.viewer):
            self.anim.clear()            # hot seat: nothing of the previous player's turn flies on
        self._shown_viewer = c.viewer
        d = st.decision()
        self.my_turn = d is not None and c.human_to_act is not None and c.human_to_act == c.viewer
        self.dec = d if self.my_turn else None
        self.opts = {str(a): a for a in d.options} if self.my_turn else {}
        hand = st.hands[c.viewer] if c.viewer is not None else []
        if self.selected is not None and (not self.my_turn or d.kind != "action" or self.selected not in hand):
            self.selected = None
        if self.my_turn and d.kind == "discard":
            self.discard_marks &= set(hand)
        else:
            self.discard_marks.clear()
        if self.L is not None:
            self._place_buttons()
            self._build_spots()

    # ---- geometry shared by drawing and clicking ----------------------------------------------
    def hand_cards(self):
        """``[(card, rect)]`` of the viewer's hand, lifted when selected or paid."""
        c = self.controller
        if c.viewer is None or self.L is None:
            return []
        st = self.state
        hand = st.hands[c.viewer]
        L = self.L
        cw, ch = L.hand_card_size()
        xs = L.row(L.cards, len(hand), cw, self.s(8))
        base = L.cards.top + self.s(HAND_LIFT)
        paid = self.paid_map()
        plan = st.plan if self.my_turn else None
        out = []
        for card, x in zip(hand, xs):
            shown = plan is not None and plan.kind == "show" and plan.card == card
            lifted = card == self.selected or card in paid or shown
            out.append((card, pygame.Rect(x, base - (self.s(HAND_LIFT) if lifted else 0), cw, ch)))
        return out

    def ability_chips(self):
        """``[(card, rect)]``: the ability tabs over gold cards while paying."""
        if not self.my_turn or self.dec is None or self.dec.kind != "pay":
            return []
        out = []
        paid = self.paid_map()
        for card, r in self.hand_cards():
            if ("ability " + self.code(card)) in self.opts or paid.get(card) is True:
                out.append((card, pygame.Rect(r.left + self.s(5), r.bottom - self.s(30), r.w - self.s(10), self.s(22))))
        return out

    def gallery_cards(self, g):
        st, L = self.state, self.L
        rect = L.galleries[g]
        cw, ch = L.card("gallery")
        area = pygame.Rect(rect.left + self.s(6), rect.top + self.s(40), rect.w - self.s(12), ch)
        pile = st.galleries[g]
        xs = L.row(area, len(pile), cw, self.s(4))
        return [(card, pygame.Rect(x, area.top, cw, ch)) for card, x in zip(pile, xs)]

    def bank_cards(self, b):
        st, L = self.state, self.L
        rect = L.banks[b]
        cw, ch = L.card("gallery")
        area = pygame.Rect(rect.left + self.s(6), rect.top + self.s(40), rect.w - self.s(12), ch)
        offer = st.bank_offer(b)
        xs = L.row(area, len(offer), cw, self.s(4), align="left" if len(offer) > 1 else "center")
        return [(card, pygame.Rect(x, area.top, cw, ch)) for card, x in zip(offer, xs)]

    def shown_area(self, e):
        """Where exhibition ``e`` shows its paintings (the painter and the hotspots share it)."""
        r = self.L.exhibitions[e]
        pad = self.s(7)
        return pygame.Rect(r.left + pad, r.top + self.s(123), r.w - 2 * pad, self.s(46))

    def shown_cards(self, e):
        """``[(card, owner, rect)]`` of the paintings on display at exhibition ``e``."""
        area = self.shown_area(e)
        mw, mh = self.L.card("mini")
        shown = self.state.museum[e]
        xs = self.L.row(area, len(shown), mw, self.s(5))
        return [(card, owner, pygame.Rect(x, area.top, mw, mh)) for (card, owner), x in zip(shown, xs)]

    def paid_map(self):
        st = self.state
        if not self.my_turn or st.plan is None:
            return {}
        return dict(st.plan.paid)

    def plan_where(self, kind):
        """Where another seat is planning ``kind`` (public: the location or exhibition), else None."""
        st = self.state
        if st.plan is None or st.plan.kind != kind:
            return None
        return st.plan.where

    def player_row(self, p):
        rows = self.L.player_rows()
        return rows[p] if 0 <= p < len(rows) else self.L.players

    # ---- hotspots -----------------------------------------------------------------------------
    def _build_spots(self):
        if self.L is None:
            return
        spots = []
        st, d = self.state, self.data
        for g, rect in enumerate(self.L.galleries):
            spots.append(self._place(Hotspot(("place", g), tooltip=self._place_tip(d.locations[g])),
                                     (rect.left, rect.top, rect.w, self.s(38))))
        for b, rect in enumerate(self.L.banks):
            spots.append(self._place(Hotspot(("place", len(self.L.galleries) + b), tooltip=self._place_tip(d.banks[b])),
                                     (rect.left, rect.top, rect.w, self.s(38))))
        for g in range(len(st.galleries)):
            for card, r in self.gallery_cards(g):
                spots.append(self._market_spot(("gallery", card), card, d.locations[g], r))
        for b in range(2):
            for card, r in self.bank_cards(b):
                spots.append(self._market_spot(("bank", card), card, d.banks[b], r))
        for e, r in enumerate(self.L.exhibitions):
            spots.append(self._exhibition_spot(e, r))
        for e in range(len(self.L.exhibitions)):
            ex = self._spot_for(spots, ("exhibition", e))
            for card, owner, r in self.shown_cards(e):
                name = self.controller.session.seats[owner].name
                tip = f"{self._card_words(card)}\nShown by {name}."
                if ex.on_click is not None and ex.enabled:
                    spots.append(self._place(Hotspot(("shown", card), ex.on_click, tip + "\n" + (ex.tooltip or ""),
                                                     focusable=False), r))
                else:
                    spots.append(self._place(Hotspot(("shown", card), tooltip=tip), r))
        for i, r in enumerate(self.L.exhibitor):
            spots.append(self._exhibitor_spot(i, r))
        spots += self._rating_spots()
        for p in range(st.num_players):
            spots.append(Hotspot(("player", p), tooltip=self._player_tip(p)))
            spots[-1].place(self.player_row(p), self.scale)
        for card, r in self.hand_cards():
            spots.append(self._hand_spot(card, r))
        for card, r in self.ability_chips():
            spots.append(self._ability_spot(card, r))
        self._spots = spots
        self._spot_keys = {sp.key: sp for sp in spots}
        self.ui.replace(spots + self._buttons)

    @staticmethod
    def _spot_for(spots, key):
        return next(sp for sp in spots if sp.key == key)

    def hovered_key(self):
        """The key of the hotspot shown as pointed at: the keyboard focus after Tab, else the
        one under the pointer (None while the cached base layer is drawn)."""
        if self.base_pass:
            return None
        ui = self.ui
        if ui.keyboard and isinstance(ui.focus, Hotspot):
            return ui.focus.key
        return ui.hover.key if isinstance(ui.hover, Hotspot) else None

    def _hovered(self, spot):
        return self.hovered_key() == spot.key

    def spot_state(self, key):
        """How the painter should mark the thing under ``key``: legal, hover, chosen, second,
        selected, disabled, or None."""
        st = self.state
        kind, card = key
        if kind in ("gallery", "bank"):
            plan = st.plan if self.my_turn else None
            if plan is not None and plan.kind == "acquire" and card == plan.card:
                return "chosen"
            if plan is not None and plan.kind == "acquire" and card == plan.second:
                return "second"
        if kind == "hand":
            plan = st.plan if self.my_turn else None
            if plan is not None and plan.kind == "show" and plan.card == card:
                return "chosen"
            if card == self.selected:
                return "selected"
        sp = self._spot_keys.get(key)
        if sp is None:
            return None
        if not sp.enabled:
            return "disabled" if kind == "hand" else None
        if sp.on_click is None or kind == "hand":
            return "hover" if (self._hovered(sp) and sp.on_click is not None) else None
        return "hover" if self._hovered(sp) else "legal"

    def target_state(self, key):
        sp = self._spot_keys.get(key)
        if sp is None or not sp.enabled or sp.on_click is None:
            return None
        return "hover" if self._hovered(sp) else "legal"

    def exhibition_target(self, e):
        sp = self._spot_keys.get(("exhibition", e))
        plan = self.state.plan if self.my_turn else None
        if plan is not None and plan.kind == "show" and plan.where == e:
            return "chosen"
        if sp is None or not sp.enabled or sp.on_click is None:
            return None
        return "hover" if self._hovered(sp) else "legal"

    def _hand_spot(self, card, r):
        st = self.state
        name = self._card_words(card)
        if not self.my_turn:
            return self._place(Hotspot(("hand", card), tooltip=name), r)
        kind = self.dec.kind
        code = self.code(card)
        if kind == "action":
            if self.selected != card:
                tip = name + "\nClick to pick it, then Haggle or click an exhibition to show it."
            else:
                tip = name + "\nPicked: Haggle, or click a green exhibition. Click again to put back."
            return self._place(Hotspot(("hand", card), lambda: self._select(card), tip), r)
        if kind == "pay":
            plan = st.plan
            if plan.kind == "show" and plan.card == card:
                return self._place(Hotspot(("hand", card), None, None,
                                           f"{name}\nThis painting is being shown: it cannot pay for its own Show."), r)
            paid = self.paid_map()
            if card in paid:
                tip = f"{name}\nPaying {st.card_pays(card, paid[card])}. Click to take it back."
            else:
                tip = f"{name}\nClick to pay with it: {st.card_pays(card, False)} gold."
            if ("pay " + code) not in self.opts and ("unpay " + code) not in self.opts:
                return self._place(Hotspot(("hand", card), None, None, name + "\nNot usable for this payment."), r)
            return self._place(Hotspot(("hand", card), lambda: self._pay_toggle(card), tip), r)
        if kind == "discard":
            marked = card in self.discard_marks
            tip = name + ("\nMarked: it goes to your discard pile. Click to keep it." if marked
                          else "\nClick to mark it for your discard pile (optional).")
            return self._place(Hotspot(("hand", card), lambda: self._mark(card), tip), r)
        reason = {"marker": "Choose the invitation marker first (or Cancel).",
                  "exhibitor": "Choose a New Exhibitor bonus first (or Cancel)."}.get(kind, "")
        return self._place(Hotspot(("hand", card), None, name + ("\n" + reason if reason else "")), r)

    def _ability_spot(self, card, r):
        st, d = self.state, self.data
        ab = d.cards[card].ability
        on = self.paid_map().get(card) is True
        if on:
            what = f"In use: this card pays {st.card_pays(card, True)} and goes to the box. Click to stop."
        else:
            what = (f"Click to pay with the ability instead of the face value ({st.card_pays(card, True)} "
                    f"instead of {st.card_pays(card, False)}); the card then leaves the game.")
        tip = f"{ab.name}: {ab.text}\n{what}"
        return self._place(Hotspot(("ability", card), lambda: self._ability_toggle(card), tip), r)

    def _card_words(self, card):
        st, d = self.state, self.data
        c = d.cards[card]
        if c.genre >= 0:
            g = d.genres[c.genre]
            return (f"{c.title} ({g.name}): pays {st.gold_value(c.genre)} gold now, "
                    f"worth {d.painting_vp[st.ratings[c.genre]]} VP at the end")
        if c.ability is None:
            return f"{c.title}: pays {c.value}"
        return f"{c.value}-Gold · {c.ability.name}: pays {c.value}, or {paintings.ability_words(c.ability).lower()}"

    def _market_spot(self, key, card, loc, r):
        st = self.state
        name = self._card_words(card)
        cost = st.tokens[loc.index] if loc.is_gallery else loc.cost
        where = f"{loc.name}: costs {cost}, raises " + (f"the genre by {loc.increase}" if loc.is_gallery
                                                         else f"the gold marker by {loc.increase}")
        info = f"{name}\n{where}"
        if not self.my_turn:
            return self._place(Hotspot(key, tooltip=info), r)
        kind = self.dec.kind
        code = self.code(card)
        if kind == "action":
            text = f"acquire {loc.id} {code}"
            if text in self.opts:
                return self._place(Hotspot(key, lambda: self._do(text), info + "\nClick to buy it."), r)
            return self._place(Hotspot(key, None, None, info + "\n" + self._acquire_reason(loc)), r)
        if kind == "pay":
            text = f"second {code}"
            if text in self.opts:
                plan = st.plan
                tip = info + ("\nFancy Noble: click to drop this second painting." if plan.second == card else
                              "\nFancy Noble: click to take it as a second painting (the cost doubles).")
                return self._place(Hotspot(key, lambda: self._do(text), tip), r)
        return self._place(Hotspot(key, tooltip=info), r)

    def _place_tip(self, loc):
        st = self.state
        if loc.is_gallery:
            token = st.tokens[loc.index]
            nxt = next((t for t in st.token_supply if t > token), None)
            return (f"{loc.name}: each painting costs {token} (its cost token) and raises its genre by "
                    f"{loc.increase}. When any gallery is empty, every gallery is refilled to its limit "
                    f"({loc.limit} here); an emptied gallery first takes a higher cost token"
                    + (f" (next: {nxt})." if nxt is not None else " (none left: it stays empty)."))
        offer = "two face-up 3-Gold cards" if loc.index == len(st.galleries) else "the top 5-Gold card"
        return (f"{loc.name}: {offer} for {loc.cost}; each raises the gold marker by {loc.increase}. "
                "The +2 ability of 1- and 2-Gold cards cannot buy gold.")

    def _acquire_reason(self, loc):
        st = self.state
        if loc.index in st.acquired_from:
            return f"You already bought at {loc.name} this turn: a second buy must be elsewhere."
        cost = st.tokens[loc.index] if loc.is_gallery else loc.cost
        budget = self._budget(loc.target)
        if budget is not None and budget < cost:
            return f"Costs {cost}: your whole hand can pay at most {budget}."
        return "Not possible now."

    def _budget(self, target, skip=-1):
        st = self.state
        try:
            return st._budget(st.hands[st.current], target, skip)
        except Exception:                      # noqa: BLE001 — a hint only
            return None

    def _exhibition_spot(self, e, r):
        st, d = self.state, self.data
        exh = d.exhibitions[e]
        tile = d.tiles[st.tiles[e]]
        free = [m for m in st.invitations[e] if m >= 0]
        names = {("gray (any genre)" if m == d.gray else d.genres[m].name) for m in free}
        invites = ", ".join(sorted(names)) or "nobody"
        info = (f"{exh.name}: costs {exh.cost} to show at, raises the genre by {exh.increase}. "
                f"Invites: {invites}.\nTile \u201c{tile.name}\u201d: {tile.text} "
                "(It scores if all this exhibition's invitations are met, or if none is full and this "
                "one shows the most paintings.)")
        if not self.my_turn or self.dec.kind != "action":
            return self._place(Hotspot(("exhibition", e), tooltip=info), r)
        if self.selected is None:
            return self._place(Hotspot(("exhibition", e),
                                       tooltip=info + "\nTo show here: pick a painting in your hand first."), r)
        text = f"show {self.code(self.selected)} {exh.id}"
        if text in self.opts:
            return self._place(Hotspot(("exhibition", e), lambda: self._do(text),
                                       f"Click to show {d.cards[self.selected].title} here.\n" + info), r)
        return self._place(Hotspot(("exhibition", e), None, None, self._show_reason(self.selected, e)), r)

    def _show_reason(self, card, e):
        st, d = self.state, self.data
        c = d.cards[card]
        exh = d.exhibitions[e]
        if c.genre < 0:
            return "Only paintings can be shown: pick a painting from your hand."
        if st.ribbons_left(st.current) < 1:
            return "You have no ribbon left to mark a Show."
        free = st.invitations[e]
        if c.genre not in free and d.gray not in free:
            return f"{exh.name} has no {d.genres[c.genre].name} or gray invitation left."
        budget = self._budget("show", skip=card)
        if budget is not None:
            discount = st._best_discount(st.current) if hasattr(st, "_best_discount") else 0
            more = f" (with a New Exhibitor discount: {budget + discount})" if discount else ""
            return f"Showing here costs {exh.cost}: the rest of your hand pays at most {budget}{more}."
        return "Not possible now."

    def _exhibitor_spot(self, i, r):
        st, d = self.state, self.data
        space = d.exhibitor_spaces[i]
        owner = st.exhibitor[i]
        what = (f"{space.amount} off the cost of that Show" if space.kind == "discount"
                else f"{space.amount} VP at once")
        info = f"New Exhibitor bonus: {what}. Claimed once per game, by a player's first Show."
        if owner >= 0:
            info += f"\nClaimed by {self.controller.session.seats[owner].name}."
        text = f"bonus {space.id}"
        if self.my_turn and text in self.opts:
            return self._place(Hotspot(("bonus", space.id), lambda: self._do(text), info + "\nClick to claim it."), r)
        return self._place(Hotspot(("bonus", space.id), tooltip=info), r)

    def _rating_spots(self):
        st, d = self.state, self.data
        r = self.L.rating
        out = []
        pad = self.s(10)
        lanes_top = r.top + self.s(28) + 3 * self.s(13) + self.s(4)
        lane_h = (r.bottom - pad - lanes_top) / 6
        for lane in range(6):
            rect = pygame.Rect(r.left + pad, round(lanes_top + lane * lane_h), r.w - 2 * pad, round(lane_h))
            if lane < 5:
                v = st.ratings[lane]
                g = d.genres[lane]
                tip = (f"{g.name}: rating {v}. A {g.name} painting pays {d.painting_gold[v]} gold now and "
                       f"scores {d.painting_vp[v]} VP at the end.")
            else:
                v = st.gold_rating
                tip = (f"Gold: rating {v}. At the end, every {d.gold_ratio[v]} gold you own scores 1 VP "
                       "(rounded down). Buying gold cards moves this marker.")
            out.append(self._place(Hotspot(("lane", lane), tooltip=tip), rect))
        return out

    def _player_tip(self, p):
        st = self.state
        seat = self.controller.session.seats[p]
        who = "a human player" if seat.human else f"an AI ({seat.player})"
        text = (f"{seat.name}, {who}: {st.scores[p]} VP on the track, {st.ribbons_left(p)} ribbons left, "
                f"{st.shown_count(p)} paintings on show; hand {len(st.hands[p])}, deck {len(st.draws[p])}, "
                f"discard pile {len(st.discards[p])}.")
        if p in st.exhibitor:
            space = self.data.exhibitor_spaces[st.exhibitor.index(p)]
            text += f" Claimed the New Exhibitor bonus {space.label}."
        return text

    def _place(self, spot, rect):
        spot.place(rect, self.scale)
        return spot

    # ---- words ----------------------------------------------------------------------------------
    def status_line(self):
        st = self.state
        c = self.controller
        seats = c.session.seats
        if st.is_over:
            return "Game over", "end"
        end = "  ·  last round!" if st.end_trigger else ""
        p = st.current
        if self.my_turn:
            n = min(st.actions_done + 1, self.data.actions_per_turn)
            what = "end of your turn" if self.dec.kind == "discard" else f"action {n} of {self.data.actions_per_turn}"
            return f"Your turn, {seats[p].name} — {what}{end}", "you"
        if seats[p].human:
            return f"{seats[p].name}'s turn{end}", "ai"
        return f"{seats[p].name} (AI) is playing{end}", "ai"

    def prompt(self):
        st, d = self.state, self.data
        if st.is_over:
            return "The game is over: the scores are in.", "info"
        if not self.my_turn:
            c = self.controller
            name = c.session.seats[st.current].name
            if c.viewer is None:
                return f"Watching {name}.", "info"
            return f"{name} is playing. Your hand:", "info"
        kind = self.dec.kind
        if kind == "action":
            if self.selected is not None:
                return (f"{d.cards[self.selected].title}: Haggle with it, or click a green exhibition to show it.",
                        "you")
            return ("Buy: click a green card above.  Haggle or Show: pick a card from your hand.", "you")
        if kind == "marker":
            return "Both a genre and a gray invitation fit: which marker do you take?", "you"
        if kind == "exhibitor":
            return "Your first Show: claim a free New Exhibitor bonus?", "you"
        if kind == "pay":
            return (f"Pay {st.payment_cost()}: click cards in your hand to add them; gold tabs use a card's ability.",
                    "you")
        if kind == "discard":
            return "End of turn: mark cards to discard if you like, then draw up to five.", "you"
        return self.dec.prompt, "you"

    def plan_words(self):
        st, d = self.state, self.data
        plan = st.plan
        if plan is None:
            return ""
        if plan.kind == "show":
            return f"Show at {d.exhibitions[plan.where].name}"
        loc = d.locations[plan.where]
        what = "2 paintings" if plan.second >= 0 else d.cards[plan.card].title
        return f"Buy {what} · {loc.name.replace('Gallery ', '')}"

    def payment_notes(self):
        st, d = self.state, self.data
        plan = st.plan
        if plan is None:
            return []
        cost, total = st.payment_cost(), st.payment_total()
        notes = []
        if total < cost:
            notes.append(f"{cost - total} more to pay.")
        elif total > cost:
            notes.append(f"Overpaying by {total - cost}: no change.")
        if plan.kind == "show" and plan.bonus >= 0:
            space = d.exhibitor_spaces[plan.bonus]
            notes.append(f"New Exhibitor: {space.label}.")
        if plan.kind == "show" and plan.marker >= 0:
            notes.append(f"Takes the {d.marker_name(plan.marker).replace('_', ' ')} invitation.")
        if any(u for _, u in plan.paid):
            notes.append("Ability cards go to the box.")
        if plan.second >= 0:
            notes.append("Two paintings: the cost doubles.")
        elif any(k.startswith("second ") for k in self.opts):
            notes.append("Fancy Noble: click a 2nd painting.")
        return notes

    def selected_notes(self):
        d = self.data
        card = self.selected
        c = d.cards[card]
        code = self.code(card)
        notes = ["Haggle: spend it, draw two."]
        if c.genre < 0:
            notes.append("Gold cannot be shown.")
            return notes
        shows = [k for k in self.opts if k.startswith(f"show {code} ")]
        if shows:
            notes.append(f"Show: {len(shows)} exhibition{'s' if len(shows) > 1 else ''} (green).")
        else:
            notes.append("No exhibition can take it now;")
            notes.append("hover one to see why.")
        return notes

    # ---- animations from events ---------------------------------------------------------------
    def on_game_events(self, seat, action, events):
        if self.L is None:
            return
        d = self.data
        L = self.L
        viewer = self.controller.viewer
        gw, gh = L.card("gallery")
        delay = 0.0
        for e in events:
            t = e["type"]
            if t == "acquire":
                loc = d.location(e["location"])
                src = (L.galleries[loc.index] if loc.is_gallery else L.banks[loc.index - len(L.galleries)])
                start = pygame.Rect(0, 0, gw, gh)
                start.center = (src.centerx, src.top + self.s(78))
                end = self._seat_target(e["player"])
                for code in e["cards"]:
                    card = d.code_to_id[code]
                    self.anim.fly(paintings.render_card(d, card, (gw, gh), patterns=self.patterns), start, end, delay,
                                  arc=self.s(40))
                    delay += 0.08
            elif t == "show":
                card = d.code_to_id[e["card"]]
                exh = d.exhibition(e["exhibition"])
                r = L.exhibitions[exh.index]
                mw, mh = L.card("mini")
                end = pygame.Rect(0, 0, mw, mh)
                end.center = (r.centerx, r.top + self.s(146))
                start = self._seat_source(e["player"])
                self.anim.fly(paintings.render_card(d, card, (gw, gh), patterns=self.patterns), start, end, delay,
                              arc=self.s(60))
                self.anim.pulse(r, SELECT, delay + 0.3, self.s(3))
            elif t == "haggle":
                card = d.code_to_id[e["card"]]
                self.anim.fly(paintings.render_card(d, card, (gw, gh), patterns=self.patterns),
                              self._seat_source(e["player"]), self._seat_target(e["player"]), delay, arc=self.s(20))
            elif t == "draw" and e["player"] == viewer and viewer is not None:
                deck = pygame.Rect(0, 0, gw, gh)
                deck.center = L.cards.midright
                for i, code in enumerate(e.get("cards", [])):
                    card = d.code_to_id[code]
                    self.anim.fly(paintings.render_card(d, card, (gw, gh), patterns=self.patterns), deck,
                                  pygame.Rect(L.cards.left + L.cards.w // 2, L.cards.top + self.s(20), gw, gh),
                                  delay + 0.1 * i, arc=self.s(30))
            elif t == "refill":
                gal = d.location(e["gallery"])
                card = d.code_to_id[e["card"]]
                src = pygame.Rect(0, 0, gw, gh)
                src.center = L.supply.center
                dst = pygame.Rect(0, 0, gw, gh)
                dst.center = (L.galleries[gal.index].centerx, L.galleries[gal.index].top + self.s(78))
                self.anim.fly(paintings.render_card(d, card, (gw, gh), patterns=self.patterns), src, dst, delay,
                              arc=self.s(30))
                delay += 0.05
            elif t == "cadmium":
                card = d.code_to_id[e["card"]]
                b = L.banks[0]
                self.anim.pulse(b, SELECT, delay, self.s(2))
            elif t == "score":
                gain = e["to"] - e["from"]
                if gain:
                    row = self.player_row(e["player"])
                    self.anim.floater(f"+{gain} VP", (row.right - self.s(120), row.centery - self.s(4)),
                                      theme.ACCENT_DARK,
                                      self.s(18), delay + 0.25, rise=self.s(26))
            elif t == "cost_token":
                g = d.location(e["gallery"]).index
                r = L.galleries[g]
                self.anim.pulse(pygame.Rect(r.right - self.s(38), r.top + self.s(2), self.s(34), self.s(34)),
                                theme.ACCENT, delay)
            elif t == "exhibitor":
                space = d.exhibitor_space(e["space"])
                self.anim.pulse(L.exhibitor[space.index], SELECT, delay)
            elif t == "rating":
                g = d.genre(e["genre"]).index
                self.anim.pulse(self._lane_rect(g), LEGAL, delay + 0.1, self.s(2))
            elif t == "gold_rating":
                self.anim.pulse(self._lane_rect(5), LEGAL, delay + 0.1, self.s(2))
            elif t == "end_triggered":
                self.anim.floater("Last round!", L.museum.center, theme.ACCENT, self.s(30), delay, rise=self.s(30))

    def _lane_rect(self, lane):
        r = self.L.rating
        pad = self.s(10)
        lanes_top = r.top + self.s(28) + 3 * self.s(13) + self.s(4)
        lane_h = (r.bottom - pad - lanes_top) / 6
        return pygame.Rect(r.left + pad, round(lanes_top + lane * lane_h), r.w - 2 * pad, round(lane_h))

    def _seat_source(self, p):
        gw, gh = self.L.card("gallery")
        r = pygame.Rect(0, 0, gw, gh)
        if p == self.controller.viewer:
            r.center = self.L.cards.center
        else:
            r.center = self.player_row(p).center
        return r

    def _seat_target(self, p):
        sw, sh = self.L.card("space")
        r = pygame.Rect(0, 0, sw, sh)
        row = self.player_row(p)
        r.center = (row.left + self.s(280), row.centery)
        return r

    # ---- drawing --------------------------------------------------------------------------------
    def draw_table(self, surface):
        if self.L is None or self.L.size != surface.get_size():
            self.size = surface.get_size()
            self.layout()
        self.painter.draw(surface)

    def draw_log(self, surface, rect, lines=None):
        """The base log, drawn once per new log line and then blitted from a cache."""
        rect = pygame.Rect(rect)
        log = self.controller.session.log
        key = (len(log), log[-1].text if log else "", tuple(rect), lines, self.scale)
        margin = self.s(16)
        area = rect.inflate(2 * margin, 2 * margin)
        cached = getattr(self, "_log_cache", None)
        if cached is None or cached[0] != key:
            layer = pygame.Surface(area.size, pygame.SRCALPHA)
            super().draw_log(layer, rect.move(-area.left, -area.top), lines)
            cached = self._log_cache = (key, layer)
        surface.blit(cached[1], area)

    def draw_breakdown(self, surface, rect, state, names, scale):
        """The end-of-game scoring breakdown (called by the game-over scene)."""
        breakdown_mod.draw_breakdown(surface, rect, state, names, scale)
