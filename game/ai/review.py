"""The coach: every decision of a finished game judged from its seat's information, and a hint.

A decision is judged by its game's own search adapter (:class:`~game.ai.search.SearchAdapter`,
the one hard plays with, named by the game's :class:`Coach` in :data:`COACHES`), never by code of
its own:

1. the adapter's root candidates (its heuristic's favourite first) and the move played;
2. ``samples`` determinizations of the seat's *observation* at that moment — what it could
   know, never the true hidden cards;
3. every candidate played on a copy of each sample, the rollouts with the adapter's policy to its
   horizon, each candidate's rollout from the same sample given a generator with the same seed
   (common random numbers: the draws every candidate shares cancel out of the comparison);
4. the seat's value there (``adapter.evaluate``, a win chance in [0, 1]), its projected margin
   (its score less the best rival's, from ``summary()``) and its score breakdown
   (``score_breakdown``: the game's own projection, in its own labels).

The *loss* of the move played is the best candidate's mean win chance less the played move's,
in points (0–100). It is marked by :data:`MARKS` only when the paired lead is also significant
(``Z`` standard errors of the paired differences), so a difference the samples cannot tell from
noise is never called a mistake. The main reason is the breakdown line that moved most between
the two moves; the better move is worded by the game's ``describe``. Where the game's coach asks
for it (``Coach.confirm``), a mistake or blunder is then played to the game's end by medium from
the seat's samples (:func:`end_results`) and its mark read off those games: a look-ahead whose
horizon cannot see what a move is worth flags sound moves (docs/ai.md, "Flags played to the end").
A move the search does not weigh at all is played on further while its loss is unsure
(:data:`UNSOUGHT_PAIRS`): such a move is rarely sound, and 32 pairs lifted most real ones.

Judging a decision needs only plain data (the observation, the decision, the move played), so
:func:`judge` runs in worker processes; :mod:`game.tools.review` spreads a game over them.
"""

from __future__ import annotations

import dataclasses
import math
import time
from typing import Any, Callable, Mapping, Sequence

from game.ai.search import SearchAdapter
from game.engine import i18n
from game.engine.actions import Action, Decision
from game.engine.contract import GamePackage, hooks_of
from game.engine.i18n import M, Mn
from game.engine.rng import Rng
from game.engine.state import GameState
from game.games import Registrations, load_object, make_agent, spec

# Win-probability loss (points) from which a move is marked, worst first (docs/ai.md).
MARKS: tuple[tuple[float, str], ...] = ((15.0, "blunder"), (8.0, "mistake"), (3.0, "inaccuracy"))
@dataclasses.dataclass(frozen=True)
class Coach:
    """A game's coach (its entry in :data:`COACHES`).

    ``search``: dotted ``() -> SearchAdapter``, the search the coach judges its decisions and gives
    hints with; ``words``: how the coach words a gain in each line of the game's
    ``score_breakdown`` — ``(label, ("{n} …" for one, "{n} …" for more))``, marked with ``Nn_``,
    ``{n}`` the signed amount (a label left out reads "{n} <label> projected"); ``confirm``: the
    pairs of games played to the end that confirm each flag of a review at most, when the
    look-ahead's own flags are not to be trusted (0: they stand as the look-ahead gives them)."""

    search: str
    words: tuple[tuple[str, tuple[str, str]], ...] = ()
    confirm: int = 0


COACHES: Registrations[Coach] = Registrations("coach")


def coach_adapter(game_id: str) -> SearchAdapter:
    """A new search adapter for ``game_id``'s coach, its agents loaded (ValueError: no coach)."""
    coach = COACHES.of(game_id)
    spec(game_id).module()
    adapter: SearchAdapter = load_object(coach.search)()
    return adapter


def coach_texts(game_id: str) -> dict[str, Any]:
    """How the coach words its reasons in ``game_id``: ``score_word`` (one, more) and ``words``
    (each breakdown line's (one, more)), the keywords of :func:`judge` and :func:`hint`."""
    game = spec(game_id)
    return {"score_word": (game.score_word_one, game.score_word), "words": dict(COACHES.of(game_id).words)}


