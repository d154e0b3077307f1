"""Files in a folder the player controls: read them safely, clean their text, lock the folder.

The user folder syncs between machines and gets edited by hand, so any name in it may be a
FIFO, a device, a directory, a symlink loop or a huge file. This module is the one way the app
reads such a file, the one sanitiser for text that came from a file, the one place that turns
a failed write into words, and the lock that tells two app windows on one folder apart.

- :func:`read_bytes` opens without blocking (a FIFO with no writer never hangs), refuses
  anything but a regular file, and never reads more than a limit.
- :func:`clean_text` / :func:`clean_tree` replace control characters and lone surrogates
  (which a font cannot draw and which crash text rendering) with U+FFFD.
- :func:`write_problem` says in a few words why a write failed ("the disk is full").
- :class:`FolderLock` is a lock file holding its owner's process id.
"""

import errno
import os
import re
import stat
from typing import Any

REPLACEMENT = "\ufffd"
# C0 and C1 controls (tab and newline kept: long texts wrap on them) and UTF-16 surrogates.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


def read_bytes(path: str | os.PathLike[str], limit: int) -> bytes:
    """The content of the regular file ``path`` (at most ``limit`` bytes).

    Raises OSError (``strerror`` is a phrase for people) for a missing or unreadable file, a
    FIFO, device or directory, a symlink loop, or a file larger than ``limit``.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
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
    errno.EROFS: "the folder is read-only",
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.EFBIG: "the file would be larger than the system allows",
    errno.EACCES: "no permission to write in the folder",
    errno.EPERM: "no permission to write in the folder",
    errno.EEXIST: "the user folder's path is a file, not a folder",
    errno.ENOTDIR: "the user folder's path is a file, not a folder",
    errno.EISDIR: "a folder is in the way of the file",
}


def write_problem(exc: BaseException) -> str:
    """Why a write failed, in a few words (for "not saved: <reason>")."""
    if isinstance(exc, OSError) and exc.errno in _PROBLEMS:
        return _PROBLEMS[exc.errno]
    if isinstance(exc, OSError):
        return (exc.strerror or str(exc) or "the disk refused").rstrip(".").lower()
    return str(exc).rstrip(".") or type(exc).__name__


def pid_alive(pid: int) -> bool:
    """Whether a process with this id exists (a stale lock's owner is gone)."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True               # it exists but is someone else's (or the OS will not say)
    return True


class FolderLock:
    """A lock file in the user folder naming the process that owns the folder.

    ``acquire()`` returns None when this process now owns the folder, or the process id of
    the other app that does. A lock left by a process that died is taken over. Where
    ``fcntl`` exists the file is also ``flock``-ed, so two processes racing to start cannot
    both win. Within one process the folder is owned once and shared (an app reconnected, tests).
    """

    NAME = "vernissage.lock"
    _held: dict[str, "FolderLock"] = {}  # real path of a lock file -> the FolderLock of this process holding it

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.path = os.path.join(str(folder), self.NAME)
        self._fd: int | None = None

    def acquire(self) -> int | None:
        holder = self._held.get(os.path.realpath(self.path))
        if holder is not None and holder._fd is not None:
            return None
        try:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0), 0o644)
        except OSError:
            return None          # an unwritable folder: nothing to protect; saving will say why
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                os.close(fd)
                return None
            owner = self._owner(fd)
            if not self._flock(fd) or (owner and owner != os.getpid() and pid_alive(owner)
                                       and not self._has_flock):
                os.close(fd)
                return owner or -1
            os.ftruncate(fd, 0)
            os.write(fd, str(os.getpid()).encode())
        except OSError:
            os.close(fd)
            return None
        self._fd = fd
        self._held[os.path.realpath(self.path)] = self
        return None

    _has_flock = False

    def _flock(self, fd: int) -> bool:
        """Take the OS lock if there is one; False if another process holds it."""
        try:
            import fcntl
        except ImportError:
            return True
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        self._has_flock = True
        return True

    @staticmethod
    def _owner(fd: int) -> int | None:
        try:
            text = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
        except (OSError, AttributeError):
            return None
        return int(text) if text.isdigit() else None

    def release(self) -> None:
        """Give the folder up (the file stays; it names no live owner any more)."""
        if self._fd is not None:
            self._held.pop(os.path.realpath(self.path), None)
            try:
                os.ftruncate(self._fd, 0)
            except OSError:
                pass
            os.close(self._fd)
            self._fd = None
