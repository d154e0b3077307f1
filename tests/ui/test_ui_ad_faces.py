"""Art Decko's pieces drawn by code: every card face renders at every size, the five genres
differ by shape and not only by colour, the scoring breakdown adds up, and the frame benchmark
returns its figures."""

import pygame
import pytest

from game.art_decko import load_data, new_game
from game.art_decko.scoring import final_scoring
from game.art_decko.table_view import view_of
from game.art_decko.ui import artworks, paintings, style
from game.art_decko.ui.breakdown import breakdown_rows, draw_breakdown


@pytest.fixture(scope="module")
def data():
    return load_data()


def test_every_card_face_renders_at_every_size(data):
    seen = set()
    for card in data.cards:
        c = data.cards[card.id]
        key = (c.genre, c.title, c.value, c.ability, c.seat)
        if key in seen:
            continue
        seen.add(key)
        for size in ((30, 42), (54, 76), (104, 146), (180, 252)):
            img = paintings.render_card(data, card.id, size)
            assert img.get_size() == size
            # opaque inside (the rounded corners only are clear)
            assert img.get_at((size[0] // 2, size[1] // 2)).a == 255
    assert paintings.render_back((54, 76)).get_size() == (54, 76)


def test_the_fifteen_paintings_are_fifteen_pictures(data):
    pictures = set()
    for g in data.genres:
        for i, title in enumerate(g.titles):
            art = artworks.artwork(g.id, i, title)
            small = pygame.transform.smoothscale(art, (12, 12))
            pictures.add(bytes(pygame.image.tobytes(small, "RGB")))
    assert len(pictures) == 15


def _mask(glyph_img):
    return pygame.mask.from_surface(glyph_img, 100)


def test_genres_differ_by_glyph_shape_not_only_colour():
    masks = [_mask(style.glyph_icon(g, 48, (0, 0, 0))) for g in range(6)]     # five genres and gray
    for i in range(6):
        for j in range(i + 1, 6):
            a, b = masks[i], masks[j]
            overlap = a.overlap_area(b, (0, 0))
            union = a.count() + b.count() - overlap
            assert overlap / union < 0.75, (i, j, overlap / union)


def test_player_ribbons_carry_their_number():
    # the four ribbons differ even in grey: the digit drawn on each is different
    greys = []
    for seat in range(4):
        img = style.ribbon_icon(seat, 40)
        grey = pygame.transform.grayscale(img)
        greys.append(bytes(pygame.image.tobytes(grey, "RGBA")))
    assert len(set(greys)) == 4


def test_breakdown_adds_up_for_a_projection_and_draws(data):
    st = new_game(3, seed=4)
    names = ["Ada", "Bruno", "Clara"]
    obs = view_of(st.observation(0))
    header, rows, totals = breakdown_rows(obs, names)
    assert header == names
    # at the start every painting scores alike: the paintings Ada has not seen count just as much
    assert totals == [b["total"] for b in final_scoring(st)[1]]
    assert any(r[0] == "unseen" for r in rows)
    for p in range(3):
        assert sum(r[3][p][2] for r in rows) == totals[p]
    surface = pygame.Surface((500, 300))
    used = draw_breakdown(surface, surface.get_rect(), obs, names, 1.0)
    assert used.h <= 300                      # the type shrinks to fit a small rect


def test_breakdown_draws_in_a_narrow_rect():
    """A column of fractional width (the rect's width shared among the seats) cut a word wider than
    it at a fractional character count: a TypeError, and no game-over screen, below ~100 px."""
    obs = view_of(new_game(3, seed=4).observation(0))
    for width in (37, 58, 93):
        surface = pygame.Surface((width, 300))
        assert draw_breakdown(surface, surface.get_rect(), obs, ["Ada", "Bruno", "Clara"], 1.0).w == width


def test_frame_bench_reports_figures(home):
    from game.art_decko.ui.bench import ad_frame_bench, report
    fig = ad_frame_bench(frames=20, moves=3, warmup=2, size=(1100, 800))
    assert fig["size"] == "1100x800"          # not fitted to the dummy driver's 1024×768 desktop
    assert fig["errors"] == 0 and fig["move_frames"] == 3 and fig["players"] == 4 and fig["round"] == 5
    for figures in (fig["wall"], fig["cpu"], fig["move_wall"], fig["move_cpu"]):
        assert 0 < figures["median"] <= figures["p95"] <= figures["max"]
    lines, _ = report(fig)
    assert any("frame after a move" in line for line in lines)


def test_the_frames_that_apply_moves_paint_no_card_face(app):
    """The faces a move brings into view (a refilled gallery, a shown painting, a spent gold, a
    new hand, the cards in flight) are painted ahead between moves: a move's frame used to paint
    them itself, past its 16 ms."""
    from ui_helpers import run

    from game.art_decko.ui.table import ArtDeckoTable
    from game.engine.session import Session
    from game.games import AGENTS, game_module
    from game.ui.play.controller import GameController
    app.set_window_size((800, 450))           # small faces: a quick test
    app.settings.animation_speed = "instant"
    session = Session(game_module("art-decko"), {"seed": 4}, [("Ada", "human"), ("Bruno", "greedy")], agents=AGENTS)
    table = ArtDeckoTable(app, GameController(session, app.settings))
    app.push(table)
    session.seats[0].player = "greedy"        # the AIs play both seats; Ada's hand stays shown
    table.refresh()
    paintings.render_painting.cache_clear()
    paintings.render_gold.cache_clear()

    def painted() -> int:
        return paintings.render_painting.cache_info().misses + paintings.render_gold.cache_info().misses

    moves = 0
    while moves < 12:
        table.hold_ai = True                  # the frames between moves, until every face is painted
        for _ in range(200):
            run(app)
            if not table.warmer.pending:
                break
        assert not table.warmer.pending
        table.hold_ai = False
        before, faces = len(session.actions), painted()
        for _ in range(20):                   # the AI thinks, then its move lands
            table.controller.wait_for_ai()
            run(app)
            if len(session.actions) > before:
                break
        assert len(session.actions) > before
        assert painted() == faces, f"move {moves + 1} ({session.actions[-1]}) painted a card face"
        moves += 1
    assert painted() > 100 and app.errors == []


def test_a_painting_names_its_genre_in_french(data, monkeypatch):
    """Seen in the French lesson at 1280x720: the cards said 'IMPRESSIONISM', 'SURREALISM' above
    their French titles (the English name was put in capitals, then looked up as a message)."""
    from game.engine import i18n
    from game.games import spec
    from game.ui import theme
    spec("art-decko").module()                # its catalogs are added with the game
    drawn = []
    real = theme.Face.render

    def record(self, text, *args, **kwargs):
        drawn.append(i18n.tr(text) if isinstance(text, str) else text)
        return real(self, text, *args, **kwargs)

    monkeypatch.setattr(theme.Face, "render", record)
    card = next(i for i, c in enumerate(data.cards) if c.genre >= 0 and data.genres[c.genre].id == "impressionism")
    try:
        i18n.set_language("fr")
        paintings.render_card(data, card, (120, 168))
    finally:
        i18n.set_language("en")
    assert "IMPRESSIONNISME" in drawn and "IMPRESSIONISM" not in drawn, drawn
    drawn.clear()
    paintings.render_card(data, card, (120, 168))          # the cache is dropped with the language
    assert "IMPRESSIONISM" in drawn, drawn
