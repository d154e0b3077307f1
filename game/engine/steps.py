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

    >>> from game.engine.actions import Action, Decision
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

from typing import Any, Callable, ClassVar, Generic, Iterable, NamedTuple, TypeVar, cast

from game.engine.actions import Action, Decision

Task = dict[str, Any]
"""A pending step as plain data: at least ``kind`` and ``player``."""

Events = list[dict[str, Any]]
S = TypeVar("S")
P = TypeVar("P")
SkipHook = Callable[[S, Task, Events], None]
"""Told of a step dropped for want of options (:attr:`StepBook.on_skip`)."""
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

    def has_option(self, state: S, task: Task) -> bool:
        """Whether the step has an option at all (:meth:`StepBook.run_auto` drops it if not). A
        step may answer sooner than by listing every option (:class:`KindStep` stops at the first)."""
        return bool(self.options(state, task))

    def resolve(self, state: S, task: Task, action: Action, events: Events) -> None:
        """Carry out the chosen (legal) action."""
        raise NotImplementedError(f"step {self.kind!r} takes no action")

    def run(self, state: S, task: Task, events: Events) -> None:
        """Carry out an ``auto`` step."""
        raise NotImplementedError(f"step {self.kind!r} is not automatic")

    def source(self, state: S, task: Task) -> str | None:
        """What raised this step, when that is not the phase itself (a power's id)."""
        return None


Between = Callable[[S, Events], bool]
"""A game's moves between steps (:meth:`StepBook.run_auto`): True when it moved the game on."""


class StepBook(Generic[S]):
    """A game's steps by kind: register them with :meth:`step`, dispatch through the book, and
    carry the game on between decisions with :meth:`run_auto`.

    ``forced``: a step left with a single option resolves with it, asking nobody (The
    Gallerist's rule: a forced choice is no decision); ``on_skip(state, task, events)``: told
    of a step dropped because it has no option (:func:`skipped` adds an event saying so).

    The loop, branch by branch, on a toy whose coins are dealt by an automatic step:

    >>> book = StepBook("toy", forced=True, on_skip=skipped)
    >>> @book.step("deal")
    ... class Deal(Step):
    ...     auto = True
    ...     def run(self, st, task, events):
    ...         st["coins"] += 2
    ...         events.append({"type": "deal"})
    >>> @book.step("spend")
    ... class Spend(Step):
    ...     def options(self, st, task):
    ...         return [Action("spend", n) for n in range(1, st["coins"] + 1)]
    ...     def resolve(self, st, task, action, events):
    ...         st["coins"] -= action[1]
    ...         events.append({"type": "spend", "coins": action[1]})
    >>> st, events = {"coins": 0}, []
    >>> book.run_auto(st, [{"kind": "spend", "player": 0}], events)   # nothing to spend: dropped
    >>> events
    [{'type': 'skipped', 'player': 0, 'step': 'spend'}]
    >>> stack, events = [{"kind": "spend", "player": 0}, {"kind": "deal", "player": 0}], []
    >>> book.run_auto(st, stack, events)        # dealt, then a choice of two: the loop stops
    >>> events, len(stack), st
    ([{'type': 'deal'}], 1, {'coins': 2})
    >>> st["coins"] = 1
    >>> book.run_auto(st, stack, events)        # one option left: forced, resolved
    >>> events[-1], stack
    ({'type': 'spend', 'coins': 1}, [])
    >>> def next_round(st, events):            # between steps: a new round, three times
    ...     if st.setdefault("round", 0) == 3:
    ...         return False
    ...     st["round"] += 1
    ...     events.append({"type": "round"})
    ...     return True
    >>> events = []
    >>> book.run_auto(st, [], events, between=next_round)
    >>> [e["type"] for e in events], st["round"]
    (['round', 'round', 'round'], 3)
    """

    def __init__(self, game: str, *, forced: bool = False, on_skip: SkipHook[S] | None = None) -> None:
        self.game = game
        self.steps: dict[str, Step[S]] = {}
        self.forced = forced
        self.on_skip = on_skip

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

    def decision(self, state: S, task: Task) -> Decision:
        """The decision ``task`` asks for: its seat and kind, the step's prompt, options and source."""
        step = self[task["kind"]]
        return Decision(task["player"], task["kind"], step.prompt(state, task), tuple(step.options(state, task)),
                        source=step.source(state, task))

    def run_auto(self, state: S, stack: list[Task], events: Events,
                 between: Between[S] | None = None) -> None:
        """Carry the game on until a player has a choice to make: the one loop of every game.

        While ``stack`` has a step on top, that step is popped and carried out when it asks
        nobody — an ``auto`` step is run; a step with no option (:meth:`Step.has_option`) is
        dropped (``on_skip`` told); a step with a single option is resolved with it when the
        book says ``forced`` — and the loop stops at the first step with a choice left. Once the
        stack is empty, ``between(state, events)`` moves the game on between steps (the game's
        phase transitions: the end of a turn, a final scoring); it returns True when it changed
        something (the loop looks again) and False when the phase's own decision is due or the
        game is over. See :class:`StepBook` for an example of each branch."""
        while True:
            if not stack:
                if between is None or not between(state, events):
                    return
                continue
            task = stack[-1]
            step = self[task["kind"]]
            if step.auto:
                stack.pop()
                step.run(state, task, events)
                continue
            if self.forced:
                options = step.options(state, task)
                if len(options) == 1:
                    stack.pop()
                    step.resolve(state, task, options[0], events)
                    continue
                empty = not options
            else:                   # whether the step has an option is all the loop needs
                empty = not step.has_option(state, task)
            if not empty:
                return
            stack.pop()
            if self.on_skip is not None:
                self.on_skip(state, task, events)


