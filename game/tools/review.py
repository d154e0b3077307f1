"""``python main.py review SAVE``: a finished (or any saved) game's decisions judged by the coach.

:func:`review_game` replays the game from its set-up and action log, hands every decision of the
chosen seats that offered a real choice to :func:`game.ai.review.judge` (in worker processes, on
every core, or in this process for one worker), words the judgements with the game's
``describe``, and returns the review as plain data. Reviews are kept in the user folder under the
game's digest and the review's settings (:func:`cached_judgements`), so a game reviewed once reopens
at once, from its save, its autosave or the results screen alike.

    review SAVE [--seat N] [--budget S] [--samples K] [--workers W] [--json]
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import threading
import time
import unicodedata
from typing import Any, Callable, Sequence

from game.ai.review import (
    COACHES,
    CONFIRM_PAIRS,
    DEFAULT_SAMPLES,
    FLAGGED,
    WIDTH,
    Judgement,
    coach_adapter,
    coach_texts,
    decision_seed,
    judge,
    summarise,
    word,
)
from game.engine import i18n
from game.engine.actions import Action, Decision
from game.engine.paths import data_dir
from game.engine.safefile import UnreadableFile, read_json
from game.engine.saves import write_atomic
from game.games import spec
from game.tools.pools import process_pool

STOP_POLL = 0.2             # seconds between two looks at Stop while the workers judge
VERSION = 8                 # a cached review of another version is judged again (8: unsought moves played on)
_ADAPTERS: dict[str, Any] = {}   # one coach adapter per game in each process


class Point:
    """One decision to judge: where it is in the log, what the seat saw, what it played."""

    __slots__ = ("index", "round", "observation", "decision", "played", "state")

    def __init__(self, index: int, round_no: int, observation: dict[str, Any], decision: Decision,
                 played: Action, state: Any) -> None:
        self.index, self.round, self.observation = index, round_no, observation
        self.decision, self.played, self.state = decision, played, state


def decision_points(game: Any, setup: dict[str, Any], players: int, actions: Sequence[Action],
                    seats: Sequence[int] | None = None) -> list[Point]:
    """Every decision of ``seats`` (None: all) in the game that offered more than one option,
    with the position before it (a copy, for the game's words)."""
    state = game.new_game(players=players, **setup)
    points = []
    for i, action in enumerate(actions):
        d = state.decision()
        if d is None:
            break
        if (seats is None or d.player in seats) and len(d.options) > 1:
            points.append(Point(i, state.round, state.observation(d.player), d, action, state.clone()))
        state.apply(action)
    return points


def _judge_job(job: tuple[Any, ...]) -> dict[str, Any]:
    """A worker's judgement of one decision (plain data in, plain data out). An error comes back
    as a RuntimeError with its words: the game's own errors do not survive pickling, and a pool
    whose result cannot be read waits forever."""
    try:
        return _judged(job)
    except Exception as exc:  # noqa: BLE001 — any error, made readable across the pool
        raise RuntimeError(f"{type(exc).__name__}: {exc}") from None


def _judged(job: tuple[Any, ...]) -> dict[str, Any]:
    game_id, obs, decision, played, index, round_no, seed, samples, budget, width, confirm = job
    game_spec = spec(game_id)
    adapter = _ADAPTERS.get(game_id)
    if adapter is None:
        adapter = _ADAPTERS[game_id] = coach_adapter(game_id)
    j = judge(adapter, game_spec.module(), obs, decision, played, index, round_no, seed, samples,
              budget, width, confirm=confirm, **coach_texts(game_spec.id))
    return j.to_data()


def review_key(game_id: str, setup: dict[str, Any], players: int, actions: Sequence[Action],
               seats: Sequence[int] | None, samples: int | None, budget: float | None,
               confirm: int = 0) -> str:
    """The digest naming one review: the game exactly, the seats judged, the budget and the
    language its moves and reasons are worded in (they are kept as words: a review read in another
    language is judged again)."""
    text = json.dumps([VERSION, i18n.language(), game_id, setup, players, [str(a) for a in actions],
                       sorted(seats) if seats is not None else None, samples, budget, confirm],
                      sort_keys=True, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


MAX_REVIEW_BYTES = 8 * 1024 * 1024    # a kept review is some hundred KB; refuse anything absurd


def review_path(key: str) -> str:
    return str(data_dir() / "reviews" / f"{key}.json")


def cached_judgements(key: str, points: Sequence[Point]) -> tuple[list[Judgement], float] | None:
    """The judgements of the review kept under ``key`` and the seconds it took, or None: none kept,
    unreadable, or not what a review of this game writes (a damaged or edited file: the game is
    judged again). Each judgement is checked (:meth:`Judgement.from_kept`), and together they must
    be the game's: exactly one per decision of ``points``, in order, each naming that decision's
    seat, round, kind and the move played. Only the judgements are read back; the rest of a review
    is made again from them."""
    try:
        data = read_json(review_path(key), MAX_REVIEW_BYTES)   # regular files only: never a FIFO's hang
    except UnreadableFile:
        return None
    if not isinstance(data, dict) or data.get("key") != key or not isinstance(data.get("judgements"), list):
        return None
    if len(data["judgements"]) != len(points):
        return None
    try:
        judgements = [Judgement.from_kept(d) for d in data["judgements"]]
    except ValueError:
        return None
    seconds = data.get("seconds")
    if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not 0 <= seconds < 1e9:
        return None
    for j, p in zip(judgements, points):
        if ((j.index, j.seat, j.round, j.kind, j.played) !=
                (p.index, p.decision.player, p.round, p.decision.kind, str(p.played))
                or j.candidates > len(p.decision.options)):
            return None
    return judgements, float(seconds)


def keep_review(review: dict[str, Any]) -> None:
    """Write a review to the user folder (a failure only means it will be judged again)."""
    try:
        write_atomic(review_path(review["key"]), json.dumps(review))
    except OSError:
        pass


def review_game(game_id: str, setup: dict[str, Any], names: Sequence[str], actions: Sequence[Action],
                seats: Sequence[int] | None = None, samples: int | None = DEFAULT_SAMPLES,
                budget: float | None = None, workers: int | None = None, width: int = WIDTH,
                progress: Callable[[int, int], None] | None = None,
                stop: threading.Event | None = None, use_cache: bool = True,
                confirm: int | None = None) -> dict[str, Any] | None:
    """Judge the game's decisions; the review as plain data (None when ``stop`` was set).

    ``samples`` determinizations per decision, or (``samples`` None) ``budget`` seconds each;
    ``progress(done, total)`` is called as judgements arrive; a flag is confirmed by at most
    ``confirm`` pairs of games played to the end (0: not confirmed; None: as the game's coach asks)."""
    players = len(names)
    if confirm is None:
        confirm = COACHES.of(game_id).confirm
    key = review_key(game_id, setup, players, actions, seats, samples, budget, confirm)
    game = spec(game_id).module()
    points = decision_points(game, setup, players, actions, seats)
    if use_cache:
        kept = cached_judgements(key, points)
        if kept is not None:
            return _review(key, game_id, names, seats, samples, budget, *kept)
    seed = int(setup.get("seed", 0))
    jobs = [(game_id, p.observation, p.decision, p.played, p.index, p.round,
             decision_seed(seed, p.index), samples, budget, width, confirm) for p in points]
    t0 = time.perf_counter()
    results: list[dict[str, Any]] = []
    workers = max(1, workers if workers is not None else (os.cpu_count() or 1))
    if progress:
        progress(0, len(jobs))
    if workers == 1 or len(jobs) < 2:
        for job in jobs:
            if stop is not None and stop.is_set():
                return None
            results.append(_judge_job(job))
            if progress:
                progress(len(results), len(jobs))
    else:
        with process_pool(min(workers, len(jobs))) as pool:
            arriving = pool.imap_unordered(_judge_job, jobs)
            while len(results) < len(jobs):
                if stop is not None and stop.is_set():
                    return None             # leaving the block ends the workers at once
                try:
                    data = arriving.next(timeout=STOP_POLL)
                except multiprocessing.TimeoutError:
                    continue
                results.append(data)
                if progress:
                    progress(len(results), len(jobs))
    by_index = {p.index: p for p in points}
    judgements = sorted((Judgement.from_data(d) for d in results), key=lambda j: j.index)
    for j in judgements:
        word(game, by_index[j.index].state, j, names)
        # kept as words in the language in force (the cache key names it): a kept review is text
        j.played_words, j.best_words, j.reason = (i18n.tr(t) for t in (j.played_words, j.best_words, j.reason))
    review = _review(key, game_id, names, seats, samples, budget, judgements, round(time.perf_counter() - t0, 1))
    if use_cache:
        keep_review(review)
    return review


def _review(key: str, game_id: str, names: Sequence[str], seats: Sequence[int] | None, samples: int | None,
            budget: float | None, judgements: list[Judgement], seconds: float) -> dict[str, Any]:
    """A review as plain data: its settings, its judgements in game order and each seat's summary."""
    return {"key": key, "version": VERSION, "game": game_id, "names": list(names),
            "seats": None if seats is None else list(seats), "samples": samples, "budget": budget,
            "seconds": seconds, "judgements": [j.to_data() for j in judgements],
            "summary": summarise(judgements, len(names))}


def review_save(path: str, seat: int | None = None, samples: int | None = DEFAULT_SAMPLES,
                budget: float | None = None, workers: int | None = None,
                progress: Callable[[int, int], None] | None = None,
                confirm: int | None = None) -> dict[str, Any] | None:
    """:func:`review_game` of a save file, every seat or ``seat`` only (SaveError when it does not
    load; ValueError for a seat it does not have)."""
    from game.engine.session import Session
    from game.games import AGENTS, all_specs, check_setup
    session = Session.load(path, {g.id: g.module() for g in all_specs()}, agents=AGENTS,
                           check_setup=check_setup)
    if seat is not None and not 0 <= seat < len(session.seats):
        raise ValueError(f"argument --seat: the game has seats 0 to {len(session.seats) - 1}")
    # Names as a terminal shows them, so the game's words name a seat visibly too.
    return review_game(session.game.GAME_ID, session.setup, plain_names([s.name for s in session.seats]),
                       session.actions, None if seat is None else [seat], samples, budget, workers, progress=progress,
                       confirm=confirm)


def flagged(review: dict[str, Any]) -> list[dict[str, Any]]:
    """The judgements marked mistake or worse, in game order."""
    return [j for j in review["judgements"] if j["mark"] in FLAGGED]


def plain(text: str) -> str:
    """``text`` on one line of a terminal: every control or format character (a newline, an
    escape, a direction mark) and every run of spaces becomes one space. A seat's name may hold
    them, and a newline in it would forge lines of the review's output."""
    return " ".join("".join(" " if unicodedata.category(c) in _UNPRINTED else c for c in text).split())


_UNPRINTED = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def plain_names(names: Sequence[str]) -> list[str]:
    """Each seat's name for plain output (:func:`plain`); a name with nothing left to see (only
    direction marks or spaces) is the seat's default name, as the game's log says it."""
    return [plain(n) or f"Player {seat + 1}" for seat, n in enumerate(names)]


def print_review(review: dict[str, Any], as_json: bool) -> None:
    if as_json:
        print(json.dumps(review, indent=1))
        return
    names = plain_names(review["names"])
    for seat, s in review["summary"].items():
        print(f"{names[int(seat)]}: accuracy {s['accuracy']:.0f}%, {s['judged']} decisions judged, "
              f"{s['inaccuracy']} inaccuracies, {s['mistake']} mistakes, {s['blunder']} blunders "
              f"(mean loss {s['mean_loss']:.1f} points)")
    for j in review["judgements"]:
        if not j["mark"]:
            continue
        print(f"  round {j['round']:>2} {names[j['seat']]}: {j['mark']} (-{j['loss']:.0f}): "
              f"{plain(j['played_words'])}  |  better: {plain(j['best_words'])} — {plain(j['reason'])} "
              f"(win {100 * j['played_win']:.0f}% → {100 * j['best_win']:.0f}%"
              + (f", played to the end in {j['confirmed']} pairs of games)" if j.get("confirmed") else ")"))
    print(f"({review['seconds']}s)")


def add_review_parser(sub: Any) -> None:
    from game.tools import cliargs
    p = sub.add_parser("review", help="judge every decision of a saved game (the coach)")
    p.add_argument("save", help="a save file (from the app's Save, or its autosave)")
    p.add_argument("--seat", type=cliargs.between(0, cliargs.MAX_SEATS - 1), default=None,
                   help="judge this seat only (0-based; default every seat)")
    p.add_argument("--budget", type=cliargs.seconds, default=None, metavar="S",
                   help=f"seconds per decision instead of {DEFAULT_SAMPLES} samples each")
    p.add_argument("--samples", type=cliargs.positive, default=DEFAULT_SAMPLES, help="determinizations per decision")
    p.add_argument("--workers", type=cliargs.workers, default=None, help="processes (default: every core)")
    p.add_argument("--confirm", type=cliargs.count, default=None, metavar="N",
                   help=f"confirm each mistake or blunder by at most N pairs of games played to the end "
                        f"(e.g. {CONFIRM_PAIRS}; 0: flags from the look-ahead alone; "
                        f"default: as the game's coach does)")
    p.add_argument("--json", action="store_true", help="print the review as one JSON object")
    p.set_defaults(func=_cmd_review)


def _cmd_review(args: Any) -> int:
    from game.engine.errors import SaveError
    try:
        review = review_save(args.save, args.seat, None if args.budget is not None else args.samples,
                             args.budget, args.workers, confirm=args.confirm)
    except SaveError as exc:
        raise ValueError(str(exc)) from None
    assert review is not None             # nothing stops a command-line review
    print_review(review, args.json)
    return 0
