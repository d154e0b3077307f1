"""How well the review's win chances match results (issue 42, docs/ai.md, "every seat's line").

Plays medium against medium on seeds FIRST..LAST-1 (the coach benchmark's games with nothing
planted), reviews each game at the default 8 samples, and compares the win chance the review
gives each judged move with the result of the seat that played it:

    python docs/records/coach_calibration_probe.py avant-carde 301 309

Prints the mean win chance given against the share of games won, by decision kind and by bins
of the win chance given, and the flags (mistake or blunder) on medium's own moves.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))  # the repository

from game.games import spec
from game.tools import coach_bench
from game.tools.review import review_game


def rows_of(game_id: str, seeds: range) -> list[dict]:
    rows = []
    game = spec(game_id).module()
    for seed in seeds:
        actions, _, _ = coach_bench.play_planted(game_id, seed, 0.0)
        state = game.new_game(players=2, seed=seed)
        for a in actions:
            state.apply(a)
        winners = state.summary()["winners"]
        review = review_game(game_id, {"seed": seed}, ["A", "B"], actions, None, 8, None, 1, use_cache=False)
        for j in review["judgements"]:
            if j["samples"]:
                rows.append({"kind": j["kind"], "given": j["played_win"], "mark": j["mark"],
                             "won": 1.0 / len(winners) if j["seat"] in winners else 0.0})
    return rows


def main() -> None:
    game_id, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rows = rows_of(game_id, range(first, last))

    def line(label: str, rs: list[dict]) -> None:
        if rs:
            given = sum(r["given"] for r in rs) / len(rs)
            won = sum(r["won"] for r in rs) / len(rs)
            flags = sum(1 for r in rs if r["mark"] in ("mistake", "blunder"))
            print(f"{label:>12}: {len(rs):4d} moves, win chance given {given:.3f}, won {won:.3f}, flags {flags}")

    line("all", rows)
    for kind in sorted({r["kind"] for r in rows}):
        line(kind, [r for r in rows if r["kind"] == kind])
    for low in range(0, 10, 2):
        line(f"{low / 10:.1f}-{(low + 2) / 10:.1f}", [r for r in rows if low / 10 <= r["given"] < (low + 2) / 10 or
                                                     (low == 8 and r["given"] == 1.0)])


if __name__ == "__main__":
    main()
