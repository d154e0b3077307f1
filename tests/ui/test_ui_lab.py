"""The Patron lab scene: runs in the background, shows results, can be stopped."""

import time

from ui_helpers import click, run

from game.ui.play.lab import LabScene


def wait(scene, app, limit=60):
    end = time.time() + limit
    while scene.running and time.time() < end:
        time.sleep(0.05)
        run(app)
    run(app, 2)


def test_lab_runs_in_the_background_and_shows_the_results(app):
    click(app, app.top.lab.rect.center)
    scene = app.top
    assert isinstance(scene, LabScene)
    for sid in ("tokyoites", "parisians", "londoners"):
        scene.chosen[sid] = False
    scene.games.value, scene.agent.value, scene.players.value = 3, "greedy", 2
    click(app, scene.run.rect.center)
    assert scene.running or scene.report
    wait(scene, app)
    assert scene.report and list(scene.report["results"]) == ["new_yorkers"]
    assert scene.tabs is not None and scene.tabs.value == "new_yorkers"
    assert scene.report["results"]["new_yorkers"]["patrons"]
    assert not app.errors


def test_lab_can_be_stopped_and_needs_a_set(app):
    scene = LabScene(app)
    app.push(scene)
    run(app)
    for sid in scene.chosen:
        scene.chosen[sid] = False
    click(app, scene.run.rect.center)
    assert scene.error == "Pick at least one patron set." and not scene.running
    scene.chosen["londoners"] = True
    scene.games.value, scene.agent.value = 200, "greedy"
    click(app, scene.run.rect.center)
    assert scene.running
    click(app, scene.run.rect.center)              # now labelled Stop
    wait(scene, app)
    assert scene.error == "Stopped." and scene.report is None


def test_lab_runs_art_decko_configurations(app):
    scene = LabScene(app)
    app.push(scene)
    run(app)
    click(app, scene.game_tabs._segments()[1].center)
    assert scene.game_id == "art-decko" and set(scene.chosen) == {"standard", "no_gold_tiles"}
    scene.chosen["no_gold_tiles"] = False
    scene.games.value, scene.agent.value, scene.players.value = 4, "greedy", 3
    click(app, scene.run.rect.center)
    wait(scene, app)
    r = scene.report["results"]["standard"]
    assert len(r["seat_win_rates"]) == 3 and abs(sum(r["seat_win_rates"]) - 1) < 1e-6
    assert sum(r["end_triggers"].values()) == 1
    assert scene.tabs is not None and not app.errors
