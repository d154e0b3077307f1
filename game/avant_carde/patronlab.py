"""Avant Carde's patron lab: the lab's measure of its patron sets (:data:`PATRONS`, in the game's
:class:`~game.tools.lab.LabSpec`), so the lab itself (:mod:`game.tools.lab`) reads no game's
state and names no patron. Its charts and its results panel are drawn by
:mod:`game.avant_carde.ui.patronlab`.

For every set it plays ``games`` games (agents rotated over the seats) and reports:

- **rounds** — game length (mean and sd);
- **awards_sd** — spread of the final awards of all players (sd); a big spread means
  runaway leaders, a small one close games;
- **first_seat_win_rate** — how often the player who buys first in round 1 wins (fair is
  ``1 / players``);
- **money_per_round** — money made per buy turn;
- **patrons** — per power: uses per game (▶▶ powers from ``use`` events, ⚡ powers from the
  cards played, by their printed number's patron), the share of players who used it, and its
  **win-rate lift**: the win rate of players who used it at least once minus that of players
  who did not. A lift is a correlation, not a cause: strong decks play more cards and so
  call more patrons.

The :class:`PatronRecorder` reads the game's states and events: which patron powers each seat
used, the money made in each buy turn, and who bought first.
"""

from __future__ import annotations

from typing import Any

from game.engine.i18n import N_, M, Mp, join
from game.games import spec
from game.tools import labstats
from game.tools.lab import LABS, Measure, common_figures, figure_text, json_figures, mean, sd, verdict_lines
from game.tools.lab_html import cell, say, td, th, variant_labels
from game.tools.tournament import play_timed

DECISIVE_LIFT = 0.25           # "one patron decides most games": its users win 25+ points more

class PatronRecorder:
    """The patron figures of one lab game, from its first state and the events of every move."""

    def __init__(self, state: Any) -> None:
        self.first = state.first
        self.patrons = {}                                # power id -> [number, name, text] in this game
        for pat in state.pset.patrons.values():
            self.patrons[pat.power] = [pat.number, pat.name, pat.text]
        self.used: list[dict[str, int]] = [{} for _ in state.players]     # per seat: power id -> times used
        self.made: list[int] = []                        # money made in each buy turn

    def on_events(self, before: Any, decision: Any, action: Any, events: list[dict[str, Any]]) -> None:
        """Count a move's uses: ▶▶ powers from ``use`` events, ⚡ powers from the cards played (by
        their printed number's patron)."""
        for e in events:
            kind = e["type"]
            if kind == "use":
                pid = e["power"]
            elif kind == "play":
                pat = before.patron_of(before.data.by_code[e["card"]])
                if pat is None or "play" not in pat.timing:
                    continue
                pid = pat.power
            else:
                if kind == "end_turn":
                    self.made.append(e["made"])
                continue
            seat = e["player"]
            self.used[seat][pid] = self.used[seat].get(pid, 0) + 1

    def figures(self) -> dict[str, Any]:
        """``first``, ``made``, ``used`` and ``patrons``, as :func:`summarise_patrons` reads them."""
        return {"first": self.first, "made": self.made, "used": self.used, "patrons": self.patrons}


def patron_game(job: tuple[str, str, tuple[str, ...], int]) -> dict[str, Any]:
    """Play one patron-lab game; returns its plain figures (module-level so a process pool can run
    it): the summary's, and the :class:`PatronRecorder`'s: ``first``, ``made``, ``used`` and
    ``patrons``."""
    game_id, variant, names, seed = job
    game = spec(game_id).module()
    setup = LABS.of(game_id).variant_setup(variant)
    recorder = PatronRecorder(game.new_game(players=len(names), seed=seed, **setup))
    state, _ = play_timed(game, names, seed, setup, on_events=recorder.on_events)
    s = state.summary()
    return {"rounds": s["rounds"], "winners": s["winners"], "scores": s["scores"], **recorder.figures(),
            "completed": s["completed"]}


