"""Issue 41, item 2: counts said in French with their plural forms ("1 tickets Collectionneur
restants", "0 vendues", "1 exposés dans le genre le plus exposé", "1 coups comparés" were read)."""

import os
from types import SimpleNamespace

import pytest

from game import gallerist
from game.art_decko import scoring as ad_scoring
from game.engine import i18n
from game.engine.actions import parse_action
from game.engine.session import Seat
from game.gallerist import table_words
from game.gallerist.ui.model import build_frame
from game.games import spec
from game.ui.play.model import model_of


@pytest.fixture
def french():
    for gid in ("the-gallerist", "art-decko"):
        spec(gid).module()
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def _gallerist_frame(colour):
    st = gallerist.new_game(players=2, seed=7)
    for a in ("start colony", "start sales"):
        st.apply(parse_action(a))
    st.box_office[colour] = 1                    # one ticket of that colour left
    return st, build_frame(model_of(gallerist, st, 0, [Seat("Ada"), Seat("Bruno")]))


def test_the_gallerist_counts_one_ticket_and_no_work_sold_in_the_singular(french):
    colour = 0
    st, frame = _gallerist_frame(colour)
    office = i18n.tr(table_words.piece_tip(frame, ("office", colour)))
    board = i18n.tr(table_words.piece_tip(frame, ("board", 0)))
    assert "1 ticket " in office and "restant." in office and "tickets" not in office, office
    assert "0 œuvre exposée," in board and "0 vendue," in board and "0 tuile Réputation" in board, board


def test_art_deckos_scoring_counts_one_painting_in_the_singular(french):
    seen = SimpleNamespace(players=[0, 1], shown=[[1, 0], [2, 0]], genre_names=["Portrait", "Landscape"])
    lines = [i18n.tr(why) for _vp, why in ad_scoring._shown_in(seen, [0], 2, "most")]
    assert lines[0].startswith("1 exposé dans") and lines[1].startswith("2 exposés dans"), lines
    assert "×" in lines[0] and " x " not in lines[0]


def test_what_the_next_avant_carde_card_must_match_is_said_as_french_says_it(french):
    """Issue 41, item 3: 'une carte qui correspond à rouge ou 1', 'doit être bleu', 'doit être 1':
    a colour said of a card agrees with it, a number is a noun, and each shape is a whole message."""
    from game.avant_carde import board
    from game.avant_carde.ui import captions as ac_captions
    from game.games import spec
    spec("avant-carde").module()
    blue, red_or_1 = (frozenset({"blue"}), frozenset({13})), (frozenset({"red"}), frozenset({1}))
    assert i18n.tr(board.match_words(blue)) == "bleue"
    assert i18n.tr(board.match_words((frozenset({"white"}), frozenset({1})))) == "un 1"
    assert i18n.tr(board.match_words(red_or_1)) == "rouge ou un 1"
    view = SimpleNamespace(over=False, match=board.match_words(red_or_1, card=True),
                           decision=SimpleNamespace(kind="play"))
    assert i18n.tr(ac_captions.status_line(view, [], ())) == \
        "Votre exposition\u00a0: posez une carte rouge ou un 1, ou arrêtez."
    i18n.set_language("en")
    assert ac_captions.status_line(view, [], ()) == "Your line: play a red card or a 1, or stop."
    assert board.match_words((frozenset({"orange"}), frozenset({8})), card=True) == "an orange card or an 8"


def test_an_avant_carde_card_tooltip_names_the_card_as_the_rules_do(french):
    """'Rouge 12' where the French rules say 'le 12 rouge'."""
    from game.avant_carde.ui import captions as ac_captions
    from game.games import spec
    spec("avant-carde").module()
    from game.avant_carde.data import load_data
    code = next(c.code for c in load_data().cards if c.colour == "red" and c.number == 12)
    assert i18n.tr(ac_captions.card_tip(SimpleNamespace(patrons={}), code)).startswith("12 rouge · "), code


def test_a_name_after_de_is_elided_in_french(french):
    """Issue 41, item 3: 'de Ada' → 'd’Ada' (the catalog cannot know the name); 'de Bruno' stays."""
    assert i18n.tr(i18n.M("{name}'s cards", name="Ada")) == "Cartes d’Ada"
    assert i18n.tr(i18n.M("{name}'s cards", name="Bruno")) == "Cartes de Bruno"
    assert i18n.tr(i18n.M("{name}'s cards", name="")) == "Cartes de "


def test_no_participle_on_a_players_name_in_french():
    """'Ada a été expulsé': a participle after a player's name takes a gender the app does not know;
    the French catalogs rephrase ('Après son expulsion, {who} passe')."""
    import glob
    import re
    for path in glob.glob(os.path.join(i18n.DATA_ROOT, "**", "fr.po"), recursive=True):
        for e in i18n.read_catalog(path).entries.values():
            for s in e.strings:
                assert not re.search(r"(^|· )\{(who|name|winner)\}(,| a été| est) (expulsé|parti|éliminé)\b", s), s


def test_the_gallerist_legend_names_each_bonus_once(french):
    """Issue 41, item 6: 'bonus I : bonus I : …' (and 'I bonus: I bonus: …' in English)."""
    from game.gallerist.ui.rules import legend_lines
    for language in ("fr", "en"):
        i18n.set_language(language)
        for line in legend_lines():
            said = i18n.tr(line)
            if not said.startswith("- **"):
                continue
            head, _, rest = said.partition("**: " if language == "en" else "**\u00a0: ")
            name = head.removeprefix("- **")
            assert not rest.lower().startswith(name.lower()), said
