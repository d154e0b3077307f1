"""The Art Decko table, clicked through like a player would: Haggle, Acquire (with gold
abilities and Fancy Noble's second painting), Show (marker choice, New Exhibitor bonus,
Prosperity), cancelling, the end-of-turn discard, a two-human hot-seat round, and an AI game
to the scoring screen with its breakdown."""

import pygame
import pytest
from ad_helpers import Table as Builder  # tests/art_decko's situation builder
from ui_helpers import post, press, run

from game.art_decko.invariants import check_invariants
from game.art_decko.table_view import view_of
from game.art_decko.ui.breakdown import breakdown_rows, draw_breakdown
from game.art_decko.ui.table import ArtDeckoTable
from game.engine.session import Session
from game.games import AGENTS, game_module
from game.ui.play.controller import GameController
from game.ui.play.gameover import GameOverScene
from game.ui.scenes.handoff import HandOff

# ---- helpers shared with the monkey test --------------------------------------------------------

def open_table(app, state=None, seats=(("Ada", "human"), ("Bruno", "greedy")), seed=1):
    """An Art Decko table on ``app`` for a Session around ``state`` (or a fresh game)."""
    app.settings.animation_speed = "instant"
    session = Session(game_module("art-decko"), {"seed": seed}, list(seats), agents=AGENTS)
    if state is not None:
        session.state = state
    table = ArtDeckoTable(app, GameController(session, app.settings))
    app.push(table)
    run(app, 2)
    return table


def game_state(table):
    """The game behind ``table`` (the test looks; the table itself reads only its controller)."""
    return table.controller.session.state


def visible_point(table, key):
    """A point of hotspot ``key`` that no hotspot or button above it covers."""
    spot = table._spot_keys[key]
    later = table._spots[table._spots.index(spot) + 1:]
    r = spot.rect
    for fx in (0.5, 0.25, 0.12, 0.06, 0.75, 0.9):
        for fy in (0.45, 0.25, 0.7):
            p = (r.left + int(r.w * fx), r.top + int(r.h * fy))
            if (not any(o.rect.collidepoint(p) for o in later)
                    and not any(b.visible and b.rect.collidepoint(p) for b in table._buttons)):
                return p
    raise AssertionError(f"{key} is entirely covered")


def click_at(app, pos):
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run(app)


def click_spot(app, table, key):
    click_at(app, visible_point(table, key))


def click_button(app, button):
    assert button.visible, f"{button.label} is not shown"
    assert button.enabled, f"{button.label} is disabled: {button.disabled_reason}"
    click_at(app, button.rect.center)


def hover_tip(app, table, key):
    """The tooltip text shown when hovering ``key``."""
    pos = visible_point(table, key)
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    run(app)
    return table.ui.hover.tip()


def chip_of(table, card):
    return next(r for c, r in table.geo.ability_chips() if c == card)


# ---- Haggle ---------------------------------------------------------------------------------------

def test_haggle_by_clicks(app):
    t = Builder(players=2, seed=1)
    t.turn(0)
    table = open_table(app, t.s)
    st = game_state(table)
    card = st.hands[0][2]
    size = len(st.hands[0])
    assert not table.b_haggle.visible
    click_spot(app, table, ("hand", card))
    assert table.selected == card and table.b_haggle.visible
    click_spot(app, table, ("hand", card))              # click again: put back
    assert table.selected is None
    click_spot(app, table, ("hand", card))
    click_button(app, table.b_haggle)
    st = game_state(table)
    assert card in st.played[0] and card not in st.hands[0]
    assert len(st.hands[0]) == size + 1 and st.actions_done == 1
    assert app.errors == [] and check_invariants(st) == []


# ---- Acquire with gold abilities, cancel, Fancy Noble ---------------------------------------------