def summarise_patrons(results: list[dict[str, Any]], players: int) -> dict[str, Any]:
    """The lab figures of one set from its games' results."""
    games = len(results)
    scores = [x for r in results for x in r["scores"]]
    first_wins = sum(1 / len(r["winners"]) for r in results for w in r["winners"] if w == r["first"])
    patrons: dict[str, dict[str, Any]] = {}
    for r in results:
        for pid, (number, name, text) in r["patrons"].items():
            patrons.setdefault(pid, {"number": number, "name": name, "text": text, "games": 0})["games"] += 1
    out: dict[str, Any] = {}
    for pid, info in sorted(patrons.items()):
        uses = users = 0
        winner_users: float = 0
        user_wins = user_n = other_wins = other_n = 0.0
        for r in results:
            if pid not in r["patrons"]:
                continue
            for seat in range(players):
                won = 1 / len(r["winners"]) if seat in r["winners"] else 0.0
                n = r["used"][seat].get(pid, 0)
                uses += n
                if n:
                    users += 1
                    user_n += 1
                    user_wins += won
                    winner_users += won
                else:
                    other_n += 1
                    other_wins += won
        user_rate = user_wins / user_n if user_n else None
        other_rate = other_wins / other_n if other_n else None
        lift = labstats.difference(user_wins, round(user_n), other_wins, round(other_n))
        out[pid] = {"number": info["number"], "name": info["name"], "text": info["text"], "games": info["games"],
                    "figures": json_figures({
                        "uses": labstats.mean(sum(r["used"][seat].get(pid, 0) for seat in range(players))
                                              for r in results if pid in r["patrons"]),
                        "used_by": labstats.rate(users, info["games"] * players),
                        "winners_used": labstats.rate(winner_users, info["games"]),
                        "lift": lift}, info["games"]),
                    "uses_per_game": round(uses / info["games"], 3),
                    "used_by_share": round(users / (info["games"] * players), 4),
                    "win_rate_users": None if user_rate is None else round(user_rate, 4),
                    "win_rate_others": None if other_rate is None else round(other_rate, 4),
                    "win_rate_lift": (None if user_rate is None or other_rate is None
                                      else round(user_rate - other_rate, 4))}
    made = [m for r in results for m in r["made"]]
    rounds = [r["rounds"] for r in results]
    seat_wins = [0.0] * players
    for r in results:
        for w in r["winners"]:
            seat_wins[w] += 1 / len(r["winners"])
    figures = common_figures(results, players, seat_wins)
    figures.update(first_seat=labstats.rate(first_wins, games), money=labstats.mean(made),
                   awards=labstats.mean(scores), awards_spread=labstats.spread(scores))
    return {"games": games, "completed": sum(1 for r in results if r["completed"]),
            "figures": json_figures(figures, games),
            "rounds_mean": round(mean(rounds), 3), "rounds_sd": round(sd(rounds), 3),
            "awards_mean": round(mean(scores), 3), "awards_sd": round(sd(scores), 3),
            "first_seat_win_rate": round(first_wins / games, 4) if games else 0.0,
            "money_per_round": round(mean(made), 3), "money_per_round_sd": round(sd(made), 3),
            "patrons": out}


def patron_findings(summary: dict[str, Any]) -> list[str]:
    """What a set's patron figures say (after the lab's shared verdicts): the patron whose users
    win far more, each patron whose win-rate lift is significant, and those nobody used."""
    pats = summary.get("patrons", {})
    lifts = [(Mp("patron", p["name"]), labstats.Estimate.from_json(p["figures"]["lift"])) for p in pats.values()]
    out: list[str] = []
    if lifts:
        dominant = max(lifts, key=lambda nl: nl[1].value)
        if labstats.significant(dominant[1], DECISIVE_LIFT) and dominant[1].value > DECISIVE_LIFT:
            out.append(M("one patron decides most games ({name})", name=dominant[0]))
    for name, lift in lifts:
        if labstats.significant(lift, 0):
            out.append(M("{name}'s users win more ({figure})", name=name, figure=labstats.shown(lift))
                       if lift.value > 0 else
                       M("{name}'s users win less ({figure})", name=name, figure=labstats.shown(lift)))
    unused = [Mp("patron", p["name"]) for p in pats.values() if p["uses_per_game"] == 0]
    if unused:
        out.append(M("never used: {names}", names=join(", ", unused)))
    return out


