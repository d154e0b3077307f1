"""The app: the window, the scene stack, the event loop, and crash safety.

The loop sleeps while nothing moves (see :meth:`App._idle_wait`) and redraws
only when something changed, so an idle app costs next to no CPU. Tests drive it
without a blocking loop: post events with ``pygame.event.post`` and call
:meth:`App.step`.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
import traceback
import warnings
from typing import TYPE_CHECKING, TypeVar

import pygame

from game.engine import i18n
from game.engine.paths import write_log
from game.tools.cliargs import window_size
from game.ui import icons, theme
from game.ui.sound import Sounds
from game.ui.userdata import MIN_WINDOW, Settings

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence
    from typing import Any

    from game.engine.safefile import FolderLock
    from game.ui.scene import Scene

T = TypeVar("T")
FPS = 60
IDLE_SLICE = 0.016  # seconds between looks at the event queue while idle
FADE_TIME = 0.16  # cross-fade between full-screen scenes, times the animation-speed setting
TITLE = "Vernissage"
DESKTOP_MARGIN = (0, 48)  # room for a title bar and a task bar on a small screen


class Actions:
    """Hooks the game side connects; a hook left as None disables its button, which then says why.

    Each hook is called with no arguments; ``not_saved`` answers rather than acts.
    """

    def __init__(self) -> None:
        self.new_game: Callable[..., object] | None = None     # (game id to show first, optional)
        self.continue_game: Callable[[], object] | None = None
        self.load_game: Callable[[], object] | None = None
        self.save_game: Callable[[], object] | None = None
        # Save as…: the game on the table, to a folder the player types
        self.save_game_as: Callable[[], object] | None = None
        self.quit_to_menu: Callable[[], object] | None = None
        # why the game on the table is not saved (a phrase), or None: it is
        self.not_saved: Callable[[], str | None] | None = None


class App:
    """The window and its scene stack. ``run()`` returns when the stack empties or the window closes."""

    def __init__(self, settings: Settings | None = None, size: Sequence[int] | None = None,
                 fullscreen: bool | None = None) -> None:
        pygame.init()
        pygame.key.set_repeat(400, 35)
        self.settings = settings if settings is not None else Settings.load()
        i18n.set_language(self.settings.spoken_language)
        self.sounds = Sounds(self.settings.sound)
        self.actions = Actions()
        # the scene "Quit to menu" and crash recovery return to
        self.home: Callable[[App], Scene] | None = None
        self.stack: list[Scene] = []
        self.errors: list[str] = []   # tracebacks of exceptions caught in scenes (tests assert it stays empty)
        self.status: Callable[[], str | None] | None = None   # a warning shown across the top of every scene
        self.folder_lock: FolderLock | None = None  # the user folder's lock, and the process id of the window
        self.other_window: int | None = None        # that holds it when this one does not (set by connect)
        self.running = True
        self.dirty = True
        self._wake: float | None = None    # what the top scene asked for last frame (see step)
        self._fade_from: pygame.Surface | None = None  # snapshot of the screen being cross-faded away
        self._fade_age = 0.0
        self.clock = pygame.time.Clock()
        self._last = time.perf_counter()
        self._windowed = self.fit_to_desktop(size or self.settings.window_size)
        pygame.display.set_caption(TITLE)
        pygame.display.set_icon(icons.app_icon(64))
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        self.screen = self._set_mode()

    # --- window ------------------------------------------------------------

    @staticmethod
    def fit_to_desktop(size: Sequence[int]) -> tuple[int, ...]:
        """Shrink a window size to fit the desktop (a 1280×720 screen still shows the whole window)."""
        try:
            dw, dh = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return tuple(size)
        return (max(320, min(size[0], dw - DESKTOP_MARGIN[0])), max(240, min(size[1], dh - DESKTOP_MARGIN[1])))

    def _set_mode(self) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self._windowed, pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def windowed_size(self) -> tuple[int, ...]:
        """The window's size when not full screen."""
        return tuple(self._windowed)

    @property
    def scale(self) -> float:
        return theme.ui_scale(self.size)

    def set_fullscreen(self, on: bool) -> None:
        """Switch between full screen and the remembered window size; persists the choice."""
        if bool(on) != self.fullscreen:
            self.fullscreen = bool(on)
            self.screen = self._set_mode()
            self._relayout()
        if self.settings.fullscreen != self.fullscreen:
            self.settings.fullscreen = self.fullscreen
            self.settings.save()

    def set_language(self, code: str) -> None:
        """Speak ``code`` ("en", "fr") from the next frame on: every scene on the stack is laid out
        again in it and drawn text cached in the old one is dropped; the choice is saved."""
        self.settings.language = i18n.set_language(code)
        self.settings.save()
        self._relayout()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def set_window_size(self, size: Sequence[int]) -> None:
        """Resize the window (when not full screen) and remember the size."""
        self._windowed = self.fit_to_desktop(size)
        self.settings.window_size = tuple(self._windowed)
        if not self.fullscreen:
            self.screen = self._set_mode()
            self._relayout()

    def min_window(self) -> tuple[int, int]:
        """The smallest window every scene on the stack can be read at: the app's MIN_WINDOW,
        or larger where a scene asks for more (a game's table: ``GameInfo.min_window``)."""
        w, h = MIN_WINDOW
        for scene in self.stack:
            if scene.min_window:
                w, h = max(w, scene.min_window[0]), max(h, scene.min_window[1])
        return (w, h)

    def _keep_min_window(self) -> bool:
        """Tell the window manager the smallest size now, and grow a smaller window to it
        (no bigger than the desktop). True if the window changed (every scene laid out again)."""
        need = self.min_window()
        w, h = self._windowed
        grown = self.fit_to_desktop((max(w, need[0]), max(h, need[1])))
        resized = not self.fullscreen and grown != (w, h)
        if resized:
            self.set_window_size(grown)
        try:                                    # after set_mode: the window it made is the one to tell
            with warnings.catch_warnings():     # pygame-ce's only handle on the display's window
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = need
        except (pygame.error, AttributeError):
            pass
        return resized

    def _on_resized(self, w: int, h: int) -> None:
        if self.fullscreen:
            return
        need = self.min_window()
        if w < need[0] or h < need[1]:           # a window manager that ignored the minimum
            w, h = self.fit_to_desktop((max(w, need[0]), max(h, need[1])))
        if (w, h) != self.screen.get_size():
            # The real window already has this size; the dummy driver (tests) needs set_mode.
            self.screen = pygame.display.set_mode((max(1, w), max(1, h)), pygame.RESIZABLE)
        self._windowed = self.screen.get_size()
        self.settings.window_size = tuple(self._windowed)
        self._relayout()

    def _relayout(self) -> None:
        for scene in list(self.stack):
            self._guard(scene, scene.on_resize, self.size, self.scale)
        self.dirty = True

    # --- scene stack -------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def _begin_fade(self) -> None:
        """Cross-fade from what is on screen now to whatever is drawn next."""
        if self.stack and self.settings.animation_factor > 0:
            self._fade_from, self._fade_age = self.screen.copy(), 0.0

    def push(self, scene: Scene) -> None:
        """Put a scene on top (a modal one is drawn over the scene below)."""
        if self.stack:
            self.stack[-1].ui.clear_hover()
            if not scene.is_modal:
                self._begin_fade()
        self.stack.append(scene)
        if not self._keep_min_window():
            self._guard(scene, scene.on_resize, self.size, self.scale)
        self.dirty = True

    def pop(self, scene: Scene | None = None) -> None:
        """Remove the top scene (or ``scene`` and everything above it); reveal the one below."""
        if not self.stack:
            return
        index = self.stack.index(scene) if scene in self.stack else len(self.stack) - 1
        if index > 0 and not all(s.is_modal for s in self.stack[index:]):
            self._begin_fade()
        del self.stack[index:]
        self._keep_min_window()
        if self.stack:
            top = self.stack[-1]
            self._guard(top, top.on_reveal)
        self.dirty = True

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.stack:
            self.stack.pop()
        self.push(scene)

    def go_home(self) -> None:
        """Empty the stack and show the home scene (the main menu), if one is set."""
        self._begin_fade()
        self.stack.clear()
        self._keep_min_window()
        if self.home is not None:
            self.push(self.home(self))
        self.dirty = True

    def quit(self) -> None:
        self.running = False

    def play_sound(self, name: str) -> None:
        self.sounds.enabled = self.settings.sound
        self.sounds.volume = self.settings.volume
        self.sounds.play(name)

    # --- loop --------------------------------------------------------------

    def step(self, events: Iterable[pygame.event.Event] | None = None, dt: float | None = None) -> bool:
        """Handle ``events`` (default: the queue), advance time by ``dt`` (default: real time), draw if needed.

        Returns True while the app should keep running.
        """
        now = time.perf_counter()
        if dt is None:
            dt = min(0.5, now - self._last)
        self._last = now
        for event in (pygame.event.get() if events is None else events):
            self._dispatch(event)
        if self._fade_from is not None:
            self._fade_age += dt
        top = self.top
        if top is not None:
            self._guard(top, top.update, dt)
            wake = self.wake_in()
            # Draw while animating, and whenever a timer asked for this frame (a tooltip, a caret
            # blink, the end of an animation): that is why the previous frame asked to wake.
            if wake == 0 or self._wake is not None:
                self.dirty = True
            self._wake = wake
        if self.dirty and self.stack:
            self._draw()
        return self.running and bool(self.stack)

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.VIDEORESIZE:
            self._on_resized(event.w, event.h)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWFOCUSGAINED):
            self.dirty = True
        elif self.top is not None:
            self._guard(self.top, self.top.handle_event, event)
            self.dirty = True

    def _draw(self) -> None:
        self.dirty = False
        base = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if not self.stack[i].is_modal:
                base = i
                break
        else:
            self.screen.blit(theme.paper(self.size), (0, 0))
        for scene in list(self.stack[base:]):
            if scene not in self.stack:
                return  # a scene below failed and took this one with it; the next frame redraws
            self._guard(scene, scene.draw, self.screen)
        self._draw_status()
        if self._fade_from is not None:
            t = self._fade_age / (FADE_TIME * max(0.01, self.settings.animation_factor))
            if t >= 1 or self._fade_from.get_size() != self.size:
                self._fade_from = None
            else:
                self._fade_from.set_alpha(round(255 * (1 - t) ** 2))
                self.screen.blit(self._fade_from, (0, 0))
        pygame.display.flip()

    def _draw_status(self) -> None:
        """A red band at the top for :attr:`status` ("Not saved: the disk is full.")."""
        line = self.status() if self.status else None
        if not line:
            return
        px = lambda v: theme.px(v, self.scale)  # noqa: E731
        img = theme.text(line, px(theme.TEXT_S), theme.SURFACE, bold=True)
        band = pygame.Rect(0, 0, min(self.size[0], img.get_width() + px(32)), img.get_height() + px(8))
        band.midtop = (self.size[0] // 2, 0)
        theme.round_rect(self.screen, band, theme.ACCENT, px(6))
        self.screen.blit(img, img.get_rect(center=band.center))

    def wake_in(self) -> float | None:
        """Seconds until the next frame is needed (0 while animating), or None when idle."""
        if self._fade_from is not None:
            return 0
        return self._guard(self.top, self.top.wake_in) if self.top else None

    def run(self) -> None:
        """Run until the stack is empty or the window closes; then save the settings."""
        try:
            self.dirty = True
            while self.running and self.stack:
                wake = self.wake_in()
                if wake == 0 or self.dirty:
                    self.clock.tick(FPS)
                    events = pygame.event.get()
                else:
                    events = self._idle_wait(1.0 if wake is None else min(1.0, wake))
                self.step(events)
        finally:
            self.close()

    @staticmethod
    def _idle_wait(timeout: float) -> list[pygame.event.Event]:
        """The events that arrive within ``timeout`` seconds, sleeping while there are none.

        Not ``pygame.event.wait(timeout)``: pygame-ce implements it by polling every
        millisecond (about 4% of a core here); looking every IDLE_SLICE seconds costs
        a fraction of that and still answers within a frame.
        """
        end = time.perf_counter() + timeout
        while True:
            events = pygame.event.get()
            left = end - time.perf_counter()
            if events or left <= 0:
                return events
            time.sleep(min(IDLE_SLICE, left))

    def close(self) -> None:
        """Persist the settings (window size included); stop online play if it was used (a
        server this app hosts closes its store)."""
        self.settings.save()
        online = sys.modules.get("game.net.appnet")
        if online is not None:
            online.shutdown()

    # --- crash safety ------------------------------------------------------

    def _guard(self, scene: Scene, fn: Callable[..., T], *args: Any) -> T | None:
        """Call a scene method; an exception becomes a log file and an error dialog, not a crash."""
        try:
            return fn(*args)
        except Exception as exc:  # noqa: BLE001 — the point is to survive any scene bug
            self._fail(scene, exc)
            return None

    def _fail(self, scene: Scene, exc: Exception) -> None:
        from game.ui.scenes.dialogs import ErrorDialog  # the dialog is itself a scene

        trace = traceback.format_exc()
        self.errors.append(trace)
        if isinstance(scene, ErrorDialog):
            raise exc  # the error screen itself is broken: nothing safe is left to show
        header = (f"Vernissage crash report\nscene: {type(scene).__name__}\n"  # i18n: not shown
                  f"python: {sys.version.split()[0]} on {platform.platform()}\n"
                  f"pygame-ce: {pygame.version.ver}\n\n")
        try:
            path = write_log("crash", header + trace)
        except OSError:
            path = None
        if scene in self.stack:
            del self.stack[self.stack.index(scene):]
        summary = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        self.play_sound("error")
        self.push(ErrorDialog(self, summary, path))


def run_app(argv: Sequence[str] | None = None,
            start: tuple[str, dict[str, Any], list[tuple[str, str]]] | None = None) -> int:
    """Open the app at the main menu, or with ``start = (game_id, setup, seats)`` straight at a
    new game's table (``python main.py --game … --seats …``); returns the process exit code."""
    parser = argparse.ArgumentParser(prog="python -m game.ui", description="Vernissage")
    parser.add_argument("--size", type=window_size(MIN_WINDOW), help="window size, e.g. 1600x900")
    parser.add_argument("--fullscreen", action="store_true", help="start in full screen")
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.split("x")) if args.size else None
    from game.ui.play.launch import connect, quick_start, warn_if_catalog_failed, warn_if_second_window

    app = App(size=size, fullscreen=True if args.fullscreen else None)
    connect(app)
    app.go_home()
    warn_if_catalog_failed(app)
    warn_if_second_window(app)
    if start is not None:
        quick_start(app, *start)
    app.run()
    return 0
