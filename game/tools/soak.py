"""Seeded random games with invariant checks after every action — shared by the tests and ``bench``
(both games).

The driver reads the true state (it is a test harness, not an agent), so thousands
of games run quickly. It plays like the ``random`` agent: never stops while a card
can be played, prefers powers and buys in the buy turn, and stops trashing when its
deck gets small, so games finish.
"""

import importlib
import random

from game.engine.rng import Rng

AC_SETS = ("new_yorkers", "tokyoites", "parisians", "londoners")
MIN_CARDS = 12


def random_policy(st, d, rng):
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


POLICIES = {"avant-carde": random_policy, "art-decko": art_decko_policy}


def art_decko_setup(seed):
    """A varied Art Decko set-up: 2-4 players, with or without the Gold bonus tiles."""
    r = random.Random(seed)
    return {"players": r.randint(2, 4), "seed": seed, "options": {"gold_tiles": r.random() < 0.7}}


def avant_carde_setup(seed, patrons=None, solo=False):
    """A varied game set-up for ``seed``: 2-5 players and every option value, or solo."""
    r = random.Random(seed)
    if solo:
        return {"players": 1, "seed": seed, "patrons": patrons or r.choice(AC_SETS + ("random",)),
                "solo": r.choice(("easy", "normal", "hard", "expert"))}
    return {"players": r.randint(2, 5), "seed": seed, "patrons": patrons or r.choice(AC_SETS + ("random",)),
            "options": {"gems": r.choice(("rulebook", "instructions")),
                        "tiebreak": r.choice(("rulebook", "instructions")),
                        "beginner_shuffle": r.random() < 0.25}}


def play_checked(game, setup, max_rounds=100, check=True, actions=None):
    """Play one game; returns ``(state, action log, violations)``. Violations stop the game."""
    check_invariants = importlib.import_module(game.__name__ + ".invariants").check_invariants
    policy = POLICIES[game.GAME_ID]
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
