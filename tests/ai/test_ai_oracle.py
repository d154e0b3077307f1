"""The test-only ``oracle``: absent unless enabled, decides on the true state, legal moves only."""

import pytest

from game.ai import base, oracle
from game.engine.rng import Rng
from game.games import agent_names, game_module, spec
from game.tools.tournament import play_timed


@pytest.fixture
def oracle_enabled():
    oracle.enable("avant-carde")
    yield
    base._REGISTRY.pop(("avant-carde", "oracle"))


def test_the_oracle_is_not_an_agent_until_enabled():
    game_module("avant-carde")
    assert "oracle" not in agent_names("avant-carde")
    assert "oracle" not in spec("avant-carde").app_levels


def test_the_oracle_samples_the_true_state(oracle_enabled):
    ac = game_module("avant-carde")
    st = ac.new_game(players=3, seed=2)
    agent = base.make_agent("avant-carde", "oracle", iterations=5)
    agent.reveal(st)
    seer = oracle._Seer(ac, st)
    sample = seer.Determinizer(st.observation(0)).sample(Rng(1))
    truth = st.to_data()
    seen = sample.to_data()
    assert seen.pop("rng") != truth.pop("rng")          # the game's future draws stay unknown
    assert seen == truth                                # every hidden card is where it is


def test_the_oracle_plays_legal_moves_through_a_tournament_game(oracle_enabled):
    ac = game_module("avant-carde")
    st, times = play_timed(ac, ("oracle", "medium"), 3, {"patrons": "tokyoites"}, iterations=10)
    assert st.is_over and times["oracle"]
