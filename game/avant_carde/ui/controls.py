"""The table's clickable things: hotspots over drawn cards and stacks, chips, buttons with icons,
and :class:`TableControls`, which builds them from the viewer's prompt after every change.

They live in the scene's :class:`~game.ui.widgets.WidgetGroup`, so hover, keyboard focus
(Tab / Enter) and tooltips — for a disabled control, the reason it is disabled, in the rules'
own words (the table model's reasons by target) — work the same as everywhere else in the app. Every control that acts
carries the action it submits; the controller alone decides whether it is legal.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Sequence

import pygame

from game.avant_carde.ui import captions, catalog, model, places as placing, style
from game.engine.actions import Action
from game.engine.i18n import M, Mn, Mp, tr
from game.ui import cards, theme
from game.ui.hotspot import Hotspot
from game.ui.widgets import Button


class TableButton(Button):
    """A button of the table: the action it submits in the game's notation (``action_text``; None:
    none), and who it is across rebuilds (``ident``: keyboard focus stays on it)."""

    action_text: str | None = None
    ident: tuple[Any, ...]          # set where it is made (a widget without one has none)


class TableSpot(Hotspot):
    """A hotspot of the table: the card it stands for (``code``), who it is across rebuilds, and
    what it covers (``key``, always a tuple here: ``("hand", code)``, ``("line", seat, i)``…)."""

    code: str | None = None
    ident: tuple[Any, ...]
    key: tuple[str | int, ...]


def set_on_click(widget: Any, on_click: Callable[[], Any] | None) -> None:
    """Give ``widget`` its click (the shared widgets declare ``on_click`` without a type)."""
    widget.on_click = on_click


def _nothing() -> None:
    """The click of a card that is not a choice now (it shows why on hover)."""


def _clickable(widget: Any) -> bool:
    """Whether ``widget`` has a click (see :func:`set_on_click`)."""
    return bool(widget.on_click)


def submitter(table: Any, action: Action) -> Callable[[], None]:
    """A click that submits ``action`` on ``table``."""
    return lambda: table.submit_action(action)


class Chip(TableButton):
    """A choice chip: a colour (swatch with its shape) or a number."""

    def __init__(self, label: str, on_click: Callable[[], Any] | None, kind: str = "number", value: Any = None,
                 tooltip: str | None = None, patterns: bool = True) -> None:
        super().__init__(label, on_click, style="secondary", tooltip=tooltip, size=theme.TEXT)
        self.kind, self.value, self.patterns = kind, value, patterns

    def _colours(self) -> tuple[Any, Any, Any]:
        fill, border, ink = super()._colours()
        return fill, theme.ACCENT if self._glow > 0.5 else border, ink

    def draw(self, surface: pygame.Surface) -> None:
        r, ink = self.draw_face(surface, radius=self.rect.h // 2)
        size = self.s(theme.TEXT)
        if self.kind == "colour" and self.value in cards.FAMILIES:
            d = r.h - self.s(8)
            sw = style.colour_swatch(self.value, d, self.patterns)
            text = theme.text(self.label, size, ink, bold=True)
            total = d + self.s(6) + text.get_width()
            x = r.centerx - total // 2
            surface.blit(sw, (x, r.centery - d // 2))
            surface.blit(text, text.get_rect(midleft=(x + d + self.s(6), r.centery)))
        else:
            theme.blit_text(surface, self.label, self.s(theme.TEXT_L), ink, r.center, "center", bold=True)


class IconButton(TableButton):
    """A button with a small icon (▶▶, change token …) before its label."""

    def __init__(self, label: str, on_click: Callable[[], Any] | None = None, icon: str | None = None,
                 **kw: Any) -> None:
        super().__init__(label, on_click, **kw)
        self.icon = icon

    def draw(self, surface: pygame.Surface) -> None:
        if not self.icon:
            return super().draw(surface)
        r, ink = self.draw_face(surface, radius=self.s(theme.RADIUS_S))
        size = self.s(self.size)
        d = min(r.h - self.s(10), self.s(18))
        img = style.icon(self.icon, d, ink)
        label = style.fit_text(self.label, size, r.w - d - self.s(16), bold=True) if self.label else ""
        text = theme.text(label, size, ink, bold=True) if label else None
        total = d + (self.s(5) + text.get_width() if text else 0)
        x = r.centerx - total // 2
        surface.blit(img, (x, r.centery - d // 2))
        if text:
            surface.blit(text, text.get_rect(midleft=(x + d + self.s(5), r.centery)))


class TableControls:
    """The widgets of one table: top-bar buttons, spots over stacks, patrons, hand, lines and picker,
    bury and ▶▶ buttons, the action panel's chips and buttons, and the card chooser."""

    def __init__(self, table: Any) -> None:
        self.t = table
        ring = (theme.ACCENT, style.SELECT)
        self.stack_spots = {n: Hotspot(key=("stack", n), ring=ring, radius=10) for n in range(2, 8)}
        self.bury_buttons = {n: TableButton("Bury", partial(self._bury, n), size=theme.TEXT_S - 1)
                             for n in range(2, 8)}
        self.patron_spots = {n: Hotspot(key=("patron", n)) for n in range(2, 8)}
        self.track_spot = Hotspot(key=("track",))      # the solo walk of the first player token
        self.stop_button: TableButton | None = None   # the primary button of the decision (Stop playing / End turn)
        self.end_button: TableButton | None = None
        self.skip_button: TableButton | None = None
        self.change_button: TableButton | None = None
        self.power_buttons: dict[str, IconButton] = {}
        self.dynamic: list[Any] = []

    def _bury(self, n: int) -> None:
        pr = self.t.prompt
        if pr and n in pr.bury:
            self.t.submit_action(pr.bury[n].action)

    def option_widget(self, action: Action) -> Any:
        """The widget that submits ``action`` directly (a chip or a button), or None."""
        t = self.t
        text = str(action)
        for w in self.dynamic + ([] if not t.chooser else t.chooser["widgets"]):
            if getattr(w, "action_text", None) == text and w.visible:
                return w
        return None

    def clicks_for(self, action: Action) -> list[tuple[int, int]] | None:
        """Points to click, in order, that make the viewer take ``action`` (a legal option), or None."""
        t = self.t
        if t.prompt is None:
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
            opt = t.prompt.stacks.get(action[1])
            if opt is not None and opt.action == action:
                return [spot.rect.center]
        code = action[1] if len(action) > 1 and isinstance(action[1], str) else None
        opts = t.prompt.cards.get(code) if code else None
        if opts and code:
            card = self.card_spot(code)
            if card is None:
                return None
            first = card.rect.center
            if len(opts) == 1:
                return [first] if opts[0].action == action else None
            second = self.chooser_point(code, action, card.rect)
            return [first, second] if second else None
        return None

    def chooser_point(self, code: str, action: Action, anchor: pygame.Rect) -> tuple[int, int] | None:
        """Where the chooser for ``code`` will offer ``action`` (opens it in a dry run)."""
        t = self.t
        saved = t.chooser
        self.open_chooser(code, anchor, register=False)
        point = None
        for w in t.chooser["widgets"]:
            if w.action_text == str(action):
                point = w.rect.center
        t.chooser = saved
        return point

    def card_spot(self, code: str) -> TableSpot | None:
        """The enabled spot over ``code`` (hand, line or picker) that takes it, or None."""
        for w in self.dynamic:
            if isinstance(w, TableSpot) and _clickable(w) and w.key[0] in ("hand", "line", "pick") and w.enabled:
                if w.code == code:
                    return w
        return None

    def rebuild(self) -> None:
        t = self.t
        s = t.s
        L, v, pr = t.L, t.view, t.prompt
        dyn: list[Any] = []
        # top bar
        for name, w in (("rules", t.rules_button), ("log", t.log_button), ("undo", t.undo_button),
                        ("menu", t.menu_button), ("recap", t.recap_button)):
            w.place(L.buttons[name], t.scale)
        t.log_button.label = "Hide log" if t.log_open else "Log"
        # patrons
        rows = placing.patron_rows(L, s)
        for (n, name, timing, short, text, copyable), row in zip(model.patron_rows(v), rows):
            spot = self.patron_spots[n]
            spot.place(row, t.scale)
            spot.tooltip = captions.patron_tip(n, name, timing, text, copyable)
        # stacks and bury buttons
        buying = t.viewer_buying()
        for n in range(2, 8):
            spot = self.stack_spots[n]
            rect = t.places.stacks[n]
            spot.place(rect, t.scale)
            self._configure_stack(spot, n, buying)
            col = L.stack_cols[n]
            btn = self.bury_buttons[n]
            btn.place((col.centerx - s(38), rect.bottom + s(6), s(76), s(24)), t.scale)
            btn.visible = t.bury_visible()
            btn.tooltip = "Move the top card to the bottom of its stack."
            if pr is not None and n in pr.bury:
                btn.enable()
                btn.action_text = str(pr.bury[n].action)
            else:
                btn.action_text = None
                btn.disable(v.reason(f"bury.{n}") if t.viewer_buying() else "Bury in your buy turn.")
        # hand cards
        options = pr.cards if pr else {}
        for i, (code, number, colour, timing, rect) in enumerate(t.places.hand):
            about = captions.card_tip(v, code)
            spot = TableSpot(rect, tooltip=about, key=("hand", code))
            spot.code = code
            spot.ident = ("hand", code)
            spot.place(rect, t.scale)
            if code in options:
                spot.set_click(partial(t.click_card, code), _single(options[code]))
                spot.tooltip = about + captions.option_note(options[code])
            elif pr is not None and pr.kind == "play":
                set_on_click(spot, _nothing)
                spot.disable(v.reason(f"card.{code}"))  # i18n: not shown
            dyn.append(spot)
        # line cards (every visible line)
        uses = pr.use if pr else {}
        for seat, placed in t.places.lines.items():
            for i, (lc, rect) in enumerate(placed):
                spot = TableSpot(rect, key=("line", seat, i))
                spot.code = lc.code
                spot.ident = ("line", seat, i)
                spot.place(rect, t.scale)
                tip = captions.line_tip(v, lc)
                if lc.code and lc.code in options:
                    spot.set_click(partial(t.click_card, lc.code), _single(options[lc.code]))
                    tip += captions.option_note(options[lc.code])
                elif lc.code and seat == v.viewer and lc.code in uses:
                    spot.set_click(submitter(t, uses[lc.code].action), uses[lc.code].action)
                    tip = M("{tip} Click to use its ▶▶ power.", tip=tip)
                spot.tooltip = tip
                dyn.append(spot)
        # the action panel's controls, then the picker between the text and them; a ▶▶ power whose
        # card is not in the line (it was trashed after a copy) gets its button in the panel instead
        extra = []
        if pr is not None:
            powers = {k: pid for k, pid, _ in v.powers} if buying else {}
            for key, opt in pr.use.items():
                if key not in t.places.power_buttons:
                    pat = model.patron_of_power(v, powers.get(key))
                    extra.append(model.Option(opt.action, M("Use {value}", value=pat.name if pat else key)))
        action_widgets = self._action_widgets(extra)
        if t.L.action is not None:
            placing.place_picker(t.places, L, s, pr, t.places.controls_top - s(8))
        # picker cards (choices not shown elsewhere, e.g. your discard pile)
        for code, number, colour, rect in t.places.picker:
            spot = TableSpot(rect, _single(options.get(code, [])), key=("pick", code),
                           on_click=partial(t.click_card, code), ring=(theme.ACCENT, style.SELECT), radius=6)
            spot.code = code
            spot.ident = ("pick", code)
            spot.place(rect, t.scale)
            spot.tooltip = captions.card_tip(v, code) + captions.option_note(options.get(code, []))
            dyn.append(spot)
        # power buttons
        self.power_buttons = {}
        if buying:
            for key, pid, _ in v.powers:
                rect = t.places.power_buttons.get(key)
                if rect is None:
                    continue
                label = "Copy" if key.startswith("copy") else "Use"
                btn = IconButton(label if rect.w >= s(62) else "", None, icon="buy", size=theme.TEXT_S - 1)
                btn.ident = ("use", key)
                btn.place(rect, t.scale)
                pat = model.patron_of_power(v, pid)
                if key in uses:
                    set_on_click(btn, submitter(t, uses[key].action))
                    btn.action_text = str(uses[key].action)
                    btn.tooltip = captions.power_tip(pat, pid)
                    btn.style = "primary"
                else:
                    btn.action_text = None
                    btn.disable(captions.power_tip(pat, pid, v.reason(f"use.{key}") or ""))
                self.power_buttons[key] = btn
                dyn.append(btn)
        dyn += action_widgets
        static = [*t.plate_spots.place(v, t.places, t.scale), t.rules_button, t.log_button, t.recap_button,
                  t.undo_button, t.menu_button,
                  *self.patron_spots.values(), *self.stack_spots.values(), *self.bury_buttons.values()]
        if t.places.solo_track is not None:
            self.track_spot.place(t.places.solo_track, t.scale)
            self.track_spot.tooltip = captions.solo_track_tip(v)
            static.append(self.track_spot)
        self.dynamic = dyn
        self.install(static + dyn)

    def install(self, widgets: list[Any]) -> None:
        """The table's widgets, with the open chooser's on top."""
        t = self.t
        t.ui.replace(widgets + (t.chooser["widgets"] if t.chooser else []))

    def _configure_stack(self, spot: Hotspot, n: int, buying: bool) -> None:
        t = self.t
        v, pr = t.view, t.prompt
        about = captions.stack_about(v, n)
        spot.enable()
        opt = pr.stacks.get(n) if pr else None
        if opt is not None:
            spot.set_click(submitter(t, opt.action), opt.action)
            spot.tooltip = M("{action}. {about}", action=opt.label, about=about)
        elif buying and pr is not None and pr.kind == "buy":
            spot.set_click(lambda: None)
            spot.focusable = False
            spot.disable(M("{why} {about}", why=v.reason(f"stack.{n}") or "", about=about))
        else:
            spot.set_click(None)
            spot.tooltip = about

    def _action_widgets(self, extra: Sequence[model.Option] = ()) -> list[Any]:
        """Chips and buttons of the current decision, placed bottom-up in the action panel."""
        t = self.t
        s = t.s
        pr, v = t.prompt, t.view
        self.stop_button = self.end_button = self.skip_button = self.change_button = None
        out = []
        row_h, gap = s(40), s(8)
        if v.over:      # after "Look at the table": the way back to the results
            btn = TableButton("See the results", t.open_results, style="primary", size=theme.TEXT_S,
                         tooltip="Back to the game-over screen. (Enter)")
            btn.ident = ("results",)
            if t.L.action is None:
                btn.place(t.L.buttons["results"], t.scale)
            else:
                inner = t.L.action.inflate(-2 * s(14), -2 * s(12))
                btn.place((inner.left, inner.bottom - row_h, inner.w, row_h), t.scale)
            out.append(btn)
        if t.L.action is None:
            t.places.controls_top = 0
            return out
        inner = t.L.action.inflate(-2 * s(14), -2 * s(12))
        y = inner.bottom - (row_h + gap if v.over else 0)
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
                    hand = len(t.view.hand)
                    if hand:
                        btn.tooltip = (Mn("End your line; the {hand} card left in your hand go to your discard pile. "
                                          "(Enter)",
                                          "End your line; the {hand} cards left in your hand go to your discard "
                                          "pile. (Enter)", hand, hand=hand))
                else:
                    self.end_button = btn
                    btn.tooltip = captions.end_tip(v, v.viewer)
                out.append(btn)
            if pr.skip:
                btn = self._option_button(pr.skip, (inner.left, y, s(120), row_h))
                self.skip_button = btn
                out.append(btn)
            y -= gap
        if pr is not None and t.viewer_buying() and pr.kind == "buy":
            if v.seats[v.viewer].token or pr.change:
                y -= s(36)
                rect = (inner.left, y, inner.w, s(36))
                if pr.change:
                    btn = self._option_button(pr.change, rect, icon="change")
                else:
                    btn = IconButton("Spend change token  +$1", None, icon="change", size=theme.TEXT_S)
                    btn.place(rect, t.scale)
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
        t.places.controls_top = y
        return out

    def _chip_rows(self, chips: list[model.Option], inner: pygame.Rect, bottom: int) -> list[Chip]:
        t = self.t
        s = t.s
        gap = s(8)
        sized = []
        for o in chips:
            w = s(104) if o.kind == "colour" else s(46)
            sized.append((o, w))
        rows: list[list[tuple[model.Option, int]]] = []
        row: list[tuple[model.Option, int]] = []
        width = 0
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
                chip = Chip(o.label, submitter(t, o.action), kind=o.kind, value=o.value,
                            tooltip=o.tip, patterns=t.patterns)
                chip.action_text = str(o.action)
                chip.ident = ("opt", str(o.action))
                chip.place((x, y, w, s(38)), t.scale)
                out.append(chip)
                x += w + gap
            y += s(38) + gap
        return out

    def _option_button(self, o: model.Option, rect: Any, size: int = theme.TEXT_S,
                       icon: str | None = None) -> TableButton:
        t = self.t
        btn: TableButton
        if icon:
            btn = IconButton(o.label, submitter(t, o.action), icon=icon, style=o.style, size=size, tooltip=o.tip)
        else:
            btn = TableButton(o.label, submitter(t, o.action), style=o.style, size=size, tooltip=o.tip)
        btn.action_text = str(o.action)
        btn.ident = ("opt", str(o.action))
        btn.place(rect, t.scale)
        return btn

    def open_chooser(self, code: str, anchor: pygame.Rect, register: bool = True) -> None:
        """The small popup offering the ways to take a card: a 4's variants, or several verbs."""
        t = self.t
        s = t.s
        opts = t.prompt.cards[code]
        card = catalog.face(code)
        widgets, labels = [], []
        pad, gap, ch = s(12), s(6), s(36)
        rows = []
        if all(o.kind == "variant" for o in opts):
            title = M("Play {get} {number} as…", get=card.colour, number=card.number)   # "le 4 rouge"
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
            title = M("{card}:", card=Mp("card tip", "{colour} {number}", number=card.number,
                                         colour=Mp("card tip", captions.COLOUR_WORDS.get(card.colour, card.colour))))
            rows.append(("", [(o, s(110), "button") for o in opts]))
        label_w = s(0) if all(not lbl for lbl, _ in rows) else s(58)
        width = max(sum(w for _, w, _ in row) + gap * (len(row) - 1) for _, row in rows) + label_w + 2 * pad
        title_w = theme.font(s(theme.TEXT_S), bold=True).size(tr(title))[0] + 2 * pad   # as it is drawn
        width = max(width, title_w, s(180))
        height = s(34) + len(rows) * (ch + gap) + pad - gap
        panel = pygame.Rect(0, 0, width, height)
        panel.midbottom = (anchor.centerx, anchor.top - s(10))
        panel.clamp_ip(pygame.Rect(0, t.L.top.bottom, t.size[0], t.size[1] - t.L.top.bottom))
        # Never hide the line the card must match: slide right of its cards when there is room.
        line = [r for _, r in t.places.lines.get(t.view.viewer, [])]
        if line and any(panel.colliderect(r) for r in line):
            x = max(r.right for r in line) + s(14)
            limit = t.L.action.left - s(8) if t.L.action is not None else t.size[0]
            if x + panel.w <= limit:
                panel.left = x
        y = panel.top + s(32)
        for lbl, row in rows:
            x = panel.left + pad
            if lbl:
                labels.append((lbl, (x, y + ch // 2 - s(8))))
            x += label_w
            for o, w, kind in row:
                def handler(a: Action = o.action) -> None:
                    t.submit_action(a)
                if kind == "button":
                    wdg = TableButton(o.label, handler, style="primary" if o.value is None else "secondary",
                                 size=theme.TEXT_S)
                else:
                    label = o.label.replace("As ", "").replace("Also ", "+")
                    if kind == "colour":
                        label = o.value[1].capitalize()
                    wdg = Chip(label, handler, kind=kind, value=o.value[1] if o.value else None,
                               patterns=t.patterns)
                wdg.action_text = str(o.action)
                wdg.ident = ("chooser", str(o.action))
                wdg.place((x, y, w, ch), t.scale)
                widgets.append(wdg)
                x += w + gap
            y += ch + gap
        t.chooser = {"code": code, "anchor": pygame.Rect(anchor), "panel": panel, "title": title,
                     "labels": labels, "widgets": widgets}
        if register:
            self.install([w for w in t.ui.widgets
                          if w not in widgets and getattr(w, "ident", ("",))[0] != "chooser"])
            t.layer_dirty = True
            t.app.dirty = True

    def close_chooser(self) -> None:
        t = self.t
        if t.chooser:
            t.chooser = None
            self.install([w for w in t.ui.widgets if getattr(w, "ident", ("",))[0] != "chooser"])
            t.layer_dirty = True
            t.app.dirty = True


def _single(opts: Sequence[model.Option]) -> Action | None:
    """The action a click on a card takes when it has one way to be taken (else a chooser opens)."""
    return opts[0].action if len(opts) == 1 else None
