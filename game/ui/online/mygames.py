"""*Your games*: the online games this player has a seat in (or hosts), kept in the user folder.

``online-games.json`` holds, per game, the server's address, the game, the seat and its secret
code (and the host's, for a game hosted here), with what was last seen of it: whose turn, over or
not. The file is the player's own (created readable by its owner only, as any file written
through :func:`~game.engine.saves.write_atomic`); it is read as hostile input all the same: an
entry of the wrong shape is left out, a file that is not a list of entries is moved aside
(``online-games-unreadable-<date>.json``) before a new one is written, never written over.
"""

from __future__ import annotations

import datetime
import os
import time
from typing import Annotated

import msgspec

from game.engine.paths import data_dir
from game.engine.safefile import clean_text, parse_json, read_bytes
from game.engine.saves import write_atomic
from game.games import game_ids
from game.net.appnet import LobbyInfo

FILE = "online-games.json"
MAX_BYTES = 1_000_000
MAX_GAMES = 200             # the oldest are forgotten past this

Name = Annotated[str, msgspec.Meta(max_length=40)]


class MyGame(msgspec.Struct, kw_only=True):
    """One game of *Your games*: ``seat`` None when the host plays no seat of it."""
    address: Annotated[str, msgspec.Meta(max_length=300)]
    game: Annotated[str, msgspec.Meta(pattern=r"^[0-9a-f]{16}$")]
    rules: Annotated[str, msgspec.Meta(max_length=40)]
    seat: Annotated[int, msgspec.Meta(ge=0, le=7)] | None = None
    token: Annotated[str, msgspec.Meta(pattern=r"^[A-Za-z0-9_-]{22,64}$")] | None = None
    host_token: Annotated[str, msgspec.Meta(pattern=r"^[A-Za-z0-9_-]{22,64}$")] | None = None
    names: Annotated[list[Name], msgspec.Meta(max_length=8)] = []
    invites: Annotated[list[Annotated[str, msgspec.Meta(max_length=90)]], msgspec.Meta(max_length=8)] = []
    hosted_port: Annotated[int, msgspec.Meta(ge=1, le=65535)] | None = None
    public: bool = False
    to_act: Annotated[int, msgspec.Meta(ge=0, le=7)] | None = None
    started: bool = False
    over: bool = False
    updated: float = 0.0

    @property
    def key(self) -> tuple[str, str]:
        return (self.address, self.game)


def path() -> str:
    return os.path.join(data_dir(), FILE)


def load() -> list[MyGame]:
    """The games, most recently played first; entries that are not one are left out."""
    try:
        raw = parse_json(read_bytes(path(), MAX_BYTES))
    except (OSError, ValueError):
        return []
    if not isinstance(raw, list):
        return []
    games = []
    for item in raw[:MAX_GAMES]:
        try:
            g = msgspec.convert(item, MyGame)
        except msgspec.ValidationError:
            continue
        if g.rules in game_ids() and g.updated == g.updated:        # NaN is no time
            g.names = [clean_text(n) for n in g.names]
            games.append(g)
    return sorted(games, key=lambda g: -g.updated)


def _set_aside_unreadable() -> None:
    """Move a file that exists but is no list of games aside, so that writing keeps it."""
    try:
        raw = parse_json(read_bytes(path(), MAX_BYTES))
        if isinstance(raw, list):
            return
    except FileNotFoundError:
        return
    except (OSError, ValueError):
        pass
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    try:
        os.replace(path(), os.path.join(data_dir(), f"online-games-unreadable-{stamp}.json"))
    except OSError:
        pass


def remember(game: MyGame) -> None:
    """Put ``game`` first in the list (replacing its older entry); a failed write is let go
    (the game stays on its server; only the list forgets it)."""
    game.updated = time.time()
    games = [g for g in load() if g.key != game.key]
    _write([game] + games)


def forget(game: MyGame) -> None:
    _write([g for g in load() if g.key != game.key])


def update(game: MyGame, info: LobbyInfo) -> None:
    """Keep what the server said of ``game`` (its lobby answer) in the list, without making it
    the most recent."""
    game.to_act, game.over, game.started = info.to_act, info.over, info.started
    games = load()
    for i, g in enumerate(games):
        if g.key == game.key:
            games[i] = msgspec.structs.replace(g, to_act=game.to_act, over=game.over, started=game.started)
            _write(games)
            return


def _write(games: list[MyGame]) -> None:
    _set_aside_unreadable()
    try:
        write_atomic(path(), msgspec.json.encode(games[:MAX_GAMES]).decode("utf-8"))
    except OSError:
        pass
