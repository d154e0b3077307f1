"""``python main.py bench``: speed figures (median of several runs) and the invariant soak.

    bench                 engine speed: actions/s, games/s, clone and save/load times
    bench --soak N        N seeded games per configuration with invariants after every action,
                          on all cores (or --workers), with a progress bar; prints any failing seed
    bench --game ID ...   one game only (speed, soak, damaged saves)

Every registered game is measured; its soak configurations come from its
:class:`~game.tools.soak.ChecksSpec`, and ``bench --ui`` measures the tables of the games in
:data:`TABLE_BENCHES`.
The app's own runs (``--ui``, ``--monkey``, ``--memory``) are registered by the app with
:func:`register_run` (``main.py`` loads them when pygame is there), so this module never
imports the UI.
"""

from __future__ import annotations

import dataclasses
import json
import os
import platform
import statistics
import time
from typing import TYPE_CHECKING

from game.engine.rng import Rng
from game.games import Registrations, all_specs, spec
from game.tools.pools import process_pool
from game.tools.progress import Progress
from game.tools.simulate import play_game
from game.tools.soak import CHECKS, play_checked, policy_of

if TYPE_CHECKING:
    from argparse import Namespace
    from collections.abc import Callable, Sequence
    from typing import Any

    from game.engine.contract import GamePackage
    from game.engine.state import GameState
    from game.games import GameInfo


@dataclasses.dataclass(frozen=True)
class BenchSpec:
    """How ``bench --ui`` measures a game's table (its entry in :data:`TABLE_BENCHES`) (:mod:`game.ui.uibench`).

    ``frames``: dotted ``(quick) -> figures``: the table's frame times in mid-game, as plain data
    (``quick``: fewer frames); ``report``: dotted ``(figures) -> (lines, verdicts)``: the figures
    in words, and ``{target name: (value, met)}`` for each target they are held to;
    ``idle_table``: dotted ``(app, settings) -> table scene``, which shows the table waiting for a
    human in mid-game (its first-draw work done) for the idle CPU figure ("": not measured).
    """

    frames: str
    report: str
    idle_table: str = ""


TABLE_BENCHES: Registrations[BenchSpec] = Registrations("table benchmark")

# flag -> run(args) -> exit code, for runs another layer provides (the app's --ui, --monkey, --memory)
RUNS: dict[str, Callable[[Namespace], int]] = {}


def register_run(flag: str, run: Callable[[Namespace], int]) -> None:
    """Make ``bench --FLAG`` call ``run(args)`` (it prints its figures and returns an exit code)."""
    RUNS[flag] = run


def _median(f: Callable[[], float], runs: int) -> float:
    return statistics.median(f() for _ in range(runs))


def _random_games(game: GamePackage, n: int, players: int = 4, seed: int = 0) -> tuple[int, float, list[float]]:
    """Play n random games; returns (actions, seconds, per-game seconds)."""
    policy = policy_of(game.GAME_ID)
    actions, per_game = 0, []
    for g in range(n):
        st = game.new_game(players=players, seed=seed + g)
        rng = Rng(seed + g)
        t = time.perf_counter()
        while not st.is_over and st.round <= 200:
            d = st.decision()
            assert d is not None            # the game is not over
            st.apply(policy(st, d, rng))
            actions += 1
        per_game.append(time.perf_counter() - t)
    return actions, sum(per_game), per_game


def _mid_game_state(game: GamePackage, players: int = 4, seed: int = 11, steps: int = 150) -> GameState:
    st = game.new_game(players=players, seed=seed)
    rng = Rng(seed)
    policy = policy_of(game.GAME_ID)
    for _ in range(steps):
        d = st.decision()
        assert d is not None                # 150 steps stay within any game
        st.apply(policy(st, d, rng))
    return st


def engine_figures(game: GamePackage, runs: int, quick: bool = False) -> dict[str, float]:
    n = 30 if quick else 200
    figures = {}
    samples = [_random_games(game, n, seed=1000 * r) for r in range(runs)]
    figures["random_actions_per_s"] = statistics.median(a / s for a, s, _ in samples)
    figures["random_4p_game_ms_median"] = statistics.median(
        statistics.median(pg) * 1000 for _, _, pg in samples)
    figures["random_4p_games_per_s"] = statistics.median(n / s for _, s, _ in samples)

    g = 4 if quick else 20

    def greedy_rate() -> float:
        t = time.perf_counter()
        for k in range(g):
            play_game(game, ["greedy"] * 4, seed=500 + k)
        return g / (time.perf_counter() - t)
    figures["greedy_4p_games_per_s"] = _median(greedy_rate, runs)

    st = _mid_game_state(game)
    reps = 2000 if quick else 20000

    def clone_us() -> float:
        t = time.perf_counter()
        for _ in range(reps):
            st.clone()
        return (time.perf_counter() - t) / reps * 1e6
    figures["clone_us"] = _median(clone_us, runs)

    def save_load_ms() -> float:
        t = time.perf_counter()
        for _ in range(200):
            game.from_data(json.loads(json.dumps(st.to_data())))
        return (time.perf_counter() - t) / 200 * 1000
    figures["serialize_load_ms"] = _median(save_load_ms, runs)
    return figures


# ---- the soak -------------------------------------------------------------------------------------

