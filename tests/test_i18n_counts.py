"""Issue 41, item 2: counts said in French with their plural forms ("1 tickets Collectionneur
restants", "0 vendues", "1 exposés dans le genre le plus exposé", "1 coups comparés" were read)."""

from types import SimpleNamespace

import pytest

from game import gallerist
from game.art_decko import scoring as ad_scoring
from game.engine import i18n
from game.engine.actions import parse_action
from game.gallerist.ui import captions
from game.gallerist.ui.model import build_frame
from game.games import spec


@pytest.fixture
def french():
    for gid in ("the-gallerist", "art-decko"):
        spec(gid).module()
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def _gallerist_frame():
    st = gallerist.new_game(players=2, seed=7)
    for a in ("start colony", "start sales"):
        st.apply(parse_action(a))
    d = st.decision()
    return st, build_frame(st.observation(d.player), d, d.player, ["Ada", "Bruno"], range(2))


def test_the_gallerist_counts_one_ticket_and_no_work_sold_in_the_singular(french):
    st, frame = _gallerist_frame()
    colour = next(c for c in range(3))
    frame.pub.box_office[colour] = 1
    office = i18n.tr(captions.piece_tip(frame, ("office", colour)))
    board = i18n.tr(captions.piece_tip(frame, ("board", 0)))
    assert "1 ticket " in office and "restant." in office and "tickets" not in office, office
    assert "0 œuvre exposée," in board and "0 vendue," in board and "0 tuile Réputation" in board, board


def test_art_deckos_scoring_counts_one_painting_in_the_singular(french):
    seen = SimpleNamespace(players=[0, 1], shown=[[1, 0], [2, 0]], genre_names=["Portrait", "Landscape"])
    lines = [i18n.tr(why) for _vp, why in ad_scoring._shown_in(seen, [0], 2, "most")]
    assert lines[0].startswith("1 exposé dans") and lines[1].startswith("2 exposés dans"), lines
    assert "×" in lines[0] and " x " not in lines[0]