def skipped(state: object, task: Task, events: Events) -> None:
    """An ``on_skip`` hook: a ``skipped`` event naming the step dropped and its player."""
    events.append({"type": "skipped", "player": task["player"], "step": task["kind"]})


# ---- steps that take several kinds of action, each described once -------------------------------

class Kind(NamedTuple):
    """One kind of action a :class:`KindStep` takes, described once: its ``name`` (the action's
    first word), the shape of each argument (``args``: the game's own names for what an argument
    is, such as a card or a place, which the step reads and writes), its one predicate ``check(pos,
    *args) -> reason | None`` on decoded arguments, and ``resolve(state, action, events)``, which
    carries a legal action out."""

    name: str
    args: tuple[str, ...]
    check: Callable[..., str | None]
    resolve: Callable[[Any, Action, Events], None]


Case = tuple[Kind, tuple[Any, ...]]
"""A candidate action before it is written: its kind and its decoded arguments."""
UNREAD = object()
"""What :meth:`KindStep.read` answers for a word that names nothing of its shape."""


def kind_table(*described: Kind) -> dict[str, Kind]:
    """A :attr:`KindStep.kinds` table: the kinds by name."""
    return {k.name: k for k in described}


class KindStep(Step[S], Generic[S, P]):
    """A step whose actions are of several kinds, each a :class:`Kind` in :attr:`kinds`.

    The game says, once per step, which cases the decision offers (:meth:`cases`, in order, on
    the ``position`` the predicates judge: the state or a view of it worked out once per
    decision), and, once per game, how arguments are written into an action (:meth:`write`) and
    read back (:meth:`read`). The step derives the rest: its options are the cases whose kind's
    predicate passes, ``check`` reads the action and asks the same predicate (so an option and a
    ``why_not`` answer can never disagree), and ``resolve`` dispatches on the action's kind.

        >>> class Coins(KindStep[dict, dict]):
        ...     kinds = kind_table(Kind("take", ("n",), lambda st, n: None if n <= st["coins"] else "Too many.",
        ...                        lambda st, a, ev: st.update(coins=st["coins"] - a[1])))
        ...     def cases(self, st):
        ...         return [(self.kinds["take"], (n,)) for n in (1, 2, 3)]
        ...     def write(self, st, kind, args):
        ...         return Action(kind.name, *args)
        ...     def read(self, st, shape, word):
        ...         return word if isinstance(word, int) else UNREAD
        >>> step, st = Coins(), {"coins": 2}
        >>> [str(a) for a in step.options(st, {})], step.check(st, {}, Action("take", 3))
        (['take 1', 'take 2'], 'Too many.')
        >>> step.check(st, {}, Action("give", 1)) == NOT_A_CHOICE
        True
    """

    kinds: ClassVar[dict[str, Kind]] = {}
    unreadable: ClassVar[str] = NOT_A_CHOICE
    """Why an action of one of the step's kinds is refused when its arguments cannot be read."""

    def position(self, state: S) -> P:
        """What the predicates judge (by default the state itself)."""
        return cast(P, state)

    def cases(self, pos: P) -> Iterable[Case]:
        """Every action worth asking about, in the order the decision offers them."""
        return ()

    def write(self, state: S, kind: Kind, args: tuple[Any, ...]) -> Action:
        """The action of ``kind`` with (decoded) ``args``."""
        raise NotImplementedError

    def read(self, state: S, shape: str, word: Any) -> Any:
        """The decoded argument of ``shape`` that ``word`` writes, or :data:`UNREAD`."""
        raise NotImplementedError

    def not_taken(self, state: S, task: Task, action: Action) -> str:
        """Why an action of a kind this step does not take is refused."""
        return NOT_A_CHOICE

    def candidates(self, state: S, task: Task) -> list[Action]:
        return [self.write(state, kind, args) for kind, args in self.cases(self.position(state))]

    def options(self, state: S, task: Task) -> list[Action]:
        pos = self.position(state)
        return [self.write(state, kind, args) for kind, args in self.cases(pos) if kind.check(pos, *args) is None]

    def has_option(self, state: S, task: Task) -> bool:
        pos = self.position(state)
        return any(kind.check(pos, *args) is None for kind, args in self.cases(pos))

    def judged(self, state: S) -> list[tuple[Case, Action, str | None]]:
        """Every case of the step, in order, with its action and its predicate's verdict (None:
        an option), judged on one position: the options and every ``why_not`` in one pass."""
        pos = self.position(state)
        return [((kind, args), self.write(state, kind, args), kind.check(pos, *args)) for kind, args in self.cases(pos)]

    def check(self, state: S, task: Task, action: Action) -> str | None:
        kind = self.kinds.get(action[0])
        if kind is None:
            return self.not_taken(state, task, action)
        if len(action) != 1 + len(kind.args):
            return self.unreadable
        args = tuple(self.read(state, shape, word) for shape, word in zip(kind.args, action[1:]))
        if UNREAD in args:
            return self.unreadable
        return kind.check(self.position(state), *args)

    def resolve(self, state: S, task: Task, action: Action, events: Events) -> None:
        self.kinds[action[0]].resolve(state, action, events)
