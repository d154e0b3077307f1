"""Where the app's own files are: the game data (``data/``) and the fonts (``assets/``). The one
place that knows (the user's files are :mod:`game.engine.paths`'s).

In the repository both folders sit beside the ``game`` package. An installed app (a wheel, or the
standalone build of ``python main.py bundle``) carries them inside the package, as ``game/_data``
and ``game/_assets`` (pyproject.toml maps them there), so it runs from any folder. Both are found
through :mod:`importlib.resources`, which also knows where a frozen app unpacked the package.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

# The folders' names in the repository, and inside an installed package.
PACKAGED = {"data": "_data", "assets": "_assets"}


def package_dir() -> Path:
    """The folder of the ``game`` package itself (its modules; in a checkout, under the repository)."""
    # A folder on disk (pip installs a wheel unpacked; a frozen app unpacks its files): the data are
    # read by path (YAML, catalogs, fonts handed to pygame).
    return Path(str(resources.files("game")))


def code_root() -> Path:
    """The folder holding the ``game`` package: what a child interpreter needs on its path."""
    return package_dir().parent


def app_dir(name: str) -> Path:
    """The app's folder ``name`` ("data" or "assets"): the installed copy if there is one, else the
    repository's."""
    packaged = package_dir() / PACKAGED[name]
    return packaged if packaged.is_dir() else code_root() / name


DATA_ROOT = str(app_dir("data"))        # a folder per game (its ``data_folder``), and the shell's locale/
ASSETS_ROOT = str(app_dir("assets"))    # fonts/
