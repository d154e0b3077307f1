"""How art_decko_2p_box_gold.json was made, with the code of commit 797b24a (before the command
line's and the engine's default starting Gold became the app's 1-1-3-4): a set-up naming no
starting Gold, whose state records ``starting_gold: ""`` (the box's split, 3-2-2-2). To make it
again: ``git worktree add /tmp/orig 797b24a`` then, in /tmp/orig,
``SDL_VIDEODRIVER=dummy PYTHONPATH=. python <this file> <out folder>``."""
import random
import sys

from game import art_decko
from game.engine.session import Session

s = Session(art_decko, {"seed": 11}, [("Ann", "human"), ("Ben", "random")])
rnd = random.Random(3)
while s.state.round < 3:
    s.apply(rnd.choice(s.state.decision().options))
s.save(f"{sys.argv[1]}/art_decko_2p_box_gold.json")
print(s.state.round, s.state.options, len(s.actions))
