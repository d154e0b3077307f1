"""Checking the Learn to play lessons without a window: each game's lesson file loads (its text
present and short enough: :func:`game.engine.lesson.load_lesson`), and its moves replay.

The replay plays the lesson's game as the app would — its set-up and seats, the moves of its
``prefix`` (every seat's, each checked legal when it comes), then the AI seats' moves from their
agents with the session's generator — and at each step that asks for a move
checks that the move (and the moves the same click makes first, ``also``) is legal when the
step comes. A problem is reported as the file, line and field of the step, like any data error.
Whether each step's spot is on the table is checked by walking the lesson in the real app
(tests/ui/test_ui_tutorial.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from types import ModuleType
from typing import TYPE_CHECKING

from game.engine.actions import parse_action
from game.engine.errors import DataError, VernissageError
from game.engine.lesson import Lesson, lesson_path, load_lesson
from game.engine.session import Agents, Session
from game.games import AGENTS, GameInfo, Registrations, agent_names

if TYPE_CHECKING:
    from typing import NoReturn

    from game.engine.yamldata import Node

# A game's lesson files under data/<data_folder>/, in the order the menu offers them: the first is
# its guided first game (Learn to play), the others further lessons (e.g. "Learn to win" from a
# prepared position), offered after it. A game without an entry has no lesson.
LESSONS: Registrations[tuple[str, ...]] = Registrations("lesson")


def lesson_files(game: GameInfo) -> tuple[str, ...]:
    """Every lesson file of ``game``, in the order the menu offers them (none: no lesson)."""
    return LESSONS.get(game.id) or ()


def lesson_for(game: GameInfo, root: str | None = None, index: int = 0) -> Lesson | None:
    """The ``index``-th lesson of ``game`` (:func:`lesson_files`, from the data folder under
    ``root``), or None when it has none. Its seats must be human or the game's agents
    and its set-up one the game offers (a DataError at the field otherwise); whether its moves
    replay is :func:`checked_lesson`'s to check."""
    files = lesson_files(game)
    if not 0 <= index < len(files):
        return None
    path = lesson_path(game.data_folder, files[index], root)
    lesson = load_lesson(game.id, path, players={"human", *agent_names(game.id)})
    try:
        game.check_setup(lesson.setup)
    except ValueError:
        raise DataError(path, 0, "setup", "a set-up the game offers", "a choice or option it does not have") from None
    return lesson


MAX_AI_MOVES = 2000        # between two steps: a script whose human seat never gets a turn is broken


def start(game: ModuleType, lesson: Lesson, agents: Agents, autosave_path: str | None = None) -> Session:
    """The lesson's game at its first step: set up, its ``prefix`` played (the app opens this).
    DataError at the set-up when the game cannot start from it, or at the first move of the
    prefix that is not legal when it comes."""
    try:
        session = Session(game, lesson.setup, lesson.seats, autosave_path=autosave_path, agents=agents)
    except (VernissageError, ValueError, TypeError, KeyError) as exc:
        raise DataError(lesson.path or f"{lesson.game_id} lesson", 0, "setup",
                        "a set-up the game can start", type(exc).__name__) from None
    nodes = lesson.source.child("prefix").elements() if lesson.prefix and lesson.source is not None else []
    for i, move in enumerate(lesson.prefix):
        _apply(session, move, nodes[i] if nodes else None, lesson.game_id)
    return session


def _apply(session: Session, move: str, node: Node | None, game_id: str) -> None:
    """Apply ``move`` (action text) to ``session``; DataError at ``node`` when it is not legal now."""
    d = session.decision
    options = [str(a) for a in d.options] if d is not None else []
    try:
        action = parse_action(move)
    except (ValueError, VernissageError):
        action = None
    if action is None or action not in (d.options if d is not None else ()):
        _fail(node, f"a legal move at this step (legal then: {', '.join(options) or 'none, the game is over'})",
              repr(move), game_id)
    session.apply(action)


def replay(game: ModuleType, lesson: Lesson, agents: Agents) -> Session:
    """Play ``lesson``'s moves on its game (``game``: the rules package); the session at its end.
    DataError at the first step whose move is not legal when it comes, or at its set-up or
    prefix when the game cannot start from them."""
    session = start(game, lesson, agents)
    for step in lesson.steps:
        if step.do is None:
            continue
        node = step.source.child("do") if step.source is not None else None
        for move in (*step.also, step.do):
            _ai_moves(session, node)
            _apply(session, move, node, lesson.game_id)
    return session


def _ai_moves(session: Session, node: Node | None) -> None:
    for _ in range(MAX_AI_MOVES):
        request = session.ai_request()
        if request is None:
            return
        session.apply(session.ai_decide(request))
    _fail(node, "the human seat to get a turn", f"{MAX_AI_MOVES} AI moves without one", session.game.GAME_ID)


def _fail(node: Node | None, expected: str, found: str, game_id: str) -> NoReturn:
    if node is None:
        raise DataError(f"{game_id} lesson", 0, "steps", expected, found)
    node.fail(expected, found)


def checked_lesson(spec: GameInfo, root: str | None = None, agents: Agents = AGENTS, index: int = 0) -> Lesson:
    """The game's ``index``-th lesson, loaded (:func:`lesson_for`) and its moves
    replayed, so that a lesson that would leave the player stuck at a move that never becomes
    legal is refused before it opens. Raises DataError (the app shows its ``plain()`` sentence)."""
    lesson = lesson_for(spec, root, index)
    if lesson is None:
        raise DataError(spec.id, 0, "tutorial", "a lesson file named in the game's spec", "none")
    replay(spec.module(), lesson, agents)
    return lesson


def check_lessons(specs: Iterable[GameInfo], root: str | None = None) -> list[str]:
    """Every problem of the games' lesson files (``specs``: registry entries; ``root``: the data
    folder holding ``<game>/`` folders, default the app's), one message each; [] when all are fine."""
    errors = []
    for spec in specs:
        for index in range(len(lesson_files(spec))):
            try:
                checked_lesson(spec, root, index=index)
            except DataError as e:
                errors.append(str(e))
    return errors
