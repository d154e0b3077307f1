"""The Patron lab's results in French: its answer, verdicts, table headings and cells, the seats'
and patrons' figures and every hint over them are said in French (the headless tools built them
as plain English text, which is looked up whole and found nowhere)."""

from test_ui_fr_games import _drawn_words
from test_ui_lab import open_lab, wait
from ui_helpers import click, run

from game.engine import i18n


def _untranslated_results(app, monkeypatch, scene):
    """Every word drawn on each results tab, and every hint shown there, that stays English."""
    from game.ui import text
    from game.ui.play import lab, lab_results
    wrapped = []                         # a wrapped text is drawn as lines already said: catch it whole

    def spy(s, *args, **kwargs):
        wrapped.append(s)
        return text.wrap(s, *args, **kwargs)
    for module in (lab, lab_results):
        if hasattr(module, "wrap"):
            monkeypatch.setattr(module, "wrap", spy)
    left = set()
    for value in list(scene.report["results"]):
        scene.tabs.value = value
        app.dirty = True
        run(app)
        drawn = _drawn_words(app, monkeypatch, scene)
        hints = [h.tooltip for h in scene.results_view.hints.values() if h.visible]
        assert hints and drawn and wrapped
        left.update(w for t in drawn + hints + wrapped for w in i18n.untranslated(t, scene._labels().values()))
    return left


def test_the_lab_results_speak_french(app, monkeypatch):
    app.set_language("fr")
    scene = open_lab(app)
    for sid in ("tokyoites", "londoners"):
        scene.chosen[sid] = False
    scene.games.value, scene.agent.value, scene.players.value = 2, "greedy", 2
    click(app, scene.run.rect.center)
    wait(scene, app)
    assert len(scene.report["results"]) == 2
    left = _untranslated_results(app, monkeypatch, scene)
    assert not left, sorted(left)
    click(app, scene.game_tabs._segments()[1].center)          # Art Decko: the seats' view
    scene.games.value, scene.agent.value, scene.players.value = 2, "greedy", 2
    click(app, scene.run.rect.center)
    wait(scene, app)
    assert scene.report and scene.report["measure"] == "outcomes"
    left = _untranslated_results(app, monkeypatch, scene)
    assert not left, sorted(left)
    assert app.errors == []
