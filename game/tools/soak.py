"""Seeded random games with invariant checks after every action — shared by the tests and ``bench``.

Which set-ups a game is soaked with, and which driver policy plays it, its
:class:`~game.games.ChecksSpec` says; the policies below are named there.

The driver reads the true state (it is a test harness, not an agent), so thousands
of games run quickly. It plays like the ``random`` agent: never stops while a card
can be played, prefers powers and buys in the buy turn, and stops trashing when its
deck gets small, so games finish.
"""

import importlib

from game.engine.rng import Rng
from game.games import load_object, spec

MIN_CARDS = 12


def avant_carde_policy(st, d, rng):
    """A uniformly random legal action, with the random agent's finishing rules."""
    opts = d.options
    if d.kind == "play" and len(opts) > 1:
        opts = opts[:-1]                           # the last play option is "stop"
    elif d.kind == "buy":
        opts = [o for o in opts if o.kind in ("use", "buy")] or opts
    elif any(o.kind == "trash" for o in opts):
        p = st.players[d.player]
        if len(p.hand) + len(p.deck) + len(p.discard) + len(p.line) <= MIN_CARDS:
            opts = [o for o in opts if o.kind != "trash"] or opts
    return opts[rng.randrange(len(opts))]


def art_decko_policy(st, d, rng):
    """The Art Decko ``random`` agent's policy (it needs nothing hidden)."""
    from game.ai.art_decko_agents import RandomArtDeckoAgent
    return RandomArtDeckoAgent().choose(None, None, d, rng)


def gallerist_policy(st, d, rng):
    """The Gallerist ``random`` agent's policy (it needs nothing hidden)."""
    from game.ai.gallerist_agents import RandomAgent
    return RandomAgent().choose(None, None, d, rng)


def policy_of(game_id):
    """The driver policy of ``game_id`` (its ``ChecksSpec.policy``)."""
    return load_object(spec(game_id).checks.policy)


def play_checked(game, setup, max_rounds=100, check=True, actions=None):
    """Play one game; returns ``(state, action log, violations)``. Violations stop the game."""
    check_invariants = importlib.import_module(game.__name__ + ".invariants").check_invariants
    policy = policy_of(game.GAME_ID)
    st = game.new_game(**setup)
    rng = Rng(setup["seed"] + 99)
    log = []
    while not st.is_over:
        if st.round > max_rounds:
            return st, log, [f"no end within {max_rounds} rounds"]
        d = st.decision()
        a = actions[len(log)] if actions else policy(st, d, rng)
        st.apply(a)
        log.append(a)
        if check:
            errors = check_invariants(st)
            if errors:
                return st, log, errors
    return st, log, []
