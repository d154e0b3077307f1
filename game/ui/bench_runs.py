"""The app's runs for ``python main.py bench``: ``--ui`` (frame times of every game's table that
declares a bench, start-up, memory, idle CPU: :mod:`game.ui.uibench`), ``--monkey``, ``--memory``
and ``--fuzz-home``.

Importing this module registers them with :func:`game.tools.bench.register_run`; the bench
itself never imports the UI (``main.py`` imports this when pygame is available).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame  # noqa: F401 — without pygame the import fails, and bench says the app is not there

from game.tools.bench import register_run
from game.tools.progress import Progress

if TYPE_CHECKING:
    from argparse import Namespace


def _ui(args: Namespace) -> int:
    from game.ui.uibench import run_ui_bench
    return run_ui_bench(args)


def _monkey(args: Namespace) -> int:
    from game.ui import soak as app_soak
    t = time.perf_counter()
    bar = Progress(args.monkey, "events", delay=0.5)
    r = app_soak.monkey(args.monkey, progress=lambda done, total: bar.update(done))
    bar.close()
    per_game = ", ".join(f"{g} {n}" for g, n in sorted(r["per_game"].items()))
    print(f"monkey: {r['events']} events ({per_game} while a game was open), {r['games_started']} games started, "
          f"{len(r['scenes'])} scene kinds ({', '.join(r['scenes'])}), "
          f"{len(r['errors'])} exceptions, {len(r['violations'])} invariant violations "
          f"({time.perf_counter() - t:.0f}s)")
    return 1 if r["errors"] or r["violations"] else 0


def _memory(args: Namespace) -> int:
    from game.ui import soak as app_soak
    r = app_soak.memory(args.memory)
    print(f"memory: {r['games']} AI games in one app: {r['rss_first_mb']} MB once both tables were used "
          f"(game 2), {r['rss_last_mb']} MB after the last ({100 * r['growth']:+.1f}%), "
          f"{len(r['errors'])} exceptions; per game: {r['per_game_mb']}")
    return 1 if r["errors"] or r["growth"] > 0.10 else 0


def _fuzz_home(args: Namespace) -> int:
    from game.ui.fuzzhome import fuzz_home
    t = time.perf_counter()
    r = fuzz_home(args.fuzz_home)
    print(f"hostile user folders: cases {r['cases']}, hostile files {r['files']}, "
          f"failures {len(r['failures'])} ({time.perf_counter() - t:.1f}s)")
    for f in r["failures"][:20]:
        print(f"  FAILED {f}")
    return 1 if r["failures"] else 0


register_run("ui", _ui)
register_run("monkey", _monkey)
register_run("memory", _memory)
register_run("fuzz_home", _fuzz_home)
