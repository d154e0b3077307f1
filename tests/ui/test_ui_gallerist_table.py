"""The Gallerist table, clicked through like a player would: every choice is a click on the
glowing piece it concerns or on a button of the choice bar (never a call into the engine).
A whole 2-player game against the greedy AI and a solitaire game against Lacerda reach the
final scoring; targets, hover previews, the payment with influence and the kicked-out decision
are checked on the way."""

import random

import pygame
from ui_helpers import click as click_at, post, run

from game.engine.actions import parse_action
from game.engine.session import Session
from game.gallerist.data import LOCATIONS
from game.gallerist.invariants import check_invariants
from game.gallerist.ui.table import GalleristTable
from game.games import AGENTS, game_module
from game.ui.play.controller import GameController
from game.ui.play.gameover import GameOverScene
from game.ui.scenes.handoff import HandOff


def open_table(app, seats=(("Ada", "human"), ("Bruno", "greedy")), seed=1, session=None):
    """A Gallerist table on ``app`` for a new game (AI seats from the registry's agents)."""
    app.settings.animation_speed = "instant"
    session = session or Session(game_module("the-gallerist"), {"seed": seed}, list(seats), agents=AGENTS)
    table = GalleristTable(app, GameController(session, app.settings))
    app.push(table)
    run(app, 2)
    return table


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
    key = next((k for k, acts in f.targets.items() if action in acts), None)
    if key is not None:
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
            pass_curtain(app)
            continue
        if table.effects.card is not None and app.top is table:   # a card is modal: the AIs wait for it
            table.seen_card = True
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
    part = session.state.final[0]
    run(app, 40)
    assert app.errors == []
    assert isinstance(app.top, GameOverScene)
    words = f"You reach the title {part['title']}" if part["title"] else "Lacerda wins"
    assert app.top.headline().startswith(words)          # the game's result, not "You win!"
    assert app.errors == []


