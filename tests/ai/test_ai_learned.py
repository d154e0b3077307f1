"""Avant Carde's learned evaluation: the fit, its weights file, the train command, and the ladder."""

import json
import math
import shutil

import pytest

from game import avant_carde as ac, main
from game.ai.base import make_agent
from game.ai.learning import Weights, fit_logistic, load_weights, sigmoid
from game.avant_carde.ai.model import FEATURES, check_data, load_evaluation, seat_features
from game.avant_carde.ai.plan import Plan
from game.avant_carde.data import DATA_DIR
from game.engine.errors import DataError
from game.engine.rng import Rng
from game.tools.ladder import fit_ratings
from game.tools.train import train_weights


def test_the_fit_recovers_the_weights_that_made_the_results():
    rng = Rng(5)
    true = [1.5, -0.8]
    rows, labels = [], []
    for _ in range(3000):
        x = [rng.random() * 4 - 2, rng.random() * 4 - 2]
        rows.append(x)
        labels.append(1.0 if rng.random() < sigmoid(true[0] * x[0] + true[1] * x[1]) else 0.0)
    w = fit_logistic(rows, labels, l2=0.1)
    assert abs(w[0] - 1.5) < 0.15 and abs(w[1] + 0.8) < 0.15


def test_a_tiny_training_run_is_the_same_for_a_seed_whatever_the_workers():
    one = train_weights("avant-carde", 3, seed=11, workers=1)
    two = train_weights("avant-carde", 3, seed=11, workers=2)
    other = train_weights("avant-carde", 3, seed=12, workers=1)
    assert one.weights == two.weights and one.trained == two.trained
    assert one.weights != other.weights
    assert one.features == FEATURES and all(math.isfinite(w) for w in one.weights)


def test_the_train_command_writes_a_file_the_loader_accepts(tmp_path, capsys):
    out = tmp_path / "w.yaml"
    args = ["train", "--game", "avant-carde", "--games", "2", "--seed", "3", "--workers", "1", "--out", str(out)]
    assert main.main(args) == 0
    assert "wrote" in capsys.readouterr().out
    weights = load_weights(str(out), FEATURES)
    assert weights.weights == train_weights("avant-carde", 2, seed=3).weights
    assert weights.trained["games"] == 2 and weights.trained["seed"] == 3


def test_the_shipped_weights_load_and_pass_check_data():
    assert check_data() == []
    assert len(load_evaluation().weights.weights) == len(FEATURES)


def _damaged(tmp_path, old, new):
    folder = tmp_path / "avant_carde"
    shutil.copytree(DATA_DIR, folder)
    target = folder / "hard_eval.yaml"
    text = target.read_text(encoding="utf-8")
    assert old in text
    target.write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder, target


@pytest.mark.parametrize("old,new,field,expected", [
    ("  awards: ", "  awards: lots #", "weights.awards", "expected a number between"),
    ("  awards: ", "  award: ", "weights.award", "expected one of the keys"),
    ("model: pairwise-logistic", "model: neural", "model", "expected one of pairwise-logistic"),
    ("weights:", "weights: [", "(syntax)", "expected valid YAML"),
])
def test_a_damaged_weights_file_gives_one_clear_sentence(tmp_path, capsys, old, new, field, expected):
    folder, target = _damaged(tmp_path, old, new)
    with pytest.raises(DataError) as err:
        load_weights(str(target), FEATURES)
    message = str(err.value)
    assert message.startswith(str(target)) and f"field '{field}'" in message and expected in message
    assert "\n" not in message
    assert check_data(str(folder)) == [message]
    assert main.main(["check-data", str(tmp_path)]) == 1
    assert message in capsys.readouterr().out


def test_a_missing_weight_is_named(tmp_path):
    text = Weights(FEATURES, [0.0] * len(FEATURES), {}).to_yaml("test")
    path = tmp_path / "w.yaml"
    path.write_text("\n".join(line for line in text.splitlines() if not line.startswith("  cards:")),
                    encoding="utf-8")
    with pytest.raises(DataError, match="field 'weights.cards': expected this key to be present"):
        load_weights(str(path), FEATURES)


def test_features_read_the_state_and_the_model_is_symmetric():
    st = ac.new_game(players=2, seed=4, patrons="tokyoites")
    f = [seat_features(st, s) for s in range(2)]
    assert len(f[0]) == len(FEATURES)
    assert f[0][FEATURES.index("cards")] == len(st.players[0].hand) + len(st.players[0].deck)
    plans = [Plan.from_state(st, s) for s in range(2)]
    v = load_evaluation().values(st, plans)
    assert abs(v[0] + v[1] - 1.0) < 1e-9


def test_hard_learned_plays_a_legal_game():
    st = ac.new_game(players=2, seed=9, patrons="parisians")
    agents = [make_agent(ac.GAME_ID, "hard-learned", iterations=4), make_agent(ac.GAME_ID, "greedy")]
    rngs = [Rng(1), Rng(2)]
    while not st.is_over and st.round <= 30:
        d = st.decision()
        action = agents[d.player].choose(ac, st.observation(d.player), d, rngs[d.player])
        assert action in d.options
        st.apply(action)
    assert st.is_over


def test_ratings_follow_the_results_and_stay_finite_for_a_clean_sweep():
    # Agent 1 beats 0 three games in four; agent 2 beats everyone every time.
    results = [(0, 1, 0.0)] * 30 + [(0, 1, 1.0)] * 10 + [(0, 2, 0.0)] * 40 + [(1, 2, 0.0)] * 40
    r = fit_ratings(3, results)
    assert r[0] == 0.0
    assert 150 < r[1] < 200          # 75% ≈ +191 Elo; the virtual draw pulls it in a little
    assert r[2] > r[1] + 300 and math.isfinite(r[2])


def test_the_ladder_command_rates_every_agent(capsys):
    assert main.main(["tournament", "--ladder", "--agents", "random,greedy", "--games", "2", "--seed", "1",
                      "--variants", "new_yorkers,londoners", "--workers", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["rating"]) == {"random", "greedy"} and report["rating"]["random"]["elo"] == 0
    assert report["pairs"][0]["games"] == 2
    assert main.main(["tournament", "--ladder", "--agents", "random,greedy", "--variants", "berliners"]) == 2


def test_art_deckos_oracle_decides_on_the_true_state():
    from game.ai import base, oracle
    from game.games import game_module
    ad = game_module("art-decko")
    oracle.enable("art-decko")
    try:
        st = ad.new_game(players=2, seed=5)
        sample = oracle._Seer(ad, st).determinize(st.observation(0), Rng(1))
        truth, seen = st.to_data(), sample.to_data()
        seen.pop("rng"), truth.pop("rng")
        assert seen == truth
        agent = base.make_agent("art-decko", "oracle", iterations=2)
        agent.reveal(st)
        d = st.decision()
        assert agent.choose(ad, st.observation(d.player), d, Rng(3)) in d.options
    finally:
        base._REGISTRY.pop(("art-decko", "oracle"))


def test_train_has_help_and_refuses_a_game_without_a_model(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main.main(["train", "--help"])
    assert exit_info.value.code == 0 and "self-play" in capsys.readouterr().out
    assert main.main(["train", "--game", "art-decko", "--games", "1"]) == 2
    assert "art-decko has no learned evaluation to train" in capsys.readouterr().err
