"""The end-of-game scoring breakdown of Art Decko, as a drawing function.

:func:`draw_breakdown` draws, in a rect, a table with one column per player:

- **Track**: the score already on the track (shows and New Exhibitor VP);
- **each genre**: paintings owned × that genre's VP at the end (those on display do not count);
- **Gold**: the gold value owned ÷ the gold ratio, rounded down;
- **each activated bonus tile**: its VP and why (with the reason the tile scores at all);
- **Not seen** (before the end): paintings of another player the viewer has not seen, at the
  average VP of the paintings it has not seen;
- **Total**, the winner's column marked.

It reads only a seat's view (:class:`~game.art_decko.table_view.ArtDeckoView`, its table
model's): the recorded final scoring once the game is over (a projection from what the seat sees
before) and the public board, so the game-over scene (or a test, or a screenshot script) can
call it with the final view.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame
from pygame.typing import Point

from game.art_decko.data import load_data
from game.art_decko.table_view import ArtDeckoView
from game.art_decko.ui import style
from game.art_decko.ui.style import RGB
from game.engine.i18n import L, M, Mn, Mp, said
from game.ui import theme
from game.ui.text import shorten, wrap, wrap_at_most

# The bonus tiles' kinds (data/art_decko/bonus_tiles.yaml) as the breakdown names them.
# a tile's kind as its name says it (French "tuile Or", as the rules name them)
TILE_KINDS = {"gold": Mp("tile kind", "gold"), "museum": Mp("tile kind", "museum"), "player": Mp("tile kind", "player")}
Cell = tuple[str, str, int]
Row = tuple[Any, ...]       # (kind, label, sub, cells[, genre])

def tile_reason(board: ArtDeckoView) -> tuple[list[int], str]:
    """Why the activated tiles score: ``(exhibition indexes, reason)``."""
    full = any(board.full)
    active = list(board.activated)
    if full:
        return active, "all its invitations were met"
    if active:
        return active, "no exhibition is full: the fullest one scores"
    return [], "the museum is empty: no tile scores"


def breakdown_rows(board: ArtDeckoView, names: Sequence[str]) -> tuple[list[str], list[Row], list[int]]:
    """The breakdown of ``board`` (a seat's view) as plain rows (tests and the drawing share it).

    Returns ``(header, rows, totals)``: ``header`` the names; each row is
    ``(kind, label, sub, cells)`` with ``cells`` a list per player of ``(main, detail, vp)``.
    """
    d = load_data()
    bds = board.projected
    rows: list[Row] = []
    rows.append(("track", "On the track", "shows and New Exhibitor bonuses",
                 [(str(b.before), "", b.before) for b in bds]))
    for g, genre in enumerate(d.genres):
        cells: list[Cell] = []
        for b in bds:
            x = b.paintings[g]
            cells.append((str(x.vp), said(f"{x.count} × {x.vp_each}") if x.count else M("none"), x.vp))
        each = bds[0].paintings[g].vp_each if bds else 0
        rows.append(("genre", L(genre.name), M("{n} VP each (rating {r})", n=each, r=board.ratings[g]), cells, g))
    ratio = bds[0].gold.ratio if bds else 1
    rows.append(("gold", M("Gold"), M("{n} gold = 1 VP (marker {r})", n=ratio, r=board.gold_rating),
                 [(str(b.gold.vp), f"{b.gold.value} ÷ {b.gold.ratio}", b.gold.vp) for b in bds]))
    _, reason = tile_reason(board)
    tiles = bds[0].tiles if bds else ()
    for i, t in enumerate(tiles):
        exh = d.exhibitions_by_id[t.exhibition]
        cells = [(str(b.tiles[i].vp), b.tiles[i].why, b.tiles[i].vp) for b in bds]
        rows.append(("tile", M("\u201c{tile}\u201d", tile=L(t.name)),
                     M("{kind} tile at {place}: {reason}", kind=TILE_KINDS.get(t.kind, t.kind),
                       place=L(exh.name), reason=reason), cells))
    if not tiles:
        rows.append(("note", "Bonus tiles", reason, [("0", "", 0) for _ in bds]))
    if any(b.unseen is not None for b in bds):
        rows.append(("unseen", "Not seen", "paintings you have not seen, at their average VP",
                     [(str(b.unseen.vp), Mn("{n} painting", "{n} paintings", b.unseen.count, n=b.unseen.count),
                       b.unseen.vp) if b.unseen is not None else ("0", "", 0) for b in bds]))
    totals = [b.total for b in bds]
    return list(names), rows, totals


def draw_breakdown(surface: pygame.Surface, rect: Any, board: ArtDeckoView, names: Sequence[str],
                   scale: float) -> pygame.Rect | list[pygame.Rect]:
    """Draw the full scoring breakdown of ``board`` (a seat's view; the final one at the end) inside ``rect``.

    ``names``: the seat names; ``scale``: the UI scale (design pixels × scale). The table
    shrinks its type to fit the rect's height. Returns the rect actually used.
    """
    rect = pygame.Rect(rect)
    header, rows, totals = breakdown_rows(board, names)
    n = len(header)
    winners = set(board.winners)
    # find a type scale that fits
    k = 1.0
    for _ in range(8):
        need = _height(rows, scale * k)
        if need <= rect.h:
            break
        k *= max(0.6, rect.h / need)
    sc = scale * k

    def px(v: float) -> int:
        return theme.px(v, sc)

    label_w = min(px(190), rect.w // 3)
    col_w = (rect.w - label_w) / max(1, n)
    x0 = rect.left
    y = rect.top
    theme.blit_text(surface, "Scoring", px(16), theme.INK, (x0, y), bold=True)
    y += px(24)
    # header: player names, with chips
    for i, name in enumerate(header):
        cx = round(x0 + label_w + (i + 0.5) * col_w)
        chip = style.player_chip(i, px(16))
        f = theme.font(px(12), bold=True)
        label = name
        while len(label) > 1 and f.size(label)[0] > col_w - px(24):
            label = label[:-1]
        img = theme.text(label, px(12), theme.INK, bold=True)
        total_w = chip.get_width() + px(4) + img.get_width()
        surface.blit(chip, (cx - total_w // 2, y))
        surface.blit(img, (cx - total_w // 2 + chip.get_width() + px(4),
                           y + (chip.get_height() - img.get_height()) // 2))
    y += px(22)
    pygame.draw.line(surface, theme.LINE, (x0, y), (rect.right, y), 1)
    for row in rows:
        kind, label, sub = row[0], row[1], row[2]
        cells = row[3]
        h = _row_h(kind, sc)
        if kind == "genre":
            icon = style.marker_icon(row[4], px(16))
            surface.blit(icon, (x0, y + px(4)))
            lx = x0 + px(20)
        elif kind == "gold":
            surface.blit(style.coin_icon(px(16)), (x0, y + px(4)))
            lx = x0 + px(20)
        else:
            lx = x0
        _clipped(surface, label, px(12), theme.INK, (lx, y + px(3)), label_w - (lx - x0) - px(4), bold=True)
        limit = 3 if kind == "tile" else 1
        sub_lines, narrow = _fitted_lines(sub, px(9), label_w - px(6), limit, (False, True))
        for j, line in enumerate(sub_lines):
            theme.blit_text(surface, line, px(9), theme.INK_SOFT, (x0, y + px(18) + j * px(11)), condensed=narrow)
        for i, (main, detail, vp) in enumerate(cells):
            cx = round(x0 + label_w + (i + 0.5) * col_w)
            colour = theme.INK if vp else theme.INK_FAINT
            theme.blit_text(surface, main, px(14), colour, (cx, y + px(2)), "midtop", bold=True)
            if detail:
                # whole pixels: a text measure cuts a word at a character count, which a
                # fractional column width is not (the cut raised a TypeError in a narrow breakdown)
                lines, _ = _fitted_lines(detail, px(9), math.floor(col_w) - px(8), limit, (True,))
                for j, line in enumerate(lines):
                    theme.blit_text(surface, line, px(9), theme.INK_SOFT, (cx, y + px(19) + j * px(10)), "midtop",
                                    condensed=True)
        y += h
        pygame.draw.line(surface, theme.LINE, (x0, y), (rect.right, y), 1)
    # totals
    y += px(4)
    theme.blit_text(surface, "Total", px(14), theme.INK, (x0, y + px(2)), bold=True)
    for i, total in enumerate(totals):
        cx = round(x0 + label_w + (i + 0.5) * col_w)
        win = i in winners
        box = pygame.Rect(0, 0, min(col_w - px(8), px(70)), px(26))
        box.midtop = (cx, y)
        if win:
            theme.round_rect(surface, box, theme.ACCENT_SOFT, px(6))
            pygame.draw.rect(surface, theme.ACCENT, box, max(1, px(2)), border_radius=px(6))
        theme.blit_text(surface, M("{n} VP", n=total), px(15), theme.ACCENT_DARK if win else theme.INK, box.center,
                        "center", bold=True)
    y += px(30)
    return pygame.Rect(rect.left, rect.top, rect.w, y - rect.top)


def _row_h(kind: str, sc: float) -> int:
    return theme.px(52 if kind == "tile" else 32, sc)


def _height(rows: list[Row], sc: float) -> int:
    return theme.px(24 + 22 + 34, sc) + sum(_row_h(r[0], sc) for r in rows)


def _fitted_lines(text: str, size: int, width: int, limit: int, faces: Sequence[bool]) -> tuple[list[str], bool]:
    """``text`` wrapped to ``width`` in at most ``limit`` lines, and whether in the condensed face:
    in the first of ``faces`` (condensed or not) that needs no more, else in the last with its
    last line cut with "…" (never words silently dropped)."""
    for condensed in faces[:-1]:
        lines = wrap(text, theme.font(size, condensed=condensed), width)
        if len(lines) <= limit:
            return lines, condensed
    return wrap_at_most(text, theme.font(size, condensed=faces[-1]), width, limit), faces[-1]


def _clipped(surface: pygame.Surface, s: str, size: int, colour: RGB, pos: Point, width: int,
             bold: bool = False) -> None:
    theme.blit_text(surface, shorten(s, theme.font(size, bold=bold), width), size, colour, pos, bold=bold)
