"""``python main.py bench --coach --game G --games N``: how well the coach finds planted mistakes.

Medium plays medium (two seats). At random decisions of one seat (a share ``plant_rate`` of
them, the seat alternating by game) medium's move is replaced by a random other legal move:
a *planted* move. The finished game is reviewed as a player would review it (both seats, the
default budget), and each move's truth is measured from the *true* state — the hidden cards as
they really are at the move — by ``truth`` paired playouts of medium to the end of the game. The
chance still to come is drawn afresh for each pair (the game's ``fresh_future``: the order of every
pile no seat has seen, decks and stacks shuffled at set-up, and the generator of reshuffles and
bags), and both playouts of a pair share it and the agents' generators:

- a planted move's true loss is medium's move's win rate less the planted move's;
- a move of medium's own that the review marks mistake or worse is checked the same way
  against the move the review prefers (its true loss: the preferred move's rate less
  medium's). Medium's unflagged moves are not played out (they cannot be false alarms).

The truth is **sequential** (:func:`true_loss`): pairs of playouts are added a batch at a time
and the check stops as soon as the interval of the mean paired difference (``SEQ_Z`` standard
errors, wide enough for the many looks) lies wholly on one side of the threshold that matters —
:data:`RECALL_LOSS` for a planted move, :data:`CLEAN_LOSS` for a flag — or at ``truth`` games
(half as many pairs); the mean then says the side, and the check is counted as capped. A move
whose loss is far from its threshold costs a few dozen games instead of hundreds.

Why the future is drawn afresh: a move's loss is a property of the position it was played in,
over what may yet come. Played on with the game's own generator, every playout met the one
future the game went on to have, so the truth measured hindsight: a move that loses most
futures but wins the one dealt counted as sound, and in a game that one future decided the two
moves tied in every pair (docs/ai.md, "Flags that are right"). A new generator alone is not
enough: every game shuffles its decks and stacks when it deals them, so their order is that one
future too, and a truth that kept it blamed moves for the cards still to be drawn (docs/ai.md,
"The truth's future").

Figures per game: ``planted``; ``recall`` — of the planted moves whose true loss is at least
:data:`RECALL_LOSS` points, the share the review marks mistake or worse; ``precision`` — of
medium's own moves the review marks mistake or worse, the share whose true loss is at least
:data:`CLEAN_LOSS` points (``--plant-rate 0``: medium against medium, nothing planted);
``false_alarm`` — those whose true loss is below it, as a share of all of medium's judged moves;
``confirmed`` and ``lifted`` — medium's own moves the look-ahead flagged that were played to the end,
and those of them the games played to the end did not confirm; ``seconds_per_game`` — the review's
wall time. Each share comes with a 95% Wilson interval.
"""

from __future__ import annotations

import json
import math
import os
import time
from typing import Any, Mapping, Sequence

from game.ai.review import COACHES, DEFAULT_SAMPLES, FLAGGED
from game.engine.actions import Action, parse_action
from game.engine.rng import Rng
from game.games import make_agent, spec
from game.tools.pools import process_pool
from game.tools.progress import Progress
from game.tools.review import review_game

RECALL_LOSS = 10.0          # points: a planted move at least this bad should be found
CLEAN_LOSS = 3.0            # points: a move of medium's less bad than this should not be flagged
MAX_ROUNDS = 200
TARGETS = {"recall": 0.8, "precision": 0.8, "false_alarm": 0.1, "seconds_per_game": 60.0}
SEQ_BATCH = 16              # pairs of playouts added between two looks at a check
SEQ_MIN = 32                # pairs before a check may stop (16 equal pairs say little)
FUTURE_SALT = 0xF0CA5       # keeps a playout's future generator apart from its agents'
SEQ_Z = 2.5                 # standard errors the interval spans at each look: ~2% out of bounds over 12 looks

