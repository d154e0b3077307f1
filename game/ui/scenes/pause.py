"""The pause menu over a game: Resume, Save, Rules, Settings, Quit to menu — and, while the game
is not saved, a line that says so and Save as… (another folder)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.i18n import M
from game.ui import theme
from game.ui.scenes.dialogs import ConfirmDialog
from game.ui.scenes.modal import ModalScene
from game.ui.text import wrap
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App


class PauseMenu(ModalScene):
    """Save, Save as… and Quit to menu call ``app.actions.save_game`` / ``save_game_as`` /
    ``quit_to_menu``; ``app.actions.not_saved`` says whether (and why) the game is not saved.

    Without a save hook, Save is disabled. Without a quit hook nothing keeps the game, so
    Quit to menu says so and asks before it returns to the home scene.
    """

    arrow_focus = True

    def __init__(self, app: App, rules_tab: str | None = None) -> None:
        """``rules_tab``: the game whose rules the Rules button opens (None: the first tab)."""
        super().__init__(app)
        from game.ui.scenes.rules import RulesScene
        from game.ui.scenes.settings import SettingsScene

        self.not_saved: str | None = None
        self.resume = self.ui.add(Button("Resume", self.cancel, style="primary"))
        self.save = self.ui.add(Button("Save game", self._save))
        self.save_as = self.ui.add(Button("Save as…", self._save_as))
        self.rules = self.ui.add(Button("Rules", lambda: app.push(RulesScene(app, tab=rules_tab))))
        self.settings = self.ui.add(Button("Settings", lambda: app.push(SettingsScene(app))))
        self.quit_button = self.ui.add(Button("Quit to menu", self._quit, style="quiet"))
        self.ui.set_focus(self.resume, keyboard=False)
        self._check_saved()
        app.play_sound("open")

    def _save(self) -> None:
        if self.app.actions.save_game:
            self.app.actions.save_game()

    def _save_as(self) -> None:
        if self.app.actions.save_game_as:
            self.app.actions.save_game_as()

    def _quit(self) -> None:
        if self.app.actions.quit_to_menu:
            self.app.actions.quit_to_menu()
            return
        self.app.push(ConfirmDialog(self.app, "Quit to the main menu?",
                                    "Nothing keeps this game: it will be lost.",
                                    self.app.go_home, confirm="Quit to menu"))

    def _check_saved(self) -> bool:
        """Ask whether the game is saved; True when the answer changed (the panel is laid out again)."""
        hook = self.app.actions.not_saved
        why = hook() if hook else None
        self.save_as.visible = bool(why and self.app.actions.save_game_as)
        changed = why != self.not_saved
        self.not_saved = why
        return changed

    def update(self, dt: float) -> None:
        if self.app.actions.save_game:
            self.save.enable()
        else:
            self.save.disable("This game cannot be saved.")
        if self._check_saved():
            self.layout()
        super().update(dt)

    def _notice_lines(self, width: int) -> list[str]:
        if not self.not_saved:
            return []
        return wrap(M("This game is not saved: {not_saved}.",
                      not_saved=self.not_saved), theme.font(self.s(theme.TEXT_S), bold=True), width)

    def layout(self) -> None:
        w, h = self.size
        pad = self.s(28)
        bw, bh, gap = self.s(300), self.s(theme.BUTTON_H), self.s(10)
        title_h = theme.font(self.s(theme.HEADING), bold=True).get_linesize()
        notice = len(self._notice_lines(bw)) * theme.font(self.s(theme.TEXT_S), bold=True).get_linesize()
        buttons = [b for b in self.ui.widgets if b.visible]
        height = pad + title_h + self.s(theme.GAP) + (notice + self.s(theme.GAP) if notice else 0) \
            + len(buttons) * (bh + gap) - gap + pad
        self.panel = pygame.Rect(0, 0, bw + 2 * pad, height)
        self.panel.center = (w // 2, h // 2)
        y = self.panel.top + pad + title_h + self.s(theme.GAP) + (notice + self.s(theme.GAP) if notice else 0)
        for b in buttons:
            b.place((self.panel.left + pad, y, bw, bh), self.scale)
            y += bh + gap

    def draw_content(self, surface: pygame.Surface) -> None:
        top = self.panel.top + self.s(28)
        theme.blit_text(surface, "Paused", self.s(theme.HEADING), theme.INK,
                        (self.panel.centerx, top), "midtop", bold=True)
        y = top + theme.font(self.s(theme.HEADING), bold=True).get_linesize() + self.s(theme.GAP)
        for line in self._notice_lines(self.panel.w - 2 * self.s(28)):
            y = theme.blit_text(surface, line, self.s(theme.TEXT_S), theme.ACCENT, (self.panel.centerx, y),
                                "midtop", bold=True).bottom
