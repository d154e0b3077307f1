"""Dropping a game package into the app for a test, as a new game would arrive: a copy of the
package in a folder appended to ``game.__path__``, found by the registry's discovery, with no
shared file touched — and taken out again.

    with dropped_in(TOY_SOURCE, TOY_PACKAGE, folder) as spec:
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
TOY_SOURCE = os.path.join(HERE, "toygame")
TOY_PACKAGE = "coins_and_stars"          # the name it is dropped in as: game.coins_and_stars
TOY_ID = "coins-and-stars"


@contextlib.contextmanager
def dropped_in(source: str, package: str, folder: str, game_id: str) -> Iterator[GameInfo]:
    """The game package at ``source`` as ``game.<package>`` (copied under ``folder``), registered
    as ``game_id`` by its own ``spec.py`` while the block runs; afterwards unregistered, its folder
    off the path and its modules forgotten. Test files and caches are not copied."""
    shutil.copytree(source, os.path.join(folder, package),
                    ignore=shutil.ignore_patterns("test_*", "conftest.py", "__pycache__"))
    game.__path__.append(folder)
    importlib.invalidate_caches()
    try:
        games.rediscover()
        yield games.spec(game_id)
    finally:
        games.unregister(game_id)
        game.__path__.remove(folder)
        prefix = f"game.{package}"
        for name in [m for m in sys.modules if m == prefix or m.startswith(prefix + ".")]:
            del sys.modules[name]
