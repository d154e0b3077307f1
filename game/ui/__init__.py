"""Vernissage's pygame user interface (the only package that imports pygame).

Start it with :func:`run_app` (or ``python -m game.ui``). See docs/ui.md.
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def run_app(argv=None):
    """Open the app at the main menu; returns the exit code."""
    from game.ui.app import run_app as run

    return run(argv)
