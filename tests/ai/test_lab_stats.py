"""The lab's honest statistics: intervals, the one "not enough games" rule, verdicts drawn only
from significant figures, the answer, resumable runs and the report in the app's language (the
figures of Avant Carde's patron measure stand in for a game's; its own tests:
tests/avant_carde/test_ac_patron_lab.py). Pure: no pygame window."""

import random
import re

import pytest
from ac_helpers import synthetic_patron_games

from game.avant_carde.patronlab import summarise_patrons
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


# ---- the lab's answer (issue 30, item 10) ------------------------------------------------------

def _margin_games(n, seed, margin):
    """``n`` made-up two-player games whose winner leads by about ``margin``."""
    rng = random.Random(seed)
    out = []
    for g in synthetic_patron_games(n, seed, players=2):
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
              "results": {"new_yorkers": summarise_patrons(synthetic_patron_games(20, 11), 2)}}
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


