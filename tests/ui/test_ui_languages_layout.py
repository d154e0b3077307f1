"""The screens in both languages at 960×540, 1280×720 and 1920×1080 (French runs about 20% longer):
every text drawn lies inside the window, over no other text, and is not cut short."""

import pygame
import pytest
from test_ui_ac_helpers import open_game, rng, settle, to_buy_turn
from ui_helpers import click, post, run

from game.engine import i18n
from game.ui import theme
from game.ui.play import launch

LANGUAGES = ("en", "fr")
SIZES = ((960, 540), (1280, 720), (1920, 1080))


def shown(app, monkeypatch):
    """Redraw the stack once: every ``theme.blit_text`` as ``(text as read, rect)``."""
    drawn = []
    real = theme.blit_text

    def record(surface, s, *args, **kwargs):
        rect = real(surface, s, *args, **kwargs)
        drawn.append((i18n.tr(s), pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(theme, "blit_text", record)
    app.dirty = True
    run(app)
    monkeypatch.setattr(theme, "blit_text", real)
    return [(s, r) for s, r in drawn if s.strip()]


def _line(rect):
    """A text's rect without the font's line spacing above and below its letters."""
    cut = rect.h // 4
    return pygame.Rect(rect.left, rect.top + cut, rect.w, rect.h - 2 * cut)


def faults(app, texts, may_cut=lambda rect: False):
    window = pygame.Rect((0, 0), app.screen.get_size())
    out = [f"{s!r} {tuple(r)} leaves the window" for s, r in texts if not window.contains(r)]
    out += [f"{s!r} is cut" for s, r in texts if s.endswith("…") and not s.endswith(" …") and not may_cut(r)]
    for i, (s, r) in enumerate(texts):
        out += [f"{s!r} {tuple(r)} and {t!r} {tuple(q)} overlap" for t, q in texts[i + 1:]
                if _line(r).colliderect(_line(q)) and (s, tuple(r)) != (t, tuple(q))]
    return out


def resize(app, size):
    post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    run(app, 2)


def check_sizes(app, monkeypatch, where, may_cut=lambda rect: False):
    for size in SIZES:
        resize(app, size)
        found = faults(app, shown(app, monkeypatch), may_cut)
        assert not found, "\n".join([f"{where} at {size} in {i18n.language()}"] + found)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_menu_and_settings_hold_in_both_languages(app, monkeypatch, language):
    app.set_language(language)
    check_sizes(app, monkeypatch, "main menu")
    click(app, app.top.settings.rect.center)
    check_sizes(app, monkeypatch, "settings")
    assert app.errors == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_new_game_screen_holds_in_both_languages(app, monkeypatch, language):
    app.set_language(language)
    launch.connect(app)
    app.go_home()
    run(app)
    click(app, app.top.new_game.rect.center)
    check_sizes(app, monkeypatch, "new game")
    assert app.errors == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_avant_carde_table_holds_in_both_languages(app, monkeypatch, language):
    app.set_language(language)
    table = open_game(app, [("Ada", "human"), ("Bruno", "greedy"), ("Clara", "greedy")])
    settle(app, table)
    # The top bar's status line is shortened by design when a small window leaves it little room
    # (the action panel says it in full); every other text must fit.
    status = lambda rect: table.L.top.contains(rect)   # noqa: E731
    check_sizes(app, monkeypatch, "play phase", status)
    to_buy_turn(app, table, rng(1))
    check_sizes(app, monkeypatch, "buy turn", status)
    assert app.errors == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_lab_holds_in_both_languages_for_every_game(app, monkeypatch, language):
    """Seen in French at 1280x720: Art Decko's lab blurb ran off the window's right edge."""
    from game.games import all_specs
    from game.ui.play.lab import LabScene
    app.set_language(language)
    scene = LabScene(app)
    app.push(scene)
    run(app)
    for g in all_specs():
        scene._set_game(g.id)
        run(app)
        adder = lambda rect: scene.add is not None and scene.add.rect.contains(rect)   # noqa: E731 ("Add a set…")
        check_sizes(app, monkeypatch, f"the lab of {g.id}", adder)
    assert app.errors == []
