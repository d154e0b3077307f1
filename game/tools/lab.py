"""``python main.py lab``: the lab — how each variant of a game plays, measured over AI games.

    lab --game GAME --sets VARIANT,VARIANT --games 200 --agents medium --players 3 --out DIR
    lab --game art-decko --sets standard,no_gold_tiles --games 200 --agents greedy --players 3 --out DIR

What a game's lab varies, and which figures it gathers, the :class:`LabSpec` its ``spec.py``
adds to :data:`LABS` says. The lab reads no game's state: a :class:`Measure` names how one game
is played and its figures gathered, summarised and worded, and the measure every game can use is
:data:`OUTCOMES`; a game that needs figures of its own brings its measure (its charts and
results panel too) in its package.

**outcomes** (any game): game length, how often each end trigger ended the game (the
summary's ``end_trigger``), each seat's win rate (seat advantage) and the spread of final
scores. A game whose start player is drawn says so with the summary's ``turn_order`` (the seats
from the start player on): its seats are then counted in turn order, seat 1 being the start
player, so that seat advantage means the advantage of playing first.

:func:`run_lab` is what the app's lab screen calls (in a thread or process, with a
progress callback); it writes nothing. :func:`write_lab` saves ``lab.json`` and the PNG
charts (drawn by the chart writer the app registers: :mod:`game.ui.lab_charts`).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import multiprocessing as mp
import os
import sys
import time
from typing import Any, Callable, Mapping, Sequence

from game.engine.i18n import N_, M
from game.engine.safefile import file_label
from game.engine.saves import write_atomic
from game.games import Choice, Registrations, make_agent, spec
from game.tools import cliargs, lab_html, labstats
from game.tools.keptrun import read_kept_run
from game.tools.pools import process_pool
from game.tools.progress import Progress
from game.tools.tournament import play_timed


def mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def sd(xs: Sequence[float]) -> float:
    m = mean(xs)
    return math.sqrt(mean([(x - m) ** 2 for x in xs])) if xs else 0.0


def outcome_game(job: tuple[str, str, tuple[str, ...], int]) -> dict[str, Any]:
    """One game's outcome: length, scores, winners, end trigger (module-level for the process pool)."""
    game_id, variant, names, seed = job
    state, _ = play_timed(spec(game_id).module(), names, seed, LABS.of(game_id).variant_setup(variant))
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


def _margins(results: list[dict[str, Any]]) -> list[float]:
    """Per game, the winner's lead over the best other score (0 for a shared win)."""
    out = []
    for r in results:
        ranked = sorted(r["scores"], reverse=True)
        out.append(ranked[0] - ranked[1] if len(ranked) > 1 else 0)
    return out


def common_figures(results: list[dict[str, Any]], players: int,
                   seat_wins: Sequence[float]) -> dict[str, labstats.Estimate]:
    """The figures every measure gives, as :class:`~game.tools.labstats.Estimate` JSON."""
    games = len(results)
    figures = {"rounds": labstats.mean(r["rounds"] for r in results),
               "margin": labstats.mean(_margins(results))}
    for seat, wins in enumerate(seat_wins):
        figures[f"seat_{seat + 1}"] = labstats.rate(wins, games)
    return figures


def json_figures(figures: dict[str, labstats.Estimate], games: int) -> dict[str, dict[str, Any]]:
    """The figures as JSON, each knowing the ``games`` it comes from (for its games-needed estimate)."""
    return {k: v.over(games).to_json() for k, v in figures.items()}


def summarise_outcomes(results: list[dict[str, Any]], players: int) -> dict[str, Any]:
    """Game length, end triggers, seat advantage, closeness and score spread of one variant."""
    games = len(results)
    rounds = [r["rounds"] for r in results]
    scores = [x for r in results for x in r["scores"]]
    seat_wins = [0.0] * players
    triggers: dict[str, int] = {}
    for r in results:
        for w in r["winners"]:
            seat_wins[w] += 1 / len(r["winners"])
        triggers[r["trigger"] or "none"] = triggers.get(r["trigger"] or "none", 0) + 1
    figures = common_figures(results, players, seat_wins)
    figures.update(first_seat=figures["seat_1"], vp_spread=labstats.spread(scores))
    return {"games": games, "completed": sum(1 for r in results if r["completed"]),
            "figures": json_figures(figures, games),
            "rounds_mean": round(mean(rounds), 3), "rounds_sd": round(sd(rounds), 3),
            "vp_mean": round(mean(scores), 3), "vp_sd": round(sd(scores), 3),
            "first_seat_win_rate": round(seat_wins[0] / games, 4) if games else 0.0,
            "seat_win_rates": [round(w / games, 4) if games else 0.0 for w in seat_wins],
            "end_triggers": {t: round(n / games, 4) for t, n in sorted(triggers.items())}}


POLL_SECONDS = 0.2     # how often a run on a pool asks its progress callback whether to go on


