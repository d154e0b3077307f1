"""The Gallerist's coach (issue 42): a review's flag stands only when games played to the end confirm it."""

from game.ai.review import COACHES, coach_adapter, judge
from game.games import spec
from game.tools.coach_bench import play_planted
from game.tools.review import decision_points


def test_a_look_ahead_mistake_the_game_to_the_end_reverses_is_lifted():
    # Medium against medium (bench --coach, seed 1, move 177): the look-ahead, which ends at the
    # seat's next turn, calls the move to the Artists Colony a mistake (11.9 points) against one to
    # the Sales Office; played on from the true state to the end, the Sales Office loses 50 points more.
    game = spec("the-gallerist").module()
    actions, _, _ = play_planted("the-gallerist", 1, 0.0)
    point = next(p for p in decision_points(game, {"seed": 1}, 2, actions) if p.index == 177)
    assert str(point.played) == "move colony"

    def judged(confirm):
        return judge(coach_adapter("the-gallerist"), game, point.observation, point.decision, point.played, 177,
                     point.round, (1 * 1_000_003 + 177) & 0xFFFFFFFF, 8, confirm=confirm)

    look_ahead = judged(0)
    assert (look_ahead.mark, look_ahead.best) == ("mistake", "move sales")
    j = judged(COACHES.of("the-gallerist").confirm)
    assert j.confirmed and j.mark not in ("mistake", "blunder"), (j.mark, j.loss)
