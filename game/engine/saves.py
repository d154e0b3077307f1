"""Save files: JSON written atomically (temp file, fsync, rename), read defensively.

A save is ``{"format": "vernissage-save", "version": N, "game": id, ...payload}``.
Anything else — truncated, bit-flipped, another version or game, not a regular file,
``Infinity`` or ``NaN`` in it — raises a :class:`~game.engine.errors.SaveError` with a
message for people. Every string read is cleaned (:func:`~game.engine.safefile.parse_json`),
so a name typed into a save by hand can always be drawn. A save that :func:`load` would
refuse as too large is never written: :func:`save` raises SaveError instead.
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
from typing import Any

from game.engine.errors import SaveError
from game.engine.i18n import M, Mn, said
from game.engine.safefile import file_label, parse_json, read_bytes, read_problem

FORMAT = "vernissage-save"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024
# A save loads by replaying every move, on the frame loop (Continue, Load, New game's look at the
# autosave), at a few tenths of a millisecond a move: a valid file of 100,000 undone payment toggles took
# 42 s. The longest of 18 four-player games of random agents had 803 moves; 5,000 is far beyond any real
# game and replays in under a second (docs/reliability.md, "Replay cost").
MAX_ACTIONS = 5_000


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write text so that ``path`` holds either the old or the new content, never half."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save(path: str | os.PathLike[str], game: str, payload: dict[str, Any]) -> None:
    """Save ``payload`` (a JSON-safe dict) for ``game`` atomically."""
    data = {"format": FORMAT, "version": VERSION, "game": game}
    data.update(payload)
    text = json.dumps(data, separators=(",", ":"), allow_nan=False)
    if len(text) > MAX_BYTES:      # ASCII (ensure_ascii), so characters are bytes
        raise SaveError(M("the game is too long to save (over {mb} MB)", mb=MAX_BYTES // (1024 * 1024)))
    if len(payload.get("actions", ())) > MAX_ACTIONS:     # load would refuse it: never written
        raise SaveError(Mn("the game is too long to save (over {n} move)",
                           "the game is too long to save (over {n} moves)", MAX_ACTIONS, n=MAX_ACTIONS))
    write_atomic(path, text)


def load(path: str | os.PathLike[str], game: str | None = None) -> dict[str, Any]:
    """Read a save; check its format, version and (if given) game. Returns the dict.

    Messages name the file by its name (:func:`~game.engine.safefile.file_label`) and never
    quote what is in it."""
    name = file_label(path)
    try:
        raw = read_bytes(path, MAX_BYTES)
    except OSError as exc:
        if exc.errno == errno.EFBIG:
            raise SaveError(M("The save {name} is too large to be a Vernissage save.", name=said(name))) from None
        raise SaveError(M("Cannot read the save {name}: {problem}.", name=said(name),
                             problem=read_problem(exc, MAX_BYTES))) from None
    try:
        data = parse_json(raw)
    except ValueError:
        raise SaveError(M("The save {name} is damaged (not readable JSON).", name=said(name))) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(M("{name} is not a Vernissage save.", name=said(name)))
    if data.get("version") != VERSION:
        raise SaveError(M("The save {name} is from another version (this app reads version {version}).",
                           name=said(name), version=VERSION))
    if not isinstance(data.get("game"), str):
        raise SaveError(M("The save {name} does not say which game it holds.", name=said(name)))
    if game is not None and data.get("game") != game:
        raise SaveError(M("The save {name} holds another game than {game}.", name=said(name), game=said(game)))
    actions = data.get("actions")
    if isinstance(actions, list) and len(actions) > MAX_ACTIONS:
        raise SaveError(Mn("The save {name} holds {n} move, far more than any game has (at most {most}): "
                           "it is not opened, so that replaying it cannot freeze the app.",
                           "The save {name} holds {n} moves, far more than any game has (at most {most}): "
                           "it is not opened, so that replaying it cannot freeze the app.",
                           len(actions), name=said(name), n=len(actions), most=MAX_ACTIONS))
    return data
