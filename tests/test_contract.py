"""Every game follows the contract (game/engine/state.py, game/engine/contract.py): each game in the
registry, and the toy game dropped in as its package and data folder (tests/dropin.py) — so a new game that
passes here plugs into the session, the tools, the agents and the tables.

- the package exposes what :class:`~game.engine.contract.GamePackage` lists, and its state class is
  a :class:`~game.engine.state.GameState` answering every hook;
- a save round trip: ``to_data`` → JSON → ``from_data`` → the same ``to_data``;
- replay: the set-up's seed plus the actions (in their saved text form) reach the same state;
- secrecy: ``observation(seat)`` hides what the seat may not see — full states sampled from it
  (``determinize``, with different generators) look the same to that seat, and differ in what the
  other seats see, so the observation does not pin down the others' hidden cards; a state's
  ``fresh_future`` looks the same to every seat and shuffles what no seat has seen.
"""

import inspect
import json

import pytest
from dropin import TOY_ID

from game import games
from game.engine.actions import Action, Decision, parse_action
from game.engine.contract import DEFAULT_HOOKS, GamePackage, PackageHooks, hooks_of
from game.engine.errors import IllegalActionError
from game.engine.rng import Rng
from game.engine.state import GameState
from game.tools.soak import policy_of

GAME_IDS = games.game_ids() + [TOY_ID]
CHECKPOINTS = (0, 7, 25, 60)            # actions into a game where the checks look
SEEDS = (3, 11)

@pytest.fixture
def spec(request):
    return request.getfixturevalue("toy_game") if request.param == TOY_ID else games.spec(request.param)


def players_of(spec):
    return min(3, spec.max_players) if spec.max_players > 1 else 1


def positions(spec, seed):
    """``(actions so far, state)`` at each checkpoint of a game played by the game's soak driver."""
    package = spec.module()
    policy = policy_of(spec.id)
    st = package.new_game(players=players_of(spec), seed=seed)
    rng = Rng(seed + 99)
    actions = []
    for n in range(CHECKPOINTS[-1] + 1):
        if n in CHECKPOINTS:
            yield list(actions), st
        if st.is_over:
            return
        a = policy(st, st.decision(), rng)
        st.apply(a)
        actions.append(a)


def plain(data):
    """``data`` after a trip through JSON (what a save holds)."""
    return json.loads(json.dumps(data))


# ---- the package --------------------------------------------------------------------------------

@pytest.mark.parametrize("spec", GAME_IDS, indirect=True)
def test_the_package_exposes_the_contract(spec):
    package = spec.module()
    assert isinstance(package, GamePackage)
    assert (package.GAME_ID, package.TITLE) == (spec.id, spec.title)
    assert (package.MIN_PLAYERS, package.MAX_PLAYERS) == (spec.min_players, spec.max_players)
    assert issubclass(package.State, GameState)
    for name in ("new_game", "from_data", "determinize", "fresh_future", "describe", "describe_event", "reveals",
                 "check_data"):
        assert callable(getattr(package, name)), name
    hooks = hooks_of(package)
    assert isinstance(hooks, PackageHooks) and all(callable(h) for h in hooks)
    # A set-up made portable plays the same game, and so does a saved one read back.
    setup = {"seed": 1}
    portable = hooks.portable_setup(dict(setup))
    same = package.new_game(players=spec.min_players, **setup).to_data()
    assert package.new_game(players=spec.min_players, **portable).to_data() == same
    assert package.new_game(players=spec.min_players, **hooks.loaded_setup(plain(portable))).to_data() == same
    assert package.check_data() == []


def test_a_package_without_optional_hooks_gets_the_defaults(toy_game):
    assert hooks_of(toy_game.module()) == DEFAULT_HOOKS


@pytest.mark.parametrize("spec", GAME_IDS, indirect=True)
def test_the_packages_from_data_is_its_state_classs(spec):
    package = spec.module()
    assert package.from_data == package.State.from_data
    assert inspect.ismethod(package.State.from_data) and package.State.from_data.__self__ is package.State


# ---- the state ----------------------------------------------------------------------------------

