"""What the Gallerist table animates, derived from the events ``apply`` returns.

- **Highlights**: each event names the piece it touched (a location a gallerist moved to,
  the kicked-out space, a market cell, an artist whose fame rose …); that piece gets a
  ring that fades out, so an AI's move can be followed on the board;
- **Banner**: another seat's move in words (the log's sentence), shown for a moment over the
  board — an AI's kicked-out action is shown the same way as its turn;
- **Flights**: a gallerist that moved, a piece kicked out to its KO space and a visitor that
  changed place travel from where they were to where they are now;
- **Card**: the intermediate scoring ($ and I bonus per player), shown until dismissed; at a
  table no human plays (AIs only, watched) it goes by itself after a moment, or the game would
  wait for a click no player owes it.

Durations scale with the animation speed setting (``factor``; 0 is instant).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

import pygame

from game.engine.actions import Action
from game.gallerist.board import STUDIOS
from game.gallerist.data import COLOURS, LOCATIONS
from game.gallerist.ui.layout import Layout
from game.ui import theme
from game.ui.anim import ease_out
from game.ui.play.model import Event
from game.ui.text import wrap

Key = tuple[Any, ...]
Card = list[tuple[int, int, int]]
"""An intermediate scoring: ``(player, money, influence)`` per player."""

HIGHLIGHT = 1.6         # seconds a touched piece stays ringed (normal speed)
BANNER = 2.2            # seconds another seat's move stays in words
FLIGHT = 0.55           # seconds a piece takes to travel
CARD = 4.0              # seconds the intermediate scoring card stays at a table of AIs alone


@dataclass
class Flight:
    """A piece travelling between two board pieces: ``what`` is ``("piece", owner, assistant)``
    or ``("visitor", colour)``."""

    what: Key
    start: Key
    end: Key
    left: float
    total: float


@dataclass
class Highlight:
    key: Key
    left: float
    total: float


def event_keys(e: Event) -> list[Key]:
    """The board pieces an event touched (keys of :mod:`game.gallerist.table_view`)."""
    t = e["type"]
    p: Any = e.get("player")            # a seat (None: an event of nobody's)
    if t in ("move", "lacerda_move"):
        return [("loc", LOCATIONS.index(e["to"]))]
    if t == "start":
        return [("loc", LOCATIONS.index(e["location"]))]
    if t in ("kick", "kick_lacerda"):
        loc = LOCATIONS.index(e["location"])
        return [("kospace", loc)] if t == "kick" else [("loc", loc)]
    if t in ("market", "lacerda_market"):
        return [("im", e["row"], e["column"])]
    if t in ("fame", "discover", "promote", "celebrity"):
        return [("studio", STUDIOS.index(e["studio"]))]
    if t == "visitor":
        return [("gallery", p, COLOURS.index(e["colour"]))]
    if t == "spend_ticket":
        c = COLOURS.index(e["colour"])
        src = e["from"]
        if src == "plaza":
            return [("plaza", c), ("lobby", p, c)]
        if src == "lobby":
            return [("lobby", p, c), ("gallery", p, c)]
        return [("lobby", src, c), ("plaza", c)]
    if t == "to_plaza":
        return [("plaza", COLOURS.index(e["colour"]))]
    if t in ("gain_ticket", "pile") and len(e["colour"]) == 1:
        return [("office", COLOURS.index(e["colour"]))]
    if t == "reveal_work":
        return [("work", e["work"] // 8)]
    if t in ("sign", "contract_bonus", "fulfil"):
        return [("slot", p, e["slot"])]
    if t == "reputation":
        return [("rep", p, e["space"])]
    if t == "hire":
        return [("desk", p)]
    return []


def event_flights(e: Event, where_before: Callable[[int], int]) -> list[tuple[Key, Key, Key]]:
    """``(what, from key, to key)`` for the pieces an event moved. ``where_before(owner)``: the
    location index of that owner's gallerist before the move (-1 in its gallery)."""
    t = e["type"]
    p: Any = e.get("player")            # a seat (None: an event of nobody's)
    if t == "move":
        before = where_before(p)
        start = ("space", before) if before >= 0 else ("board", p)
        return [(("piece", p, False), start, ("space", LOCATIONS.index(e["to"])))]
    if t == "lacerda_move":
        before = where_before(4)
        if before >= 0:
            return [(("piece", 4, False), ("space", before), ("space", LOCATIONS.index(e["to"])))]
        return []
    if t == "kick":
        loc = LOCATIONS.index(e["location"])
        return [(("piece", p, e["piece"] == "assistant"), ("space", loc), ("kospace", loc))]
    if t == "spend_ticket":
        c = COLOURS.index(e["colour"])
        src = e["from"]
        if src == "plaza":
            return [(("visitor", c), ("plaza", c), ("lobby", p, c))]
        if src == "lobby":
            return [(("visitor", c), ("lobby", p, c), ("gallery", p, c))]
        return [(("visitor", c), ("lobby", src, c), ("plaza", c))]
    if t == "to_plaza":
        c = COLOURS.index(e["colour"])
        return [(("visitor", c), (e["from"], p, c), ("plaza", c))]
    if t == "visitor" and e.get("from") == "plaza":
        c = COLOURS.index(e["colour"])
        return [(("visitor", c), ("plaza", c), ("gallery", p, c))]
    return []


