"""The Avant Carde table, driven by real mouse and keyboard events: a round from the menu, hot-seat
hand-offs, an AI-only game to the end, save and Continue, and a deterministic first frame."""

import pygame
import pytest
from test_ui_ac_helpers import (
    act_by_clicks,
    arranged_game,
    drag,
    frame_hash,
    human_turn,
    open_game,
    pick,
    rng,
    settle,
    to_buy_turn,
)
from ui_helpers import click, post, press, run

from game.avant_carde.buy import power_status
from game.avant_carde.invariants import check_invariants
from game.avant_carde.table_view import view_of
from game.avant_carde.ui.breakdown import collections
from game.avant_carde.ui.table import AvantCardeTable
from game.engine.i18n import tr, untranslated
from game.games import game_module
from game.ui.play import controller as controller_module, launch
from game.ui.play.gameover import GameOverScene
from game.ui.play.setup import NewGameScene
from game.ui.scenes.handoff import HandOff
from game.ui.scenes.pause import PauseMenu


def test_a_round_from_the_menu_by_mouse_only(app, monkeypatch):
    monkeypatch.setattr(controller_module, "AI_PACE", 0.0)   # animations at "fast", AI moves without waiting
    launch.connect(app)
    app.go_home()
    app.settings.animation_speed = "fast"
    run(app)
    click(app, app.top.new_game.rect.center)
    setup = app.top
    assert isinstance(setup, NewGameScene)
    assert [p for _, p in setup.choices["seats"]] == ["human", "medium", "medium"]   # 1 human + 2 AIs
    click(app, setup.seed.rect.center)
    post(pygame.event.Event(pygame.TEXTINPUT, text="42"))
    run(app)
    click(app, setup.go.rect.center)
    table = app.top
    assert isinstance(table, AvantCardeTable)
    st = lambda: table.controller.state  # noqa: E731
    assert table.controller.session.setup["seed"] == 42
    r = rng(1)
    dragged = False
    moves = 0
    while st().round == 1:
        assert settle(app, table)
        action = pick(st(), r)
        if not dragged and action.kind == "play" and len(table.prompt.cards[action[1]]) == 1:
            # the first play is a drag from the hand to the line
            rect = dict(table.hand_rects())[action[1]]
            n = len(table.controller.session.actions)
            drag(app, rect.center, table.L.own_line.center)
            assert table.controller.session.actions[n] == action
            dragged = True
        else:
            act_by_clicks(app, table, action)
        moves += 1
    run(app, 10)
    assert dragged and moves >= 3
    assert st().round == 2 and st().phase == "play"
    assert not app.errors and not check_invariants(st())


def _owners(st):
    """Whose each card is (a card never changes hands; a trashed one is nobody's now)."""
    return {st.code(c): q for q, p in enumerate(st.players) for c in p.hand + p.deck + p.discard
            + [e.card for e in p.line]}


def test_hot_seat_never_shows_a_hand_to_the_wrong_player(app):
    table = open_game(app, [("Ada", "human"), ("Bob", "human"), ("Cleo", "greedy")], seed=8)
    c = table.controller
    r = rng(2)
    curtains = []
    while c.state.round == 1:
        if isinstance(app.top, HandOff):
            curtains.append(app.top.name)
            run(app, 10, dt=0.05)
            click(app, (640, 360))
            continue
        if human_turn(app, table):
            act_by_clicks(app, table, pick(c.state, r))
        else:
            c.wait_for_ai()
            run(app)
    assert "Ada" in curtains and "Bob" in curtains
    viewers = {v for v, _, _ in table.frame_log}
    assert {0, 1} <= viewers
    humans = {0, 1}
    assert any(hand is not None for _, hand, _ in table.frame_log)
    owner = _owners(c.state)
    for viewer, hand, to_act in table.frame_log:
        seats = {owner.get(code) for code in hand or ()} - {None}
        assert seats <= {viewer}, "a hand was drawn for someone else"
        assert to_act not in humans or to_act == viewer, "a human's turn was shown to another human"
    assert not app.errors


def test_ai_only_game_reaches_the_game_over_scene(app, desktop):
    app.set_window_size((800, 450))
    table = open_game(app, [("Eve", "greedy"), ("Finn", "greedy")], seed=3)
    lines_hidden = False
    for _ in range(6000):
        if isinstance(app.top, GameOverScene):
            break
        # nobody views: the table shows what everybody may see (no hand; in the play phase no line)
        assert table.view.viewer is None and not table.view.hand and not table.hand_rects()
        if table.view.phase == "play":
            assert all(table.line_rects(q) == [] for q in (0, 1))
            lines_hidden |= any(table.controller.state.players[q].line for q in (0, 1))
        table.controller.wait_for_ai()
        run(app, dt=0.02)
    assert lines_hidden
    over = app.top
    assert isinstance(over, GameOverScene)
    assert table.controller.session.over and over.ranking()[0][3]
    assert table.view.over and table.action_texts()[0] == "Game over"
    st = table.controller.state
    owned = [sorted(st.code(c) for c in p.hand + p.deck + p.discard + [e.card for e in p.line]
                    if st.data.cards[c].deck is None) for p in st.players]
    for seat in (0, 1, None):          # the breakdown's collections: whole, from any final observation
        shown = collections(view_of(st.observation(seat)))
        assert [sorted(c.code for c in g) for g in shown] == owned
        assert all([(c.number, c.colour) for c in g] == sorted((c.number, c.colour) for c in g) for g in shown)
    run(app, 3)
    assert not app.errors and not check_invariants(table.controller.state)


