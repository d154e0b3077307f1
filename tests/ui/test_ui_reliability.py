"""The app under stress: closing mid-AI, a crashing scene, many events across every scene."""

import os
import threading

import pygame
from ui_helpers import run

from game.avant_carde.ai.levels import HardAgent
from game.engine.session import Session
from game.games import game_module
from game.ui.play import launch


def test_closing_the_window_while_an_ai_thinks_keeps_the_autosave(app, home, monkeypatch):
    # A hard agent that thinks until the test lets it go, so the window closes mid-thought.
    release = threading.Event()
    think = HardAgent.choose

    def slow_choose(self, game, obs, decision, rng):
        release.wait(10)
        return think(self, game, obs, decision, rng)
    monkeypatch.setattr(HardAgent, "choose", slow_choose)
    launch.connect(app)
    table = launch.start_session(app, game_module("avant-carde"), {"seed": 12},
                                 [("Ada", "hard"), ("Bob", "greedy")])
    run(app)
    assert table.controller.thinking
    before = table.controller.session.state.to_data()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.step(dt=0.016) is False                   # the loop ends at once, not after the move
    app.close()
    release.set()
    table.controller.shutdown()
    loaded = Session.load(str(home / "autosave.json"), launch.all_games())
    assert loaded.state.to_data() == before


def test_a_crashing_table_shows_an_error_keeps_the_log_and_the_autosave(app, home, monkeypatch):
    launch.connect(app)
    table = launch.start_session(app, game_module("art-decko"), {"seed": 3},
                                 [("Ann", "human"), ("Ben", "greedy")])
    run(app)

    def broken(surface):
        raise RuntimeError("a drawing bug")
    monkeypatch.setattr(table, "draw_table", broken)
    app.dirty = True
    run(app)
    from game.ui.scenes.dialogs import ErrorDialog
    assert isinstance(app.top, ErrorDialog)
    logs = os.listdir(home / "logs")
    assert logs and "a drawing bug" in open(home / "logs" / logs[0]).read()
    assert Session.load(str(home / "autosave.json"), launch.all_games()).state.round >= 1


def test_monkey_across_every_scene(home):
    from game.ui.soak import monkey
    r = monkey(2500, seed=11)       # a seed whose walk reaches every scene: the guide and all three tables
    assert r["errors"] == [] and r["violations"] == []
    assert {"MainMenu", "NewGameScene", "PauseMenu", "GuideScene"} <= set(r["scenes"])
    assert {"AvantCardeTable", "ArtDeckoTable", "GalleristTable"} <= set(r["scenes"])
