"""``python main.py tournament --ladder``: a round-robin of agents and their Elo-style ratings.

    tournament --ladder --agents random,greedy,easy,medium,hard --games 40 --iterations 100 \\
               --variants new_yorkers,tokyoites,parisians,londoners

Every pair of agents plays ``games`` 2-player games: game ``g`` has seed ``seed + g``,
seats swapped every game, and cycles through the ``variants`` (the lab's variants: for
Avant Carde the patron sets; none given: the set-up flags as they are). The ratings are
the Bradley–Terry fit of all the results on the Elo scale (a 400-point gap is 10:1
odds; 200 points ≈ a 76% win rate), with the first agent at 0:

- fitted by maximum likelihood (the MM algorithm of Hunter, 2004), a shared win counting
  half to each; every pair also gets one virtual drawn game, so that an agent that won
  every game has a finite rating instead of an infinite one (it pulls close ratings
  together by a few points at 40 games a pair);
- the 95% interval of each rating is the 2.5–97.5% range over 400 bootstrap refits, each
  on the games of every pair resampled with replacement (seeded, so it is reproducible).

Ratings are relative to this pool of agents and these budgets: hard's depends on its budget
or iteration count, which the report states.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from game.engine.rng import Rng
from game.tools.lab import LABS
from game.tools.tournament import Job, run_games

ELO = 400.0 / math.log(10.0)      # Elo points per unit of natural log-odds
BOOTSTRAP = 400
PRIOR_GAMES = 1.0                 # virtual drawn games added to every pair


def ladder_jobs(game_id: str, agents: Sequence[str], games: int, seed: int, setup: dict[str, Any],
                variants: Sequence[str], budget: float | None, iterations: int | None
                ) -> tuple[list[tuple[str, str]], list[tuple[int, Job]]]:
    """The games of the round-robin: ``[(pair index, job)]``, pairs in order (i < j). ValueError
    unless there are two different agents to rate against each other."""
    if len(set(agents)) < 2 or len(set(agents)) != len(agents):
        raise ValueError(f"argument --agents: a ladder rates two or more different agents, "
                         f"not {', '.join(agents) or 'none'}")
    lab = LABS.of(game_id)
    known = [c.value for c in lab.all_variants()]
    for v in variants:
        if v not in known:
            raise ValueError(f"unknown variant {v!r} for {game_id}; known: {', '.join(known)}")
    jobs: list[tuple[int, Job]] = []
    pairs = [(a, b) for i, a in enumerate(agents) for b in agents[i + 1:]]
    for k, (a, b) in enumerate(pairs):
        for g in range(games):
            names = (a, b) if g % 2 == 0 else (b, a)
            game_setup = dict(setup)
            if variants:
                game_setup.update(lab.variant_setup(variants[g % len(variants)]))
            jobs.append((k, (game_id, names, seed + g, game_setup, budget, iterations)))
    return pairs, jobs


def fit_ratings(n: int, results: Sequence[tuple[int, int, float]], prior: float = PRIOR_GAMES,
                steps: int = 2000) -> list[float]:
    """Bradley–Terry strengths on the Elo scale, agent 0 at 0, from ``results``:
    ``[(i, j, score of i)]`` per game (1, 0.5 or 0)."""
    wins = [[0.0] * n for _ in range(n)]
    games = [[0.0] * n for _ in range(n)]
    for i, j, s in results:
        wins[i][j] += s
        wins[j][i] += 1.0 - s
        games[i][j] += 1
        games[j][i] += 1
    for i in range(n):
        for j in range(n):
            if i != j:
                wins[i][j] += prior / 2
                games[i][j] += prior
    gamma = [1.0] * n
    for _ in range(steps):
        new = []
        for i in range(n):
            w = sum(wins[i])
            denom = sum(games[i][j] / (gamma[i] + gamma[j]) for j in range(n) if j != i)
            new.append(w / denom)
        scale = new[0]
        new = [g / scale for g in new]
        done = max(abs(math.log(a / b)) for a, b in zip(new, gamma)) < 1e-10
        gamma = new
        if done:
            break
    return [ELO * math.log(g) for g in gamma]


def ladder(game_id: str, agents: Sequence[str], games: int, seed: int, setup: dict[str, Any] | None = None,
           variants: Sequence[str] = (), budget: float | None = None, iterations: int | None = None,
           workers: int | None = None, progress: bool = True) -> dict[str, Any]:
    """Play the round-robin and fit the ratings; returns a report dict."""
    pairs, jobs = ladder_jobs(game_id, agents, games, seed, dict(setup or {}), list(variants), budget, iterations)
    raw = run_games([job for _, job in jobs], workers, progress)
    index = {a: i for i, a in enumerate(agents)}
    per_pair: list[list[float]] = [[] for _ in pairs]
    for (k, _), r in zip(jobs, raw):
        a = pairs[k][0]
        winners = r["winners"]
        score = sum(1.0 / len(winners) for w in winners if r["names"][w] == a) if winners else 0.5
        per_pair[k].append(score)
    results = [(index[a], index[b], s) for (a, b), scores in zip(pairs, per_pair) for s in scores]
    ratings = fit_ratings(len(agents), results)
    rng = Rng(seed)
    samples: list[list[float]] = [[] for _ in agents]
    for _ in range(BOOTSTRAP):
        resampled = []
        for (a, b), scores in zip(pairs, per_pair):
            resampled += [(index[a], index[b], scores[rng.randrange(len(scores))]) for _ in scores]
        for i, r in enumerate(fit_ratings(len(agents), resampled)):
            samples[i].append(r)
    report: dict[str, Any] = {"game": game_id, "agents": list(agents), "games_per_pair": games, "seed": seed,
              "setup": dict(setup or {}), "variants": list(variants), "budget": budget,
              "iterations": iterations, "rating": {}, "pairs": []}
    for i, a in enumerate(agents):
        s = sorted(samples[i])
        report["rating"][a] = {"elo": round(ratings[i]), "ci95": [round(s[int(0.025 * len(s))]),
                                                                 round(s[int(0.975 * len(s)) - 1])]}
    for (a, b), scores in zip(pairs, per_pair):
        report["pairs"].append({"agents": [a, b], "games": len(scores),
                                "score": round(sum(scores) / len(scores), 4)})
    return report


def format_ladder(r: dict[str, Any]) -> str:
    budget = (f"hard at {r['iterations']} iterations a decision" if r["iterations"]
              else f"budget {r['budget']} s" if r["budget"] else "default budgets")
    lines = [f"{r['game']} ladder: {r['games_per_pair']} games a pair, seed {r['seed']}, {budget}, "
             f"variants {', '.join(r['variants']) or 'as set up'}",
             f"  {'agent':<14}{'Elo':>6}   95% interval"]
    for name, v in sorted(r["rating"].items(), key=lambda kv: kv[1]["elo"]):
        lines.append(f"  {name:<14}{v['elo']:>6}   {v['ci95'][0]} to {v['ci95'][1]}")
    lines.append("  pair scores (the first agent's share of the points):")
    for p in r["pairs"]:
        lines.append(f"    {p['agents'][0]} vs {p['agents'][1]}: {100 * p['score']:.1f}% of {p['games']}")
    return "\n".join(lines)
