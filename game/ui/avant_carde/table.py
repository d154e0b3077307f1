"""AvantCardeTable: everything a player sees and clicks during a game of Avant Carde.

The scene is a view of the controller's state (see :mod:`.model`): after every change it
rebuilds the view for the current viewer, lays the table out (:mod:`.layout`), places
its widgets, and redraws a cached layer (:mod:`.draw`). Input only ever submits one of
the pending decision's options — a card click, a drag to the line, a chip, a button —
so nothing illegal can be done, and every disabled control says why on hover.

Public pieces the tests use: :meth:`hand_rects`, :meth:`line_rects`, :meth:`stack_rect`,
:meth:`clicks_for` (the clicks that perform a legal action), the buttons
(``stop_button`` … see ``__init__``), ``drawn_hands`` (which seat's hand each drawn frame
showed) and :meth:`option_widget`.
"""

import traceback

import pygame

from game.engine.errors import IllegalActionError
from game.ui import theme
from game.ui.avant_carde import anim as A
from game.ui.avant_carde import events as events_module
from game.ui.avant_carde import layout as lay
from game.ui.avant_carde import model, style
from game.ui.avant_carde.controls import Chip, Hotspot, IconButton
from game.ui.avant_carde.draw import Painter, PlateRects
from game.ui.play.table import TableScene
from game.ui.text import wrap
from game.ui.userdata import write_log
from game.ui.widgets import Button

DRAG_THRESHOLD = 8   # design pixels before a press on a hand card becomes a drag
COLOUR_WORDS = {"orange": "Orange", "red": "Red", "blue": "Blue", "purple": "Purple", "white": "White",
                "gray": "Gray"}
TIMING_TEXT = {"play": "⚡ when played", "buy": "▶▶ in your buy turn",
               "play+buy": "⚡ when played and ▶▶ in your buy turn"}


class Places:
    """Rects of the things drawn this layout (hit tests, drawing and animations share them)."""

    def __init__(self):
        self.stacks = {}
        self.hand = []              # [(code, number, colour, timing, rect)]
        self.lines = {}             # seat -> [(LineCard, rect)]
        self.line_areas = {}
        self.plates = {}            # seat -> PlateRects
        self.picker = []            # [(code, number, colour, rect)]
        self.picker_label = None
        self.awards_pile = self.extras_pile = self.token_supply = self.gem_supply = None
        self.action_text = pygame.Rect(0, 0, 0, 0)
        self.text_bottom = 0
        self.controls_top = 0
        self.money = None
        self.power_buttons = {}     # key -> rect

    def hand_rect(self, code):
        for c, _, _, _, r in self.hand:
            if c == code:
                return r
        return None

    def line_rect(self, seat, code):
        for lc, r in reversed(self.lines.get(seat, [])):
            if lc.code == code:
                return r
        return None


