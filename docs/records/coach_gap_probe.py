"""Where the review's games and the truth's part (issue 42, docs/ai.md, "The truth's future"): a
planted Avant Carde move and medium's, played to the end by medium over PAIRS pairs from

- A: the seat's samples (``determinize``, as the review's confirmation draws them), and
- B: the true state with the piles no seat has seen shuffled (``fresh_future``, as the truth),

with the paired loss in points and its standard error of each, and the rival's hand and line at
the move (the games of ``bench --coach`` at plant rate 0.1).

    python docs/records/coach_gap_probe.py PAIRS SEED:MOVE:MEDIUMS_MOVE...
"""

import os
import sys
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))  # the repository

from game.ai import review
from game.engine.actions import parse_action
from game.engine.rng import Rng
from game.games import make_agent, spec
from game.tools.coach_bench import play_planted

GAME = "avant-carde"


def result(game: Any, state: Any, seat: int, seed: int, k: int) -> float:
    """``seat``'s result once medium has played ``state`` to the end (pair k's generators)."""
    agents: dict[int, Any] = {}
    rngs: dict[int, Rng] = {}
    while not state.is_over and state.round <= 200:
        d = state.decision()
        if d is None:
            break
        agent = agents.setdefault(d.player, make_agent(GAME, "medium"))
        rng = rngs.setdefault(d.player, Rng(seed * 31 + 1009 * k + d.player))
        state.apply(agent.choose(game, state.observation(d.player), d, rng))
    winners = state.summary()["winners"]
    return 1.0 / len(winners) if seat in winners else 0.0


def main(argv: list[str]) -> None:
    game = spec(GAME).module()
    adapter = review.coach_adapter(GAME)
    pairs = int(argv[0])
    for arg in argv[1:]:
        seed_text, index_text, mediums = arg.split(":")
        seed, index = int(seed_text), int(index_text)
        actions, _, start = play_planted(GAME, seed, 0.1)
        st = start.clone()
        for a in actions[:index]:
            st.apply(a)
        seat = st.decision().player
        obs = st.observation(seat)
        moves = (parse_action(mediums), actions[index])
        out = {}
        for mode in ("A", "B"):
            diffs = []
            for k in range(pairs):
                k_rng = Rng(seed * 7919 + 104_729 * k)
                sample = adapter.determinize(game, obs, k_rng) if mode == "A" else game.fresh_future(st, k_rng)
                row = []
                for move in moves:
                    played = sample.clone()
                    played.apply(move)
                    row.append(result(game, played, seat, seed, k))
                diffs.append(100 * (row[0] - row[1]))
            lead, error = review.paired_lead(diffs, [0.0] * len(diffs))
            out[mode] = (round(lead, 1), round(error, 1))
        rival = st.players[1 - seat]
        print(seed, index, str(moves[0]), ">", str(moves[1]), out, "rival hand", len(rival.hand),
              "line", len(rival.line), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
