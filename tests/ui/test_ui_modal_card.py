"""Issue 41, item 10: The Gallerist's intermediate-scoring card is modal. Seen in a solitaire at
1920x1080: the card stayed up from round 18 to the end while play went on under it, and the hint
box drew over it. While it is up nothing below acts, no hint is offered, the AIs wait; a click or
Enter puts it away, and it goes when play goes on. At a table of AIs alone it goes by itself."""

import copy
import random

import pygame
import pytest
from test_ui_gallerist_table import open_table, take, wait_for_human
from ui_helpers import click, post, press, run

from game.engine.session import Session
from game.gallerist.ui.table import GalleristTable
from game.games import AGENTS, game_module
from game.ui.play.controller import GameController

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _position_before_a_scoring(seed=5):
    """``(actions, action)``: a 2-player game against the greedy AI played at random up to a
    decision of Ada's whose ``action`` brings an intermediate scoring and hands the turn to the AI."""
    gm = game_module("the-gallerist")
    st = gm.new_game(players=2, seed=seed)
    rnd, actions = random.Random(seed), []
    while (d := st.decision()) is not None:
        if d.player == 0:
            for a in d.options:
                trial = copy.deepcopy(st)
                scored = any(e["type"] == "intermediate" for e in trial.apply(a))
                if scored and trial.decision() is not None and trial.decision().player == 1:
                    return actions, a
        a = rnd.choice(d.options)
        st.apply(a)
        actions.append(a)
    raise AssertionError("no intermediate scoring in this game")


@pytest.fixture(scope="module")
def position():
    return _position_before_a_scoring()


def _table_with_the_card(app, position, size, language):
    post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    run(app)
    app.set_language(language)
    actions, scoring = position
    session = Session(game_module("the-gallerist"), {"seed": 5}, [("Ada", "human"), ("Bruno", "greedy")],
                      agents=AGENTS)
    for a in actions:
        session.apply(a)
    app.settings.hints = True
    table = open_table(app, session=session)
    wait_for_human(app, table)
    take(app, table, scoring)
    run(app)
    assert table.overlay_open()
    return table


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_the_intermediate_scoring_card_is_modal(app, position, size, language):
    table = _table_with_the_card(app, position, size, language)
    c = table.controller
    moves = len(c.session.actions)
    assert c.human_to_act is None
    for _ in range(20):                     # the AI would play now: it waits for the card
        c.wait_for_ai()
        run(app)
    assert len(c.session.actions) == moves and table.overlay_open()
    assert not table.hint_offered and not table.hint_button.visible
    press(app, pygame.K_h)                  # no hint over the card
    assert not table.hint_open
    for key in (pygame.K_TAB, pygame.K_1, pygame.K_p):
        press(app, key)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    run(app)
    assert len(c.session.actions) == moves and table.overlay_open()
    click(app, (size[0] // 2, size[1] // 2))          # a click puts it away, and does nothing else
    assert not table.overlay_open() and len(c.session.actions) == moves
    wait_for_human(app, table)                         # play goes on
    assert len(c.session.actions) > moves or c.session.over
    app.set_language("en")


def test_the_card_goes_when_play_goes_on(app, position):
    """A card from an earlier move is gone once another move is shown."""
    table = _table_with_the_card(app, position, (1280, 720), "en")
    table.effects.add(("pass",), [{"type": "pass", "player": 1}], ["Ada", "Bruno"], 1, False, 0)
    assert not table.overlay_open()


@pytest.fixture(scope="module")
def ai_position():
    """The actions of a game of two greedy AIs up to the move of theirs that brings the first
    intermediate scoring (the agents are seeded by the game's seed and the move number)."""
    session = Session(game_module("the-gallerist"), {"seed": 1}, [("Ada", "greedy"), ("Bruno", "greedy")],
                      agents=AGENTS)
    while not session.over:
        actions = list(session.actions)
        if any(e["type"] == "intermediate" for e in session.apply(session.ai_decide(session.ai_request()))):
            return actions
    raise AssertionError("no intermediate scoring in this game")


def test_a_table_of_ais_alone_is_not_stopped_by_the_card(app, ai_position):
    """Seen in the real app: a game where every seat is an AI stopped at the intermediate scoring
    card, which waited for a click no player owed it. Watched, the card stays a moment to be read
    (the AIs wait), then goes by itself and play goes on, with no click or key."""
    session = Session(game_module("the-gallerist"), {"seed": 1}, [("Ada", "greedy"), ("Bruno", "greedy")],
                      agents=AGENTS)
    for a in ai_position:
        session.apply(a)
    app.settings.animation_speed = "normal"       # the card's moment is the normal speed's
    table = GalleristTable(app, GameController(session, app.settings))
    app.push(table)
    c = table.controller
    for _ in range(20):
        if table.overlay_open():
            break
        c.wait_for_ai()
        run(app)
    assert table.overlay_open(), "the AI's move did not bring the scoring card"
    scored = len(c.session.actions)
    app.settings.animation_speed = "instant"      # the AIs' pace after it (the card keeps its moment)
    for _ in range(20):                           # a second later it is still there to be read
        c.wait_for_ai()
        run(app)
    assert table.overlay_open() and len(c.session.actions) == scored
    for _ in range(100):                          # then it goes and play goes on
        if not table.overlay_open() and len(c.session.actions) > scored + 3:
            break
        c.wait_for_ai()
        run(app)
    assert not table.overlay_open()
    assert len(c.session.actions) > scored + 3 or c.session.over
