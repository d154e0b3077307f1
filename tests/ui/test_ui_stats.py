"""The statistics in the app: a finished game is counted once by the game-over scene, the
menu's Statistics scene shows it, and a damaged file is one sentence, not a crash."""

import os

import pytest
from test_ui_play import wired  # noqa: F401  (the fixture: the menu wired to a stand-in table)
from ui_helpers import click, run

from game.engine import stats
from game.engine.rng import Rng
from game.games import game_module
from game.tools.soak import policy_of
from game.ui.play import launch
from game.ui.play.gameover import GameOverScene
from game.ui.play.stats import StatsScene, stats_markup


def play_to_the_end(app, game_id="avant-carde"):
    launch.start_session(app, game_module(game_id), {"seed": 5}, [("Ada", "human"), ("Bob", "greedy")])
    table = app.stack[1]
    policy, rng = policy_of(game_id), Rng(3)
    for _ in range(20000):
        c = table.controller
        if c.session.over:
            break
        if c.human_to_act is not None:
            table.submit(policy(c.state, c.session.decision, rng))
        else:
            c.wait_for_ai()
        run(app)
    run(app, 5)
    return table


def test_the_game_over_scene_counts_a_game_once_and_statistics_show_it(wired, home):  # noqa: F811  (the imported fixture)
    app = wired
    table = play_to_the_end(app)
    assert isinstance(app.top, GameOverScene)
    assert app.top.comparison.startswith("Your first recorded game")
    click(app, app.top.back.rect.center)          # look at the table, then the results again
    table.open_results()
    run(app)
    records = stats.StatsFile(home / "stats.json").records
    assert len(records) == 1 and records[0].variant == "New Yorkers"
    app.go_home()
    run(app)
    click(app, app.top.statistics.rect.center)
    assert isinstance(app.top, StatsScene)
    assert "of 1** game played" in app.top.text.markup and "New Yorkers" in app.top.text.markup
    assert not app.errors


def test_a_damaged_statistics_file_is_one_sentence_in_the_scene(wired, home):  # noqa: F811  (the imported fixture)
    home.mkdir(parents=True, exist_ok=True)
    (home / "stats.json").write_text('{"format": "vernissage-stats", "version": 1, "games": [')
    click(wired, wired.top.statistics.rect.center)
    assert isinstance(wired.top, StatsScene)
    assert "could not be read" in wired.top.text.markup
    assert any("damaged" in p.name for p in home.iterdir())
    assert not wired.errors


def test_markup_per_game():
    recs = [stats.Record("a", "art-decko", "With Gold tiles", 8,
                         (stats.SeatResult("Me", "human", 70, True), stats.SeatResult("AI", "hard", 60, False)))]
    text = stats_markup(recs)
    assert "## Art Decko" in text and "| AI · Hard | 1 | 1 |" in text and "70 VP" in text
    assert "No finished games yet" in stats_markup([])


def test_the_statistics_speak_french_with_french_numbers_and_counts():
    """Seen in French: "0 gagnées sur 1 parties jouées", "1.67 prix", "dans 1 parties sur 1" and the
    table kind "Against AI" (the kinds were never marked for the catalogs)."""
    from game.engine import i18n
    recs = [stats.Record("a", "avant-carde", "tokyoites", 6,
                         (stats.SeatResult("Me", "human", 10, False), stats.SeatResult("AI", "medium", 14, True)),
                         hints=3)]
    assert "**0 won of 1** game played" in stats_markup(recs) and "| Against AI | 1 | 0 |" in stats_markup(recs)
    i18n.set_language("fr")
    try:
        text = stats_markup(recs)
    finally:
        i18n.set_language("en")
    assert "Parties gagnées\u00a0: **0 sur 1**" in text and "**1,67 prix**" in text, text
    assert "| Contre l’IA | 1 | 0 |" in text and "parties avec conseil\u00a0: 1 sur 1" in text, text


@pytest.mark.parametrize("bad", ["{best_score[0]}", "{best_score.real}", "{score}", "{best_score:>50000000}", "\0"])
def test_a_bad_catalog_entry_never_breaks_the_statistics(tmp_path, monkeypatch, bad):
    """Statistics formatted "Best score: …" outside ``tr``: an index, an attribute or an unknown name
    in its French crashed the scene, a width hung it. That entry is said in English now; the rest
    of the page stays French."""
    from game.engine import i18n
    shell = tmp_path / "locale"
    shell.mkdir()
    text = open(os.path.join(i18n.DATA_ROOT, "locale", "fr.po"), encoding="utf-8").read()
    good = 'msgstr "Meilleur score\u00a0: **{best_score} {word}**"'
    assert good in text
    (shell / "fr.po").write_text(text.replace(good, good.replace("{best_score}", bad)), encoding="utf-8")
    monkeypatch.setitem(i18n._folders, i18n.SHELL_DOMAIN, str(shell))
    recs = [stats.Record("a", "avant-carde", "tokyoites", 6,
                         (stats.SeatResult("Me", "human", 10, False), stats.SeatResult("AI", "medium", 14, True)))]
    i18n.set_language("fr")
    try:
        out = stats_markup(recs)
    finally:
        i18n.set_language("en")
    assert "Best score: **10 prix**" in out and "Parties gagnées\u00a0: **0 sur 1**" in out, out
