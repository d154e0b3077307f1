"""The lab's statistics: every figure with its 95% interval, one rule for when a figure says
nothing yet, and plain-language verdicts drawn only from figures that say something.

An :class:`Estimate` is a value with its interval and the half-width up to which it is worth
reading (its ``tolerance``). :func:`shown` is the one rule every screen, chart and report
follows: a figure whose interval is wider than that reads "not enough games". Pure: no pygame,
no files.

The intervals:

- a rate (k of n): Wilson's score interval (:func:`~game.tools.tournament.wilson`);
- a mean: mean ± 1.96 standard errors (games are independent);
- a difference of two rates: Newcombe's hybrid score interval built from the two Wilson
  intervals (it stays inside -1…1 and behaves at small counts).

Seats of one game are not independent, so a per-seat interval is a little narrower than the
truth; the tolerances below leave room for that.
"""

import dataclasses
import math
from typing import Any, Iterable, Sequence

from game.engine.i18n import N_, M
from game.tools.tournament import wilson

# The words below are messages (:func:`~game.engine.i18n.M`): English as text (the command line,
# the JSON, the HTML page), said in the language in force where the lab's screens draw them.
NOT_ENOUGH = N_("not enough games")
NEEDS = "needs"                # a narrow column's "not enough games": "needs ≈130 games"
RATE_TOLERANCE = 0.08          # a rate or a difference reads once known within ±8 points
MEAN_TOLERANCE = 0.10          # a mean reads once known within ±10% of itself


@dataclasses.dataclass(frozen=True)
class Estimate:
    """A measured figure: ``value`` with its 95% interval ``low``…``high`` over ``n`` samples.

    ``kind`` is "rate" (a share, 0…1, shown in %), "diff" (a difference of rates, shown in
    points) or "mean" (shown as a number); ``tolerance`` is the half-width beyond which the
    figure is "not enough games"."""

    value: float
    low: float
    high: float
    n: int
    kind: str
    tolerance: float
    games: int = 0      # the games the figure comes from (0: as many as its samples, ``n``)

    @property
    def half_width(self) -> float:
        return (self.high - self.low) / 2

    def to_json(self) -> dict[str, Any]:
        return {"value": round(self.value, 4), "low": round(self.low, 4), "high": round(self.high, 4),
                "n": self.n, "kind": self.kind, "tolerance": round(self.tolerance, 4), "games": self.played}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Estimate":
        return cls(d["value"], d["low"], d["high"], d["n"], d["kind"], d["tolerance"], d.get("games", 0))

    @property
    def played(self) -> int:
        """The games this figure comes from."""
        return self.games or self.n

    def over(self, games: int) -> "Estimate":
        """The same figure, known to come from ``games`` games (a per-seat figure has more samples)."""
        return dataclasses.replace(self, games=games)


def rate(successes: float, n: int) -> Estimate:
    """A share (``successes`` may be fractional: a shared win counts 1/k) with its Wilson interval."""
    low, high = wilson(successes, n)
    return Estimate(successes / n if n else 0.0, low, high, n, "rate", RATE_TOLERANCE)


def mean(values: Iterable[float]) -> Estimate:
    """The mean of ``values`` ± 1.96 standard errors."""
    xs = list(values)
    n = len(xs)
    m = sum(xs) / n if n else 0.0
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1)) if n > 1 else float("inf")
    half = 1.96 * sd / math.sqrt(n) if n else float("inf")
    return Estimate(m, m - half, m + half, n, "mean", max(MEAN_TOLERANCE * abs(m), 1e-9))


def spread(values: Iterable[float]) -> Estimate:
    """The standard deviation of ``values`` with its approximate 95% interval
    (sd × (1 ± 1.96 / √(2(n−1))), the large-sample interval of a standard deviation)."""
    xs = list(values)
    n = len(xs)
    if n < 2:
        return Estimate(0.0, 0.0, float("inf"), n, "mean", 1e-9)
    m = sum(xs) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    rel = 1.96 / math.sqrt(2 * (n - 1))
    return Estimate(sd, sd * max(0.0, 1 - rel), sd * (1 + rel), n, "mean", max(MEAN_TOLERANCE * sd, 1e-9))


