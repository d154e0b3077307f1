"""Defects found in play at the Avant Carde table (issue 15, items 1-8), each pinned by a test that
drives the real table with real events."""

import pygame

from test_ui_ac_helpers import act_by_clicks, human_turn, open_game, pick, rng, settle
from ui_helpers import click, run

from game.ui.scenes.handoff import HandOff


def test_a_hand_off_clears_the_last_players_messages(app):
    table = open_game(app, [("Ada", "human"), ("Bruno", "human")], seed=8)
    c = table.controller
    r = rng(4)
    seen_curtain = False
    for _ in range(60):
        if isinstance(app.top, HandOff):
            before = c.viewer
            table.anim.toast("Ada's own message")
            run(app, 3)
            click(app, (640, 360))
            run(app)
            if c.viewer != before:
                seen_curtain = True
                assert not any(t.text == "Ada's own message" for t in table.anim.toasts)
                assert not table.new_cards
                break
            continue
        if human_turn(app, table):
            act_by_clicks(app, table, pick(c.state, r))
        else:
            run(app)
    assert seen_curtain and not app.errors


def test_end_turn_can_be_clicked_with_the_log_open(app):
    table = open_game(app, [("Ada", "human"), ("Bob", "greedy"), ("Cleo", "greedy")], seed=21)
    c = table.controller
    r = rng(5)
    while not (human_turn(app, table) and c.state.decision().kind == "buy"):
        if human_turn(app, table):
            act_by_clicks(app, table, pick(c.state, r))
        else:
            c.wait_for_ai()
            run(app)
    click(app, table.log_button.rect.center)
    assert table.log_open
    n = len(c.session.actions)
    click(app, table.end_button.rect.center)
    assert c.session.actions[n].kind == "end"
    assert not app.errors
