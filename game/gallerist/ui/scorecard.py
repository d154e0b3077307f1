"""The Gallerist's scoring screens: the intermediate scoring card and the final breakdown.

:func:`draw_breakdown` is the table's part of the game-over scene: one column per player,
one row per part of the final scoring (money, market majorities, reputation, exhibited works,
auction works, Curator, Art Dealer, influence), the total, and the winner marked. It draws
the final view of the seat shown (:class:`~game.gallerist.table_view.GalleristView`), whose
``score_rows`` are the engine's ``score_breakdown``, so tests read the same numbers.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from game.engine.i18n import L, M, tr
from game.gallerist.data import load_data
from game.gallerist.table_view import GalleristView
from game.gallerist.ui import style
from game.gallerist.ui.effects import Card
from game.gallerist.ui.model import Frame
from game.ui import theme


def draw_breakdown(surface: pygame.Surface, rect: pygame.Rect, view: GalleristView, names: Sequence[str],
                   scale: float) -> list[pygame.Rect]:
    """The final scoring the final ``view`` (a seat's) shows, in ``rect``; returns the rects of
    its lines (one per part, then the total), which a lesson's guide can ring."""
    rect = pygame.Rect(rect)
    rows = view.score_rows
    totals = [sum(values[p] for _, values in rows) for p in range(view.num_players)]
    n = len(totals)
    winners = set(view.winners)
    line = max(theme.px(20, scale), min(theme.px(34, scale), rect.h // (len(rows) + 3)))
    size = max(9, min(theme.px(15, scale), int(line * 0.55)))
    label_w = int(rect.w * 0.42)
    col_w = (rect.w - label_w) // max(1, n)
    y = rect.top
    theme.blit_text(surface, "Final scoring", size + 3, theme.INK, (rect.left, y), bold=True)
    y += line
    mark = theme.px(5, scale)
    for p in range(n):
        cx = rect.left + label_w + p * col_w + col_w // 2
        name = theme.blit_text(surface, names[p][:10], size, theme.INK, (cx + mark, y + line // 2), "center", bold=True)
        theme.seat_marker(surface, p, (name.left - mark - theme.px(4, scale), name.centery), mark, style.seat_colour(p))
    y += line
    lines = []
    for i, (label, values) in enumerate(rows):
        lines.append(pygame.Rect(rect.left, y, rect.w, line))
        if i % 2 == 0:
            pygame.draw.rect(surface, theme.SURFACE_SUNK, (rect.left, y, rect.w, line))
        theme.blit_text(surface, label, size, theme.INK, (rect.left + theme.px(6, scale), y + line // 2), "midleft")
        for p, v in enumerate(values):
            cx = rect.left + label_w + p * col_w + col_w // 2
            theme.blit_text(surface, M("${n}", n=v), size, theme.INK if v else theme.INK_FAINT, (cx, y + line // 2),
                            "center")
        y += line
    pygame.draw.line(surface, theme.INK_SOFT, (rect.left, y), (rect.right, y), max(1, theme.px(2, scale)))
    lines.append(pygame.Rect(rect.left, y, rect.w, line))
    theme.blit_text(surface, "Total", size, theme.INK, (rect.left + theme.px(6, scale), y + line // 2), "midleft",
                    bold=True)
    for p, v in enumerate(totals):
        cx = rect.left + label_w + p * col_w + col_w // 2
        theme.blit_text(surface, M("${n}", n=v) + (" ★" if p in winners else ""), size + 1,
                        theme.ACCENT if p in winners else theme.INK, (cx, y + line // 2), "center", bold=True)
    if view.solo and view.final is not None:
        title = theme.blit_text(surface, solo_title(view.final), size, theme.INK,
                                (rect.left, y + line + theme.px(6, scale)), bold=True)
        lines.append(title.inflate(theme.px(8, scale), theme.px(6, scale)))
    return lines


def solo_title(final: Sequence[dict[str, Any]]) -> str:
    """The solitaire's title in words, and the next one: ``No title (next: Apprentice from $80)``
    (``final``: the final scoring)."""
    title, total = final[0]["title"], final[0]["total"]
    following = [(low, name) for low, name in load_data().solo_titles if low > total]
    if following:
        low, name = following[0]
        if title:
            return M("Title: {title} (next: {name} from ${low})", title=L(title), name=L(name), low=low)
        return M("No title (next: {name} from ${low})", name=L(name), low=low)
    return M("Title: {title}", title=L(title)) if title else M("No title")


INTERMEDIATE_NOTE = "A box-office pile is empty: everyone takes a $ and an I bonus."


def intermediate_rect(size: tuple[int, int], scale: float, card: Card) -> pygame.Rect:
    """Where the intermediate-scoring card goes: in the middle of the window, wide enough for its
    note as it is read (in French it ran to the card's edge)."""
    note = theme.font(theme.px(12, scale)).size(tr(INTERMEDIATE_NOTE))[0] + 2 * theme.px(20, scale)
    box = pygame.Rect(0, 0, min(size[0] - theme.px(24, scale), max(theme.px(460, scale), note)),
                      theme.px(120 + 30 * len(card), scale))
    box.center = (size[0] // 2, size[1] // 2)
    return box


def draw_intermediate(surface: pygame.Surface, size: tuple[int, int], scale: float, card: Card, frame: Frame) -> None:
    """The intermediate-scoring card: every player's $ and I bonus, until clicked away."""
    theme.dim(surface, 90)
    box = intermediate_rect(size, scale, card)
    theme.draw_panel(surface, box, scale)
    pad = theme.px(20, scale)
    theme.blit_text(surface, "Intermediate scoring", theme.px(22, scale), theme.INK, (box.left + pad, box.top + pad),
                    bold=True)
    theme.blit_text(surface, INTERMEDIATE_NOTE, theme.px(12, scale),
                    theme.INK_SOFT, (box.left + pad, box.top + pad + theme.px(32, scale)))
    y = box.top + pad + theme.px(60, scale)
    for p, money, infl in card:
        centre = (box.left + pad + theme.px(6, scale), y + theme.px(10, scale))
        theme.seat_marker(surface, p, centre, theme.px(6, scale), style.seat_colour(p))
        theme.blit_text(surface, M("{who}:  +${money}   +{infl} influence", who=frame.name(p), money=money,
                                   infl=infl), theme.px(15, scale),
                        theme.INK, (box.left + pad + theme.px(20, scale), y))
        y += theme.px(30, scale)
    theme.blit_text(surface, "Click or press Enter to continue", theme.px(11, scale), theme.INK_FAINT,
                    (box.centerx, box.bottom - theme.px(10, scale)), "midbottom")
