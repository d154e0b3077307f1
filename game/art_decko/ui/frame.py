"""The frame model: everything the Art Decko painter draws, gathered once per frame.

The table builds a :class:`Frame` (a plain dataclass) before each draw; the painter reads
only the frame, never the table, so what is drawn is a function of this one value.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import pygame

from game.art_decko.records import ArtDeckoData
from game.art_decko.table_view import ArtDeckoView
from game.art_decko.ui.anim import Animator
from game.art_decko.ui.layout import Layout
from game.ui import theme
from game.ui.play.model import SeatView
from game.ui.widgets import Button

Key = tuple[Any, ...]
"""What a spot covers: ``("hand", card)``, ``("exhibition", e)`` … (see :mod:`game.art_decko.ui.spots`)."""


@dataclass
class Frame:
    L: Layout
    board: ArtDeckoView               # what the seat at the screen sees (its table model's view)
    data: ArtDeckoData                # the game's cards, places and tracks
    scale: float
    patterns: bool
    seats: Sequence[SeatView]
    viewer: int | None
    humans: int
    thinking: bool
    age: float
    version: int
    my_turn: bool
    selected: int | None
    paid: dict[int, bool]
    discard_marks: frozenset[int]
    opts: frozenset[str]              # the targets of the viewer's options
    side_kind: str
    status: tuple[str, str]
    prompt: tuple[str, str]
    plan_words: str
    payment_notes: list[str]
    selected_notes: list[str]
    marker_buttons: list[tuple[Button, int]]    # [(button, marker)]
    top_buttons_left: int
    hand_cards: list[tuple[int, pygame.Rect]]
    ability_chips: list[tuple[int, pygame.Rect]]
    gallery_cards: list[list[tuple[int, pygame.Rect]]]      # per gallery
    bank_cards: list[list[tuple[int, pygame.Rect]]]         # per bank
    shown_cards: list[list[tuple[int, int, pygame.Rect]]]   # per exhibition: (card, owner, rect)
    shown_areas: list[pygame.Rect]    # per exhibition: the rect its paintings sit in
    plan_where: dict[str, int | None]     # {"show": e or None, "acquire": location or None}
    spots: dict[Key, tuple[bool, bool]]   # {key: (enabled, acts)} of every spot
    hovered: Key | None
    ratings: list[float]              # the moving rating markers
    gold: float
    scores: list[float]
    anim: Animator
    draw_log: Callable[[pygame.Surface, pygame.Rect], None]     # the log's drawing
    log_key: tuple[Any, ...]          # changes whenever the log shows something new
    marks: dict[Key, str] = field(default_factory=dict)   # {key: chosen / second / selected}
    projected: list[str] = field(default_factory=list)    # per seat: "≈ 76 at end"

    def s(self, value: float) -> int:
        return theme.px(value, self.scale)

    def without_hover(self) -> Frame:
        """This frame as the cached base layer draws it: nothing pointed at."""
        return replace(self, hovered=None)

    def spot_state(self, key: Key) -> str | None:
        """How to mark the thing under ``key``: chosen, second, selected, legal, hover, disabled, or None."""
        mark = self.marks.get(key)
        if mark is not None:
            return mark
        spot = self.spots.get(key)
        if spot is None:
            return None
        enabled, acts = spot
        kind = key[0]
        if not enabled:
            return "disabled" if kind == "hand" else None
        if not acts or kind == "hand":
            return "hover" if (self.hovered == key and acts) else None
        return "hover" if self.hovered == key else "legal"

    def target_state(self, key: Key) -> str | None:
        spot = self.spots.get(key)
        if spot is None or spot != (True, True):
            return None
        return "hover" if self.hovered == key else "legal"

    def exhibition_target(self, e: int) -> str | None:
        if self.marks.get(("exhibition", e)) == "chosen":
            return "chosen"
        return self.target_state(("exhibition", e))
