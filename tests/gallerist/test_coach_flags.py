"""The Gallerist's coach (issue 42): a review's flag stands only when games played to the end confirm it."""

from coach_positions import assert_lifted


def test_a_look_ahead_mistake_the_game_to_the_end_reverses_is_lifted():
    # Medium against medium (bench --coach, seed 1, move 177): the look-ahead, which ends at the
    # seat's next turn, calls the move to the Artists Colony a mistake (11.9 points) against one to
    # the Sales Office; played on from the true state to the end, the Sales Office loses 50 points more.
    assert_lifted("the-gallerist", 1, 177, "move colony", "move sales", "mistake")
