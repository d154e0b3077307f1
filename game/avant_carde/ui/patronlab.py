"""The app's side of Avant Carde's patron lab (:data:`game.avant_carde.patronlab.PATRONS`): its
charts (:func:`patron_charts`, drawn by :mod:`game.ui.lab_charts` after the game length) and its
part of the lab screen's results (:class:`PatronResults`: the comparison table's columns, and under
a set's tab its patrons — number, name and full text beside their figures)."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game.avant_carde.patronlab import MEANINGS
from game.engine.i18n import M, Mp, said
from game.tools import labstats
from game.ui import theme
from game.ui.lab_charts import file_part
from game.ui.play.lab_results import LabResults, figure
from game.ui.text import wrap

BAR = (172, 64, 44)
GOOD = (70, 130, 84)


def patron_charts(report: dict[str, Any], labels: list[str], save: Callable[..., None]) -> None:
    """The patron lab's charts: the spread of final awards, the first seat's win rate, the money
    made per buy turn, and per set its patrons' uses and win-rate lifts."""
    results = report["results"]
    sets = list(results)
    players = report["players"]
    save("awards_spread.png", "Spread of final awards (sd)", labels, [results[s]["awards_sd"] for s in sets], "awards")
    save("first_seat.png", M("First seat win rate (fair: {value:.0f}%)", value=100 / players), labels,
         [100 * results[s]["first_seat_win_rate"] for s in sets], "%", reference=100 / players)
    save("money_per_round.png", "Money made per buy turn", labels,
         [results[s]["money_per_round"] for s in sets], "$")
    for s, label in zip(sets, labels):
        pats = results[s]["patrons"]
        uses = [labstats.Estimate.from_json(p["figures"]["uses"]) for p in pats.values()]
        save(f"uses_{file_part(s)}.png", M("{label}: patron power uses per game",
                                           label=label), [p["name"] for p in pats.values()],
             [e.value if labstats.readable(e) else None for e in uses], "uses")
        lifts = [(p["name"], labstats.Estimate.from_json(p["figures"]["lift"])) for p in pats.values()]
        save(f"lift_{file_part(s)}.png", M("{label}: win-rate lift of using each patron (95% sure within the label)",
                                           label=label),
             [M("{name} ({figure})", name=n, figure=labstats.shown(e)) for n, e in lifts],
             [100 * e.value if labstats.readable(e) else None for _, e in lifts], "% points")


class PatronResults:
    """The lab screen's results for the patron measure (``Measure.results``)."""

    @staticmethod
    def table_rows(report: dict[str, Any], labels: dict[str, str]) -> tuple[list[tuple[str, str, float]],
                                                                             list[list[str]]]:
        """The comparison table as ``(columns, rows)``: the sets with their money per round."""
        # the sets' names are short; the figures' "not enough games (need ≈N)" are long
        cols = [("", "Set", 0), ("rounds", "Rounds", 0.2), ("margin", "Winner's margin", 0.335),
                ("first_seat", "First seat wins", 0.585), ("money", "$ per round", 0.835)]
        rows = [[labels.get(sid, sid), figure(r, "rounds"), figure(r, "margin"), figure(r, "first_seat"),
                 figure(r, "money", "$")] for sid, r in report["results"].items()]
        return cols, rows

    @staticmethod
    def draw_panel(results: LabResults, surface: pygame.Surface, r: dict[str, Any], body: pygame.Rect) -> None:
        """Under a set's tab, below its verdict: per patron, by number, its number and name, its
        full text, its uses per game and its win-rate lift."""
        patrons = sorted(r["patrons"].values(), key=lambda p: p["number"])
        if not patrons:
            return
        small = theme.font(results.s(theme.TEXT_S))
        name_w, fig_w, lift_w = results.s(215), results.s(440), results.s(215)
        text_w = body.width - name_w - fig_w - results.s(theme.GAP)
        heads = (("uses", "Uses per game", body.right - fig_w), ("lift", "Win-rate lift", body.right - lift_w))
        for key, label, x in heads:
            drawn = theme.blit_text(surface, label, results.s(theme.TEXT_S), theme.INK_SOFT, (x, body.top), bold=True)
            results.hint(f"col:{key}", MEANINGS[key][1], drawn)
        y = body.top + results.s(24)
        ls, gap = small.get_linesize(), results.s(8)
        name_h = theme.font(results.s(theme.TEXT), bold=True).get_linesize()
        wrapped = [wrap(p["text"], small, text_w) for p in patrons]
        # Every text in full if that fits; else equal rows with as many lines as a row holds.
        full = sum(max(name_h, len(w) * ls) + gap for w in wrapped) <= body.bottom - y
        even = (body.bottom - y) // len(patrons)
        cap = max(map(len, wrapped)) if full else max(1, even // ls)
        most = max(p["uses_per_game"] for p in patrons) or 1
        for p, lines in zip(patrons, wrapped):
            theme.blit_text(surface, M("{number}  {name}", number=p["number"], name=Mp("patron", p["name"])),
                            results.s(theme.TEXT), theme.INK, (body.left, y),
                            bold=True)
            row = max(name_h, len(lines) * ls) + gap if full else even
            if len(lines) > cap:
                lines = lines[:cap - 1] + [said(lines[cap - 1][:-1] + "…")]   # cut in the language in force
                results.hint(f"text:{p['name']}", p["text"], pygame.Rect(body.left + name_w, y, text_w, row))
            for i, line in enumerate(lines):
                theme.blit_text(surface, line, results.s(theme.TEXT_S), theme.INK_SOFT,
                                (body.left + name_w, y + i * ls))
            # A bar only for a readable figure: "not enough games" never reads as a measured length.
            uses, x0 = labstats.Estimate.from_json(p["figures"]["uses"]), body.right - fig_w
            length = max(2, int(results.s(60) * p["uses_per_game"] / most)) if labstats.readable(uses) else 0
            if length:
                pygame.draw.rect(surface, BAR, (x0, y + results.s(4), length, results.s(12)),
                                 border_radius=results.s(3))
            theme.blit_text(surface, labstats.shown(uses, compact=True), results.s(theme.TEXT_S),
                            theme.INK if length else theme.INK_SOFT,
                            (x0 + length + results.s(6) * bool(length), y + results.s(10)), "midleft")
            lift = labstats.Estimate.from_json(p["figures"]["lift"])
            colour = theme.INK_SOFT if not labstats.significant(lift, 0) else (GOOD if lift.value > 0 else theme.ACCENT)
            theme.blit_text(surface, labstats.shown(lift, compact=True), results.s(theme.TEXT_S), colour,
                            (body.right - lift_w, y + results.s(2)), bold=labstats.readable(lift))
            y += row

