"""``python main.py lab``: the lab — how each variant of a game plays, measured over AI games.

    lab --sets new_yorkers,tokyoites,parisians,londoners,random --games 200 --agents medium --players 3 --out DIR
    lab --game art-decko --sets standard,no_gold_tiles --games 200 --agents greedy --players 3 --out DIR

What a game's lab varies, and which figures it gathers, its :class:`~game.games.LabSpec`
says. Two measures exist (the lab reads no game's state: a measure that needs the game's own
figures gets them from the recorder its ``LabSpec.recorder`` names):

**outcomes** (any game; Art Decko's rule configurations): game length, how often each end
trigger ended the game (the summary's ``end_trigger``), each seat's win rate (seat advantage)
and the spread of final scores. A game whose start player is drawn says so with the summary's
``turn_order`` (the seats from the start player on): its seats are then counted in turn order,
seat 1 being the start player, so that seat advantage means the advantage of playing first.

**patrons** (Avant Carde's patron sets): for every set it plays ``games`` games (agents
rotated over the seats) and reports:

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

:func:`run_lab` is what the app's lab screen calls (in a thread or process, with a
progress callback); it writes nothing. :func:`write_lab` saves ``lab.json`` and the PNG
charts (drawn by the chart writer the app registers: :mod:`game.ui.lab_charts`).
"""

import argparse
import json
import math
import multiprocessing as mp
import os
import sys
import time
from typing import Any

from game.engine.i18n import M, Mp
from game.engine.safefile import file_label
from game.engine.saves import write_atomic
from game.games import all_specs, game_ids, load_object, make_agent, spec
from game.tools import cliargs, lab_html, labstats
from game.tools.keptrun import read_kept_run
from game.tools.pools import process_pool
from game.tools.progress import Progress
from game.tools.tournament import play_timed


def _mean(xs):
    return sum(xs) / len(xs) if xs else 0.0


def _sd(xs):
    m = _mean(xs)
    return math.sqrt(_mean([(x - m) ** 2 for x in xs])) if xs else 0.0


def patron_game(job):
    """Play one patron-lab game; returns its plain figures (module-level so a process pool can run
    it): the summary's, and those of the game's recorder (``LabSpec.recorder``): ``first``,
    ``made``, ``used`` and ``patrons``."""
    game_id, variant, names, seed = job
    game_spec = spec(game_id)
    game = game_spec.module()
    setup = game_spec.lab.variant_setup(variant)
    recorder = load_object(game_spec.lab.recorder)(game.new_game(players=len(names), seed=seed, **setup))
    state, _ = play_timed(game, names, seed, setup, on_events=recorder.on_events)
    s = state.summary()
    return {"rounds": s["rounds"], "winners": s["winners"], "scores": s["scores"], **recorder.figures(),
            "completed": s["completed"]}


def outcome_game(job):
    """One game's outcome: length, scores, winners, end trigger (module-level for the process pool)."""
    game_id, variant, names, seed = job
    state, _ = play_timed(spec(game_id).module(), names, seed, spec(game_id).lab.variant_setup(variant))
    s = state.summary()
    trigger = s.get("end_trigger")
    if isinstance(trigger, (list, tuple)):      # several conditions together (The Gallerist ends on two)
        trigger = " + ".join(trigger) or None
    winners, scores = in_turn_order(s)
    return {"rounds": s["rounds"], "winners": winners, "scores": scores,
            "trigger": trigger, "completed": s["completed"]}


def in_turn_order(summary: dict[str, Any]) -> tuple[list[int], list[Any]]:
    """A summary's winners and scores with the seats counted in turn order (0: the start player)
    when it gives a ``turn_order``; else as they are.

    >>> in_turn_order({"winners": [2], "scores": [5, 6, 9], "turn_order": [2, 0, 1]})
    ([0], [9, 5, 6])
    """
    order = summary.get("turn_order")
    if not order:
        return list(summary["winners"]), list(summary["scores"])
    return sorted(order.index(w) for w in summary["winners"]), [summary["scores"][p] for p in order]


def _margins(results):
    """Per game, the winner's lead over the best other score (0 for a shared win)."""
    out = []
    for r in results:
        ranked = sorted(r["scores"], reverse=True)
        out.append(ranked[0] - ranked[1] if len(ranked) > 1 else 0)
    return out


