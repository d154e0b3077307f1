"""Headless pygame for the UI tests, a throwaway user folder, and helpers that post real events."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import gc

import pygame
import pytest


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fresh, empty user folder."""
    monkeypatch.setenv("VERNISSAGE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def desktop(monkeypatch):
    """Pretend the desktop is 4K (the dummy driver reports 1024×768); set ``desktop.size`` to change it."""
    class Desktop:
        size = (3840, 2160)

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [Desktop.size])
    return Desktop


@pytest.fixture
def app(home, desktop):
    """The app at its main menu, 1280×720, first frame drawn."""
    from game.ui.app import App
    from game.ui.scenes.main_menu import MainMenu

    application = App(size=(1280, 720), fullscreen=False)
    application.settings.sound = False           # sound is off in tests unless a test turns it on
    pygame.event.clear()
    application.home = MainMenu
    application.go_home()
    application.step([], dt=0.016)
    yield application
    application.close()
    gc.unfreeze()                                # a table opened in the test set its heap aside


@pytest.fixture
def wired(app):
    """The app wired to the real game side (New game, Continue, Load…), at the main menu,
    animations off. (A test module may define its own ``wired`` with stand-ins.)"""
    from ui_helpers import run

    from game.ui.play import launch
    app.settings.animation_speed = "instant"
    launch.connect(app)
    app.go_home()
    run(app)
    return app