def test_save_quit_and_continue_give_the_same_game(app, home):
    launch.connect(app)
    app.settings.animation_speed = "instant"
    launch.start_session(app, game_module("avant-carde"), {"seed": 12},
                         [("Ada", "human"), ("Bob", "greedy"), ("Cleo", "greedy")])
    table = app.top
    r = rng(3)
    for _ in range(6):
        settle(app, table)
        act_by_clicks(app, table, pick(table.controller.state, r))
    settle(app, table)
    press(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseMenu)
    click(app, pause.save.rect.center)
    assert "Game saved" in app.top.title
    press(app, pygame.K_ESCAPE)
    saved = table.controller.state.to_data()
    hand = [c for c, _ in table.hand_rects()]
    click(app, pause.quit_button.rect.center)
    confirm = next(b for b in app.top.buttons if b.label == "Quit to menu")
    click(app, confirm.rect.center)
    run(app, 3)
    menu = app.top
    assert menu.continue_game.enabled
    click(app, menu.continue_game.rect.center)
    again = app.top
    assert isinstance(again, AvantCardeTable) and again is not table
    assert again.controller.state.to_data() == saved
    assert [c for c, _ in again.hand_rects()] == hand
    # and from the named save too, through the Load scene
    app.go_home()
    run(app)
    click(app, app.top.load_game.rect.center)
    row = next(b for b in app.top.rows if not b.label.startswith("Autosave"))
    click(app, row.rect.center)
    assert app.top.controller.state.to_data() == saved
    assert not app.errors


def test_the_same_seed_draws_the_same_first_frame(app):
    seats = [("Ada", "human"), ("Bob", "greedy"), ("Cleo", "greedy")]
    open_game(app, seats, seed=11)
    first = frame_hash(app)
    open_game(app, seats, seed=11)
    assert frame_hash(app) == first
    open_game(app, seats, seed=12)
    assert frame_hash(app) != first


def test_a_gallerist_four_offers_exactly_its_legal_variants(app):
    table, st = arranged_game(app, "new_yorkers", ["B4a", "s.b13", "R5a", "s.w1", "B2a"])
    tag = st.players[0].tag
    act_by_clicks(app, table, next(a for a in st.decision().options if str(a) == f"play {tag}.b13"))
    spot = table.controls.card_spot("B4a")
    click(app, spot.rect.center)
    assert table.chooser is not None
    legal = {str(a) for a in st.decision().options if a.kind == "play" and a[1] == "B4a"}
    offered = {w.action_text for w in table.chooser["widgets"]}
    assert offered == legal and len(legal) > 2
    chip = next(w for w in table.chooser["widgets"] if w.action_text == "play B4a n5")
    click(app, chip.rect.center)
    line = st.players[0].line
    assert st.code(line[-1].card) == "B4a" and line[-1].number == 5
    # Escape closes a chooser without pausing; a click outside does too
    act_by_clicks(app, table, next(a for a in st.decision().options if str(a) == "play R5a"))
    assert table.prompt.kind == "dealer"
    labels = {w.label for w in table.controls.dynamic if getattr(w, "action_text", None)}
    assert {"Draw a card", "+$1 in buy turn"} <= labels
    assert not app.errors


def test_keys_play_cards_stop_toggle_the_log_and_undo(app):
    table = open_game(app, [("Ada", "human"), ("Bob", "greedy")], seed=9)
    c = table.controller
    settle(app, table)
    before = len(c.state.players[c.viewer].line)
    def keeps_turn(code):      # after this play the same seat still decides (so it can be undone)
        trial = c.state.clone()
        trial.apply(table.prompt.cards[code][0].action)
        d = trial.decision()
        return d is not None and d.player == c.viewer and d.kind == "play"

    playable = [i for i, (code, _) in enumerate(table.hand_rects()) if code in table.prompt.cards
                and len(table.prompt.cards[code]) == 1 and keeps_turn(code)]
    i = playable[0]
    press(app, pygame.K_1 + i)
    assert len(c.state.players[c.viewer].line) == before + 1
    assert table.undo_button.enabled
    click(app, table.undo_button.rect.center)
    assert len(c.state.players[c.viewer].line) == before
    press(app, pygame.K_l)
    assert table.log_open
    press(app, pygame.K_l)
    assert not table.log_open
    press(app, pygame.K_RETURN)          # Enter: the primary action, Stop playing (asked first, issue 41)
    assert app.top.title == "Stop playing?"
    press(app, pygame.K_RETURN)          # the prompt's primary answer: Stop playing
    assert any(a.kind == "stop" for a in c.session.actions)
    assert not app.errors