class Effects:
    """The table's running animations; ``busy`` while any runs."""

    def __init__(self) -> None:
        self.highlights: list[Highlight] = []
        self.flights: list[Flight] = []
        self.banner: tuple[str, float, float] | None = None          # (text, seconds left, total)
        self.card: Card | None = None            # [(player, money, influence)] of an intermediate scoring
        self.card_left: float | None = None      # seconds before the card goes by itself (None: a click)

    @property
    def busy(self) -> bool:
        return bool(self.highlights or self.flights) or self.banner is not None

    def add(self, action: Action, events: Sequence[Event], names: Sequence[str], seat: int | None, human: bool,
            factor: float, text: str | None = None, where_before: Callable[[int], int] | None = None,
            card_waits: bool = True) -> None:
        """Start the animations of a move; ``card_waits``: an intermediate scoring card waits to be
        put away (a human is at the table), else it goes by itself after ``CARD`` seconds."""
        dur = HIGHLIGHT * factor
        if dur > 0:
            for e in events:
                for key in event_keys(e):
                    self.highlights.append(Highlight(key, dur, dur))
                if where_before is not None:
                    for what, start, end in event_flights(e, where_before):
                        self.flights.append(Flight(what, start, end, FLIGHT * factor, FLIGHT * factor))
        if not human and text and factor > 0:
            self.banner = (text, BANNER * factor, BANNER * factor)
        if any(e["type"] == "intermediate" for e in events):
            gains: dict[int, tuple[int, int]] = {}
            for e in events:
                if e["type"] in ("money_bonus", "influence_bonus"):
                    m, i = gains.get(e["player"], (0, 0))
                    gains[e["player"]] = (m + e.get("money", 0), i + e.get("influence", 0))
            self.card = [(p, m, i) for p, (m, i) in sorted(gains.items())]
            self.card_left = None if card_waits else CARD * factor
        else:
            self.clear_card()       # play went on: the card of an earlier move is gone

    def clear_card(self) -> None:
        self.card = self.card_left = None

    def update(self, dt: float) -> None:
        for h in self.highlights:
            h.left -= dt
        self.highlights = [h for h in self.highlights if h.left > 0]
        for fl in self.flights:
            fl.left -= dt
        self.flights = [fl for fl in self.flights if fl.left > 0]
        if self.banner is not None:
            text, left, total = self.banner
            self.banner = (text, left - dt, total) if left - dt > 0 else None
        if self.card_left is not None:
            self.card_left -= dt
            if self.card_left <= 0:
                self.clear_card()

    def draw_highlights(self, surface: pygame.Surface, lay: Layout, scale: float) -> None:
        for h in self.highlights:
            rect = lay.pieces.get(h.key)
            if rect is None:
                continue
            t = 1 - h.left / h.total
            grow = theme.px(4 + 10 * ease_out(t), scale)
            col = theme.lerp_colour(theme.ACCENT, theme.PAPER, t)
            pygame.draw.rect(surface, col, rect.inflate(grow, grow), max(2, theme.px(3 * (1 - t) + 1, scale)),
                             border_radius=theme.px(8, scale))

    def draw_flights(self, surface: pygame.Surface, lay: Layout, scale: float) -> None:
        from game.gallerist.ui import style
        for fl in self.flights:
            a, b = lay.pieces.get(fl.start), lay.pieces.get(fl.end)
            if a is None or b is None:
                continue
            t = ease_out(1 - fl.left / fl.total)
            x = round(a.centerx + (b.centerx - a.centerx) * t)
            y = round(a.centery + (b.centery - a.centery) * t - theme.px(30, scale) * 4 * t * (1 - t))
            if fl.what[0] == "piece":
                style.piece(surface, fl.what[1], fl.what[2], (x, y), theme.px(11, scale))
            else:
                style.visitor(surface, fl.what[1], (x, y), theme.px(9, scale))

    def draw_banner(self, surface: pygame.Surface, lay: Layout, scale: float) -> None:
        if self.banner is None:
            return
        text, left, total = self.banner
        area = lay.regions["locations"].union(lay.regions["market"])
        fnt_size = theme.px(15, scale)
        room = area.w - theme.px(52, scale)
        lines = wrap(text, theme.font(fnt_size, bold=True), room)     # a long one on two lines, never cut
        imgs = [theme.text(line, fnt_size, theme.WHITE, bold=True) for line in lines]
        w = min(area.w - theme.px(20, scale), max(i.get_width() for i in imgs) + theme.px(32, scale))
        box = pygame.Rect(0, 0, w, sum(i.get_height() for i in imgs) + theme.px(18, scale))
        box.midtop = (area.centerx, area.top + theme.px(4, scale))
        alpha = min(1.0, left / 0.3, (total - left) / 0.15 + 0.2)
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        veil.fill((*theme.NIGHT, round(225 * max(0.0, alpha))))
        surface.blit(veil, box)
        clip = surface.get_clip()
        surface.set_clip(box)
        y = box.top + theme.px(9, scale)
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()
        surface.set_clip(clip)
