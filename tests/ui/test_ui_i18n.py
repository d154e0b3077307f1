"""Settings → Language: the app speaks French at once, every scene laid out again, and keeps it."""

import json

import pygame
import pytest
from ui_helpers import click, press, run

from game.engine import i18n
from game.ui import theme
from game.ui.scenes.main_menu import MainMenu
from game.ui.scenes.settings import SettingsScene


def shown_texts(app, monkeypatch):
    """Redraw the stack once; every text the fonts drew, as the player reads it."""
    seen = []
    real = theme.tr

    def record(text):
        said = real(text)
        seen.append(str(said))
        return said

    theme.clear_text_caches()
    monkeypatch.setattr(theme, "tr", record)
    app.dirty = True
    run(app)
    monkeypatch.setattr(theme, "tr", real)
    return seen


def test_choosing_francais_applies_at_once_and_is_saved(app, home, monkeypatch):
    click(app, app.top.settings.rect.center)
    settings = app.top
    assert isinstance(settings, SettingsScene) and "Language" in shown_texts(app, monkeypatch)
    click(app, (settings.language.rect.right - 5, settings.language.rect.centery))
    assert i18n.language() == "fr" and app.settings.language == "fr"
    assert json.loads((home / "settings.json").read_text())["language"] == "fr"
    shown = shown_texts(app, monkeypatch)
    assert "Langue" in shown and "Terminé" in shown and "Language" not in shown
    assert "Français" in shown        # each language is named in its own words
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)
    shown = shown_texts(app, monkeypatch)
    assert "Nouvelle partie" in shown and "New game" not in shown
    click(app, app.top.settings.rect.center)
    click(app, (app.top.language.rect.right - 5, app.top.language.rect.centery))
    assert i18n.language() == "en" and "Language" in shown_texts(app, monkeypatch)


def test_the_saved_language_is_spoken_at_the_next_start(home, desktop, monkeypatch):
    from game.ui.app import App
    monkeypatch.delenv("VERNISSAGE_LANG")
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text(json.dumps({"language": "fr"}), encoding="utf-8")
    application = App(size=(1280, 720), fullscreen=False)
    try:
        assert i18n.language() == "fr"
    finally:
        application.close()


def test_a_switch_during_a_game_speaks_french_at_the_table_at_once(app, monkeypatch):
    from test_ui_ac_helpers import open_game
    open_game(app, [("Ada", "human"), ("Bruno", "greedy")])
    app.set_language("en")                      # every scene laid out (and its cached layer drawn) again
    assert "Round 1" in shown_texts(app, monkeypatch)
    app.set_language("fr")
    shown = shown_texts(app, monkeypatch)
    assert "Tour 1" in shown and "Round 1" not in shown          # Avant Carde's French rules: "tour"


def test_a_typed_name_is_shown_as_typed_even_when_it_is_a_word_of_the_app(app, monkeypatch):
    app.set_language("fr")
    app.settings.player_name = "Back"                # an English word the catalog translates ("Retour")
    click(app, app.top.settings.rect.center)
    assert "Back" in shown_texts(app, monkeypatch)


def test_the_default_name_is_said_in_the_apps_language(app, monkeypatch):
    """The name nobody typed is the app's word for a player: "Joueur" in French, in Settings and
    at a new game's first seat."""
    app.set_language("fr")
    click(app, app.top.settings.rect.center)
    assert app.settings.player_name == "Player" and app.settings.shown_player_name == "Joueur"
    assert "Joueur" in shown_texts(app, monkeypatch)


def test_a_dialog_says_a_composed_message_in_french(app, monkeypatch):
    """A dialog cleaned its message into plain text when it opened, so a composed message (a crash
    report's, a lesson's problem) showed in English in French; it is cleaned where it is drawn now."""
    from game.ui.scenes.dialogs import ErrorDialog
    app.set_language("fr")
    app.push(ErrorDialog(app, "KeyError: 'x'", "/tmp/crash.log"))
    lines = " ".join(str(line) for line in app.top._message_lines(2000))
    assert "Cet écran a rencontré une erreur inattendue" in lines
    assert "Un problème est survenu" in " ".join(shown_texts(app, monkeypatch))


def _broken_catalog(tmp_path, monkeypatch, broken):
    """A French catalog with a syntax error on line 10: a game's (the shell's still read) or the shell's."""
    header = ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
              '"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n\n')
    folder = tmp_path / "broken"
    folder.mkdir()
    (folder / "fr.po").write_text(header + 'msgid "Zebra"\nmsgstr "Zèbre"\n\nmsgid "Wins"\nmsgstr Gagne\n',
                                  encoding="utf-8")
    if broken == "shell":
        monkeypatch.setitem(i18n._folders, i18n.SHELL_DOMAIN, str(folder))
    else:
        i18n.add_catalogs("broken-domain", str(folder))


@pytest.mark.parametrize("broken, said", [
    ("game", "Un fichier de traduction n’a pas pu être lu (fr.po, ligne 10)\u00a0: "
             "ses textes sont affichés en anglais."),
    ("shell", "A translation file could not be read (fr.po, line 10), so its texts are shown in English.")])
def test_a_catalog_that_does_not_load_is_said_once_at_start_and_in_settings(app, tmp_path, monkeypatch, broken, said):
    """One syntax error dropped a whole catalog and nothing said so (menus English, tables French).
    The player is told once at start, and Settings says it under Language, in French when the
    shell's catalog (which holds the notice) was read, in English when it is the one that failed."""
    from game.ui.play.launch import warn_if_catalog_failed
    from game.ui.scenes.dialogs import MessageDialog
    _broken_catalog(tmp_path, monkeypatch, broken)
    try:
        app.set_language("fr")
        warn_if_catalog_failed(app)
        assert isinstance(app.top, MessageDialog)
        shown = " ".join(shown_texts(app, monkeypatch))
        assert said.split(" (")[0] in shown and ("Une traduction n’a pas pu être lue" in shown) == (broken == "game")
        press(app, pygame.K_ESCAPE)
        assert isinstance(app.top, MainMenu)
        click(app, app.top.settings.rect.center)
        settings = app.top
        assert isinstance(settings, SettingsScene) and settings.note_rect is not None
        lines = " ".join(shown_texts(app, monkeypatch))
        assert said.split(", ")[0].split(" (")[0] in lines and not settings.note_rect.colliderect(settings.preview_rect)
        assert settings.note_rect.top >= settings.language.rect.bottom
        app.set_language("en")
        assert settings.note_rect is None and i18n.load_notice() is None     # English reads no catalog
        warn_if_catalog_failed(app)
        assert app.top is settings
    finally:
        i18n.remove_catalogs("broken-domain")
        i18n.set_language("en")
