"""The Gallerist's steps: one :class:`~game.engine.steps.StepBook` (:data:`BOOK`) of every decision
kind and every automatic step, and the words for an action asked at the wrong step.

A pending step is a task dict ``{"kind", "player", …}`` (built by :func:`new_task`) on the state's
``stack``; the turn's own decisions (``start``, ``turn``, ``ko``, ``easel``) come from its
``phase`` and are steps of the book too (:class:`PhaseStep`). A task is never changed once
pushed (a step that asks again pushes a new one), so ``clone`` shares them.

Every step answers some kinds of action (:meth:`GalleristStep.answers`) and judges them with
``check``, the one predicate the options and ``why_not`` both come from: an action it answers
gets :meth:`~GalleristStep.judge`'s reason, any other one the reason that it belongs elsewhere
(:meth:`~GalleristStep.elsewhere`: first the step under way, or when that action comes). The
modules that register steps: :mod:`~game.gallerist.turn` (start, turn, kicked out),
:mod:`~game.gallerist.auction` (easel), :mod:`~game.gallerist.executive` (tickets),
:mod:`~game.gallerist.spending` (pay, fame), :mod:`~game.gallerist.bonuses`,
:mod:`~game.gallerist.pieces` (source), :mod:`~game.gallerist.contracts`,
:mod:`~game.gallerist.reputation` and :mod:`~game.gallerist.location_steps`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.actions import Action
from game.engine.i18n import Cased, M, said
from game.engine.steps import NOT_A_CHOICE, Step, StepBook, Task, skipped
from game.gallerist.data import COLOUR_NAMES, COLOURS

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState

# A step left with one option resolves itself; one with none is dropped with a "skipped" event.
BOOK: StepBook[GalleristState] = StepBook("The Gallerist", forced=True, on_skip=skipped)
PHASE_STEPS = {"place": "start", "move": "turn", "act": "turn", "post": "turn", "ko": "ko", "auction": "easel"}


def new_task(kind: str, player: int, **args: Any) -> Task:
    """A pending step of ``kind`` for ``player`` with the arguments it needs."""
    return {"kind": kind, "player": player, **args}


class GalleristStep(Step["GalleristState"]):
    """A Gallerist step. ``takes``: the action kinds it answers; ``question``: what it asks;
    ``when``: when its actions come up, for one asked at a turn.

    A step with few fixed options overrides ``options`` (``judge`` then refuses what it does
    not list); the others list ``candidates`` and override ``judge``."""

    takes: frozenset[str] = frozenset()
    question = ""
    when: str | None = None
    settled: str | None = None     # the answer to its actions at every other step (start: once done)

    def answers(self, action: Action) -> bool:
        """Whether ``action`` is of a kind this step answers."""
        return action[0] in self.takes

    def prompt(self, state: GalleristState, task: Task) -> str:
        return M("{question} ({cause})", question=self.question, cause=said(state.cause))

    def options(self, state: GalleristState, task: Task) -> list[Action]:
        # The candidates are this step's own kinds of action: judge, the check for those, sorts them.
        judge = self.judge
        return [a for a in self.candidates(state, task) if judge(state, task, a) is None]

    def check(self, state: GalleristState, task: Task, action: Action) -> str | None:
        if self.answers(action):
            return self.judge(state, task, action)
        home = home_step(action)
        if home is not None and home.settled is not None:
            return home.settled
        return self.elsewhere(home)

    def judge(self, state: GalleristState, task: Task, action: Action) -> str | None:
        """Why ``action``, of a kind this step answers, cannot be taken (None: it can)."""
        return None if action in self.options(state, task) else NOT_A_CHOICE

    def elsewhere(self, home: GalleristStep | None) -> str:
        """Why an action of another step (``home``, None for no step) is no answer now."""
        return M("first answer the step under way: {question}", question=Cased(self.question, upper=False))


class PhaseStep(GalleristStep):
    """A decision of the turn itself, pending while the stack is empty: ``whose`` decides it."""

    def whose(self, state: GalleristState) -> int:
        raise NotImplementedError

    def prompt(self, state: GalleristState, task: Task) -> str:
        return self.question


class AutoStep(GalleristStep):
    """A step carried out without a choice (its ``run``)."""

    auto = True


def home_step(action: Action) -> GalleristStep | None:
    """The step that answers ``action`` (the first registered), or None."""
    for step in BOOK.steps.values():
        if isinstance(step, GalleristStep) and step.answers(action):
            return step
    return None


def colour_name(cid: str) -> str:
    return COLOUR_NAMES[COLOURS.index(cid)]


def sentence(text: str) -> str:
    """A reason as a sentence: capital first, full stop last."""
    if text[-1:] in (".", "?"):
        return M("{reason}", reason=Cased(text, upper=True))
    return M("{reason}.", reason=Cased(text, upper=True))
