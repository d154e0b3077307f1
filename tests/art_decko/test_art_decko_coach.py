"""Art Decko's coach (issue 42): a review's flag stands only when games played to the end confirm it."""

from game.ai.review import COACHES, coach_adapter, judge
from game.games import spec
from game.tools.coach_bench import play_planted
from game.tools.review import decision_points


def test_a_look_ahead_blunder_the_game_to_the_end_does_not_show_is_lifted():
    # Medium against medium (bench --coach, seed 1, move 293): the look-ahead, which ends at the
    # seat's next turn, calls acquiring the cerulean work a blunder (27.3 points) against the
    # teal one; played on from the true state to the end, the teal work loses 15.6 points more.
    game = spec("art-decko").module()
    actions, _, _ = play_planted("art-decko", 1, 0.0)
    point = next(p for p in decision_points(game, {"seed": 1}, 2, actions) if p.index == 293)
    assert str(point.played) == "acquire cerulean c69"

    def judged(confirm):
        return judge(coach_adapter("art-decko"), game, point.observation, point.decision, point.played, 293,
                     point.round, (1 * 1_000_003 + 293) & 0xFFFFFFFF, 8, confirm=confirm)

    look_ahead = judged(0)
    assert (look_ahead.mark, look_ahead.best) == ("blunder", "acquire teal c11")
    j = judged(COACHES.of("art-decko").confirm)
    assert j.confirmed and j.mark not in ("mistake", "blunder"), (j.mark, j.loss)


def test_a_confirmation_keeps_no_flag_its_games_cannot_tell_from_noise():
    # Seed 1, move 136: played to the end from the seat's samples, the show the look-ahead
    # prefers wins 6 more of 32 pairs (18.8 points), which cleared 1.64 standard errors: the
    # confirmation kept a blunder. From the true state, the show loses 9.7 points.
    # A review confirms several flags a game, so a confirmed loss must clear CONFIRM_Z.
    game = spec("art-decko").module()
    actions, _, _ = play_planted("art-decko", 1, 0.0)
    point = next(p for p in decision_points(game, {"seed": 1}, 2, actions) if p.index == 136)
    j = judge(coach_adapter("art-decko"), game, point.observation, point.decision, point.played, 136,
              point.round, (1 * 1_000_003 + 136) & 0xFFFFFFFF, 8, confirm=COACHES.of("art-decko").confirm)
    assert j.confirmed == 32 and round(j.loss, 2) == 18.75 and j.mark not in ("mistake", "blunder"), (j.mark, j.loss)