FLAGGED = ("mistake", "blunder")       # the marks a review jumps between and the benchmark counts
Z = 1.64                                # standard errors the paired lead must reach to be marked
WIDTH = 4                               # root candidates judged (the favourite first; the move played is added)
DEFAULT_SAMPLES = 8                     # determinizations per decision at the default budget
MIN_SAMPLES = 4                         # a time budget never judges on fewer
ESCALATE_FROM = 5.0                     # points: a lead this big but not yet significant is sampled more
ESCALATIONS = 3                         # ... by up to this many more batches of the first sample count
Z_LOOKS = 2.06                          # the bar once sampled more: Pocock's bound for 4 looks (one-sided 5%),
                                        # since a lead looked at again and again clears 1.64 by chance more often

CONFIRM_PAIRS = 32                      # pairs of games played to the end a confirmation asks for at most
                                        # (a game's coach asks for it: docs/ai.md, "Flags played to the end";
                                        # 96, played on while unsure, let more wrong flags through: "Flags
                                        # against the favourite")
CONFIRM_BATCH = 8                       # ... added a batch at a time
CONFIRM_MIN = 16                        # ... at least this many before a confirmation may stop early
CONFIRM_Z = 2.5                         # standard errors that settle a confirmation before its last batch, and
                                        # that a confirmed flag's loss must clear: a review confirms several
                                        # flags a game, and at 1.64 a sound move came through now and then
                                        # (docs/ai.md, "Flags played to the end")
UNSOUGHT_PAIRS = 3                      # a move the search does not weigh at all (not among its root moves) is
                                        # played on to this many times the pairs while its loss is unsure, a
                                        # look after n of most pairs asking CONFIRM_Z * sqrt(most / n) standard
                                        # errors (O'Brien and Fleming's bound): such a move is rarely sound, and
                                        # at 32 pairs most of the planted ones were lifted for want of games
                                        # (docs/ai.md, "Moves the search does not weigh")
CONFIRM_FUTILE = 32                     # ... and from this many pairs, a loss below the mistake threshold stops
                                        # the confirmation of such a move


def decision_seed(game_seed: int, index: int) -> int:
    """The seed a decision is judged with: the game's seed and the decision's index in its action
    log, so a hint at a decision and the review's judgement of it draw the same samples."""
    return (game_seed * 1_000_003 + index) & 0xFFFFFFFF


def mark_of(loss: float, significant: bool = True) -> str:
    """The mark a loss of ``loss`` points earns ("" below every threshold or when not significant)."""
    if not significant:
        return ""
    for threshold, mark in MARKS:
        if loss >= threshold:
            return mark
    return ""


def accuracy(losses: Sequence[float]) -> float:
    """A seat's accuracy in percent from its moves' losses (points): 100 when no move lost
    anything, falling as the mean loss grows (100 · e^(−mean/10): a mean loss of 3 points is 74%)."""
    if not losses:
        return 100.0
    return 100.0 * math.exp(-sum(losses) / len(losses) / 10.0)


