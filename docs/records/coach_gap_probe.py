"""Where the review's games and the truth's part (issue 42, docs/ai.md, "The truth's future"): a
planted Avant Carde move and medium's, played to the end by medium over PAIRS pairs from

- A: the seat's samples, as the review's confirmation plays them (``review.end_results``), and
- B: the true state with the piles no seat has seen shuffled, as the truth plays them
  (``coach_bench._results``),

with the paired loss in points and its standard error of each, and the rival's hand and line at
the move (the games of ``bench --coach`` at plant rate 0.1).

    python docs/records/coach_gap_probe.py PAIRS SEED:MOVE:MEDIUMS_MOVE...
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))  # the repository

from game.ai import review
from game.engine.actions import parse_action
from game.games import spec
from game.tools import coach_bench

GAME = "avant-carde"


def main(argv: list[str]) -> None:
    game = spec(GAME).module()
    adapter = review.coach_adapter(GAME)
    pairs = range(int(argv[0]))
    for arg in argv[1:]:
        seed_text, index_text, mediums = arg.split(":")
        seed, index = int(seed_text), int(index_text)
        actions, _, start = coach_bench.play_planted(GAME, seed, 0.1)
        st = start.clone()
        for a in actions[:index]:
            st.apply(a)
        seat = st.decision().player
        moves = (parse_action(mediums), actions[index])
        rows = review.end_results(adapter, game, st.observation(seat), moves, seed, pairs)
        seen = [str(a) for a in actions[:index]]
        truth = [coach_bench._results(GAME, start.to_data(), seen, str(m), seat, seed, pairs) for m in moves]
        out = {}
        for mode, (better, worse) in (("A", zip(*rows)), ("B", truth)):
            lead, error = review.paired_lead([100 * r for r in better], [100 * r for r in worse])
            out[mode] = (round(lead, 1), round(error, 1))
        rival = st.players[1 - seat]
        print(seed, index, str(moves[0]), ">", str(moves[1]), out, "rival hand", len(rival.hand),
              "line", len(rival.line), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
