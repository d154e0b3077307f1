"""Defects found in play on the Art Decko table (issue #15, items 9-14), each clicked through
headless as a player would."""

import pygame
import pytest
from test_ui_ad_table import Builder, click_at, click_button, click_spot, game_state, open_table
from ui_helpers import post, press, run

from game.art_decko.invariants import check_invariants
from game.art_decko.ui import captions
from game.engine.session import LogLine
from game.ui import theme
from game.ui.play.gameover import GameOverScene

# ---- 9: the New Exhibitor choice never leads to a payment that cannot be made ------------------

def test_unpayable_new_exhibitor_choices_are_disabled_with_the_reason(app):
    t = Builder(players=2, seed=1)
    painting = t.painting("pop_art")
    one, two = t.gold(1), t.gold(2)
    t.hand(0, painting, one, two)                 # 3 gold; Poetic costs 6: only "3 off" makes it payable
    t.exhibition("poetic", free=["pop_art", "renaissance", "surrealism"])
    t.turn(0)
    t.check()
    table = open_table(app, t.s)
    click_spot(app, table, ("hand", painting))
    click_spot(app, table, ("exhibition", t.d.exhibition("poetic").index))
    assert game_state(table).decision().kind == "exhibitor"
    shown = {b.label: b for b in table.b_bonus if b.visible}
    assert set(shown) == {"2 off", "3 off", "+2 VP", "+3 VP"}
    for label in ("2 off", "+2 VP", "+3 VP"):
        assert not shown[label].enabled
        assert "the rest of your hand pays at most 3" in shown[label].disabled_reason
    assert not table.b_nobonus.enabled and "would then cost 6" in table.b_nobonus.disabled_reason
    click_button(app, shown["3 off"])
    click_spot(app, table, ("hand", one))
    click_spot(app, table, ("hand", two))
    click_button(app, table.b_confirm)
    st = game_state(table)
    assert st.exhibitor[st.data.exhibitor_space("discount3").index] == 0
    assert any(e.text.startswith("Ada claims the New Exhibitor bonus") for e in table.controller.session.log)
    assert check_invariants(st) == [] and app.errors == []


def test_the_log_claims_a_new_exhibitor_bonus_only_once_it_is_taken(app):
    t = Builder(players=2, seed=1)
    painting = t.painting("pop_art")
    t.rating("pop_art", 40)
    t.hand(0, painting, t.painting("pop_art", skip=[painting]), t.gold(3), t.gold(2))
    t.exhibition("poetic", free=["pop_art", "renaissance", "surrealism"])
    t.turn(0)
    table = open_table(app, t.s)
    click_spot(app, table, ("hand", painting))
    click_spot(app, table, ("exhibition", t.d.exhibition("poetic").index))
    click_button(app, next(b for b in table.b_bonus if b.visible and b.label == "+3 VP"))
    click_button(app, table.b_cancel)
    log = [e.text for e in table.controller.session.log]
    assert not any("claims" in line.lower() for line in log), log
    assert any("picks the New Exhibitor bonus +3 VP" in line for line in log), log


# ---- 10: Enter in the payment panel presses Confirm ----------------------------------------------

def test_enter_confirms_the_payment_after_clicking_cards(app):
    t = Builder(players=2, seed=1)
    target = t.painting("renaissance")
    t.gallery("indigo", target, token=3)
    three = t.gold(3)
    t.hand(0, three, t.painting("pop_art", skip=(target,)))
    t.turn(0)
    t.check()
    table = open_table(app, t.s)
    click_spot(app, table, ("gallery", target))
    click_spot(app, table, ("hand", three))               # the last card clicked pays it in full
    assert table.b_confirm.enabled
    press(app, pygame.K_RETURN)
    st = game_state(table)
    assert target in st.played[0] and three in st.played[0], "Enter did not confirm the payment"
    assert app.errors == []


# ---- 11: the game log scrolls back through the whole game ------------------------------------------

def _wheel(app, pos, y):
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y)))
    run(app, 2)


def _log_pixels(app, table):
    return pygame.image.tobytes(app.screen.subsurface(table.L.log), "RGB")