TRUTH_RULE = "sequential, fresh future, unseen piles shuffled"   # a kept record's truths are of this rule
CheckKey = tuple[int, str, int, str, str]    # a check's game seed, kind, move, better move and move played


def wilson(hits: int, n: int, z: float = 1.96) -> list[float]:
    """The 95% Wilson score interval of a share ``hits / n`` ([0, 1] when n is 0)."""
    if n == 0:
        return [0.0, 1.0]
    p = hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3)]


def play_planted(game_id: str, seed: int, plant_rate: float) -> tuple[list[Action], list[dict[str, Any]], Any]:
    """A medium-against-medium game with planted moves: ``(actions, moves, start state)``; each
    move of the planted seat ``{"index", "seat", "medium", "played", "planted"}``."""
    game = spec(game_id).module()
    state = game.new_game(players=2, seed=seed)
    start = state.clone()
    agents = [make_agent(game_id, "medium") for _ in range(2)]
    rngs = [Rng(seed * 1_000_003 + 17 * i + 1) for i in range(2)]
    plant = Rng(seed ^ 0xC0AC4)
    seat = seed % 2
    actions: list[Action] = []
    moves = []
    while not state.is_over and state.round <= MAX_ROUNDS:
        d = state.decision()
        action = agents[d.player].choose(game, state.observation(d.player), d, rngs[d.player])
        played = action
        if d.player == seat and len(d.options) > 1 and plant.random() < plant_rate:
            others = [o for o in d.options if o != action]
            played = others[plant.randrange(len(others))]
        if d.player == seat and len(d.options) > 1:
            moves.append({"index": len(actions), "seat": seat, "medium": str(action), "played": str(played),
                          "planted": played != action})
        state.apply(played)
        actions.append(played)
    return actions, moves, start


def true_loss(job: tuple[Any, ...]) -> dict[str, Any]:
    """One move's true loss, sequentially (see the module docstring): ``better`` and ``worse``
    each played on from the state after ``actions`` by pairs of medium playouts sharing their
    generators, until the interval settles which side of ``threshold`` points the loss is on, or
    ``cap`` games. ``{"true_loss", "games", "error", "side"}`` (side: "above", "below" or
    "capped")."""
    game_id, start_data, actions, better, worse, seat, cap, seed, threshold = job
    diffs: list[float] = []
    side = "capped"
    while 2 * len(diffs) < cap:
        ks = range(len(diffs), min(len(diffs) + SEQ_BATCH, cap // 2))
        good = _results(game_id, start_data, actions, better, seat, seed, ks)
        bad = _results(game_id, start_data, actions, worse, seat, seed, ks)
        diffs += [100.0 * (g - b) for g, b in zip(good, bad)]
        mean, error = _mean_error(diffs)
        if len(diffs) >= SEQ_MIN and mean - SEQ_Z * error >= threshold:
            side = "above"
            break
        if len(diffs) >= SEQ_MIN and mean + SEQ_Z * error < threshold:
            side = "below"
            break
    mean, error = _mean_error(diffs)
    return {"true_loss": round(mean, 1), "games": 2 * len(diffs), "error": round(error, 2), "side": side}


def _mean_error(xs: list[float]) -> tuple[float, float]:
    """The mean of ``xs`` and its standard error (infinite below two)."""
    n = len(xs)
    mean = sum(xs) / n if n else 0.0
    if n < 2:
        return mean, math.inf
    return mean, math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1) / n)


def _results(game_id: str, start_data: Any, actions: list[str], move: str, seat: int, seed: int,
             ks: range) -> list[float]:
    """Seat's result in playout k for each k of ``ks``: ``move`` played from the state after
    ``actions``, then medium to the end, on the future of :func:`playout_start`. Playout k gives
    every move judged the same agents' generators and the same future, so two moves' results
    are paired."""
    game = spec(game_id).module()
    base = game.from_data(start_data)
    for a in actions:
        base.apply(parse_action(a))
    agents = [make_agent(game_id, "medium") for _ in range(2)]
    results = []
    for k in ks:
        state = playout_start(game, base, move, seed, k)
        rngs = [Rng(seed * 7919 + 31 * k + i) for i in range(2)]
        while not state.is_over and state.round <= MAX_ROUNDS:
            d = state.decision()
            state.apply(agents[d.player].choose(game, state.observation(d.player), d, rngs[d.player]))
        winners = state.summary()["winners"]
        results.append(1.0 / len(winners) if seat in winners else 0.0)
    return results


