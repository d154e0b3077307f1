"""A lab report as one self-contained HTML page: the comparison table with 95% intervals, the
verdicts, the sections the game's measure adds (:attr:`game.tools.lab.Measure.html`), and the
charts embedded as data URIs (the page opens anywhere, with nothing beside it). Pure string
building."""

from __future__ import annotations

import base64
import html
import os
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.engine import i18n
from game.engine.i18n import N_, M, Mn, said, tr
from game.games import spec
from game.tools import labstats

if TYPE_CHECKING:
    from typing import Any, Mapping

    from game.tools.lab import LabSpec

# figure name -> (column heading, what it means: the page's hover text and the docs' words); a
# measure adds its own (Measure.meanings)
MEANINGS = {
    "rounds": (N_("Rounds"), N_("Game length: mean rounds per game, with its 95% interval.")),
    "margin": (N_("Winner's margin"), N_("Closeness: the winner's lead over the runner-up, mean per game. "
                                  "Small: close games; large: runaway leaders.")),
    "first_seat": (N_("First seat wins"), N_("How often the player who acts first in round 1 wins "
                                      "(a shared win counts its share). Fair is 1 / players.")),
    "seat": (N_("Seat wins"), N_("How often the player in this seat wins (a shared win counts its share), and "
                          "how far that is from a fair share, 1 / players, each with its 95% interval: "
                          "an interval that leaves out the fair share means the seat is favoured or held back.")),
    "vp_spread": (N_("VP spread"), N_("Standard deviation of the players' final VP: large means runaway "
                               "leaders, small means everyone ends close.")),
}


def _lab(game_id: str) -> LabSpec:
    """The game's :class:`~game.tools.lab.LabSpec` (imported here: game.tools.lab imports this module)."""
    from game.tools.lab import LABS
    return LABS.of(game_id)


def variant_labels(report: dict[str, Any]) -> dict[str, str]:
    """Each variant of a report as its game words it (``{value: label}``): kept in the report
    when it was run (a custom file's set name is read once, then), else worded now."""
    lab = _lab(report["game"])
    return {sid: report.get("labels", {}).get(sid) or lab.label(sid) for sid in report["results"]}


def played_words(report: dict[str, Any]) -> str:
    """How many games a report holds: "200 games per set", or, stopped early, "52 of 400 games
    (stopped; the figures so far)"."""
    unit = _lab(report["game"]).unit
    if "played" in report:
        total = report["games"] * len(report["sets"])
        return M("{played} of {total} games (stopped; the figures so far)", played=report["played"], total=total)
    return M("{n} games per {unit}", n=report["games"], unit=unit)


def cell(estimate_json: dict[str, Any], unit: str = "", compact: bool = False) -> str:
    """A figure as the page shows it (the one rule of :func:`~game.tools.labstats.shown`;
    ``compact`` in a measure's narrow columns, as the app words them)."""
    return labstats.shown(labstats.Estimate.from_json(estimate_json), unit, compact=compact)


def th(name: str, label: str | None = None, meanings: Mapping[str, tuple[str, str]] = MEANINGS) -> str:
    """A heading cell whose hover text says what the figure ``name`` means (``meanings``)."""
    heading, meaning = meanings.get(name, (name, ""))
    return f'<th title="{say(meaning)}">{say(label or heading)}</th>'


def page(report: dict[str, Any], chart_paths: Sequence[str] = ()) -> str:
    """The report as an HTML document (a string), in the language in force (the app's export is in
    the player's; the command line's in English)."""
    game, lab = spec(report["game"]), _lab(report["game"])
    words = variant_labels(report)
    results = report["results"]
    players = report["players"]
    meanings = {**MEANINGS, **lab.measure.meanings}
    common = [("rounds", ""), ("margin", ""), ("first_seat", ""), *lab.measure.columns]
    title = say(M("{game} · {lab}", game=game.title, lab=lab.title))
    intro = Mn("{played}, {players} player, agents {agents}, seed {seed}. Every figure is shown with its 95% "
               "interval; a figure whose interval is too wide reads “{not_enough}”.",
               "{played}, {players} players, agents {agents}, seed {seed}. Every figure is shown with its 95% "
               "interval; a figure whose interval is too wide reads “{not_enough}”.", players,
               played=played_words(report), players=players, agents=said(", ".join(report["agents"])),
               seed=report["seed"], not_enough=M(labstats.NOT_ENOUGH))
    parts = [f"<!doctype html><html><head><meta charset='utf-8'><title>{title}</title>",
             "<style>body{font-family:sans-serif;margin:2em;background:#faf8f2;color:#282830}"
             "table{border-collapse:collapse;margin:1em 0}td,th{padding:4px 10px;border-bottom:1px solid #ddd;"
             "text-align:left;vertical-align:top}th[title]{text-decoration:underline dotted}"
             ".na{color:#999}img{max-width:48%;margin:4px}</style></head><body>",
             f"<h1>{title}</h1>",
             f"<p class='answer'><b>{say(report.get('answer', ''))}</b></p>",
             f"<p>{say(intro)}</p>",
             "<table><tr><th>" + say(lab.unit.title()) + "</th>"
             + "".join(th(n, meanings=meanings) for n, _ in common)
             + "".join(th("seat", M("Seat {n} wins (fair {fair:.0f}%)", n=i + 1, fair=100 / players))
                       for i in range(players))
             + f"<th>{say(N_('Verdict'))}</th></tr>"]
    for sid, r in results.items():
        f = r["figures"]
        cells = [cell(f[n], unit) for n, unit in common]
        cells += [labstats.seat_share(labstats.Estimate.from_json(f[f"seat_{i + 1}"]), players)
                  for i in range(players)]
        verdict = i18n.join("; ", report.get("verdicts", {}).get(sid, []))
        parts.append(f"<tr><td>{say(words.get(sid, sid))}</td>"
                     + "".join(td(c) for c in cells) + f"<td>{say(verdict)}</td></tr>")
    parts.append("</table>")
    parts += lab.measure.html(report, words)
    for path in chart_paths:
        with open(path, "rb") as fh:
            data = base64.b64encode(fh.read()).decode("ascii")
        parts.append(f"<img alt='{html.escape(os.path.basename(path))}' src='data:image/png;base64,{data}'>")
    parts.append("</body></html>")
    return "\n".join(parts)


def say(text: str) -> str:
    """``text`` as the reader reads it (said in the language in force), escaped for the page."""
    return html.escape(tr(text))


def td(text: str) -> str:
    """A figure's cell (greyed when it reads "not enough games")."""
    css = " class='na'" if text.startswith((labstats.NOT_ENOUGH, labstats.NEEDS)) else ""
    return f"<td{css}>{say(text)}</td>"