def test_acquire_paid_with_gold_abilities(app):
    t = Builder(players=2, seed=1)
    s, d = t.s, t.d
    target = t.painting("renaissance")
    t.gallery("indigo", target, token=7)
    one, two = t.gold(1), t.gold(2)
    filler = t.painting("pop_art", skip=(target,))
    spare = t.painting("pop_art", skip=(target, filler))
    t.hand(0, one, two, filler, spare)
    t.turn(0)
    t.check()
    table = open_table(app, s)
    # the gallery card is a legal target, with a green ring
    assert table.spot_state(("gallery", target)) == "legal"
    click_spot(app, table, ("gallery", target))
    st = game_state(table)
    assert st.decision().kind == "pay" and st.payment_cost() == 7
    assert table.b_confirm.visible and not table.b_confirm.enabled
    assert "more" in table.b_confirm.disabled_reason
    # face values first: 1 + 2 + 1 = 4, not enough
    for c in (one, two, filler):
        click_spot(app, table, ("hand", c))
    assert game_state(table).payment_total() == 4 and not table.b_confirm.enabled
    # switch both gold cards to their +2 ability: 3 + 4 + 1 = 8
    click_at(app, chip_of(table, one).center)
    click_at(app, chip_of(table, two).center)
    assert game_state(table).payment_total() == 8 and table.view.paid()[one] is True
    # take one ability back off and on again (every step can be undone before confirming)
    click_at(app, chip_of(table, two).center)
    assert two not in table.view.paid()
    click_at(app, chip_of(table, two).center)
    assert table.b_confirm.enabled
    click_button(app, table.b_confirm)
    st = game_state(table)
    assert target in st.played[0] and one in st.boxed and two in st.boxed and filler in st.played[0]
    assert st.ratings[d.genre("renaissance").index] == 6            # Indigo raises by 6
    assert check_invariants(st) == [] and app.errors == []


def test_acquire_cancel_changes_nothing(app):
    t = Builder(players=2, seed=3)
    t.turn(0)
    table = open_table(app, t.s)
    before = game_state(table).to_data()
    card = next(c for c, _ in table.geo.gallery_cards(0))
    click_spot(app, table, ("gallery", card))
    hand = game_state(table).hands[0]
    click_spot(app, table, ("hand", hand[0]))
    assert game_state(table).plan.paid
    click_button(app, table.b_cancel)
    after = game_state(table).to_data()
    assert after["hands"] == before["hands"] and after["galleries"] == before["galleries"]
    assert game_state(table).decision().kind == "action" and game_state(table).plan is None


def tab_to(app, table, key, limit=80):
    """Press Tab until the keyboard focus is on hotspot ``key``."""
    for _ in range(limit):
        focus = table.ui.focus
        if getattr(focus, "key", None) == key:
            return focus
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reaches {key}")


def test_acquire_and_pay_with_the_keyboard_only(app):
    t = Builder(players=2, seed=1)
    target = t.painting("renaissance")
    t.gallery("indigo", target, token=3)
    one, two = t.gold(1), t.gold(2)
    t.hand(0, one, two, t.painting("pop_art", skip=(target,)))
    t.turn(0)
    t.check()
    table = open_table(app, t.s)
    # Tab visits only things that act: no unaffordable card, no label, no shown painting twice
    order = []
    for _ in range(len(table.ui.focusables())):
        press(app, pygame.K_TAB)
        order.append(table.ui.focus)
    assert all(w.enabled and getattr(w, "on_click", None) is not None for w in order)
    assert len(set(map(id, order))) == len(order)
    assert table.ui.keyboard and table.hovered_key() == getattr(order[-1], "key", None)
    spot = tab_to(app, table, ("gallery", target))
    assert table.spot_state(("gallery", target)) == "hover"       # drawn as pointed at
    # moving the mouse hands "pointed at" back to the pointer; Tab takes it again
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=visible_point(table, ("hand", one)), rel=(0, 0),
                            buttons=(0, 0, 0)))
    run(app)
    assert table.hovered_key() == ("hand", one) and table.spot_state(("gallery", target)) == "legal"
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    spot = tab_to(app, table, ("gallery", target))
    assert table.hovered_key() == ("gallery", target)
    press(app, pygame.K_RETURN)
    assert game_state(table).decision().kind == "pay" and game_state(table).payment_cost() == 3
    assert spot not in table.ui.widgets                            # the spots were rebuilt
    tab_to(app, table, ("hand", one))
    press(app, pygame.K_SPACE)
    assert table.view.paid().get(one) is False
    # the focus stays on the same card after the move, so Space takes it back off
    assert table.ui.focus.key == ("hand", one) and table.ui.focus in table.ui.widgets
    press(app, pygame.K_SPACE)
    assert one not in table.view.paid()
    tab_to(app, table, ("hand", two))
    press(app, pygame.K_SPACE)
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert table.ui.focus.key != ("hand", two)
    tab_to(app, table, ("hand", one))
    press(app, pygame.K_SPACE)
    assert game_state(table).payment_total() == 3
    while table.ui.focus is not table.b_confirm:
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    st = game_state(table)
    assert target in st.played[0] and st.actions_done == 1 and app.errors == []
    assert check_invariants(st) == []


