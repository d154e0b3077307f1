"""Where you stand on the Avant Carde table: the projection on each plate with its breakdown as
the plate's tooltip, and the deck viewer a click on a plate opens."""

import dataclasses

import msgspec
import pygame
from test_ui_ac_helpers import open_game, rng, settle, to_buy_turn
from ui_helpers import click, press, run

from game.avant_carde.projection import project
from game.avant_carde.ui import captions
from game.avant_carde.ui.model import build_view
from game.avant_carde.ui.piles import pile_sections
from game.engine.actions import Action
from game.ui.play.model import model_of
from game.ui.play.pileview import PileViewer


def look_and_close(app, table, spot, title, piles):
    """Click ``spot``: the pile viewer shows seat 1's ``piles`` under ``title``; Escape closes it."""
    click(app, spot.rect.center)
    viewer = app.top
    assert isinstance(viewer, PileViewer) and viewer.seat == 1 and viewer.title == title
    assert viewer.piles == piles
    run(app, 3)
    press(app, pygame.K_ESCAPE)
    assert app.top is table


def test_plates_show_the_projection_and_open_the_deck_viewer(app):
    table = open_game(app, (("Ada", "human"), ("Bob", "greedy"), ("Cy", "greedy")))
    to_buy_turn(app, table, rng(4))
    c = table.controller
    expected = project(c.state.observation(c.viewer))
    assert [dataclasses.astuple(p) for p in expected] == [msgspec.structs.astuple(sv.projection)
                                                          for sv in table.view.seats]
    spots = table.plate_spots.spots
    assert set(spots) == {0, 1, 2}
    for seat, spot in spots.items():
        assert spot.tooltip.startswith(f"{table.view.seats[seat].name}: about {expected[seat].total} awards")
        assert spot in table.ui.widgets
    assert captions.projection_short(table.view.seats[1]) == f"≈{expected[1].total} at end"
    look_and_close(app, table, spots[1], "Bob's cards", pile_sections(table.view, 1))
    click(app, spots[0].rect.center)
    own = {pile.title: pile.cards for pile in app.top.piles}
    assert app.top.title == "Your cards" and own["Hand"] == list(c.state.observation(0)["players"][0]["hand"])
    assert not app.errors


def test_pile_sections_hide_what_is_hidden():
    from tests.follow.helpers import play, session
    s = play(session(seats=(("Ada", "human"), ("Bob", "greedy")), seed=9),
             until=lambda s: s.state.round == 2 and s.state.phase == "buy")
    view = build_view(model_of(s.game, s.state, 0, s.seats), 0)
    other = {pile.title: pile.cards for pile in pile_sections(view, 1)}
    assert "Hand" not in other and "Deck (order hidden)" not in other
    p = s.state.players[1]
    hidden = sorted(s.state.code(c) for c in p.hand + p.deck + [e.card for e in p.line if not e.up])
    assert other["Not in sight: hand, deck and face-down cards"] == hidden


def test_art_decko_projection_is_the_engine_breakdown_and_final_at_the_end():
    from game.art_decko.projection import project
    from game.art_decko.table_view import view_of
    from game.art_decko.ui import captions as ad
    from tests.follow.helpers import play, session
    seats = (("Ann", "human"), ("Ben", "greedy"), ("Cy", "greedy"))
    # The box's starting Gold: at this position Ann's projection (her sight only) meets the breakdown.
    s = play(session("art-decko", seats=seats, seed=4, options={"starting_gold": ""}), steps=60)
    obs = s.state.observation(0)
    v = ad.TableView(view_of(obs), s.state.data, s.seats, 0)
    assert [b.total for b in v.projected] == [b["total"] for b in project(obs)]     # what Ann may see, not the state
    assert v.projected[0].total == s.state.final_breakdown(0)["total"]
    assert v.projected[0].before == s.state.final_breakdown(0)["before"]
    for p in range(3):
        assert ad.projection_short(v, p) == f"≈{v.projected[p].total} at end"
        assert f"{v.projected[p].total} VP = {s.state.scores[p]} on the track" in ad.player_tip(v, p)
    s = play(s)
    v = ad.TableView(view_of(s.state.observation(0)), s.state.data, s.seats, 0)
    assert [b.total for b in v.projected] == s.state.summary()["scores"]
    assert ad.projection_words(v, 0).startswith("Final score: ")


def test_art_decko_panel_draws_the_projection(app):
    from game.engine.session import Session
    from game.games import AGENTS, game_module
    from game.ui.play import launch
    app.settings.animation_speed = "instant"
    session = Session(game_module("art-decko"), {"seed": 3}, (("Ann", "human"), ("Ben", "greedy")), agents=AGENTS)
    table = launch.open_table(app, session)
    run(app, 2)
    f = table.frame()
    # at the start every painting scores alike, so what Ann has not seen of Ben's counts right
    assert f.projected == [f"≈{session.state.final_breakdown(p)['total']} at end" for p in range(2)]
    assert not app.errors


