"""The review scene: the coach runs in the background, then its judgements are stepped through."""

import pygame
import pytest

from game.ai.review import COACHES
from game.engine.rng import Rng
from game.engine.session import Session
from game.games import AGENTS, spec
from game.ui.play.review import ReviewScene


def test_review_scene_runs_the_coach_and_steps_through_it(app, monkeypatch):
    import game.tools.review as tool
    real = tool.review_game
    monkeypatch.setattr(tool, "review_game",
                        lambda *a, **k: real(*a, **{**k, "samples": 2, "workers": 1, "confirm": 0}))
    s = Session(spec("avant-carde").module(), {"seed": 4}, [("Ann", "greedy"), ("Ben", "greedy")], agents=AGENTS)
    for _ in range(30):
        s.apply(s.ai_decide(s.ai_request()))
    scene = ReviewScene(app, s, seat=1)
    app.push(scene)
    scene._thread.join(60)
    assert scene.review is not None and scene.judged()
    for key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_UP, pygame.K_LEFT, pygame.K_TAB):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        app.step(pygame.event.get(), dt=0.016)
    assert scene.seat == 0 and scene.current()["seat"] == 0
    scene.toggle_reveal()
    app.step([], dt=0.016)
    assert not app.errors


def _quick_reviews(monkeypatch):
    import game.tools.review as tool
    real = tool.review_game
    monkeypatch.setattr(tool, "review_game",
                        lambda *a, **k: real(*a, **{**k, "samples": 2, "workers": 1, "confirm": 0}))


def _played(actions, seats=(("Ann", "human"), ("Ben", "greedy")), seed=4):
    s = Session(spec("avant-carde").module(), {"seed": seed}, list(seats), agents=AGENTS)
    greedy = AGENTS.make("avant-carde", "greedy")
    for _ in range(actions):
        if s.over:
            break
        d = s.state.decision()
        s.apply(greedy.choose(s.game, s.state.observation(d.player), d, Rng(7)))
    return s


def test_load_reviews_a_save_without_opening_it_and_an_unfinished_game_keeps_its_secrets(wired, monkeypatch):
    from game.ui.play.launch import saves_dir
    from game.ui.play.saves import LoadScene
    from tests.ui.ui_helpers import click, run
    _quick_reviews(monkeypatch)
    import os
    os.makedirs(saves_dir(), exist_ok=True)
    going = _played(30)
    going.save(os.path.join(saves_dir(), "going.json"))
    scene = LoadScene(wired)
    wired.push(scene)
    run(wired)
    assert scene.reviews[0].visible and scene.reviews[0].enabled
    click(wired, scene.reviews[0].rect.center)
    review = wired.top
    assert isinstance(review, ReviewScene) and review.seats == [0] and review.seat == 0
    review._thread.join(60)
    run(wired, 2)
    assert review.review is not None and review.review["seats"] == [0]
    assert {j["seat"] for j in review.review["judgements"]} == {0}
    assert not review.reveal_button.enabled and not review.switch.enabled
    review.toggle_reveal()
    assert not review.reveal                                  # nothing hidden is shown before the end
    assert not wired.errors


def test_an_unfinished_hot_seat_save_is_not_reviewed_and_says_why(wired):
    import os

    from game.ui.play.launch import saves_dir
    from game.ui.play.saves import LoadScene
    from tests.ui.ui_helpers import click, run
    os.makedirs(saves_dir(), exist_ok=True)
    _played(10, (("Ann", "human"), ("Bea", "human"))).save(os.path.join(saves_dir(), "hot.json"))
    scene = LoadScene(wired)
    wired.push(scene)
    run(wired)
    click(wired, scene.reviews[0].rect.center)
    assert wired.top is scene and scene.message.startswith("A hot-seat game is reviewed once it is over")


def test_a_finished_game_is_kept_and_reviewed_from_statistics(wired, monkeypatch):
    from game.ui.play import stats as stats_ui
    from game.ui.play.saves import PastGamesScene
    from tests.ui.ui_helpers import click, run
    _quick_reviews(monkeypatch)
    done = _played(10_000)
    assert done.over
    records, record, problem = stats_ui.record_game(done)
    scene = stats_ui.StatsScene(wired)
    wired.push(scene)
    run(wired)
    click(wired, scene.past.rect.center)
    past = wired.top
    assert isinstance(past, PastGamesScene) and len(past.rows) == 1 and not past.reviews[0].visible
    click(wired, past.rows[0].rect.center)
    review = wired.top
    assert isinstance(review, ReviewScene) and review.seats == [0, 1]
    review._thread.join(120)
    run(wired, 2)
    assert review.reveal_button.enabled and review.switch.enabled
    assert not wired.errors


def test_the_history_keeps_only_the_newest_games(home, monkeypatch):
    import os

    from game.ui.play import stats as stats_ui
    monkeypatch.setattr(stats_ui, "MAX_HISTORY", 2)
    s = _played(20)
    for i in range(4):
        stats_ui.keep_finished(s, f"k{i}")
        os.utime(os.path.join(stats_ui.history_dir(), f"k{i}.json"), (1000 + i, 1000 + i))
    assert sorted(os.listdir(stats_ui.history_dir())) == ["k2.json", "k3.json"]


