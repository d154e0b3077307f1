"""A learned evaluation's shared parts: fitting a logistic model and keeping its weights as data.

A game's search may judge a position by a small model fitted on self-play outcomes
instead of (or beside) hand-set numbers. The model here is the plainest that works:
*pairwise logistic regression*. Each seat's position is described by a few numbers
(its features ``f``); a seat's strength is ``w · f``; the chance that seat ``a`` beats
seat ``b`` is ``σ(w · (f_a − f_b))``. There is no intercept, so swapping the seats
swaps the chances, and a position is never judged better for sitting in seat 1.

Fitting maximises the likelihood of the games' results with a small L2 penalty by
Newton's method, in pure Python: a model of 20-odd weights fitted on a few thousand
positions takes a second, so numpy would not earn its place. Every step is plain float
arithmetic in a fixed order, so a fit is exactly reproducible.

The weights live in a YAML file under ``data/<game>/``, read only by the safe loader
(:mod:`game.engine.yamldata`) and validated like every other data file: a damaged file
raises one :class:`~game.engine.errors.DataError` naming file, line, field and what
was expected.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.engine.yamldata import Node, load_file

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

MODEL = "pairwise-logistic"
MAX_WEIGHT = 1000.0       # a weight beyond this is a damaged file, not a model


def sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def dot(weights: Sequence[float], features: Sequence[float]) -> float:
    return sum(w * f for w, f in zip(weights, features))


def fit_logistic(rows: Sequence[Sequence[float]], labels: Sequence[float], l2: float = 1.0,
                 steps: int = 30) -> list[float]:
    """Weights ``w`` maximising ``Σ log σ(±w·x) − l2/2 · |w|²`` (Newton's method).

    ``rows``: feature differences ``f_a − f_b``; ``labels``: 1 when ``a`` won, 0 when
    ``b`` did, 0.5 for a shared win. Stops when a step changes no weight by 1e-9."""
    k = len(rows[0]) if rows else 0
    w = [0.0] * k
    for _ in range(steps):
        grad = [-l2 * wi for wi in w]
        hess = [[(l2 if i == j else 0.0) for j in range(k)] for i in range(k)]
        for x, y in zip(rows, labels):
            p = sigmoid(dot(w, x))
            err, curv = y - p, p * (1.0 - p)
            for i in range(k):
                xi = x[i]
                if xi == 0.0:
                    continue
                grad[i] += err * xi
                row, cx = hess[i], curv * xi
                for j in range(i + 1):
                    row[j] += cx * x[j]
        for i in range(k):
            for j in range(i):
                hess[j][i] = hess[i][j]
        step = _solve(hess, grad)
        w = [wi + si for wi, si in zip(w, step)]
        if max((abs(s) for s in step), default=0.0) < 1e-9:
            break
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``x`` with ``a · x = b`` (Gaussian elimination with partial pivoting; ``a`` is positive definite)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            if f:
                for j in range(c, n + 1):
                    m[r][j] -= f * m[c][j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / m[r][r]
    return x


def log_loss(probabilities: Sequence[float], labels: Sequence[float]) -> float:
    """Mean negative log-likelihood of ``labels`` (0, 0.5 or 1) under ``probabilities``."""
    total = 0.0
    for p, y in zip(probabilities, labels):
        p = min(1.0 - 1e-12, max(1e-12, p))
        total -= y * math.log(p) + (1.0 - y) * math.log(1.0 - p)
    return total / max(1, len(labels))


class Weights:
    """A fitted model: one weight per named feature, and how it was trained (for the record)."""

    def __init__(self, features: Sequence[str], weights: Sequence[float], trained: dict[str, Any]) -> None:
        self.features = tuple(features)
        self.weights = tuple(float(w) for w in weights)
        self.trained = dict(trained)

    def strength(self, features: Sequence[float]) -> float:
        """``w · f``: a seat's strength; the difference of two is a log-odds of winning."""
        return dot(self.weights, features)

    def to_yaml(self, title: str) -> str:
        """The weights file's text: a comment line, the model, the weights in feature order."""
        lines = [f"# {title}", "# Written by `python main.py train`; edit by retraining, not by hand.",
                 f"model: {MODEL}", "trained:" if self.trained else "trained: {}"]
        lines += [f"  {k}: {v}" for k, v in self.trained.items()]
        lines.append("weights:")
        lines += [f"  {name}: {w!r}" for name, w in zip(self.features, self.weights)]
        return "\n".join(lines) + "\n"


def load_weights(path: str, features: Sequence[str]) -> Weights:
    """Read and validate a weights file for exactly ``features``; a DataError names what is wrong."""
    root = Node(path, load_file(path))
    root.only_keys({"model", "trained", "weights"})
    root.get("model", str, choices=(MODEL,))
    trained = root.child("trained", dict)
    for key, node in trained.items():
        if isinstance(node.value, (dict, list)):
            node.fail("a plain value")
    wnode = root.child("weights", dict)
    wnode.only_keys(set(features))
    weights = []
    for name in features:
        node = wnode.child(name)
        v = node.value
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or abs(v) > MAX_WEIGHT:
            node.fail(f"a number between -{MAX_WEIGHT:g} and {MAX_WEIGHT:g}")
        weights.append(float(v))
    return Weights(features, weights, dict(trained.value))


class Trainer:
    """How one game's learned evaluation is trained and checked.

    ``train(games, seed, run)`` returns :class:`Weights` (``run(function, jobs)`` plays the
    games, on as many cores as asked); ``path(folder)`` is the weights file of a data folder;
    ``check(folder)`` lists what is wrong with it (for ``check-data``)."""

    def __init__(self, game_id: str, title: str, train: Callable[..., Weights], path: Callable[[str | None], str],
                 check: Callable[[str | None], list[str]]) -> None:
        self.game_id, self.title = game_id, title
        self.train, self.path, self.check = train, path, check


_TRAINERS: dict[str, Trainer] = {}


def register_trainer(trainer: Trainer) -> None:
    _TRAINERS[trainer.game_id] = trainer


def trainer_for(game_id: str) -> Trainer:
    """The game's :class:`Trainer`; a ValueError names the games that have one."""
    try:
        return _TRAINERS[game_id]
    except KeyError:
        raise ValueError(f"{game_id} has no learned evaluation to train; "
                         f"games that have one: {', '.join(sorted(_TRAINERS)) or 'none'}") from None


def trained_games() -> list[str]:
    return sorted(_TRAINERS)


def data_errors(game_id: str, folder: str | None = None) -> list[str]:
    """What is wrong with the game's weights file in ``folder`` (none if the game has no model;
    its agents must be imported first, as ``GameInfo.module()`` does)."""
    trainer = _TRAINERS.get(game_id)
    return trainer.check(folder) if trainer else []
