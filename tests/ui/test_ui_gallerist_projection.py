"""The Gallerist table's projection: each board's tooltip breaks down the money the header's
"end ≈" shows, from what the viewer may see (game/gallerist/projection.py)."""

from ui_helpers import run

from game.engine.session import Session
from game.gallerist import table_words
from game.gallerist.board import EMPTY
from game.gallerist.projection import project
from game.gallerist.scoring import easel_value
from game.gallerist.table_view import view_of
from game.gallerist.view import public_state
from game.games import game_module


def test_each_board_tooltip_breaks_down_the_projected_money(app):
    from game.ui.play import launch
    app.settings.animation_speed = "instant"
    session = Session(game_module("the-gallerist"), {"seed": 4}, (("Ann", "human"), ("Ben", "human")))
    for text in ("start colony", "start sales", "move media", "hire 1"):
        session.apply(next(a for a in session.state.decision().options if str(a) == text))
    table = launch.open_table(app, session)
    run(app, 2)
    pub = table.frame.pub
    spots = {s.key: s for s in table.spots if s.key and s.key[0] == "board"}
    assert set(spots) == {("board", 0), ("board", 1)}
    other = 1 - table.controller.seat_shown
    header = table.lay.boards[other]
    for point in ((header.left + 40, header.top + 12), (header.right - 40, header.top + 12)):
        hovered = [s for s in table.spots if s.rect.collidepoint(point)]   # issue 29: only the second row said it
        assert hovered and hovered[0].tooltip.endswith(table_words.projection_words(pub, other)), point
    for (_, q), spot in spots.items():
        assert spot.tooltip.endswith(table_words.projection_words(pub, q))
    public = public_state(table.controller.observation())
    assert list(pub.projected) == [part["total"] for part in project(public)]
    words = table_words.projection_words(pub, 1)
    assert words.startswith(f"Money if the game ended now: ${project(public)[1]['total']} = Money in hand $")
    assert "Not counted, hidden from you: Curator card and Art Dealer card." in words
    assert "hidden" not in table_words.projection_words(pub, table.controller.seat_shown)
    assert not app.errors


def test_the_estimate_counts_the_auction_as_the_offers_stand():
    from game import gallerist
    st = gallerist.new_game(players=2, seed=7)
    st.market_assistants[6][0] = 1
    for row in range(4, 6):
        for col in range(3):
            st.market_assistants[row][col] = EMPTY
    best = max(easel_value(st, w) for w in st.easels)
    assert project(public_state(st.observation(0)))[1]["auction"] == best > 0
    assert "The auction works: as the offers stand now." in table_words.projection_words(view_of(st.observation(0)), 1)
