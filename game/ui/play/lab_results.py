"""The lab's results, drawn for :class:`~game.ui.play.lab.LabScene`: the comparison table (every
figure with its 95% interval, or "not enough games"), and under the chosen variant's tab its
verdict and its seats' win rates — or what the game's measure draws there instead (its
``results``). Hovering a heading explains the figure (the words of
:data:`game.tools.lab_html.MEANINGS` and the measure's own)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine import i18n
from game.engine.i18n import M
from game.games import load_object
from game.tools import labstats
from game.tools.lab import LABS
from game.tools.lab_html import MEANINGS
from game.ui import theme
from game.ui.text import wrap, wrap_at_most
from game.ui.widgets import Hint

if TYPE_CHECKING:
    from collections.abc import Hashable, Mapping, Sequence

    from game.ui.play.lab import LabScene

TRIGGERS = {"museum": "museum full", "deck": "painting deck out", "rating": "a marker at 70",
            "stalled": "nobody could act", "none": "no end"}


def figure(result: dict[str, Any], name: str, unit: str = "") -> str:
    """A result's figure as the lab shows it (the one rule of :func:`~game.tools.labstats.shown`)."""
    return labstats.shown(labstats.Estimate.from_json(result["figures"][name]), unit)


class OutcomeResults:
    """The results panel's parts for the outcomes measure (:data:`game.tools.lab.OUTCOMES`); a
    measure of a game's own names a class like it (``Measure.results``)."""

    @staticmethod
    def table_rows(report: dict[str, Any], labels: dict[str, str]) -> tuple[list[tuple[str, str, float]],
                                                                             list[list[str]]]:
        """The comparison table as ``(columns, rows)``: columns are ``(figure name, heading, x)``
        with x a fraction of the width; the cells are the shown figures. Pure."""
        cols = [("", "Rules", 0), ("rounds", "Rounds", 0.24), ("margin", "Winner's margin", 0.38),
                ("first_seat", "First seat wins", 0.54), ("", "How games ended", 0.7)]
        rows = [[labels.get(sid, sid), figure(r, "rounds"), figure(r, "margin"), figure(r, "first_seat"),
                 i18n.join(", ", (M("{trigger} {value:.0f}%", trigger=TRIGGERS.get(t, t), value=100 * v)
                                  for t, v in r["end_triggers"].items()))]
                for sid, r in report["results"].items()]
        return cols, rows

    @staticmethod
    def draw_panel(results: "LabResults", surface: pygame.Surface, r: dict[str, Any], body: pygame.Rect) -> None:
        """Under a variant's tab, below its verdict: each seat's win rate."""
        results.seats(surface, r, body)


def measure_parts(report: dict[str, Any]) -> Any:
    """The results panel's parts for the report's game: its measure's, or the outcomes'."""
    named = LABS.of(report["game"]).measure.results
    return load_object(named) if named else OutcomeResults


def table_rows(report: dict[str, Any], labels: dict[str, str]) -> tuple[list[tuple[str, str, float]], list[list[str]]]:
    """The comparison table as ``(columns, rows)`` (:meth:`OutcomeResults.table_rows`, or the
    measure's own)."""
    return measure_parts(report).table_rows(report, labels)


