"""The French catalogs are complete and checked (what `check-data` runs), and every line the rules of
a translated game write for a player — log lines, prompts, why-not reasons — is said in French."""

import random

import pytest

from game.engine import i18n
from game.engine.actions import Action
from game.games import game_module
from game.tools import translations


def test_the_french_catalogs_are_complete_typographic_and_cover_every_shown_text():
    problems = translations.check("fr")
    assert problems == [], "\n".join(problems)


def test_check_data_fails_on_a_missing_translation(tmp_path, capsys, monkeypatch):
    from game import main
    folder = tmp_path / "locale"
    folder.mkdir()
    (folder / "fr.po").write_text('msgid ""\nmsgstr ""\n\nmsgid "Never shown"\nmsgstr ""\n', encoding="utf-8")
    i18n.add_catalogs("test-untranslated", str(folder))
    try:
        assert main.main(["check-data"]) == 1
    finally:
        i18n.remove_catalogs("test-untranslated")
    assert "'Never shown' has no translation" in capsys.readouterr().out


@pytest.mark.parametrize("text, problem", [
    ("Evens the seats (docs/rulings-art-decko.md, §18).", "docs/rulings-art-decko.md"),
    ("See game/art_decko/spec.py", "game/art_decko/spec.py"), ("Read rulings.md", "rulings.md"),
    ("Press ? for the rules.", None),
])
def test_the_check_refuses_a_developers_file_in_a_players_text(tmp_path, text, problem):
    """Issue 41, item 5: Art Decko's set-up hint cited '(docs/rulings-art-decko.md, §18)'."""
    folder = tmp_path / "locale"
    folder.mkdir()
    (folder / "fr.po").write_text(f'msgid ""\nmsgstr ""\n\nmsgid "{text}"\nmsgstr "{text}"\n', encoding="utf-8")
    i18n.add_catalogs("test-paths", str(folder))
    try:
        found = [p for p in translations.developer_paths("fr") if "test-paths" in p or str(tmp_path) in p]
    finally:
        i18n.remove_catalogs("test-paths")
    assert (len(found) == 1 and problem in found[0]) if problem else not found, found
    translations.translated_games()                        # every game's catalog added
    assert not translations.developer_paths("fr")          # the app's own catalogs


NAMES = ("Ada", "Bruno", "Clara", "Dmitri", "Esme")


@pytest.mark.parametrize("setup", [
    {"players": 3, "patrons": "new_yorkers"}, {"players": 4, "patrons": "tokyoites"},
    {"players": 2, "patrons": "parisians"}, {"players": 5, "patrons": "londoners"},
    {"players": 1, "patrons": "parisians", "solo": "normal"}, {"players": 1, "patrons": "londoners", "solo": "easy"},
])
def test_every_avant_carde_log_line_prompt_and_reason_is_said_in_french(setup):
    game = game_module("avant-carde")
    from game.avant_carde.spec import soak_policy  # random moves that finish a game
    from game.avant_carde.view import describe, describe_event
    i18n.set_language("fr")
    st = game.new_game(seed=11, **setup)
    names = list(NAMES[:setup["players"]])
    rng = random.Random(3)
    missing = set()
    for _ in range(20000):
        d = st.decision()
        if d is None:
            break
        missing.update(i18n.untranslated(d.prompt, names))
        refused = [Action(k, n) for k in ("buy", "bury") for n in range(2, 8)] + [
            Action(k) for k in ("change", "end", "stop")]
        for action in refused:                                  # what a refused move says
            missing.update(i18n.untranslated(st.why_not(action, d.player), names))
        action = soak_policy(st, d, rng)
        missing.update(i18n.untranslated(describe(st, d.player, action, names), names))
        for event in st.apply(action):
            missing.update(i18n.untranslated(describe_event(event, names), names))
    assert st.decision() is None, "the game did not finish"
    assert not missing, sorted(missing)


