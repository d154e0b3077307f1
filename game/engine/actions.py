"""Actions, their short text form, and the pending decision of a game state.

An :class:`Action` is a kind plus a tuple of plain arguments (ints and short
strings). Its text form is the kind followed by the arguments, separated by
spaces — ``buy 5``, ``play R5a``, ``use 2`` — and :func:`parse_action` reads it
back, so logs, saves and tests all speak the same notation.
"""

from __future__ import annotations

from typing import Any, Sequence

ActionArg = int | str
"""One argument of an action: a number or a short name (a card code, a colour)."""


class Action(tuple[Any, ...]):
    """An immutable ``(kind, *args)`` tuple with a readable text form.

    Its items read as ``Any``: a game indexes an action whose kind it has checked
    (``action[1]`` of a ``buy`` is a number), which a type checker cannot follow."""

    __slots__ = ()

    def __new__(cls, kind: str, *args: ActionArg) -> Action:
        return tuple.__new__(cls, (kind,) + args)

    @property
    def kind(self) -> str:
        return self[0]

    @property
    def args(self) -> tuple[ActionArg, ...]:
        return self[1:]

    def __getnewargs__(self) -> tuple[Any, ...]:
        # Pickling (worker processes) calls ``__new__`` with these: the kind and arguments spread
        # out, not tuple's default of one tuple, which would become the kind.
        return tuple(self)

    def __str__(self) -> str:
        return " ".join(str(x) for x in self)

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


def parse_action(text: str) -> Action:
    """Read an action's text form: integers become ints, everything else stays a string."""
    parts = text.split()
    if not parts:
        raise ValueError("empty action text")
    return Action(parts[0], *(int(p) if p.lstrip("-").isdigit() else p for p in parts[1:]))


class Decision:
    """What a game is waiting for: which player, what kind of choice, a prompt, the options.

    ``source`` says what raised it when that is not the phase itself — in Avant Carde the id of
    the power asking (``"forger"``), so a table can name the patron; None for the phase's own
    decisions and for games that do not say.
    """

    __slots__ = ("player", "kind", "prompt", "options", "source")

    def __init__(self, player: int, kind: str, prompt: str, options: Sequence[Action],
                 source: str | None = None) -> None:
        self.player = player
        self.kind = kind
        self.prompt = prompt
        self.options = options
        self.source = source

    def __str__(self) -> str:
        return f"decision '{self.kind}' of player {self.player}"

    def __repr__(self) -> str:
        return f"Decision(player={self.player}, kind={self.kind!r}, options={len(self.options)})"
