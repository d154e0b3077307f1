"""Each look-ahead flag of a precision record played to the end from the seat's own samples, beside
its truth (issue 42, docs/ai.md, "Flags played to the end").

For every check of the records (``bench --coach ... --out RECORD``, or a file of such records by
name, as ``coach-precision-42.json``), the position is played again (``play_planted``), and the
check's two moves are played on to the end by medium from 32 of the seat's samples
(``review.end_results``, what a review's confirmation plays). One JSON line a check: the
look-ahead's loss, the truth, and the confirmation's paired loss with its standard error.

    python docs/records/coach_confirm_probe.py avant-carde docs/records/coach-precision-42.json
"""

import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))  # the repository

from game.ai import review
from game.engine.actions import parse_action
from game.games import spec
from game.tools.coach_bench import play_planted

PAIRS = 32


def records_in(path: str) -> list[dict]:
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    return [data] if "games" in data else list(data.values())


def main(game_id: str, paths: list[str]) -> None:
    game = spec(game_id).module()
    adapter = review.coach_adapter(game_id)
    seen = set()
    for record in (r for p in paths for r in records_in(p)):
        for g in record["games"].get(game_id, []):
            actions, _, start = play_planted(game_id, g["seed"], 0.0)
            for c in g["checks"]:
                key = (g["seed"], c["index"], c["better"], c["worse"])
                if key in seen:
                    continue
                seen.add(key)
                state = start.clone()
                for a in actions[: c["index"]]:
                    state.apply(a)
                d = state.decision()
                t0 = time.process_time()
                rows = review.end_results(adapter, game, state.observation(d.player),
                                          [parse_action(c["better"]), parse_action(c["worse"])],
                                          1000 * g["seed"] + c["index"], range(PAIRS))
                lead, error = review.paired_lead([100 * r[0] for r in rows], [100 * r[1] for r in rows])
                print(json.dumps({"seed": g["seed"], "index": c["index"], "kind": d.kind, "better": c["better"],
                                  "worse": c["worse"], "review_loss": c["review_loss"], "truth": c["true_loss"],
                                  "truth_err": c["error"], "confirm": round(lead, 1), "confirm_err": round(error, 1),
                                  "cpu": round(time.process_time() - t0, 1)}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
