"""LogView: the game log as a scrollable panel, shared by every table.

It shows the whole game, newest line at the bottom. The mouse wheel over it, or dragging
it, scrolls back; while scrolled to the bottom it follows new lines, and while scrolled up
it keeps showing the same lines as new ones arrive. A thin bar on the right says where the
view is. Each log line is wrapped once (again only when the width or the font changes), so
a new line costs one wrap and drawing each frame is cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.text import wrap

if TYPE_CHECKING:
    from collections.abc import Sequence

    from pygame.typing import RectLike

    from game.engine.session import LogLine

WHEEL_ROWS = 3          # rows scrolled per wheel notch


class LogView:
    """Draws log entries (objects with ``text``) in a rect and scrolls on wheel and drag.

    ``handle_event`` returns True when it used the event; the owner gives it every mouse
    event (it remembers the pointer from motion events, since wheel events carry none)."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)   # where it was last drawn
        self.scroll = 0                       # rows scrolled up from the bottom (0: follows new lines)
        self._pointer = (-1, -1)
        self._drag: tuple[int, int] | None = None        # (pointer y, scroll) when a drag started
        # (key, rows): the rows of the whole log
        self._wrapped: tuple[tuple[int, str, int, pygame.font.Font] | None, list[tuple[str, bool]]] = (None, [])
        # per wrapped entry: its text and how many rows it has
        self._texts: list[str] = []
        self._counts: list[int] = []
        self._room = 0
        self._line_h = 1

    # ---- events -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            if self._drag is not None:
                y, start = self._drag
                self._scroll_to(start + (event.pos[1] - y) // max(1, self._line_h))
                return True
            return False
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self._pointer):
            self._scroll_to(self.scroll + event.y * WHEEL_ROWS)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self._pointer = event.pos
            self._drag = (event.pos[1], self.scroll)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            self._drag = None
            return True
        return False

    def _scroll_to(self, rows: int) -> None:
        self.scroll = max(0, min(rows, self.max_scroll))

    def to_latest(self) -> None:
        """Show the latest lines (and follow new ones): a log opened again starts from now."""
        self.scroll, self._drag = 0, None

    @property
    def max_scroll(self) -> int:
        return max(0, self.total_rows - self._room)

    @property
    def total_rows(self) -> int:
        """How many rows the whole log wraps into."""
        return len(self._wrapped[1])

    @property
    def at_bottom(self) -> bool:
        return self.scroll == 0

    # ---- drawing ------------------------------------------------------------------------------
    def rows(self, entries: Sequence[LogLine], fnt: pygame.font.Font, width: int) -> list[tuple[str, bool]]:
        """``[(text, first row of its entry)]`` for ``entries`` wrapped to ``width``.

        Each entry is wrapped once: the rows of the entries already wrapped are kept (per entry,
        so an undo that drops or changes lines re-wraps only from there), and a new width or
        font starts over."""
        key = (len(entries), entries[-1].text if entries else "", width, fnt)
        old_key, rows = self._wrapped
        if old_key is not None and key[:3] == old_key[:3] and fnt is old_key[3]:
            return rows
        before = len(rows)
        if old_key is None or width != old_key[2] or fnt is not old_key[3]:
            self._texts, self._counts, rows = [], [], []
        texts, counts = self._texts, self._counts
        same = 0                                    # the entries already wrapped as they are now
        while same < min(len(texts), len(entries)) and texts[same] == entries[same].text:
            same += 1
        del rows[sum(counts[:same]):], texts[same:], counts[same:]
        for entry in entries[same:]:
            lines = wrap(entry.text, fnt, width)
            rows.extend((line, i == 0) for i, line in enumerate(lines))
            texts.append(entry.text)
            counts.append(len(lines))
        if self.scroll and old_key is not None:
            self.scroll += max(0, len(rows) - before)   # scrolled up: keep showing the same lines
        self._wrapped = (key, rows)
        return rows

    def draw(self, surface: pygame.Surface, rect: RectLike, entries: Sequence[LogLine], scale: float) -> None:
        """The panel with the rows that fit, scrolled back ``self.scroll`` rows."""
        rect = self.rect = pygame.Rect(rect)
        theme.draw_panel(surface, rect, scale, elevation=0.4)
        pad = theme.px(10, scale)
        fnt = theme.font(theme.px(theme.TEXT_S, scale))
        self._line_h = line_h = fnt.get_linesize()
        indent = theme.px(10, scale)
        rows = self.rows(entries, fnt, rect.width - 2 * pad - indent)
        self._room = room = max(0, (rect.height - 2 * pad) // line_h)
        self._scroll_to(self.scroll)
        end = len(rows) - self.scroll
        shown = rows[max(0, end - room):end]
        y = rect.bottom - pad - len(shown) * line_h
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-2, -2))
        for text, first in shown:
            colour = theme.INK if first else theme.INK_SOFT
            surface.blit(fnt.render(text, True, colour), (rect.left + pad + (0 if first else indent), y))
            y += line_h
        if len(rows) > room > 0:
            self._draw_bar(surface, rect, len(rows), room, scale)
        surface.set_clip(clip)

    def _draw_bar(self, surface: pygame.Surface, rect: pygame.Rect, total: int, room: int, scale: float) -> None:
        """Where the view is in the whole log: a thin thumb on the right edge."""
        w = max(2, theme.px(3, scale))
        track = pygame.Rect(rect.right - w - theme.px(3, scale), rect.top + theme.px(8, scale), w,
                            rect.height - theme.px(16, scale))
        h = max(theme.px(12, scale), track.height * room // total)
        top = track.bottom - h - (track.height - h) * self.scroll // max(1, total - room)
        pygame.draw.rect(surface, theme.LINE, (track.left, top, w, h), border_radius=w // 2)