def test_unaffordable_target_says_why(app):
    t = Builder(players=2, seed=1)
    target = t.painting("surrealism")
    t.gallery("indigo", target, token=16)
    t.hand(0, t.gold(1))
    t.turn(0)
    t.check()
    table = open_table(app, t.s)
    spot = table._spot_keys[("gallery", target)]
    assert not spot.enabled and "Costs 16" in spot.disabled_reason
    assert "Costs 16" in hover_tip(app, table, ("gallery", target))
    click_spot(app, table, ("gallery", target))                # a click does nothing
    assert game_state(table).decision().kind == "action"


def test_fancy_noble_takes_a_second_painting(app):
    t = Builder(players=2, seed=2)
    a, b = t.painting("pop_art"), t.painting("impressionism")
    t.gallery("teal", a, b, token=3)
    fancy = t.gold(3, "fancy_noble")
    t.hand(0, fancy, t.gold(1), t.painting("surrealism", skip=(a, b)))
    t.turn(0)
    t.check()
    table = open_table(app, t.s)
    click_spot(app, table, ("gallery", a))
    click_at(app, chip_of(table, fancy).center)                # Fancy Noble: pays 8, allows a 2nd
    assert ("gallery", b) in table._spot_keys and table._spot_keys[("gallery", b)].on_click is not None
    click_spot(app, table, ("gallery", b))
    st = game_state(table)
    assert st.plan.second == b and st.payment_cost() == 6
    click_button(app, table.b_confirm)
    st = game_state(table)
    assert a in st.played[0] and b in st.played[0] and fancy in st.boxed
    assert check_invariants(st) == []


# ---- Show: marker choice, New Exhibitor bonus, Prosperity ----------------------------------------

