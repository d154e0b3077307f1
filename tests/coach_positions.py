"""A decision of the coach benchmark's medium-against-medium games, judged as a review judges it:
the positions the tests of each game's confirmation name by seed and move."""

from game.ai.review import COACHES, Judgement, coach_adapter, judge
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
                 point.index, point.round, (seed * 1_000_003 + point.index) & 0xFFFFFFFF, 8, confirm=confirm)
