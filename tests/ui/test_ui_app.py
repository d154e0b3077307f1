"""The app shell driven through real events: menu, settings, rules, hand-off, pause, dialogs, resize, F11, crashes."""

import json

import pygame
import pytest
from ui_helpers import click, drawn_texts, post, press, run

from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.dialogs import ConfirmDialog, ErrorDialog, MessageDialog
from game.ui.scenes.handoff import HandOff
from game.ui.scenes.main_menu import MainMenu
from game.ui.scenes.pause import PauseMenu
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene


def settings_file(home):
    return json.loads((home / "settings.json").read_text())


def test_starts_at_the_main_menu_with_unwired_hooks_disabled(app):
    menu = app.top
    assert isinstance(menu, MainMenu)
    assert app.size == (1280, 720)
    for button in (menu.new_game, menu.continue_game, menu.load_game):
        assert not button.enabled
    # Hovering a disabled button explains why, after the tooltip delay.
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=menu.new_game.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    run(app, 12)
    assert menu.ui.hover is menu.new_game and menu.ui.hover_time > 0.45
    assert menu.new_game.tip() == "No game is connected to the menu."
    # Clicking it does nothing.
    click(app, menu.new_game.rect.center)
    assert app.top is menu


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1280, 672), (1000, 600)])
def test_the_menu_ends_above_the_skirting_board_and_below_the_title(home, desktop, monkeypatch, size):
    """Quit does not sit on the skirting board; a short window moves the title up, not over it."""
    from game.ui.scenes.backdrop import skirting_top

    application = App(size=size, fullscreen=False)
    application.home = MainMenu
    application.go_home()
    run(application)
    menu = application.top
    from game.games import all_specs
    texts = dict(drawn_texts(application, monkeypatch))
    subtitle = texts["  ·  ".join(g.title for g in all_specs())]
    assert menu.quit_button.rect.bottom < skirting_top(application.size, application.scale)
    assert menu.new_game.rect.top > subtitle.bottom + menu.s(20)
    assert subtitle.top > 0 and menu.quit_button.rect.height >= menu.s(36)
    application.close()


def test_a_connected_hook_enables_its_button(app):
    calls = []
    app.actions.new_game = lambda: calls.append("new")
    run(app)
    click(app, app.top.new_game.rect.center)
    assert calls == ["new"]


def test_settings_open_persist_and_escape_back(app, home):
    click(app, app.top.settings.rect.center)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    assert app.settings.colourblind_patterns is True
    click(app, settings.patterns.rect.center)
    assert app.settings.colourblind_patterns is False
    assert settings_file(home)["colourblind_patterns"] is False
    sound = app.settings.sound                     # off in tests (see conftest)
    click(app, settings.sound.rect.center)
    assert settings_file(home)["sound"] is (not sound)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)


def test_settings_done_button_and_the_other_controls(app, home):
    click(app, app.top.settings.rect.center)
    s = app.top
    click(app, (s.speed.rect.right - 5, s.speed.rect.centery))  # the right arrow: next speed
    assert app.settings.animation_speed == "fast"
    click(app, (s.think.rect.left + 2, s.think.rect.centery))
    assert app.settings.ai_think_time == 0.0
    click(app, s.name.rect.center)
    for _ in range(len(s.name.value)):
        press(app, pygame.K_BACKSPACE)
    post(pygame.event.Event(pygame.TEXTINPUT, text="Ada"))
    run(app)
    assert app.settings.player_name == "Ada"
    click(app, s.done.rect.center)
    assert isinstance(app.top, MainMenu)
    saved = settings_file(home)
    assert (saved["animation_speed"], saved["ai_think_time"], saved["player_name"]) == ("fast", 0.0, "Ada")


def test_rules_scroll_and_switch_tabs(app):
    click(app, app.top.rules.rect.center)
    rules = app.top
    assert isinstance(rules, RulesScene)
    text = rules.text
    assert text.offset == 0 and text.max_offset > 1000
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=text.rect.center, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0))
    run(app, 30)
    after_wheel = text.offset
    assert after_wheel > 100
    press(app, pygame.K_PAGEDOWN, frames=30)
    assert text.offset > after_wheel
    press(app, pygame.K_END, frames=40)
    assert text.offset == text.max_offset
    # A contents link jumps to its heading.
    link = next(b for b in rules.contents if b.label == "Awards")
    click(app, link.rect.center, frames=40)
    assert abs(text.offset - dict(text.anchors)["Awards"]) < 20
    before = text.markup
    click(app, rules.tabs._segments()[1].center)              # the second game's tab
    assert rules.tabs.value == "art-decko" and text.markup != before and text.offset == 0
    assert any(b.label == "Final scoring" for b in rules.contents)
    click(app, rules.back.rect.center)
    assert isinstance(app.top, MainMenu)