def pass_curtain(app, name=None):
    """Wait until the hot-seat curtain takes clicks, check whose it is, click it away."""
    assert isinstance(app.top, HandOff), app.top
    if name is not None:
        assert app.top.name == name
    run(app, 10)
    click_at(app, (app.size[0] // 2, app.size[1] // 2))


def _hot_seat(app):
    """Two humans, seed 7: Bruno starts at the Artists Colony, Ada at the Sales Office."""
    table = open_table(app, seats=(("Ada", "human"), ("Bruno", "human")), seed=7)
    for who, action in (("Bruno", "start colony"), ("Ada", "start sales")):
        if isinstance(app.top, HandOff):
            pass_curtain(app, who)
        take(app, table, action)
    if isinstance(app.top, HandOff):
        pass_curtain(app, "Ada")
    return table


def hover(app, table, widget):
    pos = visible_point(table, widget)
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    run(app, 12)
    return table.ui.hover.tip()


def test_a_buy_is_previewed_on_hover_and_paid_with_influence_shown_before_confirming(app):
    table = _hot_seat(app)
    take(app, table, "move colony")
    # the discovered sculptor's studio glows and says what the purchase costs and gives
    tip = hover(app, table, spot(table, ("studio", 2)))
    assert tip.startswith("Buy a sculpture of the blue sculpture artist for $3.")
    take(app, table, "buy scb")
    labels = [b.label for b in table.buttons]
    assert labels == ["Pay $3", "$2 + 1 infl. (10→8)", "$1 + 2 infl. (10→4)",
                      "$0 + 3 infl. (10→1)"]
    assert hover(app, table, button(table, parse_action("pay 1"))) == \
        "Pay $2 in money and 1 influence step (influence 10→8)."
    st = table.controller.state
    take(app, table, "pay 2")
    assert (st.money[0], st.influence[0]) == (9, 4)
    assert app.errors == []


def test_a_kicked_out_player_gets_the_screen_and_decides(app):
    table = _hot_seat(app)
    take(app, table, "move colony")                 # kicks Bruno's gallerist out
    assert table.frame.pub.spaces[4 + 1] == 2        # on the Colony's KO space
    take(app, table, "pass")
    take(app, table, "end")
    assert app.top.note == "You were kicked out of the Artists Colony: your decision."
    pass_curtain(app, "Bruno")
    f = table.frame
    assert f.seat == 1 and f.kind == "ko" and f.mine
    assert "Bruno was kicked out" in __import__("game.gallerist.ui.captions", fromlist=["status"]).status(f)
    assert f.pub.curator[0] is None and f.pub.curator[1] is not None    # Ada's cards are hidden from Bruno
    take(app, table, "discover pab")
    assert table.controller.state.decision().player in (0, 1)
    assert app.errors == []


def test_a_piece_that_is_not_a_choice_says_why(app):
    table = _hot_seat(app)
    take(app, table, "move colony")
    tip = hover(app, table, spot(table, ("im", 1, "A")))
    assert tip.startswith("Reputation tile")          # the market is not a choice at the Colony: what it is
    take(app, table, "discover pab")
    f = table.frame
    assert f.kind != "turn" or ("studio", 0) not in f.targets


def test_tab_and_enter_take_a_glowing_piece(app):
    table = _hot_seat(app)
    before = len(table.controller.session.actions)
    press_key(app, pygame.K_TAB)
    focus = table.ui.focus
    assert focus is not None and focus.key[0] == "loc"           # the first target: a location to move to
    press_key(app, pygame.K_RETURN)
    assert table.controller.session.actions[before:] == [focus.action]
    assert app.errors == []


def test_an_ai_move_is_highlighted_on_the_board_and_written_over_it(app):
    table = open_table(app, seed=7)
    wait_for_human(app, table)                      # Bruno (greedy) places first
    session = table.controller.session
    st = table.controller.state
    take(app, table, st.decision().options[0])
    take(app, table, "move " + LOCATIONS[st.gallerist_at(1)])   # kicks Bruno out
    take(app, table, "pass")
    app.settings.animation_speed = "normal"
    take(app, table, "end")
    for _ in range(20000):                          # Bruno's kicked-out decision, then his turn (AI moves are paced)
        table.controller.wait_for_ai()
        run(app)
        if table.effects.banner is not None:
            break
    text = table.effects.banner[0]
    assert text == session.log[-1].text or any(line.text == text for line in session.log[-4:])
    assert table.effects.highlights or table.effects.banner
    assert app.errors == []


def press_key(app, key):
    post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    run(app)


def drag(app, start, end):
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
         pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    run(app)


def test_a_ticket_moves_a_visitor_by_drag_from_the_plaza_to_the_lobby(app):
    table = _hot_seat(app)
    st = table.controller.state
    st.tickets[0][0] = 1                             # Ada holds a VIP ticket; the Plaza has VIPs
    st.ticket_supply[0] -= 1
    st._decision = None
    table.controller._model = None                   # the state changed behind the controller's back
    table.refresh()
    assert st.plaza[0] > 0 and "ticket v plaza" in [str(a) for a in st.decision().options]
    lobby_before = st.lobby[0][0]
    src = visible_point(table, spot(table, ("plaza", 0)))
    drag(app, src, table.lay.pieces[("lobby", 0, 1)].center)      # anywhere on Ada's lobby
    assert [str(a) for a in table.controller.session.actions[-1:]] == ["ticket v plaza"]
    assert st.lobby[0][0] == lobby_before + 1
    assert app.errors == []


def test_a_three_player_game_against_medium_and_hard_is_clicked_through(app):
    app.settings.ai_think_time = 0.02                # hard's search budget per decision (the test's pace)
    table = open_table(app, seats=(("Ada", "human"), ("Bruno", "medium"), ("Clara", "hard")), seed=9)
    play_by_clicks(app, table, random.Random(9))
    assert table.controller.session.over and table.controller.errors == []
    assert check_invariants(table.controller.state) == []
    run(app, 40)
    assert isinstance(app.top, GameOverScene)
    assert app.errors == []


def test_ctrl_z_takes_back_a_move(app):
    table = _hot_seat(app)
    session = table.controller.session
    take(app, table, "move colony")
    n = len(session.actions)
    post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    run(app)
    assert len(session.actions) == n - 1
    assert ("loc", 1) in table.frame.targets                      # the move is offered again
    assert app.errors == []


def test_lacerdas_turn_is_written_over_the_board(app):
    table = open_table(app, seats=(("Ada", "human"),), seed=4)
    app.settings.animation_speed = "normal"
    for _ in range(12):
        d = table.controller.state.decision()
        take(app, table, next((o for o in d.options if o[0] not in ("pass",)), d.options[0]))
        if table.effects.banner is not None:
            break
    assert "Lacerda" in table.effects.banner[0]
    assert app.errors == []


def test_hovering_a_piece_that_is_not_a_choice_shows_the_engines_reason(app):
    from game.gallerist.table_view import candidate
    table = _hot_seat(app)
    take(app, table, "move colony")                 # Ada acts at the Artists Colony
    st = table.controller.state
    pieces = [("hire", 1), ("slot", 0, 1), ("wall", 0, 1), ("plaza", 0), ("im", 1, "A"), ("loc", 2), ("pile", 1)]
    for key in pieces:
        assert key not in table.frame.targets
        reason = st.why_not(candidate(st, st.decision(), key))
        assert reason, key
        tip = hover(app, table, spot(table, key))
        assert tip.endswith(reason), (key, tip)
    assert "Media Center" in hover(app, table, spot(table, ("hire", 1)))
    assert app.errors == []
