"""The pause menu over a game: Resume, Save, Rules, Settings, Quit to menu."""

import pygame

from game.ui import theme
from game.ui.scenes.dialogs import ConfirmDialog
from game.ui.scenes.modal import ModalScene
from game.ui.widgets import Button


class PauseMenu(ModalScene):
    """Save and Quit to menu call ``app.actions.save_game`` / ``quit_to_menu``.

    Without a save hook, Save is disabled. Without a quit hook nothing keeps the game, so
    Quit to menu says so and asks before it returns to the home scene.
    """

    arrow_focus = True

    def __init__(self, app, rules_tab: str | None = None) -> None:
        """``rules_tab``: the game whose rules the Rules button opens (None: the first tab)."""
        super().__init__(app)
        from game.ui.scenes.rules import RulesScene
        from game.ui.scenes.settings import SettingsScene

        self.resume = self.ui.add(Button("Resume", self.cancel, style="primary"))
        self.save = self.ui.add(Button("Save game", self._save))
        self.rules = self.ui.add(Button("Rules", lambda: app.push(RulesScene(app, tab=rules_tab))))
        self.settings = self.ui.add(Button("Settings", lambda: app.push(SettingsScene(app))))
        self.quit_button = self.ui.add(Button("Quit to menu", self._quit, style="quiet"))
        self.ui.set_focus(self.resume, keyboard=False)
        app.play_sound("open")

    def _save(self):
        if self.app.actions.save_game:
            self.app.actions.save_game()

    def _quit(self):
        if self.app.actions.quit_to_menu:
            self.app.actions.quit_to_menu()
            return
        self.app.push(ConfirmDialog(self.app, "Quit to the main menu?",
                                    "Nothing keeps this game: it will be lost.",
                                    self.app.go_home, confirm="Quit to menu"))

    def update(self, dt):
        if self.app.actions.save_game:
            self.save.enable()
        else:
            self.save.disable("This game cannot be saved.")
        super().update(dt)

    def layout(self):
        w, h = self.size
        pad = self.s(28)
        bw, bh, gap = self.s(300), self.s(theme.BUTTON_H), self.s(10)
        title_h = theme.font(self.s(theme.HEADING), bold=True).get_linesize()
        buttons = self.ui.widgets
        height = pad + title_h + self.s(theme.GAP) + len(buttons) * (bh + gap) - gap + pad
        self.panel = pygame.Rect(0, 0, bw + 2 * pad, height)
        self.panel.center = (w // 2, h // 2)
        y = self.panel.top + pad + title_h + self.s(theme.GAP)
        for b in buttons:
            b.place((self.panel.left + pad, y, bw, bh), self.scale)
            y += bh + gap

    def draw_content(self, surface):
        theme.blit_text(surface, "Paused", self.s(theme.HEADING), theme.INK,
                        (self.panel.centerx, self.panel.top + self.s(28)), "midtop", bold=True)
