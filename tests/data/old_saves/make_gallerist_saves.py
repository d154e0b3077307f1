"""How the Gallerist saves in this folder were made, with the code of commit 6fc39ba (before the
state's fields were renamed and its saves got a ``version``: ``infl``, ``cside``, ``casst`` …,
contracts and tasks by index). Kept to show what they hold; to make them again:
``git worktree add /tmp/orig 6fc39ba`` then, in /tmp/orig,
``SDL_VIDEODRIVER=dummy PYTHONPATH=. python <this file> <out folder>``.

Random play (never a pass while something else is possible) until the saved position holds
what the renamed fields hold: a fulfilled contract with an assistant on it, a step waiting on
the stack; the solitaire also a Lacerda that has moved."""
import random
import sys

from game import gallerist as ga
from game.engine.session import Session

out = sys.argv[1]


def play(s, rnd, stop):
    while not s.over and not stop(s):
        opts = [a for a in s.decision.options if a[0] != "pass"] or list(s.decision.options)
        s.apply(rnd.choice(opts))


def rich(st):
    return (st.round >= 6 and st.stack and any(any(sides) for sides in st.cside)
            and any(any(x) for x in st.casst))


s = Session(ga, {"seed": 12}, [("Ann", "human"), ("Ben", "greedy"), ("Cy", "random")])
play(s, random.Random(4), lambda s: rich(s.state))
assert not s.over, "the game ended first"
s.save(f"{out}/gallerist_3p.json")
print("ga3", s.state.round, s.state.phase, s.state.stack, s.state.cside, s.state.casst)

s = Session(ga, {"seed": 9}, [("Ann", "human")])
play(s, random.Random(6), lambda s: s.state.round >= 5 and s.state.stack and s.state.lac_loc >= 0)
assert not s.over, "the game ended first"
s.save(f"{out}/gallerist_solo.json")
print("solo", s.state.round, s.state.phase, s.state.stack, s.state.lac_loc, s.state.lac_supply)
