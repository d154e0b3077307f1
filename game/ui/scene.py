"""The Scene base class: one screen (or modal overlay) on the app's scene stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.widgets import WidgetGroup

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    """A screen of the app. Override :meth:`layout`, and draw before calling ``super().draw``.

    Lifecycle: the app calls :meth:`on_resize` when the scene is pushed and whenever
    the window changes size, :meth:`on_reveal` when the scene above it is popped,
    then every frame :meth:`handle_event` (top scene only), :meth:`update` and
    :meth:`draw`. A modal scene (``is_modal``) is drawn over the scenes below it.
    """

    is_modal = False
    min_window: tuple[int, int] | None = None    # the smallest window this scene can be read at; None: the app's
    arrow_focus = False  # Up / Down move the keyboard focus (menus)

    def __init__(self, app: App) -> None:
        self.app = app
        self.size = (0, 0)
        self.scale = 1.0
        self.age = 0.0  # seconds since the scene was pushed (drives entrance animations)
        self.ui = WidgetGroup(feedback=app.play_sound, arrows=self.arrow_focus)

    def s(self, value: float) -> int:
        """A design length in real pixels at the current UI scale."""
        return theme.px(value, self.scale)

    def on_resize(self, size: tuple[int, int], scale: float) -> None:
        """Remember the window size and scale, then lay the widgets out again."""
        self.size, self.scale = size, scale
        self.layout()

    def layout(self) -> None:
        """Place widgets for ``self.size`` and ``self.scale``."""

    def on_reveal(self) -> None:
        """The scene above this one was popped."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """Handle one event: Escape goes to :meth:`escape` first, the rest to the widgets."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.escape():
            return
        self.ui.handle_event(event)

    def escape(self) -> bool:
        """Escape was pressed: return True once handled (the default leaves it to the widgets)."""
        return False

    def update(self, dt: float) -> None:
        self.age += dt
        self.ui.update(dt)

    def wake_in(self) -> float | None:
        """Seconds until the next frame is needed (0 while animating), or None when idle."""
        return self.ui.wake_in()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the widgets (and their tooltip) on top of whatever the subclass drew."""
        self.ui.draw(surface)
