"""Play many AI-only games headless and report wins per agent and per seat, rounds and scores."""

from __future__ import annotations

import json
import math
import time
from typing import TYPE_CHECKING

from game.engine.rng import Rng
from game.games import make_agent
from game.tools.progress import Progress

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from game.engine.actions import Action, Decision
    from game.engine.contract import GamePackage
    from game.engine.state import GameState


MAX_DECISIONS = 100_000    # a game still going after this many decisions is stopped (not completed):
                           # agents that undo their own steps (a choice, then its cancel) never
                           # reach the next round, so the round cap alone would wait for ever


def play_game(game: GamePackage, agent_names: Sequence[str], seed: int, max_rounds: int = 200,
              setup: dict[str, Any] | None = None,
              on_action: Callable[[GameState, Decision, Action], object] | None = None) -> GameState:
    """Play one game with the named agents in seat order. Returns the final state."""
    setup = dict(setup or {})
    players = len(agent_names)
    state = game.new_game(players=players, seed=seed, **setup)
    agents = [make_agent(game.GAME_ID, name) for name in agent_names]
    rngs = [Rng(seed * 1000003 + 17 * i + 1) for i in range(players)]
    for _ in range(MAX_DECISIONS):
        if state.is_over or state.round > max_rounds:
            break
        d = state.decision()
        assert d is not None                # the game is not over
        action = agents[d.player].choose(game, state.observation(d.player), d, rngs[d.player])
        if on_action:
            on_action(state, d, action)
        state.apply(action)
    return state


def simulate(game: GamePackage, agents: Sequence[str], players: int, games: int, seed: int, max_rounds: int = 200,
             setup: dict[str, Any] | None = None, progress: bool = True) -> dict[str, Any]:
    """Play ``games`` games; seat i of game g gets ``agents[(i + g) % len(agents)]`` (rotation)."""
    wins = {name: 0.0 for name in agents}
    seat_wins = [0.0] * players
    seated = {name: 0 for name in agents}
    completed, rounds, scores = 0, [], []
    solo_wins = 0
    bar = Progress(games) if progress else None
    t0 = time.perf_counter()
    for g in range(games):
        names = [agents[(i + g) % len(agents)] for i in range(players)]
        st = play_game(game, names, seed + g, max_rounds, setup)
        summary = st.summary()
        for name in set(names):
            seated[name] += 1
        if summary["completed"]:
            completed += 1
            rounds.append(summary["rounds"])
            scores.extend(summary["scores"])
            winners = summary["winners"]
            if players == 1:
                solo_wins += len(winners)
            for w in winners:
                wins[names[w]] += 1 / len(winners)
                seat_wins[w] += 1 / len(winners)
        if bar:
            bar.update(g + 1)
    if bar:
        bar.close()
    seconds = time.perf_counter() - t0

    def mean(xs: Sequence[float]) -> float:
        return sum(xs) / len(xs) if xs else 0.0

    spread = math.sqrt(mean([(x - mean(scores)) ** 2 for x in scores])) if scores else 0.0
    report = {
        "game": game.GAME_ID, "players": players, "agents": list(agents), "games": games,
        "completed": completed, "seconds": round(seconds, 3),
        "wins": {k: round(v, 2) for k, v in wins.items()},
        "win_rate": {k: round(wins[k] / seated[k], 4) if seated[k] else 0.0 for k in agents},
        "seat_wins": [round(v, 2) for v in seat_wins],
        "mean_rounds": round(mean(rounds), 3), "mean_score": round(mean(scores), 3),
        "score_spread": round(spread, 3),
    }
    if players == 1:
        report["solo_win_rate"] = round(solo_wins / games, 4) if games else 0.0
    return report


def format_report(r: dict[str, Any]) -> str:
    lines = [f"{r['game']}: {r['games']} games, {r['players']} players, {r['completed']} completed "
             f"in {r['seconds']:.1f}s"]
    if r["players"] == 1:
        lines.append(f"solo win rate: {100 * r['solo_win_rate']:.1f}%")
    else:
        for name in r["agents"]:
            lines.append(f"  {name:<10} wins {r['wins'][name]:>8.1f}")
        lines.append("  wins per seat: " + ", ".join(f"seat {i + 1}: {w:g}" for i, w in enumerate(r["seat_wins"])))
    lines.append(f"  mean rounds {r['mean_rounds']:.2f}; score mean {r['mean_score']:.2f}, "
                 f"spread (sd) {r['score_spread']:.2f}")
    return "\n".join(lines)


def print_report(r: dict[str, Any], as_json: bool) -> None:
    print(json.dumps(r) if as_json else format_report(r))
