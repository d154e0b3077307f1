"""The Gallerist table's cached base layer, redrawn region by region when what it shows changed.

A full redraw of the board and the players' boards costs 15–36 ms at 1600×900, more than a
frame; a move changes only a few regions (a gallerist moves, money changes hands, a visitor
walks). So the table keeps one base surface, and each region — a panel of the main board, each
player's board, the status line and the choice bar — remembers the *key* it was drawn with:
the values it shows (fields of the seat's GalleristView, a few facts of the frame, or its own
texts). When a region's key differs, only that region is redrawn: the backdrop under it
(paper and the panels' shadows, drawn once per window size) is put back and its painter draws
clipped to its rect, so nothing of it can spill onto a neighbour.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable

import pygame

from game.gallerist.ui.layout import Layout
from game.gallerist.ui.model import Frame
from game.gallerist.ui.paint_board import PAINTERS, Painter, panel
from game.gallerist.ui.paint_players import draw_player
from game.ui import theme

# What each region of the main board shows, as fields of the seat's view (see its painter).
BOARD_FIELDS = {
    "colony": ("artist_tiles", "studio_collectors", "fame", "promotion_tokens", "signatures", "face_up_works",
               "face_up_visitors", "work_stacks", "artist_bonus_hidden"),
    "locations": ("spaces", "location_tiles", "lacerda_at", "lacerda_home", "lacerda_supply", "market_assistants",
                  "final_round_from"),        # "▶ Lacerda next" goes when the end is triggered
    "market": ("market_tiles", "market_assistants"),
    "contracts": ("contract_piles", "contract_deck"),
    "plaza": ("plaza", "box_office", "bag"),
    "easels": ("easels", "market_assistants", "lacerda_supply", "promotion_supply"),
    "track": ("influence",),
}
# What a player's board shows of that player (indexed by seat), and of everyone ("fame": the
# value ladder places the works at their artists' star levels).
SEAT_FIELDS = ("money", "influence", "tickets", "curator", "dealer", "hired", "desk_assistants", "commission",
               "walls", "wall_studios", "sold", "reputation", "start_tile", "gallery", "lobby", "contracts",
               "contract_sides", "contract_assistants")
SHARED_FIELDS = ("fame",)
Region = tuple[pygame.Rect, Hashable, Callable[[pygame.Surface], None]]
"""A region of the base: its rect, the key it is drawn with, and its painter."""
Regions = dict[Any, Region]
"""Regions by name (a panel's name, or ``("board", owner)``)."""
PANELLED = ("colony", "locations", "market", "contracts", "plaza", "easels")


class BaseLayer:
    """The table's base surface for one window size, and the key each region was drawn with."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.backdrop: pygame.Surface | None = None     # paper and the panels' shadows: what lies under every region
        self.keys: dict[Any, Hashable] = {}             # region name -> the key it was last drawn with
        self.redrawn: list[Any] = []                    # the regions the last :meth:`update` redrew
        # (frame, layout, their regions): keys are made once per frame
        self._board: tuple[Frame | None, Layout | None, Regions] = (None, None, {})

    def update(self, frame: Frame, lay: Layout, extra: Regions) -> pygame.Surface:
        """Bring the base up to date with ``frame``; ``extra``: ``{name: (rect, key, painter)}``
        for the table's own regions (status line, choice bar), painted as ``painter(surface)``.
        Returns the surface."""
        size = (lay.regions["bar"].right, lay.regions["bar"].bottom)
        if self.surface is None or self.backdrop is None or self.keys.get("layout") != (size, lay.full):
            self.backdrop = backdrop(lay, size)
            self.surface = self.backdrop.copy()
            self.keys = {"layout": (size, lay.full)}
        surface, under = self.surface, self.backdrop
        self.redrawn = []
        if self._board[0] is not frame or self._board[1] is not lay:
            self._board = (frame, lay, board_regions(frame, lay))
        for name, (rect, key, paint) in {**self._board[2], **extra}.items():
            key = (tuple(rect), key)
            if self.keys.get(name) == key:
                continue
            surface.blit(under, rect, rect)
            surface.set_clip(rect)
            paint(surface)
            surface.set_clip(None)
            self.keys[name] = key
            self.redrawn.append(name)
        return surface


def board_regions(frame: Frame, lay: Layout) -> Regions:
    """The main board's regions and the players' boards: ``{name: (rect, key, painter)}``."""
    obs = frame.pub
    out: Regions = {}
    for name, fields in BOARD_FIELDS.items():
        key: Hashable = (tuple(repr(getattr(obs, f)) for f in fields), tuple(frame.names), frame.solo)
        out[name] = (lay.regions[name], key, _painter(PAINTERS[name], frame, lay))
    estimate = frame.pub.projected
    shared = tuple(repr(getattr(obs, f)) for f in SHARED_FIELDS)
    for owner, rect in lay.boards.items():
        key = (tuple(repr(getattr(obs, f)[owner]) for f in SEAT_FIELDS), shared, owner == lay.full,
               frame.names[owner], frame.player == owner, frame.over, estimate[owner])
        out[("board", owner)] = (rect, key, _player_painter(frame, lay, owner, estimate[owner]))
    return out


def _painter(paint: Painter, frame: Frame, lay: Layout) -> Callable[[pygame.Surface], None]:
    return lambda s: paint(s, frame, lay, lay.scale)


def _player_painter(frame: Frame, lay: Layout, owner: int, estimate: int) -> Callable[[pygame.Surface], None]:
    return lambda s: draw_player(s, frame, lay, owner, estimate)


def backdrop(lay: Layout, size: tuple[int, int]) -> pygame.Surface:
    """Paper with the panels' shadows, for a layout at a window size."""
    surface = theme.paper(size).copy()
    for name in PANELLED:
        panel(surface, lay.regions[name], None, lay.scale)
    for rect in lay.boards.values():
        panel(surface, rect, None, lay.scale, fill=theme.SURFACE)
    return surface
