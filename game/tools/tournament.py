"""``python main.py tournament``: agents against each other (or solo), on all cores, with error bars.

    tournament --agents hard,medium --players 2 --games 400 --seed 1 [--patrons SET] [--budget S]
    tournament --agents easy,medium,hard --solo normal --games 200
    tournament --agents easy,medium,hard --solo-table --games 100
    tournament --game art-decko --agents hard,medium --option gold_tiles=false

The set-up flags (``--patrons``, ``--solo``, ``--option`` …) are the game's set-up fields
(:mod:`game.tools.cli`); ``--solo-table`` goes through the values of the game's solo-only field.

Seats rotate: in game ``g`` seat ``i`` is played by ``agents[(i + g) % len(agents)]``, so
every agent sits first equally often. Each game's seed is ``seed + g`` and its agents'
generators derive from it, so the results (wins, scores, rounds) are the same for a
seed whatever the number of workers. Decision times are measured, so they vary; an
agent searching under a time budget varies too — give ``--iterations`` for exact replays.

Win rates come with a 95% Wilson interval: with ``n`` games and observed rate ``p``, the
interval is where the true rate plausibly lies (it stays inside [0, 1] and is honest for
rates near 0 or 1, unlike ``p ± 1.96·sd``).
"""

from __future__ import annotations

import inspect
import json
import math
import os
import time
from typing import TYPE_CHECKING, Any

from game.engine.rng import Rng
from game.games import SEAT_SOLO, game_module, make_agent, spec
from game.tools import cliargs
from game.tools.cli import add_game_flags, describe_setup, setup_from_args
from game.tools.pools import process_pool
from game.tools.progress import Progress
from game.tools.simulate import MAX_DECISIONS

if TYPE_CHECKING:
    from argparse import ArgumentParser, Namespace, _SubParsersAction
    from collections.abc import Callable, Sequence

    from game.engine.actions import Action, Decision
    from game.engine.contract import GamePackage
    from game.engine.state import Event, GameState
    from game.games import Field


Job = tuple[str, tuple[str, ...], int, dict[str, Any], float | None, int | None]
"""One game for a worker: game id, agents by seat, seed, set-up, budget, iterations."""


