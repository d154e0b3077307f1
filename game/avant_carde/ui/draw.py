"""Drawing the Avant Carde table from a :class:`~game.avant_carde.ui.frame.Frame`.

The :class:`Painter` draws the static layer (everything but widgets, flights, toasts and
the card being dragged); the table caches that layer and redraws it only when something
changed (the state, the hover target, a flight landing, the window size). The painter reads
the frame model only: the view, the places, the captions, and what the pointer is doing.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game.avant_carde.table_view import LineCard
from game.avant_carde.ui import captions, places as placing, style
from game.avant_carde.ui.frame import Frame
from game.avant_carde.ui.model import SeatView
from game.avant_carde.ui.solo_walk import draw_solo_walk
from game.engine.i18n import N_, M, Mn, join, tr
from game.ui import cards, theme
from game.ui.text import blit_fitted, fit, wrap

STATUS_WORDS = {"playing": "Playing…", "waiting": "Waiting", "done": "Done", "buying": "Buying", "over": ""}


class Painter:
    def __init__(self) -> None:
        self.f: Frame                   # the frame being drawn (see begin)
        self.toast_left = 0         # where the status line starts (see Overlays.draw_status)
        self._chrome: pygame.Surface | None = None
        self._chrome_key: tuple[Any, ...] | None = None

    def begin(self, frame: Frame) -> None:
        """Draw ``frame`` from now on."""
        self.f = frame

    # ---- helpers -------------------------------------------------------------------------------
    @property
    def s(self) -> Callable[[float], int]:
        return self.f.s

    def text(self, surface: pygame.Surface, s: str, size: float, colour: tuple[int, int, int], pos: Any,
             anchor: str = "topleft", **kw: Any) -> pygame.Rect:
        return theme.blit_text(surface, s, self.s(size), colour, pos, anchor, **kw)

    def face(self, code: str | None, number: int | None, colour: str | None, width: int,
             timing: str | None) -> pygame.Surface:
        return style.card_face(number, colour, code, width, timing, self.f.patterns)

    # ---- whole layer -----------------------------------------------------------------------------
    def draw_layer(self, surface: pygame.Surface) -> None:
        t = self.f
        surface.blit(self.chrome(), (0, 0))
        self.draw_top(surface)
        self.draw_gallery(surface)
        self.draw_bank(surface)
        self.draw_patron_highlight(surface)
        v = t.view
        for seat, rect in t.L.seat_panels.items():
            self.draw_seat_panel(surface, rect, v.seats[seat])
        if t.L.own is not None and v.viewer is not None:
            self.draw_own(surface)
        if t.L.spare is not None and not t.log_open:
            self.draw_recent(surface, t.L.spare)

    def draw_recent(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The latest moves, in the players' grid's empty cell."""
        self.f.draw_log(surface, rect, lines=12)

    def chrome(self) -> pygame.Surface:
        """The parts of the table that only change with the layout: background, panels, felts, the
        patron box, labels. Cached: drawing shadows and rounded panels is most of a frame's cost."""
        t = self.f
        L = t.L
        rects = lambda *rs: tuple(tuple(r) if r is not None else None for r in rs)  # noqa: E731
        key = (t.size, t.scale, rects(L.top, L.gallery, L.bank, L.patrons, L.own, L.own_plate, L.own_line, L.hand,
                                      L.action, L.spare),
               tuple(sorted((q, tuple(r)) for q, r in L.seat_panels.items())),
               tuple(sorted((q, tuple(r)) for q, r in t.places.line_areas.items())), t.set_name)
        if self._chrome is not None and self._chrome_key == key:
            return self._chrome
        surf = pygame.Surface(t.size)
        surf.blit(theme.paper(t.size), (0, 0))
        band = L.top
        surf.fill(theme.shade(theme.PAPER_DEEP, 0.98), band)
        pygame.draw.line(surf, theme.LINE, (band.left, band.bottom - 1), (band.right, band.bottom - 1))
        theme.draw_panel(surf, L.gallery, t.scale, elevation=0.6)
        theme.draw_panel(surf, L.bank, t.scale, elevation=0.6)
        self.draw_patrons(surf)
        for seat, rect in L.seat_panels.items():
            theme.draw_panel(surf, rect, t.scale, elevation=0.5)
            area = t.places.line_areas.get(seat)
            if area is not None:
                surf.blit(style.felt(area.size, t.scale), area)
        if L.own is not None:
            theme.draw_panel(surf, L.own, t.scale, elevation=0.8)
            pygame.draw.line(surf, theme.LINE, (L.own_plate.right, L.own.top + self.s(10)),
                             (L.own_plate.right, L.own.bottom - self.s(10)))
            area = L.own_line
            surf.blit(style.felt(area.size, t.scale), area)
            self.text(surf, "YOUR LINE", 11, theme.ACCENT, (area.left + self.s(8), area.top + self.s(4)), bold=True)
            if L.hand is not None:
                surf.blit(style.felt(L.hand.size, t.scale), L.hand)
                self.text(surf, "YOUR HAND", 11, theme.ACCENT, (L.hand.left + self.s(8), L.hand.top + self.s(4)),
                          bold=True)
            r = L.action
            pygame.draw.line(surf, theme.LINE, (r.left, r.top + self.s(10)), (r.left, r.bottom - self.s(10)))
        self._chrome, self._chrome_key = surf, key
        return surf

    # ---- top bar ----------------------------------------------------------------------------------
    def draw_top(self, surface: pygame.Surface) -> None:
        t, v = self.f, self.f.view
        r = t.L.top
        x = self.s(14)
        title = (M("Round {round} of {n}", round=v.round, n=v.solo_rounds) if v.solo
                 else M("Round {round}", round=v.round))
        rr = self.text(surface, title, theme.TEXT_L, theme.INK, (x, r.centery), "midleft", bold=True)
        x = rr.right + self.s(12)
        phase = {"play": N_("Play cards"), "buy": N_("Buy cards"), "over": N_("Game over")}.get(v.phase, v.phase)
        if v.final_round and v.phase != "over":
            phase = M("{phase} · final round", phase=phase)
        f = theme.font(self.s(theme.TEXT_S), bold=True)
        pw = f.size(phase)[0] + self.s(20)
        chip = pygame.Rect(x, r.centery - self.s(12), pw, self.s(24))
        fill = theme.ACCENT if v.final_round and v.phase != "over" else theme.INK
        style.pill(surface, chip, fill, phase, self.s(theme.TEXT_S), theme.SURFACE)
        self.toast_left = chip.right + self.s(14)     # the status line and toasts go there, drawn each frame

    # ---- gallery ------------------------------------------------------------------------------------
    def draw_gallery(self, surface: pygame.Surface) -> None:
        t, v = self.f, self.f.view
        L = t.L
        buying = t.buying
        hidden = t.hidden
        for n in range(2, 8):
            top, number, colour, count, timing = v.stacks[n]
            r = t.places.stacks[n]
            # depth: a few offset backs under the top card, more for a fuller stack
            depth = 0 if count <= 1 else (1 if count <= 4 else (2 if count <= 8 else 3))
            back = style.card_back(r.w)
            for k in range(depth, 0, -1):
                surface.blit(back, r.move(self.s(2) * k, self.s(2) * k))
            if count == 0 or top is None:
                pygame.draw.rect(surface, theme.LINE, r, max(1, self.s(2)), border_radius=self.s(8))
                self.text(surface, "empty", theme.TEXT_S, theme.INK_FAINT, r.center, "center")
            else:
                img = self.face(top, number, colour, r.w, timing)
                opt = t.prompt.stacks.get(n) if t.prompt else None
                if opt is not None and ("stack", n) not in hidden:
                    style.draw_glow(surface, r, style.GLOW if buying else style.SELECT, self.s(7))
                surface.blit(img, r)
                if buying and opt is None and n != v.blocked:
                    surface.blit(style.veil(r.size, 110), r)
            if v.blocked == n:
                surface.blit(style.veil(r.size, 120, (40, 36, 48)), r)
                ic = style.icon("first_player", self.s(40))
                surface.blit(ic, ic.get_rect(center=(r.centerx, r.centery)))
                style.pill(surface, pygame.Rect(r.centerx - self.s(32), r.bottom - self.s(26), self.s(64), self.s(20)),
                           theme.INK, N_("blocked"), self.s(12), theme.SURFACE)
            # count badge
            badge = pygame.Rect(0, 0, self.s(26), self.s(20))
            badge.center = (r.right - self.s(4), r.top + self.s(4))
            style.pill(surface, badge, theme.INK if count else theme.INK_FAINT, str(count), self.s(12),
                       theme.SURFACE)
            # below the card: price (the bury button takes this place in the viewer's buy turn)
            if not (buying and t.bury_visible):
                col = L.stack_cols[n]
                y = r.bottom + self.s(8)
                affordable = t.prompt is not None and n in t.prompt.stacks
                colour_txt = style.MONEY if affordable else theme.INK_SOFT
                self.text(surface, f"${n}", theme.TEXT, colour_txt, (col.centerx, y), "midtop", bold=True)

    # ---- bank ------------------------------------------------------------------------------------------
    def draw_bank(self, surface: pygame.Surface) -> None:
        t, v = self.f, self.f.view
        r = t.L.bank
        pad = self.s(12)
        d = self.s(34)
        pile = t.places.awards_pile
        surface.blit(style.icon("award", d), pile)
        self.text(surface, str(v.awards_left), 26, theme.INK, (pile.right + self.s(8), pile.centery + self.s(1)),
                  "midleft", bold=True)
        label = "awards to win" if v.solo else "Awards"
        self.text(surface, label, theme.TEXT_S - 1, theme.INK_SOFT, (pile.right + self.s(8), pile.bottom + self.s(2)),
                  "topleft")
        if not v.solo:
            ex = t.places.extras_pile
            surface.blit(style.icon("award", ex.h), ex)
            extra = M("Extras {extras_left}", extras_left=v.extras_left)
            if v.unlimited:
                extra += f"  (+{v.unlimited})"
            self.text(surface, extra, theme.TEXT_S, theme.INK, (ex.right + self.s(6), ex.centery), "midleft")
            tok = t.places.token_supply
            surface.blit(style.icon("change", tok.h), tok)
            self.text(surface, M("Change tokens {change_supply}",
                                 change_supply=v.change_supply), theme.TEXT_S, theme.INK,
                      (tok.right + self.s(6), tok.centery), "midleft")
            gem = t.places.gem_supply
            surface.blit(style.icon("gem", gem.h), gem)
            names = [v.seats[g].name for g in v.gems]
            gtxt = M("Gem: {names}", names=join(", ", names)) if names else "Gem: nobody"
            gtxt = style.fit_text(gtxt, self.s(theme.TEXT_S), r.right - pad - gem.right - self.s(6))
            self.text(surface, gtxt, theme.TEXT_S, theme.INK, (gem.right + self.s(6), gem.centery), "midleft")
        else:
            tok = t.places.token_supply
            surface.blit(style.icon("change", tok.h), tok)
            self.text(surface, M("Change tokens {change_supply}",
                                 change_supply=v.change_supply), theme.TEXT_S, theme.INK,
                      (tok.right + self.s(6), tok.centery), "midleft")
            assert t.places.solo_track is not None, "a solo game places its walk"
            draw_solo_walk(surface, t.places.solo_track, v, self.s)

    # ---- patron box ------------------------------------------------------------------------------------
    def draw_patrons(self, surface: pygame.Surface) -> None:
        """The patron box (static for a game: part of the chrome)."""
        t = self.f
        r = t.L.patrons
        theme.draw_panel(surface, r, t.scale, elevation=0.6)
        self.text(surface, "PATRONS", 12, theme.ACCENT, (r.left + self.s(14), r.top + self.s(10)), bold=True)
        setname = t.set_name
        self.text(surface, setname, theme.TEXT_S - 1, theme.INK_SOFT, (r.right - self.s(14), r.top + self.s(9)),
                  "topright")
        rows = placing.patron_rows(self.f.L, self.s)
        for (n, name, timing, short, text, copyable), row in zip(t.patron_rows, rows):
            if n % 2 == 0:
                theme.round_rect(surface, row, theme.shade(theme.SURFACE, 0.985), self.s(6))
            badge = pygame.Rect(row.left + self.s(4), row.centery - self.s(10), self.s(20), self.s(20))
            theme.round_rect(surface, badge, theme.INK, self.s(4))
            self.text(surface, str(n), 13, theme.SURFACE, badge.center, "center", bold=True)
            x = badge.right + self.s(6)
            ih = self.s(13)
            for part in ("play", "buy"):
                if part in timing:
                    ic = style.icon(part, ih, theme.ACCENT_DARK if part == "play" else theme.INK)
                    surface.blit(ic, (x, row.centery - ih // 2))
                    x += ih + self.s(2)
            x = badge.right + self.s(6) + 2 * (ih + self.s(2)) + self.s(2)
            short_name = name[4:] if name.startswith("The ") else name
            label = tr(short_name) + ("*" if not copyable else "")
            nr = self.text(surface, label, theme.TEXT_S, theme.INK, (x, row.centery), "midleft", bold=True)
            sx = max(nr.right + self.s(8), x + self.s(112))
            short = style.fit_text(short, self.s(13), row.right - sx - self.s(4))
            self.text(surface, short, 13, theme.INK_SOFT, (sx, row.centery), "midleft")

    def draw_patron_highlight(self, surface: pygame.Surface) -> None:
        """The patron whose power asks the current question: a warm band over its row."""
        active = self.f.active_patrons
        if not active:
            return
        for n, row in zip(range(2, 8), placing.patron_rows(self.f.L, self.s)):
            if n in active:
                surface.blit(style.veil(row.size, 90, theme.ACCENT), row)
                pygame.draw.rect(surface, theme.ACCENT, row, max(1, self.s(1)), border_radius=self.s(6))

    # ---- players --------------------------------------------------------------------------------------
    def draw_plate(self, surface: pygame.Surface, pr: placing.PlateRects, sv: SeatView, compact: bool = False) -> None:
        t = self.f
        seat_col = style.seat_colour(sv.seat)
        # the seat's colour bar and marker
        bar = pygame.Rect(pr.rect.left, pr.rect.top + self.s(8), self.s(4), pr.rect.h - self.s(16))
        theme.round_rect(surface, bar, seat_col, self.s(2))
        style.seat_marker(surface, sv.seat, (pr.name.left + self.s(6), pr.name.centery), self.s(5))
        name = sv.name
        name = style.fit_text(name, self.s(theme.TEXT), pr.name.w - self.s(44), bold=True)
        self.text(surface, name, theme.TEXT, theme.INK, (pr.name.left + self.s(16), pr.name.centery), "midleft",
                  bold=True)
        if sv.first:
            surface.blit(style.icon("first_player", pr.first.w), pr.first)
        sub = captions.seat_kind(sv)
        self.text(surface, sub, 12, theme.INK_FAINT, (pr.sub.left + self.s(16), pr.sub.centery), "midleft")
        # "≈12 at end", else "≈12", else nothing: never under the thinking dots that may follow the kind
        fnt = theme.font(self.s(12))
        dots = self.s(style.DOTS_ROOM) if style.dots_after_kind(pr, self.s) else 0
        room = pr.sub.w - fnt.size(sub)[0] - self.s(24) - dots
        proj = next((p for p in (captions.projection_short(sv), captions.projection_short(sv, tight=True))
                     if fnt.size(p)[0] <= room), "")
        self.text(surface, proj, 12, theme.ACCENT_DARK, pr.sub.midright, "midright")
        # awards, token, gem
        a = pr.awards
        flying = t.hidden.get(("awards", sv.seat), 0)
        surface.blit(style.icon("award", a.h), (a.left, a.top))
        self.text(surface, f"×{max(0, sv.awards - flying)}", theme.TEXT, theme.INK,
                  (a.left + a.h + self.s(pr.AWARDS_GAP), a.centery), "midleft", bold=True)
        if sv.token and ("token", sv.seat) not in t.hidden:
            surface.blit(style.icon("change", pr.token.h), pr.token)
        if sv.gem:
            surface.blit(style.icon("gem", pr.gem.h), pr.gem)
        # each count inside its half ("Pioche 4Défausse 0" ran together at 960×540), both at the size
        # the longer one needs
        piles = ((M("Deck {deck}", deck=sv.deck), pygame.Rect(pr.deck.topleft, (pr.deck.w - self.s(4), pr.deck.h))),
                 (M("Discard {discard}", discard=sv.discard), pr.discard))
        size = min(fit(words, self.s(12), box.w, box.h)[0] for words, box in piles)
        for words, box in piles:
            blit_fitted(surface, words, size, theme.INK_SOFT, box, align="left")
        # status
        word = self.status_word(sv, t.hidden.get(("money", sv.seat), 0))
        if word and pr.status.bottom <= pr.rect.bottom - self.s(2):
            colour = theme.ACCENT if sv.acting else theme.INK_FAINT
            self.text(surface, word, 12, colour, pr.status.midleft, "midleft", bold=sv.acting)

    @staticmethod
    def status_word(sv: SeatView, counting: int = 0) -> str:
        """The plate's status; ``counting``: dollars still flying onto it (the figure rises as they land)."""
        if sv.status == "buying" and sv.money is not None:
            return M("Buying · ${max} left", max=max(0, sv.money - counting))
        return STATUS_WORDS.get(sv.status, "")

    def draw_seat_panel(self, surface: pygame.Surface, rect: pygame.Rect, sv: SeatView) -> None:
        t = self.f
        acting = sv.acting or (t.view.waiting_for == sv.seat)
        if acting:
            pygame.draw.rect(surface, theme.ACCENT, rect, max(2, self.s(2)), border_radius=self.s(theme.RADIUS_L))
        pr = t.places.plates[sv.seat]
        self.draw_plate(surface, pr, sv, compact=True)
        area = t.places.line_areas[sv.seat]
        if sv.line_hidden:
            msg = {"playing": "Playing their line in secret…", "waiting": "Has not played yet",
                   "done": "Line done · hidden until all have played"}.get(sv.status, "Line hidden")
            tr = self.text(surface, msg, theme.TEXT_S, theme.INK_FAINT, area.center, "center")
            if sv.status == "done":
                b = style.card_back(self.s(22))
                for k in range(3):
                    surface.blit(b, (tr.left - self.s(48) + k * self.s(7), area.centery - b.get_height() // 2))
            return
        self.draw_line(surface, sv, small=True)

    def draw_line(self, surface: pygame.Surface, sv: SeatView, small: bool) -> None:
        t = self.f
        hidden = t.hidden
        placed = t.places.lines.get(sv.seat, [])
        if not placed:
            area = t.places.line_areas[sv.seat]
            msg = "No cards played yet" if t.view.phase == "play" else "No cards played"
            if sv.is_viewer and t.prompt is not None and t.prompt.kind == "play":
                msg = "Drag a card here, or click one in your hand"
            self.text(surface, msg, theme.TEXT_S, theme.INK_FAINT, area.center, "center")
            return
        options = t.prompt.cards if t.prompt else {}
        floor = None
        if sv.is_viewer and not small:        # badges stay under the "YOUR LINE" header
            floor = placing.line_header(t.places.line_areas[sv.seat], self.s).bottom
        for i, (lc, r) in enumerate(placed):
            if ("line", sv.seat, i) in hidden:
                continue
            hovered = t.hover_key == ("line", sv.seat, i)
            clickable = lc.code in options or (t.prompt is not None and lc.code in t.prompt.use)
            if clickable:
                style.draw_glow(surface, r, style.GLOW, self.s(6) if small else self.s(8))
            self.draw_line_card(surface, lc, r, small, own=sv.is_viewer, floor=floor)
            if hovered and clickable:
                style.card_ring(surface, r, theme.ACCENT, t.scale)

    def draw_line_card(self, surface: pygame.Surface, lc: LineCard, r: pygame.Rect, small: bool, own: bool = False,
                       floor: int | None = None) -> None:
        t = self.f
        if not lc.up:
            if small or r.w < self.s(56):
                img = style.mini_card(None, None, r.size, t.patterns, True, lc.tint,
                                      lc.code if own and lc.code else None)
                surface.blit(img, r)
            else:
                surface.blit(style.card_back(r.w), r)
                if own and lc.code:
                    inner = pygame.Rect(0, 0, r.w * 2 // 5, round(r.w * 2 // 5 * cards.CARD_RATIO))
                    inner.midbottom = (r.centerx, r.bottom - self.s(6))
                    surface.blit(style.mini_card(lc.printed_number, lc.printed_colour, inner.size, t.patterns), inner)
                if lc.tint:
                    d = max(self.s(16), r.w // 3)
                    surface.blit(style.tint_badge(lc.tint, d), (r.centerx - d // 2, r.top + self.s(6)))
            return
        if small or r.w < self.s(56):
            img = style.mini_card(lc.printed_number, lc.printed_colour, r.size, t.patterns)
        else:
            img = self.face(lc.code, lc.printed_number, lc.printed_colour, r.w, lc.timing)
        surface.blit(img, r)
        if lc.changed:
            d = max(self.s(14), min(self.s(22), r.w // 3))
            num = lc.number if lc.number != lc.printed_number else None
            col = lc.colour if lc.colour != lc.printed_colour else None
            badge = style.change_badge(num, col, tuple(lc.odd), d)
            surface.blit(badge, placing.badge_rect(r, badge.get_size(), d, floor))

    # ---- the viewer's own area -------------------------------------------------------------------------
    def draw_own(self, surface: pygame.Surface) -> None:
        t, v = self.f, self.f.view
        L = t.L
        viewer = v.viewer
        assert viewer is not None, "a table nobody views has no own area"
        sv = v.seats[viewer]
        if sv.acting or v.decision is not None:
            pygame.draw.rect(surface, theme.ACCENT, L.own, max(2, self.s(2)), border_radius=self.s(theme.RADIUS_L))
        self.draw_plate(surface, t.places.plates[viewer], sv)
        area = t.places.line_areas[viewer]
        hint = t.line_caption
        if hint:
            label_w = theme.font(self.s(11), bold=True).size("YOUR LINE")[0]
            self.text(surface, hint, 12, theme.INK_SOFT, (area.left + self.s(16) + label_w, area.top + self.s(4)))
        self.draw_line(surface, sv, small=False)
        if t.drop_hint is not None:
            r = t.drop_hint
            style.draw_glow(surface, r, style.GLOW, self.s(6), alpha=150)
            pygame.draw.rect(surface, style.GLOW, r, max(2, self.s(2)), border_radius=self.s(8))
        if L.hand is not None:
            self.draw_hand(surface)
        self.draw_action(surface)

    def draw_hand(self, surface: pygame.Surface) -> None:
        t = self.f
        area = t.L.hand
        options = t.prompt.cards if t.prompt else {}
        choosing = t.prompt is not None and bool(options)
        dragging = t.drag_code
        for i, (code, number, colour, timing, r) in enumerate(t.places.hand):
            if ("hand", code) in t.hidden or code == dragging:
                continue
            playable = code in options
            lifted = r
            if t.hover_key == ("hand", code) and playable:
                lifted = r.move(0, -self.s(12))
            if playable:
                style.draw_glow(surface, lifted, style.GLOW, self.s(8))
            surface.blit(self.face(code, number, colour, r.w, timing), lifted)
            if choosing and not playable:
                surface.blit(style.veil(r.size, 120), lifted)
            if code in t.new_cards:      # drawn by a power since the viewer last acted
                word = tr(N_("new"))
                wide = theme.font(self.s(11), bold=True).size(word)[0] + self.s(14)
                tag = pygame.Rect(0, 0, min(r.w - self.s(8), max(self.s(40), wide)), self.s(18))
                tag.midbottom = (lifted.centerx, lifted.bottom - self.s(6))
                style.pill(surface, tag, style.SELECT, style.fit_text(word, self.s(11), tag.w - self.s(6), bold=True),
                           self.s(11), theme.SURFACE)
            if t.chooser is not None and t.chooser["code"] == code:
                style.card_ring(surface, lifted, style.SELECT, t.scale, 3)
            if i < 9 and playable:
                key = pygame.Rect(0, 0, self.s(18), self.s(18))
                key.midtop = (lifted.centerx, lifted.bottom + self.s(2))
                if key.bottom <= area.bottom + self.s(2):
                    style.pill(surface, key, theme.SURFACE_SUNK, str(i + 1), self.s(11), theme.INK_SOFT)

    def draw_action(self, surface: pygame.Surface) -> None:
        t = self.f
        box = t.places.action_text
        y = box.top
        title, body, tone = t.action_texts
        if title:
            ink = theme.ACCENT if tone == "you" else theme.INK
            self.text(surface, title, theme.TEXT_L, ink, (box.left, y), bold=True)
            y += self.s(26)
        if t.places.money is not None:
            y = t.places.money.top + t.places.money.h + self.s(8)
        f = theme.font(self.s(theme.TEXT_S))
        limit = min(box.bottom, t.places.controls_top - self.s(4)) if t.places.controls_top else box.bottom
        for para in body:
            for line in wrap(para, f, box.w):
                if y + f.get_linesize() > limit:
                    break
                surface.blit(theme.text(line, self.s(theme.TEXT_S), theme.INK_SOFT), (box.left, y))
                y += f.get_linesize()
            y += self.s(3)
        money = t.places.money
        if money is not None:
            self.draw_money(surface, money)
        if t.places.picker:
            lab = t.places.picker_label
            if lab is not None:
                self.text(surface, t.picker_caption, 12, theme.INK_SOFT, lab.topleft)
            for code, number, colour, r in t.places.picker:
                if t.hover_key == ("pick", code):
                    r = r.move(0, -self.s(4))
                style.draw_glow(surface, r, style.GLOW, self.s(5))
                surface.blit(style.mini_card(number, colour, r.size, t.patterns), r)

    def draw_money(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        t = self.f
        seat, money, made, parts, awards_now, next_at = t.money
        theme.round_rect(surface, rect, style.MONEY_SOFT, self.s(8))
        if rect.h < self.s(60):
            big = theme.text(f"${money}", self.s(24), style.MONEY, bold=True)
            surface.blit(big, big.get_rect(midleft=(rect.left + self.s(10), rect.centery)))
            x = rect.left + self.s(20) + big.get_width()
            self.text(surface, M("to spend · made ${made}",
                                 made=made), theme.TEXT_S, style.MONEY, (x, rect.centery), "midleft")
            return
        big = theme.text(f"${money}", self.s(34), style.MONEY, bold=True)
        surface.blit(big, big.get_rect(midleft=(rect.left + self.s(12), rect.top + self.s(26))))
        x = rect.left + self.s(24) + big.get_width()
        self.text(surface, "to spend", theme.TEXT_S, style.MONEY, (x, rect.top + self.s(12)))
        self.text(surface, M("Made ${made}", made=made), theme.TEXT_S, theme.INK, (x, rect.top + self.s(30)), bold=True)
        # The sum on a line of its own, the box's whole width, smaller if need be (cut only as a last resort)
        line, room = "= " + captions.money_sum(parts), rect.w - self.s(24)
        size = next((z for z in (12, 11, 10) if theme.font(self.s(z)).size(line)[0] <= room), 10)
        self.text(surface, style.fit_text(line, self.s(size), room), size, theme.INK_SOFT,
                  (rect.left + self.s(12), rect.top + self.s(52)))
        aw = Mn("{awards_now} award so far",
                "{awards_now} awards so far", awards_now, awards_now=awards_now) if awards_now else "No award yet"
        aw += M(" · ${next_at} for {awards_now}", next_at=next_at, awards_now=awards_now + 1)
        ic = style.icon("award", self.s(18))
        surface.blit(ic, (rect.left + self.s(12), rect.bottom - self.s(24)))
        self.text(surface, aw, 13, theme.INK, (rect.left + self.s(34), rect.bottom - self.s(15)), "midleft")
