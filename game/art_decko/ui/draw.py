"""Drawing the Art Decko table: the whole, from a frame model, with cached regions.

The :class:`Painter` draws a :class:`~game.art_decko.ui.frame.Frame` and changes nothing.
Everything it draws at a position the table also uses for clicks comes from the frame's
geometry (``hand_cards``, ``gallery_cards``, ``bank_cards``), built by the same
:class:`~game.art_decko.ui.geometry.Geometry` the spots use, so what you see is what you click. The parts are drawn by
:class:`~game.art_decko.ui.draw_board.BoardPainter` and
:class:`~game.art_decko.ui.draw_panels.PanelPainter`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.art_decko.ui.draw_board import BoardPainter
from game.art_decko.ui.draw_panels import PanelPainter
from game.art_decko.ui.frame import Frame
from game.art_decko.ui.paint_base import LEGAL, SELECT
from game.engine.i18n import M
from game.ui import theme


class Painter(BoardPainter, PanelPainter):
    """Draws the table from a :class:`~game.art_decko.ui.frame.Frame`; it changes nothing.

    ``self.f`` is the frame being drawn (the last one given to :meth:`draw`)."""

    def __init__(self) -> None:
        self._base: pygame.Surface | None = None
        self._regions: dict[str, tuple[Any, ...]] = {}     # what each region of the base layer shows
        self._stamp: tuple[Any, ...] | None = None

    # ---- the whole table --------------------------------------------------------------------------
    def region_painters(self) -> dict[str, Callable[[pygame.Surface], None]]:
        """Each region's name and what draws it, in drawing order."""
        return {"top": self.draw_topbar, "museum": self.draw_museum, "avenue": self.draw_avenue,
                "hand": self.draw_hand, "rating": self.draw_rating, "players": self.draw_players,
                "log": self.draw_region_log}

    def draw(self, surface: pygame.Surface, frame: Frame) -> None:
        """The table: a base layer composed of cached regions (each redrawn only when what it
        shows changed), then the live overlay (hover, moving markers and scores, animations)."""
        f = self.f = frame
        size = surface.get_size()
        stamp = (f.version, size, f.patterns, f.scale, f.thinking, f.log_key)
        base = self._base
        if base is None or base.get_size() != size:
            base = self._base = pygame.Surface(size)
            self._regions = {}
            self._stamp = None
        if stamp != self._stamp:
            self._stamp = stamp
            self.update_base(base)
        surface.blit(base, (0, 0))
        self.draw_overlay(surface)

    def invalidate(self) -> None:
        """Forget every cached region (the next frame redraws the whole base)."""
        self._regions = {}
        self._stamp = None

    def region_areas(self) -> dict[str, pygame.Rect]:
        """The window cut into one area per region, meeting halfway across the gaps between panels."""
        L = self.f.L
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

    def update_base(self, base: pygame.Surface | None = None) -> None:
        """Redraw into ``base`` (default: the base layer drawn last) the regions whose content changed."""
        base = self._base if base is None else base
        assert base is not None, "drawn once first"
        frame = self.f
        self.f = frame.without_hover()     # the base layer shows nothing pointed at
        try:
            areas = self.region_areas()
            paper = theme.paper(base.get_size())
            # The areas cut the window without overlapping: a region is repainted in place, clipped
            # to its area, and the others keep their pixels (no copy of the window per move).
            for name, paint in self.region_painters().items():
                key = (self.region_key(name), tuple(areas[name]))
                if self._regions.get(name) == key:
                    continue
                area = areas[name]
                base.set_clip(area)
                base.blit(paper, area, area)
                paint(base)
                base.set_clip(None)
                self._regions[name] = key
        finally:
            self.f = frame

    def region_key(self, name: str) -> tuple[Any, ...]:
        """Everything region ``name`` shows; the region is redrawn when this changes."""
        f = self.f
        st = f.board
        if name == "top":
            return (st.round,)
        names = tuple(seat.name for seat in f.seats)
        if name == "museum":
            return (tuple(tuple(m) for m in st.museum), tuple(tuple(i) for i in st.invitations),
                    tuple(tuple(v) for v in st.vp_markers), tuple(st.tiles), tuple(st.exhibitor),
                    tuple(f.exhibition_target(e) for e in range(len(st.museum))),
                    tuple(f.target_state(("bonus", sp.id)) for sp in f.data.exhibitor_spaces),
                    f.plan_where["show"], f.my_turn, tuple(st.ratings), names)
        if name == "avenue":
            cards = tuple((k, card, f.spot_state((k, card))) for k, pile in
                          [("gallery", g) for g in st.galleries] + [("bank", st.bank_offers[b]) for b in range(2)]
                          for card in pile)
            return (cards, tuple(st.tokens), tuple(st.token_supply), st.cadmium_deck_count, len(st.sienna),
                    st.deck_count, tuple(st.acquired_from), st.over, tuple(st.ratings), f.plan_where["acquire"],
                    f.my_turn)
        if name == "rating":
            return (tuple(st.ratings), st.gold_rating)
        if name == "players":
            return (tuple((s.name, s.player) for s in f.seats), st.current, st.over, f.thinking, f.viewer,
                    f.humans, tuple(st.exhibitor), st.players,
                    tuple(f.projected))
        if name == "log":
            return f.log_key
        # the hand and its side panel
        viewer = f.viewer
        hand = st.hand if viewer is not None else (st.current, st.players[st.current].hand_count)
        return (viewer, hand, f.selected, tuple(sorted(f.paid.items())), f.discard_marks,
                st.plan if f.my_turn else None, f.side_kind, f.prompt,
                tuple(sorted(f.opts)), tuple(tuple(x) for x in st.played), st.actions_done, st.current, f.thinking,
                st.over, tuple(st.ratings), tuple(f.spot_state(("hand", card)) for card in st.hand)
                if viewer is not None else None, tuple(card for card, _ in f.ability_chips), names)

    def draw_region_log(self, surface: pygame.Surface) -> None:
        self.f.draw_log(surface, self.f.L.log)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        f = self.f
        self.draw_status(surface)
        self.draw_rating_markers(surface)
        self.draw_scores(surface)
        if f.side_kind == "waiting" and not f.board.over:
            self.draw_spinner(surface, f.L.side)
        self.draw_hover(surface)
        f.anim.draw(surface)

    def draw_preview(self, surface: pygame.Surface, card: int, r: pygame.Rect) -> None:
        """A large copy of a small card, just above it, so its picture and title can be read."""
        pw, ph = self.s(120), self.s(168)
        box = pygame.Rect(0, 0, pw, ph)
        box.midbottom = (r.centerx, r.top - self.s(8))
        box.clamp_ip(surface.get_rect())
        theme.draw_shadow(surface, box, self.s(8), self.s(10), (0, self.s(4)), alpha=90)
        surface.blit(self.card(card, box.size), box)

    def draw_hover(self, surface: pygame.Surface) -> None:
        """The thing under the pointer, drawn again on top with its hover ring."""
        f = self.f
        key = f.hovered
        if key is None:
            return
        kind = key[0]
        if kind in ("gallery", "bank"):
            groups = ([f.gallery_cards[g] for g in range(len(f.board.galleries))] if kind == "gallery"
                      else [f.bank_cards[b] for b in range(2)])
            for cards in groups:
                for card, r in cards:
                    if card == key[1]:
                        self.draw_target_card(surface, card, r, key)
                        self.draw_preview(surface, card, r)
        elif kind == "hand":
            for card, r in f.hand_cards:
                if card == key[1]:
                    self.draw_hand_card(surface, card, r)
            for card, r in f.ability_chips:
                if card == key[1]:
                    self.draw_ability_chip(surface, card, r)
        elif kind == "ability":
            for card, r in f.ability_chips:
                if card == key[1]:
                    self.draw_ability_chip(surface, card, r)
        elif kind == "exhibition":
            e = key[1]
            if f.exhibition_target(e) == "hover":
                self.ring(surface, f.L.exhibitions[e], LEGAL, 4, 10)
        elif kind == "shown":
            for e in range(len(f.L.exhibitions)):
                for card, owner, r in f.shown_cards[e]:
                    if card == key[1]:
                        if f.exhibition_target(e) in ("legal", "hover"):
                            self.ring(surface, f.L.exhibitions[e], LEGAL, 4, 10)
                        self.ring(surface, r, SELECT, 2, 4)
                        box = pygame.Rect(0, 0, self.s(120), self.s(168))
                        box.midtop = (r.centerx, r.bottom + self.s(8))
                        box.clamp_ip(surface.get_rect())
                        theme.draw_shadow(surface, box, self.s(8), self.s(10), (0, self.s(4)), alpha=90)
                        surface.blit(self.card(card, box.size), box)
        elif kind == "bonus":
            for i, space in enumerate(f.data.exhibitor_spaces):
                if space.id == key[1] and f.target_state(key) == "hover":
                    self.ring(surface, f.L.exhibitor[i], LEGAL, 4, 12)

    # ---- top bar --------------------------------------------------------------------------------
    def draw_topbar(self, surface: pygame.Surface) -> None:
        f, L = self.f, self.f.L
        st = f.board
        r = L.topbar
        x = r.left + self.s(4)
        title = self.text(surface, "Art Decko", 20, theme.INK, (x, r.centery), "midleft", bold=True)
        x = title.right + self.s(14)
        round_text = M("Round {n}", n=st.round)
        rr = self.text(surface, round_text, 15, theme.INK_SOFT, (x, r.centery), "midleft")
        self._status_x = rr.right + self.s(14)

    def draw_status(self, surface: pygame.Surface) -> None:
        f, r = self.f, self.f.L.topbar
        x = getattr(self, "_status_x", r.left + self.s(200))
        status, tone = f.status
        colour = {"you": theme.ACCENT_DARK, "ai": theme.INK_SOFT, "end": theme.ACCENT}.get(tone, theme.INK)
        if tone == "ai" and f.thinking:
            status = status + "." * (1 + int(f.age * 3) % 3)
        right_limit = f.top_buttons_left - self.s(12)
        self.text(surface, self.fit(status, 15, right_limit - x, bold=True), 15, colour, (x, r.centery), "midleft",
                  bold=True)

