"""Flags and misses of the review against the parts of the game the seat cannot see (issue 42,
docs/ai.md): the Gallerist's wrong flags, Avant Carde's missed planted mistakes.

A flag the review confirms from the seat's samples can be wrong by the truth, which plays from
the true state; a loss the truth finds can be missing from the samples. For each position named
below, the two moves are played on to the end by medium from the seat's samples
(``review.end_results``, what a review's confirmation plays): as the review draws them (every
hidden part at random), then with some hidden parts set to the true ones (the rest still drawn;
the chance to come is always drawn). One JSON line a position and variant: each move's share of
games won and the paired loss with its standard error.

    python docs/records/coach_hidden_parts_probe.py [GAME] >> docs/records/coach-hidden-parts-42.json
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

PAIRS = 24
EVERY = None              # every part of the state but its generator (the chance to come)
# Per game: the plant rate of the record, (seed, move, the better move, the move played, the truth's
# loss) from the records of bench --coach (docs/records/coach-precision-42.json), and the variants.
GOALS = ("curator", "dealer")
POSITIONS = {
    "the-gallerist": (0.0, ((3, 69, "ticket v 1", "move sales", 2.5), (3, 74, "ticket v 1", "end", -3.1)), {
        "drawn": (), "goals": GOALS, "goals+contracts": (*GOALS, "contract_deck"),
        "goals+works": (*GOALS, "work_stacks", "works_boxed"),
        "every hidden part": (*GOALS, "contract_deck", "work_stacks", "works_boxed", "artist_bonus",
                              "bonuses_boxed")}),
    "avant-carde": (0.1, ((1, 8, "play rp.w1", "play rp.r1", 14.0), (2, 27, "use rp.p2", "end", 15.5)),
                    {"drawn": (), "every hidden part": EVERY}),
}


def main(game_id: str) -> None:
    game = spec(game_id).module()
    plant_rate, flags, variants = POSITIONS[game_id]
    for seed, index, better, worse, truth in flags:
        actions, _, start = play_planted(game_id, seed, plant_rate)
        state = start.clone()
        for a in actions[:index]:
            state.apply(a)
        d = state.decision()
        obs = state.observation(d.player)
        true = state.to_data()
        for variant, keys in variants.items():
            adapter = review.coach_adapter(game_id)
            draw = adapter.determinize

            def with_true(game_, obs_, rng, keys=keys, draw=draw, true=true):
                sample = draw(game_, obs_, rng)
                data = sample.to_data()
                data.update({k: v for k, v in true.items() if k != "rng"} if keys is EVERY else
                            {k: true[k] for k in keys})
                return game_.from_data(data)
            adapter.determinize = with_true
            t0 = time.process_time()
            rows = review.end_results(adapter, game, obs, [parse_action(better), parse_action(worse)],
                                      review.decision_seed(seed, index), range(PAIRS))
            lead, error = review.paired_lead([100 * r[0] for r in rows], [100 * r[1] for r in rows])
            won = [round(sum(r[c] for r in rows) / PAIRS, 3) for c in (0, 1)]
            print(json.dumps({"game": game_id, "seed": seed, "index": index, "better": better, "worse": worse,
                              "truth": truth, "true_parts": variant, "better_won": won[0], "worse_won": won[1],
                              "loss": round(lead, 1),
                              "error": round(error, 1), "cpu": round(time.process_time() - t0, 1)}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "the-gallerist")
