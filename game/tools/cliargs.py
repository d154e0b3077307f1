"""Argument types for the command line: every value is checked where it is parsed.

Each is an argparse ``type=``: it returns the value, or raises ``ArgumentTypeError`` with a
phrase that argparse prints after the argument's name ("argument --games: a whole number of at
least 1, not '-1'") before exiting with status 2. Checks that join two arguments (``--solo``
with ``--players``) and a game's own set-up values are the registry's
(:func:`game.tools.cli.setup_from_args`), which raises ValueError, also exit 2.
"""

import argparse
import math
import os


def _whole(text):
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a whole number, not {text!r}") from None


def at_least(lo, note=""):
    """A whole number of at least ``lo`` (``note`` says what the smallest value means)."""
    def check(text):
        value = _whole(text)
        if value < lo:
            raise argparse.ArgumentTypeError(f"a whole number of at least {lo}{note}, not {text!r}")
        return value
    check.__name__ = f"at_least_{lo}"
    return check


positive = at_least(1)
count = at_least(0, " (0: off)")


def between(lo, hi):
    """A whole number from ``lo`` to ``hi``."""
    def check(text):
        value = _whole(text)
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"a whole number from {lo} to {hi}, not {text!r}")
        return value
    check.__name__ = f"between_{lo}_{hi}"
    return check


def seconds(text):
    """A finite number of seconds above 0 (``nan`` and ``inf`` never finish a decision)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a number of seconds, not {text!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"a finite number of seconds above 0, not {text!r}")
    return value


def workers(text):
    """A process count of at least 1; more than the machine's cores are capped at its core count."""
    return min(positive(text), os.cpu_count() or 1)


def names(text):
    """A comma-separated list of at least one name."""
    items = [t.strip() for t in text.split(",") if t.strip()]
    if not items:
        raise argparse.ArgumentTypeError(f"at least one name, not {text!r}")
    return items


def window_size(minimum):
    """``WIDTHxHEIGHT`` of at least ``minimum`` (a pair)."""
    def check(text):
        w, _, h = text.lower().partition("x")
        try:
            size = (int(w), int(h))
        except ValueError:
            raise argparse.ArgumentTypeError(f"WIDTHxHEIGHT, e.g. 1600x900, not {text!r}") from None
        if size[0] < minimum[0] or size[1] < minimum[1]:
            raise argparse.ArgumentTypeError(f"at least {minimum[0]}x{minimum[1]}, not {text!r}")
        return f"{size[0]}x{size[1]}"
    check.__name__ = "window_size"
    return check
