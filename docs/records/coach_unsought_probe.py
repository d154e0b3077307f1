"""Where review version 8 can read medium's games differently from version 7 (issue 42, docs/ai.md,
"Moves the search does not weigh").

Version 8 plays a flag on further only where the move played is not among the search's root
moves (``root_priors``); version 7 differs from version 5 only where the move played is not the
search's favourite. For ``bench --coach``'s 10 precision games of each game named (seeds 1–10,
nothing planted, both seats), this counts the decisions of more than one option and lists those
where the move played is outside the root moves, and those where it is not the favourite. With
``--judge``, each decision off the favourite is judged by this checkout's review as a review
judges it (its seed, samples and confirmation). One JSON line a game.

    python docs/records/coach_unsought_probe.py [--judge] GAME... >> docs/records/coach-unsought-42.json
"""

import json
import os
import sys
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))  # the repository

from game.ai.review import coach_adapter, decision_seed
from game.engine.rng import Rng
from game.games import spec
from game.tools.coach_bench import play_planted
from game.tools.review import decision_points
from tests.coach_positions import judged

SEEDS = range(1, 11)


def probe(game_id: str, judge: bool) -> dict[str, Any]:
    game = spec(game_id).module()
    adapter = coach_adapter(game_id)
    decisions = 0
    outside: list[list[Any]] = []
    off: list[dict[str, Any]] = []
    for seed in SEEDS:
        actions, _, _ = play_planted(game_id, seed, 0.0)
        for point in decision_points(game, {"seed": seed}, 2, actions):
            if len(point.decision.options) < 2:
                continue
            decisions += 1
            priors = adapter.root_priors(game, point.observation, point.decision,
                                         Rng(decision_seed(seed, point.index) ^ 0x5EED))
            if point.played not in priors:
                outside.append([seed, point.index, str(point.played)])
            if point.played != max(priors, key=lambda a: priors[a]):
                row: dict[str, Any] = {"seed": seed, "index": point.index, "played": str(point.played)}
                if judge:
                    j = judged(game_id, seed, point)
                    row.update(best=j.best, mark=j.mark, loss=j.loss, confirmed=j.confirmed)
                off.append(row)
    return {"game": game_id, "decisions": decisions, "outside_root_moves": outside, "off_favourite": off}


if __name__ == "__main__":
    args = sys.argv[1:]
    judge = "--judge" in args
    for game_id in [a for a in args if a != "--judge"]:
        print(json.dumps(probe(game_id, judge)), flush=True)
