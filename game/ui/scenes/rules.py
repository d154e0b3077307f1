"""Rules reference: a tab per game (its text named by the game's spec), a contents column, and
the scrolling summary."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games import all_specs, spec
from game.ui import theme
from game.ui.scenes.reading import ReadingScene
from game.ui.widgets import Button, Tabs

if TYPE_CHECKING:
    from game.ui.app import App

SIDEBAR_W = 250
TOP_H = 92


class RulesScene(ReadingScene):
    """Escape or Back returns; the text has the keyboard focus, so arrows and Page Up / Down scroll it."""

    def __init__(self, app: App, tab: str | None = None) -> None:
        games = all_specs()
        self.tabs = Tabs([(g.id, g.title) for g in games], tab or games[0].id, self._show)
        super().__init__(app, header=(self.tabs,))
        self.contents: list[Button] = []  # one quiet button per heading of the current tab
        self._show(self.tabs.value)

    def _show(self, key: str) -> None:
        self.text.set_markup(spec(key).rules_text())
        for b in self.contents:
            self.ui.widgets.remove(b)
        self.contents = []
        self.ui.set_focus(self.text, keyboard=False)
        if self.size[0]:
            self.layout()

    def layout(self) -> None:
        w, h = self.size
        pad = self.place_back()
        tabs_w = min(self.s(380), w - self.s(360))
        self.tabs.place((w - pad - tabs_w, self.s(22), tabs_w, self.s(48)), self.scale)
        side = self.s(SIDEBAR_W) if w > self.s(900) else 0
        top = self.s(TOP_H)
        self.text.place((pad + side, top, w - 2 * pad - side, h - top - pad), self.scale)
        # Contents: one link per heading, as many as fit.
        if not self.contents:
            self.contents = [Button(title, style="quiet", size=theme.TEXT_S, align="left")
                             for title, _ in self.text.anchors]
            self.ui.add(*self.contents)
        y, row = top + self.s(34), self.s(30)
        anchors = dict(self.text.anchors)
        for b in self.contents:
            fits = side and y + row <= h - pad
            b.visible = bool(fits)
            b.on_click = (lambda t=anchors.get(b.label, 0): self.text.scroll_to(t - self.s(6)))  # noqa: B008  (binds this button's anchor now)
            b.place((pad, y, side - self.s(theme.GAP), row - self.s(2)), self.scale)
            y += row

    def _current_section(self) -> str | None:
        """The heading being read: the last one above the top of the view — or, at the very end, on screen."""
        text = self.text
        line = text.offset + self.s(40)
        if text.max_offset and text.offset >= text.max_offset - 1:
            line = text.offset + text.rect.h * 0.6
        current = text.anchors[0][0] if text.anchors else None
        for title, y in text.anchors:
            if y <= line:
                current = title
        return current

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.paper(self.size), (0, 0))
        pad = self.s(theme.GAP_L)
        theme.blit_text(surface, "Rules", self.s(theme.TITLE - 8), theme.INK,
                        (pad + self.s(130), self.s(46)), "midleft", bold=True)
        if self.contents and self.contents[0].visible:
            theme.blit_text(surface, "CONTENTS", self.s(12), theme.ACCENT, (pad + self.s(16), self.s(TOP_H + 8)),
                            bold=True)
        current = self._current_section()
        for b in self.contents:
            if b.visible and b.label == current:
                theme.round_rect(surface, b.rect, theme.SURFACE_SUNK, self.s(theme.RADIUS))
                pygame.draw.rect(surface, theme.ACCENT, (b.rect.left, b.rect.top + self.s(6), self.s(3),
                                                         b.rect.h - self.s(12)))
        super().draw(surface)
