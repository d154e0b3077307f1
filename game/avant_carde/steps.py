"""Avant Carde's pending steps: the one :class:`~game.engine.steps.StepBook` every step registers in.

The phases' own decisions (``play``: play a card or stop; ``buy``: buy, bury, use a power, spend the
change token or end the turn) and every choice a patron's power raises are :class:`AvantCardeStep` s
of this one book. A power's choice is pushed as a *task* (a plain dict, so a half-resolved power survives
``clone()`` and a save) onto ``state.tasks``; the pending decision is the top task's, else the
phase's own. The state's ``decision``, ``apply`` and ``why_not`` dispatch through :data:`STEPS`.

Conventions: every choice a power offers may be declined (``skip``) unless the power's whole point
is the choice (Dealer, Hipster's drawn card); a task whose options would be empty is dropped
without asking.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.engine.actions import Action
from game.engine.steps import Step, StepBook, Task

STEPS: StepBook[Any] = StepBook("avant-carde")
PHASES = ("play", "buy")
"""The steps that are a phase's own decision, never a pushed task."""
SKIP = Action("skip")
NOT_NOW = "Not available now."
"""Why an action of no kind the pending step takes is refused."""


class AvantCardeStep(Step[Any]):
    """A step of Avant Carde. ``power``: the id of the power that raises it (the decision's
    ``source``), None for a phase's own decision and for a step that names its power in the
    task's ``reason`` (a generic trash, conceal or unveil)."""

    power: str | None = None

    def source(self, state: Any, task: Task) -> str | None:
        return task.get("reason") or self.power


def phase_task(state: Any) -> Task:
    """The phase's own step for the seat to act (``{"kind": "play"|"buy", "player": seat}``)."""
    return {"kind": state.phase, "player": state.queue[0]}


def push(state: Any, kind: str, seat: int, **fields: Any) -> None:
    """Push a task of ``kind`` for ``seat`` (it asks before whatever is below it)."""
    fields.update(kind=kind, player=seat)
    state.tasks.append(fields)


def card_choice(verb: str, state: Any, cards: Iterable[int], optional: bool = True) -> list[Action]:
    """``verb <code>`` for each card, then ``skip`` when the choice may be declined."""
    opts = [Action(verb, state.code(c)) for c in cards]
    if opts and optional:
        opts.append(SKIP)
    return opts
