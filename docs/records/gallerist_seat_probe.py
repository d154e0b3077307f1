"""The Gallerist's seats probed (issue 40; docs/ai.md, "Fair seats at 3 and 4 players").

Plays ``medium`` in every seat, games seeded as ``python main.py lab`` seeds them (the same games
as the lab's), and writes one JSON line a game: per seat, its start location and starting tile,
the kicked-out decisions it met and the location or executive actions it took there, the rivals
it kicked out, its turns passed, the final scoring's parts; the winners and ``turn_order`` (the
seats from the start player on, as the lab counts them). Then, with ``--report``, the pooled
figures by place in turn order, the win shares with 95% Wilson intervals.

    python docs/records/gallerist_seat_probe.py 4 300 1101 x4.jsonl
    python docs/records/gallerist_seat_probe.py --report x4.jsonl
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.engine.rng import Rng
from game.gallerist.board import EMPTY, owner_of
from game.gallerist.data import LOCATIONS
from game.games import game_module, make_agent

COUNTS = ("kicked", "ko_act", "kicks", "passes")


def play(players: int, games: int, seed: int, out: str) -> None:
    game = game_module("the-gallerist")
    with open(out, "a", encoding="utf-8") as f:
        for g in range(games):
            st = game.new_game(players=players, seed=seed + g)
            agents = [make_agent(game.GAME_ID, "medium") for _ in range(players)]
            rngs = [Rng((seed + g) * 1000003 + 17 * i + 1) for i in range(players)]
            rec: dict[str, Any] = {"seed": seed + g, "start": [None] * players, "tile": [None] * players,
                                   **{k: [0] * players for k in COUNTS}}
            while not st.is_over and st.round <= 200:
                d = st.decision()
                a = agents[d.player].choose(game, st.observation(d.player), d, rngs[d.player])
                p = d.player
                if a[0] == "start":
                    rec["start"][p], rec["tile"][p] = a[1], st.location_tiles[LOCATIONS.index(a[1])]
                elif d.kind == "ko":
                    rec["kicked"][p] += 1
                    rec["ko_act"][p] += a[0] != "pass"
                elif a[0] == "pass" and d.kind == "turn":
                    rec["passes"][p] += 1
                elif a[0] == "move":
                    piece = st.spaces[LOCATIONS.index(a[1])]
                    rec["kicks"][p] += piece != EMPTY and owner_of(piece) != p
                st.apply(a)
            s = st.summary()
            rec.update(offers={str(o): list(v) for o, v in st.offer_totals().items()},
                       picks=[pick[0] for pick in st.easel_picks],
                       winners=s["winners"], scores=s["scores"], order=s["turn_order"], rounds=s["rounds"],
                       final=[{k: v for k, v in part.items() if k != "title"} for part in (st.final or [])])
            f.write(json.dumps(rec) + "\n")
            f.flush()


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    p = k / n
    d = 1 + z * z / n
    c, h = (p + z * z / (2 * n)) / d, z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def report(paths: list[str]) -> None:
    games = [json.loads(line) for path in paths for line in open(path, encoding="utf-8")]
    n, total = len(games[0]["order"]), len(games)
    wins = [0.0] * n
    means: dict[str, list[float]] = {}
    starts: list[dict[str, float]] = [{} for _ in range(n)]
    for r in games:
        order = r["order"]
        for w in r["winners"]:
            wins[order.index(w)] += 1 / len(r["winners"])
        for i, p in enumerate(order):
            won = 1 / len(r["winners"]) if p in r["winners"] else 0.0
            starts[i][r["start"][p]] = starts[i].get(r["start"][p], 0.0) + won
            for k in COUNTS:
                means.setdefault(k, [0.0] * n)[i] += r[k][p] / total
            for k, v in r["final"][p].items():
                means.setdefault(k, [0.0] * n)[i] += v / total
    print(f"{total} games, {n} players; by place in turn order (1: the start player)")
    for i, w in enumerate(wins):
        low, high = wilson(w, total)
        print(f"  seat {i + 1}: wins {100 * w / total:.1f}% ({100 * low:.1f}-{100 * high:.1f})")
    for k, v in means.items():
        print(f"  {k:<22}" + "".join(f"{x:8.2f}" for x in v))
    ties = cut = 0
    for r in games:
        if "offers" not in r:
            continue
        offers = {int(o): tuple(v) for o, v in r["offers"].items()}
        tied = [o for o in offers if list(offers.values()).count(offers[o]) > 1]
        ties += bool(tied)
        # a tie the turn order settled across the easels' cut: some of the tied owners got no work
        cut += any(o in r["picks"] for o in tied) and any(o not in r["picks"] for o in tied)
    print(f"  auction: offers tied (total and best offer) in {ties} games, settled by turn order across "
          f"the easels' cut in {cut}")
    print("  wins by start location (games won / games started there):")
    for i in range(n):
        seen: dict[str, int] = {}
        for r in games:
            where = r["start"][r["order"][i]]
            seen[where] = seen.get(where, 0) + 1
        shares = ", ".join(f"{loc} {starts[i].get(loc, 0.0):g}/{k}" for loc, k in sorted(seen.items()))
        print(f"    seat {i + 1}: {shares}")


if __name__ == "__main__":
    if sys.argv[1] == "--report":
        report(sys.argv[2:])
    else:
        play(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
