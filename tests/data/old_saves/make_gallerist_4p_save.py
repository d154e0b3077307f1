"""How gallerist_4p.json was made, with the code of commit eaa4251 (before the rule option
``seat_dollars``, which the app deals at 4 players): a 4-player set-up naming no option, every
seat starting with $10. To make it again: ``git worktree add /tmp/orig eaa4251`` then, in
/tmp/orig, ``SDL_VIDEODRIVER=dummy PYTHONPATH=. python <this file> <out folder>``."""
import random
import sys

from game import gallerist
from game.engine.session import Session

s = Session(gallerist, {"seed": 12}, [("Ann", "human"), ("Ben", "human"), ("Cy", "human"), ("Di", "human")])
rnd = random.Random(3)
for _ in range(40):
    s.apply(rnd.choice(s.state.decision().options))
s.save(f"{sys.argv[1]}/gallerist_4p.json")
print(s.state.start_player, s.state.money, len(s.actions))
