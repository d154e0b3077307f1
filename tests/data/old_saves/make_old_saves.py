"""How the saves in this folder were made, with the code of commit a6f4dfb (before Avant Carde's
change token was renamed and Art Decko saved cards by code). Kept to show what they hold; to
make them again: ``git worktree add /tmp/orig a6f4dfb`` then, in /tmp/orig,
``PYTHONPATH=. python <this file> <out folder>``.

Random play, except that a change token is always spent when offered and an Art Decko New
Exhibitor choice is always cancelled (the offered bonuses changed since, so a random pick there
may no longer replay)."""
import random
import sys

from game import art_decko as ad, avant_carde as ac
from game.engine.session import Session

out = sys.argv[1]

def play(s, rnd, stop):
    while not s.over and not stop(s):
        d = s.decision
        opts = list(d.options)
        ch = [a for a in opts if a.kind == "change" or (d.kind == "exhibitor" and a.kind == "cancel")]
        s.apply(ch[0] if ch else rnd.choice(opts))

# 3 players: stop in a buy turn right after a change token was spent.
s = Session(ac, {"seed": 11}, [("Ada", "human"), ("Bob", "greedy"), ("Cy", "random")])
def spent(s):
    st = s.state
    return st.round >= 2 and any(p.spent_token for p in st.players) and any(p.token for p in st.players)
play(s, random.Random(1), spent)
assert not s.over and any(p.spent_token for p in s.state.players), "no token spent"
s.save(f"{out}/avant_carde_3p_change_token.json")
print("ac3", s.state.round, s.state.phase, [(p.token, p.spent_token) for p in s.state.players])

s = Session(ac, {"seed": 5, "solo": "normal"}, [("Ada", "human")])
play(s, random.Random(2), lambda s: s.state.round >= 3 and s.state.phase == "buy")
assert not s.over
s.save(f"{out}/avant_carde_solo.json")
print("solo", s.state.round, s.state.phase, s.state.token_section)

s = Session(ad, {"seed": 7}, [("Ann", "human"), ("Ben", "greedy"), ("Cy", "random")])
play(s, random.Random(3), lambda s: s.state.turn >= 10 and s.state.phase == "plan")
assert not s.over
s.save(f"{out}/art_decko_3p.json")
print("ad", s.state.turn, s.state.phase)