class Spy(Scene):
    """A scene that counts its frames."""

    def __init__(self, app):
        super().__init__(app)
        self.draws = 0

    def draw(self, surface):
        self.draws += 1
        surface.fill((255, 0, 0))


def test_handoff_hides_everything_and_calls_back_on_click(app):
    spy = Spy(app)
    app.push(spy)
    run(app)
    assert spy.draws == 1
    ready = []
    app.push(HandOff(app, "Ada", lambda: ready.append(True)))
    run(app)
    assert spy.draws == 1  # nothing behind the curtain is drawn
    assert app.screen.get_at((5, 5))[:3] != (255, 0, 0)
    click(app, (640, 360))  # too soon: a double-click cannot pass the curtain
    assert ready == [] and isinstance(app.top, HandOff)
    run(app, 10)
    click(app, (640, 360))
    assert ready == [True] and app.top is spy


def test_handoff_accepts_the_keyboard(app):
    ready = []
    app.push(HandOff(app, "Grace", lambda: ready.append(1), arm_delay=0))
    press(app, pygame.K_SPACE)
    assert ready == [1]


def test_resize_relayouts_every_scene(app):
    click(app, app.top.settings.rect.center)
    for size in ((1920, 1080), (800, 600), (1000, 1000), (640, 360), (3840, 2160)):
        post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        run(app)
        assert app.size == size
        assert app.top.size == size and app.stack[0].size == size
        assert app.top.done.rect.bottom <= size[1]
    assert app.errors == []
    assert app.settings.window_size == (3840, 2160)


def test_f11_toggles_full_screen_and_remembers_it(app, home):
    press(app, pygame.K_F11)
    assert app.fullscreen
    assert settings_file(home)["fullscreen"] is True
    press(app, pygame.K_F11)
    assert not app.fullscreen and app.size == (1280, 720)
    assert settings_file(home)["fullscreen"] is False


class Broken(Scene):
    def update(self, dt):
        raise RuntimeError("the paint is still wet")


def test_a_crashing_scene_becomes_an_error_dialog_and_a_log(app, home):
    app.push(Broken(app))
    run(app)
    assert isinstance(app.top, ErrorDialog)
    assert not any(isinstance(s, Broken) for s in app.stack)
    assert len(app.errors) == 1 and "the paint is still wet" in app.errors[0]
    logs = list((home / "logs").glob("crash-*.log"))
    assert len(logs) == 1 and "RuntimeError: the paint is still wet" in logs[0].read_text()
    assert str(logs[0]) in str(app.top.log_path)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, MainMenu)


def test_crash_with_nothing_left_returns_home(app):
    app.stack.clear()
    app.push(Broken(app))
    run(app)
    assert isinstance(app.top, ErrorDialog) and len(app.stack) == 1
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)


def test_pause_menu(app):
    saved = []
    app.push(PauseMenu(app))
    run(app, 10)
    pause = app.top
    assert not pause.save.enabled and pause.save.tip() == "This game cannot be saved."
    app.actions.save_game = lambda: saved.append(1)
    run(app)
    click(app, pause.save.rect.center)
    assert saved == [1]
    click(app, pause.rules.rect.center)
    assert isinstance(app.top, RulesScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is pause
    click(app, pause.quit_button.rect.center, frames=10)
    assert isinstance(app.top, ConfirmDialog)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, MainMenu) and len(app.stack) == 1


def test_pause_menu_resumes_on_escape(app):
    app.push(PauseMenu(app))
    run(app, 10)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)


def test_confirm_and_message_dialogs(app):
    result = []
    app.push(ConfirmDialog(app, "Bury the top 5?", "It goes to the bottom of the stack.",
                           on_confirm=lambda: result.append("yes"), on_cancel=lambda: result.append("no")))
    run(app, 10)
    press(app, pygame.K_ESCAPE)
    app.push(ConfirmDialog(app, "Sure?", "Really.", on_confirm=lambda: result.append("yes")))
    run(app, 10)
    dialog = app.top
    click(app, dialog.buttons[-1].rect.center)
    app.push(MessageDialog(app, "Saved", "Your game is saved.", on_close=lambda: result.append("ok")))
    run(app, 10)
    click(app, app.top.buttons[0].rect.center)
    assert result == ["no", "yes", "ok"]
    assert isinstance(app.top, MainMenu)


def test_replace_swaps_the_top_scene(app):
    spy = Spy(app)
    app.replace(spy)
    assert app.stack == [spy]
    app.push(RulesScene(app))
    app.pop()
    assert app.top is spy