def test_the_log_scrolls_with_the_wheel_and_by_dragging_and_follows_new_lines(app):
    table = open_table(app, seats=(("Ada", "human"), ("Bruno", "greedy"), ("Cy", "greedy")))
    session = table.controller.session
    for i in range(40):                               # a long game so far
        session.log.append(LogLine(1, 0, f"Line {i}: something happened."))
    table.refresh()
    app.dirty = True
    run(app, 2)
    lv = table.log_view
    assert lv.at_bottom and lv.max_scroll > 10
    bottom = _log_pixels(app, table)
    centre = table.L.log.center
    _wheel(app, centre, 1)                              # wheel up: older lines
    assert lv.scroll == 3 and _log_pixels(app, table) != bottom
    _wheel(app, centre, -5)
    assert lv.at_bottom and _log_pixels(app, table) == bottom
    post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
         pygame.event.Event(pygame.MOUSEMOTION, pos=(centre[0], centre[1] + 200), rel=(0, 200), buttons=(1, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(centre[0], centre[1] + 200), button=1))
    run(app, 2)
    assert lv.scroll > 3                               # dragged down: back in the game
    scrolled = lv.scroll
    session.log.append(LogLine(1, 0, "A new line."))
    table.refresh()
    app.dirty = True
    run(app, 2)
    assert lv.scroll == scrolled + 1                   # scrolled up: the same lines stay in view
    _wheel(app, centre, -100)
    assert lv.at_bottom
    session.log.append(LogLine(1, 0, "Another new line."))
    table.refresh()
    app.dirty = True
    run(app, 2)
    assert lv.at_bottom and app.errors == []


# ---- 12: after "Look at the table" the results are one click (or Enter) away -----------------------

def finished_state(seed=3, players=2):
    """A whole game played by random agents, over."""
    from game.art_decko import new_game
    from game.art_decko.ai.agents import RandomArtDeckoAgent
    from game.engine.rng import Rng
    # The box's starting Gold: the seeds were chosen for the positions it gives.
    state, rng, agent = new_game(players, seed, {"starting_gold": ""}), Rng(seed), RandomArtDeckoAgent()
    while not state.is_over:
        state.apply(agent.choose(None, None, state.decision(), rng))
    return state


def _to_results(app):
    for _ in range(20):
        if isinstance(app.top, GameOverScene):
            return app.top
        run(app, 1, dt=0.5)
    raise AssertionError("no results screen")


def test_the_table_leads_back_to_the_results(app):
    table = open_table(app, finished_state())
    over = _to_results(app)
    click_at(app, over.back.rect.center)                    # "Look at the table"
    assert app.top is table
    run(app, 4, dt=0.5)
    assert app.top is table                                 # it stays on the table…
    click_button(app, table.b_results)                      # …until asked
    over = _to_results(app)
    click_at(app, over.back.rect.center)
    press(app, pygame.K_RETURN)                             # Enter does the same
    assert isinstance(app.top, GameOverScene) and app.errors == []


# ---- 14: the results screen says why a tie was broken ---------------------------------------------

def test_the_results_say_how_a_tie_was_broken(app):
    st = finished_state()
    st.scores = [20, 20]                                  # tied on VP…
    display = next(m for m in st.museum if any(owner == 1 for _, owner in m))
    display.remove(next(x for x in display if x[1] == 1))  # …and Ada shows one painting more
    assert st.shown_count(0) > st.shown_count(1)
    open_table(app, st)
    over = _to_results(app)
    assert over.headline() == "Ada wins"
    assert "Tie broken by the most paintings on display." in over.subline()
    assert app.errors == []


def test_a_tie_that_stays_a_tie_is_a_shared_win(app):
    st = finished_state()
    st.scores = [20, 20]
    assert st.shown_count(0) == st.shown_count(1)
    open_table(app, st)
    over = _to_results(app)
    assert over.headline() == "Shared win: Ada & Bruno"
    assert "Tie broken by the most paintings on display (still tied: shared win)." in over.subline()


def test_no_tie_no_tie_break_words(app):
    st = finished_state()
    st.scores = [21, 20]
    open_table(app, st)
    assert "Tie" not in _to_results(app).subline()


# ---- 13: things drawn over each other, and words ----------------------------------------------------