@dataclasses.dataclass
class Judgement:
    """One decision judged. Win chances are in [0, 1], losses in points (0–100);
    ``margin``: the seat's projected score less the best rival's after each move."""

    index: int                   # the action's index in the game's action log
    seat: int
    round: int
    kind: str                    # the decision's kind ("buy", "turn" …)
    played: str                  # the move played, as the log holds it
    best: str                    # the best candidate (the move played when nothing beats it)
    played_win: float
    best_win: float
    played_margin: float
    best_margin: float
    loss: float
    mark: str
    samples: int
    candidates: int
    played_words: str = ""       # the game's own words for each move
    best_words: str = ""
    reason: str = ""             # the main reason the better move is better, in one phrase
    confirmed: int = 0           # pairs of games played to the end that confirmed (or lifted) a flag

    def to_data(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_data(cls, d: dict[str, Any]) -> Judgement:
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in d.items() if k in names})

    @classmethod
    def from_kept(cls, d: Any) -> Judgement:
        """A judgement read back from a file, every field checked: an index, seat, round, samples
        and candidates that are integers in [0, :data:`MAX_KEPT_INT`], win chances in [0, 1], a loss
        in [0, 100] that agrees with the mark (none when the best move is the one played), finite
        margins within :data:`MAX_KEPT_MARGIN`, and text of at most :data:`MAX_KEPT_TEXT`
        characters. ValueError for anything else (the file was damaged or edited: the decision is
        judged again). Whether the judgements are the game's is :func:`game.tools.review.cached_judgements`'."""
        if not isinstance(d, dict):
            raise ValueError("a judgement is not an object")
        out: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            value = d.get(f.name, f.default)
            if f.type == "int":
                ok = type(value) is int and 0 <= value <= MAX_KEPT_INT
            elif f.type == "float":
                ok, value = _kept_float(value, *KEPT_RANGES.get(f.name, (-MAX_KEPT_MARGIN, MAX_KEPT_MARGIN)))
            else:
                ok = isinstance(value, str) and len(value) <= MAX_KEPT_TEXT
            if not ok:
                raise ValueError(f"a judgement's {f.name} is not what a review writes")
            out[f.name] = value
        if out["mark"] not in ("", *(m for _, m in MARKS)):
            raise ValueError("a judgement's mark is not one of the marks")
        if out["mark"] and out["mark"] != mark_of(out["loss"]):
            raise ValueError("a judgement's mark does not match its loss")
        if out["best"] == out["played"] and (out["loss"] or out["mark"]):
            raise ValueError("a judgement marks the best move")
        return cls(**out)


MAX_KEPT_INT = 10 ** 7          # beyond any game's action count, samples or candidates
MAX_KEPT_MARGIN = 1e6           # score points: far beyond any game's score
MAX_KEPT_TEXT = 2000            # characters: a move in words or a reason is a line or two
KEPT_RANGES = {"played_win": (0.0, 1.0), "best_win": (0.0, 1.0), "loss": (0.0, 100.0)}


def _kept_float(value: Any, low: float, high: float) -> tuple[bool, Any]:
    """Whether ``value`` read from a file is a number in [``low``, ``high``], and it as a float
    (NaN fails every comparison; an integer too big for a float is simply out of range)."""
    if type(value) not in (int, float):
        return False, value
    if type(value) is int and not -(10 ** 300) < value < 10 ** 300:
        return False, value             # float() of it would raise OverflowError
    return low <= float(value) <= high, float(value)


@dataclasses.dataclass
class Evaluated:
    """What the samples said about one candidate: a win chance and a margin per sample, and the
    score breakdown summed over the samples."""

    wins: list[float]
    margins: list[float]
    parts: dict[str, float]


def _margin(state: GameState, seat: int) -> float:
    scores = state.summary()["scores"]
    rivals = [s for i, s in enumerate(scores) if i != seat]
    return float(scores[seat] - max(rivals)) if rivals else float(scores[seat])


def _played_out(adapter: SearchAdapter, sample: GameState, action: Action, seat: int,
                seed: int) -> tuple[float, float, list[tuple[str, int]]]:
    """``seat``'s win chance, margin and breakdown after ``action`` on a copy of ``sample`` and the
    adapter's rollout to its horizon; ``seed`` seeds the rollout's generator (the same for every
    candidate of a sample)."""
    state = sample.clone()
    state.apply(action)
    rng = Rng(seed)
    while True:
        d = state.decision()
        if d is None or adapter.horizon(sample, state):
            break
        state.apply(adapter.rollout_action(state, d, rng))
    return adapter.evaluate(state)[seat], _margin(state, seat), state.score_breakdown(seat)


