"""The set-up screen's level hint: worded from the game's measured figures (data/<game>/strength.yaml,
the numbers docs/ai.md shows), drawn in the seats column when a seat plays a measured level, and
following the chosen patron set."""

import shutil

import pytest
from ui_helpers import click, drawn_texts, run

from game.ai import strength
from game.ai.strength import how_often, strength_figures
from game.games import spec
from game.ui.play import launch
from game.ui.play.setup import NewGameScene


@pytest.fixture
def setup_scene(app):
    launch.connect(app)
    app.go_home()
    run(app)
    click(app, app.top.new_game.rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    return scene


def _cycle_to(app, widget, value):
    for _ in range(len(widget.options)):
        if widget.value == value:
            return
        click(app, (widget.rect.right - 5, widget.rect.centery))
    assert widget.value == value


def _drawn_hint(app, scene, monkeypatch):
    texts = drawn_texts(app, monkeypatch)
    x = scene.left.left + scene.s(28)           # the hint's lines start here, under "Add a seat"
    lines = [(text, rect) for text, rect in texts
             if text.strip() and text in (scene._hint() or "") and rect.left == x]
    assert lines and all(rect.right <= scene.left.right for _, rect in lines)
    return " ".join(text for text, _ in lines)


def test_a_hard_seat_shows_the_measured_strength_of_the_chosen_set(app, setup_scene, monkeypatch):
    scene = setup_scene
    scene._set_game("avant-carde")
    run(app)
    figures = strength_figures(spec("avant-carde"))
    for _, who, _ in scene.seat_rows[1:]:
        _cycle_to(app, who, "easy")
    assert "Medium" not in (scene._hint() or "")               # Human and Easy: no measured level
    _cycle_to(app, scene.seat_rows[1][1], "hard")
    patrons = dict(scene.options)["Patrons"]
    for f in figures.figures:
        _cycle_to(app, patrons, f.variant)
        label = dict(patrons.options)[f.variant]
        drawn = _drawn_hint(app, scene, monkeypatch)
        assert f"Hard wins {how_often(f, 'Medium')} with {label}." in drawn


def test_a_damaged_strength_file_leaves_the_set_up_screen_without_a_level_hint(app, setup_scene, tmp_path, monkeypatch):
    game = spec("art-decko")
    path = tmp_path / "strength.yaml"
    shutil.copy(strength.strength_path(game), path)
    path.write_text(path.read_text(encoding="utf-8").replace("players: 2", "players: [2"), encoding="utf-8")
    monkeypatch.setattr(strength, "strength_path", lambda game, root=None: str(path))
    scene = setup_scene
    scene._set_game("art-decko")
    run(app)
    _cycle_to(app, scene.seat_rows[1][1], "hard")
    assert "Hard wins" not in (scene._hint() or "")
    assert spec("art-decko").seat_hint in scene._hint()      # the rest of the hint still shows
