"""Issue 41, round three of what players hit in French and on screen: whole messages while an AI
plays in a lesson, and the texts that did not fit."""

import re

import pytest
from lesson_helpers import answer_step, open_from_menu, settle
from ui_helpers import run

ENGLISH = re.compile(r"\b(the|your|you|with|matches|Nothing|left|hand|is playing|playing)\b")


def test_a_lesson_step_stays_french_while_an_ai_plays(wired):
    """Seen at Avant Carde's lesson steps 8, 15 and 22 in French: the step's text turned English
    while the AI played ('Nothing left in your hand matches the red 2… Bob is playing…'): the
    waiting line was glued to the step's text with ``+=``, making a sentence no catalog holds."""
    app = wired
    app.set_language("fr")
    guide = open_from_menu(app, "avant-carde")
    seen = []
    while not guide.progress.done:
        if guide.waiting_for() is not None:
            _title, body, _hint = guide._lines()
            seen.append(" ".join(body))
        settle(app, guide)
        answer_step(app, guide)
        run(app)
    app.set_language("en")
    assert seen, "the lesson never waited for an AI"
    english = [s for s in seen if ENGLISH.search(s)]
    assert not english, english[:3]
    assert all("joue…" in s for s in seen), seen[:3]


def test_two_saves_of_one_game_are_told_apart_on_load(wired, home):
    """Issue 41, item 18: Load's rows could not be told apart (same game, names, round and minute;
    no file name), though the filter matches file names. Each row names its file first."""
    import os
    import shutil

    from ui_helpers import click

    from game.engine.session import Session
    from game.games import AGENTS, game_module
    from game.ui.play.launch import saves_dir
    os.makedirs(saves_dir(), exist_ok=True)
    s = Session(game_module("avant-carde"), {"seed": 4}, [("Ann", "human"), ("Ben", "greedy")], agents=AGENTS)
    first = os.path.join(saves_dir(), "evening.json")
    s.save(first)
    shutil.copy(first, os.path.join(saves_dir(), "evening copy.json"))
    for language in ("en", "fr"):
        wired.set_language(language)
        wired.go_home()
        run(wired)
        click(wired, wired.top.load_game.rect.center)
        labels = [str(b.label) for b in wired.top.rows]
        assert len(set(labels)) == len(labels) == 2, labels
        assert any(label.startswith("evening copy.json · Avant Carde") for label in labels), labels
    wired.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_stop_playing_asks_first_while_a_card_still_matches(app, language):
    """Issue 41, item 19: Avant Carde's Stop playing ended the line at once while 'Ask before ending a
    turn' was on (the buy turn did ask)."""
    from test_ui_ac_helpers import open_game, settle
    from ui_helpers import click

    from game.ui.scenes.dialogs import Dialog
    app.set_language(language)
    table = open_game(app, [("Ada", "human"), ("Bruno", "greedy")])
    settle(app, table)
    c = table.controller
    assert any(a.kind == "play" for a in c.decision().options)
    stop = table.clicks_for(next(a for a in c.decision().options if a.kind == "stop"))
    moves = len(c.session.actions)
    click(app, stop[0])
    assert isinstance(app.top, Dialog) and app.top.title == "Stop playing?" and len(c.session.actions) == moves
    keep = next(b for b in app.top.buttons if b.label == "Keep playing")
    click(app, keep.rect.center)
    assert app.top is table and len(c.session.actions) == moves
    app.settings.confirm_end_turn = False
    click(app, stop[0])
    assert app.top is table and c.session.actions[moves].kind == "stop"
    app.set_language("en")
