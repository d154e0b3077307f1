"""Where everything on the Avant Carde table goes, for a window size, a UI scale and a view.

Design sizes are for 1280×720 (see docs/ui.md); real pixels come from ``theme.px``. The
table is laid out in bands:

- the top bar (round, phase, what is going on; Log / Undo / Menu);
- the gallery (six stacks), the bank (awards, extras, change tokens, gems, the solo walk)
  and the patron box;
- the other players (plate + line each), in one or two rows;
- the viewer's own area: plate, line, hand, and the action panel (prompt, choices,
  Stop playing / End turn). In the buy phase, with an empty hand, the line grows into
  the hand's place and each ▶▶ power gets its button under its card.

With no human at the table (AI-only games) every player gets a panel instead.
"""

from __future__ import annotations

import pygame

from game.ui import cards, theme

CARD_RATIO = cards.CARD_RATIO


class Layout:
    """Rects for one frame. All real pixels."""

    def __init__(self, size: tuple[int, int], scale: float) -> None:
        self.size, self.scale = size, scale
        none = pygame.Rect(0, 0, 0, 0)          # every area is placed by compute()
        self.top, self.gallery, self.bank, self.patrons = none.copy(), none.copy(), none.copy(), none.copy()
        self.players = none.copy()
        self.own: pygame.Rect | None = None           # the viewer's area (None for a spectator)
        self.own_plate: pygame.Rect | None = None
        self.own_line: pygame.Rect | None = None
        self.hand: pygame.Rect | None = None
        self.action: pygame.Rect | None = None
        self.log: pygame.Rect | None = None
        self.spare: pygame.Rect | None = None         # an empty cell of the players' grid (it shows the latest moves)
        self.seat_panels: dict[int, pygame.Rect] = {}  # seat -> panel rect (others, or everybody for a spectator)
        self.stack_cols: dict[int, pygame.Rect] = {}   # n -> column rect inside the gallery
        self.buttons: dict[str, pygame.Rect] = {}      # name -> rect for the top bar buttons

    def s(self, v: float) -> int:
        return theme.px(v, self.scale)