class AvantCardeTable(TableScene):
    game_tab = "avant_carde"
    score_word = "awards"

    def __init__(self, app, controller):
        self.view = None
        self.prompt = None
        self.L = None
        self.places = Places()
        self.painter = Painter(self)
        self.anim = A.Animator(app.settings.animation_factor)
        self.hover_key = None
        self.chooser = None          # {"code", "panel", "title", "labels", "widgets"}
        self.drag_code = None
        self.dragging = False
        self._drag_start = self._drag_pos = None
        self.drop_hint = None
        self.log_open = False
        self._layer = None
        self._layer_dirty = True
        self._layer_hidden = frozenset()
        self._hidden = {}
        self._pending = []
        self._money_track = {}
        self._turn_key = None
        self._dynamic = []
        self.drawn_hands = []        # (viewer, seat whose hand was drawn) per redrawn layer (tests)
        self.frame_log = []          # (viewer, seat whose hand is shown, human to act) per drawn frame
        self._layer_hand = None
        self.frames_drawn = 0
        self.toast_left = 0
        self._warm = []              # card faces to render ahead of need (see _queue_warmup)
        self._warm_key = None
        super().__init__(app, controller)
        self.rules_button = Button("?", self.open_rules, tooltip="Rules (?)", size=theme.TEXT_L)
        self.log_button = Button("Log", self.toggle_log, tooltip="The game log (L)", size=theme.TEXT_S)
        self.undo_button = Button("Undo", self.undo, tooltip="Take back your last move (Ctrl+Z)", size=theme.TEXT_S)
        self.menu_button = Button("Menu", self.open_pause, tooltip="Pause: save, rules, settings, quit (Esc)",
                                  size=theme.TEXT_S)
        self.stack_spots = {n: Hotspot(("stack", n), radius=10) for n in range(2, 8)}
        self.bury_buttons = {n: Button("Bury", (lambda n=n: self._bury(n)), size=theme.TEXT_S - 1)
                             for n in range(2, 8)}
        self.patron_spots = {n: Hotspot(("patron", n), None, ring=False) for n in range(2, 8)}
        self.stop_button = None      # the primary button of the current decision (Stop playing / End turn)
        self.end_button = None
        self.skip_button = None
        self.change_button = None
        self.power_buttons = {}
        self.refresh()

    # ---- small properties -----------------------------------------------------------------------
    @property
    def st(self):
        return self.controller.state

    @property
    def patterns(self):
        return bool(self.app.settings.colourblind_patterns)

    @property
    def hot_seat(self):
        return len(self.controller.humans) > 1

    @property
    def hidden(self):
        return self._hidden

    def viewer_buying(self):
        v = self.view
        return v is not None and v.phase == "buy" and v.viewer is not None and v.acting == v.viewer

    def bury_visible(self):
        return self.viewer_buying() and self.prompt is not None

    def names(self):
        return [s.name for s in self.controller.session.seats]

    # ---- public rects (tests, tools) ---------------------------------------------------------------
    def hand_rects(self):
        """``[(code, rect)]`` of the viewer's hand as drawn, left to right."""
        return [(c, r) for c, _, _, _, r in self.places.hand]

    def line_rects(self, seat):
        """``[(code or None, rect)]`` of a seat's line as drawn (empty while hidden)."""
        return [(lc.code, r) for lc, r in self.places.lines.get(seat, [])]

    def stack_rect(self, n):
        return self.places.stacks.get(n)

    def option_widget(self, action):
        """The widget that submits ``action`` directly (a chip or a button), or None."""
        text = str(action)
        for w in self._dynamic + ([] if not self.chooser else self.chooser["widgets"]):
            if getattr(w, "action_text", None) == text and w.visible:
                return w
        return None

    def clicks_for(self, action):
        """Points to click, in order, that make the viewer take ``action`` (a legal option), or None."""
        if self.prompt is None:
            return None
        text = str(action)
        for key, btn in self.power_buttons.items():
            if getattr(btn, "action_text", None) == text and btn.enabled:
                return [btn.rect.center]
        w = self.option_widget(action)
        if w is not None and w.enabled:
            return [w.rect.center]
        k = action.kind
        if k == "bury":
            b = self.bury_buttons[action[1]]
            return [b.rect.center] if b.visible and b.enabled else None
        if k in ("buy", "forge", "take") and len(action) > 1:
            spot = self.stack_spots[action[1]]
            opt = self.prompt.stacks.get(action[1])
            if opt is not None and opt.action == action:
                return [spot.rect.center]
        code = action[1] if len(action) > 1 and isinstance(action[1], str) else None
        opts = self.prompt.cards.get(code) if code else None
        if opts:
            spot = self._card_spot(code)
            if spot is None:
                return None
            first = spot.rect.center
            if len(opts) == 1:
                return [first] if opts[0].action == action else None
            second = self._chooser_point(code, action, spot.rect)
            return [first, second] if second else None
        return None

    def _chooser_point(self, code, action, anchor):
        """Where the chooser for ``code`` will offer ``action`` (opens it in a dry run)."""
        saved = self.chooser
        self._open_chooser(code, anchor, register=False)
        point = None
        for w in self.chooser["widgets"]:
            if w.action_text == str(action):
                point = w.rect.center
        self.chooser = saved
        return point

    def _card_spot(self, code):
        for w in self._dynamic:
            if isinstance(w, Hotspot) and w.on_click and w.key[0] in ("hand", "line", "pick") and w.enabled:
                if getattr(w, "code", None) == code:
                    return w
        return None

    # ---- state changes ------------------------------------------------------------------------------
    def refresh(self):
        self.anim.factor = self.app.settings.animation_factor
        self.view = model.build_view(self.controller.session, self.controller.viewer)
        self.prompt = model.build_prompt(self.st, self.view.decision) if self.view.decision else None
        if self.chooser and (self.prompt is None or self.chooser["code"] not in self.prompt.cards):
            self.chooser = None
        if self.drag_code and (self.prompt is None or self.drag_code not in self.prompt.cards):
            self._end_drag()
        self._update_undo()
        if self.size[0] > 0:
            old = self.places
            self._relayout()
            pending, self._pending = self._pending, []
            for seat, action, events in pending:
                self._animate(seat, action, events, old)
            self._hidden = self.anim.hidden()
        else:
            self._pending = []
        self._layer_dirty = True

    def layout(self):
        if self.view is not None:
            self.anim.clear()
            self._relayout()

    def _relayout(self):
        v = self.view
        seats = list(range(len(v.seats)))
        self.L = lay.compute(self.size, self.scale, seats, v.viewer, len(v.hand), v.phase)
        self.places = self._place()
        self._rebuild_widgets()
        self._queue_warmup()
        if self.chooser:
            self._open_chooser(self.chooser["code"], self.chooser["anchor"])
        self._layer_dirty = True

    def on_game_events(self, seat, action, events):
        self._track_money(events)
        self._pending.append((seat, action, events))

    def undo(self):
        if self.controller.undo():
            self.app.play_sound("click")
            self.anim.clear()
            self._money_track.clear()
            self.refresh()

    def _update_undo(self):
        c = self.controller
        if c.can_undo:
            self.undo_button.enable()
        elif c.human_to_act != c.viewer or c.human_to_act is None:
            self.undo_button.disable("Undo takes back your own moves, on your turn.")
        else:
            self.undo_button.disable("Nothing to undo: a card was revealed or drawn since (undo stops there).")

    # ---- placing things -----------------------------------------------------------------------------
    def _place(self):
        P = Places()
        L, v, s = self.L, self.view, self.s
        for n in range(2, 8):
            P.stacks[n] = self.painter.stack_card_rect(n)
        pad = s(12)
        b = L.bank
        P.awards_pile = pygame.Rect(b.left + pad, b.top + pad, s(34), s(34))
        y = P.awards_pile.bottom + s(24)
        d = s(20)
        if v.solo:
            P.token_supply = pygame.Rect(b.left + pad, y, d, d)
            P.extras_pile = P.gem_supply = P.awards_pile
        else:
            P.extras_pile = pygame.Rect(b.left + pad, y, d, d)
            P.token_supply = pygame.Rect(b.left + pad, y + s(28), d, d)
            P.gem_supply = pygame.Rect(b.left + pad, y + s(56), d, d)
        for seat, panel in L.seat_panels.items():
            plate = pygame.Rect(panel.left, panel.top, s(140), panel.h)
            P.plates[seat] = PlateRects(plate, s, compact=True)
            area = pygame.Rect(plate.right, panel.top + s(8), panel.right - s(8) - plate.right, panel.h - s(16))
            P.line_areas[seat] = area
            sv = v.seats[seat]
            if sv.line:
                ch = min(area.h - s(8), s(96))
                cw = min(lay.card_w_for_height(ch), s(68))
                inner = area.inflate(-s(8), -s(4))
                rects = lay.row_of_cards(inner, len(sv.line), cw, s(4))
                P.lines[seat] = list(zip(sv.line, rects))
        if v.viewer is not None and L.own is not None:
            sv = v.seats[v.viewer]
            P.plates[v.viewer] = PlateRects(L.own_plate, s)
            area = L.own_line
            P.line_areas[v.viewer] = area
            inner = pygame.Rect(area.left + s(8), area.top + s(18), area.w - s(16), area.h - s(22))
            buying = self.viewer_buying()
            statuses = self.st.power_status(v.viewer) if buying else []
            copies = any(k.startswith("copy") for k, _, _, _ in statuses)
            if L.hand is None:
                reserve = (s(30) * (2 if copies else 1)) if buying else 0
                inner = pygame.Rect(inner.left, inner.top + s(4), inner.w, inner.h - reserve - s(6))
                ch = min(inner.h, s(176))
            else:
                ch = inner.h
            cw = lay.card_w_for_height(ch)
            rects = lay.row_of_cards(inner, len(sv.line or []), cw, s(8))
            P.lines[v.viewer] = list(zip(sv.line or [], rects))
            if buying:
                self._place_power_buttons(P, statuses)
            if L.hand is not None:
                h = L.hand
                inner = pygame.Rect(h.left + s(10), h.top + s(20), h.w - s(20), h.h - s(20) - s(22))
                fit = (inner.w + s(8)) // max(7, len(v.hand)) - s(8)
                cw = max(s(40), min(s(112), lay.card_w_for_height(inner.h), fit))
                rects = lay.row_of_cards(inner, len(v.hand), cw, s(8))
                P.hand = [(c, n, col, tm, r) for (c, n, col, tm), r in zip(v.hand, rects)]
            self._place_action(P)
        return P

    def _place_power_buttons(self, P, statuses):
        s = self.s
        v = self.view
        placed = P.lines.get(v.viewer, [])
        by_code = {}
        for i, (lc, r) in enumerate(placed):
            if lc.code:
                by_code[lc.code] = r
        step = placed[1][1].left - placed[0][1].left if len(placed) > 1 else None
        for key, pid, src, reason in statuses:
            code = self.st.code(src)
            r = by_code.get(code)
            if r is None:
                continue
            w = r.w if step is None else min(r.w, step - s(4))
            row = 1 if key.startswith("copy") else 0
            if row:
                row = 1 + sum(1 for k in P.power_buttons if k.startswith("copy") and P.power_buttons[k].left == r.left)
            P.power_buttons[key] = pygame.Rect(r.left, r.bottom + s(6) + (row * s(30)), max(s(30), w), s(26))

    def _place_action(self, P):
        """The action panel, top-down: title, the money box, the text. The chips and buttons sit at the
        bottom (see :meth:`_action_widgets`); the picker strip goes between (see :meth:`_place_picker`)."""
        s = self.s
        r = self.L.action
        inner = r.inflate(-2 * s(14), -2 * s(12))
        v = self.view
        title, body, tone = self.action_texts()
        y = inner.top + (s(26) if title else 0)
        if v.phase == "buy" and v.acting is not None and not v.over:
            compact = v.decision is not None and v.decision.kind != "buy"
            P.money = pygame.Rect(inner.left, y + s(4), inner.w, s(40) if compact else s(80))
            y = P.money.bottom + s(8)
        f = theme.font(s(theme.TEXT_S))
        for para in body:
            y += len(wrap(para, f, inner.w)) * f.get_linesize() + s(3)
        P.action_text = pygame.Rect(inner.left, inner.top, inner.w, inner.h)
        P.text_bottom = y

    def _place_picker(self, P, bottom):
        """Cards to choose that are not on the table (your discard pile, the card under the solo token)."""
        s = self.s
        P.picker = []
        P.picker_label = None
        if not self.prompt:
            return
        inner = self.L.action.inflate(-2 * s(14), -2 * s(12))
        shown = {c for c, *_ in P.hand}
        for seat, placed in P.lines.items():
            shown.update(lc.code for lc, _ in placed if lc.code)
        extra = [c for c in self.prompt.cards if c not in shown]
        if not extra:
            return
        data = self.st.data
        top = P.text_bottom + s(22)
        ch = max(s(40), min(s(64), bottom - top - s(4)))
        cw = lay.card_w_for_height(ch)
        ch = round(cw * lay.CARD_RATIO)
        per_row = max(1, (inner.w + s(4)) // (cw + s(4)))
        rows_fit = max(1, (bottom - top + s(4)) // (ch + s(4)))
        per_row = max(per_row, -(-len(extra) // rows_fit))
        step = min(cw + s(4), (inner.w - cw) / max(1, per_row - 1))
        for i, code in enumerate(extra):
            row, col = divmod(i, per_row)
            card = data.cards[data.by_code[code]]
            rect = pygame.Rect(round(inner.left + col * step), top + row * (ch + s(4)), cw, ch)
            P.picker.append((code, card.number, card.colour, rect))
        P.picker_label = pygame.Rect(inner.left, top - s(18), inner.w, s(16))

    # ---- widgets -------------------------------------------------------------------------------------
    def _rebuild_widgets(self):
        s = self.s
        L, v, pr = self.L, self.view, self.prompt
        dyn = []
        # top bar
        for name, w in (("rules", self.rules_button), ("log", self.log_button), ("undo", self.undo_button),
                        ("menu", self.menu_button)):
            w.place(L.buttons[name], self.scale)
        self.log_button.label = "Hide log" if self.log_open else "Log"
        # patrons
        rows = self.painter.patron_rows()
        for (n, name, timing, short, text, copyable), row in zip(model.patron_rows(self.st), rows):
            spot = self.patron_spots[n]
            spot.place(row, self.scale)
            extra = "" if copyable or "cannot be copied" in text.lower() else " Cannot be copied."
            spot.tooltip = f"{n} · {name} ({TIMING_TEXT.get(timing, timing)}): {text}{extra}"
        # stacks and bury buttons
        buying = self.viewer_buying()
        for n in range(2, 8):
            spot = self.stack_spots[n]
            rect = self.places.stacks[n]
            spot.place(rect, self.scale)
            self._configure_stack(spot, n, buying)
            col = L.stack_cols[n]
            btn = self.bury_buttons[n]
            btn.place((col.centerx - s(38), rect.bottom + s(6), s(76), s(24)), self.scale)
            btn.visible = self.bury_visible()
            if pr is not None and n in pr.bury:
                btn.enable()
                btn.action_text = str(pr.bury[n].action)
                btn.tooltip = "Move the top card to the bottom of its stack."
            else:
                btn.action_text = None
                btn.disable(self._bury_reason(n))
        # hand cards
        options = pr.cards if pr else {}
        hint = model.match_hint(self.st, v.viewer) if v.viewer is not None else None
        for i, (code, number, colour, timing, rect) in enumerate(self.places.hand):
            spot = Hotspot(("hand", code), ring=False)
            spot.code = code
            spot.ident = ("hand", code)
            spot.place(rect, self.scale)
            if code in options:
                spot.on_click = (lambda c=code: self._click_card(c))
                spot.focusable = True
                spot.cursor = pygame.SYSTEM_CURSOR_HAND
                spot.tooltip = self._card_tip(code) + self._option_note(options[code])
            elif pr is not None and pr.kind == "play":
                spot.on_click = lambda: None
                spot.disable(f"Does not match your line: the next card must be {hint}." if hint else
                             "This card cannot be played now.")
            else:
                spot.tooltip = self._card_tip(code)
            dyn.append(spot)
        # line cards (every visible line)
        uses = pr.use if pr else {}
        for seat, placed in self.places.lines.items():
            for i, (lc, rect) in enumerate(placed):
                spot = Hotspot(("line", seat, i), ring=False)
                spot.code = lc.code
                spot.ident = ("line", seat, i)
                spot.place(rect, self.scale)
                tip = self._line_tip(lc, seat)
                if lc.code and lc.code in options and seat in (v.viewer, *self._opponent_seats()):
                    spot.on_click = (lambda c=lc.code: self._click_card(c))
                    spot.focusable = True
                    spot.cursor = pygame.SYSTEM_CURSOR_HAND
                    tip += self._option_note(options[lc.code])
                elif lc.code and seat == v.viewer and lc.code in uses:
                    spot.on_click = (lambda a=uses[lc.code].action: self._submit(a))
                    spot.focusable = True
                    spot.cursor = pygame.SYSTEM_CURSOR_HAND
                    tip += " Click to use its ▶▶ power."
                spot.tooltip = tip
                dyn.append(spot)
        # the action panel's controls, then the picker between the text and them; a ▶▶ power whose
        # card is not in the line (it was trashed after a copy) gets its button in the panel instead
        extra = []
        if pr is not None:
            statuses = {k: pid for k, pid, _, _ in self.st.power_status(v.viewer)} if buying else {}
            for key, opt in pr.use.items():
                if key not in self.places.power_buttons:
                    pat = self._patron_of_power(statuses.get(key))
                    extra.append(model.Option(opt.action, f"Use {pat.name if pat else key}"))
        action_widgets = self._action_widgets(extra)
        if self.L.action is not None:
            self._place_picker(self.places, self.places.controls_top - self.s(8))
        # picker cards (choices not shown elsewhere, e.g. your discard pile)
        for code, number, colour, rect in self.places.picker:
            spot = Hotspot(("pick", code), (lambda c=code: self._click_card(c)), ring=True, radius=6)
            spot.code = code
            spot.ident = ("pick", code)
            spot.place(rect, self.scale)
            spot.tooltip = self._card_tip(code) + self._option_note(options.get(code, []))
            dyn.append(spot)
        # power buttons
        self.power_buttons = {}
        if buying:
            for key, pid, src, reason in self.st.power_status(v.viewer):
                rect = self.places.power_buttons.get(key)
                if rect is None:
                    continue
                label = "Copy" if key.startswith("copy") else "Use"
                btn = IconButton(label if rect.w >= s(62) else "", None, icon="buy", size=theme.TEXT_S - 1)
                btn.ident = ("use", key)
                btn.place(rect, self.scale)
                pat = self._patron_of_power(pid)
                about = f"{pat.name}: {pat.short}" if pat else pid
                if key in uses:
                    btn.on_click = (lambda a=uses[key].action: self._submit(a))
                    btn.action_text = str(uses[key].action)
                    btn.tooltip = about
                    btn.style = "primary"
                else:
                    btn.action_text = None
                    if reason is None:
                        reason = "Finish the current choice first." if pr is not None and pr.kind != "buy" else \
                            "Not available now."
                    btn.disable(f"{about} — {reason}")
                self.power_buttons[key] = btn
                dyn.append(btn)
        dyn += action_widgets
        static = [self.rules_button, self.log_button, self.undo_button, self.menu_button,
                  *self.patron_spots.values(), *self.stack_spots.values(), *self.bury_buttons.values()]
        self._dynamic = dyn
        self._install(static + dyn)

    def _install(self, widgets):
        """The table's widgets, with the open chooser's on top."""
        self.ui.replace(widgets + (self.chooser["widgets"] if self.chooser else []))

    def _configure_stack(self, spot, n, buying):
        v, pr = self.view, self.prompt
        top, number, colour, count, timing = v.stacks[n]
        pat = self.st.pset.patrons.get(n)
        about = f"The {n}s: {count} left."
        if top:
            about += f" Top: {COLOUR_WORDS.get(colour, colour)} {number}."
        if pat:
            about += f" Patron: {pat.name} — {pat.short}"
        if v.blocked == n:
            about += " Blocked by the first player token: nobody can buy here (burying is allowed)."
        spot.enable()
        spot.action_text = None
        opt = pr.stacks.get(n) if pr else None
        if opt is not None:
            spot.on_click = (lambda a=opt.action: self._submit(a))
            spot.focusable = True
            spot.cursor = pygame.SYSTEM_CURSOR_HAND
            spot.tooltip = f"{opt.label}. {about}"
            spot.action_text = str(opt.action)
        elif buying and pr is not None and pr.kind == "buy":
            spot.on_click = lambda: None
            spot.focusable = False
            money = self.st.players[v.viewer].money
            if count == 0:
                reason = "This stack is empty."
            elif v.blocked == n:
                reason = "Blocked by the first player token."
            else:
                reason = f"You have ${money}; the top card costs ${n}."
            spot.disable(f"{reason} {about}")
        else:
            spot.on_click = None
            spot.focusable = False
            spot.cursor = pygame.SYSTEM_CURSOR_ARROW
            spot.tooltip = about

    def _bury_reason(self, n):
        v, pr = self.view, self.prompt
        if not self.viewer_buying():
            return "Bury in your buy turn."
        if pr is None or pr.kind != "buy":
            return "Finish the current choice first."
        p = self.st.players[v.viewer]
        if p.buries <= 0:
            return "No bury left this turn."
        if len(self.st.stacks[n]) < 2:
            return "Needs at least 2 cards to bury the top one."
        return "Not available now."

    def _action_widgets(self, extra=()):
        """Chips and buttons of the current decision, placed bottom-up in the action panel."""
        s = self.s
        pr, v = self.prompt, self.view
        self.stop_button = self.end_button = self.skip_button = self.change_button = None
        out = []
        if self.L.action is None:
            self.places.controls_top = 0
            return out
        inner = self.L.action.inflate(-2 * s(14), -2 * s(12))
        y = inner.bottom
        row_h, gap = s(40), s(8)
        if pr is not None and (pr.primary or pr.skip):
            y -= row_h
            if pr.primary:
                w = inner.w if not pr.skip else inner.w - s(120) - gap
                primary = pr.primary
                if primary.action.kind == "stop" and pr.cards:
                    # cards can still be played: stopping is a choice, not the obvious next step
                    primary = model.Option(primary.action, primary.label, style="secondary", tip=primary.tip)
                btn = self._option_button(primary, (inner.right - w, y, w, row_h), size=theme.TEXT)
                if pr.primary.action.kind == "stop":
                    self.stop_button = btn
                    hand = len(self.view.hand)
                    if hand:
                        btn.tooltip = (f"End your line; the {hand} card{'s' if hand != 1 else ''} left in your hand "
                                       "go to your discard pile. (Enter)")
                else:
                    self.end_button = btn
                    btn.tooltip = self._end_tip()
                out.append(btn)
            if pr.skip:
                btn = self._option_button(pr.skip, (inner.left, y, s(120), row_h))
                self.skip_button = btn
                out.append(btn)
            y -= gap
        if pr is not None and self.viewer_buying() and pr.kind == "buy":
            p = self.st.players[v.viewer]
            if p.token or pr.change:
                y -= s(36)
                rect = (inner.left, y, inner.w, s(36))
                if pr.change:
                    btn = self._option_button(pr.change, rect, icon="change")
                else:
                    btn = IconButton("Spend change token  +$1", None, icon="change", size=theme.TEXT_S)
                    btn.place(rect, self.scale)
                    btn.action_text = None
                    btn.disable("Finish the current choice first." if pr.kind != "buy" else "Not available now.")
                self.change_button = btn
                out.append(btn)
                y -= gap
        if pr is not None:
            buttons = list(pr.buttons) + list(extra)
            if buttons:
                per_row = 2 if len(buttons) > 1 and all(len(o.label) <= 20 for o in buttons) else 1
                rows = (len(buttons) + per_row - 1) // per_row
                bw = (inner.w - (per_row - 1) * gap) // per_row
                y -= rows * (s(38) + gap)
                for i, o in enumerate(buttons):
                    r_, c_ = divmod(i, per_row)
                    rect = (inner.left + c_ * (bw + gap), y + r_ * (s(38) + gap), bw, s(38))
                    out.append(self._option_button(o, rect))
            if pr.chips:
                chips = self._chip_rows(pr.chips, inner, y)
                out += chips
                y = min(w.rect.top for w in chips)
        self.places.controls_top = y
        return out

    def _chip_rows(self, chips, inner, bottom):
        s = self.s
        gap = s(8)
        sized = []
        for o in chips:
            w = s(104) if o.kind == "colour" else s(46)
            sized.append((o, w))
        rows, row, width = [], [], 0
        for o, w in sized:
            if row and width + gap + w > inner.w:
                rows.append(row)
                row, width = [], 0
            row.append((o, w))
            width += (gap if width else 0) + w
        if row:
            rows.append(row)
        out = []
        y = bottom - len(rows) * (s(38) + gap)
        for row in rows:
            x = inner.left
            for o, w in row:
                chip = Chip(o.label, (lambda a=o.action: self._submit(a)), kind=o.kind, value=o.value,
                            tooltip=o.tip, patterns=self.patterns)
                chip.action_text = str(o.action)
                chip.ident = ("opt", str(o.action))
                chip.place((x, y, w, s(38)), self.scale)
                out.append(chip)
                x += w + gap
            y += s(38) + gap
        return out

    def _option_button(self, o, rect, size=theme.TEXT_S, icon=None):
        if icon:
            btn = IconButton(o.label, (lambda a=o.action: self._submit(a)), icon=icon, style=o.style, size=size,
                             tooltip=o.tip)
        else:
            btn = Button(o.label, (lambda a=o.action: self._submit(a)), style=o.style, size=size, tooltip=o.tip)
        btn.action_text = str(o.action)
        btn.ident = ("opt", str(o.action))
        btn.place(rect, self.scale)
        return btn

    def _end_tip(self):
        p = self.st.players[self.view.viewer]
        now, nxt = model.award_forecast(self.st, p.made)
        tip = f"End your buy turn: you made ${p.made}"
        tip += f", worth {now} award{'s' if now != 1 else ''}." if now else ", not enough for an award ($6)."
        if p.money > 0:
            tip += f" ${p.money} left over is lost"
            if not p.token and not p.spent_token and self.st.change_supply > 0:
                tip += " (you take a change token)"
            tip += "."
        return tip + " (Enter)"

    # ---- texts ---------------------------------------------------------------------------------------
    def _card_tip(self, code):
        data = self.st.data
        card = data.cards[data.by_code[code]]
        words = f"{COLOUR_WORDS.get(card.colour, card.colour)} {card.number}"
        pat = self.st.pset.patrons.get(card.number)
        if pat:
            words += f" · {pat.name} ({TIMING_TEXT.get(pat.timing, pat.timing)}): {pat.short}"
        elif card.number >= 11:
            words += " · matches by colour only"
        elif card.colour in ("white", "gray"):
            words += " · matches by number only"
        return words

    def _line_tip(self, lc, seat):
        if not lc.up:
            tip = "A concealed card: worth nothing, no power, skipped for matching."
            if lc.tint:
                tip += f" The Conservator made it {lc.tint}: the next card may match that colour."
            if lc.code:
                tip += f" (It is your {COLOUR_WORDS.get(lc.printed_colour, '')} {lc.printed_number}.)"
            return tip
        tip = self._card_tip(lc.code)
        if lc.changed:
            extras = []
            if lc.number != lc.printed_number:
                extras.append(f"counts as a {lc.number}")
            if lc.colour != lc.printed_colour:
                extras.append(f"counts as {lc.colour}")
            if lc.odd:
                extras.append("also counts as " + ", ".join(str(o) for o in lc.odd))
            tip += " — this turn it " + " and ".join(extras) + "."
        return tip

    def _option_note(self, opts):
        if not opts:
            return ""
        if len(opts) == 1:
            o = opts[0]
            return "" if o.kind == "variant" and o.value is None else f" Click: {o.label.lower()}."
        return " Click to choose: " + ", ".join(o.label.lower() for o in opts) + "."

    def _patron_of_power(self, pid):
        for pat in self.st.pset.patrons.values():
            if pat.power == pid:
                return pat
        return None

    def _opponent_seats(self):
        v = self.view
        return [s.seat for s in v.seats if s.seat != v.viewer]

    TASK_POWERS = {"forge_offer": "forger", "forge": "forger", "hipster_conceal": "hipster",
                   "imp_trash": "impersonator", "impersonate": "impersonator"}

    def task_patron(self):
        """The patron whose power asks the pending question (None for the phase's own decisions)."""
        st = self.st
        if not st.tasks or st.decision() is None:
            return None
        task = st.tasks[-1]
        pid = task.get("reason") or self.TASK_POWERS.get(task["kind"], task["kind"])
        if task["kind"] in ("change", "odd") and task.get("src") is not None:
            pat = st.patron_of(task["src"])
            return pat
        return self._patron_of_power(pid)

    def active_patron_numbers(self):
        """Patrons the current choice is about (highlighted in the box)."""
        pat = self.task_patron()
        return {pat.number} if pat is not None else set()

    def status_line(self):
        v = self.view
        names = self.names()
        if v.over:
            return "The game is over."
        if v.decision is not None:
            d = v.decision
            if d.kind == "play":
                hint = model.match_hint(self.st, v.viewer)
                return f"Your line: play a card matching {hint}, or stop." if hint else \
                    "Your line: play any card to start it."
            if d.kind == "buy":
                return f"Your buy turn: ${self.st.players[v.viewer].money} to spend."
            return "Your choice: " + d.prompt
        if v.waiting_for is not None:
            who = names[v.waiting_for]
            d = self.st.decision()
            ai = not self.controller.session.seats[v.waiting_for].human
            if d.kind == "play":
                return f"{who} is playing a line…" if ai else f"{who} is playing."
            if d.kind == "buy":
                return f"{who} is buying: ${self.st.players[v.waiting_for].money} to spend."
            return f"{who} is choosing…"
        return ""

    def line_caption(self):
        v = self.view
        sv = v.seats[v.viewer]
        n = sum(1 for c in (sv.line or []) if c.up)
        if not sv.line:
            return ""
        return f"{len(sv.line)} card{'s' if len(sv.line) != 1 else ''} · worth ${n}"

    def action_texts(self):
        """(title, [paragraphs], tone) for the action panel."""
        v = self.view
        names = self.names()
        if v.over:
            res = self.st.result or {}
            winners = res.get("winners", [])
            return "Game over", [("Winner: " + " & ".join(names[w] for w in winners)) if winners else
                                 "The gallery wins."], "info"
        d = v.decision
        if d is not None:
            if d.kind == "play":
                hint = model.match_hint(self.st, v.viewer)
                first = f"Play a card matching {hint}." if hint else "Play any card to start your line."
                return "Your line", [first, "Click a glowing card or drag it to your line. Each face-up card is "
                                     "worth $1 in your buy turn."], "you"
            if d.kind == "buy":
                p = self.st.players[v.viewer]
                extra = f" You may bury {p.buries} more time{'s' if p.buries != 1 else ''}." if p.buries else ""
                return "Your buy turn", ["Click a glowing stack to buy its top card." + extra], "you"
            text = d.prompt
            pat = self.task_patron()
            title = pat.name if pat is not None else "Your choice"
            head, sep, rest = text.partition(": ")
            if sep and len(head) <= 16:
                text = rest[:1].upper() + rest[1:]
            body = [text]
            if self.prompt and self.prompt.cards and not self.places.picker:
                body.append("Click a glowing card.")
            return title, body, "you"
        if v.waiting_for is not None:
            who = names[v.waiting_for]
            d = self.st.decision()
            human = self.controller.session.seats[v.waiting_for].human
            if d.kind == "play":
                if v.phase == "play" and v.viewer is not None and v.seats[v.viewer].status == "done":
                    return "Your line is done", [f"Waiting for {who} to play…",
                                                 "Lines are revealed when everyone has played."], "info"
                return f"{who} is playing", ["Lines are revealed when everyone has played."], "info"
            if d.kind == "buy":
                return f"{who}'s buy turn", [], "info"
            return f"{who} is choosing", [d.prompt if not human else ""], "info"
        return "", [], "info"

    def money_figures(self):
        """(seat, money left, made, breakdown, awards so far, dollars for the next award) of the buyer."""
        v = self.view
        seat = v.acting if v.acting is not None else v.viewer
        p = self.st.players[seat]
        tracked = self._money_track.get((self.st.round, seat))
        if tracked is not None and sum(tracked.values()) != p.made:
            tracked = None
        parts = model.money_breakdown(self.st, seat, tracked)
        now, nxt = model.award_forecast(self.st, p.made)
        return seat, p.money, p.made, parts, now, nxt

    def picker_caption(self):
        pr = self.prompt
        if pr is None:
            return ""
        verbs = {o.value for opts in pr.cards.values() for o in opts if o.kind == "verb"}
        if verbs == {"trash"} or "trash" in verbs:
            return "Or from your discard pile:" if self.places.lines.get(self.view.viewer) else "Your discard pile:"
        if verbs == {"copy"}:
            return "Cards you may copy:"
        return "Choose a card:"

    def _track_money(self, events):
        st = self.st
        for e in events:
            t = e["type"]
            if t == "buy_turn":
                self._turn_key = (st.round, e["player"])
                self._money_track[self._turn_key] = {"cards": e["cards"], "gem": e["gem"],
                                                     "patrons": e["powers"], "token": 0}
            elif t == "gain" and self._turn_key is not None and self._turn_key[1] == e["player"]:
                track = self._money_track.get(self._turn_key)
                if track is not None:
                    track["token" if e["reason"] == "change token" else "patrons"] += e["amount"]
            elif t == "end_turn":
                self._turn_key = None
        if len(self._money_track) > 64:
            for k in list(self._money_track)[:-16]:
                del self._money_track[k]

    # ---- input ---------------------------------------------------------------------------------------
    def _submit(self, action):
        c = self.controller
        d = self.st.decision()
        if d is None or action not in d.options or c.human_to_act is None or c.human_to_act != c.viewer:
            return
        self.chooser = None
        self._end_drag()
        before = len(c.session.actions)
        try:
            self.submit(action)
        except IllegalActionError:
            self.refresh()
        except Exception:  # noqa: BLE001 — a rules bug must not take the table (and the game) away
            trace = traceback.format_exc()
            self.app.errors.append(trace)
            try:
                write_log("crash", f"Avant Carde table: the move {action} failed\n\n{trace}")
            except OSError:
                pass
            self.app.play_sound("error")
            if len(c.session.actions) == before:
                self.anim.toast("That move failed (a bug, now logged). Please choose another.", tone="big")
            self._pending = []
            self.refresh()

    def _bury(self, n):
        if self.prompt and n in self.prompt.bury:
            self._submit(self.prompt.bury[n].action)

    def _click_card(self, code, anchor=None):
        pr = self.prompt
        opts = pr.cards.get(code) if pr else None
        if not opts:
            return
        if len(opts) == 1:
            self.app.play_sound("click")
            self._submit(opts[0].action)
            return
        spot = self._card_spot(code)
        if anchor is None:
            anchor = spot.rect if spot else pygame.Rect(self.size[0] // 2, self.size[1] // 2, 1, 1)
        self._open_chooser(code, anchor)
        self.app.play_sound("open")

    def _open_chooser(self, code, anchor, register=True):
        """The small popup offering the ways to take a card: a 4's variants, or several verbs."""
        s = self.s
        opts = self.prompt.cards[code]
        data = self.st.data
        card = data.cards[data.by_code[code]]
        widgets, labels = [], []
        pad, gap, ch = s(12), s(6), s(36)
        rows = []
        if all(o.kind == "variant" for o in opts):
            title = f"Play {COLOUR_WORDS.get(card.colour, card.colour)} {card.number} as…"
            printed, numbers, colours, odds = model.variant_chips(opts)
            if printed:
                rows.append(("", [(printed, s(130), "button")]))
            if numbers:
                rows.append(("Number", [(o, s(40), "number") for o in numbers]))
            if colours:
                rows.append(("Colour", [(o, s(104), "colour") for o in colours]))
            if odds:
                rows.append(("Also counts as", [(o, s(48), "number") for o in odds]))
        else:
            title = f"{COLOUR_WORDS.get(card.colour, card.colour)} {card.number}:"
            rows.append(("", [(o, s(110), "button") for o in opts]))
        label_w = s(0) if all(not lbl for lbl, _ in rows) else s(58)
        width = max(sum(w for _, w, _ in row) + gap * (len(row) - 1) for _, row in rows) + label_w + 2 * pad
        title_w = theme.font(s(theme.TEXT_S), bold=True).size(title)[0] + 2 * pad
        width = max(width, title_w, s(180))
        height = s(34) + len(rows) * (ch + gap) + pad - gap
        panel = pygame.Rect(0, 0, width, height)
        panel.midbottom = (anchor.centerx, anchor.top - s(10))
        panel.clamp_ip(pygame.Rect(0, self.L.top.bottom, self.size[0], self.size[1] - self.L.top.bottom))
        # Never hide the line the card must match: slide right of its cards when there is room.
        line = [r for _, r in self.places.lines.get(self.view.viewer, [])]
        if line and any(panel.colliderect(r) for r in line):
            x = max(r.right for r in line) + s(14)
            limit = self.L.action.left - s(8) if self.L.action is not None else self.size[0]
            if x + panel.w <= limit:
                panel.left = x
        y = panel.top + s(32)
        for lbl, row in rows:
            x = panel.left + pad
            if lbl:
                labels.append((lbl, (x, y + ch // 2 - s(8))))
            x += label_w
            for o, w, kind in row:
                def handler(a=o.action):
                    self._submit(a)
                if kind == "button":
                    wdg = Button(o.label, handler, style="primary" if o.value is None else "secondary",
                                 size=theme.TEXT_S)
                else:
                    label = o.label.replace("As ", "").replace("Also ", "+")
                    if kind == "colour":
                        label = o.value[1].capitalize()
                    wdg = Chip(label, handler, kind=kind, value=o.value[1] if o.value else None,
                               patterns=self.patterns)
                wdg.action_text = str(o.action)
                wdg.ident = ("chooser", str(o.action))
                wdg.place((x, y, w, ch), self.scale)
                widgets.append(wdg)
                x += w + gap
            y += ch + gap
        self.chooser = {"code": code, "anchor": pygame.Rect(anchor), "panel": panel, "title": title,
                        "labels": labels, "widgets": widgets}
        if register:
            self._install([w for w in self.ui.widgets
                           if w not in widgets and getattr(w, "ident", ("",))[0] != "chooser"])
            self._layer_dirty = True
            self.app.dirty = True

    def close_chooser(self):
        if self.chooser:
            self.chooser = None
            self._install([w for w in self.ui.widgets if getattr(w, "ident", ("",))[0] != "chooser"])
            self._layer_dirty = True
            self.app.dirty = True

    def toggle_log(self):
        self.log_open = not self.log_open
        self.log_button.label = "Hide log" if self.log_open else "Log"
        self.app.play_sound("open" if self.log_open else "close")

    def _hand_card_at(self, pos):
        for code, *_, rect in reversed(self.places.hand):
            if rect.collidepoint(pos):
                return code
        return None

    def _end_drag(self):
        self.drag_code = None
        self.dragging = False
        self._drag_start = self._drag_pos = None
        if self.drop_hint is not None:
            self.drop_hint = None
            self._layer_dirty = True

    def _next_slot(self):
        v = self.view
        placed = self.places.lines.get(v.viewer, [])
        area = self.places.line_areas.get(v.viewer)
        if area is None:
            return None
        inner = pygame.Rect(area.left + self.s(8), area.top + self.s(18), area.w - self.s(16), area.h - self.s(22))
        cw = placed[0][1].w if placed else lay.card_w_for_height(inner.h)
        rects = lay.row_of_cards(inner, len(placed) + 1, cw, self.s(8))
        return rects[-1] if rects else None

    def _in_drop_zone(self, pos):
        L = self.L
        if L.hand is None:
            return False
        return pos[1] < L.hand.top - self.s(4) and not L.action.collidepoint(pos) and pos[1] > L.top.bottom

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.chooser:
                    self.close_chooser()
                    return
                if self.dragging:
                    self._end_drag()
                    return
            base_key = (event.key == pygame.K_ESCAPE
                        or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL)
                        or getattr(event, "unicode", "") == "?"
                        or (event.key == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT))
            if base_key:
                super().handle_event(event)
                return
            if self.ui.handle_event(event):
                return
            self._shortcut(event)
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if self._mouse(event):
                return
        self.ui.handle_event(event)

    def _shortcut(self, event):
        key = event.key
        pr = self.prompt
        if key == pygame.K_l:
            self.toggle_log()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.chooser:
                return
            if pr is not None and pr.primary is not None:
                self._submit(pr.primary.action)
        elif pygame.K_1 <= key <= pygame.K_9 and pr is not None:
            i = key - pygame.K_1
            if i < len(self.places.hand):
                code = self.places.hand[i][0]
                if code in pr.cards:
                    self._click_card(code, self.places.hand[i][4])

    def _mouse(self, event):
        """Chooser, log drawer and drag handling; True when the event was consumed here."""
        pos = event.pos
        if self.chooser is not None and event.type == pygame.MOUSEBUTTONDOWN:
            if not self.chooser["panel"].collidepoint(pos):
                self.close_chooser()
                return True
        if self.log_open and self.L is not None and self.L.log.collidepoint(pos) and not (
                self.chooser and self.chooser["panel"].collidepoint(pos)):
            if event.type == pygame.MOUSEMOTION:
                self.ui.clear_hover()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.chooser is None:
            code = self._hand_card_at(pos)
            pr = self.prompt
            if code and pr is not None and pr.kind == "play" and code in pr.cards:
                self.drag_code, self._drag_start, self._drag_pos = code, pos, pos
                self.dragging = False
            return False
        if event.type == pygame.MOUSEMOTION and self.drag_code is not None:
            buttons = getattr(event, "buttons", (1, 0, 0))
            if not buttons or not buttons[0]:
                self._end_drag()
                return False
            self._drag_pos = pos
            if not self.dragging:
                dx, dy = pos[0] - self._drag_start[0], pos[1] - self._drag_start[1]
                if dx * dx + dy * dy >= self.s(DRAG_THRESHOLD) ** 2:
                    self.dragging = True
                    self._layer_dirty = True
            if self.dragging:
                hint = self._next_slot() if self._in_drop_zone(pos) else None
                if hint != self.drop_hint:
                    self.drop_hint = hint
                    self._layer_dirty = True
                self.ui.pointer = pos
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag_code is not None:
            code, dragging = self.drag_code, self.dragging
            slot = self.drop_hint or self._next_slot()
            self._end_drag()
            if dragging:
                for w in self.ui.widgets:
                    if hasattr(w, "pressed"):
                        w.pressed = False
                if self._in_drop_zone(pos):
                    self._click_card(code, anchor=slot or pygame.Rect(pos, (1, 1)))
                return True
            return False
        return False

    # ---- warming the card cache ------------------------------------------------------------------
    def _queue_warmup(self):
        """Queue the card images this table will need — every gallery card at the stacks' size, the
        viewer's cards at hand and line sizes, every mini card (number and colour) at the sizes of
        the other lines — rendered a few at a time between frames, so a new top card, a fresh hand
        or a revealed line never costs a frame its budget. Only a cache: nothing hidden is drawn."""
        P = self.places
        stack_w = P.stacks[2].w if P.stacks else 0
        hand_w = P.hand[0][4].w if P.hand else 0
        v = self.view
        line_w = 0
        if v.viewer is not None and P.lines.get(v.viewer):
            line_w = P.lines[v.viewer][0][1].w
        mini_sizes = sorted({r.size for q, placed in P.lines.items() for _, r in placed[:1]
                             if q != v.viewer or r.w < self.s(56)})
        key = (stack_w, hand_w, line_w, v.viewer, tuple(mini_sizes))
        if key == self._warm_key:
            return
        self._warm_key = key
        st = self.st
        data = st.data
        patterns = self.patterns
        items = []
        for n in range(2, 8):
            for cid in reversed(st.stacks[n]):
                c = data.cards[cid]
                items.append((style.card_face, (c.number, c.colour, c.code, stack_w, self._timing(c.number), patterns)))
        if v.viewer is not None:
            p = st.players[v.viewer]
            mine = list(p.hand) + list(p.deck) + list(p.discard) + [e.card for e in p.line]
            for w in (hand_w, line_w):
                if w >= self.s(56):
                    for cid in mine:
                        c = data.cards[cid]
                        items.append((style.card_face, (c.number, c.colour, c.code, w, self._timing(c.number),
                                                        patterns)))
        kinds = sorted({(c.number, c.colour) for c in data.cards})
        for size in mini_sizes:
            items += [(style.mini_card, (number, colour, size, patterns)) for number, colour in kinds]
        self._warm = [it for it in items if not (it[0] is style.card_face and it[1][3] <= 0)]

    def _warm_some(self, budget=0.004):
        end = pygame.time.get_ticks() + budget * 1000
        while self._warm and pygame.time.get_ticks() <= end:
            fn, args = self._warm.pop(0)
            fn(*args)

    # ---- frame loop ----------------------------------------------------------------------------------
    def update(self, dt):
        self.anim.factor = self.app.settings.animation_factor
        changed = self.anim.update(dt)
        super().update(dt)
        if changed:
            hidden = self.anim.hidden()
            if hidden != self._hidden:
                self._hidden = hidden
                self._layer_dirty = True
        self.animating = self.anim.busy
        if self._warm and not self.dragging:
            self._warm_some()
        key = getattr(self.ui.hover, "key", None) if self.ui.hover is not None else None
        if key != self.hover_key:
            self.hover_key = key
            self._layer_dirty = True
        self._update_undo()

    def wake_in(self):
        waits = [super().wake_in(), self.anim.wake_in()]
        if self.dragging:
            waits.append(0)
        if self._warm:
            waits.append(0.03)
        waits = [w for w in waits if w is not None]
        return min(waits) if waits else None

    # ---- drawing ----------------------------------------------------------------------------------------
    def draw_table(self, surface):
        if self.L is None or self.view is None:
            surface.blit(theme.paper(surface.get_size()), (0, 0))
            return
        size = surface.get_size()
        if self._layer is None or self._layer.get_size() != size:
            self._layer = pygame.Surface(size)
            self._layer_dirty = True
        if self._layer_dirty:
            self._layer_dirty = False
            self.painter.draw_layer(self._layer)
            self._layer_hand = self._hand_owner()
            self.drawn_hands.append((self.controller.viewer, self._layer_hand))
            if len(self.drawn_hands) > 2000:
                del self.drawn_hands[:1000]
        surface.blit(self._layer, (0, 0))
        # What this frame shows: the viewer, whose hand is on screen, and who is to act (tests).
        self.frame_log.append((self.controller.viewer, self._layer_hand, self.controller.human_to_act))
        if len(self.frame_log) > 4000:
            del self.frame_log[:2000]

    def _hand_owner(self):
        """Whose hand the drawn cards are, found from the state (tests check it is the viewer's)."""
        drawn = [c for c, *_ in self.places.hand]
        if not drawn:
            return None
        st = self.st
        for q, p in enumerate(st.players):
            if [st.code(c) for c in p.hand] == drawn:
                return q
        return -1        # cards that are nobody's hand: as wrong as someone else's

    def draw(self, surface):
        self.frames_drawn += 1
        self.draw_table(surface)
        if self.L is None:
            return
        ui = self.ui
        chooser_widgets = self.chooser["widgets"] if self.chooser else []
        for w in ui.widgets:
            if w.visible and w not in chooser_widgets:
                w.draw(surface)
        self.painter.draw_thinking(surface, self.age)
        if self.log_open:
            self.painter.draw_log_drawer(surface)
        if self.chooser:
            self.painter.draw_chooser(surface)
            for w in chooser_widgets:
                w.draw(surface)
        self.anim.draw(surface)
        if self.dragging and self.drag_code:
            self._draw_dragged(surface)
        self.painter.draw_toasts(surface)
        if ui.keyboard and ui.focus is not None and ui.focus.visible:
            theme.focus_ring(surface, ui.focus.rect, ui.focus.scale)
        tip = ui._tip()
        if tip and ui.hover_time >= 0.45 and not self.dragging:
            from game.ui.widgets import Tooltip
            Tooltip.draw(surface, tip, ui.pointer, ui.hover.scale)

    def _draw_dragged(self, surface):
        for code, number, colour, timing, r in self.places.hand:
            if code == self.drag_code:
                img = style.card_face(number, colour, code, r.w, timing, self.patterns)
                rect = img.get_rect(center=self._drag_pos)
                theme.draw_shadow(surface, rect, self.s(10), self.s(14), (0, self.s(10)), alpha=90)
                surface.blit(img, rect)
                return

    # ---- animations from events ----------------------------------------------------------------------
    def _animate(self, seat, action, events, old):
        events_module.animate(self, events, old)

    def _timing(self, number):
        pat = self.st.pset.patrons.get(number)
        return None if pat is None else ("play" if pat.timing == "play" else "buy")

    # ---- game-over breakdown ----------------------------------------------------------------------------
    def draw_breakdown(self, surface, rect, state, names, scale):
        """Awards, the money made in the last buy turn (the tie-break), change tokens and each player's
        collection of gallery cards (drawn on the game-over scene)."""
        self.painter.draw_breakdown(surface, rect, state, names, scale)
