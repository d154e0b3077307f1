"""Where everything of the Gallerist table goes, for a window size: plain rects, no drawing.

Design coordinates are for 1280×720 and scaled by the window's UI scale; a wider window
centres the table. :func:`compute` returns a :class:`Layout`: the panels (``regions``) and a
rect per board piece (``pieces``, keyed as in :mod:`game.gallerist.table_view`), which the
painter draws in and the table lays its hotspots over.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from game.gallerist.data import COLUMNS

DESIGN_W, DESIGN_H = 1280, 720


@dataclass
class Layout:
    scale: float
    regions: dict[str, pygame.Rect] = field(default_factory=dict)
    pieces: dict[tuple[Any, ...], pygame.Rect] = field(default_factory=dict)
    boards: dict[int, pygame.Rect] = field(default_factory=dict)     # owner -> rect of its board (full or compact)
    full: int = 0                                   # whose board is shown in full


def compute(size: tuple[int, int], n: int, full: int, hired: int = 0) -> Layout:
    """The layout for ``n`` players at window ``size``, the board of seat ``full`` in full.
    ``hired``: assistants already hired by ``full`` (the hiring cells it may click next)."""
    w, h = size
    sc = max(0.5, min(w / DESIGN_W, h / DESIGN_H))
    ox = (w - DESIGN_W * sc) / 2
    oy = (h - DESIGN_H * sc) / 2

    def R(x: float, y: float, rw: float, rh: float) -> pygame.Rect:
        return pygame.Rect(round(ox + x * sc), round(oy + y * sc), max(1, round(rw * sc)), max(1, round(rh * sc)))

    lay = Layout(scale=sc, full=full)
    reg, pc = lay.regions, lay.pieces
    reg["top"] = pygame.Rect(0, 0, w, round(oy + 40 * sc))
    reg["bar"] = pygame.Rect(0, round(oy + 672 * sc), w, h - round(oy + 672 * sc))
    reg["colony"] = R(8, 44, 828, 196)
    for t in range(4):
        x = 16 + t * 205
        pc[("work", t)] = R(x, 80, 92, 40)
        pc[("visitors", t)] = R(x + 98, 78, 99, 44)
        pc[("studio", 2 * t)] = R(x, 126, 97, 108)
        pc[("studio", 2 * t + 1)] = R(x + 100, 126, 97, 108)
    reg["locations"] = R(8, 246, 404, 222)
    for loc in range(4):
        x, y = 16 + (loc % 2) * 198, 272 + (loc // 2) * 98
        pc[("loc", loc)] = R(x, y, 190, 90)
        pc[("space", loc)] = R(x + 112, y + 38, 34, 44)
        pc[("kospace", loc)] = R(x + 150, y + 38, 34, 44)
    reg["market"] = R(418, 246, 418, 222)
    for row in range(7):
        for col in range(3):
            pc[("im", row + 1, COLUMNS[col])] = R(418 + 78 + col * 112, 290 + row * 25, 108, 23)
    reg["contracts"] = R(8, 474, 300, 150)
    pc[("display",)] = R(16, 498, 284, 118)
    pc[("deck",)] = R(20, 514, 48, 84)
    for k in range(4):
        pc[("pile", k + 1)] = R(76 + k * 56, 514, 50, 84)
    reg["plaza"] = R(314, 474, 254, 150)
    for c in range(3):
        pc[("plaza", c)] = R(324 + c * 80, 500, 74, 30)
        pc[("office", c)] = R(324 + c * 80, 556, 74, 30)
        pc[("bag", c)] = R(324 + c * 80, 592, 74, 24)
    reg["easels"] = R(574, 474, 262, 150)
    for k in range(4):
        pc[("easel", k + 1)] = R(584 + k * 62, 500, 56, 56)
    reg["track"] = R(8, 630, 828, 38)

    # The right column: the full board, the compact boards, the log.
    reg["board"] = R(844, 44, 428, 336)
    lay.boards[full] = reg["board"]
    _full_board(pc, R, full, hired)
    others = [p for p in range(n) if p != full]
    y = 386
    for q in others:
        lay.boards[q] = R(844, y, 428, 58)
        pc[("board", q)] = R(848, y + 2, 420, 26)      # the header row: name, money, influence, tickets
        pc[("walls", q)] = R(852, y + 30, 80, 24)
        for c in range(3):
            pc[("gallery", q, c)] = R(990 + c * 38, y + 30, 36, 24)
            pc[("lobby", q, c)] = R(1158 + c * 38, y + 30, 36, 24)
        y += 62
    reg["log"] = R(844, y, 428, 668 - y)
    return lay


def _full_board(pc: dict[tuple[Any, ...], pygame.Rect], R: Callable[[float, float, float, float], pygame.Rect],
                p: int, hired: int) -> None:
    x0, y0 = 852, 74
    pc[("board", p)] = R(x0, 48, 130, 22)         # the name: where a gallerist comes from and goes home to
    for wall in range(4):
        pc[("wall", p, wall + 1)] = R(x0 + wall * 58, y0, 54, 54)
    for k in range(7):
        pc[("ladder", k)] = R(1092 + k * 25, y0 + 10, 23, 32)
    pc[("commission", p)] = R(1092, y0 + 44, 174, 12)
    for c in range(3):
        pc[("lobby", p, c)] = R(x0 + 50 + c * 48, 138, 44, 28)      # a count ("×12") keeps off the next
        pc[("gallery", p, c)] = R(x0 + 264 + c * 48, 138, 44, 28)
    pc[("desk", p)] = R(x0, 194, 104, 30)
    for i in range(8):
        pc[("queue", i)] = R(x0 + 110 + i * 36, 194, 32, 30)
    for n in range(1, 9 - hired):
        pc[("hire", n)] = pc[("queue", hired + n - 1)]
    for k in range(3):
        pc[("slot", p, k + 1)] = R(x0 + k * 138, 234, 132, 44)
    for k in range(6):
        pc[("rep", p, k + 1)] = R(x0 + k * 69, 296, 64, 36)
    pc[("curator", p)] = R(x0, 338, 200, 38)
    pc[("dealer", p)] = R(x0 + 208, 338, 204, 38)