def candidates_of(adapter: SearchAdapter, game: GamePackage, obs: dict[str, Any], decision: Decision,
                  rng: Rng, priors: Mapping[Action, float], played: Action | None, width: int = WIDTH) -> list[Action]:
    """The adapter's root candidates (``priors``, its ``root_priors`` drawn from ``rng`` just before),
    most favoured first, cut to ``width``; then the move the
    adapter's own rollouts would play there (on one determinization), when the root offers more
    than one and that move is not among them; then ``played`` (if given and not among them).

    The rollouts' move is weighed because every other candidate is judged by rollouts that play
    it next: an Art Decko acquisition that won every sample was left out by the root's ranking
    (its priors rank by another measure than the rollouts'), the hint kept a worse one, and the
    way out of the payment, whose rollout took the winning acquisition, looked far better than
    the turn the hint had chosen. A decision pruned to one move (a step of a turn already chosen)
    keeps it alone."""
    ranked = sorted(priors, key=lambda a: -priors[a])[:width]
    if len(ranked) > 1:
        own = adapter.rollout_action(adapter.determinize(game, obs, rng), decision, rng)
        if own in decision.options and own not in ranked:
            ranked.append(own)
    if played is not None and played not in ranked:
        ranked.append(played)
    return ranked


def evaluate_candidates(adapter: SearchAdapter, game: GamePackage, obs: dict[str, Any],
                        candidates: Sequence[Action], seed: int, samples: int | None,
                        budget: float | None = None,
                        clock: Callable[[], float] = time.perf_counter) -> dict[Action, Evaluated]:
    """Every candidate played out from the same determinizations of ``obs``: ``samples`` of them,
    or (``samples`` None) as many as ``budget`` seconds allow, at least :data:`MIN_SAMPLES`."""
    return Sampling(adapter, game, obs, candidates, seed).run(samples, budget, clock)


class Sampling:
    """The determinizations of one decision, drawn in order from ``seed`` and kept, so that more
    can be added later on the same footing (the first ``k`` samples are the same however many
    follow: a judgement that asks for more keeps what it has)."""

    def __init__(self, adapter: SearchAdapter, game: GamePackage, obs: dict[str, Any],
                 candidates: Sequence[Action], seed: int) -> None:
        self.adapter, self.game, self.obs, self.seat = adapter, game, obs, obs["seat"]
        self.rng = Rng(seed)
        self.scored = {a: Evaluated([], [], {}) for a in candidates}
        self.rivals = True                  # whether the seat has rivals (False: a solo game)

    def run(self, samples: int | None, budget: float | None = None,
            clock: Callable[[], float] = time.perf_counter) -> dict[Action, Evaluated]:
        """Add ``samples`` samples, or as many as ``budget`` seconds allow (at least
        :data:`MIN_SAMPLES`); every candidate's figures so far."""
        deadline = None if budget is None else clock() + budget
        slowest, k = 0.0, 0
        while True:
            if samples is not None:
                if k >= samples:
                    break
            elif deadline is not None and k >= MIN_SAMPLES and clock() + slowest > deadline:
                break
            t0 = clock()
            sample = self.adapter.determinize(self.game, self.obs, self.rng)
            self.rivals = len(sample.summary()["scores"]) > 1
            rollout_seed = self.rng.next64()
            for a, e in self.scored.items():
                win, margin, parts = _played_out(self.adapter, sample, a, self.seat, rollout_seed)
                e.wins.append(win)
                e.margins.append(margin)
                for label, amount in parts:
                    e.parts[label] = e.parts.get(label, 0.0) + amount
            slowest = max(slowest, clock() - t0)
            k += 1
        return self.scored


def _lead_over(scored: Mapping[Action, Evaluated], candidates: Sequence[Action],
               played: Action) -> tuple[Action, float, float]:
    """The best candidate by mean win chance (the move played on a tie), and its paired lead over
    the move played with that lead's standard error."""
    best = max(candidates, key=lambda a: (_mean(scored[a].wins), a == played))
    lead, error = paired_lead(scored[best].wins, scored[played].wins)
    return best, lead, error


def _mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs)


def paired_lead(better: Sequence[float], worse: Sequence[float]) -> tuple[float, float]:
    """The mean of the paired differences ``better - worse`` and its standard error."""
    d = [b - w for b, w in zip(better, worse)]
    n = len(d)
    mean = _mean(d)
    spread = math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1)) if n > 1 else math.inf
    return mean, spread / math.sqrt(n)