def test_modal_draws_over_the_scene_below(app):
    spy = Spy(app)
    app.push(spy)
    app.push(MessageDialog(app, "Hello", "A modal keeps the table visible."))
    run(app)
    assert spy.draws == 1
    corner = app.screen.get_at((2, 2))[:3]
    assert corner != (255, 0, 0) and corner[0] > corner[1]  # red, dimmed


def test_the_idle_app_asks_for_no_frames(app):
    run(app, 20)  # hover fades, tooltips and entrances all settle
    assert app.wake_in() is None
    app.dirty = False
    app.step([], dt=0.016)
    assert app.dirty is False


def test_quit_and_closing_the_window_end_the_loop(app):
    click(app, app.top.quit_button.rect.center)
    assert not app.running
    app.running = True
    post(pygame.event.Event(pygame.QUIT))
    assert app.step(dt=0.016) is False


def test_run_returns_when_the_stack_empties(app, home):
    app.pop()
    app.run()
    assert (home / "settings.json").exists()


def test_tab_and_enter_drive_the_menu(app):
    press(app, pygame.K_TAB)
    assert app.top.ui.focus is app.top.learn  # disabled buttons (no hooks here) are skipped
    press(app, pygame.K_TAB)
    assert app.top.ui.focus is app.top.online
    press(app, pygame.K_TAB)
    assert app.top.ui.focus is app.top.lab
    press(app, pygame.K_TAB)
    assert app.top.ui.focus is app.top.rules
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, RulesScene)


def test_the_default_window_fits_a_1280x720_screen(home, desktop):
    desktop.size = (1280, 720)
    small = App()
    w, h = small.size
    assert w <= 1280 and h < 720 and small.scale < 1
    small.close()


def test_run_app_opens_the_menu_and_quits_on_close(home, desktop, monkeypatch):
    from game.ui import run_app

    seen = {}
    real_run = App.run

    def run(self):
        seen["top"], seen["size"] = type(self.top).__name__, self.size
        post(pygame.event.Event(pygame.QUIT))
        real_run(self)

    monkeypatch.setattr(App, "run", run)
    assert run_app(["--size", "1600x900"]) == 0
    assert seen == {"top": "MainMenu", "size": (1600, 900)}


def test_idle_wait_returns_events_at_once_and_nothing_after_the_timeout(app):
    import time

    post(pygame.event.Event(pygame.USEREVENT, n=1))
    start = time.perf_counter()
    events = app._idle_wait(2.0)
    assert [e.type for e in events] == [pygame.USEREVENT] and time.perf_counter() - start < 0.5
    start = time.perf_counter()
    assert app._idle_wait(0.05) == []
    assert 0.04 <= time.perf_counter() - start < 0.5


def test_a_due_tooltip_is_drawn_without_any_new_event(app, monkeypatch):
    menu = app.top
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=menu.new_game.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    run(app, 1, dt=0.2)  # the hover highlight of a disabled button does not animate; the tooltip is pending
    assert 0 < app.wake_in() < 0.45
    draws = []
    real = type(app)._draw
    monkeypatch.setattr(type(app), "_draw", lambda self: (draws.append(1), real(self)))
    app.step([], dt=0.3)  # the timer fires: no event, but the tooltip must appear
    assert draws == [1] and app.wake_in() is None
    app.step([], dt=0.3)
    assert draws == [1]  # and then the app is idle again


def test_the_menu_names_every_game_of_the_registry(app, monkeypatch):
    from ui_helpers import drawn_texts

    from game.games import all_specs
    app.go_home()
    texts = [t for t, _ in drawn_texts(app, monkeypatch)]
    assert "  ·  ".join(g.title for g in all_specs()) in texts
    assert "The Gallerist" in texts[texts.index("  ·  ".join(g.title for g in all_specs()))]


def test_settings_preview_the_sound_and_the_volume_rests_while_sound_is_off(app, home, monkeypatch):
    heard = []
    monkeypatch.setattr(app, "play_sound", lambda name: heard.append((name, app.settings.sound)))
    app.push(SettingsScene(app))
    run(app)
    settings = app.top
    app.settings.sound = False
    run(app)
    assert not settings.volume.enabled and not settings.preview.enabled     # nothing to set or hear
    click(app, settings.sound.rect.center)                                   # on: heard at once
    assert app.settings.sound is True and heard[-1] == ("coin", True)
    run(app)
    assert settings.volume.enabled and settings.preview.enabled
    click(app, settings.preview.rect.center)
    assert heard[-1] == ("award", True)
