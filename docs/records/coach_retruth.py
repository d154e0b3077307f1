"""The truth of every check a kept ``bench --coach`` record holds, measured again under this
checkout's truth (``coach_bench.TRUTH_RULE``), the review's judgements kept (issue 42, docs/ai.md,
"The truth's future").

A check's review figures (its mark, the review's loss, the pairs that confirmed it) do not depend
on the truth, and the review is deterministic: the same seeds and plant rate give the same moves
and the same judgements. So when only the truth changes, each check's truth is measured again as
``bench --coach`` measures it (``coach_bench.truth_job``: the same generators, at most the
record's ``truth`` games) and nothing is reviewed again. The output is the record with its truths
replaced and its key's ``truth_rule`` the new one; it resumes per game.

    python docs/records/coach_retruth.py RECORDS NAME OUT [WORKERS]

RECORDS: a file of kept records by name (``docs/records/coach-precision-42.json``); NAME: the
record. The last line printed per game id is ``bench --coach``'s figures.
"""

import json
import os
import sys
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))  # the repository

from game.tools.coach_bench import TRUTH_RULE, coach_figures, play_planted, true_loss, truth_job
from game.tools.pools import process_pool


def jobs_of(game_id: str, game: dict[str, Any], key: dict[str, Any]) -> list[tuple[Any, ...]]:
    """The truth jobs of one benched game's checks, in their order (the seat: whoever decides at
    the check's move)."""
    actions, _, start = play_planted(game_id, game["seed"], key["plant_rate"])
    jobs = []
    for n, c in enumerate(game["checks"]):
        state = start.clone()
        for a in actions[:c["index"]]:
            state.apply(a)
        seat = state.decision().player
        jobs.append(truth_job(game_id, game["seed"], start, actions, n, c["kind"], c["index"], c["better"],
                              c["worse"], seat, key["truth"]))
    return jobs


def main(argv: list[str]) -> None:
    path, name, out = argv[:3]
    workers = int(argv[3]) if len(argv) > 3 else 1
    with open(path) as f:
        run = json.load(f)[name]
    done: dict[str, Any] = {"key": dict(run["key"], truth_rule=TRUTH_RULE, truths_again_of=name), "games": {}}
    if os.path.exists(out):
        with open(out) as f:
            done = json.load(f)
    for game_id, games in run["games"].items():
        if game_id not in done["games"]:
            jobs = [job for g in games for job in jobs_of(game_id, g, run["key"])]
            with process_pool(workers) as pool:
                truths = iter(pool.map(true_loss, jobs, chunksize=1))
            again = []
            for g in games:
                checks = [{**{k: v for k, v in c.items() if k != "truth_reused"}, **next(truths)} for c in g["checks"]]
                again.append(dict(g, checks=checks))
            done["games"][game_id] = again
            with open(out + ".tmp", "w") as f:
                json.dump(done, f)
            os.replace(out + ".tmp", out)
        print(game_id, json.dumps(coach_figures(done["games"][game_id])), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
