"""A guided first game ("Learn to play"): the script a game supplies, and where the player is in it.

A game names its scripts in its entry in the lessons' registry (``LESSONS`` in
game/tools/lessons.py: the first lesson, then the further ones; files under its ``data/`` folder). The script fixes the
set-up (seed, seats) so that every AI move is known in advance, and lists the steps. ``name`` is
what the menu offers it as ("Learn to play", the default; "Learn to win"). ``prefix`` lists
moves (every seat's, in order) replayed silently before the first step, so that a lesson can
start from a prepared position: replayed through the engine, a prefix that no longer fits the
rules is refused by ``check-data`` instead of going stale. Each step says one rule in a sentence
or two and asks for one of:

- ``do: "play rb.r1"``: the engine action the player must take (the table's spot carrying that
  action is the one highlighted; ``at`` names another spot when the action's spot is not the
  one to click, e.g. a hand card that pays). ``also`` lists the moves the same click makes
  before it (the discards of cards marked earlier), so that the script holds every move;
- ``at: [hand, 12]`` without ``do``: a click on that spot that changes only the table (picking
  a card up);
- neither: the player reads and presses Next (``point`` may name what the text is about;
  ``point: [final]`` shows the final scoring as the game-over screen draws it, and
  ``point: [final, 3]`` rings its third line).

A spot is named by the table's key for it (a hotspot's ``key``, or a widget's ``ident`` such as
a button's). This module is plain Python: :class:`Lesson` is the script, :class:`Progress` walks
it; :mod:`game.tools.lessons` replays a script to check its moves; the scene that draws it and
filters clicks is :mod:`game.ui.play.guide`.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Collection
from typing import Any

from game.engine import resources
from game.engine.i18n import M
from game.engine.session import valid_seed
from game.engine.yamldata import Node, load_file

DATA_ROOT = resources.DATA_ROOT    # tests and bench --fuzz-home point it at another folder
MAX_SAY = 260     # characters: a step says one rule, in a sentence or two
MAX_TITLE = 32    # characters: the title fits the guide panel's width on one line
MAX_NAME = 24     # characters: the name fits a button of the Learn to play dialog
DEFAULT_NAME = "Learn to play"
FINAL = "final"   # the key of the final scoring card (``point: [final]`` or ``[final, line]``)


@dataclasses.dataclass(frozen=True)
class Step:
    """One step: ``title`` and ``say`` are what the guide panel shows; ``do`` the action text
    asked for (or None), ``also`` the moves the same click makes first; ``at`` the key of the
    spot to click (a tuple, or None); ``point`` the key of a spot a reading step is about
    (highlighted, not clicked). ``source``: where the step is in its file (for errors)."""

    title: str
    say: str
    do: str | None = None
    at: tuple[str | int, ...] | None = None
    point: tuple[str | int, ...] | None = None
    also: tuple[str, ...] = ()
    source: Node | None = dataclasses.field(default=None, compare=False, repr=False)

    @property
    def reading(self) -> bool:
        """True when the step only asks the player to read it and press Next."""
        return self.do is None and self.at is None


@dataclasses.dataclass(frozen=True)
class Lesson:
    """A game's guided game: its set-up, seats, the moves before its first step (``prefix``),
    steps and closing words; ``name`` is what the menu offers it as."""

    game_id: str
    title: str
    setup: dict[str, Any]
    seats: tuple[tuple[str, str], ...]
    steps: tuple[Step, ...]
    finish: str
    path: str = dataclasses.field(default="", compare=False)
    name: str = DEFAULT_NAME
    prefix: tuple[str, ...] = ()
    source: Node | None = dataclasses.field(default=None, compare=False, repr=False)


def _key(node: Node) -> tuple[str | int, ...]:
    node.expect(list)
    if not node.value or not all(isinstance(v, (str, int)) and not isinstance(v, bool) for v in node.value):
        node.fail("a list of names and numbers such as [hand, 12]")
    return tuple(node.value)


def _text(node: Node, key: str, limit: int, what: str) -> str:
    text = node.get(key, str)
    if len(text) > limit:
        node.child(key).fail(f"at most {limit} characters ({what})", f"{len(text)} characters")
    return text


def _step(node: Node) -> Step:
    node.only_keys({"title", "say", "do", "at", "point", "also"})
    title = _text(node, "title", MAX_TITLE, "a few words")
    say = _text(node, "say", MAX_SAY, "one rule, a sentence or two")
    do = node.get("do", str, default=None)
    at = _key(node.child("at")) if "at" in node.value else None
    point = _key(node.child("point")) if "point" in node.value else None
    also: tuple[str, ...] = ()
    if "also" in node.value:
        also = tuple(n.expect(str).value for n in node.child("also", list).elements())
        if do is None:
            node.child("also").fail("also only on a step with do (moves the click makes before it)")
    if at is not None and point is not None:
        node.fail("either at (a click) or point (something to look at), not both")
    if point is not None and do is not None:
        node.fail("point only on a step without do (a click is highlighted by itself)")
    return Step(title, say, do, at, point, also, node)


def load_lesson(game_id: str, path: str, players: Collection[str] | None = None) -> Lesson:
    """Read and check a lesson file (DataError naming file, line and field when it is wrong).
    ``players``: who may sit at its seats ("human" and the game's agents; None: anyone)."""
    root = Node(path, load_file(path))
    root.only_keys({"title", "name", "setup", "seats", "prefix", "steps", "finish"})
    setup = root.child("setup", dict).value
    if "seed" not in setup:
        root.child("setup").fail("a seed (the lesson's moves are fixed by it)")
    if not valid_seed(setup["seed"]):
        root.child("setup").child("seed").fail("a whole number a save can hold (below 2^63)")
    seats = []
    for seat in root.child("seats", list).elements():
        seat.expect(list)
        if len(seat.value) != 2 or not all(isinstance(v, str) for v in seat.value):
            seat.fail("[name, player] such as [You, human]")
        if players is not None and seat.value[1] not in players:
            seat.fail("a player that is human or one of the game's AI levels: " + ", ".join(sorted(players)),
                      "an unknown player")
        seats.append(tuple(seat.value))
    if [p for _, p in seats].count("human") != 1:
        root.child("seats").fail("exactly one human seat")
    steps = tuple(_step(n) for n in root.child("steps", list).elements())
    if not steps:
        root.child("steps").fail("at least one step")
    prefix: tuple[str, ...] = ()
    if "prefix" in root.value:
        prefix = tuple(n.expect(str).value for n in root.child("prefix", list).elements())
    name = _text(root, "name", MAX_NAME, "a few words") if "name" in root.value else DEFAULT_NAME
    return Lesson(game_id, _text(root, "title", MAX_TITLE, "the game's name"), dict(setup), tuple(seats), steps,
                  _text(root, "finish", MAX_SAY, "a sentence or two"), path, name, prefix, root)


def lesson_path(data_folder: str, file: str, root: str | None = None) -> str:
    """Where a game's lesson file is: under ``root`` (default: the app's data folder)."""
    return os.path.normpath(os.path.join(root or DATA_ROOT, data_folder, file))


class Progress:
    """Where the player is in a lesson: the current step, and whether a move answers it.

    >>> p = Progress(Lesson("g", "T", {"seed": 1}, (("You", "human"),),
    ...              (Step("Play", "Play a card.", do="play a"), Step("Done", "Read this.")), "Well done."))
    >>> p.step.do, p.answers("play b"), p.answers("play a")
    ('play a', False, True)
    >>> p.advance(); p.step.title, p.done
    ('Done', False)
    >>> p.advance(); p.done
    True
    """

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.index = 0

    @property
    def done(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> Step | None:
        return None if self.done else self.lesson.steps[self.index]

    @property
    def counter(self) -> str:
        """"Step 3 of 24"."""
        return M("Step {n} of {total}", n=min(self.index + 1, len(self.lesson.steps)), total=len(self.lesson.steps))

    def answers(self, action_text: str) -> bool:
        """Whether the player's move ``action_text`` is the one the current step asks for."""
        step = self.step
        return step is not None and step.do is not None and step.do == action_text

    def advance(self) -> None:
        self.index += 1