@pytest.mark.parametrize("game_id", [g.id for g in COACHES.games()])
def test_t_shows_the_games_own_table_as_the_seat_saw_it_at_the_decision(app, monkeypatch, game_id):
    import game.tools.review as tool
    from game.ai.review import Judgement
    from game.ui.play.controller import NotYourTurnError, ReviewController
    from tests.ui.ui_helpers import press, run

    def judged_without_search(game_id, setup, names, actions, seats=None, **_):
        points = tool.decision_points(spec(game_id).module(), setup, len(names), actions, seats)
        js = [Judgement(p.index, p.decision.player, p.round, p.decision.kind, str(p.played), str(p.played),
                        0.5, 0.5, 0.0, 0.0, 0.0, "", 2, 2, str(p.played), str(p.played)) for p in points]
        return {"judgements": [j.to_data() for j in js], "summary": {}}
    monkeypatch.setattr(tool, "review_game", judged_without_search)
    s = Session(spec(game_id).module(), {"seed": 4}, [("Ann", "greedy"), ("Ben", "greedy")], agents=AGENTS)
    while not s.over:
        s.apply(s.ai_decide(s.ai_request()))
    built = []
    real_init = ReviewController.__init__

    def spy(self, session, settings, seat):
        real_init(self, session, settings, seat)
        built.append(self)
    monkeypatch.setattr(ReviewController, "__init__", spy)
    scene = ReviewScene(app, s, seat=1)
    app.push(scene)
    scene._thread.join(60)
    run(app)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_t)
    assert scene.table_mode
    run(app)
    j = scene.current()
    c = built[-1]
    assert c.viewer == 1 and len(c.session.actions) == j["index"]
    assert c.observation() == c.session.observation(1)          # the seat's own view, nothing more
    assert c.human_to_act in (1, None) and not c.hints_offered and c.poll() == []
    with pytest.raises(NotYourTurnError):
        c.submit(c.decision().options[0])
    assert scene.table_image((400, 300)) is not None
    # Once the game is over, the table may be shown as the other seat saw it.
    scene.toggle_reveal()
    run(app)
    assert scene.seen_by.visible
    scene.next_viewpoint()
    run(app)
    assert built[-1].viewer == 0
    assert not app.errors


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_review_whose_worker_fails_says_so_in_one_sentence(app, monkeypatch, language):
    """An error in the coach's worker (an OverflowError from a kept review's figures) left the
    screen on "judging… 0 of 0" forever: the thread died and nothing was shown. It now says, in
    the language in force, that the review could not be made and where the details are."""
    import game.tools.review as tool
    from game.engine import i18n
    from game.ui.play.review import ReviewScene
    from game.ui.text import wrap

    def broken(*args, **kwargs):
        raise OverflowError("int too large to convert to float")
    monkeypatch.setattr(tool, "review_game", broken)
    i18n.set_language(language)
    s = _played(12)
    scene = ReviewScene(app, s)
    app.push(scene)
    scene._thread.join(10)
    drawn = []
    real = wrap
    monkeypatch.setattr("game.ui.play.review.wrap", lambda t, f, w: drawn.extend(real(t, f, w)) or real(t, f, w))
    app.step([], dt=0.016)
    text = "".join(drawn).replace(" ", "")            # a long path is cut where it meets the edge
    assert scene.failure is not None and scene.wake_in() != 0.25 and not app.errors
    said = i18n.tr(scene.failure)
    assert said.endswith(".") and text == said.replace(" ", "")
    assert ("could not review" if language == "en" else "n’a pas pu") in said
    assert "review-" in said and (language == "en" or not i18n.untranslated(scene.failure))
    assert scene.next.disabled_reason and scene.stop_button.disabled_reason


# ---- issue 42: a review that agrees with itself, and reaches every decision and mark -------------

def _finished(seed=4):
    s = _played(2000, seats=(("Ann", "greedy"), ("Ben", "greedy")), seed=seed)
    assert s.over
    return s


def _made_up_review(session, seat=0):
    """A review of ``session`` whose figures the test chooses: every decision of ``seat`` judged,
    the third not (one sensible move: 0 samples), an inaccuracy, a mistake and a blunder."""
    idx = [i for i, _ in enumerate(session.actions)][:8]
    marks = ["", "inaccuracy", "", "mistake", "", "", "blunder", ""]
    js = []
    for k, (i, mark) in enumerate(zip(idx, marks)):
        unjudged = k == 2
        js.append({"index": i, "seat": seat, "round": 1, "kind": "buy", "played": "stop", "best": "stop",
                   "played_win": 0.5 if unjudged else 0.9 - 0.05 * k, "best_win": 0.9, "played_margin": 0.0,
                   "best_margin": 0.0, "loss": 0.0, "mark": mark, "samples": 0 if unjudged else 8,
                   "candidates": 1 if unjudged else 3, "played_words": f"move {k}", "best_words": f"move {k}",
                   "reason": ""})
    return {"judgements": js, "summary": {str(seat): {"judged": 7, "inaccuracy": 1, "mistake": 1, "blunder": 1,
                                                      "mean_loss": 1.0, "accuracy": 90.0}}}