def compute(size: tuple[int, int], scale: float, seats: list[int], viewer: int | None, hand_cards: int,
            phase: str) -> Layout:
    """The :class:`Layout` for ``seats`` (seat numbers in table order) seen by ``viewer``.

    ``hand_cards``: how many cards the viewer holds (0: the line takes the hand's room).
    """
    L = Layout(size, scale)
    s = L.s
    W, H = size
    M, G = s(12), s(8)
    L.top = pygame.Rect(0, 0, W, s(46))
    bw, bh = s(82), s(32)
    x = W - M
    for name in ("menu", "undo", "log", "recap", "rules"):
        w = bw if name != "rules" else s(36)
        x -= w
        L.buttons[name] = pygame.Rect(x, L.top.centery - bh // 2, w, bh)
        x -= s(6)
    # a watcher's way back to the results of a finished game (a player's is in the action panel)
    L.buttons["results"] = pygame.Rect(x - s(150), L.top.centery - bh // 2, s(150), bh)

    y = L.top.bottom + s(4)
    band_h = s(176)
    gallery_w = 6 * s(96) + 2 * s(14)
    L.gallery = pygame.Rect(M, y, gallery_w, band_h)
    L.bank = pygame.Rect(L.gallery.right + G, y, s(172), band_h)
    L.patrons = pygame.Rect(L.bank.right + G, y, max(s(300), W - M - L.bank.right - G), band_h)
    col_w = (L.gallery.w - 2 * s(14)) // 6
    for i, n in enumerate(range(2, 8)):
        L.stack_cols[n] = pygame.Rect(L.gallery.left + s(14) + i * col_w, L.gallery.top + s(10), col_w,
                                      L.gallery.h - s(20))
    y0 = L.gallery.bottom + G

    others = [q for q in seats if q != viewer] if viewer is not None else list(seats)
    if viewer is None:
        area = pygame.Rect(M, y0, W - 2 * M, H - M - y0)
        L.players = area
        _grid(L, others, area, G, max_row=s(190))
        bottom = max((r.bottom for r in L.seat_panels.values()), default=area.top)
        if L.spare is None and area.bottom - bottom - G >= s(70):
            L.spare = pygame.Rect(area.left, bottom + G, area.w, area.bottom - bottom - G)
        L.log = pygame.Rect(W - M - s(340), y0, s(340), H - M - y0)
        return L

    own_min = s(262)
    avail = H - M - y0 - own_min - G
    rows = 0 if not others else (1 if len(others) <= 2 else 2)
    if rows:
        row_h = min(s(128), max(s(60), (avail - G * (rows - 1)) // rows))
        opp_h = rows * row_h + (rows - 1) * G
        L.players = pygame.Rect(M, y0, W - 2 * M, opp_h)
        _grid(L, others, L.players, G, rows=rows, row_h=row_h)
        own_top = L.players.bottom + G
    else:
        own_top = y0
    L.own = pygame.Rect(M, own_top, W - 2 * M, H - M - own_top)
    plate_w = s(140)
    action_w = s(336)
    L.own_plate = pygame.Rect(L.own.left, L.own.top, plate_w, L.own.h)
    L.action = pygame.Rect(L.own.right - action_w, L.own.top, action_w, L.own.h)
    mid = pygame.Rect(L.own_plate.right + G, L.own.top, L.action.left - G - L.own_plate.right - G, L.own.h)
    if hand_cards:
        line_h = max(s(100), min(s(150), round(L.own.h * 0.36)))
        L.own_line = pygame.Rect(mid.left, mid.top, mid.w, line_h)
        L.hand = pygame.Rect(mid.left, L.own_line.bottom + G, mid.w, mid.bottom - L.own_line.bottom - G)
    else:
        L.own_line = mid
        L.hand = None
    L.log = pygame.Rect(W - M - s(340), y0, s(340), L.own.top - G - y0 if others else s(300))
    if L.log.h < s(200):
        # Too short above the viewer's area: reach down over the action panel, but stop above its
        # bottom row (Stop playing / End turn must stay clickable with the log open).
        L.log = pygame.Rect(W - M - s(340), y0, s(340), L.action.bottom - s(12 + 40 + 8) - y0)
    return L


def _grid(L: Layout, seats: list[int], area: pygame.Rect, gap: int, rows: int | None = None,
          row_h: int | None = None, max_row: int | None = None) -> None:
    n = len(seats)
    if not n:
        return
    if rows is None:
        cols = 1 if n <= 3 else 2
        rows = (n + cols - 1) // cols
    else:
        cols = (n + rows - 1) // rows
    if row_h is None:
        row_h = (area.h - gap * (rows - 1)) // rows
        if max_row:
            row_h = min(row_h, max_row)
    col_w = (area.w - gap * (cols - 1)) // cols
    for i, q in enumerate(seats):
        r, c = divmod(i, cols)
        L.seat_panels[q] = pygame.Rect(area.left + c * (col_w + gap), area.top + r * (row_h + gap), col_w, row_h)
    if n < rows * cols:
        r, c = divmod(n, cols)
        L.spare = pygame.Rect(area.left + c * (col_w + gap), area.top + r * (row_h + gap), col_w, row_h)


# --- placing cards ----------------------------------------------------------------------------

def card_w_for_height(h: float) -> int:
    return max(8, int(h / CARD_RATIO))


def row_of_cards(area: pygame.Rect, n: int, card_w: int, gap: int, align: str = "left") -> list[pygame.Rect]:
    """Rects for ``n`` cards in ``area``, overlapping when they do not fit side by side."""
    card_h = round(card_w * CARD_RATIO)
    if n <= 0:
        return []
    step: float = card_w + gap
    if n > 1 and card_w + step * (n - 1) > area.w:
        step = max(4, (area.w - card_w) / (n - 1))
    total = card_w + step * (n - 1)
    if align == "center":
        x0 = area.left + (area.w - total) / 2
    else:
        x0 = area.left
    y = area.top + (area.h - card_h) // 2
    return [pygame.Rect(round(x0 + i * step), y, card_w, card_h) for i in range(n)]
