"""Settings: display, play, sound and profile options, applied at once and saved as they change."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import i18n
from game.engine.i18n import LANGUAGES, said, tr
from game.ui import cards, theme
from game.ui.scene import Scene
from game.ui.text import shorten, wrap_at_most
from game.ui.userdata import AI_THINK_RANGE, ANIMATION_SPEEDS, DEFAULT_PLAYER_NAME, MAX_NAME
from game.ui.widgets import Button, Cycle, Panel, Slider, TextInput, Toggle, Widget

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from game.ui.app import App

WINDOW_PRESETS = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160))
PANEL_W, ROW_H, CONTROL_W, COLUMN_GAP = 1120, 50, 220, 40
PREVIEW = ("orange", "red", "blue", "purple")      # the palette colours the preview shows


class SettingsScene(Scene):
    """Every change is applied immediately and written to the settings file."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings
        self.fullscreen = Toggle(app.fullscreen, app.set_fullscreen, label="Full screen",
                                 tooltip="Also F11, anywhere")
        self.window = Cycle(self._size_options(), app.windowed_size, self._set_window)
        self.speed = Cycle([(v, v.capitalize()) for v in ANIMATION_SPEEDS], s.animation_speed,
                           self._set("animation_speed"))
        self.think = Slider(AI_THINK_RANGE[0], AI_THINK_RANGE[1], 0.25, s.ai_think_time, self._set("ai_think_time"),
                            fmt=lambda v: i18n.number(v, ".2f").removesuffix(i18n.number(0, ".2f")[1:]) + " s",
                            tooltip="How long computer players pause before each move, so you can follow them")
        self.patterns = Toggle(s.colourblind_patterns, self._set("colourblind_patterns"),
                               label="Colour-blind patterns",
                               tooltip="Background patterns on cards: dots, stripes, waves and checks")
        self.sound = Toggle(s.sound, self._set_sound, label="Sound effects")
        self.preview = Button("Play a sound", lambda: self.app.play_sound("award"), style="secondary",
                              tooltip="Hear the sound effects at this volume")
        self.volume = Slider(0.0, 1.0, 0.1, s.volume, self._set_volume, fmt=lambda v: f"{round(v * 100)} %",
                             tooltip="How loud the sounds are (0 %: silent)")
        self.confirm_end = Toggle(s.confirm_end_turn, self._set("confirm_end_turn"), label="Ask before ending a turn",
                                  tooltip="When a buy turn ends with money unspent or a power unused")
        self.hints = Toggle(s.hints, self._set("hints"), label="Coach's hints (H at the table)",
                            tooltip="H asks the coach for the move its search prefers, and why; P plays it")
        self.hints_hot_seat = Toggle(s.hints_hot_seat, self._set("hints_hot_seat"), label="Hints in hot-seat games too",
                                     tooltip="Off: hints are offered only when one person plays")
        self.name = TextInput(s.shown_player_name, self._set_name, on_submit=lambda v: self.ui.set_focus(None),
                              placeholder="Your name", max_len=MAX_NAME)
        self.language = Cycle([(code, said(name)) for code, name in LANGUAGES.items()], i18n.language(),
                              self.app.set_language, tooltip="The language of the whole app; it changes at once")
        self.done = Button("Done", self.close, style="primary")
        # Two columns of (section or None, label or None, widget); a Toggle draws its own label.
        # The right column ends with the colour-blind preview.
        self.columns: tuple[list[tuple[str | None, str | None, Widget]], ...] = (
            [("Display", None, self.fullscreen), (None, "Window size", self.window),
             ("Play", "Animation speed", self.speed), (None, "Computer think time", self.think),
             (None, None, self.patterns), (None, None, self.confirm_end),
             (None, None, self.hints), (None, None, self.hints_hot_seat)],
            [("Profile", "Your name", self.name), (None, "Language", self.language),
             ("Sound", None, self.sound), (None, "Volume", self.volume), (None, "Try it", self.preview)],
        )
        self.rows = [row for column in self.columns for row in column]
        self.ui.add(*(w for _, _, w in self.rows), self.done)
        self.frame = Panel("Settings", title_size=theme.TITLE - 6, elevation=1.5)
        self.labels: list[tuple[str, tuple[int, int]]] = []   # (text, midleft) per labelled row
        self.sections: list[tuple[str, tuple[int, int]]] = []  # (text, topleft)
        self.preview_rect = pygame.Rect(0, 0, 0, 0)   # under the right column (layout)
        self.language_note: str | None = None         # why a catalog is said in English (layout)
        self.note_rect: pygame.Rect | None = None     # where that is said, under Language

    def _size_options(self) -> list[tuple[tuple[int, ...], str]]:
        fits: list[tuple[int, ...]] = [size for size in WINDOW_PRESETS if self.app.fit_to_desktop(size) == size]
        current = self.app.windowed_size
        if current not in fits:
            fits.append(current)
        return [(size, f"{size[0]} × {size[1]}") for size in sorted(fits)]

    def _set(self, field: str) -> Callable[[Any], None]:
        def apply(value: Any) -> None:
            setattr(self.app.settings, field, value)
            self.app.settings.save()
        return apply

    def _set_sound(self, value: bool) -> None:
        self._set("sound")(value)
        self.app.play_sound("coin")      # silent when just turned off; heard when turned on

    def _set_volume(self, value: float) -> None:
        self._set("volume")(value)
        self.app.play_sound("coin")

    def _set_window(self, size: tuple[int, ...]) -> None:
        self.app.set_window_size(size)
        self.app.settings.save()

    def _set_name(self, value: str) -> None:
        self.app.settings.player_name = value.strip()[:MAX_NAME] or DEFAULT_PLAYER_NAME

    def close(self) -> None:
        self.app.settings.save()
        self.app.pop(self)

    def escape(self) -> bool:
        self.close()
        return True

    def update(self, dt: float) -> None:
        if self.app.fullscreen:
            self.window.disable("Leave full screen to choose a window size")
        else:
            self.window.enable()
        self.fullscreen.value = self.app.fullscreen  # F11 may have changed it
        if self.app.settings.hints:
            self.hints_hot_seat.enable()
        else:
            self.hints_hot_seat.disable("Turn the coach's hints on first")
        for widget in (self.volume, self.preview):     # nothing to set or hear while sound is off
            if self.app.settings.sound:
                widget.enable()
            else:
                widget.disable("Sound effects are off: turn them on above")
        super().update(dt)

    def layout(self) -> None:
        w, h = self.size
        pw = min(self.s(PANEL_W), w - 2 * self.s(theme.GAP))
        tallest = max(self.columns, key=lambda rows: len(rows) * self.s(ROW_H) + self._sections_h(rows))
        fixed = self.s(96) + self._sections_h(tallest) + self.s(84)
        row_h = max(self.s(32), min(self.s(ROW_H), (h - 2 * self.s(theme.GAP) - fixed) // len(tallest)))
        panel = pygame.Rect(0, 0, pw, fixed + len(tallest) * row_h)
        panel.center = (w // 2, h // 2)
        self.frame.place(panel, self.scale)
        pad = self.frame.padding
        gap = self.s(COLUMN_GAP)
        col_w = (pw - 2 * pad - gap) // 2
        self.labels, self.sections = [], []
        self.language_note = i18n.load_notice()   # a catalog that could not be read: said under Language
        self.note_rect = None
        bottom = panel.top
        for c, rows in enumerate(self.columns):
            x0 = panel.left + pad + c * (col_w + gap)
            y = panel.top + self.s(96)
            for section, label, widget in rows:
                if section:
                    y += self.s(12)
                    self.sections.append((tr(section).upper(), (x0, y)))
                    y += self.s(22)
                row = pygame.Rect(x0, y, col_w, row_h)
                if isinstance(widget, Toggle):
                    widget.place(row.inflate(0, -self.s(10)), self.scale)
                else:
                    cw = min(self.s(CONTROL_W), col_w // 2)
                    widget.place((row.right - cw, row.top + self.s(6), cw, row.h - self.s(12)), self.scale)
                    if label is not None:       # every row but a Toggle's has its label
                        self.labels.append((label, (x0, row.centery)))
                y += row_h
                if widget is self.language and self.language_note is not None:
                    self.note_rect = pygame.Rect(x0, y, col_w, 2 * theme.font(self.s(theme.TEXT_S)).get_linesize())
                    y += self.note_rect.h + self.s(4)
            bottom = y
        bw, bh = self.s(140), self.s(theme.BUTTON_H)
        self.done.place((panel.right - pad - bw, panel.bottom - pad - bh + self.s(8), bw, bh), self.scale)
        # the preview fills the right column under its rows, above the Done button
        self.preview_rect = pygame.Rect(panel.left + pad + col_w + gap, bottom + self.s(14), col_w,
                                        self.done.rect.top - self.s(14) - bottom - self.s(14))

    def _sections_h(self, rows: list[tuple[str | None, str | None, Widget]]) -> int:
        return sum(self.s(34) for section, _, _ in rows if section)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.paper(self.size), (0, 0))
        self.frame.draw(surface)
        for text, pos in self.sections:
            img = theme.spaced_text(text, self.s(12), theme.ACCENT, self.s(2), bold=True)
            surface.blit(img, pos)
        for text, pos in self.labels:
            theme.blit_text(surface, text, self.s(theme.TEXT), theme.INK, pos, "midleft")
        theme.blit_text(surface, "Changes are saved as you make them.", self.s(theme.TEXT_S), theme.INK_FAINT,
                        (self.frame.rect.left + self.frame.padding, self.done.rect.centery), "midleft")
        self._draw_preview(surface)
        if self.note_rect is not None and self.language_note is not None:
            f = theme.font(self.s(theme.TEXT_S))
            y = self.note_rect.top
            for line in wrap_at_most(self.language_note, f, self.note_rect.w, 2):
                theme.blit_text(surface, line, self.s(theme.TEXT_S), theme.ACCENT_DARK, (self.note_rect.left, y))
                y += f.get_linesize()
        super().draw(surface)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """Four cards under the right column, drawn as the patterns setting says."""
        col = self.preview_rect
        gap = self.s(12)
        f = theme.font(self.s(theme.TEXT_S))
        room = col.h - 2 * gap - f.get_linesize() - self.s(6)
        width = min((col.w - 5 * gap) / 4, room / cards.CARD_RATIO)
        if width < self.s(24):
            return                       # no room for a readable preview in so small a window
        size = cards.card_size(width)
        theme.round_rect(surface, col, theme.SURFACE_SUNK, self.s(theme.RADIUS))
        x = col.centerx - (4 * size[0] + 3 * gap) // 2
        for colour in PREVIEW:
            img = cards.render_swatch(colour, size, patterns=self.app.settings.colourblind_patterns)
            theme.draw_shadow(surface, (x, col.top + gap, *size), self.s(8), self.s(4), (0, self.s(2)), alpha=60)
            surface.blit(img, (x, col.top + gap))
            x += size[0] + gap
        caption = ("Shapes and patterns tell the colours apart." if self.app.settings.colourblind_patterns
                   else "Patterns off: the shapes still tell the colours apart.")
        line = shorten(tr(caption), f, col.w - self.s(20))
        theme.blit_text(surface, said(line), self.s(theme.TEXT_S), theme.INK_SOFT,
                        (col.centerx, col.top + gap + size[1] + self.s(6)), "midtop")
