"""Modal dialogs: Message (one button), Confirm (two), Input (a text field), and the Error
dialog the app shows after a crash."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine.i18n import M, said, tr
from game.engine.safefile import shown
from game.ui import theme
from game.ui.scenes.modal import ModalScene
from game.ui.text import wrap
from game.ui.widgets import Button, TextInput

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from game.ui.app import App

WIDTH = 520
TITLE_CHARS, MESSAGE_CHARS = 80, 900    # a message may quote a file's name or an error: never a page


class Dialog(ModalScene):
    """A title, a wrapped message and a row of buttons; each button closes the dialog, then runs its callback.

    ``buttons``: ``[(label, callback or None, style)]``, shown left to right; the
    last ``primary`` one has the initial focus (Enter). Escape runs ``on_escape``.
    """

    def __init__(self, app: App, title: str, message: str,
                 buttons: Sequence[tuple[str, Callable[[], object] | None, str]],
                 on_escape: Callable[[], object] | None = None) -> None:
        super().__init__(app)
        # kept as given (a message is said in the language in force each time it is drawn); cleaned
        # and cut where drawn (:meth:`_said`)
        self.title, self.message, self.on_escape = title, message, on_escape
        self.extra_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons = [self.ui.add(Button(label, self._closing(cb), style=style)) for label, cb, style in buttons]
        primary = [b for b in self.buttons if b.style == "primary"] or self.buttons
        self.ui.set_focus(primary[-1], keyboard=False)
        self.app.play_sound("open")

    def _closing(self, callback: Callable[[], object] | None) -> Callable[[], None]:
        def run() -> None:
            self.app.pop(self)
            if callback:
                callback()
        return run

    def cancel(self) -> None:
        self._closing(self.on_escape)()

    @staticmethod
    def _said(text: str, limit: int) -> str:
        """``text`` in the language in force, cleaned and cut to ``limit`` characters (a name typed
        into a file by hand can be 60,000 characters long)."""
        return said(shown(tr(text), limit))

    def _message_lines(self, width: int) -> list[str]:
        return wrap(self._said(self.message, MESSAGE_CHARS), theme.font(self.s(theme.TEXT)), width)

    def extra_height(self, width: int) -> int:
        """Height of content a subclass draws between the message and the buttons."""
        return 0

    def draw_extra(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw the subclass's extra content in ``rect`` (:attr:`extra_rect`, set by :meth:`layout`,
        where a subclass also places widgets of its own)."""

    def layout(self) -> None:
        w, h = self.size
        pad = self.s(28)
        gap = self.s(theme.GAP_S + 2)
        widths = [max(self.s(116), theme.font(self.s(theme.TEXT), bold=True).size(b.label)[0] + self.s(44))
                  for b in self.buttons]
        # as wide as its row of buttons needs (a choice of three games), within the window
        width = min(max(self.s(WIDTH), sum(widths) + gap * (len(widths) - 1) + 2 * pad), w - 2 * self.s(theme.GAP))
        inner = width - 2 * pad
        lines = self._message_lines(inner)
        line_h = theme.font(self.s(theme.TEXT)).get_linesize()
        title_h = theme.font(self.s(24), bold=True).get_linesize()
        extra = self.extra_height(inner)
        bh = self.s(theme.BUTTON_H - 4)
        height = (pad + title_h + self.s(10) + len(lines) * line_h + (self.s(theme.GAP) + extra if extra else 0)
                  + self.s(theme.GAP_L) + bh + pad)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (w // 2, h // 2)
        self.extra_rect = pygame.Rect(self.panel.left + pad, self.panel.top + pad + title_h + self.s(10)
                                      + len(lines) * line_h + self.s(theme.GAP), inner, extra)
        x = self.panel.right - pad
        for b, bw in zip(reversed(self.buttons), reversed(widths)):
            b.place((x - bw, self.panel.bottom - pad - bh, bw, bh), self.scale)
            x -= bw + gap

    def draw_content(self, surface: pygame.Surface) -> None:
        pad = self.s(28)
        x, y = self.panel.left + pad, self.panel.top + pad
        theme.blit_text(surface, self._said(self.title, TITLE_CHARS), self.s(24), theme.INK, (x, y), bold=True)
        y += theme.font(self.s(24), bold=True).get_linesize() + self.s(10)      # as layout() counts it
        size = self.s(theme.TEXT)
        line_h = theme.font(size).get_linesize()
        inner = self.panel.w - 2 * pad
        for line in self._message_lines(inner):
            theme.blit_text(surface, line, size, theme.INK_SOFT, (x, y))
            y += line_h
        if self.extra_rect.h:
            self.draw_extra(surface, self.extra_rect)


class MessageDialog(Dialog):
    """A message with one button."""

    def __init__(self, app: App, title: str, message: str, on_close: Callable[[], object] | None = None,
                 button: str = "OK") -> None:
        super().__init__(app, title, message, [(button, on_close, "primary")], on_escape=on_close)


class ConfirmDialog(Dialog):
    """A question with Cancel and a confirming button (Escape cancels, Enter confirms)."""

    def __init__(self, app: App, title: str, message: str, on_confirm: Callable[[], object] | None,
                 on_cancel: Callable[[], object] | None = None, confirm: str = "OK", cancel: str = "Cancel") -> None:
        super().__init__(app, title, message, [(cancel, on_cancel, "secondary"), (confirm, on_confirm, "primary")],
                         on_escape=on_cancel)


class InputDialog(Dialog):
    """A question with a one-line text field. ``on_submit(text)`` (the confirming button, or Enter
    in the field) returns None when it is done — the dialog closes, then ``after()`` runs (it may
    open the next dialog) — or one sentence saying why not, shown under the field while the
    dialog stays open. Escape or Cancel closes it."""

    def __init__(self, app: App, title: str, message: str, value: str, on_submit: Callable[[str], str | None],
                 after: Callable[[], object] | None = None, confirm: str = "OK", cancel: str = "Cancel",
                 max_len: int = 400) -> None:
        self.on_submit, self.after = on_submit, after
        self.problem: str | None = None
        super().__init__(app, title, message, [(cancel, None, "secondary")])
        self.confirm = self.ui.add(Button(confirm, self.submit, style="primary"))
        self.buttons.append(self.confirm)
        self.field = self.ui.add(TextInput(value, lambda _: self._clear(), on_submit=lambda _: self.submit(),
                                           max_len=max_len))
        self.ui.set_focus(self.field, keyboard=False)

    def _clear(self) -> None:
        if self.problem:
            self.problem = None
            self.layout()

    def submit(self) -> None:
        problem = self.on_submit(self.field.value)
        if problem is None:
            self.app.pop(self)
            if self.after:
                self.after()
            return
        self.problem = shown(problem, MESSAGE_CHARS)
        self.app.play_sound("error")
        self.layout()

    def _problem_lines(self, width: int) -> list[str]:
        return wrap(self.problem, theme.font(self.s(theme.TEXT_S)), width) if self.problem else []

    def extra_height(self, width: int) -> int:
        lines = self._problem_lines(width)
        line_h = theme.font(self.s(theme.TEXT_S)).get_linesize()
        return self.s(theme.BUTTON_H) + (self.s(theme.GAP_S) + len(lines) * line_h if lines else 0)

    def layout(self) -> None:
        super().layout()
        r = self.extra_rect
        self.field.place((r.left, r.top, r.w, self.s(theme.BUTTON_H)), self.scale)

    def draw_extra(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        y = rect.top + self.s(theme.BUTTON_H) + self.s(theme.GAP_S)
        for line in self._problem_lines(rect.w):
            y = theme.blit_text(surface, line, self.s(theme.TEXT_S), theme.ACCENT, (rect.left, y)).bottom


class ErrorDialog(Dialog):
    """Shown by the app when a scene raised: what happened and where the log is."""

    def __init__(self, app: App, summary: str, log_path: str | Path | None) -> None:
        self.summary, self.log_path = summary, log_path
        where = ("A crash report was written to:" if log_path else
                 "The crash report could not be written to disk.")
        super().__init__(app, "Something went wrong",
                         M("That screen hit an unexpected error and was closed. Your settings are safe. {where}",
                           where=where),
                         [("OK", self._after, "primary")], on_escape=self._after)

    def _after(self) -> None:
        if not self.app.stack:
            self.app.go_home()

    def _detail_lines(self, width: int) -> list[str]:
        f = theme.font(self.s(theme.TEXT_S), condensed=True)
        lines = wrap(str(self.log_path), f, width - 2 * self.s(10)) if self.log_path else []
        return lines + wrap(self.summary[:300], f, width - 2 * self.s(10))

    def extra_height(self, width: int) -> int:
        f = theme.font(self.s(theme.TEXT_S), condensed=True)
        return len(self._detail_lines(width)) * f.get_linesize() + 2 * self.s(8)

    def draw_extra(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        theme.round_rect(surface, rect, theme.SURFACE_SUNK, self.s(theme.RADIUS_S))
        f = theme.font(self.s(theme.TEXT_S), condensed=True)
        y = rect.top + self.s(8)
        path_lines = len(wrap(str(self.log_path), f, rect.w - 2 * self.s(10))) if self.log_path else 0
        for i, line in enumerate(self._detail_lines(rect.w)):
            colour = theme.INK if i < path_lines else theme.ACCENT_DARK
            theme.blit_text(surface, line, self.s(theme.TEXT_S), colour, (rect.left + self.s(10), y), condensed=True)
            y += f.get_linesize()