def playout_start(game: Any, base: Any, move: str, seed: int, k: int) -> Any:
    """A copy of the true state ``base`` given playout k's own future (``game.fresh_future``: the
    piles no seat has seen shuffled and a new generator, the same for every move of pair k), then
    ``move`` played on it."""
    state = game.fresh_future(base, Rng((seed * 7919 + 31 * k) ^ FUTURE_SALT))
    state.apply(parse_action(move))
    return state


def truth_job(game_id: str, seed: int, start: Any, actions: Sequence[Action], n: int, kind: str, index: int,
              better: str, worse: str, seat: int, truth: int) -> tuple[Any, ...]:
    """The :func:`true_loss` job of a game's ``n``-th check (its generators are the check's own):
    ``better`` against ``worse`` for ``seat`` at move ``index`` of the game dealt as ``start``, at
    the threshold of its kind, at most ``truth`` games."""
    return (game_id, start.to_data(), [str(a) for a in actions[:index]], better, worse, seat, truth,
            seed * 101 + n, RECALL_LOSS if kind == "planted" else CLEAN_LOSS)


def bench_game(game_id: str, seed: int, plant_rate: float, truth: int, samples: int,
               workers: int, confirm: int | None = None, kept: Mapping[CheckKey, dict[str, Any]] | None = None,
               ) -> dict[str, Any]:
    """One game played, reviewed and checked: its moves with review marks and true losses. A
    check ``kept`` holds the truth of (the same game's seed, kind, move, better move and move
    played) keeps it, marked ``truth_reused``: a truth does not depend on the review."""
    actions, moves, start = play_planted(game_id, seed, plant_rate)
    t0 = time.perf_counter()
    review = review_game(game_id, {"seed": seed}, ["A", "B"], actions, None, samples, None, workers,
                         use_cache=False, confirm=confirm)
    seconds = time.perf_counter() - t0
    assert review is not None
    judged = {j["index"]: j for j in review["judgements"]}
    # Medium's own moves of both seats: every decision judged that was not planted.
    planted_at = {m["index"] for m in moves if m["planted"]}
    own = [j for j in review["judgements"] if j["index"] not in planted_at and j["candidates"] > 1]
    checks = []   # (kind, judgement, better move, worse move)
    for m in moves:
        if m["planted"]:
            checks.append(("planted", judged[m["index"]], m["medium"], m["played"]))
    for j in own:
        if j["mark"] in FLAGGED:
            checks.append(("own", j, j["best"], j["played"]))
    kept = kept or {}
    keys = [(seed, kind, j["index"], better, worse) for kind, j, better, worse in checks]
    jobs = [truth_job(game_id, seed, start, actions, n, kind, j["index"], better, worse, j["seat"], truth)
            for n, (kind, j, better, worse) in enumerate(checks) if keys[n] not in kept]
    if workers > 1 and len(jobs) > 1:
        with process_pool(min(workers, len(jobs))) as pool:
            truths = pool.map(true_loss, jobs)
    else:
        truths = [true_loss(job) for job in jobs]
    measured = iter(truths)
    out = []
    for key, (kind, j, better, worse) in zip(keys, checks):
        reused = key in kept
        out.append({"kind": kind, "index": j["index"], "mark": j["mark"], "review_loss": j["loss"],
                    "confirmed": j.get("confirmed", 0), "better": better, "worse": worse,
                    **(kept[key] if reused else next(measured)), **({"truth_reused": True} if reused else {})})
    confirmed = [j for j in own if j.get("confirmed")]
    return {"seed": seed, "seconds": round(seconds, 1), "own_judged": len(own), "checks": out,
            "confirmed": len(confirmed), "lifted": sum(1 for j in confirmed if j["mark"] not in FLAGGED)}


