"""Where everything goes on the Art Decko table.

The table is designed on a 1280×720 canvas (design pixels) and scaled by the window's UI
scale; extra width or height is shared out so nothing is cut at odd window shapes:

    ┌ top bar ───────────────────────────────────────────────┐
    │ Museum: five exhibitions, New Exhibitor spaces  │ Market rating board │
    │ Art Gallery Avenue (4 galleries) · the banks    │ Players             │
    │ Your hand · the action / payment panel          │ Log                 │
    └─────────────────────────────────────────────────────────┘
"""

from __future__ import annotations

import pygame

from game.ui import theme

DESIGN = (1280, 720)
LEFT_W = 824
RIGHT_W = 420
HAND_CARD = (104, 146)
GALLERY_CARD = (54, 76)
MINI_CARD = (30, 42)
SPACE_CARD = (24, 34)
EXHIBITOR_LABEL = "NEW EXHIBITOR"      # the museum strip's label, measured here so the spaces clear it


class Layout:
    """Rects (in real pixels) of the table's regions for a window size and UI scale."""

    def __init__(self, size: tuple[int, int], scale: float, n_players: int) -> None:
        self.size, self.scale = size, scale
        w, h = size
        cw, ch = round(DESIGN[0] * scale), round(DESIGN[1] * scale)
        # Spare room: a little becomes margin, the rest grows the hand (height) and the log (width).
        self.ox = max(0, (w - cw) // 2)
        self.oy = 0
        self.extra_h = max(0, h - ch)
        s = self.s
        g = s(12)
        top = s(6)
        self.topbar = pygame.Rect(self.ox + g, top, cw - 2 * g, s(34))
        y0 = self.topbar.bottom + s(6)
        left_w = s(LEFT_W)
        right_x = self.ox + g + left_w + s(12)
        right_w = self.ox + cw - g - right_x
        self.museum = pygame.Rect(self.ox + g, y0, left_w, s(246))
        self.avenue = pygame.Rect(self.ox + g, self.museum.bottom + s(8), left_w, s(190))
        self.hand_area = pygame.Rect(self.ox + g, self.avenue.bottom + s(8), left_w, h - g - self.avenue.bottom - s(8))
        self.rating = pygame.Rect(right_x, y0, right_w, s(200))
        players_h = s(min(250, 16 + n_players * 62 + (n_players - 1) * 4))
        self.players = pygame.Rect(right_x, self.rating.bottom + s(8), right_w, players_h)
        self.log = pygame.Rect(right_x, self.players.bottom + s(8), right_w, h - g - self.players.bottom - s(8))

        # Museum: five exhibitions side by side, the New Exhibitor strip along the bottom.
        pad = s(8)
        n = 5
        ew = (self.museum.w - 2 * pad - (n - 1) * pad) / n
        self.exhibitions = [pygame.Rect(round(self.museum.left + pad + i * (ew + pad)), self.museum.top + pad,
                                        round(ew), s(206)) for i in range(n)]
        strip_y = self.exhibitions[0].bottom + s(4)
        self.exhibitor_strip = pygame.Rect(self.museum.left + pad, strip_y, self.museum.w - 2 * pad,
                                           self.museum.bottom - pad // 2 - strip_y)
        # The spaces sit between the exhibitions, unless that would run into the strip's label
        # (small windows: the label's font shrinks less than the layout): then they share the
        # room right of it.
        label = theme.font(s(10), bold=True).size(EXHIBITOR_LABEL)[0]
        self.exhibitor_label_x = self.exhibitor_strip.left + s(2)
        free = self.exhibitor_label_x + label + s(8)
        centres = [(self.exhibitions[i].right + self.exhibitions[i + 1].left) // 2 for i in range(n - 1)]
        width = s(112)
        if centres[0] - width // 2 < free:
            step = (self.exhibitor_strip.right - free) / (n - 1)
            width = min(width, round(step) - s(6))
            centres = [round(free + step * (i + 0.5)) for i in range(n - 1)]
        self.exhibitor = []
        for cx in centres:
            r = pygame.Rect(0, 0, width, s(24))
            r.center = (cx, self.exhibitor_strip.centery)
            self.exhibitor.append(r)

        # Art Gallery Avenue: four galleries, then the Cadmium and Sienna banks.
        ay = self.avenue.top + s(22)
        gw, bw = s(136), s(114)
        x = self.avenue.left + pad
        self.galleries = []
        for _ in range(4):
            self.galleries.append(pygame.Rect(x, ay, gw, s(144)))
            x += gw + pad
        x += s(4)
        self.banks = []
        for _ in range(2):
            self.banks.append(pygame.Rect(x, ay, bw, s(144)))
            x += bw + pad
        self.supply = pygame.Rect(self.avenue.left + pad, self.galleries[0].bottom + s(4), self.avenue.w - 2 * pad,
                                  self.avenue.bottom - self.galleries[0].bottom - s(8))

        # The hand: the prompt across the top, the cards, the side panel on the right.
        self.prompt = pygame.Rect(self.hand_area.left + s(12), self.hand_area.top + s(8), self.hand_area.w - s(24),
                                  s(24))
        self.side = pygame.Rect(self.hand_area.right - s(236), self.hand_area.top + s(38), s(226),
                                self.hand_area.bottom - self.hand_area.top - s(46))
        self.cards = pygame.Rect(self.hand_area.left + s(12), self.hand_area.top + s(40),
                                 self.side.left - s(12) - self.hand_area.left - s(12),
                                 self.hand_area.bottom - self.hand_area.top - s(48))
        self.n_players = n_players

    def s(self, v: float) -> int:
        return theme.px(v, self.scale)

    def card(self, kind: str) -> tuple[int, int]:
        w, h = {"hand": HAND_CARD, "gallery": GALLERY_CARD, "mini": MINI_CARD, "space": SPACE_CARD}[kind]
        return self.s(w), self.s(h)

    def hand_card_size(self) -> tuple[int, int]:
        """Hand cards grow into the room the hand area has (taller windows)."""  # i18n: not shown
        w, h = self.card("hand")
        room = self.cards.h - self.s(30)
        if room > h:
            k = min(1.35, room / h)
            w, h = round(w * k), round(h * k)
        return w, h

    def action_spaces(self, waiting: bool) -> pygame.Rect:
        """Where the side panel shows the two action spaces of the player to act: under the name
        of the player waited for (``waiting``), or under "Your move" and its three lines."""
        r, s, pad = self.side, self.s, self.s(10)
        top = r.top + pad + (s(26) if waiting else s(20) + 3 * s(14) + s(4))
        return pygame.Rect(r.left + pad, top, r.w - 2 * pad, r.bottom - pad - top)

    def space_card_size(self, area: pygame.Rect) -> tuple[int, int]:
        """The size of a card in an action space when the two spaces share ``area``."""
        s = self.s
        inner_w, inner_h = (area.w - s(8)) // 2 - s(8), area.h - s(21)
        ch = min(inner_h, round(inner_w * 0.9))
        return round(ch / 1.4), ch

    def row(self, area: pygame.Rect, n: int, card_w: int, gap: int, align: str = "left") -> list[int]:
        """x positions of ``n`` cards in ``area``, overlapping when they do not fit."""
        if n <= 0:
            return []
        full = n * card_w + (n - 1) * gap
        if full <= area.w:
            step: float = card_w + gap
            start = area.left if align == "left" else area.centerx - full // 2
        else:
            step = (area.w - card_w) / max(1, n - 1)
            start = area.left
        return [round(start + i * step) for i in range(n)]

    def player_rows(self) -> list[pygame.Rect]:
        pad = self.s(8)
        n = max(1, self.n_players)
        inner = self.players.inflate(-2 * pad, -2 * pad)
        h = min(self.s(62), (inner.h - (n - 1) * self.s(4)) // n)
        return [pygame.Rect(inner.left, inner.top + i * (h + self.s(4)), inner.w, h) for i in range(n)]
