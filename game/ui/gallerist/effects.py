"""What the Gallerist table animates, derived from the events ``apply`` returns.

- **Highlights**: each event names the piece it touched (a location a gallerist moved to,
  the kicked-out space, a market cell, an artist whose fame rose …); that piece gets a
  ring that fades out, so an AI's move can be followed on the board;
- **Banner**: another seat's move in words (the log's sentence), shown for a moment over the
  board — an AI's kicked-out action is shown the same way as its turn;
- **Card**: the intermediate scoring ($ and I bonus per player), shown until dismissed.

Durations scale with the animation speed setting (``factor``; 0 is instant).
"""

from dataclasses import dataclass

import pygame

from game.gallerist.data import COLOURS, COLUMNS, LOCATIONS
from game.gallerist.state import STUDIOS
from game.ui import theme
from game.ui.anim import ease_out

HIGHLIGHT = 1.6         # seconds a touched piece stays ringed (normal speed)
BANNER = 2.2            # seconds another seat's move stays in words


@dataclass
class Highlight:
    key: tuple
    left: float
    total: float


def event_keys(e):
    """The board pieces an event touched (keys of :mod:`game.ui.gallerist.model`)."""
    t = e["type"]
    p = e.get("player")
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


class Effects:
    """The table's running animations; ``busy`` while any runs."""

    def __init__(self):
        self.highlights = []
        self.banner = None          # (text, seconds left, total)
        self.card = None            # [(player, money, influence)] of an intermediate scoring

    @property
    def busy(self):
        return bool(self.highlights) or self.banner is not None

    def add(self, action, events, names, seat, human, factor, text=None):
        dur = HIGHLIGHT * factor
        if dur > 0:
            for e in events:
                for key in event_keys(e):
                    self.highlights.append(Highlight(key, dur, dur))
        if not human and text and factor > 0:
            self.banner = (text, BANNER * factor, BANNER * factor)
        if any(e["type"] == "intermediate" for e in events):
            gains = {}
            for e in events:
                if e["type"] in ("money_bonus", "influence_bonus"):
                    m, i = gains.get(e["player"], (0, 0))
                    gains[e["player"]] = (m + e.get("money", 0), i + e.get("influence", 0))
            self.card = [(p, m, i) for p, (m, i) in sorted(gains.items())]

    def clear_card(self):
        self.card = None

    def update(self, dt):
        for h in self.highlights:
            h.left -= dt
        self.highlights = [h for h in self.highlights if h.left > 0]
        if self.banner is not None:
            text, left, total = self.banner
            self.banner = (text, left - dt, total) if left - dt > 0 else None

    def draw_highlights(self, surface, lay, scale):
        for h in self.highlights:
            rect = lay.pieces.get(h.key)
            if rect is None:
                continue
            t = 1 - h.left / h.total
            grow = theme.px(4 + 10 * ease_out(t), scale)
            col = theme.lerp_colour(theme.ACCENT, theme.PAPER, t)
            pygame.draw.rect(surface, col, rect.inflate(grow, grow), max(2, theme.px(3 * (1 - t) + 1, scale)),
                             border_radius=theme.px(8, scale))

    def draw_banner(self, surface, lay, scale):
        if self.banner is None:
            return
        text, left, total = self.banner
        area = lay.regions["locations"].union(lay.regions["market"])
        fnt_size = theme.px(15, scale)
        img = theme.text(text, fnt_size, theme.WHITE, bold=True)
        w = min(area.w - theme.px(20, scale), img.get_width() + theme.px(32, scale))
        box = pygame.Rect(0, 0, w, img.get_height() + theme.px(18, scale))
        box.midtop = (area.centerx, area.top + theme.px(4, scale))
        alpha = min(1.0, left / 0.3, (total - left) / 0.15 + 0.2)
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        veil.fill((*theme.NIGHT, round(225 * max(0.0, alpha))))
        surface.blit(veil, box)
        clip = surface.get_clip()
        surface.set_clip(box)
        surface.blit(img, img.get_rect(center=box.center))
        surface.set_clip(clip)
