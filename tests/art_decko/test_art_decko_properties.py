"""300 seeded games, 2–4 players, both option values, checked after every action.

Each game checks: the invariants (every card and marker in one place…), scores that
only rise, a pending decision for the seat to move, an end. Along the way it checks
that observations hide what they must and that determinized states agree with them.
At the end: replaying the seed and the actions gives the same state, and a mid-game
``to_data``/``from_data`` round trip continues identically.
"""

import json

import pytest

import game.art_decko as art_decko
from game.art_decko.ai.agents import RandomArtDeckoAgent
from game.art_decko.invariants import check_invariants
from game.engine.rng import Rng

GAMES = 300
MAX_ACTIONS = 20000
END_TRIGGERS = {"museum", "deck", "rating", "stalled"}


def perturb_hidden(state, seat, rng):
    """A copy of ``state`` in which everything ``seat`` cannot see is changed."""
    s = state.clone()
    rng.shuffle(s.deck)
    rng.shuffle(s.cadmium_deck)
    rng.shuffle(s.bag)
    s.rng = Rng(rng.next64())
    rng.shuffle(s.draws[seat])
    dealt = [list(x) for x in s.dealt]
    for q in range(s.num_players):
        if q == seat or (q == s.current and s.plan is not None):
            continue                    # (the cards of a plan in progress stay in hand)
        hidden = s.hands[q] + s.draws[q]
        rng.shuffle(hidden)
        s.hands[q], s.draws[q] = hidden[:len(s.hands[q])], hidden[len(s.hands[q]):]
        # Swap one of q's unrevealed paintings with a deck card: nobody else has seen either.
        secret = [c for c in s.hands[q] if not s.public >> c & 1]
        if secret and s.deck:
            mine, theirs = secret[0], s.deck[0]
            s.hands[q][s.hands[q].index(mine)], s.deck[0] = theirs, mine
            dealt[q][dealt[q].index(mine)] = theirs
    s.dealt = tuple(tuple(x) for x in dealt)
    s._decision = None
    return s


def check_hidden_information(state, rng):
    for seat in range(state.num_players):
        seen = state.observation(seat)
        changed = perturb_hidden(state, seat, rng)
        assert not check_invariants(changed)
        assert changed.observation(seat) == seen
        # Control: a change the seat can see does show.
        if state.hands[seat] and state.deck:
            visible = state.clone()
            visible.hands[seat][0], visible.deck[0] = visible.deck[0], visible.hands[seat][0]
            assert visible.observation(seat) != seen


def check_determinize(state, rng):
    seat = state.current
    obs = state.observation(seat)
    json.dumps(obs)
    guess = art_decko.determinize(obs, rng)
    assert not check_invariants(guess)
    assert guess.observation(seat) == obs
    assert guess.legal_actions() == state.legal_actions()


def play(seed):
    players = 2 + seed % 3
    options = {"gold_tiles": seed % 2 == 0}
    state = art_decko.new_game(players, seed, options)
    agent, rng, check_rng = RandomArtDeckoAgent(), Rng(seed + 1), Rng(seed + 2)
    cut = 40 + seed % 200
    actions, saved = [], None
    scores = state.scores[:]
    while not state.is_over:
        assert len(actions) < MAX_ACTIONS, "the game does not end"
        decision = state.decision()
        assert decision.player == state.current and decision.options
        if len(actions) == cut:
            saved = json.loads(json.dumps(state.to_data()))
        if len(actions) % 97 == 0:
            check_hidden_information(state, check_rng)
            check_determinize(state, check_rng)
        action = agent.choose(art_decko, None, decision, rng)
        state.apply(action)
        actions.append(action)
        problems = check_invariants(state)
        assert not problems, (len(actions), action, problems)
        assert all(new >= old for new, old in zip(state.scores, scores))
        scores = state.scores[:]
    return state, actions, saved, cut, options


@pytest.mark.parametrize("block", range(10))
def test_random_games_keep_every_invariant(block):
    for seed in range(block, GAMES, 10):
        state, actions, saved, cut, options = play(seed)
        summary = state.summary()
        assert summary["completed"] and summary["winners"] and summary["rounds"] >= 1
        assert summary["end_trigger"] in END_TRIGGERS
        assert state.decision() is None and state.legal_actions() == []
        if not options["gold_tiles"]:
            assert all(state.data.tiles[t].kind != "gold" for t in state.tiles)

        replay = art_decko.new_game(state.num_players, seed, options)
        for action in actions:
            replay.apply(action)
        assert replay.to_data() == state.to_data()

        if saved is not None:
            resumed = art_decko.from_data(saved)
            for action in actions[cut:]:
                resumed.apply(action)
            assert resumed.to_data() == state.to_data()
