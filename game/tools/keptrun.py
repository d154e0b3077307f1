"""A long run kept in a file so that it can go on later: the lab's stopped run, the coach
benchmark's record.

Both are a JSON object ``{"key": <the run's settings>, <field>: <what was played>}``. Reading one
back is where a damaged or foreign file must be caught: before any game is played, in one
sentence that names the argument and the file and never echoes its content."""

from __future__ import annotations

from typing import Any, Callable

from game.engine.safefile import UnreadableFile, file_label, read_json

# What a check of the kept games raises on content of the wrong shape.
SHAPE_ERRORS = (TypeError, KeyError, ValueError, IndexError, AttributeError, ZeroDivisionError, OverflowError)


def read_kept_run(path: str, key: dict[str, Any], field: str, kind: type, max_bytes: int, argument: str,
                  damaged: str, other_settings: str, check: Callable[[Any], None]) -> Any:
    """What the run kept in ``path`` holds under ``field`` (of type ``kind``), when it was made with
    the settings ``key``. ``check`` looks through it and raises one of :data:`SHAPE_ERRORS` if it is
    not what the run writes. ValueError: ``"<argument>: <file> <damaged>"``, or ``<other_settings>``
    when the file holds a run with other settings, or why the file cannot be read."""
    try:
        saved = read_json(path, max_bytes)
    except UnreadableFile as exc:
        raise ValueError(f"argument {argument}: {exc}") from None
    refused = ValueError(f"argument {argument}: {file_label(path)} {damaged}")
    if not isinstance(saved, dict) or not isinstance(saved.get(field), kind) or "key" not in saved:
        raise refused
    if saved["key"] != key:
        raise ValueError(f"argument {argument}: {file_label(path)} {other_settings}")
    try:
        check(saved[field])
    except SHAPE_ERRORS:
        raise refused from None
    return saved[field]
