"""Drawing the Art Decko table's panels: the market rating board, the players, the hand and
the side panel (the payment meter, the choices, the waiting seat)."""

from __future__ import annotations

import math

import pygame

from game.art_decko.ui import paintings, style
from game.art_decko.ui.paint_base import BAND_A, BAND_B, LEGAL, PANEL, PANEL_DEEP, SELECT, PainterBase
from game.engine.i18n import M, Mn
from game.games import ai_kind
from game.ui import theme
from game.ui.text import blit_fitted, fit


class PanelPainter(PainterBase):
    """The rating board, players, hand and side panel, drawn from the frame ``self.f``."""

    # ---- market rating board ---------------------------------------------------------------------
    def draw_rating(self, surface: pygame.Surface) -> None:
        f, L = self.f, self.f.L
        st, d = f.board, f.data
        r = L.rating
        self.panel(surface, r, elevation=0.5)
        pad = self.s(10)
        self.text(surface, "Market rating", 14, theme.INK, (r.left + pad, r.top + self.s(7)), bold=True)
        self.text(surface, M("game ends when a marker reaches {n}", n=d.end_rating), 10, theme.INK_SOFT,
                  (r.right - pad, r.top + self.s(10)), "topright")
        track, lanes_top, lane_h = self.rating_geometry()
        label_w = track.left - r.left - pad
        rows = d.market_rows
        nb = len(rows)
        bw = track.w / nb
        head_h = self.s(13)
        lanes_bottom = r.bottom - pad
        # bands with their gold, VP and ratio
        for i, row in enumerate(rows):
            x0 = round(track.left + i * bw)
            band = pygame.Rect(x0, track.top, round(bw) + 1, lanes_bottom - track.top)
            surface.fill(BAND_A if i % 2 == 0 else BAND_B, band)
            cx = x0 + bw / 2
            frm, _, gold, vp, ratio = row
            self.text(surface, f"{frm}+", 9, theme.INK_FAINT, (cx, track.top + self.s(1)), "midtop")
            coin = style.coin_icon(self.s(12), gold)
            surface.blit(coin, coin.get_rect(midtop=(cx - self.s(8), track.top + head_h)))
            self.text(surface, f"{vp}", 10, theme.INK, (cx + self.s(7), track.top + head_h + self.s(1)), "midtop",
                      bold=True)
            self.text(surface, f"{ratio}:1", 9, style.COIN_DARK, (cx, track.top + 2 * head_h + self.s(1)), "midtop",
                      bold=True)
        self.text(surface, "row", 9, theme.INK_FAINT, (track.left - self.s(4), track.top + self.s(1)), "topright")
        self.text(surface, "pays·VP", 9, theme.INK_SOFT, (track.left - self.s(4), track.top + head_h + self.s(1)),
                  "topright")
        self.text(surface, "gold:VP", 9, style.COIN_DARK, (track.left - self.s(4), track.top + 2 * head_h + self.s(1)),
                  "topright")
        # the end line at 70
        ex = track.left + track.w * d.end_rating / (d.top + 1)
        pygame.draw.line(surface, theme.ACCENT, (ex, lanes_top - self.s(2)), (ex, lanes_bottom), max(1, self.s(2)))
        # lanes: five genres and gold
        marker = self.s(17)
        for lane in range(6):
            ly = lanes_top + lane * lane_h
            cy = round(ly + lane_h / 2)
            if lane:
                pygame.draw.line(surface, theme.LINE, (track.left, round(ly)), (track.right, round(ly)), 1)
            if lane < 5:
                label = style.glyph_icon(lane, marker)
                value = st.ratings[lane]
            else:
                label = theme.text("gold", self.s(10), style.COIN_DARK, bold=True)
                value = st.gold_rating
            surface.blit(label, label.get_rect(center=(r.left + pad + label_w // 2, cy)))
            # the right column: value, and what it means now
            rx = track.right + self.s(8)
            self.text(surface, str(value), 12, theme.INK, (rx, cy), "midleft", bold=True)
            if lane < 5:
                gc = style.coin_icon(self.s(15), d.painting_gold[value])
                surface.blit(gc, gc.get_rect(midleft=(rx + self.s(24), cy)))
                self.text(surface, M("{n} VP", n=d.painting_vp[value]), 11, theme.INK, (rx + self.s(42), cy), "midleft")
            else:
                gc = style.coin_icon(self.s(15), d.gold_ratio[value])
                surface.blit(gc, gc.get_rect(midleft=(rx + self.s(24), cy)))
                self.text(surface, "= 1 VP", 11, style.COIN_DARK, (rx + self.s(42), cy), "midleft", bold=True)

    def rating_label_w(self) -> int:
        """The width of the rating board's label column: its widest label ("pays·VP", "gold:VP",
        the gold lane's "gold") with a gap, however small the window draws them."""
        small, bold = theme.font(self.s(9)), theme.font(self.s(10), bold=True)
        widest: int = max(self.s(30), small.size("pays·VP")[0] + self.s(6), small.size("gold:VP")[0] + self.s(6),
                          bold.size("gold")[0] + self.s(6))
        return widest

    def rating_geometry(self) -> tuple[pygame.Rect, int, float]:
        """(track rect, lanes top, lane height) of the rating board."""
        r = self.f.L.rating
        pad = self.s(10)
        label_w, right_w = self.rating_label_w(), self.s(96)
        track = pygame.Rect(r.left + pad + label_w, r.top + self.s(28), r.w - 2 * pad - label_w - right_w, 0)
        lanes_top = track.top + 3 * self.s(13) + self.s(4)
        return track, lanes_top, (r.bottom - pad - lanes_top) / 6

    def draw_rating_markers(self, surface: pygame.Surface) -> None:
        f = self.f
        d = f.data
        track, lanes_top, lane_h = self.rating_geometry()
        marker = self.s(17)
        # markers sharing a space are nudged apart a little
        for lane in range(6):
            cy = round(lanes_top + lane * lane_h + lane_h / 2)
            if lane < 5:
                icon, value = style.marker_icon(lane, marker), f.ratings[lane]
            else:
                icon, value = style.coin_icon(marker), f.gold
            mx = track.left + track.w * (value + 0.5) / (d.top + 1)
            surface.blit(icon, icon.get_rect(center=(round(mx), cy)))

    def draw_scores(self, surface: pygame.Surface) -> None:
        f = self.f
        for p, rect in enumerate(f.L.player_rows()):
            score = f.scores[p]
            self.text(surface, f"{round(score)}", 24, theme.INK, (rect.right - self.s(40), rect.top + rect.h // 2),
                      "midright",
                      bold=True)

    # ---- players -------------------------------------------------------------------------------
    def draw_players(self, surface: pygame.Surface) -> None:
        L = self.f.L
        self.panel(surface, L.players, elevation=0.5)
        rows = L.player_rows()
        condensed, short = self.facts_style(rows)
        for p, rect in enumerate(rows):
            self.draw_player(surface, p, rect, condensed, short)

    def facts_room(self, rect: pygame.Rect) -> tuple[int, int]:
        """``(left, right)`` of a player row's facts line: from the name to a three-digit score."""
        left = rect.left + self.s(8) + self.s(32)
        score_w: int = theme.font(self.s(24), bold=True).size("888")[0]
        return left, rect.right - self.s(40) - score_w - self.s(8)

    def player_facts(self, p: int) -> tuple[list[str], str | None]:
        """The facts line of seat ``p``: labels (ribbons, hand, deck, discard, shown) and its NE tag."""
        st, d = self.f.board, self.f.data
        q = st.players[p]
        labels: list[str] = [str(q.ribbons), M("hand {n}", n=q.hand_count), M("deck {n}", n=q.draw_count),
                  M("discard {n}", n=len(q.discard)), M("shown {n}", n=q.shown)]
        tag: str | None = None
        if p in st.exhibitor:
            space = d.exhibitor_spaces[st.exhibitor.index(p)]
            tag = (M("NE -{n}", n=space.amount) if space.kind == "discount"
                   else M("NE +{n}VP", n=space.amount))
        return labels, tag

    def facts_style(self, rows: list[pygame.Rect]) -> tuple[bool, bool]:
        """``(condensed, short)`` for every row alike: a condensed font if any row needs it, and
        no discard count (the row's tooltip keeps it) if even that is too wide."""
        icon = style.ribbon_icon(0, self.s(14))
        need = []
        for p, rect in enumerate(rows):
            left, right = self.facts_room(rect)
            labels, tag = self.player_facts(p)
            need.append((right - left, labels, tag))
        condensed = any(self.facts_width(icon, labels, tag, False) > room for room, labels, tag in need)
        short = condensed and any(self.facts_width(icon, labels, tag, True) > room for room, labels, tag in need)
        return condensed, short

    def draw_player(self, surface: pygame.Surface, p: int, rect: pygame.Rect, condensed: bool = False,
                    short: bool = False) -> None:
        f = self.f
        st = f.board
        seat = f.seats[p]
        current = st.current == p and not st.over
        fill = (252, 246, 232) if current else theme.SURFACE
        self.rrect(surface, rect, fill, self.s(8))
        pygame.draw.rect(surface, theme.ACCENT if current else theme.LINE, rect, max(1, self.s(2 if current else 1)),
                         border_radius=self.s(8))
        bar = pygame.Rect(rect.left, rect.top, self.s(6), rect.h)
        self.rrect(surface, bar, style.player_colour(p), self.s(3))
        compact = rect.h < self.s(52)
        pad = self.s(8)
        rib = style.ribbon_icon(p, self.s(26 if not compact else 22))
        surface.blit(rib, rib.get_rect(midleft=(rect.left + pad + self.s(2), rect.top + rect.h // 2)))
        x = rect.left + pad + self.s(32)
        who = M("{who}  (you)", who=seat.name) if p == f.viewer and f.humans == 1 else seat.name
        name_r = self.text(surface, self.fit(who, 14, self.s(150), bold=True), 14, theme.INK, (x, rect.top + self.s(5)),
                           bold=True)
        kind = M("human") if seat.human else ai_kind(seat.player)
        if current:
            doing = M("to play") if seat.human else M("thinking") if f.thinking else M("playing")
            kind = M("{doing} · {kind}", doing=doing, kind=kind)
        self.text(surface, kind, 10, theme.ACCENT_DARK if current else theme.INK_SOFT,
                  (name_r.right + self.s(6), rect.top + self.s(8)))
        # second line: ribbons, cards, shown, the New Exhibitor tag; all left of a three-digit score
        y2 = rect.top + self.s(25 if not compact else 22)
        icon = style.ribbon_icon(p, self.s(14))
        labels, tag = self.player_facts(p)
        if short:
            del labels[3]             # the discard pile: still in the row's tooltip
        xx = x
        for i, label in enumerate(labels):
            if i == 0:
                surface.blit(icon, icon.get_rect(midleft=(xx, y2 + self.s(7))))
                xx += icon.get_width() + self.s(2)
            r = self.text(surface, label, 11, theme.INK_SOFT, (xx, y2 + self.s(7)), "midleft", condensed=condensed)
            xx = r.right + self.s(6 if condensed else 9)
        if tag is not None:
            w = self.tag_width(tag)
            self.badge(surface, tag, (xx + w // 2, y2 + self.s(7)), PANEL_DEEP, theme.INK_SOFT, 9)
        if p < len(f.projected):
            self.text(surface, f.projected[p], 10, theme.ACCENT_DARK, (rect.right - self.s(8), rect.top + self.s(5)),
                      "topright")
        # the score (its number is drawn live, see draw_scores)
        self.text(surface, "VP", 11, theme.INK_SOFT, (rect.right - self.s(36), rect.top + rect.h // 2 + self.s(4)),
                  "midleft", bold=True)

    def facts_width(self, icon: pygame.Surface, labels: list[str], tag: str | None, condensed: bool) -> int:
        """How wide a player's second line is: the ribbon icon, the facts and the NE tag."""
        fnt = theme.font(self.s(11), condensed=condensed)
        gap = self.s(6 if condensed else 9)
        width: int = icon.get_width() + self.s(2) + sum(fnt.size(label)[0] + gap for label in labels)
        return width + (self.tag_width(tag) if tag is not None else 0)

    def tag_width(self, tag: str) -> int:
        """The width of a small badge (see ``style.draw_badge``) at size 9."""
        width: int = theme.font(self.s(9), bold=True).size(tag)[0]
        return width + 2 * max(2, self.s(9) // 3)

    def draw_action_spaces(self, surface: pygame.Surface, p: int, area: pygame.Rect) -> None:
        """The two action spaces of the player whose turn it is: what they spent and took."""
        f = self.f
        st = f.board
        col_w = (area.w - self.s(8)) // 2
        for i, space in enumerate(st.played):
            col = pygame.Rect(area.left + i * (col_w + self.s(8)), area.top, col_w, area.h)
            now = i == st.actions_done and not st.over
            self.rrect(surface, col, theme.SURFACE if now else PANEL, self.s(6))
            pygame.draw.rect(surface, theme.ACCENT if now else theme.LINE, col, max(1, self.s(1)),
                             border_radius=self.s(6))
            self.text(surface, M("Action {n}", n=i + 1), 10, theme.INK if now else theme.INK_SOFT,
                      (col.centerx, col.top + self.s(3)), "midtop", bold=True)
            inner = pygame.Rect(col.left + self.s(4), col.top + self.s(17), col.w - self.s(8), col.h - self.s(21))
            if not space:
                word = M("now") if now else ("—" if i < st.actions_done else "")
                self.text(surface, word, 10, theme.INK_FAINT, inner.center, "center")
                continue
            cw, ch = f.L.space_card_size(area)
            xs = f.L.row(inner, len(space), cw, self.s(3), align="center")
            for card, x in zip(space, xs):
                self.blit_card(surface, card, (x, inner.top, cw, ch), shadow=False)

    # ---- the hand and the side panel -------------------------------------------------------------
    def draw_hand(self, surface: pygame.Surface) -> None:
        f, L = self.f, self.f.L
        st = f.board
        self.panel(surface, L.hand_area, elevation=0.8)
        prompt, tone = f.prompt
        colour = theme.ACCENT_DARK if tone == "you" else theme.INK_SOFT
        # a long prompt goes smaller, then on two lines in the room above the cards (text.fit)
        blit_fitted(surface, prompt, self.s(15), colour, L.prompt.inflate(0, self.s(6)), bold=tone == "you",
                    align="left")
        viewer = f.viewer
        if viewer is None:
            p = st.current
            n = st.players[p].hand_count if not st.over else 0
            area = L.cards
            cw, ch = L.hand_card_size()
            xs = L.row(area, n, cw, self.s(8))
            for x in xs:
                surface.blit(paintings.render_back((cw, ch)), (x, area.top + self.s(14)))
        else:
            items = f.hand_cards
            for card, r in items:
                self.draw_hand_card(surface, card, r)
            for card, r in f.ability_chips:
                self.draw_ability_chip(surface, card, r)
            if not items:
                self.text(surface, "No cards in hand", 14, theme.INK_FAINT, L.cards.center, "center")
        self.draw_side(surface)

    def draw_hand_card(self, surface: pygame.Surface, card: int, r: pygame.Rect) -> None:
        f = self.f
        st, d = f.board, f.data
        state = f.spot_state(("hand", card))
        paid = f.paid.get(card)
        marked = card in f.discard_marks
        highlighted = state in ("selected", "chosen") or paid is not None
        dimmed = state == "disabled" or marked
        self.blit_card(surface, card, r, highlighted=highlighted, dimmed=dimmed, shadow="soft")
        c = d.cards[card]
        if c.genre >= 0:     # what it pays now, where overlapping cards leave it visible
            coin = style.coin_icon(self.s(24), st.gold_values[c.genre])
            surface.blit(coin, coin.get_rect(topleft=(r.left + self.s(3), r.top + self.s(28))))
        if state == "hover":
            self.ring(surface, r, LEGAL, 3, 8)
        if paid is not None:
            value = st.pays[card][paid]
            label = M("pays {n} · ability", n=value) if paid else M("pays {n}", n=value)
            self.badge(surface, label, (r.centerx, r.centery + self.s(8)), LEGAL, theme.SURFACE, 12)
        if state == "chosen":
            # above the title plaque: the tag does not hide the card's name ("à accrocher")
            self.badge(surface, "to show", (r.centerx, paintings.plaque_top(r) - self.s(12)), SELECT, theme.INK, 11)
        if marked:
            self.badge(surface, "discard", (r.centerx, r.centery), theme.ACCENT, theme.SURFACE, 12)

    def draw_ability_chip(self, surface: pygame.Surface, card: int, r: pygame.Rect) -> None:
        f = self.f
        d = f.data
        ab = d.cards[card].ability
        assert ab is not None           # the chip is drawn on a card that has an ability
        on = f.paid.get(card) is True
        hovered = f.hovered == ("ability", card)
        fill = style.COIN if on else (theme.SURFACE if not hovered else (252, 244, 220))
        self.rrect(surface, r, fill, r.h // 2)
        pygame.draw.rect(surface, style.COIN_DARK, r, max(1, self.s(1)), border_radius=r.h // 2)
        worth = M("+{n}", n=ab.worth) if ab.adds_face else M("as {n}", n=ab.worth)
        label: str = M("✓ using {worth}", worth=worth) if on else M("Use ability {worth}", worth=worth)
        if theme.font(self.s(10), bold=True, condensed=True).size(label)[0] > r.w - self.s(6):
            label = M("✓ {worth}", worth=worth) if on else M("Use {worth}", worth=worth)   # a narrow tab
        label = self.fit(label, 10, r.w - self.s(6), bold=True, condensed=True)
        self.text(surface, label, 10, theme.INK, r.center, "center", bold=True, condensed=True)

    def draw_side(self, surface: pygame.Surface) -> None:
        f, L = self.f, self.f.L
        r = L.side
        self.rrect(surface, r, PANEL_DEEP, self.s(8))
        kind = f.side_kind
        pad = self.s(10)
        if kind == "pay":
            self.draw_payment(surface, r)
        elif kind == "marker":
            self.text(surface, "Which invitation marker?", 13, theme.INK, (r.left + pad, r.top + pad), bold=True)
            for b, m in f.marker_buttons:
                icon = style.marker_icon(m, b.rect.h - self.s(8))
                surface.blit(icon, icon.get_rect(midright=(b.rect.left - self.s(4), b.rect.centery)))
        elif kind == "exhibitor":
            self.text(surface, "New Exhibitor bonus", 13, theme.INK, (r.left + pad, r.top + pad), bold=True)
            # one line above the bonus buttons: a size smaller, then "…" (the French line is longer)
            px, (line, *_) = fit("once, on your first Show", self.s(11), r.w - 2 * pad, 0)
            theme.blit_text(surface, line, px, theme.INK_SOFT, (r.left + pad, r.top + pad + self.s(18)))
        elif kind == "selected" and f.selected is not None:
            # the name and each note on two lines when one does not hold them ("Chambre avec Rap…")
            y = self.lines(surface, f.data.card_name(f.selected), 13, theme.INK, (r.left + pad, r.top + pad),
                           r.w - 2 * pad, bold=True) + self.s(3)
            for line in f.selected_notes:
                y = self.lines(surface, line, 11, theme.INK_SOFT, (r.left + pad, y), r.w - 2 * pad) + self.s(2)
        elif kind == "discard":
            self.text(surface, "End of turn", 13, theme.INK, (r.left + pad, r.top + pad), bold=True)
            n = len(f.discard_marks)
            hand = f.board.players[f.board.current].hand_count
            draw = max(0, f.data.hand_size - (hand - n))
            self.text(surface, Mn("{n} marked to discard", "{n} marked to discard", n, n=n), 11, theme.INK_SOFT,
                      (r.left + pad, r.top + pad + self.s(20)))
            self.text(surface, M("you will draw {n}", n=draw), 11, theme.INK_SOFT,
                      (r.left + pad, r.top + pad + self.s(35)))
        elif kind == "action":
            self.text(surface, "Your move", 13, theme.INK, (r.left + pad, r.top + pad), bold=True)
            y = r.top + pad + self.s(20)
            for line in ("Buy: click a green card above.", "Haggle or Show: click a card", "in your hand first."):
                self.text(surface, line, 11, theme.INK_SOFT, (r.left + pad, y))
                y += self.s(14)
            self.draw_action_spaces(surface, f.board.current, L.action_spaces(waiting=False))
        else:
            self.draw_waiting(surface, r)

    def draw_waiting(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        f = self.f
        st = f.board
        pad = self.s(10)
        if st.over:
            self.text(surface, "Game over", 14, theme.INK, (r.left + pad, r.top + pad), bold=True)
            return
        p = st.current
        seat = f.seats[p]
        name = self.text(surface, self.fit(seat.name, 14, r.w - 2 * pad - self.s(60), bold=True), 14, theme.INK,
                         (r.left + pad, r.top + pad), bold=True)
        what = M("is thinking") if f.thinking else (M("is playing") if not seat.human else M("to play"))
        self.text(surface, what, 12, theme.INK_SOFT, (name.right + self.s(6), name.bottom), "bottomleft")
        self.draw_action_spaces(surface, p, f.L.action_spaces(waiting=True))

    def draw_spinner(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """A small ring of genre markers turning while an AI plays."""
        f = self.f
        st = f.board
        if f.seats[st.current].human:
            return
        pad = self.s(10)
        c = (r.right - pad - self.s(16), r.top + pad + self.s(10))
        for k in range(5):
            a = f.age * 2.4 + k * 2 * math.pi / 5
            icon = style.marker_icon(k, self.s(10))
            surface.blit(icon, icon.get_rect(center=(c[0] + self.s(11) * math.cos(a), c[1] + self.s(11) * math.sin(a))))

    def draw_payment(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        f = self.f
        st = f.board
        pad = self.s(10)
        plan = st.plan
        assert plan is not None and plan.cost is not None      # drawn while the viewer pays
        cost, total = plan.cost, plan.total
        # what is paid for, on two lines when one does not hold it ("Acheter Peupliers en juin · C…")
        y = self.lines(surface, f.plan_words, 12, theme.INK, (r.left + pad, r.top + self.s(7)), r.w - 2 * pad,
                       bold=True)
        # the meter: total against cost
        bar = pygame.Rect(r.left + pad, max(r.top + self.s(28), y + self.s(5)), r.w - 2 * pad, self.s(22))
        self.rrect(surface, bar, theme.SURFACE, bar.h // 2)
        if cost > 0:
            frac = min(1.0, total / cost)
            fillr = pygame.Rect(bar.left, bar.top, max(bar.h, round(bar.w * frac)), bar.h)
            if total > 0:
                self.rrect(surface, fillr, LEGAL if total >= cost else style.COIN, bar.h // 2)
        pygame.draw.rect(surface, theme.LINE, bar, max(1, self.s(1)), border_radius=bar.h // 2)
        ink = theme.SURFACE if total >= cost > 0 else theme.INK
        self.text(surface, M("paid {total} of {cost}", total=total, cost=cost), 12, ink, bar.center, "center",
                  bold=True)
        y = bar.bottom + self.s(6)
        notes = f.payment_notes
        for line in notes[:3]:
            self.text(surface, self.fit(line, 10, r.w - 2 * pad), 10, theme.INK_SOFT, (r.left + pad, y))
            y += self.s(13)

