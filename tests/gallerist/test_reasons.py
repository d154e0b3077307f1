"""Every illegal action gets the engine's own reason (issue #18): a property over random games.

The catalogue below is every action form the notation allows with arguments in range, i.e.
every action that is legal somewhere in some game (4 players for the seat-numbered tickets).
Walking random games, each catalogue action that is not a choice now must get a sentence
from the pending step's predicate (``check`` in :data:`game.gallerist.steps.BOOK`), never the
fallback "That is not a choice of this decision"; every option is one the predicate passes.
No fallback case is left for this catalogue; the fallback only answers actions outside it
(unknown kinds, or arguments no option ever has, such as ``move nowhere``).
"""

import pytest

from game.engine.actions import parse_action
from game.engine.rng import Rng
from game.gallerist import new_game
from game.gallerist.board import STUDIOS
from game.gallerist.data import COLOURS, LOCATIONS
from game.gallerist.steps import BOOK

FALLBACK = "That is not a choice of this decision"


def catalogue():
    texts = ["pass", "end", "sign", "done", "draw"]
    for loc in LOCATIONS:
        texts += [f"start {loc}", f"move {loc}", f"move {loc} leave", f"from {loc}"]
    for st in STUDIOS:
        texts += [f"discover {st}", f"buy {st}", f"promote {st}", f"artist {st}"]
    texts += [f"sell {k} {w}" for k in (1, 2, 3) for w in (1, 2, 3, 4)]
    texts += [f"hire {n}" for n in (1, 2, 3, 4)]
    texts += [f"rep {r} {c}" for r in (1, 2, 3, 4) for c in "ABC"]
    texts += [f"offer {r} {c}" for r in (5, 6, 7) for c in "ABC"]
    for c in COLOURS:
        texts += [f"ticket {c} plaza", f"ticket {c} lobby"] + [f"ticket {c} {q}" for q in range(4)]
        texts += [f"ticket {c}", f"visitor {c}", f"pile {c}", f"out {c}"]
    texts += ["tickets v i", "tickets v c", "tickets i c", "from desk", "from ko", "side money", "side infl"]
    texts += [f"contract {k}" for k in (1, 2, 3)] + [f"slot {k}" for k in (1, 2, 3)]
    texts += [f"take {k}" for k in (1, 2, 3, 4)] + [f"space {k}" for k in range(1, 7)]
    texts += [f"pay {k}" for k in range(7)] + [f"fame {k}" for k in range(6)]
    texts += [f"easel {k} {how}" for k in (1, 2, 3) for how in ("shown", "sold")]
    return [parse_action(t) for t in texts]


CATALOGUE = catalogue()


@pytest.mark.parametrize("players,seed", [(1, 3), (2, 5), (3, 7), (4, 11)])
def test_every_illegal_catalogue_action_gets_a_real_reason(players, seed):
    s = new_game(players, seed)
    rng = Rng(seed)
    kinds = set()
    while (d := s.decision()) is not None:
        before = s.to_data()
        task = s.pending_task()
        assert all(BOOK.why_not(s, task, a) is None for a in d.options)     # the options pass the predicate
        for a in CATALOGUE:
            if a in d.options:
                continue
            reason = s.why_not(a)
            assert reason and not reason.startswith(FALLBACK), (d.kind, s.phase, str(a), reason)
            assert reason[0].isupper() and reason[-1] in ".?", reason
        assert s.to_data() == before          # asking changes nothing
        kinds.add(d.kind)
        s.apply(d.options[rng.randrange(len(d.options))])
    assert {"start", "turn", "pay", "source"} <= kinds


def test_reasons_name_what_the_engine_checks(blank):
    t = blank()
    s = t.s
    t.turn_of(0, phase="act", at="sales")
    t.do("pass")
    assert s.why_not(parse_action("sign")) == "You have already taken or passed your location action this turn."
    assert s.why_not(parse_action("ticket v plaza")) == "You hold no VIP ticket."
    t.ticket(0, "v")
    assert s.why_not(parse_action("ticket v plaza")) == "No VIP is in the Plaza."
    assert s.why_not(parse_action("contract 2")) == "Contract slot 2 is empty."
    t.contract(0, 2)
    s.desk_assistants[0] = 0
    s._decision = None
    assert s.why_not(parse_action("contract 2")) == "You have no available assistant to send to the contract."
    assert s.why_not(parse_action("pay 1")) == "That comes only while paying a price."
    assert s.why_not(parse_action("move media"), seat=1) == "Not your turn: another player is choosing."
