"""The module's public face: exports, descriptions, events, clones, saves."""

import json

import pytest

import game.art_decko as art_decko
from game.art_decko.ai.agents import RandomArtDeckoAgent
from game.engine.actions import parse_action
from game.engine.errors import SaveError
from game.engine.rng import Rng


def test_exports():
    assert (art_decko.GAME_ID, art_decko.TITLE) == ("art-decko", "Art Decko")
    assert (art_decko.MIN_PLAYERS, art_decko.MAX_PLAYERS) == (2, 4)
    state = art_decko.new_game(2, 0)
    assert isinstance(state, art_decko.State) and state.game_id == "art-decko"
    assert set(state.summary()) == {"winners", "scores", "rounds", "completed", "end_trigger"}


def _random_states(seed, every=5):
    state, rng, agent = art_decko.new_game(2 + seed % 3, seed), Rng(seed), RandomArtDeckoAgent()
    n = 0
    while not state.is_over:
        if n % every == 0:
            yield state
        state.apply(agent.choose(art_decko, None, state.decision(), rng))
        n += 1


def test_every_legal_action_has_a_description():
    """Every action gets a sentence for the log, except payment toggles: their confirm says it all."""
    kinds = set()
    for seed in range(3):
        for state in _random_states(seed, every=2):
            for action in state.legal_actions():
                words = art_decko.describe(state, state.decision().player, action, ['Ann', 'Ben', 'Cy', 'Di'])
                if action[0] in ("pay", "unpay", "ability"):
                    assert words is None
                else:
                    assert words and words != str(action) and words.endswith(".")
                kinds.add(action[0])
    assert {"haggle", "acquire", "show", "pay", "unpay", "ability", "confirm", "cancel",
            "discard", "done", "bonus"} <= kinds


def test_events_are_plain_data_and_describe_the_turn():
    state, rng, agent = art_decko.new_game(3, 5), Rng(5), RandomArtDeckoAgent()
    types = set()
    while not state.is_over:
        events = state.apply(agent.choose(art_decko, None, state.decision(), rng))
        json.dumps(events)
        assert all(isinstance(e, dict) and "type" in e for e in events)
        types.update(e["type"] for e in events)
    assert {"turn", "haggle", "draw", "select", "pay", "acquire", "rating", "gold_rating",
            "cleanup", "refill", "cadmium", "end_triggered", "final_scoring", "game_over"} <= types


def test_clone_is_independent():
    state = art_decko.new_game(4, 9)
    copy = state.clone()
    action = state.legal_actions()[0]
    state.apply(action)
    assert copy.to_data() != state.to_data()
    assert copy.to_data() == art_decko.new_game(4, 9).to_data()


def test_from_data_refuses_damaged_or_inconsistent_data():
    good = art_decko.new_game(2, 3).to_data()
    with pytest.raises(SaveError):
        art_decko.from_data(dict(good, game="avant-carde"))
    with pytest.raises(SaveError):
        art_decko.from_data({k: v for k, v in good.items() if k != "deck"})
    broken = json.loads(json.dumps(good))
    broken["hands"][0].append(broken["deck"][0])          # one card in two places
    with pytest.raises(SaveError, match="inconsistent"):
        art_decko.from_data(broken)


def test_score_breakdown_mid_game_is_a_projection():
    state = art_decko.new_game(2, 4)
    before = state.to_data()
    b = state.final_breakdown(0)
    assert state.to_data() == before
    assert {"player", "before", "paintings", "gold", "tiles", "total"} <= set(b)
    assert b["total"] == sum(x["vp"] for x in b["paintings"]) + b["gold"]["vp"]
    assert [k for k, _ in state.score_breakdown(0)] == ["track", "paintings", "gold", "tiles"]
    assert sum(vp for _, vp in state.score_breakdown(0)) == b["total"]


def test_a_replay_of_payment_toggles_serialises_each_position_once(monkeypatch):
    """Replaying a save of payment toggles (steps with no log line, a run of which cancels when it
    returns to an earlier position) turned every position into data twice, before and after the
    step: most of the 42 s a save of 100,000 toggles took to load. The data after one step is the
    next one's before, and is kept while nothing moves."""
    from game.art_decko.state import ArtDeckoState
    from game.engine.session import Session
    from game.games import AGENTS, spec
    s = Session(spec("art-decko").module(), {"seed": 5}, [("Ann", "human"), ("Ben", "human")], agents=AGENTS)
    greedy = AGENTS.make("art-decko", "greedy")
    from game.engine.rng import Rng
    while not any(str(o).startswith("pay ") for o in s.state.decision().options):
        d = s.state.decision()
        s.apply(greedy.choose(s.game, s.state.observation(d.player), d, Rng(1)))
    pay = next(o for o in s.state.decision().options if str(o).startswith("pay "))
    start, log = list(s.actions), list(s.log)
    calls = []
    real = ArtDeckoState.to_data
    monkeypatch.setattr(ArtDeckoState, "to_data", lambda self: calls.append(1) or real(self))
    toggles = [pay, type(pay)("unpay", *pay[1:])] * 50
    for a in toggles:
        s.apply(a)
    assert s.actions == start and [x.text for x in s.log] == [x.text for x in log]   # each pair cancels
    assert len(calls) <= len(toggles) + 2


def test_starting_gold_reads_as_such_in_the_log_and_repeats_are_counted(table):
    """The log read "haggles with 2-Gold (seat 1)" and "pays 4 of 5 with 2-Gold (seat 1) and
    2-Gold (seat 1)": the data named a starting card after its set, which a player never reads
    elsewhere, and two alike cards were listed twice."""
    t = table()
    s = t.s
    twos = [c for c in s.draws[0] + s.hands[0] if s.data.cards[c].seat == 0 and s.data.cards[c].value == 2][:2]
    other = t.gold(1)
    t.hand(0, *twos, other)
    t.turn(0)
    assert art_decko.describe(s, 0, parse_action(f"haggle {t.code(other)}"), ["Ann", "Ben"]) == \
        "Ann haggles with Starting 1-Gold to draw two cards."
    t.play(f"acquire cadmium {t.code(s.cadmium[0])}", f"pay {t.code(twos[0])}", f"pay {t.code(twos[1])}")
    words = art_decko.describe(s, 0, parse_action("confirm"), ["Ann", "Ben"])
    assert words == f"Ann pays 4 of {s.payment_cost()} with Starting 2-Gold ×2, then carries out the action.", words
