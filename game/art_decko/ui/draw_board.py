"""Drawing the upper half of the Art Decko table: the museum (exhibitions, New Exhibitor
spaces) and Art Gallery Avenue with the two gold banks."""

from __future__ import annotations

import pygame

from game.art_decko.ui import style
from game.art_decko.ui.frame import Key
from game.art_decko.ui.layout import EXHIBITOR_LABEL
from game.art_decko.ui.paint_base import (
    AVENUE,
    KIND_LABEL,
    LEGAL,
    LEGAL_SOFT,
    MUSEUM_WALL,
    PANEL,
    PANEL_DEEP,
    SELECT,
    PainterBase,
)
from game.engine.i18n import L as Ld, M, Mn, said, tr as say
from game.ui import theme
from game.ui.text import blit_fitted


class BoardPainter(PainterBase):
    """The museum and the avenue, drawn from the frame ``self.f``."""

    # ---- museum ---------------------------------------------------------------------------------
    def draw_museum(self, surface: pygame.Surface) -> None:
        f, L = self.f, self.f.L
        st, d = f.board, f.data
        self.panel(surface, L.museum, fill=MUSEUM_WALL, elevation=0.5)
        active = set(st.activated) if any(st.museum) else set()
        for e, rect in enumerate(L.exhibitions):
            self.draw_exhibition(surface, e, rect, e in active)
        # New Exhibitor spaces
        strip = L.exhibitor_strip
        self.text(surface, EXHIBITOR_LABEL, 10, theme.INK_FAINT, (L.exhibitor_label_x, strip.centery), "midleft",
                  bold=True)
        for i, rect in enumerate(L.exhibitor):
            space = d.exhibitor_spaces[i]
            owner = st.exhibitor[i]
            target = f.target_state(("bonus", space.id))
            fill = PANEL if owner < 0 else PANEL_DEEP
            self.rrect(surface, rect, fill, rect.h // 2)
            pygame.draw.rect(surface, theme.LINE, rect, max(1, self.s(1)), border_radius=rect.h // 2)
            if space.kind == "discount":
                label = M("{n} off a Show", n=space.amount)
            else:
                label = M("+{n} VP", n=space.amount)
            colour = theme.INK if owner < 0 else theme.INK_FAINT
            self.text(surface, label, 12, colour, (rect.centerx - (self.s(10) if owner >= 0 else 0), rect.centery),
                      "center", bold=True)
            if owner >= 0:
                chip = style.ribbon_icon(owner, self.s(22))
                surface.blit(chip, chip.get_rect(midright=(rect.right - self.s(2), rect.centery)))
            self.target_ring(surface, rect, target, radius=12)

    def draw_exhibition(self, surface: pygame.Surface, e: int, rect: pygame.Rect, active: bool) -> None:
        f = self.f
        st, d = f.board, f.data
        exh = d.exhibitions[e]
        target = f.exhibition_target(e)
        fill: theme.Colour = PANEL
        if target == "legal":
            fill = theme.lerp_colour(PANEL, LEGAL_SOFT, 0.55)
        self.rrect(surface, rect, fill, self.s(8))
        pygame.draw.rect(surface, theme.LINE, rect, max(1, self.s(1)), border_radius=self.s(8))
        pad = self.s(7)
        x0, y = rect.left + pad, rect.top + self.s(5)
        # name, two lines
        name = say(Ld(exh.name))                # split in the language shown
        words = name.split()
        lines: list[str] = [said(" ".join(words[:len(words) // 2 + (len(words) % 2)])),
                 said(" ".join(words[len(words) // 2 + (len(words) % 2):]))]
        if len(words) <= 2:
            lines = [said(name), ""]
        for i, line in enumerate(lines):
            if line:
                self.text(surface, self.fit(line, 12, rect.w - 2 * pad, bold=True, condensed=True), 12, theme.INK,
                          (rect.centerx, y + i * self.s(14)), "midtop", bold=True, condensed=True)
        y += self.s(31)
        # cost and rating increase
        coin = style.coin_icon(self.s(20), exh.cost)
        surface.blit(coin, (x0, y))
        self.text(surface, "to show", 11, theme.INK_SOFT, (x0 + coin.get_width() + self.s(3),
                                                           y + coin.get_height() // 2), "midleft")
        self.text(surface, f"▲ +{exh.increase}", 12, theme.INK, (rect.right - pad, y + coin.get_height() // 2),
                  "midright", bold=True)
        y += self.s(25)
        # VP spaces: markers that moved there (with the owner's ribbon), or the VP still free
        n = len(exh.vp)
        slot = self.s(30)
        gap = (rect.w - 2 * pad - n * slot) / max(1, n - 1) if n > 1 else 0
        shown = st.museum[e]
        for i, vp in enumerate(exh.vp):
            sx = round(rect.left + pad + i * (slot + gap))
            c = (sx + slot // 2, y + slot // 2)
            if i < len(st.vp_markers[e]):
                surface.blit(style.marker_icon(st.vp_markers[e][i], slot - self.s(2)),
                             style.marker_icon(st.vp_markers[e][i], slot - self.s(2)).get_rect(center=c))
                owner = shown[i][1] if i < len(shown) else 0
                rib = style.ribbon_icon(owner, self.s(18))
                surface.blit(rib, rib.get_rect(center=(c[0] + self.s(11), c[1] + self.s(10))))
            else:
                pygame.draw.circle(surface, theme.SURFACE, c, slot // 2)
                pygame.draw.circle(surface, theme.INK_FAINT, c, slot // 2, max(1, self.s(1)))
                self.text(surface, str(vp), 13, theme.INK, c, "center", bold=True)
                self.text(surface, "VP", 8, theme.INK_SOFT, (c[0], c[1] + self.s(9)), "center", bold=True)
        y += slot + self.s(6)
        # invitations still open
        free = [m for m in st.invitations[e] if m >= 0]
        if free:
            self.text(surface, "invites", 10, theme.INK_SOFT, (x0, y + self.s(10)), "midleft")
            mx = x0 + self.s(40)
            size = self.s(20)
            step = min(size + self.s(3), (rect.right - pad - mx - size) / max(1, len(free) - 1)) if len(free) > 1 else 0
            for i, m in enumerate(free):
                surface.blit(style.marker_icon(m, size), (round(mx + i * step), y))
        else:
            self.text(surface, "all invitations met", 10, LEGAL, (rect.centerx, y + self.s(10)), "center", bold=True)
        y += self.s(26)
        # the paintings on display
        area = f.shown_areas[e]
        if shown:
            for card, owner, r in f.shown_cards[e]:
                self.blit_card(surface, card, r, shadow=False)
                chip = style.player_chip(owner, self.s(14))
                surface.blit(chip, chip.get_rect(center=(r.right - self.s(2), r.bottom - self.s(3))))
        else:
            self.rrect(surface, area.inflate(0, -self.s(4)), PANEL_DEEP, self.s(6))
            self.text(surface, "nothing on show yet", 10, theme.INK_FAINT, area.center, "center")
        y = area.bottom + self.s(4)
        # the bonus tile
        tile = d.tiles[st.tiles[e]]
        tr = pygame.Rect(rect.left + self.s(5), y, rect.w - self.s(10), rect.bottom - y - self.s(5))
        tfill = (250, 236, 196) if active else theme.SURFACE
        self.rrect(surface, tr, tfill, self.s(6))
        pygame.draw.rect(surface, style.COIN_DARK if active else theme.LINE, tr, max(1, self.s(2 if active else 1)),
                         border_radius=self.s(6))
        icon = self.tile_icon(tile.kind, self.s(16))
        surface.blit(icon, icon.get_rect(midleft=(tr.left + self.s(4), tr.centery)))
        label_w = tr.w - self.s(26)
        # a long name goes a size or two smaller before it is cut ("Chambre avec Rap…" in French)
        size = next((z for z in (11, 10, 9) if theme.font(self.s(z), bold=True, condensed=True).size(
            say(tile.name))[0] <= label_w), 9)
        name = self.fit(tile.name, size, label_w, bold=True, condensed=True)
        self.text(surface, name, size, theme.INK, (tr.left + self.s(23), tr.centery - self.s(6)), "midleft",
                  bold=True, condensed=True)
        sub = M("{kind} · scores", kind=KIND_LABEL[tile.kind]) if active else KIND_LABEL[tile.kind]
        # kept inside the tile ("Bonus Musée · marque" ran over its edge at 1920×1080): condensed when too
        # wide, then without "· scores" (the green bold line and the gold tile say it), then cut
        narrow = theme.font(self.s(9), bold=active).size(say(sub))[0] > label_w
        if narrow and active and theme.font(self.s(9), bold=True, condensed=True).size(say(sub))[0] > label_w:
            sub = KIND_LABEL[tile.kind]
        sub = self.fit(sub, 9, label_w, bold=active, condensed=narrow)
        self.text(surface, sub, 9, LEGAL if active else theme.INK_SOFT, (tr.left + self.s(23), tr.centery + self.s(7)),
                  "midleft", bold=active, condensed=narrow)
        self.target_ring(surface, rect, target, radius=10)
        if f.plan_where["show"] == e and not f.my_turn:
            self.ring(surface, rect, theme.ACCENT, 2, 10)

    def tile_icon(self, kind: str, size: int) -> pygame.Surface:
        """Gold tiles: a coin; Museum tiles: an arch; Player tiles: a laurel."""  # i18n: not shown
        if kind == "gold":
            return style.coin_icon(size)
        if kind == "museum":
            return style.glyph_icon("renaissance", size, theme.INK_SOFT)
        return style.laurel_icon(size, theme.INK_SOFT)

    def target_ring(self, surface: pygame.Surface, rect: pygame.Rect, target: str | None, radius: float = 8) -> None:
        if target == "legal":
            self.ring(surface, rect, LEGAL, 2, radius)
        elif target == "hover":
            self.ring(surface, rect, LEGAL, 4, radius)
        elif target == "chosen":
            self.ring(surface, rect, SELECT, 4, radius)

    # ---- avenue and banks --------------------------------------------------------------------------
    def draw_avenue(self, surface: pygame.Surface) -> None:
        f, L = self.f, self.f.L
        st = f.board
        self.panel(surface, L.avenue, fill=AVENUE, elevation=0.5)
        self.text(surface, "ART GALLERY AVENUE", 11, theme.INK_SOFT, (L.galleries[0].left + self.s(2),
                                                                      L.avenue.top + self.s(11)),
                  "midleft", bold=True)
        self.text(surface, "FINANCIAL DISTRICT", 11, theme.INK_SOFT, (L.banks[0].left + self.s(2),
                                                                      L.avenue.top + self.s(11)),
                  "midleft", bold=True)
        for g, rect in enumerate(L.galleries):
            self.draw_gallery(surface, g, rect)
        for b, rect in enumerate(L.banks):
            self.draw_bank(surface, b, rect)
        # the supply of cost tokens and the painting deck
        r = L.supply
        x = r.left + self.s(2)
        x = self.text(surface, "Next cost tokens", 11, theme.INK_SOFT, (x, r.centery), "midleft").right + self.s(8)
        size = self.s(20)
        for v in st.token_supply[:14]:
            tok = style.cost_token(v, size)
            surface.blit(tok, tok.get_rect(midleft=(x, r.centery)))
            x += size + self.s(2)
        if len(st.token_supply) > 14:
            self.text(surface, f"+{len(st.token_supply) - 14}", 11, theme.INK_SOFT, (x, r.centery), "midleft")
        if not st.token_supply:
            self.text(surface, "none left: an emptied gallery stays empty", 11, theme.INK_SOFT, (x, r.centery),
                      "midleft")
        deck = M("Painting deck: {n}", n=st.deck_count)
        colour = theme.ACCENT if st.deck_count <= 8 else theme.INK_SOFT
        self.text(surface, deck, 12, colour, (L.banks[0].left + self.s(2), r.centery), "midleft", bold=True)

    def draw_gallery(self, surface: pygame.Surface, g: int, rect: pygame.Rect) -> None:
        f = self.f
        st, d = f.board, f.data
        loc = d.locations[g]
        bought = g in st.acquired_from and not st.over
        fill = PANEL if not bought else PANEL_DEEP
        self.rrect(surface, rect, fill, self.s(8))
        pygame.draw.rect(surface, theme.LINE, rect, max(1, self.s(1)), border_radius=self.s(8))
        pad = self.s(6)
        name = loc.name.replace("Gallery ", "")
        self.text(surface, name, 14, theme.INK, (rect.left + pad, rect.top + self.s(4)), bold=True)
        self.text(surface, f"▲ +{loc.increase}", 11, theme.INK_SOFT, (rect.left + pad, rect.top + self.s(22)),
                  bold=True)
        # refill limit: little card outlines
        lx = rect.left + pad + self.s(40)
        for i in range(loc.limit):
            r = pygame.Rect(lx + i * self.s(9), rect.top + self.s(22), self.s(7), self.s(11))
            pygame.draw.rect(surface, theme.INK_FAINT, r, max(1, self.s(1)), border_radius=self.s(1))
        tok = style.cost_token(st.tokens[g], self.s(32))
        surface.blit(tok, tok.get_rect(topright=(rect.right - pad + self.s(2), rect.top + self.s(3))))
        cards = f.gallery_cards[g]
        if not cards:
            self.text(surface, "empty", 12, theme.INK_FAINT, (rect.centerx, rect.top + self.s(84)), "center")
        for card, r in cards:
            self.draw_target_card(surface, card, r, ("gallery", card))
        if bought:
            self.text(surface, "bought here this turn", 10, theme.INK_SOFT, (rect.centerx, rect.bottom - self.s(10)),
                      "center")
        if f.plan_where["acquire"] == g and not f.my_turn:
            self.ring(surface, rect, theme.ACCENT, 2, 10)

    def draw_target_card(self, surface: pygame.Surface, card: int, r: pygame.Rect, key: Key) -> None:
        f = self.f
        state = f.spot_state(key)
        chosen = state == "chosen"
        self.blit_card(surface, card, r, highlighted=chosen)
        if state in ("legal", "hover"):
            self.ring(surface, r, LEGAL, 3 if state == "legal" else 5, 7)
        if state == "second":
            self.ring(surface, r, SELECT, 3, 7)
            self.badge(surface, "2nd", (r.centerx, r.bottom - self.s(10)), SELECT, theme.INK)
        if chosen:
            self.badge(surface, M("buying"), (r.centerx, r.bottom - self.s(10)), SELECT, theme.INK)
        d = f.data
        c = d.cards[card]
        if c.genre >= 0:     # what it pays now, where overlapping cards leave it visible
            coin = style.coin_icon(self.s(16), f.board.gold_values[c.genre])
            surface.blit(coin, coin.get_rect(topleft=(r.left + self.s(2), r.top + self.s(16))))

    def draw_bank(self, surface: pygame.Surface, b: int, rect: pygame.Rect) -> None:
        f = self.f
        st, d = f.board, f.data
        loc = d.locations[len(st.galleries) + b]
        bought = loc.index in st.acquired_from and not st.over
        self.rrect(surface, rect, PANEL if not bought else PANEL_DEEP, self.s(8))
        pygame.draw.rect(surface, theme.LINE, rect, max(1, self.s(1)), border_radius=self.s(8))
        pad = self.s(6)
        coin = style.coin_icon(self.s(28), loc.cost)
        coin_at = coin.get_rect(topright=(rect.right - pad, rect.top + self.s(5)))
        surface.blit(coin, coin_at)
        # the name keeps clear of the coin ("Cadmium" touched it): a size smaller when it must
        name = pygame.Rect(rect.left + pad, rect.top + self.s(4), coin_at.left - self.s(4) - rect.left - pad,
                           self.s(18))
        blit_fitted(surface, Ld(loc.name.replace(" Bank", "")), self.s(14), theme.INK, name, bold=True, align="left")
        self.text(surface, M("gold ▲ +{n}", n=loc.increase), 11, theme.INK_SOFT,
                  (rect.left + pad, rect.top + self.s(22)), bold=True)
        cards = f.bank_cards[b]
        for card, r in cards:
            self.draw_target_card(surface, card, r, ("bank", card))
        left = st.cadmium_deck_count if b == 0 else max(0, len(st.sienna) - 1)
        note: str = (Mn("+{n} face down", "+{n} face down", left, n=left) if b == 0 else
                     Mn("{n} in the stack", "{n} in the stack", len(st.sienna), n=len(st.sienna)))
        if b == 1 and not st.sienna:
            note = "sold out"
        if b == 0 and not st.cadmium:
            note = "sold out"
        blit_fitted(surface, note, self.s(10), theme.INK_SOFT,          # inside the bank, a size smaller if need be
                    pygame.Rect(rect.left + self.s(3), rect.bottom - self.s(17), rect.w - self.s(6), self.s(14)))
        if f.plan_where["acquire"] == loc.index and not f.my_turn:
            self.ring(surface, rect, theme.ACCENT, 2, 10)

