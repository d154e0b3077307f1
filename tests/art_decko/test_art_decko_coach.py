"""Art Decko's coach (issue 42): a review's flag stands only when games played to the end confirm it."""

from coach_positions import assert_lifted


def test_a_look_ahead_blunder_the_game_to_the_end_does_not_show_is_lifted():
    # Medium against medium (bench --coach, seed 1, move 293): the look-ahead, which ends at the
    # seat's next turn, calls acquiring the cerulean work a blunder (27.3 points) against the
    # teal one; played on from the true state to the end, the teal work loses 15.6 points more.
    assert_lifted("art-decko", 1, 293, "acquire cerulean c69", "acquire teal c11", "blunder")