def _common_figures(results, players, seat_wins):
    """The figures every measure gives, as :class:`~game.tools.labstats.Estimate` JSON."""
    games = len(results)
    figures = {"rounds": labstats.mean(r["rounds"] for r in results),
               "margin": labstats.mean(_margins(results))}
    for seat, wins in enumerate(seat_wins):
        figures[f"seat_{seat + 1}"] = labstats.rate(wins, games)
    return figures


def _json_figures(figures, games):
    """The figures as JSON, each knowing the ``games`` it comes from (for its games-needed estimate)."""
    return {k: v.over(games).to_json() for k, v in figures.items()}


def summarise_outcomes(results, players):
    """Game length, end triggers, seat advantage, closeness and score spread of one variant."""
    games = len(results)
    rounds = [r["rounds"] for r in results]
    scores = [x for r in results for x in r["scores"]]
    seat_wins = [0.0] * players
    triggers = {}
    for r in results:
        for w in r["winners"]:
            seat_wins[w] += 1 / len(r["winners"])
        triggers[r["trigger"] or "none"] = triggers.get(r["trigger"] or "none", 0) + 1
    figures = _common_figures(results, players, seat_wins)
    figures.update(first_seat=figures["seat_1"], vp_spread=labstats.spread(scores))
    return {"games": games, "completed": sum(1 for r in results if r["completed"]),
            "figures": _json_figures(figures, games),
            "rounds_mean": round(_mean(rounds), 3), "rounds_sd": round(_sd(rounds), 3),
            "vp_mean": round(_mean(scores), 3), "vp_sd": round(_sd(scores), 3),
            "first_seat_win_rate": round(seat_wins[0] / games, 4) if games else 0.0,
            "seat_win_rates": [round(w / games, 4) if games else 0.0 for w in seat_wins],
            "end_triggers": {t: round(n / games, 4) for t, n in sorted(triggers.items())}}


