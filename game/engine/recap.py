"""The "last round" recap: every move the other players made since a seat's previous turn.

Built from a :class:`~game.engine.session.Session`'s action log (who made each action) and its
game log (the game's own ``describe`` words, tagged with the action that wrote them), filtered
by :meth:`~game.engine.session.Session.visible_log`, so the recap shows exactly what the log
would show that seat — nothing of a line still hidden.

    steps = recap(session, viewer)     # [RecapStep(seat, name, lines), ...], oldest first
"""

from __future__ import annotations

import dataclasses
from typing import Sequence

from game.engine.session import Session


@dataclasses.dataclass(frozen=True)
class RecapStep:
    """One player's run of moves, in the game's words, with what followed them; a line about
    another player (its buy turn starting) opens that player's step."""

    seat: int
    name: str
    lines: tuple[str, ...]


def recap_range(actors: Sequence[int], viewer: int) -> tuple[int, int]:
    """``(start, end)``: the actions since ``viewer``'s previous turn — after its last run of
    moves that is over, up to its current run (if it is acting now) or the newest action.
    A viewer that has not moved yet gets everything from the start."""
    end = len(actors)
    while end > 0 and actors[end - 1] == viewer:      # the turn the viewer is taking now
        end -= 1
    start = end
    while start > 0 and actors[start - 1] != viewer:
        start -= 1
    return start, end


def recap(session: Session, viewer: int | None) -> list[RecapStep]:
    """The steps since ``viewer``'s previous turn, oldest first (empty if nothing happened).
    ``viewer`` None (a table of computers only): the current round's moves."""
    if viewer is None:
        rnd = session.state.round
        start = next((line.index for line in session.log if line.round == rnd and line.index is not None),
                     len(session.actors))
        end = len(session.actors)
    else:
        start, end = recap_range(session.actors, viewer)
    names = [s.name for s in session.seats]
    steps: list[tuple[int, list[str]]] = []
    for line in session.visible_log(viewer):
        if line.index is None or not start <= line.index < end:
            continue
        seat = session.actors[line.index]
        if line.seat is not None and line.seat != viewer:
            seat = line.seat            # what followed concerns another player ("Cy starts the buy turn")
        if steps and steps[-1][0] == seat:
            steps[-1][1].append(line.text)
        else:
            steps.append((seat, [line.text]))
    return [RecapStep(seat, names[seat], tuple(lines)) for seat, lines in steps]
