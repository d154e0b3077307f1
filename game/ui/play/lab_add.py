"""The lab's "Add a set" panel, drawn for :class:`~game.ui.play.lab.LabScene` over its main
area: a custom set file by typed path (or by its name in the user's folder) and a per-number
mix (one pick per number), each added to the variants on the left to be compared with the
built-in ones. What a game lets the player add, its :class:`~game.tools.lab.LabSpec` says
(``open_variant``, ``mix_fields``); a file that cannot be used is refused with the one
sentence ``open_variant`` gives."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.i18n import M, error_text
from game.games import Choice, spec
from game.tools.lab import LABS
from game.ui import theme
from game.ui.text import wrap_at_most
from game.ui.widgets import Button, Cycle, TextInput, Widget

if TYPE_CHECKING:
    import pygame

    from game.ui.play.lab import LabScene


class AddVariants:
    """The panel's widgets (added to the scene's group, visible while the panel is shown),
    their layout inside the main area, and what adding does."""

    def __init__(self, scene: LabScene, game_id: str) -> None:
        self.scene, self.lab = scene, LABS.of(game_id)
        self.shown = False
        ui = scene.ui
        self.widgets: list[Widget] = []
        self.path: TextInput | None = None
        self.add_file: Button | None = None
        if self.lab.open_variant:
            self.path = ui.add(TextInput("", on_submit=lambda _: self._add_file(), max_len=500,
                                         placeholder="a path, or a file name in your folder"))
            self.add_file = ui.add(Button("Add file", self._add_file, tooltip="Check the file and add its set"))
            self.widgets += [self.path, self.add_file]
        fields = {f.name: f for f in spec(game_id).fields}
        self.picks = [ui.add(Cycle([(c.value, f"{fields[name].label}: {c.label}") for c in fields[name].all_choices()],
                                   fields[name].default, tooltip=fields[name].help))
                      for name in self.lab.mix_fields]
        self.widgets += self.picks
        self.add_mix = (ui.add(Button("Add mix", self._add_mix, tooltip="Add this pick per number"))
                        if self.picks else None)
        self.close = ui.add(Button("Close", self.hide, style="quiet"))
        self.widgets += [w for w in (self.add_mix, self.close) if w]
        self.hide()

    @property
    def available(self) -> bool:
        """Whether the game lets the player add anything."""
        return bool(self.path or self.picks)

    def show(self) -> None:
        self.shown = True
        for w in self.widgets:
            w.visible = True
        if self.path:
            self.scene.ui.set_focus(self.path)

    def hide(self) -> None:
        self.shown = False
        for w in self.widgets:
            w.visible = False

    def _add_file(self) -> None:
        if self.path is None or self.lab.open_variant is None:      # no file to add in this game
            return
        try:
            choice = self.lab.open_variant(self.path.value)
        except ValueError as exc:
            self.scene.error, self.scene.notice = error_text(exc), None
            return
        self.path.value, self.path.caret = "", 0
        self.scene.add_variant(choice)

    def _add_mix(self) -> None:
        if self.lab.mix_variant is None:                             # no mix to make in this game
            return
        value = self.lab.mix_variant({name: c.value for name, c in zip(self.lab.mix_fields, self.picks)})
        self.scene.add_variant(Choice(value, self.lab.label(value)))

    # ---- layout and drawing ------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """Place the widgets inside ``rect`` (the scene's main area) and keep the text positions."""
        s, scale = self.scene.s, self.scene.scale
        pad, bh, gap = s(theme.GAP_L), s(40), s(10)
        self.rect = rect
        inner = rect.inflate(-2 * pad, -2 * pad)
        y = inner.top + s(44)
        self.file_text_y = y
        if self.path and self.add_file:
            y += s(70)                   # the heading and two lines of hint above the field
            button_w = s(140)
            self.path.place((inner.left, y, inner.width - button_w - gap, bh), scale)
            self.add_file.place((inner.right - button_w, y, button_w, bh), scale)
            y += bh + s(28)
        self.mix_text_y = y
        if self.picks:
            y += s(30)
            col_w = (inner.width - gap) // 2
            rows = (len(self.picks) + 1) // 2
            step = min(bh + gap, max(s(30), (rect.bottom - pad - bh - gap - y) // max(1, rows + 1)))
            for i, pick in enumerate(self.picks):
                pick.place((inner.left + (i % 2) * (col_w + gap), y + (i // 2) * step, col_w, step - gap), scale)
            y += rows * step
            if self.add_mix is not None:
                self.add_mix.place((inner.left, y, s(140), bh), scale)
        self.close.place((inner.right - s(110), inner.top - s(6), s(110), s(36)), scale)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scene.s
        theme.draw_panel(surface, self.rect, self.scene.scale)
        inner = self.rect.inflate(-2 * s(theme.GAP_L), -2 * s(theme.GAP_L))
        theme.blit_text(surface, M("Add a {unit} to compare",
                                   unit=self.lab.unit), s(theme.TEXT_L), theme.INK, inner.topleft,
                        bold=True)
        if self.path:
            self._words(surface, "A file of your own", self.lab.open_hint() if self.lab.open_hint else "",
                        inner, self.file_text_y)
        if self.picks:
            self._words(surface, "A pick per number", "", inner, self.mix_text_y)

    def _words(self, surface: pygame.Surface, heading: str, text: str, inner: pygame.Rect, y: int) -> None:
        s = self.scene.s
        theme.blit_text(surface, heading, s(theme.TEXT), theme.INK, (inner.left, y), bold=True)
        small = theme.font(s(theme.TEXT_S))
        for i, line in enumerate(wrap_at_most(text, small, inner.width, 2)):
            theme.blit_text(surface, line, s(theme.TEXT_S), theme.INK_SOFT,
                            (inner.left, y + s(24) + i * small.get_linesize()))