def test_art_decko_player_rows_open_the_deck_viewer_with_what_each_may_see(app):
    from game.art_decko.table_view import view_of
    from game.art_decko.ui.piles import pile_sections as ad_piles
    from game.engine.session import Session
    from game.games import AGENTS, game_module
    from game.ui.play import launch
    app.settings.animation_speed = "instant"
    session = Session(game_module("art-decko"), {"seed": 3}, (("Ann", "human"), ("Ben", "greedy")), agents=AGENTS)
    table = launch.open_table(app, session)
    run(app, 2)
    spot = table._spot_keys[("player", 1)]
    assert spot.tooltip.endswith("Click to see the cards.")
    look_and_close(app, table, spot, "Ben's cards",
                   ad_piles(view_of(session.state.observation(0)), session.state.data, 1))
    click(app, table._spot_keys[("player", 0)].rect.center)
    own = {pile.title: pile.cards for pile in app.top.piles}
    st = session.state
    assert own["Hand"] == [st.data.cards[c].code for c in st.hands[0]]
    assert sorted(own["Draw pile (order hidden)"]) == sorted(st.data.cards[c].code for c in st.draws[0])
    run(app, 3)
    assert not app.errors


def test_art_decko_piles_show_exhibits_and_in_play_and_hide_hands():
    from game.art_decko.table_view import view_of
    from game.art_decko.ui.piles import pile_sections as ad_piles
    from tests.follow.helpers import play, session
    s = play(session("art-decko", seats=(("Ann", "human"), ("Ben", "greedy")), seed=4),
             until=lambda s: any(owner == 1 for m in s.state.museum for _, owner in m) and s.state.current == 1
             and any(s.state.played))
    st = s.state
    code = lambda c: st.data.cards[c].code      # noqa: E731
    other = {pile.title: pile for pile in ad_piles(view_of(st.observation(0)), st.data, 1)}
    assert "Hand" not in other and "Draw pile (order hidden)" not in other
    assert other["On show in the museum"].cards == [code(c) for m in st.museum for c, o in m if o == 1]
    assert other["Spent on this turn's actions"].cards == [code(c) for space in st.played for c in space]
    hidden = other["Hand and draw pile: the cards known to be there"]
    assert hidden.count == len(st.hands[1]) + len(st.draws[1])
    assert set(hidden.cards) <= {code(c) for c in st.hands[1] + st.draws[1]}
    assert other["Discard pile (newest last)"].cards == [code(c) for c in st.discards[1]]
    mine = {pile.title: pile for pile in ad_piles(view_of(st.observation(0)), st.data, 0)}
    assert mine["Spent on this turn's actions"].cards == []       # Ben's turn: the spent cards are his


def test_the_pile_viewer_scrolls_to_the_last_piles_cards(app):
    from game.ui.play.piles import Pile
    drawn = []

    def face(code, width):
        drawn.append(code)
        return pygame.Surface((width, round(width * 1.4)))

    piles = [Pile(f"Pile {i}", [f"p{i}c{k}" for k in range(12)]) for i in range(7)]
    piles.append(Pile("Out of the game (everyone's)", [f"out{k}" for k in range(9)]))
    viewer = PileViewer(app, "Your cards", piles, face)
    app.push(viewer)
    run(app, 3)
    assert viewer.max_scroll > 0 and not any(c.startswith("out") for c in drawn)     # below the fold
    for _ in range(40):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        run(app)
    drawn.clear()
    app.dirty = True
    run(app, 2)
    assert viewer.scroll == viewer.max_scroll
    assert [c for c in drawn if c.startswith("out")] == [f"out{k}" for k in range(9)] * (drawn.count("out0") or 1)
    assert not app.errors


# ---- issue 30, item 4: projections explain themselves -----------------------------------------------

def test_the_tooltip_counts_what_the_money_box_counts_and_its_parts_add_up(app):
    app.settings.confirm_end_turn = False
    table = open_game(app, (("Ada", "human"), ("Bob", "greedy")), seed=3)
    r = rng(5)
    for _ in range(30):
        to_buy_turn(app, table, r)
        if captions.money_figures(table.view)[4] >= 1:
            break
        table.submit_action(Action("end"))
        run(app)
    sv = table.view.seats[table.view.viewer]
    _, _, _, _, so_far, _ = captions.money_figures(table.view)
    assert so_far >= 1 and sv.projection.earned == so_far         # "1 award so far" in the money box
    tip = captions.projection_tip(sv)
    assert f"+ {so_far} earned this round" in tip
    taken, this, later = captions.projection_parts(sv.projection)
    assert taken + this + later == sv.projection.total and taken == sv.awards   # the plate's count


def test_a_projection_that_moves_says_why():
    from game.avant_carde.projection import Projection
    before = Projection(awards=2, money=6.0, per_round=1.0, this_round=True, rounds_left=4, total=7)
    bought = Projection(awards=2, money=4.2, per_round=0.5, this_round=True, rounds_left=4, total=4)
    said = captions.projection_change(before, bought)
    assert said.startswith("Last change: -3 (7 → 4): their cards now make $4.2 a round, not $6.0")
    assert "dilutes" in said
    assert captions.projection_change(before, before) is None


def test_the_plate_tooltip_keeps_the_last_change(app):
    from game.avant_carde.projection import Projection
    table = open_game(app, (("Ada", "human"), ("Bob", "greedy")), seed=3)
    settle(app, table)
    sv = table.view.seats[1]
    sv.projection = Projection(sv.projection.awards, sv.projection.money + 3, sv.projection.per_round + 2,
                               sv.projection.this_round, sv.projection.rounds_left, sv.projection.total + 5)
    table.refresh()
    run(app)
    assert table.view.seats[1].projection_change.startswith("Last change: -5")
    assert table.plate_spots.spots[1].tooltip.count("Last change: -5") == 1
