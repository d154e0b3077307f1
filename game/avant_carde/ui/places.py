"""Where each thing of the Avant Carde table is drawn this layout: stacks, plates, lines, hand, the
action panel's parts. Drawing, hit tests, drag targets and animations all read the same rects."""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.avant_carde.table_view import LineCard
from game.avant_carde.ui import catalog, layout as lay
from game.ui import cards, theme
from game.ui.text import wrap


class PlateRects:
    """Where the parts of a player plate are (shared by drawing, hit tests and animations)."""

    AWARDS_GAP = 2      # design px between the award icon and its count

    def __init__(self, rect: Any, s: Callable[[float], int], compact: bool = False) -> None:
        self.rect = pygame.Rect(rect)
        pad = s(10)
        x, y = self.rect.left + pad, self.rect.top + pad
        w = self.rect.w - 2 * pad
        line = s(20) if not compact else s(18)
        self.name = pygame.Rect(x, y, w, line)
        self.sub = pygame.Rect(x, y + line, w, s(16))
        # the award count is room for the icon and "×16" (two digits); the change token and gem follow
        self.awards = pygame.Rect(x, self.sub.bottom + s(4), s(70), s(24))
        self.token = pygame.Rect(self.awards.right + s(2), self.awards.top + s(1), s(22), s(22))
        self.gem = pygame.Rect(self.token.right + s(2), self.awards.top + s(1), s(22), s(22))
        self.first = pygame.Rect(self.rect.right - pad - s(24), self.name.top - s(2), s(24), s(24))
        piles_y = self.awards.bottom + s(4)
        self.deck = pygame.Rect(x, piles_y, w // 2, s(16))
        self.discard = pygame.Rect(x + w // 2, piles_y, w - w // 2, s(16))
        self.status = pygame.Rect(x, self.deck.bottom + s(2), w, s(18))


class Places:
    """Rects of the things drawn this layout (hit tests, drawing and animations share them)."""

    def __init__(self) -> None:
        self.stacks: dict[int, pygame.Rect] = {}
        self.hand: list[tuple[str, int, str, str | None, pygame.Rect]] = []   # (code, number, colour, timing, rect)
        self.lines: dict[int, list[tuple[LineCard, pygame.Rect]]] = {}        # seat -> [(LineCard, rect)]
        self.line_areas: dict[int, pygame.Rect] = {}
        self.plates: dict[int, PlateRects] = {}
        self.picker: list[tuple[str, int, str, pygame.Rect]] = []            # (code, number, colour, rect)
        self.picker_label: pygame.Rect | None = None
        none = pygame.Rect(0, 0, 0, 0)          # every pile is placed by place()
        self.awards_pile, self.extras_pile, self.token_supply, self.gem_supply = none, none, none, none
        self.solo_track: pygame.Rect | None = None      # the first player token's walk (solo)
        self.action_text = pygame.Rect(0, 0, 0, 0)
        self.text_bottom = 0
        self.controls_top = 0
        self.money: pygame.Rect | None = None
        self.power_buttons: dict[str, pygame.Rect] = {}

    def hand_rect(self, code: str) -> pygame.Rect | None:
        for c, _, _, _, r in self.hand:
            if c == code:
                return r
        return None

    def line_rect(self, seat: int, code: str | None) -> pygame.Rect | None:
        for lc, r in reversed(self.lines.get(seat, [])):
            if lc.code == code:
                return r
        return None


def place(L: lay.Layout, view: Any, s: Callable[[float], int], buying: bool,
          action_text: tuple[str, Sequence[str]]) -> Places:
    """Where everything of ``view`` goes in the layout ``L`` (``s``: design px to real px).

    ``buying``: the viewer is in its buy turn (each of its ▶▶ powers, ``view.powers``, gets a
    button under its card); ``action_text``: the action panel's ``(title, paragraphs)`` (their
    height places the money box)."""
    P = Places()
    v = view
    for n in range(2, 8):
        P.stacks[n] = stack_card_rect(L, s, n)
    pad = s(12)
    b = L.bank
    P.awards_pile = pygame.Rect(b.left + pad, b.top + pad, s(34), s(34))
    y = P.awards_pile.bottom + s(24)
    d = s(20)
    if v.solo:
        P.token_supply = pygame.Rect(b.left + pad, y, d, d)
        P.extras_pile = P.gem_supply = P.awards_pile
        P.solo_track = pygame.Rect(b.left + pad, P.token_supply.bottom + s(8), b.w - 2 * pad, s(46))
    else:
        P.extras_pile = pygame.Rect(b.left + pad, y, d, d)
        P.token_supply = pygame.Rect(b.left + pad, y + s(28), d, d)
        P.gem_supply = pygame.Rect(b.left + pad, y + s(56), d, d)
    for seat, panel in L.seat_panels.items():
        # a wide panel gives its plate room for a long name ("Maximilian") beside the first player icon
        plate = pygame.Rect(panel.left, panel.top, max(s(140), min(s(184), panel.w // 3)), panel.h)
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
    if v.viewer is not None and L.own is not None and L.own_line is not None:
        sv = v.seats[v.viewer]
        P.plates[v.viewer] = PlateRects(L.own_plate, s)
        area = L.own_line
        P.line_areas[v.viewer] = area
        inner = line_inner(area, s)
        copies = any(k.startswith("copy") for k, _, _ in v.powers)
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
            _place_power_buttons(P, v.viewer, s, v.powers)
        if L.hand is not None:
            h = L.hand
            inner = pygame.Rect(h.left + s(10), h.top + s(20), h.w - s(20), h.h - s(20) - s(22))
            fit = (inner.w + s(8)) // max(7, len(v.hand)) - s(8)
            cw = max(s(40), min(s(112), lay.card_w_for_height(inner.h), fit))
            rects = lay.row_of_cards(inner, len(v.hand), cw, s(8))
            P.hand = [(c, n, col, tm, r) for (c, n, col, tm), r in zip(v.hand, rects)]
        _place_action(P, L, v, s, *action_text)
    return P


def _place_power_buttons(P: Places, viewer: int, s: Callable[[float], int],
                         powers: list[tuple[str, str, str]]) -> None:
    placed = P.lines.get(viewer, [])
    by_code: dict[str, pygame.Rect] = {}
    for lc, rect in placed:
        if lc.code:
            by_code[lc.code] = rect
    step = placed[1][1].left - placed[0][1].left if len(placed) > 1 else None
    for key, pid, code in powers:
        r = by_code.get(code)
        if r is None:
            continue
        w = r.w if step is None else min(r.w, step - s(4))
        row = 1 if key.startswith("copy") else 0
        if row:
            row = 1 + sum(1 for k in P.power_buttons if k.startswith("copy") and P.power_buttons[k].left == r.left)
        P.power_buttons[key] = pygame.Rect(r.left, r.bottom + s(6) + (row * s(30)), max(s(30), w), s(26))


MONEY_BOX_H = 98     # design px: the money, "Made $8", its sum on a line of its own, the awards

def _place_action(P: Places, L: lay.Layout, v: Any, s: Callable[[float], int], title: str,
                  body: Sequence[str]) -> None:
    """The action panel, top-down: title, the money box, the text. The chips and buttons sit at the
    bottom (placed by the controls); the picker strip goes between (see :func:`place_picker`)."""
    r = L.action
    assert r is not None, "the viewer has an action panel"
    inner = r.inflate(-2 * s(14), -2 * s(12))
    y = inner.top + (s(26) if title else 0)
    if v.phase == "buy" and v.acting is not None and not v.over:
        compact = v.decision is not None and v.decision.kind != "buy"
        P.money = pygame.Rect(inner.left, y + s(4), inner.w, s(40) if compact else s(MONEY_BOX_H))
        y = P.money.bottom + s(8)
    f = theme.font(s(theme.TEXT_S))
    for para in body:
        y += len(wrap(para, f, inner.w)) * f.get_linesize() + s(3)
    P.action_text = pygame.Rect(inner.left, inner.top, inner.w, inner.h)
    P.text_bottom = y


def place_picker(P: Places, L: lay.Layout, s: Callable[[float], int], prompt: Any, bottom: int) -> None:
    """Cards to choose that are not on the table (your discard pile, the card under the solo token)."""
    P.picker = []
    P.picker_label = None
    if not prompt or L.action is None:
        return
    inner = L.action.inflate(-2 * s(14), -2 * s(12))
    shown = {c for c, *_ in P.hand}
    for seat, placed in P.lines.items():
        shown.update(lc.code for lc, _ in placed if lc.code)
    extra = [c for c in prompt.cards if c not in shown]
    if not extra:
        return
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
        card = catalog.face(code)
        rect = pygame.Rect(round(inner.left + col * step), top + row * (ch + s(4)), cw, ch)
        P.picker.append((code, card.number, card.colour, rect))
    P.picker_label = pygame.Rect(inner.left, top - s(18), inner.w, s(16))


def stack_card_rect(L: lay.Layout, s: Callable[[float], int], n: int) -> pygame.Rect:
    """The top card of the ``n`` stack in its gallery column."""
    col = L.stack_cols[n]
    w = col.w - s(12)
    h = round(w * cards.CARD_RATIO)
    return pygame.Rect(col.centerx - w // 2, col.top + s(4), w, h)


def patron_rows(L: lay.Layout, s: Callable[[float], int]) -> list[pygame.Rect]:
    """The six rows of the patron box (2s to 7s)."""
    r = L.patrons
    top = r.top + s(30)
    h = (r.bottom - s(8) - top) // 6
    return [pygame.Rect(r.left + s(8), top + i * h, r.w - s(16), h) for i in range(6)]


def line_header(area: pygame.Rect, s: Callable[[float], int]) -> pygame.Rect:
    """The strip at the top of the viewer's line area: "YOUR LINE" and what the line is worth."""
    return pygame.Rect(area.left, area.top, area.w, s(18))


def badge_rect(card: pygame.Rect, size: tuple[int, int], d: int, floor: int | None = None) -> pygame.Rect:
    """Where a changed card's badge (``size``; nominal height ``d``) goes: astride the card's top
    edge, but never above ``floor`` (the bottom of the viewer's line header)."""
    r = pygame.Rect((0, 0), size)
    r.midtop = (card.centerx, card.top - d // 3)
    if floor is not None and r.top < floor:
        r.top = floor
    return r


def line_inner(area: pygame.Rect, s: Callable[[float], int]) -> pygame.Rect:
    """The part of the viewer's line area where cards go (under the "YOUR LINE" header)."""
    return pygame.Rect(area.left + s(8), area.top + s(18), area.w - s(16), area.h - s(22))


def next_slot(P: Places, viewer: int | None, s: Callable[[float], int]) -> pygame.Rect | None:
    """Where a card dropped on the viewer's line would go (the drag's target), or None."""
    if viewer is None:
        return None
    placed = P.lines.get(viewer, [])
    area = P.line_areas.get(viewer)
    if area is None:
        return None
    inner = line_inner(area, s)
    cw = placed[0][1].w if placed else lay.card_w_for_height(inner.h)
    rects = lay.row_of_cards(inner, len(placed) + 1, cw, s(8))
    return rects[-1] if rects else None