def test_show_with_marker_choice_and_new_exhibitor_bonus(app):
    t = Builder(players=2, seed=1)
    d = t.d
    painting = t.painting("pop_art")
    prosperity = t.gold(3, "prosperity")
    one = t.gold(1)
    t.hand(0, painting, prosperity, one, t.gold(2))
    t.exhibition("swatches", free=("pop_art", "gray", "renaissance", "surrealism"))
    t.turn(0)
    t.check()
    table = open_table(app, t.s)
    e = d.exhibition("swatches").index
    # nothing picked: exhibitions only explain themselves
    assert table.exhibition_target(e) is None
    click_spot(app, table, ("hand", painting))
    assert table.exhibition_target(e) == "legal"
    # a gold card cannot be shown: with it picked, the exhibition says why
    click_spot(app, table, ("hand", prosperity))
    assert "Only paintings" in table._spot_keys[("exhibition", e)].disabled_reason
    click_spot(app, table, ("hand", painting))
    click_spot(app, table, ("exhibition", e))
    st = game_state(table)
    assert st.decision().kind == "marker"
    assert table.b_marker[0].visible and "Pop Art" in table.b_marker[0].label
    click_button(app, table.b_marker[1])                       # the gray marker
    assert game_state(table).decision().kind == "exhibitor"
    bonus = next(b for b in table.b_bonus if b.visible and "VP" in b.label)
    click_button(app, bonus)
    st = game_state(table)
    assert st.decision().kind == "pay" and st.plan.marker == d.gray
    click_at(app, chip_of(table, prosperity).center)           # Prosperity pays 8 toward a Show
    assert game_state(table).payment_total() == 8 and not table.b_confirm.enabled     # the show costs 9
    # the painting being shown cannot pay for itself
    assert not table._spot_keys[("hand", painting)].enabled
    click_spot(app, table, ("hand", one))
    assert game_state(table).payment_total() == 9
    click_button(app, table.b_confirm)
    st = game_state(table)
    assert (painting, 0) in st.museum[e]
    space = st.exhibitor.index(0)
    assert d.exhibitor_spaces[space].kind == "vp"
    assert st.scores[0] == d.exhibitor_spaces[space].amount + d.exhibitions[e].vp[0]
    assert d.gray in st.vp_markers[e] and d.genre("pop_art").index in st.invitations[e]
    assert check_invariants(st) == [] and app.errors == []


def test_no_bonus_and_the_marker_buttons_take_their_options(app):
    t = Builder(players=2, seed=1)
    painting = t.painting("pop_art")
    t.hand(0, painting, t.gold(3, "prosperity"), t.gold(1), t.gold(2))
    t.exhibition("swatches", free=("pop_art", "gray", "renaissance", "surrealism"))
    t.turn(0)
    table = open_table(app, t.s)
    click_spot(app, table, ("hand", painting))
    click_spot(app, table, ("exhibition", t.d.exhibition("swatches").index))
    assert table.b_marker[0].action_text == "marker pop_art" and table.b_marker[1].action_text == "marker gray"
    click_button(app, table.b_marker[0])                       # the genre's marker
    assert game_state(table).plan.marker == t.d.genre("pop_art").index
    assert table.b_nobonus.action_text == "bonus none"
    click_button(app, table.b_nobonus)
    st = game_state(table)
    assert st.decision().kind == "pay" and st.plan.bonus == -1 and app.errors == []


# ---- end of turn ------------------------------------------------------------------------------------

def test_end_of_turn_discard_choice(app):
    t = Builder(players=2, seed=4)
    t.turn(0)
    table = open_table(app, t.s)
    for _ in range(2):
        card = game_state(table).hands[0][0]
        click_spot(app, table, ("hand", card))
        click_button(app, table.b_haggle)
    st = game_state(table)
    assert st.decision().kind == "discard"
    keep_out = st.hands[0][:2]
    for c in keep_out:
        click_spot(app, table, ("hand", c))
    assert table.discard_marks == set(keep_out)
    assert "Discard 2" in table.b_draw.label
    click_spot(app, table, ("hand", keep_out[1]))              # changed my mind about one
    assert table.discard_marks == {keep_out[0]}
    click_button(app, table.b_draw)
    st = game_state(table)
    assert keep_out[0] in st.discards[0] and keep_out[1] not in st.discards[0]
    assert st.current == 1 and len(st.hands[0]) == 6          # 7 after two haggles, one discarded
    assert check_invariants(st) == []


# ---- hot seat --------------------------------------------------------------------------------------

def _play_quiet_turn(app, table):
    """Haggle with the first card twice, then end the turn, all by clicks."""
    seat = game_state(table).current
    while game_state(table).current == seat and game_state(table).decision().kind == "action":
        card = game_state(table).hands[seat][0]
        click_spot(app, table, ("hand", card))
        click_button(app, table.b_haggle)
    if game_state(table).current == seat and game_state(table).decision().kind == "discard":
        click_button(app, table.b_draw)


