"""Drawing the Art Decko table: museum, avenue and banks, rating board, players, hand, panels.

The :class:`Painter` reads the table's state and layout and draws; it changes nothing.
Everything it draws at a position the table also uses for clicks comes from the same
geometry functions of the table (``hand_cards``, ``gallery_cards``, ``bank_cards``), so what
you see is what you click.
"""

import math

import pygame

from game.art_decko.scoring import activated_exhibitions
from game.ui import theme
from game.ui.art_decko import paintings, style

PANEL = (247, 242, 232)
PANEL_DEEP = (238, 231, 217)
MUSEUM_WALL = (236, 228, 212)
AVENUE = (234, 229, 218)
LEGAL = (38, 150, 100)         # legal targets: a green ring (plus a thicker ring and a lift on hover)
LEGAL_SOFT = (206, 232, 214)
SELECT = (226, 168, 46)
BAND_A, BAND_B = (240, 234, 222), (228, 220, 204)
KIND_LABEL = {"gold": "Gold bonus", "museum": "Museum bonus", "player": "Player bonus"}


class Painter:
    def __init__(self, table):
        self.t = table
        self._base = None
        self._scratch = None
        self._regions = {}
        self._stamp = None

    # ---- helpers --------------------------------------------------------------------------------
    def s(self, v):
        return self.t.s(v)

    def text(self, surface, s, size, colour, pos, anchor="topleft", **kw):
        return theme.blit_text(surface, s, self.s(size), colour, pos, anchor, **kw)

    def fit(self, s, size, width, bold=False, condensed=False):
        """``s`` shortened with … to fit ``width`` at design ``size``."""
        f = theme.font(self.s(size), bold=bold, condensed=condensed)
        if f.size(s)[0] <= width:
            return s
        while len(s) > 1 and f.size(s + "…")[0] > width:
            s = s[:-1]
        return s.rstrip() + "…"

    def panel(self, surface, rect, fill=PANEL, elevation=0.6, radius=theme.RADIUS):
        theme.draw_panel(surface, rect, self.t.scale, fill=fill, radius=radius, elevation=elevation)

    @staticmethod
    def rrect(surface, rect, colour, radius):
        """A filled rounded rect (pygame's own corners: cheap, fine at these sizes)."""
        pygame.draw.rect(surface, colour, rect, border_radius=max(0, int(radius)))

    def ring(self, surface, rect, colour, width, radius=8):
        pygame.draw.rect(surface, colour, pygame.Rect(rect).inflate(self.s(6), self.s(6)), max(1, self.s(width)),
                         border_radius=self.s(radius))

    def card(self, card, size, highlighted=False, dimmed=False):
        return paintings.render_card(self.t.data, card, size, highlighted, dimmed, self.t.patterns)

    def blit_card(self, surface, card, rect, highlighted=False, dimmed=False, shadow=True):
        rect = pygame.Rect(rect)
        if shadow == "soft":
            theme.draw_shadow(surface, rect, self.s(6), self.s(4), (0, self.s(2)), alpha=50)
        elif shadow:
            pygame.draw.rect(surface, (196, 186, 168), rect.move(self.s(1), self.s(2)), border_radius=self.s(5))
        surface.blit(self.card(card, rect.size, highlighted, dimmed), rect)

    # ---- the whole table --------------------------------------------------------------------------
    REGIONS = ("top", "museum", "avenue", "hand", "rating", "players", "log")

    def draw(self, surface):
        """The table: a base layer composed of cached regions (each redrawn only when what it
        shows changed), then the live overlay (hover, moving markers and scores, animations)."""
        t = self.t
        size = surface.get_size()
        stamp = (t.version, size, t.patterns, t.scale, t.controller.thinking)
        if self._base is None or self._base.get_size() != size:
            self._base = pygame.Surface(size)
            self._scratch = pygame.Surface(size)
            self._regions = {}
            self._stamp = None
        if stamp != self._stamp:
            self._stamp = stamp
            self.update_base()
        surface.blit(self._base, (0, 0))
        self.draw_overlay(surface)

    def invalidate(self):
        """Forget every cached region (the next frame redraws the whole base)."""
        self._regions = {}
        self._stamp = None

    def region_areas(self):
        """The window cut into one area per region, meeting halfway across the gaps between panels."""
        L = self.t.L
        w, h = L.size
        xm = (L.museum.right + L.rating.left) // 2
        ytop = (L.topbar.bottom + L.museum.top) // 2
        y1 = (L.museum.bottom + L.avenue.top) // 2
        y2 = (L.avenue.bottom + L.hand_area.top) // 2
        r1 = (L.rating.bottom + L.players.top) // 2
        r2 = (L.players.bottom + L.log.top) // 2
        return {"top": pygame.Rect(0, 0, w, ytop), "museum": pygame.Rect(0, ytop, xm, y1 - ytop),
                "avenue": pygame.Rect(0, y1, xm, y2 - y1), "hand": pygame.Rect(0, y2, xm, h - y2),
                "rating": pygame.Rect(xm, ytop, w - xm, r1 - ytop), "players": pygame.Rect(xm, r1, w - xm, r2 - r1),
                "log": pygame.Rect(xm, r2, w - xm, h - r2)}

    def update_base(self):
        t = self.t
        t.base_pass = True
        try:
            areas = self.region_areas()
            paper = theme.paper(self._base.get_size())
            changed = False
            for name in self.REGIONS:
                key = (self.region_key(name), tuple(areas[name]))
                cached = self._regions.get(name)
                if cached is not None and cached[0] == key:
                    continue
                area = areas[name]
                scratch = self._scratch
                scratch.set_clip(area)
                scratch.blit(paper, area, area)
                getattr(self, "draw_region_" + name)(scratch)
                scratch.set_clip(None)
                self._regions[name] = (key, scratch.subsurface(area).copy())
                changed = True
            if changed:
                base = self._base
                for name in self.REGIONS:
                    base.blit(self._regions[name][1], areas[name])
        finally:
            t.base_pass = False

    def region_key(self, name):
        """Everything region ``name`` shows; the region is redrawn when this changes."""
        t = self.t
        st, c = t.state, t.controller
        if name == "top":
            return (st.round,)
        if name == "museum":
            return (tuple(tuple(m) for m in st.museum), tuple(tuple(i) for i in st.invitations),
                    tuple(tuple(v) for v in st.vp_markers), tuple(st.tiles), tuple(st.exhibitor),
                    tuple(t.exhibition_target(e) for e in range(len(st.museum))),
                    tuple(t.target_state(("bonus", sp.id)) for sp in t.data.exhibitor_spaces),
                    t.plan_where("show"), t.my_turn, tuple(st.ratings), tuple(s.name for s in c.session.seats))
        if name == "avenue":
            cards = tuple((k, card, t.spot_state((k, card))) for k, pile in
                          [("gallery", g) for g in st.galleries] + [("bank", st.bank_offer(b)) for b in range(2)]
                          for card in pile)
            return (cards, tuple(st.tokens), tuple(st.token_supply), len(st.cadmium_deck), len(st.sienna),
                    len(st.deck), tuple(st.acquired_from), st.is_over, tuple(st.ratings), t.plan_where("acquire"),
                    t.my_turn)
        if name == "rating":
            return (tuple(st.ratings), st.gold_rating)
        if name == "players":
            n = st.num_players
            return (tuple((s.name, s.player) for s in c.session.seats), st.current, st.is_over, c.thinking, c.viewer,
                    len(c.humans), tuple(st.exhibitor), tuple((len(st.hands[p]), len(st.draws[p]), len(st.discards[p]),
                                                             st.ribbons_left(p), st.shown_count(p)) for p in range(n)))
        if name == "log":
            log = c.session.log
            return (len(log), log[-1].text if log else "")
        # the hand and its side panel
        hand = tuple(st.hands[c.viewer]) if c.viewer is not None else (st.current, len(st.hands[st.current]))
        return (c.viewer, hand, t.selected, tuple(sorted(t.paid_map().items())), frozenset(t.discard_marks),
                tuple(st.plan) if (t.my_turn and st.plan is not None) else None, t.side_kind(), t.prompt(),
                tuple(sorted(t.opts)), tuple(tuple(x) for x in st.played), st.actions_done, st.current, c.thinking,
                st.is_over, tuple(st.ratings), tuple(t.spot_state(("hand", card)) for card in st.hands[c.viewer])
                if c.viewer is not None else None, tuple(card for card, _ in t.ability_chips()),
                tuple(s.name for s in c.session.seats))

    def draw_region_top(self, surface):
        self.draw_topbar(surface)

    def draw_region_museum(self, surface):
        self.draw_museum(surface)

    def draw_region_avenue(self, surface):
        self.draw_avenue(surface)

    def draw_region_hand(self, surface):
        self.draw_hand(surface)

    def draw_region_rating(self, surface):
        self.draw_rating(surface)

    def draw_region_players(self, surface):
        self.draw_players(surface)

    def draw_region_log(self, surface):
        self.t.draw_log(surface, self.t.L.log)

    def draw_base(self, surface):
        """Everything but the overlay, drawn afresh (tests compare it with the cached regions)."""
        t = self.t
        t.base_pass = True
        try:
            surface.blit(theme.paper(surface.get_size()), (0, 0))
            self.draw_topbar(surface)
            self.draw_museum(surface)
            self.draw_avenue(surface)
            self.draw_rating(surface)
            self.draw_players(surface)
            t.draw_log(surface, t.L.log)
            self.draw_hand(surface)
        finally:
            t.base_pass = False

    def draw_overlay(self, surface):
        t = self.t
        self.draw_status(surface)
        self.draw_rating_markers(surface)
        self.draw_scores(surface)
        if t.side_kind() == "waiting" and not t.state.is_over:
            self.draw_spinner(surface, t.L.side)
        self.draw_hover(surface)
        t.anim.draw(surface)

    def draw_preview(self, surface, card, r):
        """A large copy of a small card, just above it, so its picture and title can be read."""
        pw, ph = self.s(120), self.s(168)
        box = pygame.Rect(0, 0, pw, ph)
        box.midbottom = (r.centerx, r.top - self.s(8))
        box.clamp_ip(surface.get_rect())
        theme.draw_shadow(surface, box, self.s(8), self.s(10), (0, self.s(4)), alpha=90)
        surface.blit(self.card(card, box.size), box)

    def draw_hover(self, surface):
        """The thing under the pointer, drawn again on top with its hover ring."""
        t = self.t
        key = t.hovered_key()
        if key is None:
            return
        kind = key[0]
        if kind in ("gallery", "bank"):
            groups = ([t.gallery_cards(g) for g in range(len(t.state.galleries))] if kind == "gallery"
                      else [t.bank_cards(b) for b in range(2)])
            for cards in groups:
                for card, r in cards:
                    if card == key[1]:
                        self.draw_target_card(surface, card, r, key)
                        self.draw_preview(surface, card, r)
        elif kind == "hand":
            for card, r in t.hand_cards():
                if card == key[1]:
                    self.draw_hand_card(surface, card, r)
            for card, r in t.ability_chips():
                if card == key[1]:
                    self.draw_ability_chip(surface, card, r)
        elif kind == "ability":
            for card, r in t.ability_chips():
                if card == key[1]:
                    self.draw_ability_chip(surface, card, r)
        elif kind == "exhibition":
            e = key[1]
            if t.exhibition_target(e) == "hover":
                self.ring(surface, t.L.exhibitions[e], LEGAL, 4, 10)
        elif kind == "shown":
            for e in range(len(t.L.exhibitions)):
                for card, owner, r in t.shown_cards(e):
                    if card == key[1]:
                        if t.exhibition_target(e) in ("legal", "hover"):
                            self.ring(surface, t.L.exhibitions[e], LEGAL, 4, 10)
                        self.ring(surface, r, SELECT, 2, 4)
                        box = pygame.Rect(0, 0, self.s(120), self.s(168))
                        box.midtop = (r.centerx, r.bottom + self.s(8))
                        box.clamp_ip(surface.get_rect())
                        theme.draw_shadow(surface, box, self.s(8), self.s(10), (0, self.s(4)), alpha=90)
                        surface.blit(self.card(card, box.size), box)
        elif kind == "bonus":
            for i, space in enumerate(t.data.exhibitor_spaces):
                if space.id == key[1] and t.target_state(key) == "hover":
                    self.ring(surface, t.L.exhibitor[i], LEGAL, 4, 12)

    # ---- top bar --------------------------------------------------------------------------------
    def draw_topbar(self, surface):
        t, L = self.t, self.t.L
        st = t.state
        r = L.topbar
        x = r.left + self.s(4)
        title = self.text(surface, "Art Decko", 20, theme.INK, (x, r.centery), "midleft", bold=True)
        x = title.right + self.s(14)
        round_text = f"Round {st.round}"
        rr = self.text(surface, round_text, 15, theme.INK_SOFT, (x, r.centery), "midleft")
        self._status_x = rr.right + self.s(14)

    def draw_status(self, surface):
        t, r = self.t, self.t.L.topbar
        x = getattr(self, "_status_x", r.left + self.s(200))
        status, tone = t.status_line()
        colour = {"you": theme.ACCENT_DARK, "ai": theme.INK_SOFT, "end": theme.ACCENT}.get(tone, theme.INK)
        if tone == "ai" and t.controller.thinking:
            status = status + "." * (1 + int(t.age * 3) % 3)
        right_limit = t.top_buttons_left() - self.s(12)
        self.text(surface, self.fit(status, 15, right_limit - x, bold=True), 15, colour, (x, r.centery), "midleft",
                  bold=True)

    # ---- museum ---------------------------------------------------------------------------------
    def draw_museum(self, surface):
        t, L = self.t, self.t.L
        st, d = t.state, t.data
        self.panel(surface, L.museum, fill=MUSEUM_WALL, elevation=0.5)
        active = set(activated_exhibitions(st)) if any(st.museum) else set()
        for e, rect in enumerate(L.exhibitions):
            self.draw_exhibition(surface, e, rect, e in active)
        # New Exhibitor spaces
        strip = L.exhibitor_strip
        self.text(surface, "NEW EXHIBITOR", 10, theme.INK_FAINT, (strip.left + self.s(2), strip.centery), "midleft",
                  bold=True)
        for i, rect in enumerate(L.exhibitor):
            space = d.exhibitor_spaces[i]
            owner = st.exhibitor[i]
            target = t.target_state(("bonus", space.id))
            fill = PANEL if owner < 0 else PANEL_DEEP
            self.rrect(surface, rect, fill, rect.h // 2)
            pygame.draw.rect(surface, theme.LINE, rect, max(1, self.s(1)), border_radius=rect.h // 2)
            label = space.label
            if space.kind == "discount":
                label = f"{space.amount} off a Show"
            else:
                label = f"+{space.amount} VP"
            colour = theme.INK if owner < 0 else theme.INK_FAINT
            self.text(surface, label, 12, colour, (rect.centerx - (self.s(10) if owner >= 0 else 0), rect.centery),
                      "center", bold=True)
            if owner >= 0:
                chip = style.ribbon_icon(owner, self.s(22))
                surface.blit(chip, chip.get_rect(midright=(rect.right - self.s(2), rect.centery)))
            self.target_ring(surface, rect, target, radius=12)

    def draw_exhibition(self, surface, e, rect, active):
        t = self.t
        st, d = t.state, t.data
        exh = d.exhibitions[e]
        target = t.exhibition_target(e)
        fill = PANEL
        if target == "legal":
            fill = theme.lerp_colour(PANEL, LEGAL_SOFT, 0.55)
        self.rrect(surface, rect, fill, self.s(8))
        pygame.draw.rect(surface, theme.LINE, rect, max(1, self.s(1)), border_radius=self.s(8))
        pad = self.s(7)
        x0, y = rect.left + pad, rect.top + self.s(5)
        # name, two lines
        words = exh.name.split()
        lines = [" ".join(words[:len(words) // 2 + (len(words) % 2)]),
                 " ".join(words[len(words) // 2 + (len(words) % 2):])]
        if len(words) <= 2:
            lines = [exh.name, ""]
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
        area = t.shown_area(e)
        if shown:
            for card, owner, r in t.shown_cards(e):
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
        name = self.fit(tile.name, 11, label_w, bold=True, condensed=True)
        self.text(surface, name, 11, theme.INK, (tr.left + self.s(23), tr.centery - self.s(6)), "midleft", bold=True,
                  condensed=True)
        sub = KIND_LABEL[tile.kind] + (" · scores" if active else "")
        self.text(surface, sub, 9, LEGAL if active else theme.INK_SOFT, (tr.left + self.s(23), tr.centery + self.s(7)),
                  "midleft", bold=active)
        self.target_ring(surface, rect, target, radius=10)
        if t.plan_where("show") == e and not t.my_turn:
            self.ring(surface, rect, theme.ACCENT, 2, 10)

    def tile_icon(self, kind, size):
        """Gold tiles: a coin; Museum tiles: an arch; Player tiles: a laurel."""
        if kind == "gold":
            return style.coin_icon(size)
        if kind == "museum":
            return style.glyph_icon("renaissance", size, theme.INK_SOFT)
        return style.laurel_icon(size, theme.INK_SOFT)

    def target_ring(self, surface, rect, target, radius=8):
        if target == "legal":
            self.ring(surface, rect, LEGAL, 2, radius)
        elif target == "hover":
            self.ring(surface, rect, LEGAL, 4, radius)
        elif target == "chosen":
            self.ring(surface, rect, SELECT, 4, radius)

    # ---- avenue and banks --------------------------------------------------------------------------
    def draw_avenue(self, surface):
        t, L = self.t, self.t.L
        st = t.state
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
        self.text(surface, "Next cost tokens", 11, theme.INK_SOFT, (x, r.centery), "midleft")
        x += self.s(98)
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
        deck = f"Painting deck: {len(st.deck)}"
        colour = theme.ACCENT if len(st.deck) <= 8 else theme.INK_SOFT
        self.text(surface, deck, 12, colour, (L.banks[0].left + self.s(2), r.centery), "midleft", bold=True)

    def draw_gallery(self, surface, g, rect):
        t = self.t
        st, d = t.state, t.data
        loc = d.locations[g]
        bought = g in st.acquired_from and not st.is_over
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
        cards = t.gallery_cards(g)
        if not cards:
            self.text(surface, "empty", 12, theme.INK_FAINT, (rect.centerx, rect.top + self.s(84)), "center")
        for card, r in cards:
            self.draw_target_card(surface, card, r, ("gallery", card))
        if bought:
            self.text(surface, "bought here this turn", 10, theme.INK_SOFT, (rect.centerx, rect.bottom - self.s(10)),
                      "center")
        if t.plan_where("acquire") == g and not t.my_turn:
            self.ring(surface, rect, theme.ACCENT, 2, 10)

    def draw_target_card(self, surface, card, r, key):
        t = self.t
        state = t.spot_state(key)
        chosen = state == "chosen"
        self.blit_card(surface, card, r, highlighted=chosen)
        if state in ("legal", "hover"):
            self.ring(surface, r, LEGAL, 3 if state == "legal" else 5, 7)
        if state == "second":
            self.ring(surface, r, SELECT, 3, 7)
            self.badge(surface, "2nd", (r.centerx, r.bottom - self.s(10)), SELECT, theme.INK)
        if chosen:
            self.badge(surface, "buying", (r.centerx, r.bottom - self.s(10)), SELECT, theme.INK)
        d = t.data
        c = d.cards[card]
        if c.genre >= 0:     # what it pays now, where overlapping cards leave it visible
            coin = style.coin_icon(self.s(16), t.state.gold_value(c.genre))
            surface.blit(coin, coin.get_rect(topleft=(r.left + self.s(2), r.top + self.s(16))))

    def badge(self, surface, text, centre, fill, ink, size=10):
        style.draw_badge(surface, text, centre, self.s(size), fill, ink)

    def draw_bank(self, surface, b, rect):
        t = self.t
        st, d = t.state, t.data
        loc = d.banks[b]
        bought = loc.index in st.acquired_from and not st.is_over
        self.rrect(surface, rect, PANEL if not bought else PANEL_DEEP, self.s(8))
        pygame.draw.rect(surface, theme.LINE, rect, max(1, self.s(1)), border_radius=self.s(8))
        pad = self.s(6)
        self.text(surface, loc.name.replace(" Bank", ""), 14, theme.INK, (rect.left + pad, rect.top + self.s(4)),
                  bold=True)
        self.text(surface, f"gold ▲ +{loc.increase}", 11, theme.INK_SOFT, (rect.left + pad, rect.top + self.s(22)),
                  bold=True)
        coin = style.coin_icon(self.s(28), loc.cost)
        surface.blit(coin, coin.get_rect(topright=(rect.right - pad, rect.top + self.s(5))))
        cards = t.bank_cards(b)
        for card, r in cards:
            self.draw_target_card(surface, card, r, ("bank", card))
        left = len(st.cadmium_deck) if b == 0 else max(0, len(st.sienna) - 1)
        note = f"{left} more face down" if b == 0 else f"{len(st.sienna)} in the stack"
        if b == 1 and not st.sienna:
            note = "sold out"
        if b == 0 and not st.cadmium:
            note = "sold out"
        self.text(surface, note, 10, theme.INK_SOFT, (rect.centerx, rect.bottom - self.s(10)), "center")
        if t.plan_where("acquire") == loc.index and not t.my_turn:
            self.ring(surface, rect, theme.ACCENT, 2, 10)

    # ---- market rating board ---------------------------------------------------------------------
    def draw_rating(self, surface):
        t, L = self.t, self.t.L
        st, d = t.state, t.data
        r = L.rating
        self.panel(surface, r, elevation=0.5)
        pad = self.s(10)
        self.text(surface, "Market rating", 14, theme.INK, (r.left + pad, r.top + self.s(7)), bold=True)
        self.text(surface, f"game ends when a marker reaches {d.end_rating}", 10, theme.INK_SOFT,
                  (r.right - pad, r.top + self.s(10)), "topright")
        label_w = self.s(30)
        right_w = self.s(96)
        track = pygame.Rect(r.left + pad + label_w, r.top + self.s(28), r.w - 2 * pad - label_w - right_w, 0)
        rows = d.market_rows
        nb = len(rows)
        bw = track.w / nb
        head_h = self.s(13)
        lanes_top = track.top + 3 * head_h + self.s(4)
        lane_h = (r.bottom - pad - lanes_top) / 6
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
                self.text(surface, f"{d.painting_vp[value]} VP", 11, theme.INK, (rx + self.s(42), cy), "midleft")
            else:
                gc = style.coin_icon(self.s(15), d.gold_ratio[value])
                surface.blit(gc, gc.get_rect(midleft=(rx + self.s(24), cy)))
                self.text(surface, "= 1 VP", 11, style.COIN_DARK, (rx + self.s(42), cy), "midleft", bold=True)

    def rating_geometry(self):
        """(track rect, lanes top, lane height) of the rating board."""
        r = self.t.L.rating
        pad = self.s(10)
        label_w, right_w = self.s(30), self.s(96)
        track = pygame.Rect(r.left + pad + label_w, r.top + self.s(28), r.w - 2 * pad - label_w - right_w, 0)
        lanes_top = track.top + 3 * self.s(13) + self.s(4)
        return track, lanes_top, (r.bottom - pad - lanes_top) / 6

    def draw_rating_markers(self, surface):
        t = self.t
        d = t.data
        track, lanes_top, lane_h = self.rating_geometry()
        marker = self.s(17)
        # markers sharing a space are nudged apart a little
        for lane in range(6):
            cy = round(lanes_top + lane * lane_h + lane_h / 2)
            if lane < 5:
                icon, value = style.marker_icon(lane, marker), t.tw_ratings[lane].value
            else:
                icon, value = style.coin_icon(marker), t.tw_gold.value
            mx = track.left + track.w * (value + 0.5) / (d.top + 1)
            surface.blit(icon, icon.get_rect(center=(round(mx), cy)))

    def draw_scores(self, surface):
        t = self.t
        for p, rect in enumerate(t.L.player_rows()):
            score = t.tw_scores[p].value
            self.text(surface, f"{round(score)}", 24, theme.INK, (rect.right - self.s(40), rect.top + rect.h // 2),
                      "midright",
                      bold=True)

    # ---- players -------------------------------------------------------------------------------
    def draw_players(self, surface):
        L = self.t.L
        self.panel(surface, L.players, elevation=0.5)
        for p, rect in enumerate(L.player_rows()):
            self.draw_player(surface, p, rect)

    def draw_player(self, surface, p, rect):
        t = self.t
        st, d = t.state, t.data
        seat = t.controller.session.seats[p]
        current = st.current == p and not st.is_over
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
        who = seat.name + ("  (you)" if p == t.controller.viewer and len(t.controller.humans) == 1 else "")
        name_r = self.text(surface, self.fit(who, 14, self.s(150), bold=True), 14, theme.INK, (x, rect.top + self.s(5)),
                           bold=True)
        kind = "human" if seat.human else f"AI · {seat.player}"
        if current:
            kind = ("to play" if seat.human else "thinking" if t.controller.thinking else "playing") + " · " + kind
        self.text(surface, kind, 10, theme.ACCENT_DARK if current else theme.INK_SOFT,
                  (name_r.right + self.s(6), rect.top + self.s(8)))
        # second line: ribbons, cards, shown
        y2 = rect.top + self.s(25 if not compact else 22)
        facts = [(style.ribbon_icon(p, self.s(14)), f"{st.ribbons_left(p)}", "ribbons left"),
                 (None, f"hand {len(st.hands[p])}", None), (None, f"deck {len(st.draws[p])}", None),
                 (None, f"discard {len(st.discards[p])}", None), (None, f"shown {st.shown_count(p)}", None)]
        xx = x
        for icon, label, _ in facts:
            if icon is not None:
                surface.blit(icon, icon.get_rect(midleft=(xx, y2 + self.s(7))))
                xx += icon.get_width() + self.s(2)
            r = self.text(surface, label, 11, theme.INK_SOFT, (xx, y2 + self.s(7)), "midleft")
            xx = r.right + self.s(9)
        if p in st.exhibitor:
            space = d.exhibitor_spaces[st.exhibitor.index(p)]
            self.badge(surface, "NE " + (f"-{space.amount}" if space.kind == "discount" else f"+{space.amount}VP"),
                       (xx + self.s(22), y2 + self.s(7)), PANEL_DEEP, theme.INK_SOFT, 9)
        # the score (its number is drawn live, see draw_scores)
        self.text(surface, "VP", 11, theme.INK_SOFT, (rect.right - self.s(36), rect.top + rect.h // 2 + self.s(4)),
                  "midleft", bold=True)

    def draw_action_spaces(self, surface, p, area):
        """The two action spaces of the player whose turn it is: what they spent and took."""
        t = self.t
        st = t.state
        col_w = (area.w - self.s(8)) // 2
        for i, space in enumerate(st.played):
            col = pygame.Rect(area.left + i * (col_w + self.s(8)), area.top, col_w, area.h)
            now = i == st.actions_done and not st.is_over
            self.rrect(surface, col, theme.SURFACE if now else PANEL, self.s(6))
            pygame.draw.rect(surface, theme.ACCENT if now else theme.LINE, col, max(1, self.s(1)),
                             border_radius=self.s(6))
            self.text(surface, f"Action {i + 1}", 10, theme.INK if now else theme.INK_SOFT,
                      (col.centerx, col.top + self.s(3)), "midtop", bold=True)
            inner = pygame.Rect(col.left + self.s(4), col.top + self.s(17), col.w - self.s(8), col.h - self.s(21))
            if not space:
                word = "now" if now else ("—" if i < st.actions_done else "")
                self.text(surface, word, 10, theme.INK_FAINT, inner.center, "center")
                continue
            ch = min(inner.h, round(inner.w * 0.9))
            cw = round(ch / 1.4)
            xs = t.L.row(inner, len(space), cw, self.s(3), align="center")
            for card, x in zip(space, xs):
                self.blit_card(surface, card, (x, inner.top, cw, ch), shadow=False)

    # ---- the hand and the side panel -------------------------------------------------------------
    def draw_hand(self, surface):
        t, L = self.t, self.t.L
        st = t.state
        self.panel(surface, L.hand_area, elevation=0.8)
        prompt, tone = t.prompt()
        colour = theme.ACCENT_DARK if tone == "you" else theme.INK_SOFT
        self.text(surface, self.fit(prompt, 15, L.prompt.w, bold=tone == "you"), 15, colour, L.prompt.midleft,
                  "midleft",
                  bold=tone == "you")
        viewer = t.controller.viewer
        if viewer is None:
            p = st.current
            n = len(st.hands[p]) if not st.is_over else 0
            area = L.cards
            cw, ch = L.hand_card_size()
            xs = L.row(area, n, cw, self.s(8))
            for x in xs:
                surface.blit(paintings.render_back((cw, ch)), (x, area.top + self.s(14)))
        else:
            items = t.hand_cards()
            for card, r in items:
                self.draw_hand_card(surface, card, r)
            for card, r in t.ability_chips():
                self.draw_ability_chip(surface, card, r)
            if not items:
                self.text(surface, "No cards in hand", 14, theme.INK_FAINT, L.cards.center, "center")
        self.draw_side(surface)

    def draw_hand_card(self, surface, card, r):
        t = self.t
        st, d = t.state, t.data
        state = t.spot_state(("hand", card))
        paid = t.paid_map().get(card)
        marked = card in t.discard_marks
        highlighted = state in ("selected", "chosen") or paid is not None
        dimmed = state == "disabled" or marked
        self.blit_card(surface, card, r, highlighted=highlighted, dimmed=dimmed, shadow="soft")
        c = d.cards[card]
        if c.genre >= 0:     # what it pays now, where overlapping cards leave it visible
            coin = style.coin_icon(self.s(24), st.gold_value(c.genre))
            surface.blit(coin, coin.get_rect(topleft=(r.left + self.s(3), r.top + self.s(28))))
        if state == "hover":
            self.ring(surface, r, LEGAL, 3, 8)
        if paid is not None:
            value = st.card_pays(card, paid)
            label = f"pays {value}" + (" · ability" if paid else "")
            self.badge(surface, label, (r.centerx, r.centery + self.s(8)), LEGAL, theme.SURFACE, 12)
        if state == "chosen":
            self.badge(surface, "to show", (r.centerx, r.bottom - self.s(12)), SELECT, theme.INK, 11)
        if marked:
            self.badge(surface, "discard", (r.centerx, r.centery), theme.ACCENT, theme.SURFACE, 12)

    def draw_ability_chip(self, surface, card, r):
        t = self.t
        d = t.data
        ab = d.cards[card].ability
        on = t.paid_map().get(card) is True
        hovered = t.hovered_key() == ("ability", card)
        fill = style.COIN if on else (theme.SURFACE if not hovered else (252, 244, 220))
        self.rrect(surface, r, fill, r.h // 2)
        pygame.draw.rect(surface, style.COIN_DARK, r, max(1, self.s(1)), border_radius=r.h // 2)
        worth = f"+{ab.worth}" if ab.adds_face else f"as {ab.worth}"
        label = self.fit(f"✓ using {worth}" if on else f"Use ability {worth}", 10, r.w - self.s(6), bold=True,
                         condensed=True)
        self.text(surface, label, 10, theme.INK, r.center, "center", bold=True, condensed=True)

    def draw_side(self, surface):
        t, L = self.t, self.t.L
        r = L.side
        self.rrect(surface, r, PANEL_DEEP, self.s(8))
        kind = t.side_kind()
        pad = self.s(10)
        if kind == "pay":
            self.draw_payment(surface, r)
        elif kind == "marker":
            self.text(surface, "Which invitation marker?", 13, theme.INK, (r.left + pad, r.top + pad), bold=True)
            for b, m in t.marker_buttons():
                icon = style.marker_icon(m, b.rect.h - self.s(8))
                surface.blit(icon, icon.get_rect(midright=(b.rect.left - self.s(4), b.rect.centery)))
        elif kind == "exhibitor":
            self.text(surface, "New Exhibitor bonus", 13, theme.INK, (r.left + pad, r.top + pad), bold=True)
            self.text(surface, "once, on your first Show", 11, theme.INK_SOFT, (r.left + pad, r.top + pad + self.s(18)))
        elif kind == "selected":
            card = t.selected
            self.text(surface, self.fit(t.data.card_name(card), 13, r.w - 2 * pad, bold=True), 13, theme.INK,
                      (r.left + pad, r.top + pad), bold=True)
            lines = t.selected_notes()
            y = r.top + pad + self.s(20)
            for line in lines:
                self.text(surface, self.fit(line, 11, r.w - 2 * pad), 11, theme.INK_SOFT, (r.left + pad, y))
                y += self.s(15)
        elif kind == "discard":
            self.text(surface, "End of turn", 13, theme.INK, (r.left + pad, r.top + pad), bold=True)
            n = len(t.discard_marks)
            hand = len(t.state.hands[t.state.current])
            draw = max(0, t.data.hand_size - (hand - n))
            self.text(surface, f"{n} marked to discard", 11, theme.INK_SOFT, (r.left + pad, r.top + pad + self.s(20)))
            self.text(surface, f"you will draw {draw}", 11, theme.INK_SOFT, (r.left + pad, r.top + pad + self.s(35)))
        elif kind == "action":
            self.text(surface, "Your move", 13, theme.INK, (r.left + pad, r.top + pad), bold=True)
            y = r.top + pad + self.s(20)
            for line in ("Buy: click a green card above.", "Haggle or Show: click a card", "in your hand first."):
                self.text(surface, line, 11, theme.INK_SOFT, (r.left + pad, y))
                y += self.s(14)
            self.draw_action_spaces(surface, t.state.current,
                                    pygame.Rect(r.left + pad, y + self.s(4), r.w - 2 * pad,
                                                r.bottom - pad - y - self.s(4)))
        else:
            self.draw_waiting(surface, r)

    def draw_waiting(self, surface, r):
        t = self.t
        st = t.state
        pad = self.s(10)
        if st.is_over:
            self.text(surface, "Game over", 14, theme.INK, (r.left + pad, r.top + pad), bold=True)
            return
        p = st.current
        seat = t.controller.session.seats[p]
        name = self.text(surface, self.fit(seat.name, 14, r.w - 2 * pad - self.s(60), bold=True), 14, theme.INK,
                         (r.left + pad, r.top + pad), bold=True)
        what = "is thinking" if t.controller.thinking else ("is playing" if not seat.human else "to play")
        self.text(surface, what, 12, theme.INK_SOFT, (name.right + self.s(6), name.bottom), "bottomleft")
        top = r.top + pad + self.s(26)
        self.draw_action_spaces(surface, p, pygame.Rect(r.left + pad, top, r.w - 2 * pad, r.bottom - pad - top))

    def draw_spinner(self, surface, r):
        """A small ring of genre markers turning while an AI plays."""
        t = self.t
        st = t.state
        if t.controller.session.seats[st.current].human:
            return
        pad = self.s(10)
        c = (r.right - pad - self.s(16), r.top + pad + self.s(10))
        for k in range(5):
            a = t.age * 2.4 + k * 2 * math.pi / 5
            icon = style.marker_icon(k, self.s(10))
            surface.blit(icon, icon.get_rect(center=(c[0] + self.s(11) * math.cos(a), c[1] + self.s(11) * math.sin(a))))

    def draw_payment(self, surface, r):
        t = self.t
        st = t.state
        pad = self.s(10)
        cost, total = st.payment_cost(), st.payment_total()
        what = t.plan_words()
        self.text(surface, self.fit(what, 12, r.w - 2 * pad, bold=True), 12, theme.INK,
                  (r.left + pad, r.top + self.s(7)), bold=True)
        # the meter: total against cost
        bar = pygame.Rect(r.left + pad, r.top + self.s(28), r.w - 2 * pad, self.s(22))
        self.rrect(surface, bar, theme.SURFACE, bar.h // 2)
        if cost > 0:
            frac = min(1.0, total / cost)
            fillr = pygame.Rect(bar.left, bar.top, max(bar.h, round(bar.w * frac)), bar.h)
            if total > 0:
                self.rrect(surface, fillr, LEGAL if total >= cost else style.COIN, bar.h // 2)
        pygame.draw.rect(surface, theme.LINE, bar, max(1, self.s(1)), border_radius=bar.h // 2)
        ink = theme.SURFACE if total >= cost > 0 else theme.INK
        self.text(surface, f"paid {total} of {cost}", 12, ink, bar.center, "center", bold=True)
        y = bar.bottom + self.s(6)
        notes = t.payment_notes()
        for line in notes[:3]:
            self.text(surface, self.fit(line, 10, r.w - 2 * pad), 10, theme.INK_SOFT, (r.left + pad, y))
            y += self.s(13)
