"""Seeded random games with invariant checks after every action — shared by the tests and ``bench``.

Which set-ups a game is soaked with, and which driver policy plays it, its
:class:`~game.games.ChecksSpec` says; the policies below are named there.

The driver reads the true state (it is a test harness, not an agent), so thousands
of games run quickly; each game's policy (``soak_policy`` in its ``spec.py``) plays like its
``random`` agent, with whatever it needs so that games finish.
"""

import importlib

from game.engine.rng import Rng
from game.games import load_object, spec


def policy_of(game_id):
    """The driver policy of ``game_id`` (its ``ChecksSpec.policy``)."""
    return load_object(spec(game_id).checks.policy)


def play_checked(game, setup, max_rounds=100, check=True, actions=None, unaccounted=None):
    """Play one game; returns ``(state, action log, violations)``. Violations stop the game.

    ``unaccounted``: a list to collect, after every action, the changes the game's log does not
    account for (its ``ChecksSpec.ledger``: replaying the logged changes must give every public
    quantity); left empty for a game without a ledger."""
    check_invariants = importlib.import_module(game.__name__ + ".invariants").check_invariants
    policy = policy_of(game.GAME_ID)
    ledger = spec(game.GAME_ID).checks.ledger if unaccounted is not None else ""
    accounts = importlib.import_module(ledger) if ledger else None
    names = [f"Player {p + 1}" for p in range(setup.get("players", 2))]
    st = game.new_game(**setup)
    rng = Rng(setup["seed"] + 99)
    log = []
    while not st.is_over:
        if st.round > max_rounds:
            return st, log, [f"no end within {max_rounds} rounds"]
        d = st.decision()
        a = actions[len(log)] if actions else policy(st, d, rng)
        before = accounts.tally(st) if accounts else None
        events = st.apply(a)
        if accounts:
            unaccounted += [f"action {len(log)} {a}: {gap}"
                            for gap in accounts.unaccounted(before, events, accounts.tally(st), names)]
        log.append(a)
        if check:
            errors = check_invariants(st)
            if errors:
                return st, log, errors
    return st, log, []
