"""Dropping a game into the app for a test, as a new game arrives: its package and its data folder,
side by side, copied into a folder laid out like the app's (``<folder>/game/<package>/`` and
``<folder>/data/<data folder>/``), whose ``game/`` is appended to ``game.__path__`` and found by the
registry's discovery — with no shared file touched — and taken out again.

    with dropped_in(TOY_SOURCE, TOY_PACKAGE, folder, TOY_ID) as spec:
        ...                                   # spec.id is registered; spec.module() imports it
"""

from __future__ import annotations

import contextlib
import importlib
import os
import shutil
import sys
from typing import Iterator

import game
from game import games
from game.games import GameInfo

HERE = os.path.dirname(os.path.abspath(__file__))
TOY_SOURCE = os.path.join(HERE, "toy")   # game/coins_and_stars/ (the package) and data/coins_and_stars/
TOY_PACKAGE = "coins_and_stars"          # the name it is dropped in as: game.coins_and_stars
TOY_ID = "coins-and-stars"


@contextlib.contextmanager
def dropped_in(source: str, package: str, folder: str, game_id: str) -> Iterator[GameInfo]:
    """The game at ``source`` (``game/<package>/`` and ``data/``) as ``game.<package>`` with its data
    folder beside it (copied under ``folder``), registered as ``game_id`` by its own ``spec.py``
    while the block runs; afterwards unregistered, its folder off the path and its modules
    forgotten. Test files and caches are not copied."""
    games_folder = os.path.join(folder, "game")
    shutil.copytree(os.path.join(source, "game", package), os.path.join(games_folder, package),
                    ignore=shutil.ignore_patterns("test_*", "conftest.py", "__pycache__"))
    shutil.copytree(os.path.join(source, "data"), os.path.join(folder, "data"))
    game.__path__.append(games_folder)
    importlib.invalidate_caches()
    try:
        games.rediscover()
        yield games.spec(game_id)
    finally:
        games.unregister(game_id)
        game.__path__.remove(games_folder)
        prefix = f"game.{package}"
        for name in [m for m in sys.modules if m == prefix or m.startswith(prefix + ".")]:
            del sys.modules[name]
