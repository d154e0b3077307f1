"""Art Decko's coach (issue 42): a review's flag stands only when games played to the end confirm it."""

from coach_positions import assert_lifted, bench_position, judged


def test_a_look_ahead_blunder_the_game_to_the_end_does_not_show_is_lifted():
    # Medium against medium (bench --coach, seed 1, move 293): the look-ahead, which ends at the
    # seat's next turn, calls acquiring the cerulean work a blunder (27.3 points) against the
    # teal one; played on from the true state to the end, the teal work loses 15.6 points more.
    assert_lifted("art-decko", 1, 293, "acquire cerulean c69", "acquire teal c11", "blunder")


def test_a_confirmation_keeps_no_flag_its_games_cannot_tell_from_noise():
    # Seed 1, move 136: played to the end from the seat's samples, the show the look-ahead
    # prefers wins 6 more of 32 pairs (18.8 points), which cleared 1.64 standard errors: the
    # confirmation kept a blunder. From the true state, the show loses 9.7 points.
    # A review confirms several flags a game, so a confirmed loss must clear CONFIRM_Z.
    j = judged("art-decko", 1, bench_position("art-decko", 1, 136))
    assert j.confirmed == 32 and round(j.loss, 2) == 18.75 and j.mark not in ("mistake", "blunder"), (j.mark, j.loss)
