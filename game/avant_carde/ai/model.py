"""A learned evaluation for Avant Carde: what a seat's position is worth, fitted on self-play.

The hand-made evaluation (:mod:`game.avant_carde.ai.search`) says a seat is worth its
awards plus the rounds left times what a hand of its deck's average card quality makes.
This model describes the same position with more numbers and lets games decide how much
each counts:

- **awards and money**: awards taken, the hand-made estimate of awards still to come,
  a held change token, the money made in the seat's last buy turn;
- **the deck**: its size, its average card quality (:class:`~game.avant_carde.ai.plan.Plan`),
  and its make-up as shares — 1s, 2s (also as a count: "most 2s" pays), 4s, 5–7s, the
  11–14s, cards in the seat's two colours, starter cards, cards calling a drawing patron
  — and the mean worth of the patrons its cards call (``POWER_VALUE``);
- **the round**: what a deck is worth depends on how often it will still be drawn, so
  the deck's numbers come multiplied by the rounds left as well as plain.

The rivals' public state enters through the pairwise form (:mod:`game.ai.learning`): a
seat's win chance is ``σ(strength − strength of its strongest rival)``. The model is
fitted on positions at the start of each round of 2-player self-play games (medium
against medium, with a share of random purchases so that the decks vary for reasons
other than the players' judgement — a model fitted on one player's choices alone learns
what that player's good positions look like, not what makes them good). The start of a
round is where hard's rollouts stop and ask for a value.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from game.ai.learning import Trainer, Weights, fit_logistic, load_weights, log_loss, register_trainer, sigmoid
from game.avant_carde.ai.plan import DRAWING, POWER_VALUE, Plan
from game.avant_carde.data import DATA_DIR
from game.engine.errors import DataError
from game.engine.rng import Rng

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from game.avant_carde.state import AvantCardeState

HAND = 7
WEIGHTS_FILE = "hard_eval.yaml"
EXPLORE = 0.15           # share of buy decisions made at random in the training games
HOLDOUT = 5              # every fifth game is held out to measure the fit
EVAL_SCALE = 1.5         # the hand-made evaluation: a lead of this many awards is a ~73% win chance

_PLAIN = ("awards", "future", "token", "made_last", "cards", "quality", "twos")
_SHARES = ("ones", "twos_share", "fours", "fives_to_sevens", "high", "on_colour", "starter", "drawing",
           "patron_worth")
FEATURES = _PLAIN + _SHARES + tuple(f"{name}_x_rounds" for name in ("quality",) + _SHARES)


def hand_awards(plan: Plan) -> float:
    """Awards per round a hand of this plan's average card quality should make."""
    return max(0.0, 0.5 * (HAND * plan.average - 3.0))


def future_awards(st: AvantCardeState, plan: Plan) -> float:
    """The awards a seat's deck should still earn: rounds left times a hand's awards."""
    return (plan.rounds_left - (1 if st.phase == "buy" else 0)) * hand_awards(plan)


def hand_worth(st: AvantCardeState, seat: int, plan: Plan) -> float:
    """The hand-made evaluation's worth of a seat: awards, awards to come, a change token."""
    p = st.players[seat]
    return p.awards + future_awards(st, plan) + (0.3 if p.change_token else 0.0)


def seat_features(st: AvantCardeState, seat: int, plan: Plan | None = None) -> list[float]:
    """The numbers :data:`FEATURES` names, for ``seat`` of a (determinized) state."""
    plan = plan or Plan.from_state(st, seat)
    p = st.players[seat]
    cards = st.data.cards
    owned = p.hand + p.deck + p.discard + [e.card for e in p.line]
    n = max(1, len(owned))
    counts = dict.fromkeys(_SHARES, 0.0)
    for cid in owned:
        card = cards[cid]
        num = card.number
        pid = plan.power(num)
        if num == 1:
            counts["ones"] += 1
        elif num == 2:
            counts["twos_share"] += 1
        elif num == 4:
            counts["fours"] += 1
        elif 5 <= num <= 7:
            counts["fives_to_sevens"] += 1
        elif num > 7:
            counts["high"] += 1
        if card.colour in plan.colours:
            counts["on_colour"] += 1
        if card.deck is not None:
            counts["starter"] += 1
        if pid in DRAWING:
            counts["drawing"] += 1
        counts["patron_worth"] += POWER_VALUE.get(pid, 0.0)
    shares = [counts[k] / n for k in _SHARES]
    rounds = plan.rounds_left
    plain = [p.awards, future_awards(st, plan), 1.0 if p.change_token else 0.0, p.made_last,
             len(owned), plan.average, counts["twos_share"]]
    return plain + shares + [rounds * v for v in [plan.average] + shares]


class LearnedEvaluation:
    """Win chances per seat from fitted :class:`~game.ai.learning.Weights` (2+ players only)."""

    def __init__(self, weights: Weights) -> None:
        self.weights = weights

    def values(self, st: AvantCardeState, plans: Sequence[Plan]) -> list[float]:
        strengths = [self.weights.strength(seat_features(st, s, plans[s])) for s in range(len(st.players))]
        out = []
        for seat, mine in enumerate(strengths):
            rival = max(v for s, v in enumerate(strengths) if s != seat)
            out.append(sigmoid(mine - rival))
        return out