def coach_figures(games: list[dict[str, Any]]) -> dict[str, Any]:
    """The benchmark's figures over the benched games (see the module docstring)."""
    planted = [c for g in games for c in g["checks"] if c["kind"] == "planted"]
    bad = [c for c in planted if c["true_loss"] >= RECALL_LOSS]
    found = sum(1 for c in bad if c["mark"] in FLAGGED)
    own = sum(g["own_judged"] for g in games)
    flagged = [c for g in games for c in g["checks"] if c["kind"] == "own"]
    alarms = sum(1 for c in flagged if c["true_loss"] < CLEAN_LOSS)
    right = len(flagged) - alarms
    seconds = [g["seconds"] for g in games]
    figures = {"games": len(games), "planted": len(planted), "planted_bad": len(bad),
               "recall": round(found / len(bad), 3) if bad else None, "recall_interval": wilson(found, len(bad)),
               "own_judged": own, "own_flagged": len(flagged),
               "precision": round(right / len(flagged), 3) if flagged else None,
               "precision_interval": wilson(right, len(flagged)),
               "confirmed": sum(g.get("confirmed", 0) for g in games),
               "lifted": sum(g.get("lifted", 0) for g in games),
               "capped": sum(1 for g in games for c in g["checks"] if c.get("side") == "capped"),
               "false_alarms": alarms,
               "false_alarm": round(alarms / own, 3) if own else None, "false_alarm_interval": wilson(alarms, own),
               "seconds_per_game": round(sum(seconds) / len(seconds), 1) if seconds else None}
    figures["met"] = {
        "recall": figures["recall"] is None or figures["recall"] >= TARGETS["recall"],
        "precision": figures["precision"] is None or figures["precision"] >= TARGETS["precision"],
        "false_alarm": figures["false_alarm"] is not None and figures["false_alarm"] <= TARGETS["false_alarm"],
        "seconds_per_game": figures["seconds_per_game"] is not None
        and figures["seconds_per_game"] <= TARGETS["seconds_per_game"]}
    return figures


RECORD_MAX_BYTES = 64 * 1024 * 1024      # thousands of benched games are well under this


def record_key(args: Any, game_ids: list[str]) -> dict[str, Any]:
    """What a kept record must share with a run that goes on from it: every setting that changes
    a game's figures (the number of games may grow; the workers change nothing), the confirmation
    as each game's review makes it."""
    from game.tools.review import VERSION
    confirm = {g: COACHES.of(g).confirm if args.confirm is None else args.confirm for g in game_ids}
    return {"seed": args.seed, "truth": args.truth, "samples": args.samples, "plant_rate": args.plant_rate,
            "truth_rule": TRUTH_RULE, "review": VERSION, "confirm": confirm}