def test_two_human_hot_seat_round(app):
    table = open_table(app, seats=(("Ada", "human"), ("Bruno", "human")), seed=5)
    app.settings.animation_speed = "normal"                    # cards fly when drawn...
    for name in ("Ada", "Bruno"):
        run(app, 2)
        assert isinstance(app.top, HandOff) and app.top.name == name
        app.top.age = 1.0                                      # past the arming delay
        click_at(app, (20, 20))
        assert app.top is table and table.controller.viewer == game_state(table).current
        assert not table.anim.busy                             # ...but never into the next player's view
        # the other player's hand is never on the table
        assert {c for c, _ in table.geo.hand_cards()} == set(game_state(table).hands[table.controller.viewer])
        _play_quiet_turn(app, table)
    assert game_state(table).round == 2 and app.errors == []


# ---- AI game to the scoring screen ------------------------------------------------------------------

def test_ai_game_reaches_the_scoring_screen_with_a_breakdown(app):
    table = open_table(app, seats=(("Ada", "greedy"), ("Bruno", "random"), ("Clara", "greedy")), seed=11)
    session = table.controller.session
    # the AIs play the first rounds off screen (quick); the table takes over for the last ones
    while session.state.round < 6:
        session.apply(session.ai_decide(session.ai_request()))
    table.refresh()
    frames = 0
    for frames in range(4000):
        if isinstance(app.top, GameOverScene):
            break
        table.controller.wait_for_ai()
        run(app, 1, dt=0.5)
    assert isinstance(app.top, GameOverScene), "the game did not end"
    assert frames > 20                                        # the end was played on the table
    run(app, 2)
    st = game_state(table)
    assert st.is_over and check_invariants(st) == [] and app.errors == []
    names = [s.name for s in table.controller.session.seats]
    _, rows, totals = breakdown_rows(view_of(st.observation(0)), names)
    assert totals == st.scores
    for p in range(st.num_players):                          # every row adds up to the total
        assert sum(row[3][p][2] for row in rows) == totals[p]
    assert any(row[0] == "tile" for row in rows) or not any(st.museum)
    surface = pygame.Surface((700, 520))
    used = draw_breakdown(surface, surface.get_rect(), view_of(st.observation(0)), names, 1.0)
    assert used.h <= 520


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 600), (640, 360)])
def test_table_draws_at_every_size(app, size):
    t = Builder(players=4, seed=9)
    t.turn(0)
    table = open_table(app, t.s, seats=(("Ada", "human"), ("B", "greedy"), ("C", "greedy"), ("D", "greedy")))
    post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    run(app, 2)
    assert app.errors == [] and app.size == size
    # every hotspot lies inside the window
    w, h = size
    for spot in table._spots:
        assert spot.rect.right <= w + 1 and spot.rect.bottom <= h + 1, spot.key


# ---- every legal option has a control ----------------------------------------------------------------

def _has_control(app, table, action):
    """Whether the table offers a control that makes ``action`` (selecting a card first if needed)."""
    kind, args = action[0], action[1:]
    d = table.data

    def live(key):
        sp = table._spot_keys.get(key)        # rebuilt by every refresh
        return sp is not None and sp.enabled and sp.on_click is not None

    if kind in ("haggle", "show"):
        card = d.code_to_id[args[0]]
        if not live(("hand", card)):
            return False
        table.selected = card
        table.refresh()
        ok = (table.b_haggle.visible and table.b_haggle.enabled) if kind == "haggle" else \
            live(("exhibition", d.exhibition(args[1]).index))
        table.selected = None
        table.refresh()
        return ok
    if kind == "acquire":
        card = d.code_to_id[args[1]]
        return live(("gallery", card)) or live(("bank", card))
    if kind in ("pay", "unpay", "discard"):
        return live(("hand", d.code_to_id[args[0]]))
    if kind == "ability":
        card = d.code_to_id[args[0]]
        return any(c == card for c, _ in table.geo.ability_chips()) and live(("ability", card))
    if kind == "second":
        return live(("gallery", d.code_to_id[args[0]]))
    if kind == "marker":
        return any(b.visible and b.enabled for b in table.b_marker)
    if kind == "bonus":
        if args[0] == "none":
            return table.b_nobonus.visible
        return live(("bonus", args[0])) and any(b.visible for b in table.b_bonus)
    if kind == "confirm":
        return table.b_confirm.visible and table.b_confirm.enabled
    if kind == "cancel":
        return table.b_cancel.visible
    if kind == "done":
        return table.b_draw.visible and table.b_draw.enabled
    return False