def run_lab(game_id: str, variants: Sequence[str], games: int, agents: Sequence[str], players: int, seed: int,
            progress_cb: Callable[[int, int], object] | None = None, workers: int = 1,
            results: list[dict[str, Any]] | None = None) -> dict[str, Any]:
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
    lab = LABS.of(game_id)
    game = spec(game_id).module()
    for s in sets:
        try:
            setup = lab.variant_setup(s)
        except KeyError:
            known = ", ".join(str(c.value) for c in lab.variants)
            raise ValueError(f"unknown {spec(game_id).title} {lab.unit} {s!r}: use {known}") from None
        game.new_game(players=players, seed=seed, **setup)    # a bad variant fails here, clearly
    play_one = lab.measure.play
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


def lab_report(game_id: str, sets: list[str], games: int, agents: list[str], players: int, seed: int,
               results: list[dict[str, Any]], seconds: float = 0.0) -> dict[str, Any]:
    """The report of the games in ``results`` (played in :func:`run_lab`'s order): all of them,
    or those played before a stop — then ``"played"`` counts them and each variant is summarised
    from its games so far (a variant with none yet is left out)."""
    lab = LABS.of(game_id)
    summarise = lab.measure.summarise
    report: dict[str, Any] = {"game": game_id, "measure": lab.measure.name, "sets": sets, "games": games,
                              "agents": agents, "players": players, "seed": seed, "seconds": seconds,
                              "results": {}, "labels": {s: lab.label(s) for s in sets}}
    if len(results) < games * len(sets):
        report["played"] = len(results)
    for i, s in enumerate(sets):
        played = results[i * games:(i + 1) * games]
        if played:
            report["results"][s] = summarise(played, players)
    report["verdicts"] = report_verdicts(report)
    report["answer"] = report_answer(report)
    return report


def _figures(result: dict[str, Any]) -> dict[str, labstats.Estimate]:
    """A variant's result as :func:`~game.tools.labstats.verdicts` takes it: its estimates."""
    return {k: labstats.Estimate.from_json(v) for k, v in result["figures"].items()}


def report_answer(report: dict[str, Any]) -> str:
    """The one sentence the lab answers with (:func:`~game.tools.labstats.answer`): the same in
    the app, the HTML page, the text table and ``--json``."""
    game, lab = spec(report["game"]), LABS.of(report["game"])
    words = lab_html.variant_labels(report)
    if len(report["results"]) < 2 <= len(report["sets"]):
        return M("Stopped before a second {unit} was played: Resume to compare them.", unit=lab.unit)
    return labstats.answer([(words[s], _figures(r)) for s, r in report["results"].items()],
                           game.score_word, lab.unit)


def report_verdicts(report: dict[str, Any]) -> dict[str, list[str]]:
    """Per variant, its plain-language verdict (:func:`~game.tools.labstats.verdicts`); the
    first variant is the baseline the others are compared with."""
    results = report["results"]
    findings = LABS.of(report["game"]).measure.findings
    base = _figures(next(iter(results.values()))) if len(results) > 1 else None
    out: dict[str, list[str]] = {}
    for i, (sid, r) in enumerate(results.items()):
        out[sid] = labstats.verdicts(_figures(r), None if i == 0 else base, report["players"], findings(r))
    return out


_chart_writers: list[Callable[[dict[str, Any], str], list[str]]] = []


def register_chart_writer(write: Callable[[dict[str, Any], str], list[str]]) -> None:
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


def format_lab(report: dict[str, Any]) -> str:
    """The report as a text table, as its measure words it, under the lab's answer."""
    return LABS.of(report["game"]).measure.format(report) + "\n  answer: " + report["answer"]


def figure_text(result: dict[str, Any], name: str, unit: str = "", digits: int = 1) -> str:
    """A result's figure as the text table shows it (the one rule of :func:`~game.tools.labstats.shown`)."""
    return labstats.shown(labstats.Estimate.from_json(result["figures"][name]), unit, digits)


def verdict_lines(report: dict[str, Any]) -> list[str]:
    """Each variant's verdicts, a line each, as the text tables end."""
    words = lab_html.variant_labels(report)
    return [f"  {words[s]}: {'; '.join(v)}" for s, v in report.get("verdicts", {}).items()]


def format_outcome_lab(report: dict[str, Any]) -> str:
    unit = LABS.of(report["game"]).unit
    lines = [f"{spec(report['game']).title} lab: {report['games']} games per {unit}, {report['players']} players, "
             f"agents {','.join(report['agents'])}, seed {report['seed']}, {report['seconds']}s (95% intervals)"]
    lines.append(f"  {unit:<15}{'rounds':>18}  seat win rates; end triggers")
    for s, r in report["results"].items():
        seats = ", ".join(figure_text(r, f"seat_{i + 1}") for i in range(report["players"]))
        trig = ", ".join(f"{t} {100 * v:.0f}%" for t, v in r["end_triggers"].items())
        lines.append(f"  {s:<15}{figure_text(r, 'rounds'):>18}  {seats}; {trig}")
    lines.append("  verdicts:")
    lines += verdict_lines(report)
    return "\n".join(lines)


