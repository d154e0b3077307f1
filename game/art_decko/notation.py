"""Art Decko's action notation, written down once: what each kind of action takes, and the one
way an action is written (:func:`format_action`) and read back (:func:`parse`).

An action is an :class:`~game.engine.actions.Action` (an immutable value: its kind and its
arguments); its text is the kind followed by its arguments — ``haggle c12``, ``acquire teal c31``,
``show c12 poetic``, ``marker gray``, ``bonus none``, ``pay c3``, ``confirm`` (the decision kinds
that take each are in :mod:`game.art_decko.state`). Saves, logs and the table model carry that
text; :func:`parse` is the way back, and it refuses anything that is not written so (an unknown
kind, a wrong number of arguments, an argument of the wrong shape) with one sentence. Whether an
action is legal now is the rules' business (:mod:`game.art_decko.checks`), not the notation's.
"""

from __future__ import annotations

import re

from game.engine.actions import Action

# What each kind of action takes, in order: a card's code (``c12``), a location's, an exhibition's
# or a New Exhibitor space's id (``none``: no space), or a marker (a genre's id or ``gray``).
ARGS: dict[str, tuple[str, ...]] = {
    "haggle": ("card",),
    "acquire": ("location", "card"),
    "show": ("card", "exhibition"),
    "marker": ("marker",),
    "bonus": ("space",),
    "pay": ("card",),
    "unpay": ("card",),
    "ability": ("card",),
    "second": ("card",),
    "confirm": (),
    "cancel": (),
    "discard": ("card",),
    "done": (),
}

_CARD = re.compile(r"c[0-9]{1,4}")
_ID = re.compile(r"[a-z][a-z0-9_]{0,39}")
MAX_TEXT = 200          # an action's text is a few words; longer is refused unread


def format_action(action: Action) -> str:
    """The text of ``action`` (``acquire teal c31``)."""
    return " ".join(str(part) for part in action)


def parse(text: str) -> Action:
    """The action ``text`` writes (the inverse of :func:`format_action`); ValueError, with one
    sentence, for text that is not an Art Decko action."""
    if len(text) > MAX_TEXT:
        raise ValueError(f"an Art Decko action is at most {MAX_TEXT} characters, not {len(text)}")
    kind, *args = text.split(" ")
    shapes = ARGS.get(kind)
    if shapes is None:
        raise ValueError(f"{kind[:40]!r} is not an Art Decko action (known: {', '.join(ARGS)})")
    if len(args) != len(shapes):
        raise ValueError(f"'{kind}' takes {len(shapes)} argument(s), not {len(args)}")
    for shape, word in zip(shapes, args):
        pattern = _CARD if shape == "card" else _ID
        if not pattern.fullmatch(word):
            raise ValueError(f"{word[:40]!r} is not a {shape} in '{kind}'")
    return Action(kind, *args)
