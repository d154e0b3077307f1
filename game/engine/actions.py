"""Actions, their short text form, and the pending decision of a game state.

An :class:`Action` is a kind plus a tuple of plain arguments (ints and short
strings). Its text form is the kind followed by the arguments, separated by
spaces — ``buy 5``, ``play R5a``, ``use 2`` — and :func:`parse_action` reads it
back, so logs, saves and tests all speak the same notation.
"""


class Action(tuple):
    """An immutable ``(kind, *args)`` tuple with a readable text form."""

    __slots__ = ()

    def __new__(cls, kind, *args):
        return tuple.__new__(cls, (kind,) + args)

    @property
    def kind(self):
        return self[0]

    @property
    def args(self):
        return self[1:]

    def __str__(self):
        return " ".join(str(x) for x in self)

    def __repr__(self):
        return f"Action({str(self)!r})"


def parse_action(text):
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

    def __init__(self, player, kind, prompt, options, source=None):
        self.player = player
        self.kind = kind
        self.prompt = prompt
        self.options = options
        self.source = source

    def __str__(self):
        return f"decision '{self.kind}' of player {self.player}"

    def __repr__(self):
        return f"Decision(player={self.player}, kind={self.kind!r}, options={len(self.options)})"
