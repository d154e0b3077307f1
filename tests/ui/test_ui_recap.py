"""The recap panel from both tables: the R key and the Recap button open it, it steps through
the other players' moves since the viewer's previous turn, and R closes it."""

import pygame
from test_ui_ac_helpers import open_game, rng, to_buy_turn
from ui_helpers import click, press, run

from game.engine.recap import recap
from game.engine.session import Session
from game.games import AGENTS, game_module
from game.ui.play import launch
from game.ui.play.recap import RecapScene, step_caption


def test_avant_carde_recap_by_key_and_button(app):
    table = open_game(app, (("Ada", "human"), ("Bob", "greedy"), ("Cy", "greedy")))
    r = rng(2)
    to_buy_turn(app, table, r)
    c = table.controller
    while c.state.round < 2:                     # a buy turn after the others have moved
        to_buy_turn(app, table, r)
        table.submit(next(a for a in c.state.decision().options if a.kind == "end"))
        run(app)
        to_buy_turn(app, table, r)
    press(app, pygame.K_r)
    panel = app.top
    assert isinstance(panel, RecapScene)
    expected = recap(c.session, c.viewer)
    assert panel.steps == expected and expected
    assert all(step.seat != c.viewer for step in expected)
    assert step_caption(panel.steps, 0) == f"{expected[0].name} · 1 of {len(expected)}"
    if len(expected) > 1:
        press(app, pygame.K_RIGHT)
        assert panel.index == 1
    press(app, pygame.K_r)
    assert app.top is table
    click(app, table.recap_button.rect.center)
    assert isinstance(app.top, RecapScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is table and not app.errors


def test_art_decko_recap_button(app):
    app.settings.animation_speed = "instant"
    session = Session(game_module("art-decko"), {"seed": 3}, (("Ann", "human"), ("Ben", "greedy")), agents=AGENTS)
    table = launch.open_table(app, session)
    run(app)
    click(app, table.b_recap.rect.center)
    panel = app.top
    assert isinstance(panel, RecapScene) and panel.steps == recap(session, 0)
    run(app, 3)
    press(app, pygame.K_r)
    assert app.top is table and not app.errors
