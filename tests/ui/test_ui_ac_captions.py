"""The Avant Carde table's captions and view, without a window: pure functions of the view, which
comes from the seat's table model only."""

import subprocess
import sys
from types import SimpleNamespace

import ac_helpers as H
import msgspec

from game import avant_carde as ac
from game.avant_carde.table_view import view_of
from game.avant_carde.ui import captions, model
from game.engine.session import Seat
from game.ui.play.model import model_of

SEATS = [Seat("Ada"), Seat("Bob", "medium")]
JUNK = ["ob.w1", "ob.p14", "ob.r12"]


def _buy_turn():
    st = H.game(players=2, patrons="tokyoites", tags=["ob", "rp"])
    H.arrange(st, 0, hand=["ob.b13", "B5a", "B6a", "B6b"] + JUNK)
    H.play_line(st, 0, "play ob.b13", "play B5a", "play B6a", "play B6b")
    H.stop_all(st)
    return st


def test_captions_import_no_pygame():
    code = "import sys, game.avant_carde.ui.captions; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def _view(st, seat):
    return model.build_view(model_of(ac, st, seat, SEATS), seat)


def test_the_view_is_the_observation():
    st = H.game(players=2, patrons="tokyoites", tags=["ob", "rp"])
    obs = st.observation(0)
    obs["players"][1]["awards"] = 99          # the view shows whatever the filter says
    m = msgspec.structs.replace(model_of(ac, st, 0, SEATS), observation=view_of(obs))
    v = model.build_view(m, 0)
    assert v.seats[1].awards == 99
    assert [c for c, *_ in v.hand] == [st.code(c) for c in st.players[0].hand]


def test_buy_turn_captions_come_from_the_rules():
    st = _buy_turn()
    v = _view(st, 0)
    names = [s.name for s in SEATS]
    assert captions.status_line(v, names, [0]) == "Your buy turn: $4 to spend."
    title, body, tone = captions.action_texts(v, names, [0], model.build_prompt(v.decision, v.choices), False)
    assert (title, tone) == ("Your buy turn", "you") and "bury 1 more time" in body[0]
    seat, money, made, parts, awards, next_at = captions.money_figures(v)
    assert (seat, money, made, awards, next_at) == (0, 4, 4, 0, 6)
    assert captions.money_sum(parts) == "$4 cards"
    assert captions.end_tip(v, 0).startswith("End your buy turn: you made $4, not enough for an award")
    assert captions.line_caption(v) == "4 cards · worth $4"
    assert captions.stack_about(v, 7).startswith("The 7s: ")
    H.do(st, "use B6a", "trash B5a")
    v = _view(st, 0)
    assert captions.money_sum(captions.money_figures(v)[3]) == "$4 cards + $2 patrons"
    assert captions.money_figures(v)[3] == st.score_breakdown(0)         # the engine's own figures


def test_a_power_question_is_titled_with_its_patron():
    st = _buy_turn()
    H.do(st, "use B6a")
    v = _view(st, 0)
    title, body, _ = captions.action_texts(v, ["Ada", "Bob"], [0], model.build_prompt(v.decision, v.choices), False)
    assert title == model.patron_of_power(v, "investor").name == "The Investor"
    assert v.decision.source == "investor"


def test_waiting_captions_name_who_acts():
    st = _buy_turn()
    v = _view(st, 1)
    assert v.waiting_for == 0 and v.decision is None
    assert captions.status_line(v, ["Ada", "Bob"], [1]) == "Ada is buying: $4 to spend."
    H.do(st, "use B6a")
    v = _view(st, 1)
    title, body, _ = captions.action_texts(v, ["Ada", "Bob"], [1], None, False)
    assert (title, body) == ("Ada is choosing", [st.decision().prompt])
    assert captions.seat_kind(v.seats[1]) == "AI · medium" and captions.seat_kind(v.seats[0]) == "Human"


def test_card_tooltips_are_said_in_french():
    """Seen in the French lesson at 1280x720: hovering the red 12 in the line said 'Red 12 · matches
    by colour only', a used patron's button 'The Perfectionist: Most 2s: … — Already used this turn.'.
    The tooltip was built by f-strings and '+' of plain text, so nothing was left to
    translate where it was drawn; it is a message now, said whole in the language in force."""
    from game.engine import i18n
    from game.games import spec
    spec("avant-carde").module()                 # its catalogs are added with the game
    st = _buy_turn()
    v = _view(st, 0)
    number_card = next(c for c in ("ob.r12", "ob.p14") if load_card(c).number >= 11)
    patron_card = "B5a"
    assert load_card(patron_card).number in v.patrons
    changed = model.LineCard("B5a", 6, "blue", (1, 3), True, None, 5, "red", "play", True)
    try:
        i18n.set_language("fr")
        plain = i18n.tr(captions.card_tip(v, number_card))
        patron = i18n.tr(captions.card_tip(v, patron_card))
        line = i18n.tr(captions.line_tip(v, changed))
        pat = v.patrons[5]
        used = i18n.tr(captions.power_tip(pat, "p", "Already used this turn."))
        box = i18n.tr(captions.patron_tip(5, pat.name, pat.timing, pat.short, False))
        Proj = SimpleNamespace
        moved = i18n.tr(captions.projection_change(
            Proj(total=10, awards=0, money=5.0, rounds_left=28, earned=None, this_round=True, per_round=0.3),
            Proj(total=12, awards=2, money=5.0, rounds_left=27, earned=None, this_round=True, per_round=0.3)))
        over = SimpleNamespace(over=True, result={"winners": [1]})
        winner = i18n.tr(captions.action_texts(over, ["Ada", "Bob"], [0], None, False)[1][0])
    finally:
        i18n.set_language("en")
    assert plain.startswith("12 rouge") and "correspond seulement par la couleur" in plain, plain   # "le 12 rouge"
    assert "matches" not in plain and "Red" not in plain
    assert "when played" not in patron and "buy turn" not in patron and "\u00a0:" in patron, patron
    assert "ce tour-ci, elle compte comme un 6 et " in line and "compte aussi comme 1, 3." in line, line
    assert "this turn" not in line and " and " not in line
    assert used.endswith(" — Déjà utilisé ce tour-ci.") and "\u00a0: " in used and pat.short not in used, used
    assert box.startswith("5 · ") and "Cannot" not in box and box.endswith(" Ne peut pas être copié."), box
    assert winner == "Gagnant\u00a0: Bob", winner
    assert "plateau\u00a0; " in moved and "; " not in moved.replace("\u00a0; ", ""), moved
    assert captions.card_tip(v, number_card) == "Red 12 · matches by colour only"    # English as before


def load_card(code):
    from game.avant_carde.data import load_data
    return load_data().card(code)
