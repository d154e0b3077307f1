"""``bench --coach``'s games reviewed again by this checkout's review, the truths of the checks an
earlier record of the same games holds reused (issue 42, docs/ai.md).

A check's truth is a move's loss played from the true state against another move; it does not
depend on the review. So when only the review changes, the same games (the same seeds and plant
rate, hence the same moves) need only be reviewed again: a check the kept records hold for the
same seed, move, better move and move played keeps its truth, and any other is measured as
``bench --coach`` measures it (``coach_bench.bench_game``, at most 400 games, one worker). The
output is a list of ``bench --coach``'s records of a game, a reused truth marked
``truth_reused``, and resumes per game.

    python docs/records/coach_rejudge.py GAME FIRST_SEED GAMES PLANT_RATE OUT RECORD...

RECORD: a kept ``--out`` of ``bench --coach``, or a file of them by name
(``docs/records/coach-precision-42.json``). The last line printed is ``bench --coach``'s figures.
"""

import json
import os
import sys
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))  # the repository

from game.ai.review import DEFAULT_SAMPLES
from game.tools.coach_bench import TRUTH_RULE, CheckKey, bench_game, coach_figures

TRUTH = 400                 # games a measured check plays at most, as the records' runs did
TRUTH_KEYS = ("true_loss", "games", "error", "side")
Truths = dict[CheckKey, dict[str, Any]]


def kept_truths(paths: list[str], game_id: str, plant_rate: float) -> Truths:
    """The truths the records at ``paths`` hold for ``game_id``'s games at ``plant_rate`` (measured as
    ``bench --coach`` measures them now, at most :data:`TRUTH` games), by
    (seed, kind, move, better move, move played); the first record that holds a check gives it."""
    known: Truths = {}
    for path in paths:
        with open(path) as f:
            held = json.load(f)
        runs = {path: held} if "key" in held else held
        for run in runs.values():
            key = run["key"]
            if (key["plant_rate"], key["truth"], key["truth_rule"]) != (plant_rate, TRUTH, TRUTH_RULE):
                continue
            for g in run["games"].get(game_id, []):
                for c in g["checks"]:
                    known.setdefault((g["seed"], c["kind"], c["index"], c["better"], c["worse"]),
                                     {k: c[k] for k in TRUTH_KEYS})
    return known


def main(argv: list[str]) -> None:
    game_id, first, count, plant_rate, out = argv[0], int(argv[1]), int(argv[2]), float(argv[3]), argv[4]
    known = kept_truths(argv[5:], game_id, plant_rate)
    games: list[dict[str, Any]] = []
    if os.path.exists(out):
        with open(out) as f:
            games = json.load(f)
    for seed in range(first, first + count):
        if any(g["seed"] == seed for g in games):
            continue
        games.append(bench_game(game_id, seed, plant_rate, TRUTH, DEFAULT_SAMPLES, 1, kept=known))
        with open(out + ".tmp", "w") as f:
            json.dump(games, f)
        os.replace(out + ".tmp", out)
        print(seed, "done", flush=True)
    print(json.dumps(coach_figures([g for g in games if first <= g["seed"] < first + count])))


if __name__ == "__main__":
    main(sys.argv[1:])
