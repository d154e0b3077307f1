"""The step machine: every decision is a step of Art Decko's StepBook, and one predicate per kind
of action gives both a decision's options and the reason (``why_not``) for anything else."""

import random

import pytest

from game.art_decko import new_game
from game.art_decko.ai.agents import RandomArtDeckoAgent
from game.art_decko.checks import FINISH_FIRST, NOT_NOW
from game.art_decko.steps import BOOK
from game.engine.actions import Action, parse_action
from game.engine.errors import IllegalActionError


def every_action(s):
    """Every action of every kind naming the cards around (hand, market, a few others), every
    place, exhibition, marker and New Exhibitor space."""
    d, p = s.data, s.current
    cards = set(s.hands[p]) | {c for g in s.galleries for c in g} | set(s.cadmium) | set(s.sienna[-1:])
    cards |= set(s.draws[p][:2]) | set(s.discards[p][-2:]) | {c for q in s.hands for c in q[:1]}
    out = []
    for code in sorted(d.cards[c].code for c in cards):
        out += [Action(k, code) for k in ("haggle", "discard", "pay", "unpay", "ability", "second")]
        out += [Action("acquire", loc.id, code) for loc in d.locations]
        out += [Action("show", code, e.id) for e in d.exhibitions]
    out += [Action("marker", m) for m in [g.id for g in d.genres] + ["gray"]]
    out += [Action("bonus", b) for b in [sp.id for sp in d.exhibitor_spaces] + ["none"]]
    return out + [Action("confirm"), Action("cancel"), Action("done")]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_why_not_is_none_exactly_for_the_options(seed):
    s = new_game(2 + seed, seed, {"gold_tiles": seed != 1})
    rng, agent = random.Random(seed), RandomArtDeckoAgent()
    while (d := s.decision()) is not None:
        assert d.kind in BOOK
        legal = set(d.options)
        for a in every_action(s):
            reason = s.why_not(a)
            assert (reason is None) == (a in legal), (d.kind, str(a), reason)
        s.apply(agent.choose(None, None, d, rng))


def test_an_action_of_another_step_says_what_to_do(table):
    t = table()
    s = t.s
    painting = t.painting("pop_art")
    t.gallery("teal", painting, token=1)
    t.hand(0, t.gold(1), t.gold(2))
    t.turn(0)
    assert s.why_not(parse_action("confirm")) == NOT_NOW
    t.play(f"acquire teal {t.code(painting)}")
    assert s.decision().kind == "pay"
    assert s.why_not(parse_action(f"acquire teal {t.code(painting)}")) == FINISH_FIRST
    assert s.why_not(parse_action("done")) == NOT_NOW


def test_malformed_or_unknown_actions_are_refused_with_a_reason(table):
    """why_not once failed (IndexError, StopIteration, KeyError) on actions naming nothing real."""
    t = table()
    s = t.s
    t.turn(0)
    for text in ("haggle", "haggle c999", "acquire nowhere c1", "acquire teal", "show c1 nowhere",
                 "show c1 poetic extra", "pay c1", "bonus"):
        assert s.why_not(parse_action(text)) == NOT_NOW, text
        with pytest.raises(IllegalActionError):
            s.apply(parse_action(text))


def test_a_show_of_a_card_not_in_hand_is_not_called_too_dear(table):
    """A painting that is not in hand could once be refused for its price ("Showing here costs
    …"), as if more gold would do."""
    t = table()
    s = t.s
    mine = t.painting("pop_art")
    theirs = t.painting("pop_art", skip=[mine])
    t.hand(0, mine, t.gold(1))
    t.hand(1, theirs)
    t.exhibition("poetic", free=["pop_art", "renaissance", "surrealism"])
    t.turn(0)
    assert s.why_not(parse_action(f"show {t.code(theirs)} poetic")) == NOT_NOW
    assert s.why_not(parse_action(f"show {t.code(mine)} poetic")).startswith("Showing here costs 6")