def end_results(adapter: SearchAdapter, game: GamePackage, obs: dict[str, Any], moves: Sequence[Action],
                seed: int, pairs: range, rounds_cap: int = 200) -> list[list[float]]:
    """For each k of ``pairs``: the seat's result (1 won, 1/k shared, 0 lost) after each of ``moves``
    on the k-th determinization of ``obs``, every seat then played by medium to the game's end. The
    moves of one k share the sample and the agents' generators (common random numbers), so their
    results are paired; the k-th sample is the same however many are drawn (a batch goes on
    where the last stopped)."""
    seat = obs["seat"]
    agents: dict[int, Any] = {}
    out = []
    for k in pairs:
        sample = adapter.determinize(game, obs, Rng((seed * 7919 + 104_729 * k) & 0xFFFFFFFFFFFF))
        row = []
        for move in moves:
            state = sample.clone()
            state.apply(move)
            rngs: dict[int, Rng] = {}
            while not state.is_over and state.round <= rounds_cap:
                d = state.decision()
                if d is None:
                    break
                agent = agents.get(d.player) or agents.setdefault(d.player, make_agent(game.GAME_ID, "medium"))
                rng = rngs.get(d.player) or rngs.setdefault(d.player, Rng(seed * 31 + 1_009 * k + d.player))
                state.apply(agent.choose(game, state.observation(d.player), d, rng))
            winners = state.summary()["winners"]
            row.append(1.0 / len(winners) if seat in winners else 0.0)
        out.append(row)
    return out


Words = Mapping[str, tuple[str, str]]     # a breakdown line's label → its gain worded (for one, for more)
ScoreWord = tuple[str, str]              # what a score counts (for one, for more): ("award", "awards")


def main_reason(best: Evaluated, played: Evaluated, samples: int, score_word: ScoreWord = ("point", "points"),
                words: Words | None = None, rivals: bool = True, ended: tuple[float, float] | None = None) -> str:
    """Why ``best`` beats ``played``, in one phrase: the breakdown line the better move raises most
    ("+2 VP from bonus tiles by the next turn", worded by the game's ``words`` for that line), else
    the lead over the best rival (``rivals`` False, a solo game: the projected score), else the win
    chances themselves: those of the games played to the end (``ended``, each move's), when there
    were some."""
    deltas = {label: (best.parts.get(label, 0.0) - played.parts.get(label, 0.0)) / samples
              for label in set(best.parts) | set(played.parts)}
    label, delta = max(deltas.items(), key=lambda kv: (kv[1], kv[0]), default=("", 0.0))
    if delta >= 0.5:
        template = (words or {}).get(label)
        if template is None:
            return M("{n} {label} projected", n=_signed(delta), label=label)
        return Mn(*template, _count(delta), n=_signed(delta))
    margin = _mean(best.margins) - _mean(played.margins)
    if margin >= 0.5:
        word = score_word[0] if _count(margin) == 1 else score_word[1]
        if not rivals:
            return M("{n} {word} projected at the end", n=_signed(margin), word=word)
        return M("{n} {word} of lead over the best rival projected", n=_signed(margin), word=word)
    if ended is not None:
        return M("it wins more of the games played to the end ({best}% against {played}%)",
                 best=f"{100 * ended[0]:.0f}", played=f"{100 * ended[1]:.0f}")
    return M("it wins more of the same sampled games ({best}% against {played}%), though no score moves yet",
             best=f"{100 * _mean(best.wins):.0f}", played=f"{100 * _mean(played.wins):.0f}")


def _count(x: float) -> int:
    """The count a plural form is chosen by for ``x`` as :func:`_signed` writes it: the whole
    number when it is one, else 2 (a fraction takes the plural: "+0.6 dollars")."""
    shown = round(abs(x), 1)
    return int(shown) if shown == int(shown) else 2


