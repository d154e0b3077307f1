"""Files in a folder the player controls: read them safely, clean their text, lock the folder.

The user folder syncs between machines and gets edited by hand, so any name in it may be a
FIFO, a device, a directory, a symlink loop, a huge file or a name that is not valid UTF-8.
This module is the one way the app and the commands read such a file, the one sanitiser for
text that came from a file, the one place that turns a failed write into words, and the lock
that tells two app windows on one folder apart.

- :func:`read_bytes` opens without blocking (a FIFO with no writer never hangs), refuses
  anything but a regular file, and never reads more than a limit; :func:`read_json` adds the
  decoding and parsing, and says what went wrong in one sentence that names the file and
  never quotes it (:class:`UnreadableFile`).
- :func:`clean_text` / :func:`clean_tree` replace control characters and lone surrogates
  (which a font cannot draw, which crash text rendering and which a file name that is not
  UTF-8 is decoded to) with U+FFFD; :func:`shown` also cuts a text to a length a screen can
  draw in a frame, and :func:`file_label` shows a file by its name.
- :func:`write_problem` says in a few words why a write failed ("the disk is full").
- :class:`FolderLock` is the operating system's lock on the user folder itself, with the
  owner's process id in a lock file beside it for the message.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
from typing import Any

from game.engine.errors import VernissageError
from game.engine.i18n import N_, M

REPLACEMENT = "\ufffd"
ELLIPSIS = "\u2026"
MAX_NAME = 40           # characters of a seat's name kept (the app's name boxes take 16 to 20)
# C0 and C1 controls (tab and newline kept: long texts wrap on them) and UTF-16 surrogates.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


def read_bytes(path: str | os.PathLike[str], limit: int) -> bytes:
    """The content of the regular file ``path`` (at most ``limit`` bytes).

    Raises OSError (``strerror`` is a phrase for people) for a missing or unreadable file, a
    FIFO, device or directory, a symlink loop, or a file larger than ``limit``.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except ValueError:            # a NUL in a name read from a file
        raise OSError(errno.EINVAL, N_("not a valid file name"), str(path)) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise OSError(errno.EISDIR, N_("a folder"), str(path))
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, N_("not a regular file"), str(path))
        if info.st_size > limit:
            raise OSError(errno.EFBIG, f"larger than {limit:,} bytes", str(path))
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:          # it grew while being read
            raise OSError(errno.EFBIG, f"larger than {limit:,} bytes", str(path))
        return b"".join(chunks)
    finally:
        os.close(fd)


def clean_text(text: str) -> str:
    """``text`` with every control character (but tab and newline) and lone surrogate replaced."""
    return _UNSAFE.sub(REPLACEMENT, text)


def shown(text: str, limit: int) -> str:
    """``text`` cleaned (:func:`clean_text`) and cut to at most ``limit`` characters (an ellipsis
    ends a cut one): a name typed into a file by hand can be 60,000 characters long, and a
    screen must draw it within a frame."""
    text = clean_text(text)
    return text if len(text) <= limit else text[:max(0, limit - 1)] + ELLIPSIS


def clean_name(name: str) -> str:
    """A seat's name as a table can draw it: cleaned, and at most :data:`MAX_NAME` characters."""
    return shown(name, MAX_NAME)


def file_label(path: str | bytes | os.PathLike[str] | os.PathLike[bytes], limit: int = 60) -> str:
    """A file as a message names it: by its name (a typed path can be long), drawable and short."""
    text = os.fsdecode(os.fspath(path))
    return shown(os.path.basename(text.rstrip("/\\")) or text, limit)


