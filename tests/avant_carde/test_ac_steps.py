"""The step machine: every decision comes from a step of the one StepBook, the phases' options are
exactly the candidates their rule passes, ``why_not`` gives that rule's reason, and a save names
only the tasks a power pushes."""

import random

import pytest
from ac_helpers import arrange, do, game, play_line, stop_all

from game import avant_carde as ac
from game.avant_carde import buy, play
from game.avant_carde.state import AvantCardeState
from game.avant_carde.steps import PHASES, STEPS
from game.engine.actions import Action, parse_action
from game.engine.errors import SaveError

JUNK = ["ob.w1", "ob.p14", "ob.r12"]


def _positions(seed, players, patrons, every=3):
    """Positions met in a seeded random game (every ``every``-th), each ready to decide."""
    st = ac.new_game(players=players, seed=seed, patrons=patrons)
    r = random.Random(seed)
    n = 0
    while st.decision() is not None:
        if n % every == 0:
            yield st.clone()
        st.apply(r.choice(st.decision().options))
        n += 1


POSITIONS = [(seed, players, patrons) for seed, players, patrons in
             ((1, 2, "new_yorkers"), (2, 3, "tokyoites"), (3, 4, "parisians"), (4, 5, "londoners"),
              (5, 1, "parisians"))]


@pytest.mark.parametrize("seed,players,patrons", POSITIONS)
def test_a_phase_decision_is_exactly_the_candidates_its_rule_passes(seed, players, patrons):
    seen = set()
    for st in _positions(seed, players, patrons):
        d = st.decision()
        if d.kind not in PHASES:
            continue
        seen.add(d.kind)
        step, task = STEPS[d.kind], {"kind": d.kind, "player": d.player}
        candidates = list(step.candidates(st, task))
        assert list(d.options) == [a for a in candidates if step.check(st, task, a) is None]
        for a in candidates:
            if a not in d.options:
                assert st.why_not(a) == step.check(st, task, a) is not None
    assert seen == set(PHASES) or players == 1 and "play" in seen


def test_every_decision_is_a_registered_step_and_tasks_never_name_a_phase():
    kinds = set()
    for seed, players, patrons in POSITIONS:
        for st in _positions(seed, players, patrons, every=1):
            kinds.add(st.decision().kind)
            assert all(t["kind"] in STEPS and t["kind"] not in PHASES for t in st.tasks)
    assert kinds <= set(STEPS.steps) and set(PHASES) <= kinds and len(kinds) > 6


def test_the_play_rule_reasons():
    st = game(players=2, patrons="new_yorkers", tags=["ob", "rp"])
    arrange(st, 0, hand=["ob.b13", "R5a", "B6a"] + JUNK)
    do(st, "play ob.b13")
    assert play.check_play(st, 0, parse_action("play R5a")) == "Does not match your line: the next card must be blue."
    assert play.check_play(st, 0, parse_action("play B6a")) is None
    assert play.check_play(st, 0, parse_action("play B6a n3")) == \
        "Does not match your line: the next card must be blue."     # a 6 has no other way
    assert play.check_play(st, 0, parse_action("play R4a")) == "That card is not in your hand."
    assert st.why_not(parse_action("buy 3")) == "Only in your buy turn."
    assert st.why_not(parse_action("skip")) == "Not available now."


def test_the_buy_rules_reasons():
    st = game(players=2, patrons="tokyoites", tags=["ob", "rp"])
    arrange(st, 0, hand=["ob.b13", "B5a", "B6a", "B6b"] + JUNK)
    play_line(st, 0, "play ob.b13", "play B5a", "play B6a", "play B6b")
    stop_all(st)
    assert buy.check_buy(st, 0, 4) is None and buy.check_buy(st, 0, 5) == "You have $4; the top card costs $5."
    assert buy.check_bury(st, 0, 3) is None
    assert buy.check_use(st, 0, "B6a") is None and buy.check_use(st, 0, "B5a") == "No such power in your line."
    assert buy.check_change(st, 0) == "You have no change token."
    assert st.why_not(parse_action("play B5a")) == "Cards are played in the play phase."
    do(st, "bury 3")
    assert buy.check_bury(st, 0, 3) == "No bury left this turn."
    assert Action("bury", 3) not in st.decision().options


@pytest.mark.parametrize("kind", PHASES + ("nonsense",))
def test_a_save_whose_tasks_name_a_phase_or_nothing_known_is_refused(kind):
    st = game(players=2, patrons="new_yorkers")
    data = st.to_data()
    data["tasks"] = [{"kind": kind, "player": 0}]
    with pytest.raises(SaveError):
        AvantCardeState.from_data(data)


def test_the_match_words_say_what_the_rules_match_by():
    from game.avant_carde.board import match_words
    assert match_words((frozenset({"white"}), frozenset({1}))) == "a 1"       # white and gray: by number only
    assert match_words((frozenset({"gray"}), frozenset({2}))) == "a 2"
    assert match_words((frozenset({"blue"}), frozenset({13}))) == "blue"      # 11–14: by colour only
    assert match_words((frozenset({"red"}), frozenset({4, 3}))) == "red, a 3 or a 4"
