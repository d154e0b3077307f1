"""The Gallerist's wrong flags and the parts of the game the seat cannot see (issue 42, docs/ai.md).

A flag the review confirms from the seat's samples can be wrong by the truth, which plays from
the true state. For each position named below, the flag's two moves are played on to the end by
medium from the seat's samples (``review.end_results``, what a review's confirmation plays): as
the review draws them (every hidden part at random), then with some hidden parts set to the true
ones (the rest still drawn; the chance to come is always drawn). One JSON line a position and
variant: each move's share of games won and the paired loss with its standard error.

    python docs/records/coach_hidden_parts_probe.py > docs/records/coach-hidden-parts-42.json
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

GAME = "the-gallerist"
PAIRS = 24
# (seed, move, the move the review preferred, the move played, the truth's loss) from the precision
# record of bench --coach (docs/records/coach-precision-42.json).
FLAGS = ((3, 69, "ticket v 1", "move sales", 2.5), (3, 74, "ticket v 1", "end", -3.1))
GOALS = ("curator", "dealer")
VARIANTS = {"drawn": (), "goals": GOALS, "goals+contracts": (*GOALS, "contract_deck"),
            "goals+works": (*GOALS, "work_stacks", "works_boxed"),
            "every hidden part": (*GOALS, "contract_deck", "work_stacks", "works_boxed", "artist_bonus",
                                  "bonuses_boxed")}


def main() -> None:
    game = spec(GAME).module()
    for seed, index, better, worse, truth in FLAGS:
        actions, _, start = play_planted(GAME, seed, 0.0)
        state = start.clone()
        for a in actions[:index]:
            state.apply(a)
        d = state.decision()
        obs = state.observation(d.player)
        true = state.to_data()
        for variant, keys in VARIANTS.items():
            adapter = review.coach_adapter(GAME)
            draw = adapter.determinize

            def with_true(game_, obs_, rng, keys=keys, draw=draw, true=true):
                sample = draw(game_, obs_, rng)
                data = sample.to_data()
                data.update({k: true[k] for k in keys})
                return type(sample).from_data(data, sample.data, check=False)
            adapter.determinize = with_true
            t0 = time.process_time()
            rows = review.end_results(adapter, game, obs, [parse_action(better), parse_action(worse)],
                                      (seed * 1_000_003 + index) & 0xFFFFFFFF, range(PAIRS))
            lead, error = review.paired_lead([100 * r[0] for r in rows], [100 * r[1] for r in rows])
            print(json.dumps({"seed": seed, "index": index, "better": better, "worse": worse, "truth": truth,
                              "true_parts": variant, "better_won": round(sum(r[0] for r in rows) / PAIRS, 3),
                              "worse_won": round(sum(r[1] for r in rows) / PAIRS, 3), "loss": round(lead, 1),
                              "error": round(error, 1), "cpu": round(time.process_time() - t0, 1)}), flush=True)


if __name__ == "__main__":
    main()
