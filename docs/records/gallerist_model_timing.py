"""The Gallerist's table models timed as the online server builds them (issues 39 and 44;
docs/performance.md, "The Gallerist's table model, built cheaper").

Plays four seeded games of ``greedy`` agents (3, 2, 4 players and the solitaire) and, after every
move, builds every seat's model with the server's own ``seat_model`` (each seat a person's, so the
seat to decide gets its options and reasons; each game's log entries kept from one model to the
next, as the server keeps them). Prints the CPU time per model; ``--hashes FILE`` writes the SHA-1
of every encoded model, one a line, so that two trees can be shown to send the same bytes;
``--profile`` adds cProfile's top functions. It uses only what main has had since the table model,
so the same file runs in a copy of an older tree (``cd`` there first):

    python docs/records/gallerist_model_timing.py --hashes before.txt
"""

from __future__ import annotations

import cProfile
import hashlib
import os
import pstats
import sys
import time
from typing import Any, Iterator

sys.path.insert(0, os.getcwd())

from game.engine.session import Session
from game.games import AGENTS, spec
from game.net.server import LogEntries, seat_model
from game.ui.play.model import encode

GAMES = ((12, 3), (5, 2), (7, 4), (3, 1))     # (seed, players)


def positions(seed: int, players: int) -> Iterator[tuple[Session, list[dict[str, Any]]]]:
    """Every position of a seeded game of greedy agents, with the events of the move that made it."""
    session = Session(spec("the-gallerist").module(), {"seed": seed},
                      [(f"P{i + 1}", "greedy") for i in range(players)], agents=AGENTS)
    while not session.over:
        request = session.ai_request()
        assert request is not None
        yield session, session.apply(session.ai_decide(request))


def main(args: list[str]) -> None:
    hashes = args[args.index("--hashes") + 1] if "--hashes" in args else None
    profile = cProfile.Profile() if "--profile" in args else None
    ms: list[float] = []
    digests: list[str] = []
    for seed, players in GAMES:
        entries = LogEntries()
        for session, events in positions(seed, players):
            for seat in range(players):
                session.seats[seat].player = "human"
                if profile is not None:
                    profile.enable()
                c0 = time.process_time()
                model = seat_model(session, seat, events, entries)
                ms.append((time.process_time() - c0) * 1000)
                if profile is not None:
                    profile.disable()
                session.seats[seat].player = "greedy"
                if hashes is not None:
                    digests.append(hashlib.sha1(encode(model)).hexdigest())
    ms.sort()
    print(f"{len(ms)} models: CPU mean {sum(ms) / len(ms):.3f} ms, median {ms[len(ms) // 2]:.3f} ms, "
          f"p95 {ms[int(len(ms) * 0.95)]:.3f} ms, max {ms[-1]:.3f} ms")
    if hashes is not None:
        with open(hashes, "w", encoding="utf-8") as f:
            f.write("\n".join(digests) + "\n")
    if profile is not None:
        pstats.Stats(profile).sort_stats("cumulative").print_stats(30)


if __name__ == "__main__":
    main(sys.argv[1:])
