"""Vernissage's pygame user interface (the only package that imports pygame).

Start it with :func:`run_app` (or ``python -m game.ui``). See docs/ui.md.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def run_app(argv: Sequence[str] | None = None) -> int:
    """Open the app at the main menu; returns the exit code."""
    from game.ui.app import run_app as run

    return run(argv)
