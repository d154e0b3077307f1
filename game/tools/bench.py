"""``python main.py bench``: speed figures (median of several runs) and the invariant soak.

    bench                 engine speed: actions/s, games/s, clone and save/load times
    bench --soak N        N seeded games per configuration with invariants after every action,
                          on all cores, with a progress bar; prints any failing seed
"""

import json
import multiprocessing as mp
import os
import platform
import statistics
import time

from game.engine.rng import Rng
from game.games import game_module
from game.tools.simulate import Progress, play_game
from game.tools.soak import AC_SETS, POLICIES, art_decko_setup, avant_carde_setup, play_checked

ac = game_module("avant-carde")     # the rules, with their agents registered
ad = game_module("art-decko")


def _median(f, runs):
    return statistics.median(f() for _ in range(runs))


def _random_games(game, n, players=4, seed=0):
    """Play n random games; returns (actions, seconds, per-game seconds)."""
    policy = POLICIES[game.GAME_ID]
    actions, per_game = 0, []
    for g in range(n):
        st = game.new_game(players=players, seed=seed + g)
        rng = Rng(seed + g)
        t = time.perf_counter()
        while not st.is_over and st.round <= 200:
            st.apply(policy(st, st.decision(), rng))
            actions += 1
        per_game.append(time.perf_counter() - t)
    return actions, sum(per_game), per_game


def _mid_game_state(game, players=4, seed=11, steps=150):
    st = game.new_game(players=players, seed=seed)
    rng = Rng(seed)
    for _ in range(steps):
        st.apply(POLICIES[game.GAME_ID](st, st.decision(), rng))
    return st


def engine_figures(game, runs, quick=False):
    n = 30 if quick else 200
    figures = {}
    samples = [_random_games(game, n, seed=1000 * r) for r in range(runs)]
    figures["random_actions_per_s"] = statistics.median(a / s for a, s, _ in samples)
    figures["random_4p_game_ms_median"] = statistics.median(
        statistics.median(pg) * 1000 for _, _, pg in samples)
    figures["random_4p_games_per_s"] = statistics.median(n / s for _, s, _ in samples)

    g = 4 if quick else 20

    def greedy_rate():
        t = time.perf_counter()
        for k in range(g):
            play_game(game, ["greedy"] * 4, seed=500 + k)
        return g / (time.perf_counter() - t)
    figures["greedy_4p_games_per_s"] = _median(greedy_rate, runs)

    st = _mid_game_state(game)
    reps = 2000 if quick else 20000

    def clone_us():
        t = time.perf_counter()
        for _ in range(reps):
            st.clone()
        return (time.perf_counter() - t) / reps * 1e6
    figures["clone_us"] = _median(clone_us, runs)

    def save_load_ms():
        t = time.perf_counter()
        for _ in range(200):
            game.from_data(json.loads(json.dumps(st.to_data())))
        return (time.perf_counter() - t) / 200 * 1000
    figures["serialize_load_ms"] = _median(save_load_ms, runs)
    return figures


# ---- the soak -------------------------------------------------------------------------------------

def _soak_one(job):
    config, seed = job
    if config == "art-decko":
        st, log, errors = play_checked(ad, art_decko_setup(seed))
        return config, seed, len(log), errors
    if config == "solo":
        setup = avant_carde_setup(seed, solo=True)
    elif config == "varied":
        setup = avant_carde_setup(seed)
    else:
        setup = avant_carde_setup(seed, patrons=config)
    st, log, errors = play_checked(ac, setup)
    return config, seed, len(log), errors