def _signed(x: float) -> str:
    """``x`` with its sign and at most one decimal, as the language writes it ("+2", "+0.6", "+0,6")."""
    return i18n.number(x, "+.1f").removesuffix(i18n.number(0, ".1f")[1:])    # "+2.0" → "+2"


def judge(adapter: SearchAdapter, game: GamePackage, obs: dict[str, Any], decision: Decision,
          played: Action, index: int, round_no: int, seed: int, samples: int | None,
          budget: float | None = None, width: int = WIDTH, score_word: ScoreWord = ("point", "points"),
          words: Words | None = None, confirm: int = 0) -> Judgement:
    """One decision judged from ``obs`` (see the module docstring); words are left to the caller,
    who has the position (:func:`word`). A move marked mistake or worse is confirmed by up to
    ``confirm`` pairs of games played to the end (0: not confirmed; see :func:`_confirm`)."""
    seat = obs["seat"]
    rng = Rng(seed ^ 0x5EED)
    priors = adapter.root_priors(game, obs, decision, rng)
    cands = candidates_of(adapter, game, obs, decision, rng, priors, played, width)
    if len(cands) == 1:
        return Judgement(index, seat, round_no, decision.kind, str(played), str(played), 0.5, 0.5,
                         0.0, 0.0, 0.0, "", 0, 1)
    sampling = Sampling(adapter, game, obs, cands, seed)
    scored = sampling.run(samples, budget)
    best, lead, error = _lead_over(scored, cands, played)
    # A move that may be a mistake but that the samples cannot yet tell from noise gets more of
    # them (on the same footing), so a real mistake is not let off for want of samples.
    batch, bar = len(scored[played].wins), Z
    for _ in range(ESCALATIONS):
        if best == played or lead > bar * error or 100.0 * lead < ESCALATE_FROM:
            break
        scored, bar = sampling.run(batch), Z_LOOKS
        best, lead, error = _lead_over(scored, cands, played)
    n = len(scored[played].wins)
    loss = max(0.0, 100.0 * lead)
    significant = best != played and lead > bar * error
    b, p = scored[best], scored[played]
    reason = main_reason(b, p, n, score_word, words, sampling.rivals) if best != played else ""
    j = Judgement(index, seat, round_no, decision.kind, str(played), str(best),
                  _mean(p.wins), _mean(b.wins), _mean(p.margins), _mean(b.margins),
                  round(loss, 2), mark_of(loss, significant), n, len(cands), reason=reason)
    if confirm and j.mark in FLAGGED:
        favourite = cands[0]
        rivals = [best] + [favourite] * (favourite not in (best, played))
        sought = played in priors           # a move the search weighs at all
        most = confirm if sought else UNSOUGHT_PAIRS * confirm
        rows = end_results_of(adapter, game, obs, rivals, played, seed, most, sought)
        rival = rivals[_confirm(j, rows, most, sought)]
        if rival != best:
            j.best, j.best_margin = str(rival), _mean(scored[rival].margins)
        j.reason = main_reason(scored[rival], p, n, score_word, words, sampling.rivals,
                               ended=(j.best_win, j.played_win))
    return j


def end_results_of(adapter: SearchAdapter, game: GamePackage, obs: dict[str, Any], rivals: Sequence[Action],
                   played: Action, seed: int, most: int, sought: bool) -> list[list[float]]:
    """Each rival's result then ``played``'s, per pair of :func:`end_results`, a batch at a time
    until the loss to the leading rival is settled (:func:`_settled`) or ``most`` pairs are played."""
    rows: list[list[float]] = []
    while len(rows) < most:
        rows += end_results(adapter, game, obs, [*rivals, played], seed,
                            range(len(rows), min(most, len(rows) + CONFIRM_BATCH)))
        if _settled(*_leading(rows)[1:], len(rows), most, sought):
            break
    return rows


def _leading(rows: Sequence[Sequence[float]]) -> tuple[int, float, float]:
    """The column of the rival that leads the move played (the last column) most in ``rows``, and
    its paired lead in points with that lead's standard error."""
    leads = [paired_lead([100 * r[c] for r in rows], [100 * r[-1] for r in rows]) for c in range(len(rows[0]) - 1)]
    column = max(range(len(leads)), key=lambda c: leads[c][0])
    return column, *leads[column]


