"""A toy third game registered at test time goes through the shared set-up scene, by real
clicks, to its own table — and its autosave loads — without any change to shared code."""

import os
import sys

import pytest

from ui_helpers import click, run

from game import games
from game.ui.play import launch
from game.ui.play.setup import NewGameScene

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from toygame.spec import TOY  # noqa: E402
from toygame.table import ToyTable  # noqa: E402


@pytest.fixture
def toy():
    games.register(TOY)
    yield TOY
    games.unregister(TOY.id)


def test_the_setup_scene_starts_the_toy_game_from_its_spec(app, home, toy):
    app.settings.animation_speed = "instant"
    launch.connect(app)
    app.go_home()
    run(app)
    click(app, app.top.new_game.rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    click(app, scene.tabs._segments()[-1].center)          # the last tab: the toy game, registered last
    assert scene.game_id == TOY.id
    assert [label for label, _ in scene.options] == ["Short game", "Seed"]
    assert [label for _, label in scene.seat_rows[1][1].options] == ["Human", "AI · Easy"]
    assert len(scene.seat_rows) == 3 and not scene.add_seat.enabled      # at most 3 players
    click(app, scene.seat_rows[2][2].rect.center)          # remove the third seat
    short = scene.options[0][1]
    click(app, short._switch_rect().center)
    click(app, scene.go.rect.center)
    table = next(s for s in app.stack if isinstance(s, ToyTable))   # (a hand-off may sit on top)
    session = table.controller.session
    assert session.game.GAME_ID == TOY.id and session.setup["options"] == {"short": True}
    assert [s.player for s in session.seats] == ["human", "easy"]
    loaded = launch.load_session(app, str(home / "autosave.json"))
    assert loaded.game.GAME_ID == TOY.id and loaded.setup == session.setup
    assert not app.errors
