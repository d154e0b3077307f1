"""Recorded play of every registered game: what a change to the step machinery must leave as it is.

For each game in the registry, a handful of seeded games (solo where the game has it, then 2 to 4
seats) are played by the game's soak policy, and at every decision this records what a player and a
table see of it: the decision (seat, kind, prompt, source) and its options in order; the events of
the move; the log lines the move writes; the save; and the ``why_not`` answers for a fixed set of
probing actions (the previous decision's options, a bare and a nonsense action, the first option
asked by another seat). Each of these is folded into a running hash per part and written, per
decision, as a few hex digits: the first digits that differ say at which decision which part changed.

The actions played are stored too, in their text form, so a replay does not depend on the policy
(which may change): ``tests/test_step_fixtures.py`` replays them and compares.

Record the fixtures again (only when a change of behaviour is intended, and say so in the commit)::

    python tests/step_fixtures.py [GAME_ID ...]
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from typing import Any, Iterator, Sequence

if __name__ == "__main__":     # run as a script: the app's root on the path, as pytest puts it
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game import games
from game.engine.actions import Action, parse_action
from game.engine.contract import hooks_of
from game.engine.rng import Rng
from game.engine.state import GameState
from game.tools.soak import policy_of

FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "steps")
NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")
PARTS = ("decision", "events", "log", "save", "why_not")
DIGITS = 4            # hex digits written per decision and part (the hashes run on, so one change
                      # shows in every later decision too)
MAX_ACTIONS = 600     # a game longer than this is cut there (the fixture stays small and fast)
PROBES = (Action("nonsense"), Action("nonsense", 999))


def fixture_path(game_id: str) -> str:
    return os.path.join(FOLDER, f"{game_id}.json")


def plans(spec: games.GameInfo) -> list[tuple[int, int]]:
    """``(players, seed)`` of the games recorded for ``spec``: solo if it has it, then 2 to 4 seats."""
    counts = [n for n in (1, 2, 3, 4) if spec.min_players <= n <= spec.max_players]
    return [(n, 100 + 7 * n) for n in counts]


def _text(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str, ensure_ascii=False)


def _probes(state: GameState, players: int, before: Sequence[Action]) -> list[tuple[Action, int | None]]:
    """The actions asked about at this decision, with the seat asking (None: the seat to act)."""
    d = state.decision()
    assert d is not None
    probes: list[tuple[Action, int | None]] = [(a, None) for a in list(before)[:6]]
    probes += [(a, None) for a in PROBES]
    if d.options and players > 1:
        probes.append((d.options[0], (d.player + 1) % players))
    return probes


def _why_not(state: GameState, action: Action, seat: int | None) -> str | None:
    """``state.why_not``, or the name of what it raised (recorded as it is: the fixture is no judge)."""
    try:
        return state.why_not(action, seat)
    except Exception as exc:  # noqa: BLE001
        return f"!{type(exc).__name__}"


def _parts(state: GameState, players: int, before: Sequence[Action]) -> dict[str, str]:
    """What a decision shows, part by part, as text (see the module's docstring)."""
    d = state.decision()
    assert d is not None
    decision = _text([d.player, d.kind, str(d.prompt), d.source, state.simultaneous, [str(a) for a in d.options]])
    why = _text([[str(a), seat, _why_not(state, a, seat)] for a, seat in _probes(state, players, before)])
    return {"decision": decision, "why_not": why}


def _move(state: GameState, package: Any, hooks: Any, action: Action, names: Sequence[str]) -> dict[str, str]:
    """Apply ``action``: its events, its log lines and the save after it, as text."""
    d = state.decision()
    assert d is not None
    line = package.describe(state, d.player, action, names)
    if line is None:
        line = hooks.describe_choice(state, d.player, action, names)
    events = state.apply(action)
    lines = [line] + [package.describe_event(e, names) for e in events]
    return {"events": _text(events), "log": _text([None if x is None else str(x) for x in lines]),
            "save": _text(state.to_data())}


def play(game_id: str, players: int, seed: int, actions: Sequence[Action] | None = None,
         limit: int = MAX_ACTIONS) -> dict[str, Any]:
    """One game of ``game_id``: the actions played and the running hashes of each part, per decision.
    ``actions``: replay these instead of asking the policy (a replay stops where they end);
    ``limit``: the policy plays at most so many actions."""
    spec = games.spec(game_id)
    package = spec.module()
    hooks = hooks_of(package)
    policy = policy_of(game_id)
    names = NAMES[:players]
    rng = Rng(seed + 99)
    state = package.new_game(players=players, seed=seed)
    running = {part: hashlib.blake2b(digest_size=8) for part in PARTS}
    digests: dict[str, list[str]] = {part: [] for part in PARTS}
    played: list[str] = []
    before: Sequence[Action] = ()
    for n in _count(actions):
        if state.is_over or (actions is None and n >= limit):
            break
        d = state.decision()
        assert d is not None
        action = actions[n] if actions is not None else policy(state, d, rng)
        shown = _parts(state, players, before)
        if action not in d.options:
            raise AssertionError(f"{game_id} {players}p seed {seed}: action {n} {action} is no longer an option")
        shown.update(_move(state, package, hooks, action, names))
        for part in PARTS:
            running[part].update(shown[part].encode())
            digests[part].append(running[part].hexdigest()[:DIGITS])
        played.append(str(action))
        before = d.options
    return {"players": players, "seed": seed, "over": state.is_over, "actions": played,
            "digests": {part: "".join(v) for part, v in digests.items()}}


def _count(actions: Sequence[Action] | None) -> Iterator[int]:
    n = 0
    while actions is None or n < len(actions):
        yield n
        n += 1


def record(game_id: str) -> dict[str, Any]:
    return {"game": game_id, "digits": DIGITS,
            "games": [play(game_id, players, seed) for players, seed in plans(games.spec(game_id))]}


def replay(recorded: dict[str, Any]) -> dict[str, Any]:
    """The recorded games of a fixture played again from their actions, recorded the same way."""
    game_id = recorded["game"]
    return {"game": game_id, "digits": DIGITS,
            "games": [play(game_id, g["players"], g["seed"], [parse_action(a) for a in g["actions"]])
                      for g in recorded["games"]]}


def first_difference(recorded: dict[str, Any], now: dict[str, Any]) -> str | None:
    """Where ``now`` first departs from ``recorded``, in words (None: nowhere)."""
    for old, new in zip(recorded["games"], now["games"]):
        where = f"{recorded['game']}, {old['players']} seats, seed {old['seed']}"
        if old["over"] != new["over"]:
            return f"{where}: the game {'ends' if new['over'] else 'no longer ends'} after the recorded actions"
        for part in PARTS:
            a, b = old["digests"][part], new["digests"][part]
            if a != b:
                step = next(i for i in range(0, max(len(a), len(b)), DIGITS) if a[i:i + DIGITS] != b[i:i + DIGITS])
                n = step // DIGITS
                return f"{where}: part {part!r} differs first at decision {n} (before action {old['actions'][n]!r})"
    if len(recorded["games"]) != len(now["games"]):
        return f"{recorded['game']}: {len(now['games'])} games instead of {len(recorded['games'])}"
    return None


def main(argv: Sequence[str]) -> None:
    os.makedirs(FOLDER, exist_ok=True)
    for game_id in argv or games.game_ids():
        data = record(game_id)
        with open(fixture_path(game_id), "w", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"))
            f.write("\n")
        print(game_id, [(g["players"], len(g["actions"]), g["over"]) for g in data["games"]])


if __name__ == "__main__":
    os.environ.setdefault("VERNISSAGE_LANG", "en")
    main(sys.argv[1:])
