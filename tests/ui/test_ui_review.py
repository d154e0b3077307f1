"""The review scene: the coach runs in the background, then its judgements are stepped through."""

import pygame

from game.engine.session import Session
from game.games import AGENTS, spec
from game.ui.play.review import ReviewScene


def test_review_scene_runs_the_coach_and_steps_through_it(app, monkeypatch):
    import game.tools.review as tool
    real = tool.review_game
    monkeypatch.setattr(tool, "review_game", lambda *a, **k: real(*a, **{**k, "samples": 2, "workers": 1}))
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
