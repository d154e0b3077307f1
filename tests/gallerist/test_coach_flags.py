"""The Gallerist's coach (issue 42): a review's flag stands only when games played to the end confirm it."""

from coach_positions import bench_position, judged


def test_a_look_ahead_mistake_the_game_to_the_end_reverses_is_lifted():
    # Medium against medium (bench --coach, seed 1, move 177): the look-ahead, which ends at the
    # seat's next turn, calls the move to the Artists Colony a mistake (11.9 points) against one to
    # the Sales Office; played on from the true state to the end, the Sales Office loses 50 points more.
    point = bench_position("the-gallerist", 1, 177)
    assert str(point.played) == "move colony"
    look_ahead = judged("the-gallerist", 1, point, confirm=0)
    assert (look_ahead.mark, look_ahead.best) == ("mistake", "move sales")
    j = judged("the-gallerist", 1, point)
    assert j.confirmed and j.mark not in ("mistake", "blunder"), (j.mark, j.loss)
