"""The questions a table asks the engine: what raised a decision, why an action is not legal, and
what the money of a buy turn was made of (the same before and after a save is loaded)."""

from ac_helpers import arrange, do, game, play_line, stop_all

from game.avant_carde.state import AvantCardeState
from game.engine.actions import parse_action

JUNK = ["ob.w1", "ob.p14", "ob.r12", "ob.o11", "ob.o1"]


def _investor_turn():
    """Seat 0 buys with four face-up cards (ob.b13, B5a, B6a, B6b: $4), two of them Investors."""
    st = game(players=2, patrons="tokyoites", tags=["ob", "rp"])
    arrange(st, 0, hand=["ob.b13", "B5a", "B6a", "B6b"] + JUNK[:3])
    play_line(st, 0, "play ob.b13", "play B5a", "play B6a", "play B6b")
    stop_all(st)
    return st


def test_the_money_breakdown_survives_a_card_leaving_the_line_and_a_save():
    st = _investor_turn()
    assert st.score_breakdown(0) == [("cards", 4)]
    do(st, "use B6a", "trash B5a")            # the Investor trashes a 5 for $2
    assert st.players[0].made == 6
    assert st.score_breakdown(0) == [("cards", 4), ("patrons", 2)]
    loaded = AvantCardeState.from_data(st.to_data())
    assert loaded.score_breakdown(0) == [("cards", 4), ("patrons", 2)]
    assert st.clone().score_breakdown(0) == [("cards", 4), ("patrons", 2)]


def test_a_task_decision_names_the_power_that_raised_it():
    st = _investor_turn()
    assert st.decision().source is None                   # the buy turn itself
    do(st, "use B6a")
    d = st.decision()
    assert d.kind == "investor" and d.source == "investor"


def test_why_not_gives_the_rules_reason_and_none_for_a_legal_action():
    st = _investor_turn()
    assert st.why_not(parse_action("end")) is None
    assert st.why_not(parse_action("buy 7")) == "You have $4; the top card costs $7."
    assert st.why_not(parse_action("buy 7"), seat=1) == "Only in your buy turn."
    do(st, "use B6a")
    assert st.why_not(parse_action("use B6a")) == "Finish the current choice first."
    do(st, "trash B5a")
    assert st.why_not(parse_action("use B6a")) == "Already used this turn."
