"""The recap lists exactly the moves since the viewer's previous turn, as the log words them."""

import pytest

from game.engine.recap import recap, recap_range
from tests.follow.helpers import play, session

SEATS = (("Ada", "human"), ("Bob", "greedy"), ("Cy", "greedy"))


def expected_lines(s, viewer):
    """Replay the game independently and word every action of the other seats since the viewer's
    previous turn with the game's describe / describe_event."""
    names = [n for n, _ in SEATS]
    fresh = s.game.new_game(players=len(s.seats), **s.setup)
    actors = []
    words = []
    for a in s.actions:
        d = fresh.decision()
        actors.append(d.player)
        text = s.game.describe(fresh, d.player, a, names)
        events = fresh.apply(a)
        lines = ([text] if text else []) + [t for t in (s.game.describe_event(e, names) for e in events) if t]
        words.append(lines)
    end = len(actors)
    while end and actors[end - 1] == viewer:
        end -= 1
    start = end
    while start and actors[start - 1] != viewer:
        start -= 1
    assert all(actors[i] != viewer for i in range(start, end))
    return [t for i in range(start, end) for t in words[i]], actors[start:end]


def buy_turn_of(seat, rnd):
    return lambda s: (s.state.round >= rnd and s.state.phase == "buy"
                      and s.decision.player == seat and s.decision.kind == "buy")


@pytest.mark.parametrize("rnd", [2, 3])
def test_recap_at_a_buy_turn_is_the_log_since_the_previous_turn(rnd):
    s = play(session(seats=SEATS, seed=11), until=buy_turn_of(0, rnd))
    steps = recap(s, 0)
    lines, actors = expected_lines(s, 0)
    assert [t for st in steps for t in st.lines] == lines
    assert steps and all(st.seat != 0 for st in steps)
    # Consecutive steps are different players; the names are the seats'.
    assert all(a.seat != b.seat for a, b in zip(steps, steps[1:]))
    assert {st.name for st in steps} == {"Bob", "Cy"} == {SEATS[a][0] for a in actors}


def test_recap_mid_turn_leaves_out_the_viewers_own_current_moves():
    s = play(session(seats=SEATS, seed=11), until=buy_turn_of(0, 2))
    before = recap(s, 0)
    opts = [a for a in s.decision.options if a.kind in ("buy", "bury", "use")]
    if not opts:
        pytest.skip("nothing to do before ending this turn")
    s.apply(opts[0])
    if s.decision and s.decision.player == 0:
        assert recap(s, 0) == before


def test_hidden_lines_of_the_play_phase_stay_hidden():
    hot = (("Ada", "human"), ("Bob", "human"))
    s = play(session(seats=hot, seed=12),
             until=lambda s: s.state.round == 2 and s.state.phase == "play" and s.decision.player == 1)
    texts = [t for st in recap(s, 1) for t in st.lines]
    secret = [entry.text for entry in s.log if entry.secret and entry.round == 2 and entry.seat == 0]
    assert not set(secret) & set(texts)


def test_range():
    assert recap_range([0, 1, 2, 0, 0, 1, 2], 0) == (5, 7)
    assert recap_range([0, 1, 2, 0, 0], 0) == (1, 3)      # acting now: up to the current run
    assert recap_range([1, 2], 0) == (0, 2)
    assert recap_range([], 0) == (0, 0)


def test_art_decko_recap_matches_its_log():
    s = play(session("art-decko", seats=(("Ann", "human"), ("Ben", "greedy")), seed=3),
             until=lambda s: len(s.actions) > 30 and s.decision.player == 0)
    steps = recap(s, 0)
    start, end = recap_range(s.actors, 0)
    assert [t for st in steps for t in st.lines] == [entry.text for entry in s.log if start <= entry.index < end]
    assert all(st.seat == 1 for st in steps)


def test_a_line_about_another_player_opens_its_step():
    s = play(session(seats=SEATS, seed=11), until=buy_turn_of(0, 3))
    for step in recap(s, 0):
        for line in step.lines[1:]:
            assert not any(line.startswith(f"{n} starts the buy turn") for n in ("Bob", "Cy") if n != step.name)


def test_describe_uses_an_before_a_vowel():
    from game.avant_carde.view import with_article
    assert with_article("orange 3") == "an orange 3" and with_article("red 5") == "a red 5"