def read_record(path: str, key: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """The games a run kept in ``path`` with the same settings (``key``), per game id: read as
    every file a command reads, and checked now, so a damaged record is refused in one sentence
    before any game is played. ValueError."""
    from game.tools.keptrun import read_kept_run
    if not os.path.lexists(path):
        return {}

    def check(games: dict[str, Any]) -> None:
        for records in games.values():
            coach_figures(records)
            if any(not isinstance(r["seed"], int) for r in records):
                raise TypeError

    return read_kept_run(path, key, "games", dict, RECORD_MAX_BYTES, "--out",
                         "is not a record of bench --coach; give a new file, or move this one away",
                         "holds a run with other settings (--seed, --truth, --samples, --plant-rate, --confirm); "
                         "give the same ones or a new file", check)


def run_coach_bench(args: Any) -> int:
    """``bench --coach``: one JSON object per game (``--json``), or the figures in words. With
    ``--out FILE`` every benched game is kept there as soon as it is done, and a run with the same
    settings goes on from what the file holds (the games already there are not played again)."""
    from game.engine.saves import write_atomic
    specs = [spec(args.game)] if args.game else COACHES.games()
    workers = args.workers or os.cpu_count() or 1
    key = record_key(args, [g.id for g in specs])
    kept: dict[str, list[dict[str, Any]]] = {}
    if args.out:
        from game.tools import cliargs
        cliargs.output_file(args.out, "--out")          # before any game is played
        kept = read_record(args.out, key)
    failed = False
    for game_spec in specs:
        records = kept.setdefault(game_spec.id, [])
        done = {r["seed"] for r in records}
        todo = [args.seed + g for g in range(args.games) if args.seed + g not in done]
        bar = None if args.json or not todo else Progress(len(todo), "games", delay=0.5)
        for n, seed in enumerate(todo):
            records.append(bench_game(game_spec.id, seed, args.plant_rate, args.truth, args.samples, workers,
                                      args.confirm))
            if args.out:
                write_atomic(args.out, json.dumps({"key": key, "games": kept}))
            if bar:
                bar.update(n + 1)
        if bar:
            bar.close()
        games = [r for r in records if args.seed <= r["seed"] < args.seed + args.games]
        figures = {"game": game_spec.id, **coach_figures(games), "truth_playouts": args.truth,
                   "samples": args.samples, "plant_rate": args.plant_rate, "seed": args.seed, "workers": workers}
        failed |= not all(figures["met"].values())
        if args.json:
            print(json.dumps(figures))
        else:
            print(f"{game_spec.title}: {figures['planted']} planted ({figures['planted_bad']} losing ≥ "
                  f"{RECALL_LOSS:g} points), recall {figures['recall']} {figures['recall_interval']}, "
                  f"precision {figures['precision']} {figures['precision_interval']} of "
                  f"{figures['own_flagged']} flags ({figures['capped']} checks capped; {figures['lifted']} of "
                  f"{figures['confirmed']} look-ahead flags lifted by games played to the end), "
                  f"false alarms {figures['false_alarms']}/{figures['own_judged']} = {figures['false_alarm']} "
                  f"{figures['false_alarm_interval']}, {figures['seconds_per_game']} s a game review "
                  f"(truth: sequential, at most {args.truth} games a move)")
    return 1 if failed else 0


def add_coach_flags(bench: Any) -> None:
    """``bench --coach`` and the flags that tune it."""
    from game.tools import cliargs
    bench.add_argument("--coach", action="store_true",
                       help="instead: how well the coach's review finds planted mistakes (docs/ai.md)")
    bench.add_argument("--games", type=cliargs.positive, default=20, help="games for --coach")
    bench.add_argument("--seed", type=cliargs.seed, default=1, help="first game's seed for --coach")
    bench.add_argument("--truth", type=cliargs.positive, default=400,
                       help="at most this many games of medium (in pairs) measure a checked move's true loss, "
                            "fewer once the interval settles it (--coach)")
    bench.add_argument("--samples", type=cliargs.positive, default=DEFAULT_SAMPLES,
                       help="the review's determinizations per decision (--coach)")
    bench.add_argument("--confirm", type=cliargs.count, default=None, metavar="N",
                       help="--coach: the review confirms each flag by at most N pairs of games played to the end "
                            "(0: never; default: as the game's coach does)")
    bench.add_argument("--json", action="store_true",
                       help="--coach: one JSON object per game; --online, --fuzz-online: one JSON object")
    bench.add_argument("--plant-rate", type=cliargs.share_or_none, default=0.1,
                       help="share of the seat's decisions planted (--coach; 0: medium against medium, for "
                            "the flags' precision)")
    bench.add_argument("--out", default=None, metavar="FILE",
                       help="--coach: keep each benched game in FILE as it ends, and go on from the games "
                            "FILE holds for the same settings")