def test_the_gallerist_is_avant_cardes_patron_le_galeriste_and_a_game_that_keeps_its_name():
    """Catalogs merge: Avant Carde's patron "The Gallerist" is translated in its "patron" sense
    only, so the game The Gallerist (its title, lessons, rules heading) keeps its name in French."""
    from types import SimpleNamespace

    from game.avant_carde.data import patron_set_of
    from game.avant_carde.ui import model
    from game.engine.lesson import lesson_path, load_lesson
    from game.games import spec
    i18n.set_language("fr")
    gallerist = spec("the-gallerist")
    assert i18n.tr(gallerist.title) == "The Gallerist"
    lesson = load_lesson(gallerist.id, lesson_path(gallerist.data_folder, "tutorial.yaml"))
    assert i18n.tr(lesson.title) == "The Gallerist"          # the lesson's title, the rules' heading
    assert i18n.tr("The Gallerist") == "The Gallerist"

    st = game_module("avant-carde").new_game(seed=11, players=3, patrons="new_yorkers")
    assert i18n.tr(st.pset[4].name) == "Le Galeriste"
    # the table's patron box, from an observation's (a save's) patron data
    view = SimpleNamespace(patrons=patron_set_of(st.pset.to_data()).patrons)
    rows = {n: name for n, name, *_ in model.patron_rows(view)}
    assert i18n.tr(rows[4]) == "Le Galeriste"
    # the log line of a patron's power, as the log names the patron
    from game.avant_carde.view import _patron_name
    assert i18n.tr(_patron_name(st, st.pset[4].power)) == "Le Galeriste"
    assert "Le Galeriste" in i18n.tr(i18n.M("{who} calls {patron}.", who="Ada",
                                            patron=_patron_name(st, st.pset[4].power)))
    ac = load_lesson("avant-carde", lesson_path("avant_carde", "tutorial.yaml"))
    assert "Appeler le Galeriste" in [i18n.tr(s.title) for s in ac.steps]


def test_avant_cardes_patron_tooltips_are_said_in_french():
    """The patron box's tooltip, a card's and a power button's name the patron in French (they were
    f-strings, looked up whole, so they stayed English)."""
    from types import SimpleNamespace

    from game.avant_carde.ui import captions
    i18n.set_language("fr")
    st = game_module("avant-carde").new_game(seed=11, players=3, patrons="new_yorkers")
    pat = st.pset[4]
    box = i18n.tr(captions.patron_tip(4, pat.name, pat.timing, pat.text, pat.copyable))
    assert box.startswith("4 · Le Galeriste (⚡ à la pose)\u00a0: "), box
    card = next(c for c in st.data.cards if c.number == 4)
    tip = i18n.tr(captions.card_tip(SimpleNamespace(patrons=st.pset.patrons), card.code))
    assert "Le Galeriste" in tip and "The Gallerist" not in tip and i18n.untranslated(
        captions.card_tip(SimpleNamespace(patrons=st.pset.patrons), card.code)) == [], tip


def test_avant_cardes_texts_built_from_lists_are_said_in_french():
    """Avant Carde glued words to lists with + and str.join ("Winner: " + " & ".join(names), " and "
    between drawn cards, the choices a click offers): the whole was looked up and stayed English."""
    from types import SimpleNamespace

    from game.avant_carde.ui import captions
    game_module("avant-carde")                    # its catalog joins the language's table
    i18n.set_language("fr")
    try:
        over = SimpleNamespace(over=True, result={"winners": [0, 1]})
        title, paragraphs, _ = captions.action_texts(over, ["Ada", "Bruno"], [0], "", False)
        assert i18n.tr(paragraphs[0]) == "Gagnants\u00a0: Ada & Bruno"
        opts = [SimpleNamespace(kind="power", label=i18n.M("Trash"), value=1),
                SimpleNamespace(kind="power", label=i18n.M("Keep"), value=2)]
        note = i18n.tr(captions.option_note(opts))
        assert note.startswith(" Cliquez pour choisir\u00a0: ") and "trash" not in note.lower(), note
        assert not i18n.untranslated(i18n.join(i18n.M(" and "), ["Ada", "Bruno"]), ("Ada", "Bruno"))
        assert i18n.tr(i18n.join(i18n.M(" and "), ["Ada", "Bruno"])) == "Ada et Bruno"
    finally:
        i18n.set_language("en")
