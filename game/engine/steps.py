"""Pending steps and legality predicates: the one way a game declares what it waits for.

A game's turn is a sequence of *steps*: choose a location, pay, pick an artist… A step that
needs a choice is pushed as a **task** — a plain dict ``{"kind": ..., "player": ...}`` plus
whatever it needs — onto the state's stack, so a half-finished action survives ``clone()`` and a
save. Each kind of task has one :class:`Step` registered in the game's :class:`StepBook`:
it words the prompt, lists the options, resolves the chosen action, or (``auto``) runs without
asking anyone. Dispatch goes through the book, never through ``getattr`` on strings.

Every kind of action a player may take is judged by **one predicate** ``check(state, task,
action) -> reason | None``: the option list is the candidates it passes, and ``why_not`` is the
reason it gives, so a rule's condition is written once:

    >>> from game.engine.actions import Action
    >>> book = StepBook("toy")
    >>> @book.step("take")
    ... class Take(Step):
    ...     def candidates(self, st, task):
    ...         return [Action("take", n) for n in range(1, 4)]
    ...     def check(self, st, task, action):
    ...         return None if action[1] <= st["coins"] else f"Only {st['coins']} coins are left."
    ...     def resolve(self, st, task, action, events):
    ...         st["coins"] -= action[1]
    >>> st, task = {"coins": 2}, {"kind": "take", "player": 0}
    >>> [str(a) for a in book.options(st, task)]
    ['take 1', 'take 2']
    >>> book.why_not(st, task, Action("take", 3))
    'Only 2 coins are left.'
"""

from __future__ import annotations

from typing import Any, Callable, Generic, Iterable, TypeVar

from game.engine.actions import Action

Task = dict[str, Any]
"""A pending step as plain data: at least ``kind`` and ``player``."""

Events = list[dict[str, Any]]
S = TypeVar("S")
NOT_A_CHOICE = "That is not one of the choices now."


class Step(Generic[S]):
    """One kind of pending step. Subclasses override what their step needs.

    A choice step lists ``candidates`` (every action of its kind worth asking about) and judges
    each with ``check``; the options are the candidates ``check`` passes. A step whose options
    are few and fixed may override ``options`` instead and keep the default ``check`` (legal
    when listed). ``auto`` steps ``run`` without a decision.
    """

    kind: str = ""
    auto: bool = False

    def prompt(self, state: S, task: Task) -> str:
        """The question the decision asks, in the player's words."""
        return ""

    def candidates(self, state: S, task: Task) -> Iterable[Action]:
        """Every action this step could take (legal or not); ``check`` sorts them."""
        return ()

    def check(self, state: S, task: Task, action: Action) -> str | None:
        """Why ``action`` cannot be taken at this step (None: it can). The one predicate."""
        return None if action in self.options(state, task) else NOT_A_CHOICE

    def options(self, state: S, task: Task) -> list[Action]:
        """The legal actions: the candidates that pass :meth:`check`."""
        return [a for a in self.candidates(state, task) if self.check(state, task, a) is None]

    def resolve(self, state: S, task: Task, action: Action, events: Events) -> None:
        """Carry out the chosen (legal) action."""
        raise NotImplementedError(f"step {self.kind!r} takes no action")

    def run(self, state: S, task: Task, events: Events) -> None:
        """Carry out an ``auto`` step."""
        raise NotImplementedError(f"step {self.kind!r} is not automatic")

    def source(self, state: S, task: Task) -> str | None:
        """What raised this step, when that is not the phase itself (a power's id)."""
        return None


class StepBook(Generic[S]):
    """A game's steps by kind: register them with :meth:`step`, dispatch through the book."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.steps: dict[str, Step[S]] = {}

    def step(self, kind: str) -> Callable[[type[Step[S]]], type[Step[S]]]:
        """Class decorator: register one instance of the class as the step ``kind``."""
        def register(cls: type[Step[S]]) -> type[Step[S]]:
            if kind in self.steps:
                raise ValueError(f"{self.game} already has a step {kind!r}")
            inst = cls()
            inst.kind = kind
            self.steps[kind] = inst
            return cls
        return register

    def __getitem__(self, kind: str) -> Step[S]:
        try:
            return self.steps[kind]
        except KeyError:
            raise KeyError(f"{self.game} has no step {kind!r}") from None

    def __contains__(self, kind: object) -> bool:
        return kind in self.steps

    def options(self, state: S, task: Task) -> list[Action]:
        return self[task["kind"]].options(state, task)

    def why_not(self, state: S, task: Task, action: Action) -> str | None:
        return self[task["kind"]].check(state, task, action)

    def prompt(self, state: S, task: Task) -> str:
        return self[task["kind"]].prompt(state, task)

    def resolve(self, state: S, task: Task, action: Action, events: Events) -> None:
        self[task["kind"]].resolve(state, task, action, events)

    def run_auto(self, state: S, stack: list[Task], events: Events,
                 stop: Callable[[], bool] = lambda: False) -> None:
        """Run the top of ``stack`` while it is automatic or has nothing to choose (dropped).

        Stops at the first step that asks a player, when the stack is empty, or when
        ``stop()`` says so (the game ended)."""
        while stack and not stop():
            task = stack[-1]
            step = self[task["kind"]]
            if step.auto:
                stack.pop()
                step.run(state, task, events)
            elif not step.options(state, task):
                stack.pop()
            else:
                return

