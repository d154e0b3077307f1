"""Argument types for the command line: every value is checked where it is parsed.

Each is an argparse ``type=``: it returns the value, or raises ``ArgumentTypeError`` with a
phrase that argparse prints after the argument's name ("argument --games: a whole number from
1 to 1,000,000, not '-1'") before exiting with status 2. Every command parses its counts,
worker counts, seeds and budgets with these, so one value means the same everywhere: counts
and budgets have an upper bound (a typo of a few zeros must not start a run that never ends),
worker counts are capped at the machine's cores, and a seed is one a save can hold. Checks
that join two arguments (``--solo`` with ``--players``) and a game's own set-up values are the
registry's (:func:`game.tools.cli.setup_from_args`), which raises ValueError, also exit 2;
:func:`output_folder` and :func:`output_file` check where a command will write before it
starts its work.
"""

from __future__ import annotations

import argparse
import math
import os
import stat
import tempfile
from collections.abc import Callable

from game.engine.safefile import clean_text, shown
from game.engine.session import MAX_SEED, valid_seed

MAX_COUNT = 1_000_000     # games, runs, iterations, events: more would not end in a working day
MAX_SECONDS = 600.0       # a search budget per decision (the app's hard level takes 1 s)
MAX_SEATS = 99            # a game says how many it seats; this only keeps a typo from building huge jobs


def _quoted(text: str) -> str:
    """The typed value as an error shows it (a 5,000-digit number is cut)."""
    return repr(shown(text, 40))


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a whole number, not {_quoted(text)}") from None


def between(lo: int, hi: int, note: str = "") -> Callable[[str], int]:
    """A whole number from ``lo`` to ``hi`` (``note`` says what a value means, e.g. 0: off)."""
    def check(text: str) -> int:
        value = _whole(text)
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"a whole number from {lo} to {hi:,}{note}, not {_quoted(text)}")
        return value
    check.__name__ = f"between_{lo}_{hi}"
    return check


positive = between(1, MAX_COUNT)
count = between(0, MAX_COUNT, " (0: off)")
seats = between(1, MAX_SEATS)


def seconds(text: str) -> float:
    """A finite number of seconds above 0 and at most :data:`MAX_SECONDS` (``nan``, ``inf`` and
    ``1e300`` never finish a decision)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a number of seconds, not {_quoted(text)}") from None
    if not math.isfinite(value) or not 0 < value <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(f"a number of seconds above 0 and at most {MAX_SECONDS:g}, "
                                         f"not {_quoted(text)}")
    return value


def share(text: str) -> float:
    """A share above 0 and at most 1 (``nan`` and ``inf`` refused)."""
    value = share_or_none(text)
    if value == 0:
        raise argparse.ArgumentTypeError(f"a number above 0 and at most 1, not {_quoted(text)}")
    return value


def share_or_none(text: str) -> float:
    """A share from 0 (none) to 1 (``nan`` and ``inf`` refused)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a number from 0 to 1, not {_quoted(text)}") from None
    if not math.isfinite(value) or not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"a number from 0 to 1, not {_quoted(text)}")
    return value


def workers(text: str) -> int:
    """A process count of at least 1; any more than the machine's cores is capped at its core count."""
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"a whole number of at least 1 (more than the cores: the cores), "
                                         f"not {_quoted(text)}")
    return min(value, os.cpu_count() or 1)


def seed(text: str) -> int:
    """A game's seed: a whole number a save can hold (above -2^63, below 2^63)."""
    value = _whole(text)
    if not valid_seed(value):
        raise argparse.ArgumentTypeError(f"a whole number from -{MAX_SEED - 1} to {MAX_SEED - 1}, "
                                         f"not {_quoted(text)}")
    return value


def names(text: str) -> list[str]:
    """A comma-separated list of at least one name."""
    items = [t.strip() for t in text.split(",") if t.strip()]
    if not items:
        raise argparse.ArgumentTypeError(f"at least one name, not {_quoted(text)}")
    return items


def window_size(minimum: tuple[int, int]) -> Callable[[str], str]:
    """``WIDTHxHEIGHT`` of at least ``minimum`` (a pair)."""
    def check(text: str) -> str:
        w, _, h = text.lower().partition("x")
        try:
            size = (int(w), int(h))
        except ValueError:
            raise argparse.ArgumentTypeError(f"WIDTHxHEIGHT, e.g. 1600x900, not {_quoted(text)}") from None
        if size[0] < minimum[0] or size[1] < minimum[1]:
            raise argparse.ArgumentTypeError(f"at least {minimum[0]}x{minimum[1]}, not {_quoted(text)}")
        return f"{size[0]}x{size[1]}"
    check.__name__ = "window_size"
    return check


def _can_write_in(folder: str) -> str | None:
    """None if a file can be made in ``folder`` (tried, then removed), else why not."""
    try:
        fd, probe = tempfile.mkstemp(prefix=".write-test-", dir=folder)
    except OSError as exc:
        return (exc.strerror or "the system refused").lower()
    os.close(fd)
    os.unlink(probe)
    return None


def output_folder(path: str, flag: str) -> None:
    """Check, before a long run, that ``path`` is (or can be made) a folder to write in;
    ValueError naming ``flag`` otherwise. Makes the folder."""
    shown_path = clean_text(path)
    if os.path.lexists(path) and not os.path.isdir(path):
        raise ValueError(f"argument {flag}: {shown_path} is not a folder")
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as exc:
        raise ValueError(f"argument {flag}: the folder {shown_path} cannot be made "
                         f"({(exc.strerror or 'the system refused').lower()})") from None
    problem = _can_write_in(path)
    if problem:
        raise ValueError(f"argument {flag}: nothing can be written in {shown_path} ({problem})")


def output_file(path: str, flag: str) -> None:
    """Check, before a long run, that a file can be written at ``path``: its folder exists and
    takes files, and nothing but a regular file is there (a device or a FIFO is never replaced).
    ValueError naming ``flag`` otherwise."""
    shown_path = clean_text(path)
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise ValueError(f"argument {flag}: {shown_path} cannot be used "
                         f"({(exc.strerror or 'the system refused').lower()})") from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise ValueError(f"argument {flag}: {shown_path} is not a regular file")
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise ValueError(f"argument {flag}: there is no folder {clean_text(folder)}")
    problem = _can_write_in(folder)
    if problem:
        raise ValueError(f"argument {flag}: nothing can be written in {clean_text(folder)} ({problem})")