def wilson(successes: float, n: float, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval ``(low, high)`` for ``successes`` out of ``n`` (may be fractional)."""
    if n <= 0:
        return 0.0, 0.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """The ``q``-quantile (0..1) of already sorted values, nearest rank."""
    if not sorted_values:
        return 0.0
    k = min(len(sorted_values) - 1, max(0, math.ceil(q * len(sorted_values)) - 1))
    return sorted_values[k]


def agent_options(game_id: str, name: str, budget: float | None = None,
                  iterations: int | None = None) -> dict[str, Any]:
    """Constructor arguments for ``name``: the search budget or iteration count if it takes them."""
    params = inspect.signature(type(make_agent(game_id, name)).__init__).parameters
    kwargs = {}
    if budget is not None and "time_budget" in params:
        kwargs["time_budget"] = budget
    if iterations is not None and "iterations" in params:
        kwargs["iterations"] = iterations
    return kwargs


def play_timed(game: GamePackage, names: Sequence[str], seed: int, setup: dict[str, Any],
               budget: float | None = None, iterations: int | None = None,
               on_events: Callable[[GameState, Decision, Action, list[Event]], object] | None = None,
               ) -> tuple[GameState, dict[str, list[float]]]:
    """Play one game; returns ``(state, {agent: [decision seconds]})``.

    Seeds each seat's agent generator as :func:`game.tools.simulate.play_game` does, and
    hands every applied action's events to ``on_events(state_before, decision, action, events)``.
    """
    state = game.new_game(players=len(names), seed=seed, **setup)
    agents = [make_agent(game.GAME_ID, n, **agent_options(game.GAME_ID, n, budget, iterations)) for n in names]
    rngs = [Rng(seed * 1000003 + 17 * i + 1) for i in range(len(names))]
    times: dict[str, list[float]] = {n: [] for n in names}
    clock = time.perf_counter
    for _ in range(MAX_DECISIONS):
        if state.is_over or state.round > 200:
            break
        d = state.decision()
        assert d is not None                # the game is not over
        obs = state.observation(d.player)
        agent = agents[d.player]
        if hasattr(agent, "reveal"):          # the test-only oracle (--with-oracle) sees the state
            agent.reveal(state)
        t0 = clock()
        action = agent.choose(game, obs, d, rngs[d.player])
        times[names[d.player]].append(clock() - t0)
        if on_events is not None:
            before = state.clone()
            on_events(before, d, action, state.apply(action))
        else:
            state.apply(action)
    return state, times


def _play_job(job: Job) -> dict[str, Any]:
    """One game in a worker process: the plain figures the report needs."""
    game_id, names, seed, setup, budget, iterations = job
    game = game_module(game_id)
    state, times = play_timed(game, names, seed, setup, budget, iterations)
    s = state.summary()
    return {"names": names, "winners": s["winners"], "scores": s["scores"], "rounds": s["rounds"],
            "completed": s["completed"], "times": times}


def run_games(jobs: Sequence[Any], workers: int | None = None, progress: bool = True,
              play: Callable[[Any], Any] = _play_job) -> list[Any]:
    """Run game jobs through ``play`` (a module-level function of one job) on ``workers``
    processes (all cores by default); results in job order."""
    workers = max(1, workers or os.cpu_count() or 1)
    bar = Progress(len(jobs), "games", delay=0.5) if progress else None
    results = []
    if workers == 1:
        for job in jobs:
            results.append(play(job))
            if bar:
                bar.update(len(results))
    else:
        with process_pool(workers) as pool:
            for r in pool.imap(play, jobs, chunksize=1):
                results.append(r)
                if bar:
                    bar.update(len(results))
    if bar:
        bar.close()
    return results


def _score_figures(scores: Sequence[float]) -> dict[str, Any]:
    """The mean final score of an agent's seats and its 95% interval (mean ± 1.96 standard errors)."""
    if not scores:
        return {"mean_score": 0.0, "score_ci95": [0.0, 0.0]}
    mean = sum(scores) / len(scores)
    sd = math.sqrt(sum((x - mean) ** 2 for x in scores) / (len(scores) - 1)) if len(scores) > 1 else 0.0
    half = 1.96 * sd / math.sqrt(len(scores))
    return {"mean_score": round(mean, 2), "score_ci95": [round(mean - half, 2), round(mean + half, 2)]}


def _time_figures(results: Sequence[dict[str, Any]], name: str) -> dict[str, Any]:
    times = sorted(t for r in results for t in r["times"].get(name, ()))
    return {"decisions": len(times),
            "mean_ms": round(1000 * sum(times) / len(times), 3) if times else 0.0,
            "p95_ms": round(1000 * percentile(times, 0.95), 3),
            "max_ms": round(1000 * times[-1], 3) if times else 0.0}


def tournament(game_id: str, agents: Sequence[str], players: int, games: int, seed: int,
               setup: dict[str, Any] | None = None, budget: float | None = None, iterations: int | None = None,
               workers: int | None = None, progress: bool = True) -> dict[str, Any]:
    """A seat-rotated match; returns a report dict (win rates with 95% intervals, times).
    ``setup``: ``new_game`` keywords besides players and seed (default: the game's defaults)."""
    setup = dict(setup or {})
    jobs: list[Job] = []
    for g in range(games):
        names = tuple(agents[(i + g) % len(agents)] for i in range(players))
        jobs.append((game_id, names, seed + g, setup, budget, iterations))
    t0 = time.perf_counter()
    results = run_games(jobs, workers, progress)
    report: dict[str, Any] = {"game": game_id, "agents": list(agents), "players": players, "games": games, "seed": seed,
              "setup": setup, "budget": budget, "iterations": iterations,
              "seconds": round(time.perf_counter() - t0, 1), "agent": {}}
    seat_wins = [0.0] * players
    for r in results:
        for w in r["winners"]:
            seat_wins[w] += 1 / len(r["winners"])
    for name in agents:
        seated = wins = 0.0
        scores = []
        for r in results:
            if name in r["names"]:
                seated += 1
                wins += sum(1 / len(r["winners"]) for w in r["winners"] if r["names"][w] == name)
                scores += [s for seat, s in enumerate(r["scores"]) if r["names"][seat] == name]
        low, high = wilson(wins, seated)
        report["agent"][name] = {"games": int(seated), "wins": round(wins, 2),
                                 "win_rate": round(wins / seated, 4) if seated else 0.0,
                                 "ci95": [round(low, 4), round(high, 4)], **_score_figures(scores),
                                 **_time_figures(results, name)}
    report["first_seat_win_rate"] = round(seat_wins[0] / games, 4) if games else 0.0
    report["mean_rounds"] = round(sum(r["rounds"] for r in results) / max(1, games), 3)
    report["completed"] = sum(1 for r in results if r["completed"])
    return report


def solo_field(game_id: str) -> Field:
    """The game's solo-only set-up field (its values are the solo levels); ValueError if none."""
    for f in spec(game_id).fields:
        if f.seats == SEAT_SOLO:
            return f
    raise ValueError(f"argument --solo-table: {spec(game_id).title} has no solo game")


def solo_table(game_id: str, agents: Sequence[str], levels: Sequence[str], games: int, seed: int,
               setup: dict[str, Any] | None = None, budget: float | None = None, iterations: int | None = None,
               workers: int | None = None, progress: bool = True) -> dict[str, Any]:
    """Each agent plays the same ``games`` seeds alone at each level; returns win rates per level."""
    setup_base = dict(setup or {})
    level_name = solo_field(game_id).name
    jobs = [(game_id, (name,), seed + g, dict(setup_base, **{level_name: level}), budget, iterations)
            for level in levels for name in agents for g in range(games)]
    t0 = time.perf_counter()
    results = run_games(jobs, workers, progress)
    table: dict[str, dict[str, Any]] = {level: {} for level in levels}
    for i, level in enumerate(levels):
        for j, name in enumerate(agents):
            chunk = results[(i * len(agents) + j) * games:(i * len(agents) + j + 1) * games]
            wins = sum(1 for r in chunk if r["winners"])
            low, high = wilson(wins, games)
            table[level][name] = {"win_rate": round(wins / games, 4) if games else 0.0,
                                  "ci95": [round(low, 4), round(high, 4)],
                                  "mean_rounds": round(sum(r["rounds"] for r in chunk) / max(1, games), 2),
                                  **_time_figures(chunk, name)}
    return {"game": game_id, "agents": list(agents), "levels": list(levels), "games": games, "seed": seed,
            "setup": setup_base, "budget": budget, "iterations": iterations,
            "seconds": round(time.perf_counter() - t0, 1), "solo": table}


# ---- printing and the command line ---------------------------------------------------------------

def format_tournament(r: dict[str, Any]) -> str:
    lines = [f"{r['game']}: {r['games']} games, {r['players']} players, set-up {describe_setup(r['setup'])}, "
             f"seed {r['seed']}, {r['seconds']}s" + (f", budget {r['budget']}s" if r["budget"] else "")]
    lines.append(f"  {'agent':<10}{'games':>6}{'win rate':>10}   {'95% CI':<16}"
                 f"{'mean ms':>9}{'p95 ms':>9}{'max ms':>9}")
    for name, a in r["agent"].items():
        ci = f"{100 * a['ci95'][0]:.1f}-{100 * a['ci95'][1]:.1f}%"
        lines.append(f"  {name:<10}{a['games']:>6}{100 * a['win_rate']:>9.1f}%   {ci:<16}"
                     f"{a['mean_ms']:>9.1f}{a['p95_ms']:>9.1f}{a['max_ms']:>9.1f}")
    lines.append(f"  first seat wins {100 * r['first_seat_win_rate']:.1f}%, mean rounds {r['mean_rounds']:.2f}")
    return "\n".join(lines)


def format_solo(r: dict[str, Any]) -> str:
    lines = [f"{r['game']} solo: {r['games']} games per cell, set-up {describe_setup(r['setup'])}, seed {r['seed']}, "
             f"{r['seconds']}s" + (f", budget {r['budget']}s" if r["budget"] else "")]
    lines.append(f"  {'level':<8}" + "".join(f"{name:>22}" for name in r["agents"]))
    for level in r["levels"]:
        cells = []
        for name in r["agents"]:
            c = r["solo"][level][name]
            cells.append(f"{100 * c['win_rate']:5.1f}% ({100 * c['ci95'][0]:.0f}-{100 * c['ci95'][1]:.0f}%)")
        lines.append(f"  {level:<8}" + "".join(f"{c:>22}" for c in cells))
    return "\n".join(lines)


def add_tournament_parser(sub: _SubParsersAction[Any]) -> ArgumentParser:
    """Register ``tournament`` on the main parser's subcommands."""
    p = sub.add_parser("tournament", help="agents against each other on all cores, with 95%% intervals")
    add_game_flags(p)
    p.add_argument("--agents", default="medium,greedy", help="comma-separated agents, rotated over the seats")
    p.add_argument("--players", type=cliargs.seats, default=None, help="seats (default: one per agent)")
    p.add_argument("--games", type=cliargs.positive, default=100)
    p.add_argument("--seed", type=cliargs.seed, default=1)
    p.add_argument("--solo-table", action="store_true", help="solo win rate per level and agent")
    p.add_argument("--budget", type=cliargs.seconds, default=None, help="seconds per decision for searching agents")
    p.add_argument("--iterations", type=cliargs.positive, default=None,
                   help="fixed search iterations (exactly reproducible)")
    p.add_argument("--workers", type=cliargs.workers, default=None, help="processes (default: all cores)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--ladder", action="store_true",
                   help="instead: every pair of agents plays --games 2-player games; Elo ratings with intervals")
    p.add_argument("--variants", type=cliargs.names, default=(), metavar="V1,V2,...",
                   help="with --ladder: the lab variants the games cycle through (Avant Carde: patron sets)")
    p.add_argument("--with-oracle", action="store_true",
                   help="also offer 'oracle': hard deciding on the true state (a measure of headroom)")
    p.set_defaults(func=run_tournament_command)
    return p


def run_tournament_command(args: Namespace) -> int:
    game_module(args.game)                       # registers the game's agents
    if args.with_oracle:
        from game.ai import oracle
        oracle.enable(args.game)
    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    for name in agents:
        make_agent(args.game, name)              # unknown names fail now, not in a worker
    setup = setup_from_args(args)
    common = dict(budget=args.budget, iterations=args.iterations, workers=args.workers, progress=not args.json)
    if args.ladder:
        from game.tools.ladder import format_ladder, ladder
        report = ladder(args.game, agents, args.games, args.seed, setup, args.variants, **common)
        print(json.dumps(report) if args.json else format_ladder(report))
        return 0
    solo = [f.name for f in spec(args.game).fields if f.seats == SEAT_SOLO and f.name in setup]
    if args.solo_table or solo:
        levels = ([c.value for c in solo_field(args.game).choices] if args.solo_table
                  else (setup.pop(solo[0]),))
        report = solo_table(args.game, agents, levels, args.games, args.seed, setup, **common)
        print(json.dumps(report) if args.json else format_solo(report))
        return 0
    players = args.players or len(agents)
    report = tournament(args.game, agents, players, args.games, args.seed, setup, **common)
    print(json.dumps(report) if args.json else format_tournament(report))
    return 0