@pytest.mark.parametrize("spec", GAME_IDS, indirect=True)
def test_the_state_answers_every_hook(spec):
    package = spec.module()
    for actions, st in positions(spec, SEEDS[0]):
        assert isinstance(st, package.State) and isinstance(st, GameState)
        assert isinstance(st.round, int) and st.round >= 1
        assert isinstance(st.simultaneous, bool)
        d = st.decision()
        assert st.is_over == (d is None)
        summary = st.summary()
        assert {"scores", "winners", "rounds", "completed"} <= set(summary)
        assert len(summary["scores"]) == players_of(spec) and summary["winners"] == ([] if d else summary["winners"])
        for seat in range(players_of(spec)):
            parts = st.score_breakdown(seat)
            assert all(isinstance(label, str) and isinstance(amount, int) for label, amount in parts)
            assert plain(st.observation(seat)) == st.observation(seat)
        assert plain(st.to_data()) == st.to_data()
        if d is None:
            assert st.result is None or set(st.result) >= {"winners"}
            continue
        assert isinstance(d, Decision) and st.legal_actions() == list(d.options) and d.options
        assert st.result is None
        assert all(st.why_not(a) is None and st.why_not(a, d.player) is None for a in d.options)
        reason = st.why_not(Action("no-such-move"), d.player)
        assert isinstance(reason, str) and reason
        for bad in (Action("no-such-move"), Action(d.options[0].kind, "no-such-card", 999)):
            before = st.to_data()
            with pytest.raises(IllegalActionError):
                st.apply(bad)
            assert st.to_data() == before                   # refused, unchanged


@pytest.mark.parametrize("spec", GAME_IDS, indirect=True)
def test_a_clone_is_an_independent_equal_copy(spec):
    policy = policy_of(spec.id)
    for actions, st in positions(spec, SEEDS[1]):
        before = st.to_data()
        copy = st.clone()
        assert copy.to_data() == before
        if copy.is_over:
            continue
        copy.apply(policy(copy, copy.decision(), Rng(5)))
        assert st.to_data() == before


# ---- saves and replay ---------------------------------------------------------------------------

@pytest.mark.parametrize("spec", GAME_IDS, indirect=True)
def test_to_data_and_from_data_make_a_round_trip(spec):
    package = spec.module()
    for seed in SEEDS:
        for actions, st in positions(spec, seed):
            data = st.to_data()
            again = package.from_data(plain(data))
            assert again.to_data() == data
            assert type(again) is package.State


@pytest.mark.parametrize("spec", GAME_IDS, indirect=True)
def test_the_seed_and_the_actions_replay_the_game_exactly(spec):
    package = spec.module()
    for seed in SEEDS:
        for actions, st in positions(spec, seed):
            replayed = package.new_game(players=players_of(spec), seed=seed)
            for text in [str(a) for a in actions]:             # as a save holds them
                replayed.apply(parse_action(text))
            assert replayed.to_data() == st.to_data()


# ---- secrecy ------------------------------------------------------------------------------------

@pytest.mark.parametrize("spec", GAME_IDS, indirect=True)
def test_an_observation_gives_away_nothing_a_seat_may_not_see(spec):
    package = spec.module()
    others_differ = 0
    for seed in SEEDS:
        for actions, st in positions(spec, seed):
            if st.is_over or not actions:
                continue
            for seat in range(players_of(spec)):
                seen = st.observation(seat)
                samples = [package.determinize(plain(seen), Rng(k)) for k in (1, 2, 3)]
                views = [sample.observation(seat) for sample in samples]
                assert all(view == views[0] for view in views)        # the seat cannot tell them apart
                others = [t for t in range(players_of(spec)) if t != seat]
                if any(sample.observation(t) != st.observation(t) for sample in samples for t in others):
                    others_differ += 1
    # What the other seats hold privately is not pinned down by one seat's observation.
    assert others_differ > 0


@pytest.mark.parametrize("spec", GAME_IDS, indirect=True)
def test_a_fresh_future_shuffles_only_what_no_seat_has_seen(spec):
    """The coach's truth plays a move on over futures drawn afresh (game/tools/coach_bench.py): no
    seat may tell a fresh future from the state, and the piles dealt at set-up (which hold the one
    future the game would have) must be shuffled, not only the generator replaced."""
    package = spec.module()

    def without_generator(st):
        return {k: v for k, v in st.to_data().items() if k != "rng"}

    reshuffled = 0
    for seed in SEEDS:
        for actions, st in positions(spec, seed):
            if st.is_over:
                continue
            before = st.to_data()
            for k in (1, 2, 3):
                fresh = package.fresh_future(st, Rng(k))
                assert type(fresh) is package.State
                assert all(fresh.observation(q) == st.observation(q) for q in range(players_of(spec)))
                reshuffled += without_generator(fresh) != without_generator(st)
            assert st.to_data() == before                           # the state itself is left alone
    assert reshuffled > 0
