"""The lab's honest statistics: intervals, the one "not enough games" rule, verdicts drawn only
from significant figures, resumable runs and the HTML report. Pure: no pygame window."""

import random
import re

import pytest

from game.avant_carde.patronlab import DECISIVE_LIFT, summarise_patrons
from game.tools import lab_html, labstats
from game.tools.lab import report_verdicts, run_lab
from game.tools.labstats import (
    NOT_ENOUGH,
    Estimate,
    difference,
    mean,
    rate,
    readable,
    shown,
    significant,
    spread,
    verdicts,
)

PATRONS = {"critic": [7, "The Critic", "When you play this 7, look at the top card."],
           "dealer": [5, "The Dealer", "When you play this 5, take $1."]}


def synthetic_games(n, seed, first_wins=0.5, critic_lift=0.0, players=2):
    """``n`` made-up patron-lab game results: the first seat wins ``first_wins`` of games; a
    seat that used the Critic wins ``critic_lift`` more often."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        used = [{"critic": rng.randint(0, 1), "dealer": rng.randint(0, 2)} for _ in range(players)]
        odds = first_wins + critic_lift * (used[0]["critic"] - used[1]["critic"]) / 2
        winner = 0 if rng.random() < odds else 1
        scores = [rng.randint(8, 14) for _ in range(players)]
        scores[winner] = max(scores) + rng.randint(0, 4)
        out.append({"rounds": rng.choice([6, 7, 7, 8]), "winners": [winner], "scores": scores, "first": 0,
                    "made": [rng.randint(4, 9) for _ in range(12)], "used": used, "patrons": PATRONS,
                    "completed": True})
    return out


def test_intervals_are_the_textbook_ones():
    r = rate(50, 100)
    assert r.value == 0.5 and r.low == pytest.approx(0.4038, abs=1e-3) and r.high == pytest.approx(0.5962, abs=1e-3)
    m = mean([1, 2, 3, 4, 5])
    assert m.value == 3 and m.high - m.value == pytest.approx(1.96 * (2.5 ** 0.5) / 5 ** 0.5)
    sd = spread([2, 4, 4, 4, 5, 5, 7, 9] * 50)
    assert sd.value == pytest.approx(2.0, abs=0.02) and sd.high / sd.value == pytest.approx(1 + 1.96 / (2 * 399) ** 0.5)
    d = difference(56, 70, 48, 80)       # Newcombe (1998), example: 0.2 with (0.0524, 0.3339)
    assert d.value == pytest.approx(0.2) and d.low == pytest.approx(0.0524, abs=2e-3)
    assert d.high == pytest.approx(0.3339, abs=2e-3)


def test_one_rule_says_when_a_figure_is_too_wide_to_read():
    assert shown(rate(7, 20)) == f"{NOT_ENOUGH} (need ≈120)"    # ±20 points: says nothing yet; ~6× the games would
    assert shown(rate(140, 400)) == "35% ± 5"
    assert shown(difference(10, 40, 5, 40)).startswith(NOT_ENOUGH)
    assert shown(difference(600, 1200, 400, 1200)) == "+17 pts ± 4"
    assert shown(mean([10, 11, 12] * 10)) == "11.0 ± 0.3"
    assert shown(mean([4])) == NOT_ENOUGH and not readable(rate(0, 0))
    assert significant(rate(250, 400), 0.5) and not significant(rate(210, 400), 0.5)
    assert not significant(rate(15, 20), 0.5)                   # far off, but not enough games


def test_20_games_say_not_enough_where_400_give_figures_and_flags():
    few = summarise_patrons(synthetic_games(20, seed=11, first_wins=0.62, critic_lift=0.3), 2)
    many = summarise_patrons(synthetic_games(400, seed=11, first_wins=0.62, critic_lift=0.3), 2)
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


def _est(value, half, kind="mean", tol=None):
    return Estimate(value, value - half, value + half, 400, kind, tol if tol is not None else 0.1 * abs(value))


def test_a_seat_share_is_read_against_the_fair_share_with_its_interval():
    seat = rate(88, 400)                      # 22% of 400 games at 3 players (fair 33%)
    off = labstats.against_fair(seat, 3)
    assert off.kind == "diff" and abs(off.value - (0.22 - 1 / 3)) < 1e-12
    assert abs((off.high - off.low) - (seat.high - seat.low)) < 1e-12 and off.high < 0
    assert labstats.seat_share(seat, 3) == "22% ± 4, -11 pts ± 4 from fair"
    assert significant(seat, 1 / 3) and not significant(rate(130, 400), 1 / 3)
    assert labstats.seat_share(rate(4, 20), 3) == NOT_ENOUGH


def test_verdicts_come_only_from_significant_figures():
    base = {"rounds": _est(8.0, 0.2), "margin": _est(3.0, 0.2)}
    fast = {"rounds": _est(6.5, 0.2), "margin": _est(5.0, 0.2), "first_seat": _est(0.45, 0.04, "rate", 0.08)}
    # the measure's own findings (Avant Carde's patrons) come after the shared ones
    assert verdicts(fast, base, players=3, findings=["never used: The Dealer"]) == [
        "shorter games", "more swingy (wider winning margins)", "the first seat is favoured", "never used: The Dealer"]
    vague = {"rounds": _est(6.5, 3.0), "margin": _est(5.0, 3.0), "first_seat": _est(0.45, 0.2, "rate", 0.08)}
    assert verdicts(vague, base, players=3) == ["no clear difference"]
    assert verdicts(base, None, players=3) == ["no clear difference"]


def test_a_stopped_run_resumes_to_the_same_report():
    class Stop(Exception):
        pass

    def stop_after_three(done, total):
        if done == 3:
            raise Stop

    played = []
    with pytest.raises(Stop):
        run_lab("art-decko", ["standard", "2-2-2-3"], 3, ["greedy"], 2, 4, progress_cb=stop_after_three, results=played)
    assert len(played) == 3
    resumed = run_lab("art-decko", ["standard", "2-2-2-3"], 3, ["greedy"], 2, 4, results=played)
    whole = run_lab("art-decko", ["standard", "2-2-2-3"], 3, ["greedy"], 2, 4)
    assert len(played) == 6
    assert resumed["results"] == whole["results"] and resumed["verdicts"] == whole["verdicts"]


def test_the_html_report_holds_the_table_the_patrons_and_the_charts(tmp_path):
    import game.ui.lab_charts  # noqa: F401 — the charts, as main.py registers them
    from game.tools.lab import write_lab
    report = {"game": "avant-carde", "measure": "patrons", "games": 400, "agents": ["greedy"], "players": 2,
              "seed": 11, "seconds": 1.0, "sets": ["new_yorkers", "/home/me/patron_sets/mine.yaml"],
              "results": {"new_yorkers": summarise_patrons(synthetic_games(400, 11, 0.62), 2),
                          "/home/me/patron_sets/mine.yaml": summarise_patrons(synthetic_games(20, 11), 2)}}
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


# ---- the lab's answer (issue 30, item 10) ------------------------------------------------------

def _margin_games(n, seed, margin):
    """``n`` made-up two-player games whose winner leads by about ``margin``."""
    rng = random.Random(seed)
    out = []
    for g in synthetic_games(n, seed, players=2):
        lead = max(0, round(rng.gauss(margin, 2)))
        out.append(dict(g, scores=[10 + lead, 10], winners=[0]))
    return out


def _two_set_report(games_a, games_b):
    from game.tools.lab import report_answer
    report = {"game": "avant-carde", "measure": "patrons", "players": 2, "sets": ["tokyoites", "new_yorkers"],
              "results": {"tokyoites": summarise_patrons(games_a, 2), "new_yorkers": summarise_patrons(games_b, 2)}}
    report["verdicts"] = report_verdicts(report)
    return report, report_answer(report)


def test_the_lab_answers_which_set_gives_closer_games_with_the_interval_of_the_difference():
    report, said = _two_set_report(_margin_games(200, 1, 3.0), _margin_games(200, 2, 4.5))
    a = Estimate.from_json(report["results"]["tokyoites"]["figures"]["margin"])
    b = Estimate.from_json(report["results"]["new_yorkers"]["figures"]["margin"])
    d = labstats.mean_difference(b, a)
    assert said == (f"Tokyoites: closer games than New Yorkers (winner's margin {a.value:.1f} vs {b.value:.1f} awards; "
                    f"95% interval of the difference {d.low:.1f}–{d.high:.1f}).")
    assert d.low > 0
    assert "closer games" in report["verdicts"]["new_yorkers"] or "more swingy (wider winning margins)" in \
        report["verdicts"]["new_yorkers"]


def test_without_a_clear_difference_the_answer_says_how_many_games_would_show_one():
    _, said = _two_set_report(_margin_games(50, 1, 3.0), _margin_games(50, 2, 3.4))
    assert said.startswith("No difference that 50 games per set can show; about ") and said.endswith(
        " games per set would.")
    needed = int(said.split("about ")[1].split(" ")[0])
    assert needed > 50


def test_each_figure_it_cannot_read_says_about_how_many_games_would_do():
    assert labstats.games_needed(rate(7, 20)) == 120            # (0.2 / 0.08)² × 20, two digits
    assert labstats.games_needed(rate(140, 400)) == 400         # readable: the games it has
    assert labstats.games_needed(mean([4])) is None            # nothing to go by
    per_seat = rate(7, 60).over(20)                             # 60 seats of 20 games: games, not seats, are counted
    assert shown(per_seat) == f"{NOT_ENOUGH} (need ≈{labstats.games_needed(per_seat)})"
    assert labstats.games_needed(per_seat) < labstats.games_needed(rate(7, 60))


def test_a_patron_flagged_by_its_lift_is_in_the_verdict_not_no_clear_difference():
    r = summarise_patrons(synthetic_games(400, seed=11, critic_lift=0.3), 2)
    lift = Estimate.from_json(r["patrons"]["critic"]["figures"]["lift"])
    assert significant(lift, 0) and lift.value < DECISIVE_LIFT
    found = report_verdicts({"game": "avant-carde", "players": 2, "results": {"only": r}})["only"]
    assert found != ["no clear difference"] and f"The Critic's users win more ({shown(lift)})" in found


def test_the_answer_is_in_the_text_table_the_page_and_the_json(tmp_path):
    import json

    import game.ui.lab_charts  # noqa: F401
    from game.tools.lab import format_lab, write_lab
    report = run_lab("art-decko", ["standard", "no_gold_tiles"], 3, ["greedy"], 2, 4)
    assert isinstance(report["answer"], str) and report["answer"]
    assert report["answer"] in format_lab(report)
    write_lab(report, str(tmp_path))
    assert json.loads((tmp_path / "lab.json").read_text(encoding="utf-8"))["answer"] == report["answer"]
    assert report["answer"] in (tmp_path / "lab.html").read_text(encoding="utf-8")


def test_the_lift_chart_draws_no_bar_for_a_figure_without_enough_games(tmp_path, monkeypatch):
    import game.ui.lab_charts as charts
    drawn = {}
    real = charts._bar_chart

    def spy(pygame, fonts, title, labels, values, unit, reference=None):
        drawn[title] = values
        return real(pygame, fonts, title, labels, values, unit, reference)

    monkeypatch.setattr(charts, "_bar_chart", spy)
    report = {"game": "avant-carde", "measure": "patrons", "players": 2, "sets": ["new_yorkers"],
              "results": {"new_yorkers": summarise_patrons(synthetic_games(20, 11), 2)}}
    charts.write_charts(report, str(tmp_path))
    lifts = next(v for t, v in drawn.items() if "win-rate lift" in t)
    assert lifts and all(v is None for v in lifts)                 # never a 0.00 bar


def test_the_charts_are_drawn_in_the_apps_language(tmp_path, monkeypatch):
    """The report's charts rendered their titles, labels and numbers as English text (a message
    rendered by pygame is its English) under a French report."""
    import game.ui.lab_charts as charts
    from game.engine import i18n
    rendered = []
    real = charts._fonts

    class Spy:
        def __init__(self, font):
            self.font = font

        def render(self, text, *args):
            rendered.append(text)
            return self.font.render(text, *args)

    monkeypatch.setattr(charts, "_fonts", lambda pygame: {k: Spy(f) for k, f in real(pygame).items()})
    report = {"game": "avant-carde", "measure": "patrons", "players": 2, "sets": ["new_yorkers"],
              "results": {"new_yorkers": summarise_patrons(synthetic_games(20, 11), 2)}}
    i18n.set_language("fr")
    try:
        charts.write_charts(report, str(tmp_path))
    finally:
        i18n.set_language("en")
    said = " | ".join(rendered)
    assert "Durée" in said and "pas assez de parties" in said and "Game length" not in said, said[:300]
    assert not [t for t in rendered if re.fullmatch(r"-?\d+\.\d+", t)], said[:300]   # 7,50 not 7.50


def test_a_stopped_run_gives_a_report_of_the_games_so_far():
    from game.tools.lab import lab_report
    played = []

    class Stop(Exception):
        pass

    def stop_after_four(done, total):
        if done == 4:
            raise Stop

    with pytest.raises(Stop):
        run_lab("art-decko", ["standard", "no_gold_tiles"], 3, ["greedy"], 2, 4, progress_cb=stop_after_four,
                results=played)
    report = lab_report("art-decko", ["standard", "no_gold_tiles"], 3, ["greedy"], 2, 4, played)
    assert report["played"] == 4
    assert report["results"]["standard"]["games"] == 3 and report["results"]["no_gold_tiles"]["games"] == 1
    assert lab_html.played_words(report) == "4 of 6 games (stopped; the figures so far)"


def test_a_handful_of_games_never_claims_a_difference():
    _, said = _two_set_report(_margin_games(5, 1, 0.0), _margin_games(5, 2, 6.0))
    assert said == "Too few games to compare: 5 per set; at least 20 are needed."


def test_the_exported_page_is_in_the_apps_language():
    """The report the app exports was English under a French app: the page joined the messages'
    English text into its HTML."""
    from game.engine import i18n
    from game.games import all_specs
    all_specs()                           # the games registered: their catalogs are read
    report = {"game": "avant-carde", "measure": "patrons", "players": 2, "sets": ["new_yorkers"], "games": 20,
              "agents": ["greedy"], "seed": 1, "answer": "",
              "results": {"new_yorkers": summarise_patrons(synthetic_games(20, 11), 2)}}
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
