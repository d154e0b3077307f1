"""A lab report as one self-contained HTML page: the comparison table with 95% intervals, the
verdicts, each patron's number, name and text beside its figures, and the charts embedded as
data URIs (the page opens anywhere, with nothing beside it). Pure string building."""

import base64
import html
import os
from collections.abc import Sequence

from game.engine import i18n
from game.engine.i18n import N_, M, Mn, Mp, said, tr
from game.games import spec
from game.tools import labstats

# figure name -> (column heading, what it means: the page's hover text and the docs' words)
MEANINGS = {
    "rounds": (N_("Rounds"), N_("Game length: mean rounds per game, with its 95% interval.")),
    "margin": (N_("Winner's margin"), N_("Closeness: the winner's lead over the runner-up, mean per game. "
                                  "Small: close games; large: runaway leaders.")),
    "first_seat": (N_("First seat wins"), N_("How often the player who acts first in round 1 wins "
                                      "(a shared win counts its share). Fair is 1 / players.")),
    "seat": (N_("Seat wins"), N_("How often the player in this seat wins (a shared win counts its share), and "
                          "how far that is from a fair share, 1 / players, each with its 95% interval: "
                          "an interval that leaves out the fair share means the seat is favoured or held back.")),
    "money": (N_("$ per round"), N_("Money made per buy turn, mean over every turn.")),
    "awards": (N_("Awards"), N_("Final awards per player, mean.")),
    "awards_spread": (N_("Awards spread"), N_("Standard deviation of the players' final awards: large means "
                                       "runaway leaders, small means everyone ends close.")),
    "vp_spread": (N_("VP spread"), N_("Standard deviation of the players' final VP: large means runaway "
                               "leaders, small means everyone ends close.")),
    "uses": (N_("Uses per game"), N_("How many times the patron's power was used in a game, all seats together.")),
    "used_by": (N_("Used by"), N_("Share of players who used the power at least once in a game.")),
    "winners_used": (N_("Winners who used it"), N_("Share of games whose winner used the power at least once.")),
    "lift": (N_("Win-rate lift"), N_("Win rate of the players who used the power at least once minus that of "
                              "the players in the same games who did not (Newcombe's interval). "
                              "An association, not a cause: strong positions use more powers.")),
}


def variant_labels(report):
    """Each variant of a report as its game words it (``{value: label}``): kept in the report
    when it was run (a custom file's set name is read once, then), else worded now."""
    lab = spec(report["game"]).lab
    return {sid: report.get("labels", {}).get(sid) or lab.label(sid) for sid in report["results"]}


def played_words(report):
    """How many games a report holds: "200 games per set", or, stopped early, "52 of 400 games
    (stopped; the figures so far)"."""
    unit = spec(report["game"]).lab.unit
    if "played" in report:
        total = report["games"] * len(report["sets"])
        return M("{played} of {total} games (stopped; the figures so far)", played=report["played"], total=total)
    return M("{n} games per {unit}", n=report["games"], unit=unit)


def cell(estimate_json, unit="", compact=False):
    """A figure as the page shows it (the one rule of :func:`~game.tools.labstats.shown`;
    ``compact`` in the patrons' narrow columns, as the app words them)."""
    return labstats.shown(labstats.Estimate.from_json(estimate_json), unit, compact=compact)


def _th(name, label=None):
    heading, meaning = MEANINGS.get(name, (name, ""))
    return f'<th title="{_say(meaning)}">{_say(label or heading)}</th>'


def page(report: dict, chart_paths: Sequence[str] = ()) -> str:
    """The report as an HTML document (a string), in the language in force (the app's export is in
    the player's; the command line's in English)."""
    game = spec(report["game"])
    words = variant_labels(report)
    results = report["results"]
    players = report["players"]
    common = ["rounds", "margin", "first_seat"] + (["money", "awards_spread"] if report["measure"] == "patrons"
                                                   else ["vp_spread"])
    title = _say(M("{game} · {lab}", game=game.title, lab=game.lab.title))
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
             f"<p class='answer'><b>{_say(report.get('answer', ''))}</b></p>",
             f"<p>{_say(intro)}</p>",
             "<table><tr><th>" + _say(game.lab.unit.title()) + "</th>"
             + "".join(_th(n) for n in common)
             + "".join(_th("seat", M("Seat {n} wins (fair {fair:.0f}%)", n=i + 1, fair=100 / players))
                       for i in range(players))
             + f"<th>{_say(N_('Verdict'))}</th></tr>"]
    for sid, r in results.items():
        f = r["figures"]
        cells = [cell(f[n], "$" if n == "money" else "") for n in common]
        cells += [labstats.seat_share(labstats.Estimate.from_json(f[f"seat_{i + 1}"]), players)
                  for i in range(players)]
        verdict = i18n.join("; ", report.get("verdicts", {}).get(sid, []))
        parts.append(f"<tr><td>{_say(words.get(sid, sid))}</td>"
                     + "".join(_td(c) for c in cells) + f"<td>{_say(verdict)}</td></tr>")
    parts.append("</table>")
    for sid, r in results.items():
        if not r.get("patrons"):
            continue
        parts.append(f"<h2>{_say(M('{set}: patrons', set=words.get(sid, sid)))}</h2><table><tr>"
                     f"<th>{_say(N_('No.'))}</th><th>{_say(N_('Patron'))}</th>"
                     + "".join(_th(n) for n in ("uses", "used_by", "winners_used", "lift")) + "</tr>")
        for p in sorted(r["patrons"].values(), key=lambda p: p["number"]):
            f = p["figures"]
            parts.append(f"<tr><td>{p['number']}</td><td><b>{_say(Mp('patron', p['name']))}</b><br>"
                         f"<small>{_say(p['text'])}</small></td>"
                         + "".join(_td(cell(f[n], compact=True)) for n in ("uses", "used_by", "winners_used", "lift"))
                         + "</tr>")
        parts.append("</table>")
    for path in chart_paths:
        with open(path, "rb") as fh:
            data = base64.b64encode(fh.read()).decode("ascii")
        parts.append(f"<img alt='{html.escape(os.path.basename(path))}' src='data:image/png;base64,{data}'>")
    parts.append("</body></html>")
    return "\n".join(parts)


def _say(text):
    """``text`` as the reader reads it (said in the language in force), escaped for the page."""
    return html.escape(tr(text))


def _td(text):
    css = " class='na'" if text.startswith((labstats.NOT_ENOUGH, labstats.NEEDS)) else ""
    return f"<td{css}>{_say(text)}</td>"