class LabResults:
    """Draws a report into the scene's main area and keeps the hints over its headings."""

    def __init__(self, scene: LabScene) -> None:
        self.scene = scene
        self.hints: dict[Hashable, Hint] = {}       # what is explained -> its Hint widget

    def s(self, value: float) -> int:
        return self.scene.s(value)

    def hint(self, key: Hashable, text: str, rect: pygame.Rect) -> None:
        """Place the hint ``key`` (created on first use) over ``rect``."""
        if key not in self.hints:
            self.hints[key] = self.scene.ui.add(Hint(text))
        self.hints[key].place(rect, self.scene.scale)
        self.hints[key].visible = True

    def hide_hints(self) -> None:
        """Hide every hint until the next draw places it again (what it explained may be gone)."""
        for h in self.hints.values():
            h.visible = False

    def _answer_lines(self, report: dict[str, Any]) -> list[str]:
        """The lab's one-sentence answer, wrapped to the main area (at most three lines)."""
        fnt = theme.font(self.s(theme.TEXT_L), bold=True)
        return wrap_at_most(report.get("answer", ""), fnt, self.scene.main.width, 3)

    def answer_height(self, report: dict[str, Any]) -> int:
        """The height the answer takes above the table, with its gap."""
        return len(self._answer_lines(report)) * theme.font(self.s(theme.TEXT_L), bold=True).get_linesize() + self.s(12)

    def draw(self, surface: pygame.Surface, report: dict[str, Any], labels: dict[str, str]) -> None:
        main = self.scene.main
        fnt = theme.font(self.s(theme.TEXT_L), bold=True)
        for i, line in enumerate(self._answer_lines(report)):
            theme.blit_text(surface, line, self.s(theme.TEXT_L), theme.INK,
                            (main.left, main.top + i * fnt.get_linesize()), bold=True)
        cols, rows = table_rows(report, labels)
        answer = pygame.Rect(main.left, main.top, main.width, self.answer_height(report) - self.s(12))
        self.hint("answer", "The clearest difference between two variants: its 95% interval is clear of zero. "
                  "A difference can show before each figure is known closely enough to read alone "
                  "(\"not enough games\" in the table).", answer)
        self._table(surface, cols, rows, main.top + self.answer_height(report),
                    {**MEANINGS, **LABS.of(report["game"]).measure.meanings})
        panel = self.scene._tab_panel(surface)
        if panel is None:
            return
        sid, r, rect = panel
        pad = self.s(16)
        verdict = M("Verdict: {verdicts}", verdicts=i18n.join("; ", report.get("verdicts", {}).get(sid, ["—"])))
        fnt = theme.font(self.s(theme.TEXT), bold=True)
        vr = pygame.Rect(rect.left + pad, rect.top + pad, 0, 0)
        for i, line in enumerate(wrap_at_most(verdict, fnt, rect.width - 2 * pad, 2)):
            vr.union_ip(theme.blit_text(surface, line, self.s(theme.TEXT), theme.INK,
                                        (rect.left + pad, rect.top + pad + i * fnt.get_linesize()), bold=True))
        self.hint("verdict", "Said only from figures whose 95% interval is clear of the fair share or of "
                  "the first set's figure. 'No clear difference': nothing significant yet.", vr)
        body = pygame.Rect(rect.left + pad, vr.bottom + self.s(10), rect.width - 2 * pad,
                           rect.bottom - vr.bottom - self.s(10) - pad)
        measure_parts(report).draw_panel(self, surface, r, body)

    def _widths(self, cols: Sequence[tuple[str, str, float]]) -> tuple[list[int], list[int]]:
        """The table's column x positions and widths (a gap apart; the last ends at the panel)."""
        main, pad = self.scene.main, self.s(16)
        inner = main.width - 2 * pad
        xs = [main.left + pad + round(inner * fx) for _, _, fx in cols]
        return xs, [b - a - self.s(theme.GAP) for a, b in zip(xs, xs[1:] + [main.right - pad + self.s(theme.GAP)])]

    def _grid(self, cols: Sequence[tuple[str, str, float]],
              rows: Sequence[Sequence[str]]) -> tuple[list[int], list[list[list[str]]]]:
        """The table's column x positions and, per row, each cell's wrapped lines (a cell wider
        than its column wraps)."""
        xs, widths = self._widths(cols)
        fnt = theme.font(self.s(theme.TEXT))
        return xs, [[wrap(text, fnt, width) for text, width in zip(cells, widths)] for cells in rows]

    def _headings(self, cols: Sequence[tuple[str, str, float]]) -> list[list[str]]:
        """Each heading's wrapped lines: a heading wider than its column wraps rather than touch the next."""
        _, widths = self._widths(cols)
        fnt = theme.font(self.s(theme.TEXT_S), bold=True)
        return [wrap(label, fnt, width) for (_, label, _), width in zip(cols, widths)]

    def _heading_height(self, cols: Sequence[tuple[str, str, float]]) -> int:
        lines = max(map(len, self._headings(cols)))
        return self.s(30) + (lines - 1) * theme.font(self.s(theme.TEXT_S), bold=True).get_linesize()

    def _row_height(self, lines: Sequence[Sequence[str]]) -> int:
        return self.s(32) + (max(map(len, lines)) - 1) * theme.font(self.s(theme.TEXT)).get_linesize()

    def table_height(self, report: dict[str, Any], labels: dict[str, str]) -> int:
        """The height the answer and the comparison table take: padding, the headings and every row."""
        cols, rows = table_rows(report, labels)
        _, grid = self._grid(cols, rows)
        return (self.answer_height(report) + self.s(16 * 2 + 8) + self._heading_height(cols)
                + sum(self._row_height(lines) for lines in grid))

    def _table(self, surface: pygame.Surface, cols: Sequence[tuple[str, str, float]], rows: Sequence[Sequence[str]],
               top: int, meanings: Mapping[str, tuple[str, str]]) -> None:
        """The comparison table, from ``top`` down to the tabs; ``meanings``: each figure's words."""
        main = self.scene.main
        rect = pygame.Rect(main.left, top, main.width, main.top + self.scene.table_height() - top)
        theme.draw_panel(surface, rect, self.scene.scale)
        xs, grid = self._grid(cols, rows)
        y = rect.top + self.s(16)
        small = theme.font(self.s(theme.TEXT_S), bold=True)
        for (name, _, _), x, lines in zip(cols, xs, self._headings(cols)):
            drawn = pygame.Rect(x, y, 0, 0)
            for i, line in enumerate(lines):
                drawn.union_ip(theme.blit_text(surface, line, self.s(theme.TEXT_S), theme.INK_SOFT,
                                               (x, y + i * small.get_linesize()), bold=True))
            if name in meanings:
                self.hint(f"col:{name}", meanings[name][1], drawn)
        y += self._heading_height(cols)
        fnt = theme.font(self.s(theme.TEXT))
        for cells in grid:
            for cell, x in zip(cells, xs):
                for i, line in enumerate(cell):
                    colour = theme.INK_SOFT if cell[0].startswith(i18n.tr(labstats.NOT_ENOUGH)) else theme.INK
                    theme.blit_text(surface, line, self.s(theme.TEXT), colour, (x, y + i * fnt.get_linesize()))
            y += self._row_height(cells)

    def seats(self, surface: pygame.Surface, r: dict[str, Any], body: pygame.Rect) -> None:
        """Each seat's win rate, its 95% interval as a whisker, against the fair share."""
        seats = [labstats.Estimate.from_json(r["figures"][f"seat_{i + 1}"]) for i in range(len(r["seat_win_rates"]))]
        fair = 1 / len(seats)
        drawn = theme.blit_text(surface,
                                M("Win rate per seat, with its 95% interval (a fair share is {value:.0f}%)",
                                  value=100 * fair),
                                self.s(theme.TEXT_S), theme.INK_SOFT, body.topleft, bold=True)
        self.hint("seats", "How often each seat wins (a shared win counts its share), and how far from the fair "
                  "share that is. The line is the fair share; a whisker that misses it (the figures in "
                  "red) means that seat is favoured or held back.", drawn)
        row = min(self.s(40), (body.height - self.s(24)) // len(seats))
        bar_w = max(self.s(60), body.width - self.s(120) - self.s(300))   # room for the figures after the bar
        x0 = body.left + self.s(120)
        y = body.top + self.s(26)
        for seat, e in enumerate(seats):
            theme.blit_text(surface, M("Seat {seat}",
                                       seat=seat + 1), self.s(theme.TEXT), theme.INK, (body.left, y + row // 2),
                            "midleft")
            length = max(2, int(bar_w * e.value))
            pygame.draw.rect(surface, theme.SEATS[seat % len(theme.SEATS)], (x0, y + row // 4, length, row // 2),
                             border_radius=self.s(3))
            lo, hi = x0 + int(bar_w * e.low), x0 + int(bar_w * e.high)
            pygame.draw.line(surface, theme.INK, (lo, y + row // 2), (hi, y + row // 2), max(1, self.s(2)))
            off = labstats.significant(e, fair)
            theme.blit_text(surface, labstats.seat_share(e, len(seats)), self.s(theme.TEXT_S),
                            theme.ACCENT if off else theme.INK, (x0 + max(length, hi - x0) + self.s(8), y + row // 2),
                            "midleft", bold=off)
            y += row
        fair_x = x0 + int(bar_w * fair)
        pygame.draw.line(surface, theme.INK_SOFT, (fair_x, body.top + self.s(22)), (fair_x, y), max(1, self.s(2)))