def clean_tree(value: Any) -> Any:
    """:func:`clean_text` applied to every string (keys too) in parsed JSON."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, list):
        return [clean_tree(v) for v in value]
    if isinstance(value, dict):
        return {clean_tree(k) if isinstance(k, str) else k: clean_tree(v) for k, v in value.items()}
    return value


_PROBLEMS = {
    errno.EROFS: N_("the folder is read-only"),
    errno.ENOSPC: N_("the disk is full"),
    errno.EDQUOT: N_("the disk quota is used up"),
    errno.EFBIG: N_("the file would be larger than the system allows"),
    errno.EACCES: N_("no permission to write in the folder"),
    errno.EPERM: N_("no permission to write in the folder"),
    errno.EEXIST: N_("the user folder's path is a file, not a folder"),
    errno.ENOTDIR: N_("the user folder's path is a file, not a folder"),
    errno.EISDIR: N_("a folder is in the way of the file"),
}


def write_problem(exc: BaseException) -> str:
    """Why a write failed, in a few words (for "not saved: <reason>")."""
    if isinstance(exc, OSError) and exc.errno in _PROBLEMS:
        return _PROBLEMS[exc.errno]
    if isinstance(exc, OSError):
        return (exc.strerror or str(exc) or "the disk refused").rstrip(".").lower()
    return str(exc).rstrip(".") or type(exc).__name__


class UnreadableFile(VernissageError):
    """A file that could not be used, in one sentence: the file by its name and what was wrong
    with it, never what is in it (a command may be pointed at any file on the machine)."""

    def __init__(self, path: str | os.PathLike[str], problem: str) -> None:
        self.path, self.problem = os.fspath(path), problem
        super().__init__(f"{file_label(path)} {problem}.")


_READ_PROBLEMS = {
    errno.EACCES: N_("no permission to read it"),
    errno.EPERM: N_("no permission to read it"),
    errno.ELOOP: N_("it is a link that leads nowhere"),
}


def read_problem(exc: OSError, limit: int) -> str:
    """Why :func:`read_bytes` refused a file, as the end of "<file> cannot be read: …"."""
    if exc.errno == errno.EFBIG:
        return M("it is larger than {limit:,} bytes", limit=limit)
    if exc.errno == errno.ENOENT:
        return N_("there is no such file")
    if exc.errno in _READ_PROBLEMS:
        return _READ_PROBLEMS[exc.errno]
    return (exc.strerror or "the system refused").rstrip(".").lower()


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a file holds")


def parse_json(raw: bytes) -> Any:
    """UTF-8 JSON bytes parsed, every string cleaned (:func:`clean_tree`); ``Infinity`` and
    ``NaN`` refused. ValueError (nesting too deep for the parser included) when it is not that."""
    try:
        return clean_tree(json.loads(raw.decode("utf-8"), parse_constant=_no_constant))
    except RecursionError:
        raise ValueError("nested too deep") from None


def read_json(path: str | os.PathLike[str], limit: int) -> Any:
    """The parsed JSON of the regular file ``path`` (at most ``limit`` bytes; see
    :func:`parse_json`). Raises :class:`UnreadableFile`."""
    try:
        raw = read_bytes(path, limit)
    except OSError as exc:
        raise UnreadableFile(path, f"cannot be read: {read_problem(exc, limit)}") from None
    try:
        return parse_json(raw)
    except ValueError:
        raise UnreadableFile(path, "is damaged: it is not valid JSON") from None


class FolderLock:
    """The operating system's exclusive lock on the user folder, held while the app runs.

    ``acquire()`` returns None when this process now owns the folder, or the process id of the
    app that does (-1 when it cannot be told). The lock is taken on the folder itself
    (``flock``), never on a file in it, so it holds whatever sits at ``vernissage.lock``: a
    FIFO, a folder, a link. That file only tells the other window whose lock it is; it is
    written only when it is a plain file of its own (or absent), never through a link. The OS
    drops the lock when its process dies, so a crashed app never blocks the next one. Within
    one process the folder is owned once and shared (an app reconnected, tests).

    Where there is no ``flock`` (Windows) the lock file itself is locked (``msvcrt``); if
    something other than a file is in its way, the folder counts as owned by another window,
    so two windows can never both write the autosave.
    """

    NAME = "vernissage.lock"
    _held: dict[str, FolderLock] = {}   # real path of a folder -> the lock this process holds on it

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = os.fspath(folder)
        self.path = os.path.join(self.folder, self.NAME)
        self._fd: int | None = None

    def acquire(self) -> int | None:
        key = os.path.realpath(self.folder)
        holder = self._held.get(key)
        if holder is not None and holder._fd is not None:
            return None
        try:
            os.makedirs(self.folder, exist_ok=True)
            fd = _lock_handle(self.folder, self.path)
        except OSError:
            return None          # no folder to own (its path is a file, or it cannot be made): saving says why
        if fd is None:
            return -1            # something that is not a file blocks the lock file (no flock here)
        if not _lock_exclusive(fd):
            os.close(fd)
            return self._owner() or -1
        self._fd = fd
        self._held[key] = self
        self._write_owner(str(os.getpid()))
        return None

    def _owner(self) -> int | None:
        try:
            text = read_bytes(self.path, 32).decode("ascii", "replace").strip()
        except OSError:
            return None
        return int(text) if text.isdigit() else None

    def _write_owner(self, text: str) -> None:
        """Put ``text`` in the lock file if it is a plain file of its own (or absent): never
        through a link, into a FIFO or over a file with another name (a hard link)."""
        flags = (os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
                 | getattr(os, "O_NOCTTY", 0))
        try:
            fd = os.open(self.path, flags, 0o644)
        except OSError:
            return
        try:
            info = os.fstat(fd)
            if stat.S_ISREG(info.st_mode) and info.st_nlink == 1:
                os.ftruncate(fd, 0)
                os.write(fd, text.encode("ascii"))
        except OSError:
            pass                 # the owner's id is a courtesy; the lock holds without it
        finally:
            os.close(fd)

    def release(self) -> None:
        """Give the folder up (the lock file stays, naming no owner)."""
        if self._fd is not None:
            self._held.pop(os.path.realpath(self.folder), None)
            self._write_owner("")
            os.close(self._fd)
            self._fd = None


def _lock_handle(folder: str, path: str) -> int | None:
    """What the lock is taken on: the folder itself where ``flock`` exists; else the lock file
    (None when something other than a regular file is at its path)."""
    try:
        import fcntl  # noqa: F401  (only to know whether flock exists)
    except ImportError:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            return None
        return fd
    return os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))


def _lock_exclusive(fd: int) -> bool:
    """Take the exclusive lock on ``fd`` without waiting; False if another process holds it."""
    try:
        import fcntl
    except ImportError:
        import msvcrt
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True
