"""The Avant Carde part of the game-over scene: awards, the tie-break money, change tokens, and
each player's collection of gallery cards — all from the final view of the seat shown
(:class:`~game.avant_carde.table_view.AvantCardeView`: at the end every line is face up and every
collection public)."""

from __future__ import annotations

from typing import Sequence

import pygame

from game.avant_carde.table_view import AvantCardeView
from game.avant_carde.ui import catalog, layout as lay, style
from game.engine.i18n import M
from game.ui import theme


def draw_breakdown(surface: pygame.Surface, rect: pygame.Rect, view: AvantCardeView, names: Sequence[str],
                   scale: float, patterns: bool) -> None:
    """Awards, the money made in the last buy turn (the tie-break) and change tokens, per seat, and
    each seat's gallery cards, from a finished game's ``view``."""

    def px(v: float) -> int:
        return theme.px(v, scale)

    theme.blit_text(surface, "Awards and tie-breaks", px(theme.TEXT_L), theme.INK, rect.topleft, bold=True)
    y = rect.top + px(40)
    cols = [rect.left, rect.left + px(150), rect.left + px(230), rect.left + px(330)]
    for label, x in zip(("Player", "Awards", "Last made", "Token"), cols):
        theme.blit_text(surface, label, px(theme.TEXT_S), theme.INK_SOFT, (x, y))
    y += px(26)
    players = view.seats
    winners = set(view.winners)
    for seat, p in enumerate(players):
        bold = seat in winners
        style.seat_marker(surface, seat, (cols[0] + px(6), y + px(10)), px(5))
        theme.blit_text(surface, style.fit_text(names[seat], px(theme.TEXT), px(120), bold=bold), px(theme.TEXT),
                        theme.INK, (cols[0] + px(18), y), bold=bold)
        icon = style.icon("award", px(20))
        surface.blit(icon, (cols[1], y))
        theme.blit_text(surface, str(p.awards), px(theme.TEXT), theme.INK, (cols[1] + px(24), y), bold=bold)
        theme.blit_text(surface, f"${p.made_last}", px(theme.TEXT), theme.INK, (cols[2], y))
        if p.change_token:
            surface.blit(style.icon("change", px(20)), (cols[3], y))
        y += px(32)
        if y > rect.bottom - px(30):
            break
    note = {"awards_out": "The Awards stack ran out; the round was played to its end.",
            "solo_win": "You took the last award: you win.",
            "solo_loss": M("Round {round} ended with awards left: the gallery wins.", round=view.round),
            }.get(view.end_reason or "", "")
    if note and y + px(30) < rect.bottom:
        theme.blit_text(surface, note, px(theme.TEXT_S), theme.INK_SOFT, (rect.left, y + px(6)))
        y += px(34)
    # Each collection: the gallery cards a player ended with, by number.
    y += px(10)
    if y + px(60) > rect.bottom:
        return
    theme.blit_text(surface, "Collections", px(theme.TEXT_L), theme.INK, (rect.left, y), bold=True)
    y += px(34)
    row_h = max(px(30), min(px(52), (rect.bottom - y) // max(1, len(players))))
    cw = max(8, int((row_h - px(8)) / lay.CARD_RATIO))
    ch = round(cw * lay.CARD_RATIO)
    for seat, gallery in enumerate(collections(view)):
        if y + ch > rect.bottom:
            break
        style.seat_marker(surface, seat, (rect.left + px(6), y + ch // 2), px(5))
        x0 = rect.left + px(18)
        if not gallery:
            theme.blit_text(surface, "no gallery card", px(theme.TEXT_S), theme.INK_FAINT,
                            (x0, y + ch // 2), "midleft")
        else:
            step = min(cw + px(3), (rect.right - x0 - cw) / max(1, len(gallery) - 1))
            for i, c in enumerate(gallery):
                surface.blit(style.mini_card(c.number, c.colour, (cw, ch), patterns), (round(x0 + i * step), y))
        y += row_h


def collections(view: AvantCardeView) -> list[list[catalog.Face]]:
    """Each seat's gallery cards (not its starter cards) as a finished game's ``view`` shows them,
    by number then colour."""
    out = []
    for q, p in enumerate(view.seats):
        codes = [c.code for c in view.hand] if q == view.seat else []
        codes += list(p.unseen) + list(p.discard) + [c.code for c in p.line or () if c.code]
        owned = [catalog.face(code) for code in codes]
        out.append(sorted((c for c in owned if not c.starter), key=lambda c: (c.number, c.colour)))
    return out
