"""The Gallerist table, clicked through like a player would: every choice is a click on the
glowing piece it concerns or on a button of the choice bar (never a call into the engine).
A whole 2-player game against the greedy AI and a solitaire game against Lacerda reach the
final scoring; targets, hover previews, the payment with influence and the kicked-out decision
are checked on the way."""

import random

import pygame
from ui_helpers import post, run

from game import gallerist
from game.ai.base import make_agent
from game.engine.actions import parse_action
from game.engine.session import Session
from game.gallerist.invariants import check_invariants
from game.ui.gallerist.model import option_key
from game.ui.gallerist.table import GalleristTable
from game.ui.play.controller import GameController
from game.ui.play.gameover import GameOverScene
from game.ui.scenes.handoff import HandOff


def _agents(game_id, name, **kwargs):
    import game.ai.gallerist_agents  # noqa: F401  (registers the agents)
    return make_agent(game_id, name)


def open_table(app, seats=(("Ada", "human"), ("Bruno", "greedy")), seed=1, session=None):
    """A Gallerist table on ``app`` (the registry entry comes with helper "gallai")."""
    app.settings.animation_speed = "instant"
    session = session or Session(gallerist, {"seed": seed}, list(seats), agents=_agents)
    table = GalleristTable(app, GameController(session, app.settings))
    app.push(table)
    run(app, 2)
    return table


def click_at(app, pos):
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run(app)


def spot(table, key):
    return next(s for s in table.spots if s.key == key)


def button(table, action):
    return next(b for b in table.buttons if b.ident == ("bar", str(action)))


def visible_point(table, widget):
    """A point of ``widget`` that no widget above it covers."""
    widgets = table.ui.widgets
    later = widgets[widgets.index(widget) + 1:]
    r = widget.rect
    for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fy in (0.5, 0.3, 0.7):
            p = (r.left + int(r.w * fx), r.top + int(r.h * fy))
            if not any(o.visible and o.rect.collidepoint(p) for o in later):
                return p
    raise AssertionError(f"{widget} is covered")


def take(app, table, action):
    """Take ``action`` by clicking: its piece (then the bar if the piece holds several), or its button."""
    if isinstance(action, str):
        action = parse_action(action)
    if table.effects.card is not None:          # the intermediate scoring card: click it away
        table.seen_card = True
        click_at(app, (app.size[0] // 2, app.size[1] // 2))
        assert table.effects.card is None
    f = table.frame
    key = option_key(f.kind, action, f.player)
    if key in f.targets and action in f.targets[key]:
        s = spot(table, key)
        click_at(app, visible_point(table, s))
        if len(f.targets[key]) == 1:
            return
    b = button(table, action)
    click_at(app, visible_point(table, b))


def wait_for_human(app, table, limit=4000):
    """Run frames (AI seats play) until a human decides or the game is over."""
    c = table.controller
    for _ in range(limit):
        if c.session.over or (c.human_to_act is not None and app.top is table):
            return
        if isinstance(app.top, HandOff):
            click_at(app, (app.size[0] // 2, app.size[1] // 2))
            continue
        c.wait_for_ai()
        run(app)
    raise AssertionError("the AI did not finish its turn")


def play_by_clicks(app, table, rnd, max_moves=3000):
    """Play the human seats with random legal clicks until the game is over."""
    c = table.controller
    moves = 0
    while not c.session.over and moves < max_moves:
        wait_for_human(app, table)
        if c.session.over:
            break
        before = len(c.session.actions)
        d = c.state.decision()
        opts = [o for o in d.options if o[0] != "pass"] or list(d.options)
        choice = rnd.choice(opts)
        take(app, table, choice)
        assert len(c.session.actions) == before + 1, f"the click on {opts} did not act: {choice}"
        assert app.errors == []
        moves += 1
    return moves


def test_a_two_player_game_is_clicked_through_to_the_final_scoring(app):
    table = open_table(app, seed=3)
    moves = play_by_clicks(app, table, random.Random(5))
    session = table.controller.session
    assert session.over and moves > 20
    assert check_invariants(session.state) == []
    run(app, 40)
    assert app.errors == []
    assert isinstance(app.top, GameOverScene)
    assert app.errors == []


def test_a_solitaire_game_is_clicked_through_to_the_final_scoring(app):
    table = open_table(app, seats=(("Ada", "human"),), seed=4)
    play_by_clicks(app, table, random.Random(6))
    session = table.controller.session
    assert session.over
    assert "title" in session.state.final[0]
    run(app, 40)
    assert app.errors == []
    assert isinstance(app.top, GameOverScene)
    assert app.errors == []