def soak(games, workers=None):
    """Run ``games`` games for each configuration; returns a summary dict."""
    configs = list(AC_SETS) + ["random", "solo", "varied", "art-decko"]
    jobs = [(c, 10_000_000 + i) for c in configs for i in range(games)]
    bar = Progress(len(jobs), "games", delay=0.5)
    totals = {"games": 0, "actions": 0, "violations": 0, "failures": []}
    t0 = time.perf_counter()
    with mp.Pool(workers or os.cpu_count()) as pool:
        for i, (config, seed, actions, errors) in enumerate(pool.imap_unordered(_soak_one, jobs, chunksize=8)):
            totals["games"] += 1
            totals["actions"] += actions
            if errors:
                totals["violations"] += 1
                totals["failures"].append({"config": config, "seed": seed, "errors": errors[:3]})
            bar.update(i + 1)
    bar.close()
    totals["seconds"] = round(time.perf_counter() - t0, 1)
    totals["configurations"] = configs
    return totals


def machine():
    return f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"


def run_bench(args):
    runs = 2 if args.quick else args.runs
    print(f"Machine: {machine()}")
    if args.ui:
        from game.ui.uibench import run_ui_bench
        return run_ui_bench(args)
    if args.monkey or args.memory:
        from game.ui import soak as app_soak
        failed = False
        if args.monkey:
            t = time.perf_counter()
            bar = Progress(args.monkey, "events", delay=0.5)
            r = app_soak.monkey(args.monkey, progress=lambda done, total: bar.update(done))
            bar.close()
            per_game = ", ".join(f"{g} {n}" for g, n in sorted(r["per_game"].items()))
            print(f"monkey: {r['events']} events ({per_game} while a game was open), {r['games_started']} games started, "
                  f"{len(r['scenes'])} scene kinds ({', '.join(r['scenes'])}), "
                  f"{len(r['errors'])} exceptions, {len(r['violations'])} invariant violations "
                  f"({time.perf_counter() - t:.0f}s)")
            failed |= bool(r["errors"] or r["violations"])
        if args.memory:
            r = app_soak.memory(args.memory)
            print(f"memory: {r['games']} AI games in one app: {r['rss_first_mb']} MB once both tables were used "
                  f"(game 2), {r['rss_last_mb']} MB after the last ({100 * r['growth']:+.1f}%), "
                  f"{len(r['errors'])} exceptions; per game: {r['per_game_mb']}")
            failed |= bool(r["errors"]) or r["growth"] > 0.10
        return 1 if failed else 0
    home_failed = False
    if args.fuzz_home:
        from game.ui.fuzzhome import fuzz_home
        t = time.perf_counter()
        r = fuzz_home(args.fuzz_home)
        print(f"hostile user folders: cases {r['cases']}, hostile files {r['files']}, "
              f"failures {len(r['failures'])} ({time.perf_counter() - t:.1f}s)")
        for f in r["failures"][:20]:
            print(f"  FAILED {f}")
        home_failed = bool(r["failures"])
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
            r = run(n)
            figures = ", ".join(f"{k} {v}" for k, v in r.items() if k != "failures")
            print(f"{label}: {figures}, failures {len(r['failures'])} ({time.perf_counter() - t:.1f}s)")
            for f in r["failures"][:20]:
                print(f"  FAILED {f}")
            failed |= bool(r["failures"])
        return 1 if failed else 0
    if args.soak:
        r = soak(args.soak)
        print(f"Soak: {r['games']} games ({args.soak} per configuration: {', '.join(r['configurations'])}), "
              f"{r['actions']} actions, {r['violations']} violations, {r['seconds']}s")
        for f in r["failures"][:20]:
            print(f"  FAILED {f['config']} seed {f['seed']}: {'; '.join(f['errors'])}")
        return 1 if r["violations"] else 0
    for game in (ac, ad):
        f = engine_figures(game, runs, args.quick)
        print(f"{game.TITLE} engine (one core, median of {runs} runs):")
        print(f"  random play                {f['random_actions_per_s']:>10,.0f} actions/s")
        print(f"  4-player random game       {f['random_4p_game_ms_median']:>10.2f} ms median "
              f"({f['random_4p_games_per_s']:.0f} games/s)")
        print(f"  4-player greedy games      {f['greedy_4p_games_per_s']:>10.2f} games/s")
        print(f"  clone() of a mid-game state{f['clone_us']:>10.1f} µs")
        print(f"  serialize + load           {f['serialize_load_ms']:>10.3f} ms")
    return 0