def _bar(pairs: int, most: int, sought: bool) -> float:
    """The standard errors a loss must clear to confirm a flag at a look after ``pairs`` of at most
    ``most``: :data:`CONFIRM_Z`, or for a move the search does not weigh (``sought`` False),
    O'Brien and Fleming's bound, strict at the early looks (see :data:`UNSOUGHT_PAIRS`)."""
    return CONFIRM_Z if sought else CONFIRM_Z * math.sqrt(most / pairs)


def _settled(lead: float, error: float, pairs: int, most: int, sought: bool) -> bool:
    """Whether a confirmation may stop before its last batch, from :data:`CONFIRM_MIN` pairs: the
    loss lies ``CONFIRM_Z`` standard errors wholly below the mistake threshold, or wholly above it;
    for a move the search does not weigh, the flag stands at this look's bar (:func:`_bar`), or the
    loss is below the threshold at all from :data:`CONFIRM_FUTILE` pairs."""
    threshold = min(t for t, m in MARKS if m in FLAGGED)
    if pairs < CONFIRM_MIN:
        return False
    if lead + CONFIRM_Z * error < threshold:
        return True
    if sought:
        return lead - CONFIRM_Z * error >= threshold
    return (lead >= threshold and lead > _bar(pairs, most, sought) * error) or \
        (pairs >= CONFIRM_FUTILE and lead < threshold)


def _confirm(j: Judgement, rows: Sequence[Sequence[float]], most: int, sought: bool) -> int:
    """Read ``j``'s win chances, loss and mark off the games played to the end (``rows``: each
    rival's result, then the move played's, of at most ``most`` pairs), in place of the search's
    look-ahead: a flag stands only when those games confirm the loss at the bar of their last look
    (:func:`_bar`). The column of the rival they were read against."""
    column, lead, error = _leading(rows)
    j.best_win, j.played_win = _mean([r[column] for r in rows]), _mean([r[-1] for r in rows])
    j.loss = round(max(0.0, lead), 2)
    j.mark = mark_of(j.loss, lead > _bar(len(rows), most, sought) * error)
    j.confirmed = len(rows)
    return column


@dataclasses.dataclass
class Hint:
    """The coach's advice for a decision in play: the move, why (against the move it is compared
    with), and ``then``: the seat's next choice of the same turn as the search's rollout plays it
    after the move (a move and the location action it leads to), or None."""

    action: Action
    reason: str
    win: float                   # the seat's mean win chance after the move, in [0, 1]
    samples: int
    candidates: int
    then: Action | None = None