def test_a_three_digit_score_has_room_beside_the_new_exhibitor_tag(app):
    t = Builder(players=3, seed=1)
    s = t.s
    for p in range(3):
        for _ in range(10):
            s.discards[p].append(s.deck.pop())       # two-digit piles make the facts line long
        s.draws[p] += [s.deck.pop() for _ in range(5)]
    s.scores = [123, 108, 199]
    s.exhibitor = [0, 1, 2, -1]
    t.turn(0)
    table = open_table(app, s, seats=(("Ada", "human"), ("Bruno", "greedy"), ("Cy", "greedy")))
    painter = table.painter
    painter.invalidate()
    painter.update_base()                              # the rows without their live score numbers
    fnt = theme.font(table.s(24), bold=True)
    for p, row in enumerate(table.L.player_rows()):
        w, h = fnt.size(str(s.scores[p]))
        score = pygame.Rect(row.right - table.s(40) - w, row.centery - h // 2, w, h)
        colours = {painter._base.get_at((x, y))[:3] for x in range(score.left, score.right, 2)
                   for y in range(score.top + 3, score.bottom - 3, 2)}
        assert len(colours) == 1, f"row {p}: something is drawn where the score goes"


def test_use_ability_tabs_never_overlap_with_a_full_hand(app):
    t = Builder(players=2, seed=1, options={"starting_gold": ""})     # three 1-Golds in play
    target = t.painting("renaissance")
    t.gallery("indigo", target, token=9)
    golds = []
    for value in (1, 2, 1, 2, 1, 2):
        golds.append(t.gold(value, skip=golds))
    t.hand(0, *golds, t.painting("pop_art", skip=(target,)), t.gold(3, "prosperity"))
    t.turn(0)
    table = open_table(app, t.s)
    click_spot(app, table, ("gallery", target))
    chips = [r for _, r in table.geo.ability_chips()]
    assert len(chips) == 6
    for a, b in zip(chips, chips[1:]):
        assert a.right <= b.left, "two ability tabs overlap"
    for card, r in table.geo.ability_chips():                  # each tab still clicks its own card's ability
        click_at(app, r.center)
        assert table.view.paid().get(card) is True
    assert app.errors == []


def _pixels(app, rect):
    return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")


def test_hand_tooltips_leave_confirm_and_the_log_readable(app):
    t = Builder(players=2, seed=1)
    target = t.painting("renaissance")
    t.gallery("indigo", target, token=4)
    golds = []
    for value in (1, 2, 1, 2):
        golds.append(t.gold(value, skip=golds))
    t.hand(0, *golds, t.painting("pop_art", skip=(target,)))
    t.turn(0)
    table = open_table(app, t.s)
    click_spot(app, table, ("gallery", target))
    for card in golds[:3]:
        click_spot(app, table, ("hand", card))
    assert table.b_confirm.enabled
    clear = [table.b_confirm.rect, table.L.log]
    away = table.L.museum.topleft
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0)))
    run(app, 30)
    before = [_pixels(app, r) for r in clear]
    for card, r in table.geo.hand_cards():                    # every card, pointed at low down
        pos = (r.centerx, r.bottom - table.s(8))
        post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        run(app, 30)                                      # long enough for the tooltip
        assert table.ui.hover is not None and table.ui.hover.tip()
        assert [_pixels(app, r) for r in clear] == before, "a tooltip covers Confirm or the log"


def test_rating_lane_tooltips_use_the_right_article(app):
    from test_ui_ad_table import hover_tip
    table = open_table(app)
    tips = [hover_tip(app, table, ("lane", lane)) for lane in range(5)]
    nouveau = next(tip for tip in tips if tip.startswith("Art Nouveau"))
    assert "An Art Nouveau painting pays" in nouveau
    assert any("A Pop Art painting pays" in tip for tip in tips)


def test_gold_cards_never_offer_to_be_shown(app):
    from test_ui_ad_table import hover_tip
    t = Builder(players=2, seed=1)
    gold, painting = t.gold(1), t.painting("pop_art")
    t.hand(0, gold, painting)
    t.turn(0)
    table = open_table(app, t.s)
    assert "exhibition" not in hover_tip(app, table, ("hand", gold))
    assert "exhibition" in hover_tip(app, table, ("hand", painting))
    click_spot(app, table, ("hand", gold))
    assert "exhibition" not in hover_tip(app, table, ("hand", gold))
    assert "exhibition" not in captions.prompt(table.view)[0]