def weights_path(folder: str | None = None) -> str:
    return os.path.join(folder or DATA_DIR, WEIGHTS_FILE)


_loaded: dict[str, LearnedEvaluation] = {}


def load_evaluation(folder: str | None = None) -> LearnedEvaluation:
    """The learned evaluation from ``data/avant_carde/hard_eval.yaml`` (read once per folder)."""
    path = weights_path(folder)
    if path not in _loaded:
        _loaded[path] = LearnedEvaluation(load_weights(path, FEATURES))
    return _loaded[path]


def check_data(folder: str | None = None) -> list[str]:
    """Validate the weights file of a data folder (``check-data``); a list of error messages."""
    path = weights_path(folder)
    if folder is not None and not os.path.exists(path):
        return []           # a data folder of one's own need not carry the model
    try:
        load_weights(path, FEATURES)
    except DataError as exc:
        return [str(exc)]
    return []


# ---- training -----------------------------------------------------------------------------------

SETS = ("new_yorkers", "tokyoites", "parisians", "londoners")


def self_play_positions(job: tuple[int, str]) -> list[tuple[list[float], float, float]]:
    """One training game (``(seed, patron set)``): ``[(f_seat0 − f_seat1, result of seat 0, hand-made
    win chance of seat 0)]`` at the start of every round after the first."""
    from game import avant_carde as game
    from game.games import make_agent  # registers the agents in a freshly spawned worker
    seed, patrons = job
    st = game.new_game(players=2, seed=seed, patrons=patrons)
    agents = [make_agent(game.GAME_ID, "medium") for _ in range(2)]
    rngs = [Rng(seed * 1000003 + 17 * i + 1) for i in range(2)]
    explore = Rng(seed * 7919 + 3)
    rows: list[tuple[list[float], float]] = []
    round_no = st.round
    while not st.is_over and st.round <= 200:
        if st.round != round_no:
            round_no = st.round
            plans = [Plan.from_state(st, s) for s in range(2)]
            f = [seat_features(st, s, plans[s]) for s in range(2)]
            worth = [hand_worth(st, s, plans[s]) for s in range(2)]
            hand = sigmoid((worth[0] - worth[1]) / EVAL_SCALE)
            rows.append(([a - b for a, b in zip(f[0], f[1])], hand))
        d = st.decision()
        assert d is not None                # the game is not over
        buys = [o for o in d.options if o.kind == "buy"] if d.kind == "buy" else []
        if buys and explore.random() < EXPLORE:
            action = buys[explore.randrange(len(buys))]
        else:
            action = agents[d.player].choose(game, st.observation(d.player), d, rngs[d.player])
        st.apply(action)
    winners = st.result["winners"] if st.result else []
    result = 0.5 if len(winners) != 1 else (1.0 if winners == [0] else 0.0)
    return [(x, result, hand) for x, hand in rows]


def train(games: int, seed: int, run: Callable[[Callable[[Any], Any], list[Any]], list[Any]],
          l2: float = 1.0) -> Weights:
    """Play ``games`` self-play games (seeds ``seed + g``, the four sets in turn) with ``run``
    (``run(function, jobs)`` → results in job order) and fit the weights.

    Every fifth game is held out; the report compares the fitted model's log loss on it
    with the hand-made evaluation's."""
    jobs = [(seed + g, SETS[g % len(SETS)]) for g in range(games)]
    per_game = run(self_play_positions, jobs)
    fit_rows: list[list[float]] = []
    fit_labels: list[float] = []
    held: list[tuple[list[float], float, float]] = []
    for g, rows in enumerate(per_game):
        for x, y, hand in rows:
            if g % HOLDOUT == HOLDOUT - 1:
                held.append((x, y, hand))
            else:
                fit_rows.append(x)
                fit_labels.append(y)
    if not fit_rows:
        raise ValueError("too few games to train on: play at least 2")
    held_weights = fit_logistic(fit_rows, fit_labels, l2)
    model = Weights(FEATURES, held_weights, {})
    report: dict[str, Any] = {"games": games, "seed": seed, "positions": len(fit_rows) + len(held),
                              "held_out": len(held)}
    if held:
        labels = [y for _, y, _ in held]
        report["held_out_log_loss"] = round(log_loss([sigmoid(model.strength(x)) for x, _, _ in held], labels), 4)
        report["hand_made_log_loss"] = round(log_loss([h for _, _, h in held], labels), 4)
    # The weights kept are refitted on every position, the held-out games included.
    all_rows = fit_rows + [x for x, _, _ in held]
    all_labels = fit_labels + [y for _, y, _ in held]
    return Weights(FEATURES, fit_logistic(all_rows, all_labels, l2), report)


register_trainer(Trainer("avant-carde", "Avant Carde: hard's learned evaluation", train, weights_path, check_data))