def difference(k1: float, n1: int, k2: float, n2: int) -> Estimate:
    """Rate 1 minus rate 2 (``k`` of ``n`` each), with Newcombe's hybrid score interval."""
    if not n1 or not n2:
        return Estimate(0.0, -1.0, 1.0, min(n1, n2), "diff", RATE_TOLERANCE)
    p1, p2 = k1 / n1, k2 / n2
    l1, u1 = wilson(k1, n1)
    l2, u2 = wilson(k2, n2)
    d = p1 - p2
    return Estimate(d, d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2),
                    d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2), min(n1, n2), "diff", RATE_TOLERANCE)


def readable(e: Estimate) -> bool:
    """THE rule: a figure says something once its 95% interval is no wider than its tolerance."""
    return e.n > 0 and e.half_width <= e.tolerance


def _nice(games: float) -> int:
    """A games count rounded up to two significant digits (130, 1900, 24000): an estimate, not a promise."""
    whole = max(1, math.ceil(games))
    step = 10 ** max(0, len(str(whole)) - 2)
    return -(-whole // step) * step


def games_needed(e: Estimate) -> int | None:
    """About how many games would make ``e`` readable (its interval shrinks as 1/√games);
    None when no count would say (no games yet, or no spread to go by)."""
    if readable(e):
        return e.played
    if not e.n or not math.isfinite(e.half_width) or e.tolerance <= 0:
        return None
    return _nice(e.played * (e.half_width / e.tolerance) ** 2)


def shown(e: Estimate, unit: str = "", digits: int = 1, compact: bool = False) -> str:
    """The figure as a reader sees it: "34% ± 5", "+6 pts ± 4", "11.2 ± 0.3" or "not enough games
    (need ≈130)" — what is missing, with about how many games would make it readable (``compact``,
    for a narrow column: "needs ≈130 games")."""
    if not readable(e):
        needed = games_needed(e)
        if needed is None:
            return M(NOT_ENOUGH)
        return (M("needs ≈{n} games", n=needed) if compact
                else M("not enough games (need ≈{n})", n=needed))
    if e.kind == "rate":
        return M("{value:.0f}% ± {half:.0f}", value=100 * e.value, half=100 * e.half_width)
    if e.kind == "diff":
        return M("{value:+.0f} pts ± {half:.0f}", value=100 * e.value, half=100 * e.half_width)
    figure = M("{value:.{digits}f} ± {half:.{digits}f}", value=e.value, half=e.half_width, digits=digits)
    return M("${figure}", figure=figure) if unit == "$" else unit + figure


def against_fair(e: Estimate, players: int) -> Estimate:
    """A seat's win rate as its distance from the fair share ``1 / players``: a difference, in
    points, with the rate's interval moved by the same amount."""
    fair = 1 / players
    return Estimate(e.value - fair, e.low - fair, e.high - fair, e.n, "diff", e.tolerance)


def seat_share(e: Estimate, players: int) -> str:
    """A seat's win rate as every seat view words it: "22% ± 4, -11 pts ± 4 from fair", or
    "not enough games"."""
    if not readable(e):
        return M(NOT_ENOUGH)
    return M("{share}, {distance} from fair", share=shown(e), distance=shown(against_fair(e, players)))


def significant(e: Estimate, reference: float) -> bool:
    """Whether the figure is readable and its interval leaves out ``reference`` (a fair share, zero)."""
    return readable(e) and not (e.low <= reference <= e.high)


# ---- comparing variants ----------------------------------------------------------------------

def mean_difference(a: Estimate, b: Estimate) -> Estimate:
    """Mean ``a`` minus mean ``b`` (independent games) with its 95% interval: the two standard
    errors added in quadrature (Welch's normal approximation)."""
    half = math.hypot(a.half_width, b.half_width)
    d = a.value - b.value
    return Estimate(d, d - half, d + half, min(a.n, b.n), "mean", math.inf, min(a.played, b.played))


def games_to_show(d: Estimate) -> int | None:
    """About how many games per variant would make a difference this large clear of zero
    (None: no difference at all to go by)."""
    if not d.value or not math.isfinite(d.half_width):
        return None
    return _nice(d.played * (d.half_width / abs(d.value)) ** 2)


MIN_ANSWER_GAMES = 20      # games per variant before a difference is claimed (the intervals are large-sample ones)

# (figure, what a smaller value means, what it is called, its unit) — the questions the answer asks, in order
QUESTIONS = (("margin", N_("closer games"), N_("winner's margin"), None),
             ("rounds", N_("shorter games"), N_("game length"), N_("rounds")))


def answer(variants: list[tuple[str, dict[str, Estimate]]], score_word: str, unit: str) -> str:
    """The lab's answer in one sentence: which variant gives closer (else shorter) games and by
    how much, from the clearest difference between two variants (its 95% interval clear of zero);
    else that no difference shows at this many games, and about how many would.

    ``variants``: ``(label, figures)`` per variant, figures as :func:`verdicts` takes them."""
    if len(variants) < 2:
        return M("Only one {unit}: tick a second to compare them.", unit=unit)
    games = min((f["rounds"].played for _, f in variants if "rounds" in f), default=0)
    if games < MIN_ANSWER_GAMES:     # a spread guessed from a handful of games proves nothing
        return M("Too few games to compare: {games} per {unit}; at least {least} are needed.",
                 games=games, unit=unit, least=MIN_ANSWER_GAMES)
    needed = []
    for name, better, called, word in QUESTIONS:
        pairs = [(a, b, mean_difference(b[1][name], a[1][name])) for a in variants for b in variants
                 if a is not b and name in a[1] and name in b[1] and a[1][name].value <= b[1][name].value]
        clear = [p for p in pairs if p[2].low > 0]
        if clear:
            a, b, d = max(clear, key=lambda p: p[2].value / p[2].half_width)
            fa, fb = a[1][name], b[1][name]
            return M("{a}: {better} than {b} ({called} {va:.1f} vs {vb:.1f} {word}; "
                     "95% interval of the difference {low:.1f}–{high:.1f}).",
                     a=a[0], better=M(better), b=b[0], called=M(called), va=fa.value, vb=fb.value,
                     word=M(word) if word else score_word, low=d.low, high=d.high)
        needed += [n for n in (games_to_show(d) for _, _, d in pairs) if n]
    if needed:
        return M("No difference that {games} games per {unit} can show; about {n} games per {unit} would.",
                 games=games, unit=unit, n=min(needed))
    return M("No difference that {games} games per {unit} can show.", games=games, unit=unit)


# ---- verdicts --------------------------------------------------------------------------------

def verdicts(figures: dict[str, Estimate], baseline: dict[str, Estimate] | None = None, players: int = 3,
             findings: Sequence[str] = ()) -> list[str]:
    """Short plain-language findings about one variant, each backed by a significant figure.

    ``figures``: name -> :class:`Estimate` of this variant ("rounds", "margin", "first_seat");
    ``baseline``: the same for the variant it is compared with (the first one), for
    "faster"/"slower" and "closer"/"more swingy". A comparison is said when the 95% interval of
    the difference (:func:`mean_difference`, as the answer uses) is clear of zero. ``findings``:
    those of the measure's own figures (:attr:`game.tools.lab.Measure.findings`), said after
    these. A finding is said only when its figure is significant; no finding says "no clear
    difference".
    """
    out: list[str] = []
    if baseline:
        for name, less, more in (("rounds", M("shorter games"), M("longer games")),
                                 ("margin", M("closer games"), M("more swingy (wider winning margins)"))):
            mine, theirs = figures.get(name), baseline.get(name)
            if mine is None or theirs is None:
                continue
            d = mean_difference(mine, theirs)
            if d.high < 0:
                out.append(less)
            elif d.low > 0:
                out.append(more)
    first = figures.get("first_seat")
    if first is not None and significant(first, 1 / players):
        out.append(M("the first seat is favoured") if first.value > 1 / players
                   else M("the first seat is at a disadvantage"))
    out.extend(findings)
    return out or [M("no clear difference")]
