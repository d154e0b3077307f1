"""Avant Carde's patron lab (game/avant_carde/patronlab.py, and its charts and results panel in
game/avant_carde/ui/patronlab.py): each patron's figures with their intervals, the findings drawn
from them (a patron whose users win far more, those nobody used), its HTML sections and its
charts, said in the app's language. The shared lab's statistics: tests/ai/test_lab_stats.py."""

from ac_helpers import synthetic_patron_games

from game.avant_carde.patronlab import DECISIVE_LIFT, summarise_patrons
from game.tools import lab_html
from game.tools.lab import report_verdicts, run_lab
from game.tools.labstats import NOT_ENOUGH, Estimate, shown, significant


def test_20_games_say_not_enough_where_400_give_figures_and_flags():
    few = summarise_patrons(synthetic_patron_games(20, seed=11, first_wins=0.62, critic_lift=0.3), 2)
    many = summarise_patrons(synthetic_patron_games(400, seed=11, first_wins=0.62, critic_lift=0.3), 2)
    cell = lab_html.cell
    assert cell(few["figures"]["first_seat"]).startswith(NOT_ENOUGH)
    assert cell(few["patrons"]["critic"]["figures"]["lift"]).startswith(NOT_ENOUGH)
    assert cell(many["figures"]["first_seat"]).endswith("± 5")
    assert cell(many["figures"]["rounds"]).startswith("7.")
    assert cell(many["patrons"]["critic"]["figures"]["lift"]).startswith("+")
    report = {"game": "avant-carde", "players": 2, "results": {"few": few, "many": many}}
    found = report_verdicts(report)
    assert found["few"] == ["no clear difference"]
    assert "the first seat is favoured" in found["many"]


def test_a_real_20_game_run_with_a_fixed_seed_says_not_enough_games():
    report = run_lab("avant-carde", ["new_yorkers"], 20, ["greedy"], 2, 7)
    r = report["results"]["new_yorkers"]
    assert lab_html.cell(r["figures"]["first_seat"]).startswith(NOT_ENOUGH)
    assert all(lab_html.cell(p["figures"]["lift"]).startswith(NOT_ENOUGH) for p in r["patrons"].values())
    assert report["verdicts"]["new_yorkers"] == ["no clear difference"]


def test_the_html_report_holds_the_table_the_patrons_and_the_charts(tmp_path):
    import game.ui.lab_charts  # noqa: F401 — the charts, as main.py registers them
    from game.tools.lab import write_lab
    report = {"game": "avant-carde", "measure": "patrons", "games": 400, "agents": ["greedy"], "players": 2,
              "seed": 11, "seconds": 1.0, "sets": ["new_yorkers", "/home/me/patron_sets/mine.yaml"],
              "results": {"new_yorkers": summarise_patrons(synthetic_patron_games(400, 11, 0.62), 2),
                          "/home/me/patron_sets/mine.yaml": summarise_patrons(synthetic_patron_games(20, 11), 2)}}
    report["verdicts"] = report_verdicts(report)
    paths = write_lab(report, str(tmp_path))
    page = (tmp_path / "lab.html").read_text(encoding="utf-8")
    assert page.count("data:image/png;base64,") == len(paths) - 2
    assert "New Yorkers" in page and "mine.yaml" in page and NOT_ENOUGH in page
    assert "When you play this 7, look at the top card." in page and "Newcombe" in page
    assert "the first seat is favoured" in page
    # Each seat's share stands beside the fair share, as its distance from it with the interval.
    assert "Seat 1 wins (fair 50%)" in page and "pts ± " in page and "from fair" in page
    assert any(p.endswith("uses_mine.png") for p in paths)


def test_a_patron_flagged_by_its_lift_is_in_the_verdict_not_no_clear_difference():
    r = summarise_patrons(synthetic_patron_games(400, seed=11, critic_lift=0.3), 2)
    lift = Estimate.from_json(r["patrons"]["critic"]["figures"]["lift"])
    assert significant(lift, 0) and lift.value < DECISIVE_LIFT
    found = report_verdicts({"game": "avant-carde", "players": 2, "results": {"only": r}})["only"]
    assert found != ["no clear difference"] and f"The Critic's users win more ({shown(lift)})" in found


def test_the_lift_chart_draws_no_bar_for_a_figure_without_enough_games(tmp_path, monkeypatch):
    import game.ui.lab_charts as charts
    drawn = {}
    real = charts._bar_chart

    def spy(pygame, fonts, title, labels, values, unit, reference=None):
        drawn[title] = values
        return real(pygame, fonts, title, labels, values, unit, reference)

    monkeypatch.setattr(charts, "_bar_chart", spy)
    report = {"game": "avant-carde", "measure": "patrons", "players": 2, "sets": ["new_yorkers"],
              "results": {"new_yorkers": summarise_patrons(synthetic_patron_games(20, 11), 2)}}
    charts.write_charts(report, str(tmp_path))
    lifts = next(v for t, v in drawn.items() if "win-rate lift" in t)
    assert lifts and all(v is None for v in lifts)                 # never a 0.00 bar


def test_the_exported_page_is_in_the_apps_language():
    """The report the app exports was English under a French app: the page joined the messages'
    English text into its HTML."""
    from game.engine import i18n
    from game.games import all_specs
    all_specs()                           # the games registered: their catalogs are read
    report = {"game": "avant-carde", "measure": "patrons", "players": 2, "sets": ["new_yorkers"], "games": 20,
              "agents": ["greedy"], "seed": 1, "answer": "",
              "results": {"new_yorkers": summarise_patrons(synthetic_patron_games(20, 11), 2)}}
    english = lab_html.page(report)
    i18n.set_language("fr")
    try:
        french = lab_html.page(report)
    finally:
        i18n.set_language("en")
    assert "Every figure is shown" in english and "Patron lab" in english
    assert "Chaque chiffre est donné" in french and "Labo des mécènes" in french and "Le Marchand" in french
    assert not [w for w in ("Every figure", "players", "patrons</h2>", "Uses per game", "not enough", "The Dealer")
                if w in french], french[:600]
