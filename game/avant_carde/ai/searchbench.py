"""``python -m game.avant_carde.ai.searchbench``: what Avant Carde's hard search spends its time on.

Plays four seeded 2-player greedy games (one per built-in set) and, on the states met,
measures per call: ``observation()``, a one-off ``determinize()``, and a sample from a
reused :class:`~game.avant_carde.view.Determinizer` (what the search does every
iteration); then hard's search iterations per CPU second on 40 buy-turn decisions at a
fixed iteration count. Times are CPU seconds (``time.process_time``), the best of
``--repeat`` passes, so a machine shared with other work disturbs them less.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game import avant_carde as ac
from game.engine.rng import Rng
from game.games import make_agent

if TYPE_CHECKING:
    from game.avant_carde.state import AvantCardeState
    from game.engine.actions import Decision

SETS = ("new_yorkers", "tokyoites", "parisians", "londoners")


def sample_states() -> list[AvantCardeState]:
    """Every state of four seeded greedy games, each with the seat to decide."""
    states = []
    for g, patrons in enumerate(SETS):
        st = ac.new_game(players=2, seed=10 + g, patrons=patrons)
        agent, rng = make_agent(ac.GAME_ID, "greedy"), Rng(g)
        while (d := st.decision()) is not None:
            states.append(st.clone())
            st.apply(agent.choose(ac, st.observation(d.player), d, rng))
    return states


def _decision(st: AvantCardeState) -> Decision:
    """The decision of a sampled state (each was taken while the game went on)."""
    d = st.decision()
    assert d is not None
    return d


def best_time(work: Callable[[], object], repeat: int) -> float:
    """The least CPU time of ``repeat`` runs of ``work()``."""
    best = float("inf")
    for _ in range(repeat):
        t = time.process_time()
        work()
        best = min(best, time.process_time() - t)
    return best


def measure(repeat: int = 5, iterations: int = 100, decisions: int = 40) -> dict[str, float]:
    states = sample_states()
    seats = [(s, _decision(s).player) for s in states]
    data = ac.load_data()
    obs = [s.observation(q) for s, q in seats]
    rng = Rng(1)
    n = len(seats)
    out: dict[str, float] = {"states": n,
           "observation_us": 1e6 * best_time(lambda: [s.observation(q) for s, q in seats], repeat) / n,
           "determinize_us": 1e6 * best_time(lambda: [ac.determinize(o, rng, data) for o in obs], repeat) / n}
    samplers = [ac.Determinizer(o, data) for o in obs]
    out["sample_us"] = 1e6 * best_time(lambda: [s.sample(rng) for s in samplers], repeat) / n
    buys = [s for s in states if s.phase == "buy" and _decision(s).kind == "buy"
            and len(_decision(s).options) > 1][::4][:decisions]
    hard = make_agent(ac.GAME_ID, "hard", iterations=iterations)
    done, t = 0, time.process_time()
    for s in buys:
        d = _decision(s)
        hard.choose(ac, s.observation(d.player), d, Rng(3))
        done += hard.search.last_iterations
    out["hard_decisions"] = len(buys)
    out["hard_iterations_per_s"] = done / (time.process_time() - t)
    return out


def main(argv: Sequence[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--iterations", type=int, default=100)
    args = p.parse_args(argv)
    for k, v in measure(args.repeat, args.iterations).items():
        print(f"{k:>24}: {v:,.1f}" if isinstance(v, float) else f"{k:>24}: {v}")


if __name__ == "__main__":
    main()