def _soak_one(job: tuple[str, str, int]) -> tuple[str, int, int, list[str], list[str]]:
    game_id, config, seed = job
    make_setup = dict(CHECKS.of(game_id).soak)[config]
    unaccounted: list[str] = []
    st, log, errors = play_checked(spec(game_id).module(), make_setup(seed), unaccounted=unaccounted)
    return config, seed, len(log), errors, unaccounted


def soak(games: int, workers: int | None = None, specs: Sequence[GameInfo] | None = None) -> dict[str, Any]:
    """Run ``games`` games for each configuration of ``specs`` (default: every game); returns a
    summary dict."""
    configs = [(g.id, name) for g in specs or all_specs() for name, _ in CHECKS.of(g.id).soak]
    jobs = [(game_id, c, 10_000_000 + i) for game_id, c in configs for i in range(games)]
    bar = Progress(len(jobs), "games", delay=0.5)
    totals: dict[str, Any] = {"games": 0, "actions": 0, "violations": 0, "failures": [], "accounted_actions": 0,
              "unaccounted": 0, "gaps": []}
    ledgers = {g.id for g in specs or all_specs() if CHECKS.of(g.id).ledger}
    t0 = time.perf_counter()
    with process_pool(workers or os.cpu_count() or 1) as pool:
        for i, (config, seed, actions, errors, gaps) in enumerate(pool.imap_unordered(_soak_one, jobs, chunksize=8)):
            totals["games"] += 1
            totals["actions"] += actions
            if any(config == name for g in ledgers for name, _ in CHECKS.of(g).soak):
                totals["accounted_actions"] += actions
            totals["unaccounted"] += len(gaps)
            totals["gaps"] += [{"config": config, "seed": seed, "gap": gap} for gap in gaps[:3]]
            if errors:
                totals["violations"] += 1
                totals["failures"].append({"config": config, "seed": seed, "errors": errors[:3]})
            bar.update(i + 1)
    bar.close()
    totals["seconds"] = round(time.perf_counter() - t0, 1)
    totals["configurations"] = [c for _, c in configs]
    return totals


def machine() -> str:
    return f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"


def run_bench(args: Namespace) -> int:
    runs = 2 if args.quick else args.runs
    specs = [spec(args.game)] if args.game else all_specs()
    if args.coach:
        from game.tools.coach_bench import run_coach_bench
        return run_coach_bench(args)
    print(f"Machine: {machine()}")
    app_runs = [flag for flag in ("ui", "monkey", "memory") if getattr(args, flag)]
    if app_runs:
        missing = [flag for flag in app_runs if flag not in RUNS]
        if missing:
            print(f"bench --{missing[0]} needs the app (pygame-ce), which is not available")
            return 1
        codes = [RUNS[flag](args) for flag in app_runs]
        return max(codes)
    home_failed = False
    if args.fuzz_home:
        if "fuzz_home" not in RUNS:
            print("bench --fuzz-home needs the app (pygame-ce), which is not available")
            return 1
        home_failed = RUNS["fuzz_home"](args) != 0
        if not (args.fuzz_saves or args.fuzz_data or args.kill_saves):
            return 1 if home_failed else 0
    if args.fuzz_saves or args.fuzz_data or args.kill_saves:
        from game.tools.fuzz import fuzz_data, fuzz_saves, kill_during_save
        failed = home_failed
        for n, run, label in ((args.fuzz_saves, fuzz_saves, "damaged saves"),
                              (args.fuzz_data, fuzz_data, "mutated data files"),
                              (args.kill_saves, kill_during_save, "kills during autosave")):
            if not n:
                continue
            t = time.perf_counter()
            r = fuzz_saves(n, specs=specs) if run is fuzz_saves else run(n)
            figures = ", ".join(f"{k} {v}" for k, v in r.items() if k != "failures")
            print(f"{label}: {figures}, failures {len(r['failures'])} ({time.perf_counter() - t:.1f}s)")
            for f in r["failures"][:20]:
                print(f"  FAILED {f}")
            failed |= bool(r["failures"])
        return 1 if failed else 0
    if args.soak:
        r = soak(args.soak, args.workers, specs)
        print(f"Soak: {r['games']} games ({args.soak} per configuration: {', '.join(r['configurations'])}), "
              f"{r['actions']} actions, {r['violations']} violations, {r['seconds']}s")
        for f in r["failures"][:20]:
            print(f"  FAILED {f['config']} seed {f['seed']}: {'; '.join(f['errors'])}")
        if r["accounted_actions"]:
            print(f"Log accounts for every change: {r['accounted_actions']} actions, {r['unaccounted']} unaccounted")
            for g in r["gaps"][:20]:
                print(f"  UNACCOUNTED {g['config']} seed {g['seed']}: {g['gap']}")
        return 1 if r["violations"] or r["unaccounted"] else 0
    for game_spec in specs:
        game = game_spec.module()
        f = engine_figures(game, runs, args.quick)
        print(f"{game.TITLE} engine (one core, median of {runs} runs):")
        print(f"  random play                {f['random_actions_per_s']:>10,.0f} actions/s")
        print(f"  4-player random game       {f['random_4p_game_ms_median']:>10.2f} ms median "
              f"({f['random_4p_games_per_s']:.0f} games/s)")
        print(f"  4-player greedy games      {f['greedy_4p_games_per_s']:>10.2f} games/s")
        print(f"  clone() of a mid-game state{f['clone_us']:>10.1f} µs")
        print(f"  serialize + load           {f['serialize_load_ms']:>10.3f} ms")
    return 0
