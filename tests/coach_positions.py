"""A decision of the coach benchmark's medium-against-medium games, judged as a review judges it:
the positions the tests of each game's confirmation name by seed and move."""

from game.ai.review import COACHES, Judgement, coach_adapter, decision_seed, judge
from game.games import spec
from game.tools.coach_bench import play_planted
from game.tools.review import Point, decision_points


def bench_position(game_id: str, seed: int, index: int) -> Point:
    """The decision before move ``index`` of ``bench --coach``'s game ``seed`` (nothing planted)."""
    actions, _, _ = play_planted(game_id, seed, 0.0)
    return next(p for p in decision_points(spec(game_id).module(), {"seed": seed}, 2, actions) if p.index == index)


def judged(game_id: str, seed: int, point: Point, confirm: int | None = None) -> Judgement:
    """``point`` judged at the review's own seed and samples, confirmed by ``confirm`` pairs (None:
    as the game's coach asks)."""
    if confirm is None:
        confirm = COACHES.of(game_id).confirm
    return judge(coach_adapter(game_id), spec(game_id).module(), point.observation, point.decision, point.played,
                 point.index, point.round, decision_seed(seed, point.index), 8, confirm=confirm)


def assert_lifted(game_id: str, seed: int, index: int, played: str, best: str, mark: str) -> None:
    """The look-ahead marks the move played at ``index`` ``mark`` against ``best``; the game's
    confirmation lifts the flag."""
    point = bench_position(game_id, seed, index)
    assert str(point.played) == played
    look_ahead = judged(game_id, seed, point, confirm=0)
    assert (look_ahead.mark, look_ahead.best) == (mark, best)
    j = judged(game_id, seed, point)
    assert j.confirmed and j.mark not in ("mistake", "blunder"), (j.mark, j.loss)