@dataclasses.dataclass(frozen=True)
class Measure:
    """What the lab gathers from each game of a variant, and how it sums and words the figures.

    ``name``: the report's ``measure``; ``play(job) -> result``: one game's plain figures, ``job``
    being ``(game id, variant, agent names, seed)`` (a module-level function: a process pool runs
    it); ``summarise(results, players)``: one variant's summary (its ``figures`` as
    :class:`~game.tools.labstats.Estimate` JSON, under the names :func:`common_figures` gives and
    the measure's own); ``format(report)``: the text table; ``findings(summary)``: the verdicts
    drawn from the measure's own figures, said after the shared ones.

    The HTML page (:mod:`game.tools.lab_html`): ``columns``, the figures shown after rounds, margin
    and first seat, with their unit; ``meanings``, ``{figure: (heading, meaning)}`` for the
    measure's own figures; ``html(report, words)``, its sections under the comparison (one per
    variant). The app (pygame: named by dotted strings, imported when drawn): ``charts``,
    ``(report, labels, save)`` drawing the measure's charts after the game length's; ``results``,
    the results panel's parts (:mod:`game.ui.play.lab_results`). Empty: the outcomes' own.
    """

    name: str
    play: Callable[[tuple[str, str, tuple[str, ...], int]], dict[str, Any]]
    summarise: Callable[[list[dict[str, Any]], int], dict[str, Any]]
    format: Callable[[dict[str, Any]], str]
    findings: Callable[[dict[str, Any]], list[str]] = lambda summary: []
    columns: tuple[tuple[str, str], ...] = (("vp_spread", ""),)
    meanings: Mapping[str, tuple[str, str]] = dataclasses.field(default_factory=dict)
    html: Callable[[dict[str, Any], dict[str, str]], list[str]] = lambda report, words: []
    charts: str = ""
    results: str = ""


OUTCOMES = Measure("outcomes", outcome_game, summarise_outcomes, format_outcome_lab)


@dataclasses.dataclass(frozen=True)
class LabSpec:
    """What the lab varies for a game and how its screens and charts word it (a game's entry in
    :data:`LABS`).

    ``variants``: the things compared (value and label); ``variant_setup(value)``: the
    set-up keywords a variant plays with (KeyError: no such variant); ``measure``: the figures
    gathered (:class:`Measure`; :data:`OUTCOMES` works for any game); ``unit``: one variant
    ("set", "option"); ``pick_prompt``: the error when none is picked; ``blurb``: the
    line beside the lab's title; ``title``: the lab's name for this game.
    ``more_variants``: those found at run time (custom files).

    Variants the player adds in the lab (all optional): ``open_variant(text)`` turns a typed
    file path into a :class:`~game.games.Choice`, or raises ValueError with one sentence saying why
    not (``open_hint()``: the sentence telling what to type, and where the player's folder is);
    ``mix_fields`` names set-up fields (one per part) whose values ``mix_variant(values)`` makes
    into a variant value; ``label_of(value)`` words a variant that is in no list (a mix, a file
    given on the command line).
    """

    variants: tuple[Choice, ...]
    variant_setup: Callable[[str], dict[str, Any]]
    unit: str
    pick_prompt: str
    blurb: str
    measure: Measure = OUTCOMES
    title: str = N_("Rules lab")
    off_by_default: tuple[str, ...] = ()
    more_variants: Callable[[], Sequence[Choice]] | None = None
    open_variant: Callable[[str], Choice] | None = None
    open_hint: Callable[[], str] | None = None
    mix_fields: tuple[str, ...] = ()
    mix_variant: Callable[[Mapping[str, Any]], str] | None = None
    label_of: Callable[[str], str] | None = None

    def all_variants(self) -> tuple[Choice, ...]:
        """The built-in variants, then those found at run time."""
        return tuple(self.variants) + (tuple(self.more_variants()) if self.more_variants else ())

    def label(self, value: str) -> str:
        """The words for a variant: its listed label, else ``label_of``'s, else the value."""
        for c in self.all_variants():
            if c.value == value:
                return c.label
        return self.label_of(value) if self.label_of else str(value)


LABS: Registrations[LabSpec] = Registrations("lab")


def add_lab_parser(sub: argparse._SubParsersAction[Any]) -> argparse.ArgumentParser:
    """Register ``lab`` on the main parser's subcommands."""
    p = sub.add_parser("lab", help="lab: how each variant of a game plays over AI games (JSON + charts)")
    ids = [g.id for g in LABS.games()]
    p.add_argument("--game", default=ids[0], choices=ids)
    p.add_argument("--sets", type=cliargs.names, default=None, help="comma-separated variants: "
                   + "; ".join(f"{g.id}: {', '.join(str(c.value) for c in LABS.of(g.id).variants)}"
                               for g in LABS.games()))
    p.add_argument("--set", action="append", default=[], metavar="VARIANT",
                   help="one more variant, repeatable: a value holding commas or a file's path (the game's "
                        "lab says which it takes)")
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
    summarise = LABS.of(key["game"]).measure.summarise

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
    default = [c.value for c in LABS.of(args.game).variants]
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
