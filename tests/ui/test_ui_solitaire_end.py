"""Issue 41, item 16: a Gallerist solitaire's end. Seen: '▶ Lacerda next' still drawn after he had
stopped, the log saying 'finish the round, then one final round', and the results ranking only the
player under the headline 'Lacerda wins'."""

import copy
import random

import pygame
import pytest
from test_ui_gallerist_table import open_table, take, wait_for_human
from ui_helpers import drawn_texts, run

from game.engine import i18n
from game.engine.session import Session
from game.games import AGENTS, game_module


def _before_the_trigger(seed=2):
    """``(actions, action)``: a solitaire played at random up to the move that triggers the end."""
    st = game_module("the-gallerist").new_game(players=1, seed=seed)
    rnd, actions = random.Random(seed), []
    while (d := st.decision()) is not None:
        for a in d.options:
            trial = copy.deepcopy(st)
            if any(e["type"] == "end_triggered" for e in trial.apply(a)):
                return actions, a
        a = rnd.choice(d.options)
        st.apply(a)
        actions.append(a)
    raise AssertionError("the end was never triggered")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_solitaires_end_says_lacerda_stopped(app, monkeypatch, language):
    app.set_language(language)
    actions, trigger = _before_the_trigger()
    session = Session(game_module("the-gallerist"), {"seed": 2}, [("Ada", "human")], agents=AGENTS)
    for a in actions:
        session.apply(a)
    table = open_table(app, session=session)
    wait_for_human(app, table)
    table._base.keys = {}                                       # the whole board drawn afresh
    assert any("Lacerda" in i18n.tr(t) and "▶" in i18n.tr(t) for t, _ in drawn_texts(app, monkeypatch))
    take(app, table, trigger)
    run(app, 2)
    area = table.lay.regions["locations"]
    kept = table._base.surface.subsurface(area).copy()          # as the frame after the move left it
    table._base.keys = {}
    texts = [i18n.tr(t) for t, _ in drawn_texts(app, monkeypatch)]
    assert not any("▶" in t and "Lacerda" in t for t in texts), [t for t in texts if "Lacerda" in t]
    fresh = table._base.surface.subsurface(area)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB"), "the board kept a stale drawing"
    lines = [i18n.tr(line.text) for line in table.controller.visible_log()]
    ended = [line for line in lines if "final" in line or "dernier" in line]
    assert ended and not any("then one final round" in line or "puis une dernière manche" in line
                             for line in ended), ended
    app.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_solitaires_results_show_the_players_score_not_a_ranking(app, monkeypatch, language):
    from game.ui.play.gameover import GameOverScene
    app.set_language(language)
    session = Session(game_module("the-gallerist"), {"seed": 2}, [("Ada", "human")], agents=AGENTS)
    rnd = random.Random(2)
    while (d := session.decision) is not None:
        session.apply(rnd.choice(d.options))
    table = open_table(app, session=session)
    app.push(GameOverScene(app, table))
    run(app, 2)
    texts = [i18n.tr(t) for t, _ in drawn_texts(app, monkeypatch)]
    app.set_language("en")
    assert ("Your score" if language == "en" else "Votre score") in texts
    assert not any(t in ("Ranking", "Classement") or t.startswith("1.  ") for t in texts), texts