def hint(adapter: SearchAdapter, game: GamePackage, obs: dict[str, Any], decision: Decision,
         seed: int, samples: int = DEFAULT_SAMPLES, width: int = WIDTH,
         score_word: ScoreWord = ("point", "points"), words: Words | None = None) -> Hint:
    """The move the coach advises at ``decision``, judged from ``obs`` alone as a review judges a
    move (:func:`evaluate_candidates` on common samples), with its reason.

    The adapter's favourite (its heuristic's move) is left only for a candidate whose paired lead
    over it is significant (:data:`Z` standard errors and at least a point), as hard leaves it: the
    best mean of a few samples is often only the luckiest (a Gallerist hint once sent a gallerist
    where it could only pass). A decision the adapter prunes to one move (a step of a turn already
    chosen: Art Decko's payment) is still compared with another legal one, so every hint has a
    reason, but that move is never advised instead: the other is a way out of the turn the hint
    before chose (Art Decko's "cancel"), and advising it sent a coached seat round the same
    acquisition and its cancel for ever. When the samples cannot separate the moves, the reason
    says so."""
    rng = Rng(seed ^ 0x5EED)
    priors = adapter.root_priors(game, obs, decision, rng)
    cands = candidates_of(adapter, game, obs, decision, rng, priors, None, width)
    pruned = len(cands) == 1
    if pruned:
        cands += [o for o in decision.options if o != cands[0]][:1]
    if len(cands) == 1:
        return Hint(cands[0], "", 0.5, 0, 1)
    sampling = Sampling(adapter, game, obs, cands, seed)
    scored = sampling.run(samples)
    favourite = cands[0]
    rival = max(cands[1:], key=lambda a: _mean(scored[a].wins))
    lead, error = paired_lead(scored[rival].wins, scored[favourite].wins)
    leaves = not pruned and lead * 100 >= 1.0 and lead > Z * error
    chosen, other = (rival, favourite) if leaves else (favourite, rival)
    best, second = scored[chosen], scored[other]
    n = len(best.wins)
    lead, error = paired_lead(best.wins, second.wins)
    reason: str
    if pruned and lead * 100 < 1.0:                 # kept though the way out scores as well or better
        reason = M("it carries out the turn chosen; the coach weighs no other move here ({wins}% wins, "
                   "{other}% for the other legal move)", wins=f"{100 * _mean(best.wins):.0f}",
                   other=f"{100 * _mean(second.wins):.0f}")
    elif lead * 100 < 1.0 or lead <= Z * error:     # the samples cannot tell it from the other
        reason = M("the samples cannot separate it from the next best move ({wins}% wins against {other}%): "
                   "another may be as good", wins=f"{100 * _mean(best.wins):.0f}",
                   other=f"{100 * _mean(second.wins):.0f}")
    else:
        reason = main_reason(best, second, n, score_word, words, sampling.rivals)
    return Hint(chosen, reason, _mean(best.wins), n, len(cands), _then(adapter, game, obs, decision, chosen, seed))


def _then(adapter: SearchAdapter, game: GamePackage, obs: dict[str, Any], decision: Decision,
          action: Action, seed: int) -> Action | None:
    """The seat's next choice after ``action`` when it is another of the same kind (the rest of
    its turn), as the adapter's rollout plays it on a sample; None otherwise."""
    state = adapter.determinize(game, obs, Rng(seed ^ 0x7E4))
    state.apply(action)
    d = state.decision()
    if d is None or d.player != decision.player or d.kind != decision.kind or len(d.options) < 2:
        return None
    return adapter.rollout_action(state, d, Rng(seed ^ 0x7E5))


def move_words(game: GamePackage, position: GameState, seat: int, action: Action,
               names: Sequence[str]) -> str:
    """``action`` in the game's own words: its ``describe`` (or, for a step the log leaves unworded,
    its ``describe_choice``), else what its first two events say when played on a copy of
    ``position``, else the action as written."""
    try:
        line = game.describe(position, seat, action, names) or hooks_of(game).describe_choice(
            position, seat, action, names)
        if line:
            return line             # a message: said in the language in force where it is shown
        events = position.clone().apply(action)
        said = [t for t in (game.describe_event(e, names) for e in events) if t][:2]
        if said:
            return i18n.join(" ", said)
    except Exception:  # noqa: BLE001 — a step of a turn the game does not word alone
        pass
    return str(action)


def word(game: GamePackage, state: GameState, j: Judgement, names: Sequence[str]) -> None:
    """Fill in ``j``'s moves in the game's own words (``state``: the position of the decision)."""
    from game.engine.actions import parse_action
    for attr, text in (("played_words", j.played), ("best_words", j.best)):
        setattr(j, attr, move_words(game, state, j.seat, parse_action(text), names))


def summarise(judgements: Sequence[Judgement], seats: int) -> dict[str, Any]:
    """Per seat: moves judged, marks counted, mean loss and accuracy."""
    out: dict[str, Any] = {}
    for seat in range(seats):
        mine = [j for j in judgements if j.seat == seat and j.candidates > 1]
        if not mine:
            continue
        counts = {m: sum(1 for j in mine if j.mark == m) for _, m in MARKS}
        out[str(seat)] = {"judged": len(mine), **counts,
                          "mean_loss": round(_mean([j.loss for j in mine]), 2),
                          "accuracy": round(accuracy([j.loss for j in mine]), 1)}
    return out