def summarise_patrons(results, players):
    """The lab figures of one set from its games' results."""
    games = len(results)
    scores = [x for r in results for x in r["scores"]]
    first_wins = sum(1 / len(r["winners"]) for r in results for w in r["winners"] if w == r["first"])
    patrons = {}
    for r in results:
        for pid, (number, name, text) in r["patrons"].items():
            patrons.setdefault(pid, {"number": number, "name": name, "text": text, "games": 0})["games"] += 1
    out = {}
    for pid, info in sorted(patrons.items()):
        uses = users = winner_users = 0
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
                    "figures": _json_figures({
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
    figures = _common_figures(results, players, seat_wins)
    figures.update(first_seat=labstats.rate(first_wins, games), money=labstats.mean(made),
                   awards=labstats.mean(scores), awards_spread=labstats.spread(scores))
    return {"games": games, "completed": sum(1 for r in results if r["completed"]),
            "figures": _json_figures(figures, games),
            "rounds_mean": round(_mean(rounds), 3), "rounds_sd": round(_sd(rounds), 3),
            "awards_mean": round(_mean(scores), 3), "awards_sd": round(_sd(scores), 3),
            "first_seat_win_rate": round(first_wins / games, 4) if games else 0.0,
            "money_per_round": round(_mean(made), 3), "money_per_round_sd": round(_sd(made), 3),
            "patrons": out}


POLL_SECONDS = 0.2     # how often a run on a pool asks its progress callback whether to go on


def run_lab(game_id, variants, games, agents, players, seed, progress_cb=None, workers=1, results=None):
    """Play ``games`` games per variant of ``game_id`` (see its ``LabSpec``); return the lab report.

    ``progress_cb(done, total)`` is called after every game, and with ``workers`` > 1 also
    every :data:`POLL_SECONDS` while no game finishes; it may raise to stop the run (so a stop
    takes effect within that time, not after the slowest game in play). ``workers`` > 1 plays
    on a process pool (:mod:`game.tools.pools`; the CLI and the app use every core).
    ``results``: the games already played, in order (a list this call appends every new game
    to): after a stop the caller keeps the played games and passes the same list again to
    resume where it stopped. Results depend only on the arguments, not on ``workers`` or on
    stops.
    """
    sets, agents = list(variants), list(agents)
    if players < 2:
        raise ValueError("the lab compares players: use 2 or more players")
    lab = spec(game_id).lab
    game = spec(game_id).module()
    for s in sets:
        try:
            setup = lab.variant_setup(s)
        except KeyError:
            known = ", ".join(str(c.value) for c in lab.variants)
            raise ValueError(f"unknown {spec(game_id).title} {lab.unit} {s!r}: use {known}") from None
        game.new_game(players=players, seed=seed, **setup)    # a bad variant fails here, clearly
    play_one = MEASURES[lab.measure][0]
    jobs = [(game_id, s, tuple(agents[(i + g) % len(agents)] for i in range(players)), seed + g)
            for s in sets for g in range(games)]
    t0 = time.perf_counter()
    results = [] if results is None else results
    todo = jobs[len(results):]
    if workers > 1 and len(todo) > 1:
        with process_pool(workers) as pool:      # leaving it (a stop included) ends the workers
            played = pool.imap(play_one, todo, chunksize=1)
            while len(results) < len(jobs):
                try:
                    results.append(played.next(timeout=POLL_SECONDS))
                except mp.TimeoutError:
                    pass                         # no game finished yet: the callback may still stop the run
                if progress_cb:
                    progress_cb(len(results), len(jobs))
    else:
        for job in todo:
            results.append(play_one(job))
            if progress_cb:
                progress_cb(len(results), len(jobs))
    return lab_report(game_id, sets, games, agents, players, seed, results, round(time.perf_counter() - t0, 1))


def lab_report(game_id, sets, games, agents, players, seed, results, seconds=0.0):
    """The report of the games in ``results`` (played in :func:`run_lab`'s order): all of them,
    or those played before a stop — then ``"played"`` counts them and each variant is summarised
    from its games so far (a variant with none yet is left out)."""
    lab = spec(game_id).lab
    summarise = MEASURES[lab.measure][1]
    report = {"game": game_id, "measure": lab.measure, "sets": sets, "games": games, "agents": agents,
              "players": players, "seed": seed, "seconds": seconds, "results": {},
              "labels": {s: lab.label(s) for s in sets}}
    if len(results) < games * len(sets):
        report["played"] = len(results)
    for i, s in enumerate(sets):
        played = results[i * games:(i + 1) * games]
        if played:
            report["results"][s] = summarise(played, players)
    report["verdicts"] = report_verdicts(report)
    report["answer"] = report_answer(report)
    return report


def _figures(result):
    """A variant's result as :func:`~game.tools.labstats.verdicts` takes it: its estimates, and its
    patrons' lifts (the largest as "dominant") and those nobody used."""
    f = {k: labstats.Estimate.from_json(v) for k, v in result["figures"].items()}
    pats = result.get("patrons", {})
    lifts = [(Mp("patron", p["name"]), labstats.Estimate.from_json(p["figures"]["lift"])) for p in pats.values()]
    if lifts:
        f["dominant"] = max(lifts, key=lambda nl: nl[1].value)
        f["lifts"] = lifts
    f["unused"] = [Mp("patron", p["name"]) for p in pats.values() if p["uses_per_game"] == 0]
    return f


def report_answer(report):
    """The one sentence the lab answers with (:func:`~game.tools.labstats.answer`): the same in
    the app, the HTML page, the text table and ``--json``."""
    game = spec(report["game"])
    words = lab_html.variant_labels(report)
    if len(report["results"]) < 2 <= len(report["sets"]):
        return M("Stopped before a second {unit} was played: Resume to compare them.", unit=game.lab.unit)
    return labstats.answer([(words[s], _figures(r)) for s, r in report["results"].items()],
                           game.score_word, game.lab.unit)


def report_verdicts(report):
    """Per variant, its plain-language verdict (:func:`~game.tools.labstats.verdicts`); the
    first variant is the baseline the others are compared with."""
    results = report["results"]
    base = _figures(next(iter(results.values()))) if len(results) > 1 else None
    out = {}
    for i, (sid, r) in enumerate(results.items()):
        out[sid] = labstats.verdicts(_figures(r), None if i == 0 else base, report["players"])
    return out


_chart_writers = []


def register_chart_writer(write):
    """Register ``write(report, out_dir) -> [png paths]``: the app's charts (pygame lives in
    game/ui only). Without one, the lab writes its JSON and HTML and no charts."""
    _chart_writers[:] = [write]


def write_lab(report: dict[str, Any], out_dir: str) -> list[str]:
    """Write ``lab.json``, the PNG charts and ``lab.html`` (the comparison as one
    self-contained page, charts embedded) into ``out_dir``; returns the paths written."""
    os.makedirs(out_dir, exist_ok=True)
    paths = _chart_writers[0](report, out_dir) if _chart_writers else []
    report = dict(report, charts=[os.path.basename(p) for p in paths])
    json_path = os.path.join(out_dir, "lab.json")
    write_atomic(json_path, json.dumps(report, indent=1))
    html_path = os.path.join(out_dir, "lab.html")
    write_atomic(html_path, lab_html.page(report, paths))
    return [json_path, html_path] + paths


def format_lab(report):
    """The report as a text table, as its measure words it, under the lab's answer."""
    return MEASURES[report["measure"]][2](report) + "\n  answer: " + report["answer"]


def _fig(result, name, unit="", digits=1):
    return labstats.shown(labstats.Estimate.from_json(result["figures"][name]), unit, digits)


def _verdict_lines(report):
    words = lab_html.variant_labels(report)
    return [f"  {words[s]}: {'; '.join(v)}" for s, v in report.get("verdicts", {}).items()]


def format_patron_lab(report):
    lines = [f"Patron lab: {report['games']} games per set, {report['players']} players, "
             f"agents {','.join(report['agents'])}, seed {report['seed']}, {report['seconds']}s "
             f"(95% intervals; {labstats.NOT_ENOUGH!r} where an interval is too wide)"]
    lines.append(f"  {'set':<22}{'rounds':>18}{'margin':>18}{'1st seat':>18}{'$/round':>18}")
    words = lab_html.variant_labels(report)
    for s, r in report["results"].items():
        lines.append(f"  {words[s][:21]:<22}{_fig(r, 'rounds'):>18}{_fig(r, 'margin'):>18}"
                     f"{_fig(r, 'first_seat'):>18}{_fig(r, 'money', '$'):>18}")
    lines.append("  verdicts:")
    lines += _verdict_lines(report)
    for s, r in report["results"].items():
        lines.append(f"  {words[s]}: uses per game, win-rate lift (users minus non-users in the same games)")
        for pid, p in r["patrons"].items():
            uses, lift = (labstats.shown(labstats.Estimate.from_json(p["figures"][n]), digits=2)
                          for n in ("uses", "lift"))
            lines.append(f"    {p['number']} {p['name']:<18}{uses:>30}   {lift}")
    return "\n".join(lines)


def format_outcome_lab(report):
    unit = spec(report["game"]).lab.unit
    lines = [f"{spec(report['game']).title} lab: {report['games']} games per {unit}, {report['players']} players, "
             f"agents {','.join(report['agents'])}, seed {report['seed']}, {report['seconds']}s (95% intervals)"]
    lines.append(f"  {unit:<15}{'rounds':>18}  seat win rates; end triggers")
    for s, r in report["results"].items():
        seats = ", ".join(_fig(r, f"seat_{i + 1}") for i in range(report["players"]))
        trig = ", ".join(f"{t} {100 * v:.0f}%" for t, v in r["end_triggers"].items())
        lines.append(f"  {s:<15}{_fig(r, 'rounds'):>18}  {seats}; {trig}")
    lines.append("  verdicts:")
    lines += _verdict_lines(report)
    return "\n".join(lines)


# measure name -> (play one game, summarise a variant's games, format the report)
MEASURES = {"patrons": (patron_game, summarise_patrons, format_patron_lab),
            "outcomes": (outcome_game, summarise_outcomes, format_outcome_lab)}


def add_lab_parser(sub):
    """Register ``lab`` on the main parser's subcommands."""
    p = sub.add_parser("lab", help="lab: how each patron set or rules option plays over AI games (JSON + charts)")
    p.add_argument("--game", default=game_ids()[0], choices=game_ids())
    p.add_argument("--sets", type=cliargs.names, default=None, help="comma-separated variants: "
                   + "; ".join(f"{g.id}: {', '.join(str(c.value) for c in g.lab.variants)}" for g in all_specs()))
    p.add_argument("--set", action="append", default=[], metavar="VARIANT",
                   help="one more variant, repeatable: a value holding commas (mix:2=tokyoites,3=parisians) "
                        "or a custom patron set file's path")
    p.add_argument("--games", type=cliargs.positive, default=100, help="games per set")
    p.add_argument("--agents", default="medium", help="comma-separated agents, rotated over the seats")
    p.add_argument("--players", type=cliargs.seats, default=3)
    p.add_argument("--seed", type=cliargs.seed, default=1)
    p.add_argument("--out", default="lab", help="folder for lab.json and the PNG charts")
    p.add_argument("--workers", type=cliargs.workers, default=None, help="processes (default: all cores)")
    p.add_argument("--json", action="store_true", help="print the report as JSON instead of a table")
    p.add_argument("--resume", action="store_true",
                   help="continue the run stopped (Ctrl+C) with the same arguments in --out")
    p.set_defaults(func=run_lab_command)
    return p


PARTIAL = "lab-partial.json"
PARTIAL_MAX_BYTES = 256 * 1024 * 1024     # a stopped run of a million games is well under this


def resumed_results(partial: str, key: dict[str, Any]) -> list[dict[str, Any]]:
    """The games a stopped run with the same arguments (``key``) played, read from ``partial``.

    The file is read as every file a command reads (:func:`~game.engine.safefile.read_json`: a
    FIFO or a folder is refused at once), and checked by summarising what it holds, so a damaged
    one is refused now, in one sentence, not after the remaining games were played. ValueError."""
    if not os.path.lexists(partial):
        raise ValueError(f"argument --resume: nothing to resume, there is no {file_label(partial)} in the --out folder")
    summarise = MEASURES[spec(key["game"]).lab.measure][1]

    def check(results: list[Any]) -> None:
        if len(results) > len(key["sets"]) * key["games"] or not all(isinstance(r, dict) for r in results):
            raise ValueError
        for i in range(0, len(results), key["games"]):
            summarise(results[i:i + key["games"]], key["players"])

    return read_kept_run(partial, key, "results", list, PARTIAL_MAX_BYTES, "--resume",
                         "is damaged: it does not hold a stopped lab run",
                         "was stopped with other arguments; give the same ones, or leave --resume out to start again",
                         check)


def run_lab_command(args: argparse.Namespace) -> int:
    """Run the lab; Ctrl+C keeps the games played in ``--out``/lab-partial.json for ``--resume``."""
    default = [c.value for c in spec(args.game).lab.variants]
    sets = (args.sets or []) + args.set or default
    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    for name in agents:
        make_agent(args.game, name)
    key = {"game": args.game, "sets": sets, "games": args.games, "agents": agents,
           "players": args.players, "seed": args.seed}
    cliargs.output_folder(args.out, "--out")           # before any game is played
    partial = os.path.join(args.out, PARTIAL)
    results = resumed_results(partial, key) if args.resume else []
    bar = Progress(len(sets) * args.games, "games", delay=0.5)
    try:
        report = run_lab(args.game, sets, args.games, agents, args.players, args.seed,
                         progress_cb=lambda done, total: bar.update(done),
                         workers=args.workers or os.cpu_count() or 1, results=results)
    except KeyboardInterrupt:
        bar.close()
        write_atomic(partial, json.dumps({"key": key, "results": results}))
        print(f"stopped after {len(results)} games; add --resume to the same command to go on")
        return 130
    bar.close()
    if os.path.isfile(partial):
        try:
            os.remove(partial)
        except OSError:
            pass              # a stale stopped run beside a finished report is harmless
    paths = write_lab(report, args.out)
    print(json.dumps(report) if args.json else format_lab(report))
    # With --json, standard output is the one JSON object; where the files went is told apart.
    print("wrote " + ", ".join(paths), file=sys.stderr if args.json else sys.stdout)
    return 0
