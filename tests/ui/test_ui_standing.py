"""Where you stand on the Avant Carde table: the projection on each plate with its breakdown as
the plate's tooltip, and the deck viewer a click on a plate opens."""

import pygame

from test_ui_ac_helpers import open_game, rng, to_buy_turn
from ui_helpers import click, press, run

from game.avant_carde.projection import project
from game.ui.avant_carde import captions
from game.ui.avant_carde.deckview import DeckViewer
from game.ui.avant_carde.piles import pile_sections


def test_plates_show_the_projection_and_open_the_deck_viewer(app):
    table = open_game(app, (("Ada", "human"), ("Bob", "greedy"), ("Cy", "greedy")))
    to_buy_turn(app, table, rng(4))
    c = table.controller
    expected = project(c.state.observation(c.viewer))
    assert [sv.projection for sv in table.view.seats] == expected
    spots = table.plate_spots.spots
    assert set(spots) == {0, 1, 2}
    for seat, spot in spots.items():
        assert spot.tooltip.startswith(f"{table.view.seats[seat].name}: about {expected[seat].total} awards")
        assert spot in table.ui.widgets
    assert captions.projection_short(table.view.seats[1]) == f"≈{expected[1].total} at end"
    click(app, spots[1].rect.center)
    viewer = app.top
    assert isinstance(viewer, DeckViewer) and viewer.seat == 1
    assert viewer.sections == pile_sections(c.state.observation(0), 1)
    run(app, 3)
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    click(app, spots[0].rect.center)
    own = dict(app.top.sections)
    assert own["Hand"] == list(c.state.observation(0)["players"][0]["hand"])
    assert not app.errors


def test_pile_sections_hide_what_is_hidden():
    from tests.follow.helpers import play, session
    s = play(session(seats=(("Ada", "human"), ("Bob", "greedy")), seed=9),
             until=lambda s: s.state.round == 2 and s.state.phase == "buy")
    other = dict(pile_sections(s.state.observation(0), 1))
    assert "Hand" not in other and "Deck (order hidden)" not in other
    p = s.state.players[1]
    hidden = sorted(s.state.code(c) for c in p.hand + p.deck + [e.card for e in p.line if not e.up])
    assert other["Not in sight: hand, deck and face-down cards"] == hidden
