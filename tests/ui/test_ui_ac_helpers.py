"""Helpers for the Avant Carde table tests: open a game, let the AIs move, act by real clicks."""

import hashlib
import random

import pygame
from ui_helpers import click, post, run

from game.engine.session import Session
from game.games import AGENTS, game_module
from game.ui.play import launch
from game.ui.scenes.handoff import HandOff


def open_game(app, seats, seed=7, speed="instant", **setup):
    """A session on the table, pushed over the main menu the way Continue and Load do it."""
    app.settings.animation_speed = speed
    session = Session(game_module("avant-carde"), {"seed": seed, **setup}, seats, agents=AGENTS)
    table = launch.open_table(app, session)
    run(app)
    return table


def arranged_game(app, patrons, hand, deck=None, seed=5):
    """Ada (human) against Bob (greedy), Ada first with exactly ``hand`` (and ``deck``): an exact
    situation from the engine tests' helpers, shown on the table."""
    import ac_helpers as H
    table = open_game(app, [("Ada", "human"), ("Bob", "greedy")], seed=seed, patrons=patrons)
    st = table.controller.state
    st.first = 0
    H.arrange(st, 0, hand=hand, deck=deck)
    H.refresh(st)
    st.queue = [0, 1]
    st._decision = None
    table.controller._model = None                   # the state changed behind the controller's back
    table.refresh()
    run(app)
    return table, st


def to_buy_turn(app, table, rnd):
    """Play on (random sensible choices for the human, the AIs as they like) until the human buys."""
    c = table.controller
    while not (human_turn(app, table) and c.state.decision().kind == "buy"):
        if human_turn(app, table):
            act_by_clicks(app, table, pick(c.state, rnd))
        else:
            c.wait_for_ai()
            run(app)


def human_turn(app, table):
    c = table.controller
    return app.top is table and c.human_to_act is not None and c.human_to_act == c.viewer


def settle(app, table, limit=400, pass_curtains=False):
    """Frames until a human may act at the table; True if so (False: the game ended)."""
    for _ in range(limit):
        c = table.controller
        confirm_end_turn(app)
        if human_turn(app, table) and not table.animating:
            return True
        if c.session.over:
            return False
        if pass_curtains and isinstance(app.top, HandOff):
            run(app, 10, dt=0.05)
            click(app, (app.size[0] // 2, app.size[1] // 2))
            continue
        c.wait_for_ai()
        run(app)
    raise AssertionError("the table never came back to a human")


def pick(state, rnd):
    """A sensible-but-random choice for the human seat: play on, buy something, use powers."""
    d = state.decision()
    opts = list(d.options)
    if d.kind == "play":
        plays = [a for a in opts if a.kind == "play"]
        return rnd.choice(plays) if plays and rnd.random() < 0.85 else opts[-1]
    if d.kind == "buy":
        buys = sorted((a for a in opts if a.kind == "buy"), key=lambda a: -a[1])
        uses = [a for a in opts if a.kind == "use"]
        if uses and rnd.random() < 0.6:
            return rnd.choice(uses)
        if buys and rnd.random() < 0.8:
            return buys[0]
        others = [a for a in opts if a.kind in ("bury", "change")]
        if others and rnd.random() < 0.3:
            return rnd.choice(others)
        return next(a for a in opts if a.kind == "end")
    return rnd.choice(opts)


def act_by_clicks(app, table, action):
    """Perform ``action`` with the mouse only; asserts it is what the session recorded."""
    session = table.controller.session
    points = table.clicks_for(action)
    assert points, f"no control on the table offers {action} ({table.prompt and table.prompt.kind})"
    n = len(session.actions)
    for p in points:
        click(app, p)
    confirm_end_turn(app)
    assert len(session.actions) > n and session.actions[n] == action, \
        f"clicking {points} for {action} did {session.actions[n:n + 1]}"


def confirm_end_turn(app):
    """Answer the safety prompt (ending a buy turn that could still buy or use a power, stopping a
    line a card still matches) with "End turn" / "Stop playing", if it was asked."""
    from game.ui.scenes.dialogs import Dialog
    if isinstance(app.top, Dialog) and app.top.title in ("End the buy turn?", "Stop playing?"):
        click(app, app.top.buttons[-1].rect.center)


def drag(app, start, end, steps=6):
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
    post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    run(app)


def frame_hash(app):
    return hashlib.sha256(pygame.image.tobytes(app.screen, "RGB")).hexdigest()


def rng(seed):
    return random.Random(seed)


def play_to_results(app, table, choose, limit=3000):
    """Play the table's game to its results screen: ``choose(options)`` answers each human decision,
    the AIs their own; returns the results scene."""
    from game.ui.play.gameover import GameOverScene
    c = table.controller
    for _ in range(limit):
        if c.session.over:
            break
        if c.human_to_act is not None and app.top is table:
            table.submit_action(choose(list(c.decision().options)))
        c.wait_for_ai()
        run(app)
    for _ in range(20):
        if isinstance(app.top, GameOverScene):
            break
        run(app, 1, dt=0.5)
    assert isinstance(app.top, GameOverScene)
    return app.top