def _scene_with(app, monkeypatch, session, review):
    import game.tools.review as tool
    monkeypatch.setattr(tool, "review_game", lambda *a, **k: review)
    scene = ReviewScene(app, session, seat=0)
    app.push(scene)
    scene._thread.join(10)
    app.step([], dt=0.016)
    return scene


def test_the_graph_and_the_panel_read_the_same_figures_and_the_graph_ends_at_the_result(app, monkeypatch):
    # Seen: a lost solitaire's graph ended near 100% while its last decision said 50%, and "judged on
    # 0 samples (50% win chance)" where the graph showed 95%.
    from tests.ui.ui_helpers import drawn_texts
    s = _finished()
    review = _made_up_review(s)
    scene = _scene_with(app, monkeypatch, s, review)
    lines = []
    real = pygame.draw.lines
    monkeypatch.setattr(pygame.draw, "lines", lambda surf, c, closed, pts, *a: lines.append(list(pts)) or
                        real(surf, c, closed, pts, *a))
    scene.go_to(2)
    texts = [str(t) for t, _ in drawn_texts(app, monkeypatch)]
    plot, xs = scene._graph_xs
    graph = lines[-1]
    js = review["judgements"]
    judged_points = [(x, plot.bottom - int(plot.height * j["played_win"])) for x, j in zip(xs, js) if j["samples"]]
    assert graph[:-1] == judged_points                       # the panel's figures, the unjudged one left out
    won = 0 in s.state.summary()["winners"]
    assert graph[-1] == (plot.right, plot.bottom - int(plot.height * (1.0 / len(s.state.summary()["winners"])
                                                                       if won else 0.0)))
    assert "Not judged" in texts and not any("50% win chance" in t for t in texts)
    scene.go_to(3)
    texts = [str(t) for t, _ in drawn_texts(app, monkeypatch)]
    assert any(t.startswith("move 3  (75% win chance)") for t in texts), texts
    assert "3 moves compared." in texts
    review["judgements"][3].update(samples=1, candidates=2)          # "judged on 1 samples" was written
    texts = [str(t) for t, _ in drawn_texts(app, monkeypatch)]
    assert "Judged on 1 sample of what Ann could know." in texts
    assert not any(t.startswith("Checked by playing") for t in texts)


def test_a_flag_checked_by_games_played_to_the_end_says_so(app, monkeypatch):
    # A confirmed flag's win chances and mark come from games played to the end, not from the
    # look-ahead's samples the panel names: the panel says so.
    from tests.ui.ui_helpers import drawn_texts
    s = _finished()
    review = _made_up_review(s)
    review["judgements"][3]["confirmed"] = 32
    scene = _scene_with(app, monkeypatch, s, review)
    scene.go_to(3)
    texts = [str(t) for t, _ in drawn_texts(app, monkeypatch)]
    assert "Checked by playing 32 pairs of games to the end." in texts, texts


def test_clicking_the_graph_home_end_and_the_mark_buttons_reach_every_decision_and_mark(app, monkeypatch):
    from tests.ui.ui_helpers import click, press
    s = _finished()
    scene = _scene_with(app, monkeypatch, s, _made_up_review(s))
    assert scene.at == 3                                     # a review opens at its first mistake or blunder
    plot, xs = scene._graph_xs
    for i, x in enumerate(xs):                               # a click on the graph: the decision under it
        click(app, (x, plot.centery))
        assert scene.at == i
    press(app, pygame.K_HOME)
    assert scene.at == 0
    press(app, pygame.K_END)
    assert scene.at == len(xs) - 1
    press(app, pygame.K_HOME)
    reached = []
    for _ in range(5):
        click(app, scene.next_flag.rect.center)
        reached.append(scene.at)
    assert reached == [1, 3, 6, 6, 6]                        # the inaccuracy too
    for _ in range(3):
        press(app, pygame.K_UP)
    assert scene.at == 1


def test_seen_by_is_not_cut_once_the_review_is_done(app, monkeypatch):
    from game.ui import theme
    s = _finished()
    scene = _scene_with(app, monkeypatch, s, _made_up_review(s))
    scene.toggle_reveal()
    scene.toggle_table()
    scene.next_viewpoint()
    app.step([], dt=0.016)
    assert scene.seen_by.visible and not scene.stop_button.visible
    label = str(scene.seen_by.label)
    assert label == "Seen by Ben"
    font = theme.font(scene.s(theme.TEXT), bold=True)
    assert font.size(label)[0] < scene.seen_by.rect.w - scene.s(16)
    assert not scene.seen_by.rect.colliderect(scene.back.rect)