def test_every_option_of_every_decision_has_a_control(app):
    import random
    rnd = random.Random(7)
    checked = set()
    for seed in (3, 8):
        table = open_table(app, seats=(("Ada", "human"), ("Bruno", "greedy")), seed=seed)
        session = table.controller.session
        for _ in range(260):
            if session.over:
                break
            d = session.state.decision()
            if session.seats[d.player].human:
                table.refresh()
                for a in d.options:
                    assert _has_control(app, table, a), f"no control for {a} ({d.kind})"
                    checked.add(a[0])
                session.apply(rnd.choice(d.options))
            else:
                session.apply(session.ai_decide(session.ai_request()))
        app.pop(table)
    assert {"haggle", "acquire", "show", "marker", "bonus", "pay", "unpay", "ability", "confirm", "cancel",
            "discard", "done"} <= checked          # "second" has its own test (Fancy Noble)


# ---- the cached regions never show stale pixels -------------------------------------------------------

def test_cached_regions_match_a_fresh_drawing(app):
    """The table redraws only the regions whose contents changed; after every move, what it shows
    must equal a drawing made from scratch."""
    import random
    rnd = random.Random(3)
    table = open_table(app, seats=(("Ada", "human"), ("Bruno", "greedy"), ("Clara", "greedy")), seed=6)
    post(pygame.event.Event(pygame.VIDEORESIZE, w=800, h=450, size=(800, 450)))    # small: quick to redraw
    run(app)
    session = table.controller.session
    session.seats[0].player = "greedy"                # start in mid-game, where markers cross rows
    while session.state.round < 4:
        session.apply(session.ai_decide(session.ai_request()))
    session.seats[0].player = "human"
    table.refresh()
    painter = table.painter
    compared = 0
    for step in range(220):
        if session.over:
            break
        d = session.state.decision()
        if session.seats[d.player].human:
            # a human move through the table, so selection and payment states are drawn too
            if d.kind == "action" and rnd.random() < 0.3:
                click_spot(app, table, ("hand", session.state.hands[d.player][0]))
            table.submit(rnd.choice(d.options))
        else:
            session.apply(session.ai_decide(session.ai_request()))
            table.refresh()
        run(app)
        cached = pygame.image.tobytes(painter._base, "RGB")
        painter.invalidate()
        painter.update_base()
        assert pygame.image.tobytes(painter._base, "RGB") == cached, f"stale region after step {step}"
        compared += 1
    assert compared > 150 and app.errors == []
    # a genre's rating alone changes (every painting of it now pays more): all regions follow
    for _ in range(200):                               # let the human finish the turn: it is the AIs' then
        if session.over or not session.seats[session.state.decision().player].human:
            break
        options = session.state.decision().options
        rank = {"confirm": 0, "done": 1, "pay": 2, "haggle": 3}
        session.apply(min(options, key=lambda a: rank.get(a[0], 9)))
    table.refresh()
    run(app)
    st = session.state
    for g in range(len(st.ratings)):
        st.ratings[g] = min(st.data.top, st.ratings[g] + 10)
    table.refresh()
    run(app)
    cached = pygame.image.tobytes(painter._base, "RGB")
    painter.invalidate()
    painter.update_base()
    assert pygame.image.tobytes(painter._base, "RGB") == cached, "stale region after a rating change"
