"""The vocabulary of an Art Decko turn: its phases, the stages of a planned action, the
:class:`Plan` being prepared, and the shared :class:`~game.engine.actions.Action` objects.

Plain data only (no rules): the state, its steps, the saves and the view all speak it.
"""

from __future__ import annotations

from typing import NamedTuple

from game.engine.actions import Action, ActionArg

PH_ACTION, PH_PLAN, PH_DISCARD, PH_OVER = "action", "plan", "discard", "over"
ST_MARKER, ST_EXHIBITOR, ST_PAY = "marker", "exhibitor", "pay"
PHASES = (PH_ACTION, PH_PLAN, PH_DISCARD, PH_OVER)
# The automatic steps of a turn's course (:mod:`game.art_decko.turn`): phases a move passes
# through, never one the game rests in (so never in a save, nor in :data:`PHASES`).
PH_CLEANUP, PH_END_TURN, PH_START_TURN, PH_FINAL = "cleanup", "end_turn", "start_turn", "final_scoring"
STAGES = (ST_MARKER, ST_EXHIBITOR, ST_PAY)

_ACTIONS: dict[tuple[ActionArg, ...], Action] = {}


def act(kind: str, *args: ActionArg) -> Action:
    """The shared Action ``kind args…`` (actions are immutable, so one object serves all)."""
    parts = (kind, *args)
    a = _ACTIONS.get(parts)
    if a is None:
        a = _ACTIONS[parts] = Action(kind, *args)
    return a


class Plan(NamedTuple):
    """An action being prepared. Immutable: every toggle makes a new Plan."""

    kind: str            # "acquire" or "show"
    where: int           # location index (acquire) or exhibition index (show)
    card: int            # the card to take, or the painting to show
    stage: str           # ST_MARKER, ST_EXHIBITOR or ST_PAY
    marker: int = -1     # show: the invitation marker to take
    bonus: int = -1      # show: the New Exhibitor space to claim; -1 none
    second: int = -1     # acquire with Fancy Noble: a second painting from the same gallery
    paid: tuple[tuple[int, bool], ...] = ()     # ((card, uses_ability), ...) in the order added