def test_buy_turn_controls_say_why_they_are_disabled(app):
    table = open_game(app, [("Ada", "human"), ("Bob", "greedy"), ("Cleo", "greedy")], seed=21)
    c = table.controller
    to_buy_turn(app, table, rng(5))
    st = c.state
    money = st.players[c.viewer].money
    for n in range(2, 8):
        spot = table.stack_spots[n]
        if n > money and st.stacks[n]:
            assert not spot.enabled and f"${money}" in spot.tip()
        elif st.stacks[n] and n != st.blocked_stack():
            assert spot.enabled and spot.action_text == f"buy {n}"
    for key, pid, src, reason in power_status(st, c.viewer):
        btn = table.power_buttons.get(key)
        assert btn is not None
        assert btn.enabled == (reason is None)
        if reason:
            assert reason in btn.tip()
    assert all(b.visible for b in table.bury_buttons.values())
    assert table.end_button is not None and table.end_button.enabled
    money_seat, left, made, parts, _, _ = table.money_figures()
    assert money_seat == c.viewer and sum(v for _, v in parts) == made
    # the hand-over of the turn: End turn, then nothing of ours is clickable
    click(app, table.end_button.rect.center)
    assert not any(b.visible for b in table.bury_buttons.values()) or c.human_to_act == c.viewer
    assert not app.errors


def test_play_phase_hides_the_other_lines(app):
    table = open_game(app, [("Ada", "greedy"), ("Bob", "human"), ("Cleo", "greedy")], seed=4)
    c = table.controller
    seen_hidden = False
    for _ in range(200):
        if c.state.phase != "play":
            break
        for q in (0, 2):
            if c.state.players[q].line:
                assert table.line_rects(q) == [], "an opponent's line was shown during the play phase"
                seen_hidden = True
        if human_turn(app, table):
            act_by_clicks(app, table, c.state.decision().options[0])
        else:
            c.wait_for_ai()
            run(app)
    assert seen_hidden and c.state.phase == "buy"
    run(app)
    assert all(len(table.line_rects(q)) == len(c.state.players[q].line) for q in (0, 2))


def test_every_option_of_every_decision_has_a_control(app, desktop):
    """Whatever the engine asks, the table offers each legal option somewhere clickable."""
    app.set_window_size((960, 540))
    r = rng(8)
    for patrons in ("new_yorkers", "tokyoites", "parisians"):
        table = open_game(app, [("Ada", "human"), ("Bob", "greedy"), ("Cleo", "greedy")], seed=31,
                          patrons=patrons)
        c = table.controller
        kinds = set()
        for _ in range(70):
            if not settle(app, table):
                break
            d = c.state.decision()
            kinds.add(d.kind)
            for a in d.options:
                assert table.clicks_for(a), f"{patrons}: {d.kind} offers {a} but nothing on the table does"
            table.submit_action(pick(c.state, r))
            run(app)
        assert {"play", "buy"} <= kinds
    assert not app.errors


def test_resizing_mid_game_keeps_everything_inside_the_window(app, desktop):
    table = open_game(app, [("Ada", "human"), ("Bob", "greedy"), ("Cleo", "greedy"), ("Dan", "greedy"),
                            ("Esme", "greedy")], seed=2)
    settle(app, table)
    for size in ((1920, 1080), (1600, 900), (1366, 768), (1024, 768), (800, 600), (640, 360)):
        post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        run(app, 2)
        area = pygame.Rect((0, 0), app.size)
        for code, rect in table.hand_rects():
            assert area.contains(rect), (size, code, rect)
        if size[0] >= 1024:
            for w in table.ui.widgets:
                if w.visible and w.rect.w:
                    assert area.contains(w.rect), (size, w, w.rect)
    assert not app.errors


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_patrons_question_is_said_in_the_language_in_force(app, language):
    """Seen in a French game at 1280×720: the Dealer's question read "Your choice: Dealer: draw a card
    now, or +$1 in your buy turn?" on the top bar and "Draw a card now, …" in the panel. The top bar
    joined two plain strings with ``+`` (no message left to translate) and the panel cut the English
    question after its patron's name, leaving words no catalog holds."""
    app.set_language(language)
    table, st = arranged_game(app, "new_yorkers", ["R5a", "s.b13", "B4a", "s.w1", "B2a"])
    act_by_clicks(app, table, next(a for a in st.decision().options if str(a) == "play R5a"))
    assert table.prompt.kind == "dealer"
    status, (title, body, _) = table.status_line(), table.action_texts()
    if language != "en":                            # English is every msgid itself
        assert not untranslated(status) and not untranslated(title) and not any(untranslated(b) for b in body)
    said = [tr(status), tr(title), tr(body[0])]
    assert said == {"en": ["Your choice: Dealer: draw a card now, or +$1 in your buy turn?", "The Dealer",
                           "Draw a card now, or +$1 in your buy turn?"],
                    "fr": ["Votre choix\u00a0: Marchand\u00a0: piocher une carte maintenant, ou +$1 à votre tour "
                           "d’achat\u00a0?", "Le Marchand", "Piocher une carte maintenant, ou +$1 à votre tour "
                           "d’achat\u00a0?"]}[language]
    assert not app.errors