def test_new_exhibitor_label_and_spaces_do_not_overlap_at_1000x600(app):
    table = open_table(app)
    for size in ((1000, 600), (1280, 720), (1920, 1080)):
        post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        run(app, 2)
        L = table.L
        label = theme.font(table.s(10), bold=True).size("NEW EXHIBITOR")[0]
        assert L.exhibitor_strip.left + table.s(2) + label < L.exhibitor[0].left, size
        for a, b in zip(L.exhibitor, L.exhibitor[1:]):
            assert a.right < b.left
        text = theme.font(table.s(12), bold=True).size("3 off a Show")[0]
        assert all(r.w > text for r in L.exhibitor) and L.exhibitor[-1].right <= L.exhibitor_strip.right
    assert app.errors == []


def test_the_ranking_marks_each_seat_with_its_own_shape(app, monkeypatch):
    """Issue #19: the results' Ranking panel gives each seat the tables' seat marker (a shape per
    seat, theme.seat_marker), not one circle for all, so colour is not the only cue."""
    seats = (("Ada", "human"), ("Bruno", "greedy"), ("Clara", "greedy"), ("Dora", "greedy"))
    open_table(app, finished_state(players=4), seats=seats)
    over = _to_results(app)
    marked = []
    monkeypatch.setattr(theme, "seat_marker", lambda surface, seat, *a: marked.append(seat))
    monkeypatch.setattr(pygame.draw, "circle", lambda *a, **k: pytest.fail("a plain circle marks a seat"))
    over._draw_ranking(pygame.Surface(app.size), pygame.Rect(0, 0, 400, 300))
    assert sorted(marked) == [0, 1, 2, 3]                   # one marker per seat, by its seat
    assert app.errors == []


# ---- issue 30, item 9: the market's labels at 1000×600 ---------------------------------------------

@pytest.mark.parametrize("size", [(1000, 600), (1280, 720)])
def test_the_market_labels_keep_clear_at_small_windows(app, monkeypatch, size):
    from ui_helpers import drawn_texts

    from game.art_decko.ui import style
    red = (255, 0, 0)

    def token(value, size):
        surface = pygame.Surface((size, size))
        surface.fill(red)
        return surface

    monkeypatch.setattr(style, "cost_token", token)
    app.set_window_size(size)
    table = open_table(app)
    table.painter.invalidate()
    texts = dict(drawn_texts(app, monkeypatch))
    rating = table.L.rating
    for label in ("pays·VP", "gold:VP", "row"):
        assert texts[label].left >= rating.left + table.s(4), label               # not cut by the panel
    track, _, _ = table.painter.rating_geometry()
    gold = theme.font(table.s(10), bold=True).size("gold")[0]
    assert rating.left + table.s(10) + gold < track.left          # the gold lane's label, before its coin
    label = texts["Next cost tokens"]
    screen = pygame.display.get_surface()
    assert not any(screen.get_at((x, label.centery))[:3] == red for x in range(label.left, label.right + 2))
    assert screen.get_at((label.right + table.s(8) + 2, label.centery))[:3] == red   # the first token just after


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_new_exhibitor_panel_keeps_its_words_inside_at_every_size(app, monkeypatch, language):
    """Seen in a French game at 960×540: the New Exhibitor panel's line « une fois, à votre premier
    accrochage » ran past the panel's right edge, its last letters cut by the board, no "…". Each
    text the side panel draws stays inside it, said whole."""
    from game.engine import i18n
    app.set_language(language)
    t = Builder(players=2, seed=1)
    painting = t.painting("pop_art")
    t.hand(0, painting, t.gold(2), t.gold(2), t.gold(2))
    t.exhibition("poetic", free=["pop_art", "renaissance", "surrealism"])
    t.turn(0)
    table = open_table(app, t.s)
    click_spot(app, table, ("hand", painting))
    click_spot(app, table, ("exhibition", t.d.exhibition("poetic").index))
    assert game_state(table).decision().kind == "exhibitor"
    real = theme.blit_text
    drawn = []

    def record(surface, s, *args, **kwargs):
        rect = real(surface, s, *args, **kwargs)
        drawn.append((i18n.tr(s), pygame.Rect(rect)))
        return rect
    monkeypatch.setattr(theme, "blit_text", record)      # the panel is painted once per change: the resize's frames
    for size in ((960, 540), (1280, 720), (1920, 1080)):
        drawn.clear()
        post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        run(app, 2)
        side = table.L.side
        inside = [(s, r) for s, r in drawn if side.collidepoint(r.midleft) and s.strip()]
        assert i18n.tr("once, on your first Show") in [s for s, _ in inside], (size, inside)
        assert all(side.contains(r) and not s.endswith("…") for s, r in inside), (size, language, inside, side)
    assert app.errors == []