def format_patron_lab(report: dict[str, Any]) -> str:
    lines = [f"Patron lab: {report['games']} games per set, {report['players']} players, "  # i18n: not shown
             f"agents {','.join(report['agents'])}, seed {report['seed']}, {report['seconds']}s "
             f"(95% intervals; {labstats.NOT_ENOUGH!r} where an interval is too wide)"]
    lines.append(f"  {'set':<22}{'rounds':>18}{'margin':>18}{'1st seat':>18}{'$/round':>18}")
    words = variant_labels(report)
    for s, r in report["results"].items():
        lines.append(f"  {words[s][:21]:<22}{figure_text(r, 'rounds'):>18}{figure_text(r, 'margin'):>18}"
                     f"{figure_text(r, 'first_seat'):>18}{figure_text(r, 'money', '$'):>18}")
    lines.append("  verdicts:")
    lines += verdict_lines(report)
    for s, r in report["results"].items():
        lines.append(f"  {words[s]}: uses per game, win-rate lift "  # i18n: not shown
                     "(users minus non-users in the same games)")
        for pid, p in r["patrons"].items():
            uses, lift = (labstats.shown(labstats.Estimate.from_json(p["figures"][n]), digits=2)
                          for n in ("uses", "lift"))
            lines.append(f"    {p['number']} {p['name']:<18}{uses:>30}   {lift}")
    return "\n".join(lines)



# figure name -> (column heading, what it means), as lab_html.MEANINGS: the patron lab's own figures
MEANINGS = {
    "money": (N_("$ per round"), N_("Money made per buy turn, mean over every turn.")),
    "awards": (N_("Awards"), N_("Final awards per player, mean.")),
    "awards_spread": (N_("Awards spread"), N_("Standard deviation of the players' final awards: large means "
                                       "runaway leaders, small means everyone ends close.")),
    "uses": (N_("Uses per game"), N_("How many times the patron's power was used in a game, all seats together.")),
    "used_by": (N_("Used by"), N_("Share of players who used the power at least once in a game.")),
    "winners_used": (N_("Winners who used it"), N_("Share of games whose winner used the power at least once.")),
    "lift": (N_("Win-rate lift"), N_("Win rate of the players who used the power at least once minus that of "
                              "the players in the same games who did not (Newcombe's interval). "
                              "An association, not a cause: strong positions use more powers.")),
}


def patron_html(report: dict[str, Any], words: dict[str, str]) -> list[str]:
    """The HTML page's sections under the comparison: per set, each patron's number, name and text
    beside its figures."""
    parts: list[str] = []
    for sid, r in report["results"].items():
        if not r.get("patrons"):
            continue
        parts.append(f"<h2>{say(M('{set}: patrons', set=words.get(sid, sid)))}</h2><table><tr>"
                     f"<th>{say(N_('No.'))}</th><th>{say(N_('Patron'))}</th>"
                     + "".join(th(n, meanings=MEANINGS) for n in ("uses", "used_by", "winners_used", "lift")) + "</tr>")
        for p in sorted(r["patrons"].values(), key=lambda p: p["number"]):
            f = p["figures"]
            parts.append(f"<tr><td>{p['number']}</td><td><b>{say(Mp('patron', p['name']))}</b><br>"
                         f"<small>{say(p['text'])}</small></td>"
                         + "".join(td(cell(f[n], compact=True)) for n in ("uses", "used_by", "winners_used", "lift"))
                         + "</tr>")
        parts.append("</table>")
    return parts


PATRONS = Measure("patrons", patron_game, summarise_patrons, format_patron_lab, findings=patron_findings,
                  columns=(("money", "$"), ("awards_spread", "")), meanings=MEANINGS, html=patron_html,
                  charts="game.avant_carde.ui.patronlab:patron_charts",
                  results="game.avant_carde.ui.patronlab:PatronResults")
