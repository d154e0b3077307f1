"""Seeded random games with invariant checks after every action — shared by the tests and ``bench``.

Which set-ups a game is soaked with, and which driver policy plays it, its :class:`ChecksSpec`
(its entry in :data:`CHECKS`) says; the other seeded runs that check a game (``bench
--fuzz-saves``, ``--monkey``, ``--fuzz-data``) read theirs there too.

The driver reads the true state (it is a test harness, not an agent), so thousands
of games run quickly; each game's policy (``soak_policy`` in its ``spec.py``) plays like its
``random`` agent, with whatever it needs so that games finish.
"""

from __future__ import annotations

import dataclasses
import importlib
from typing import TYPE_CHECKING, Any, Callable

from game.engine.rng import Rng
from game.games import Registrations, load_object

if TYPE_CHECKING:
    from collections.abc import Sequence
    from types import ModuleType

    from game.engine.actions import Action, Decision
    from game.engine.state import GameState


@dataclasses.dataclass(frozen=True)
class ChecksSpec:
    """A game's entry in :data:`CHECKS`: the seeded runs that check it (the soak and bench driver,
    fuzzing, the app's monkey).

    ``policy``: a dotted ``(state, decision, rng) -> action`` that finishes games quickly;
    ``soak``: named set-up makers ``(seed) -> new_game keywords`` (with ``players``);
    ``sample_games``: ``(setup, seats)`` pairs with AI seats, played to make sample saves;
    ``app_games``: ``(setup, seats)`` pairs (humans allowed) for the app's monkey run;
    ``custom_data``: ``(path part, dotted loader)`` for a player's own data files, fuzzed
    through the loader when a mutated file's path holds that part;
    ``ledger``: the dotted module of the game's log accounts ("": none), with ``tally(state)``
    (every public quantity) and ``unaccounted(before, events, after, names)`` (the changes the
    events' log lines do not account for): the soak replays the logged changes after every action.
    """

    policy: str
    soak: tuple[tuple[str, Callable[[int], dict[str, Any]]], ...]
    sample_games: tuple[tuple[dict[str, Any], tuple[tuple[str, str], ...]], ...]
    app_games: tuple[tuple[dict[str, Any], tuple[tuple[str, str], ...]], ...]
    custom_data: tuple[str, str] | None = None
    ledger: str = ""


CHECKS: Registrations[ChecksSpec] = Registrations("set of checks")


def policy_of(game_id: str) -> Callable[[GameState, Decision, Rng], Action]:
    """The driver policy of ``game_id`` (its ``ChecksSpec.policy``)."""
    return load_object(CHECKS.of(game_id).policy)


def play_checked(game: ModuleType, setup: dict[str, Any], max_rounds: int = 100, check: bool = True,
                 actions: Sequence[Action] | None = None,
                 unaccounted: list[str] | None = None) -> tuple[GameState, list[Action], list[str]]:
    """Play one game; returns ``(state, action log, violations)``. Violations stop the game.

    ``unaccounted``: a list to collect, after every action, the changes the game's log does not
    account for (its ``ChecksSpec.ledger``: replaying the logged changes must give every public
    quantity); left empty for a game without a ledger."""
    check_invariants = importlib.import_module(game.__name__ + ".invariants").check_invariants
    policy = policy_of(game.GAME_ID)
    ledger = CHECKS.of(game.GAME_ID).ledger if unaccounted is not None else ""
    accounts = importlib.import_module(ledger) if ledger else None
    names = [f"Player {p + 1}" for p in range(setup.get("players", 2))]
    st = game.new_game(**setup)
    rng = Rng(setup["seed"] + 99)
    log: list[Action] = []
    while not st.is_over:
        if st.round > max_rounds:
            return st, log, [f"no end within {max_rounds} rounds"]
        d = st.decision()
        a = actions[len(log)] if actions else policy(st, d, rng)
        before = accounts.tally(st) if accounts else None
        events = st.apply(a)
        if accounts and unaccounted is not None:
            unaccounted += [f"action {len(log)} {a}: {gap}"
                            for gap in accounts.unaccounted(before, events, accounts.tally(st), names)]
        log.append(a)
        if check:
            errors = check_invariants(st)
            if errors:
                return st, log, errors
    return st, log, []
