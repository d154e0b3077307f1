"""Information-set Monte Carlo tree search, for any game that follows the engine contract.

A card game hides things (hands, deck orders), so a searching agent cannot build a
tree over the true state. *Determinized* search samples a full state consistent
with what the agent has seen (``game.determinize(observation, rng)``) at every
iteration, walks one shared tree with it, and so averages over the hidden cards
instead of pretending to know them. This is single-observer ISMCTS (Cowling,
Powley & Whitehouse, 2012):

1. **determinize** — sample a state from the observation;
2. **select** — from the root, follow children whose action is legal in this
   sample, by PUCT: mean value + ``c · prior · √(availability) / (1 + visits)``.
   A child's *availability* counts the iterations in which its action was legal,
   so actions that are only sometimes possible are not over-explored;
3. **expand** — add one untried action (the most promising first);
4. **roll out** — play on with a fast policy until the adapter's horizon
   (e.g. the end of the round), then score the position for every player;
5. **back up** — each node on the path adds the value of the player who chose it.

The game-specific parts live in a :class:`SearchAdapter`: how to sample, which
actions to consider, the rollout policy, the horizon, the evaluation and the
root priors (a heuristic agent's choice, so a short search starts from a good
move and only leaves it when the samples say so). Art Decko can plug in its own.

The search is deterministic given its rng when run for a fixed number of
iterations; with a time budget it stops early enough to stay within it.

:class:`PairedSearch` is the second way to use an adapter, and the hard level's in every game:
no tree, only the root's candidates, each played out from the *same* samples, so the hidden
draws every candidate shares cancel out of the comparison, and the heuristic's move is left
only when the paired difference is significant — where the search cannot tell the moves
apart, hard plays the heuristic's move rather than the luckiest sample's.
"""

from __future__ import annotations

import math
import statistics
import time
from typing import TYPE_CHECKING, Any, Callable, Generic, Sequence, TypeVar, cast

from game.engine.actions import Action, Decision
from game.engine.contract import GamePackage
from game.engine.rng import Rng
from game.engine.state import GameState

if TYPE_CHECKING:
    # An adapter named without its game's state type (code that serves every game: the coach's
    # review, a game's adapter declared before it said which) means any game's: S's default.
    # typing_extensions only at type-checking time; Python 3.11's TypeVar has no default.
    import typing_extensions

    S = typing_extensions.TypeVar("S", bound=GameState, default=Any)
else:
    S = TypeVar("S", bound=GameState)


class SearchAdapter(Generic[S]):
    """What the search needs to know about one game, whose states are ``S``. Subclass and fill in."""

    def determinize(self, game: GamePackage, obs: dict[str, Any], rng: Rng) -> S:
        """A full state consistent with ``obs`` (hidden cards drawn from ``rng``)."""
        # The package of the game this adapter is written for makes the adapter's kind of state.
        return cast(S, game.determinize(obs, rng))

    def root_priors(self, game: GamePackage, obs: dict[str, Any], decision: Decision,
                    rng: Rng) -> dict[Action, float]:
        """``{action: prior}`` over the root's candidate actions (priors sum to about 1).

        Only these actions are searched at the root, so an adapter may prune here."""
        n = len(decision.options)
        return {a: 1.0 / n for a in decision.options}

    def candidates(self, state: S, decision: Decision) -> list[Action]:
        """The actions to consider at an inner node, most promising first."""
        return list(decision.options)

    def rollout_action(self, state: S, decision: Decision, rng: Rng | None) -> Action:
        """A fast, reasonable move for whoever decides in ``state``. ``rng`` is None under
        :class:`PairedSearch`, whose rollouts may draw only from the sample's own generator."""
        if rng is None:
            raise TypeError("a random rollout needs an rng; PairedSearch gives none (override rollout_action)")
        opts = decision.options
        return opts[rng.randrange(len(opts))]

    def horizon(self, root_state: S, state: S) -> bool:
        """True when a rollout should stop and the position be evaluated."""
        return state.decision() is None

    def evaluate(self, state: S) -> Sequence[float]:
        """A value in [0, 1] per seat (1 = surely wins) for ``state``."""
        raise NotImplementedError


def favourite_priors(favourite: Action, others: Sequence[Action], weight: float) -> dict[Action, float]:
    """Root priors that give the heuristic's ``favourite`` a ``weight`` share and split the
    rest evenly over the ``others`` (the favourite alone gets everything)."""
    if not others:
        return {favourite: 1.0}
    priors = {a: (1 - weight) / len(others) for a in others}
    priors[favourite] = weight
    return priors


