"""Where per-user files live: settings, saves, custom patron sets, logs. The one place that knows.

``$VERNISSAGE_HOME`` wins (tests and portable installs). Otherwise the system's per-user
data folder as :mod:`platformdirs` names it: on Linux ``$XDG_DATA_HOME/vernissage``, by
default ``~/.local/share/vernissage`` (where it always was); on Windows
``%LOCALAPPDATA%\\vernissage``; on macOS ``~/Library/Application Support/vernissage``.
"""

import datetime
import os
from pathlib import Path

import platformdirs

from game.engine.saves import write_atomic

APP_NAME = "vernissage"


def user_data_dir() -> str:
    """The user's Vernissage folder, as a string (not created here)."""
    home = os.environ.get("VERNISSAGE_HOME")
    if home:
        return home
    return platformdirs.user_data_dir(APP_NAME, appauthor=False)


def data_dir() -> Path:
    """The user's Vernissage folder as a :class:`~pathlib.Path`."""
    return Path(user_data_dir())


def custom_sets_dir() -> str:
    """Folder searched for custom Avant Carde patron sets (``*.yaml``)."""
    return os.path.join(user_data_dir(), "patron_sets")


def write_log(prefix: str, text: str) -> Path:
    """Write ``text`` to a new timestamped file in the logs folder; return its path."""
    folder = data_dir() / "logs"
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    path = folder / f"{prefix}-{stamp}.log"
    write_atomic(str(path), text)
    return path
