"""The main menu: title, the gallery backdrop, and New game / Continue / Load / Play online / Rules /
Settings / Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games import all_specs
from game.ui import theme
from game.ui.scene import Scene
from game.ui.scenes.backdrop import gallery_wall, skirting_top
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

# Why a menu entry is off when its hook is not connected. Only Continue is ever off in the app
# (no autosave yet); the others are connected at start-up and off only in a bare app.
UNAVAILABLE = {
    "new_game": "No game is connected to the menu.",
    "continue_game": "No game in progress: start a new game first.",
    "load_game": "No game is connected to the menu.",
}
LEFT = 96          # design x of the menu column
COLUMN_W = 300


class MainMenu(Scene):
    """New game, Continue and Load call the matching ``app.actions`` hook; a missing hook disables its button."""

    arrow_focus = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        from game.ui.scenes.rules import RulesScene
        from game.ui.scenes.settings import SettingsScene

        self.hooked: dict[Button, str] = {}  # button -> name of its app.actions hook
        self.new_game = self._hook_button("New game", "new_game", style="primary")
        self.continue_game = self._hook_button("Continue", "continue_game")
        self.learn = self.ui.add(Button("Learn to play", self._learn,
                                        tooltip="A guided first game: what to click, and the rule behind it"))
        self.load_game = self._hook_button("Load game", "load_game")
        self.online = self.ui.add(Button("Play online", self._open_online,
                                         tooltip="Host a game for friends on other computers, or join theirs"))
        self.lab = self.ui.add(Button("Lab", self._open_lab,
                                      tooltip="AI players try patron sets and rules options and report how they play"))
        self.rules = self.ui.add(Button("Rules", lambda: app.push(RulesScene(app))))
        self.statistics = self.ui.add(Button("Statistics", self._open_statistics,
                                             tooltip="Games played and won, best scores, streaks"))
        self.settings = self.ui.add(Button("Settings", lambda: app.push(SettingsScene(app))))
        self.quit_button = self.ui.add(Button("Quit", app.quit, style="quiet"))
        self._refresh()

    def _learn(self) -> None:
        from game.ui.play.guide import choose_lesson
        choose_lesson(self.app)

    def _open_online(self) -> None:
        from game.ui.online.scenes import OnlineMenu
        self.app.push(OnlineMenu(self.app))

    def _open_lab(self) -> None:
        from game.ui.play.lab import LabScene
        self.app.push(LabScene(self.app))

    def _open_statistics(self) -> None:
        from game.ui.play.stats import StatsScene
        self.app.push(StatsScene(self.app))

    def _hook_button(self, label: str, hook: str, style: str = "secondary") -> Button:
        button = self.ui.add(Button(label, lambda: getattr(self.app.actions, hook)(), style=style))
        self.hooked[button] = hook
        return button

    def _refresh(self) -> None:
        for button, hook in self.hooked.items():
            if getattr(self.app.actions, hook) is None:
                button.disable(UNAVAILABLE[hook])
            else:
                button.enable()

    def update(self, dt: float) -> None:
        self._refresh()  # hooks may be connected at any time
        super().update(dt)

    def escape(self) -> bool:
        return True  # the main menu is the bottom of the stack: Escape does not quit by surprise

    def _title_block(self) -> tuple[int, pygame.Surface]:
        """(y of the overline, title surface) for the current window.

        The menu ends above the skirting board: on a short window the whole column (title and
        buttons) moves up, to 24 design px from the top at most; only then do the buttons squeeze."""
        title = theme.spaced_text("Vernissage", self.s(84), theme.INK, self.s(2), light=True)
        buttons = len(self.ui.widgets) * (self.s(theme.BUTTON_H) + self.s(10)) - self.s(10)
        over = self.s(118) + self.s(82) + title.get_height() + buttons - self._floor()
        return max(self.s(24), self.s(118) - max(0, over)), title

    def _floor(self) -> int:
        """The lowest y a button may reach: a gap above the backdrop's skirting board."""
        return skirting_top(self.size, self.scale) - self.s(theme.GAP)

    def layout(self) -> None:
        x = self.s(LEFT)
        top, title = self._title_block()
        y = top + self.s(82) + title.get_height()   # 21 design px under the accent bar
        n = len(self.ui.widgets)
        step = min(self.s(theme.BUTTON_H + 10), (self._floor() - y + self.s(10)) // n)
        bh = min(self.s(theme.BUTTON_H), step - self.s(4))
        for b in self.ui.widgets:
            b.place((x, y, self.s(COLUMN_W), bh), self.scale)
            y += step

    def draw(self, surface: pygame.Surface) -> None:
        x = self.s(LEFT)
        top, title = self._title_block()
        left = x + max(self.s(COLUMN_W), title.get_width()) + self.s(40)
        surface.blit(gallery_wall(self.size, self.scale, left), (0, 0))
        over = theme.spaced_text("ART-MARKET BOARD GAMES", self.s(13), theme.ACCENT, self.s(3), bold=True)
        surface.blit(over, (x + self.s(4), top))
        ty = top + self.s(18)
        surface.blit(title, (x - self.s(4), ty))
        sub_y = ty + title.get_height() + self.s(2)
        titles = "  ·  ".join(g.title for g in all_specs())       # every game the app has
        theme.blit_text(surface, titles, self.s(theme.TEXT_L), theme.INK_SOFT,
                        (x + self.s(2), sub_y))
        pygame.draw.rect(surface, theme.ACCENT, (x + self.s(2), sub_y + self.s(38), self.s(44), self.s(3)))
        theme.blit_text(surface, "F11  full screen", self.s(12), (214, 196, 172),
                        (self.size[0] - self.s(theme.GAP), self.size[1] - self.s(theme.GAP_S)), "bottomright")
        super().draw(surface)