class _Node:
    """Statistics of one action taken from a tree position (the position after it)."""

    __slots__ = ("visits", "total", "available", "prior", "children")

    def __init__(self, prior: float) -> None:
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.prior = prior
        self.children: dict[Action, _Node] = {}


class InformationSetMCTS:
    """ISMCTS with PUCT selection, heuristic priors and truncated rollouts.

    ``time_budget`` — seconds per decision, all included (priors, samples, search);
    ``iterations`` — instead, a fixed count (deterministic, for tests and replays);
    ``exploration`` — the PUCT constant; values are in [0, 1], so ~0.5–1 suits;
    ``keep_margin`` — the root's favourite (highest prior, the heuristic's move) is kept
    unless the chosen move's mean value beats it by this much: a short, noisy search
    should refine a good heuristic, not replace it with the luckiest sample.
    """

    def __init__(self, adapter: SearchAdapter[Any], time_budget: float = 1.0, iterations: int | None = None,
                 exploration: float = 0.7, inner_width: int = 4, keep_margin: float = 0.0,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.adapter = adapter
        self.time_budget = time_budget
        self.iterations = iterations
        self.exploration = exploration
        self.inner_width = inner_width
        self.keep_margin = keep_margin
        self.clock = clock
        self.last_iterations = 0      # how many iterations the last decision ran (for reports)

    def choose(self, game: GamePackage, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        start = self.clock()
        # A little is kept back for choosing and returning, so the whole call stays within budget.
        deadline = None if self.iterations is not None else start + 0.95 * self.time_budget
        priors = self.adapter.root_priors(game, obs, decision, rng)
        if len(priors) == 1:
            self.last_iterations = 0
            return next(iter(priors))
        root = _Node(1.0)
        root.children = {a: _Node(p) for a, p in priors.items()}
        seat = obs["seat"]
        done = 0
        slowest = 0.0
        while True:
            if self.iterations is not None:
                if done >= self.iterations:
                    break
            elif deadline is not None and self.clock() + slowest > deadline:
                break       # one more iteration as slow as the slowest so far could overrun
            t0 = self.clock()
            state = self.adapter.determinize(game, obs, rng)
            self._iterate(root, state, seat, rng, deadline)
            slowest = max(slowest, self.clock() - t0)
            done += 1
        self.last_iterations = done
        # The most visited action is the most trusted; ties go to the higher prior.
        children = root.children
        best = max(children, key=lambda a: (children[a].visits, children[a].prior))
        favourite = max(children, key=lambda a: children[a].prior)
        chosen, fav = children[best], children[favourite]
        if best != favourite and fav.visits and \
                chosen.total / chosen.visits - fav.total / fav.visits < self.keep_margin:
            return favourite
        return best

    def _iterate(self, root: _Node, state: GameState, seat: int, rng: Rng, deadline: float | None) -> None:
        root_state = state.clone()
        node = root
        path: list[tuple[_Node, int]] = []
        is_root = True
        while True:
            d = state.decision()
            if d is None or (not is_root and self.adapter.horizon(root_state, state)):
                break
            if is_root:
                legal = [a for a in node.children if a in d.options]
                if not legal:
                    break
            else:
                legal = self.adapter.candidates(state, d)[: self.inner_width]
            for a in legal:
                child = node.children.get(a)
                if child is not None:
                    child.available += 1
            untried = [a for a in legal if a not in node.children or node.children[a].visits == 0]
            if untried:
                a = max(untried, key=lambda x: node.children[x].prior) if is_root else untried[0]
                child = node.children.get(a)
                if child is None:
                    child = node.children[a] = _Node(1.0 / len(legal))
                    child.available = 1
                state.apply(a)
                path.append((child, d.player))
                break
            a = self._select(node, legal)
            state.apply(a)
            node = node.children[a]
            path.append((node, d.player))
            is_root = False
        self._rollout(root_state, state, rng, deadline)
        values = self.adapter.evaluate(state)
        for child, player in path:
            child.visits += 1
            child.total += values[player]

    def _select(self, node: _Node, legal: Sequence[Action]) -> Action:
        """The legal action whose child has the best PUCT score (the first of equals)."""
        c = self.exploration
        best, best_score = legal[0], -math.inf
        for a in legal:
            ch = node.children[a]
            score = ch.total / ch.visits + c * ch.prior * math.sqrt(ch.available) / (1 + ch.visits)
            if score > best_score:
                best, best_score = a, score
        return best

    def _rollout(self, root_state: GameState, state: GameState, rng: Rng, deadline: float | None) -> None:
        adapter = self.adapter
        while True:
            d = state.decision()
            if d is None or adapter.horizon(root_state, state):
                return
            if deadline is not None and self.clock() > deadline:
                return          # out of time: evaluate where we stand
            state.apply(adapter.rollout_action(state, d, rng))


class PairedSearch:
    """Hard's search: the root's candidates (the adapter's :meth:`~SearchAdapter.root_priors`,
    the favourite its heuristic's move) are each played out from the *same* determinizations
    (common random numbers: a clone carries the sample's generator, so later draws agree too),
    and medium's choice is left only when another candidate's mean lead over it, rollout by
    rollout, is at least ``z`` standard errors of those paired differences and more than
    ``keep_margin``.

    Pairing removes the hidden draws' swing that every candidate shares; the test on the
    differences' spread makes a short search keep medium's move unless it is confident.
    ``time_budget`` — seconds per decision; ``iterations`` — instead, a fixed count of
    rollouts (deterministic, for tournaments, tests and replays), spread over the candidates;
    ``cap`` — under a time budget, the rollouts after which the search stops anyway: a machine
    fast enough to play them within the budget decides exactly as ``iterations=cap`` does, so a
    tournament at that fixed count measures the level the app plays, whatever the load.
    ``corrected`` — the threshold grows with the number of challengers (:meth:`threshold`).
    """

    def __init__(self, adapter: SearchAdapter[Any], time_budget: float = 1.0, iterations: int | None = None,
                 keep_margin: float = 0.0, z: float = 1.64, corrected: bool = False, cap: int | None = None,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.adapter = adapter
        self.time_budget, self.iterations, self.cap = time_budget, iterations, cap
        self.keep_margin, self.z, self.corrected, self.clock = keep_margin, z, corrected, clock
        self.last_iterations = 0      # how many rollouts the last decision ran (for reports)
        self.last_left = False        # whether the last decision left the favourite (for reports and tests)

    def choose(self, game: GamePackage, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        start = self.clock()
        priors = self.adapter.root_priors(game, obs, decision, rng)
        favourite = max(priors, key=priors.__getitem__)
        self.last_iterations, self.last_left = 0, False
        if len(priors) == 1:
            return favourite
        others = [a for a in priors if a != favourite]
        deadline = start + 0.95 * self.time_budget
        count = self.iterations if self.iterations is not None else self.cap
        samples = None if count is None else max(2, count // len(priors))
        diffs: dict[Action, list[float]] = {a: [] for a in others}
        slowest = 0.0
        while True:
            done = len(diffs[others[0]])
            if samples is not None and done >= samples:
                break
            if self.iterations is None and done >= 2 and self.clock() + slowest > deadline:
                break       # one more round as slow as the slowest so far could overrun
            t0 = self.clock()
            sample = self.adapter.determinize(game, obs, rng)
            base = self._played(sample, favourite, obs["seat"])
            for a in others:
                diffs[a].append(self._played(sample, a, obs["seat"]) - base)
            self.last_iterations += len(priors)
            slowest = max(slowest, self.clock() - t0)
        best = max(others, key=lambda a: sum(diffs[a]))
        self.last_left = self._confident(diffs[best], self.threshold(len(others)))
        return best if self.last_left else favourite

    def threshold(self, compared: int) -> float:
        """The standard errors a paired lead must reach when ``compared`` candidates challenge the
        favourite: ``z``, or with ``corrected`` the Bonferroni ``z`` for that many tests (the best
        of many equal candidates would otherwise pass one test at ``z`` far more often than its
        one-sided level says)."""
        if not self.corrected or compared <= 1:
            return self.z
        dist = statistics.NormalDist()
        return dist.inv_cdf(1 - (1 - dist.cdf(self.z)) / compared)

    def _confident(self, d: Sequence[float], z: float) -> bool:
        n = len(d)
        mean = sum(d) / n
        spread = math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1)) if n > 1 else math.inf
        return mean > self.keep_margin and mean > z * spread / math.sqrt(n)

    def _played(self, sample: GameState, action: Action, seat: int) -> float:
        """``seat``'s value after ``action`` on a copy of ``sample`` and the rollout to the horizon."""
        state = sample.clone()
        state.apply(action)
        adapter = self.adapter
        while True:
            d = state.decision()
            if d is None or adapter.horizon(sample, state):
                return adapter.evaluate(state)[seat]
            state.apply(adapter.rollout_action(state, d, None))
