"""The search core on a toy game, the tournament's statistics and determinism, and the patron lab."""

import json
import os

import pytest

import game.ui.lab_charts  # noqa: F401 — the charts, as main.py registers them
from game.ai.search import InformationSetMCTS, SearchAdapter
from game.engine.actions import Action, Decision
from game.engine.rng import Rng
from game.tools.lab import run_lab, write_lab
from game.tools.tournament import percentile, tournament, wilson


class _PickGame:
    """A one-move game: pick a number; the value of picking n is n / 4, plus noise per sample."""

    def __init__(self, noise):
        self.noise, self.picked = noise, None

    def clone(self):
        c = _PickGame(self.noise)
        c.picked = self.picked
        return c

    def decision(self):
        if self.picked is not None:
            return None
        return Decision(0, "pick", "", tuple(Action("pick", n) for n in range(5)))

    def apply(self, action):
        self.picked = action[1]
        return []


class _PickAdapter(SearchAdapter):
    def determinize(self, game, obs, rng):
        return _PickGame(rng.random() * 0.3)

    def root_priors(self, game, obs, decision, rng):
        # A misleading prior on 0: the search must overrule it from the samples.
        return {a: (0.6 if a[1] == 0 else 0.1) for a in decision.options}

    def evaluate(self, state):
        return [state.picked / 4 * 0.7 + state.noise]


def test_search_finds_the_best_move_against_a_wrong_prior():
    search = InformationSetMCTS(_PickAdapter(), iterations=200)
    d = _PickGame(0).decision()
    assert search.choose(None, {"seat": 0}, d, Rng(1)) == Action("pick", 4)


def test_keep_margin_keeps_the_favourite_unless_the_search_clearly_beats_it():
    d = _PickGame(0).decision()
    # Picking 4 is worth 0.7 more than the favourite 0: a margin below that lets the search
    # overrule the prior, a margin above it keeps the prior's move.
    overruled = InformationSetMCTS(_PickAdapter(), iterations=200, keep_margin=0.5)
    assert overruled.choose(None, {"seat": 0}, d, Rng(1)) == Action("pick", 4)
    kept = InformationSetMCTS(_PickAdapter(), iterations=200, keep_margin=0.9)
    assert kept.choose(None, {"seat": 0}, d, Rng(1)) == Action("pick", 0)


def test_search_without_iterations_returns_the_prior_favourite():
    search = InformationSetMCTS(_PickAdapter(), iterations=0)
    assert search.choose(None, {"seat": 0}, _PickGame(0).decision(), Rng(1)) == Action("pick", 0)


def test_the_random_rollout_says_it_needs_an_rng_when_paired_search_gives_none():
    # PairedSearch rolls out with rng None (its samples carry their own generator), so an adapter
    # it drives must choose its rollout moves itself; the default random one says so clearly.
    state = _PickGame(0)
    with pytest.raises(TypeError, match="PairedSearch"):
        _PickAdapter().rollout_action(state, state.decision(), None)
    assert _PickAdapter().rollout_action(state, state.decision(), Rng(1)) in state.decision().options


def test_wilson_interval_matches_known_values():
    low, high = wilson(65, 100)
    assert abs(low - 0.5525) < 1e-3 and abs(high - 0.7364) < 1e-3
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95) == 10
    assert percentile([1, 2, 3, 4], 0.5) == 2


def _outcome(report):
    """The part of a report that must not depend on timing or workers."""
    return {name: (a["games"], a["wins"], a["decisions"]) for name, a in report["agent"].items()}, \
        report["first_seat_win_rate"], report["mean_rounds"]


def test_tournament_results_do_not_depend_on_workers_or_runs():
    args = ("avant-carde", ["easy", "medium"], 2, 4, 77)
    kwargs = {"setup": {"patrons": "parisians"}, "progress": False}
    two = tournament(*args, workers=2, **kwargs)
    again = tournament(*args, workers=2, **kwargs)
    one = tournament(*args, workers=1, **kwargs)
    assert _outcome(two) == _outcome(again) == _outcome(one)
    assert sum(a["wins"] for a in one["agent"].values()) == 4
    other_seed = tournament("avant-carde", ["easy", "medium"], 2, 4, 78, workers=1, **kwargs)
    assert _outcome(other_seed) != _outcome(one)


def test_lab_reports_every_figure_and_writes_json_and_charts(tmp_path):
    calls = []
    report = run_lab("avant-carde", ["new_yorkers", "random"], 2, ["greedy"], 3, 5,
                     progress_cb=lambda d, t: calls.append((d, t)))
    assert calls[-1] == (4, 4) and len(calls) == 4
    ny = report["results"]["new_yorkers"]
    for key in ("rounds_mean", "awards_sd", "first_seat_win_rate", "money_per_round", "patrons"):
        assert key in ny
    assert set(ny["patrons"]) == {"perfectionist", "snob", "gallerist", "dealer", "trendoid", "critic"}
    assert ny["patrons"]["critic"]["uses_per_game"] > 0
    assert 0.0 <= ny["first_seat_win_rate"] <= 1.0 and ny["money_per_round"] > 3
    paths = write_lab(report, str(tmp_path))
    with open(tmp_path / "lab.json", encoding="utf-8") as f:
        saved = json.load(f)
    assert saved["results"]["random"]["games"] == 2
    for chart in saved["charts"]:
        assert (tmp_path / chart).stat().st_size > 1000
    assert len(paths) == 2 + len(saved["charts"]) and all(os.path.exists(p) for p in paths)
