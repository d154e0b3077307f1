"""ReadingScene: a page to read — Back at the top left and a scrolling text under it.

Escape or Back returns. The rules reference and the statistics are such pages."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import Button, ScrollText

if TYPE_CHECKING:
    from collections.abc import Sequence

    from game.ui.app import App
    from game.ui.widgets import Widget


class ReadingScene(Scene):
    """``header``: widgets placed by the subclass beside Back (they come between Back and the text
    in the keyboard order); the text has the keyboard focus, so arrows and Page Up / Down scroll it."""

    def __init__(self, app: App, markup: str = "", header: Sequence[Widget] = ()) -> None:
        super().__init__(app)
        self.back = Button("Back", self.close, style="secondary")
        self.text = ScrollText(markup)
        self.ui.add(self.back, *header, self.text)
        self.ui.set_focus(self.text, keyboard=False)

    def close(self) -> None:
        self.app.pop(self)

    def escape(self) -> bool:
        self.close()
        return True

    def place_back(self) -> int:
        """Place Back; returns the page's padding."""
        pad = self.s(theme.GAP_L)
        self.back.place((pad, self.s(24), self.s(110), self.s(44)), self.scale)
        return pad
