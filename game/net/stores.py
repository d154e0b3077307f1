"""Where the server keeps its games: one interface (:class:`Store`), two implementations.

A game is its record (the rules, the set-up with its seed, the seats, a hash of each seat's
token) and its append-only action log. :meth:`Store.append` writes actions in one transaction
and returns only once it is committed (SQLite: synced to the disk): the server acknowledges a
move after that, so a move a player saw accepted survives a ``kill -9``. The server hands it
every move waiting at that moment, of all its games, so one disk sync serves them all (a group
commit). The key ``(game, seq)`` is unique, so two writers can never both extend a game from
the same position.

- ``sqlite:PATH`` (the default, ``online.sqlite3`` in the user folder): one server process per
  file, held by a lock file beside it.
- ``postgresql://...`` (psycopg 3): several server processes share one database; a game is
  served by one process at a time, the one holding its advisory lock (:meth:`Store.claim`),
  which PostgreSQL releases by itself when that process dies.

Every method blocks: the server calls them from one worker thread.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Iterator, Protocol

from game.engine.paths import user_data_dir

try:                        # the lock file of a SQLite store (POSIX); elsewhere the store is not locked
    import fcntl
except ImportError:         # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]


class StoreError(Exception):
    """The store cannot do what was asked; the message is one sentence for the person running it."""


@dataclass(frozen=True)
class Append:
    """One action to add to a game's log: number ``seq`` (from 0), by ``seat``; ``finished``: it ended the game."""
    game: str
    seq: int
    seat: int
    action: str
    finished: bool = False


@dataclass(frozen=True)
class GameRecord:
    id: str                          # 16 hex digits
    game_id: str                     # the rules ("avant-carde", ...)
    setup: dict[str, Any]            # with its seed
    seats: list[dict[str, str]]      # [{"name", "player"}]
    tokens: list[str]                # per seat, sha-256 of its token ("" for an AI seat)
    host: str                        # sha-256 of the host's token
    created: float = field(default_factory=time.time)
    finished: bool = False


def token_hash(token: str) -> str:
    """What the store keeps of a token: its SHA-256 (a stolen database gives no seat away)."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def default_url() -> str:
    return "sqlite:" + os.path.join(user_data_dir(), "online.sqlite3")


class Store(Protocol):
    url_label: str                   # the store as it may be shown (never a password)

    def create(self, record: GameRecord) -> None:
        """Store a new game (its log empty)."""
        ...

    def load(self, game: str) -> tuple[GameRecord, list[str]] | None:
        """A game's record and its whole action log, or None if there is no such game."""
        ...

    def append(self, items: list[Append]) -> list[bool]:
        """Add the actions in one transaction, committed on return: for each, True, or False when
        its place in the log was taken already (the others are stored all the same)."""
        ...

    def games(self, unfinished: bool = True) -> list[str]:
        """The ids of the stored games (by default those still going on)."""
        ...

    def set_seats(self, game: str, seats: list[dict[str, str]], tokens: list[str]) -> None:
        """Who plays each seat now, and the hashes of their tokens (a seat handed to an AI, or back)."""
        ...

    def claim(self, game: str) -> bool:
        """Whether this process may serve ``game`` now (no other process serves it)."""
        ...

    def release(self, game: str) -> None:
        ...

    def close(self) -> None:
        ...


_SCHEMA = (
    """CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY, game TEXT NOT NULL, setup TEXT NOT NULL, seats TEXT NOT NULL,
        tokens TEXT NOT NULL, host TEXT NOT NULL, created DOUBLE PRECISION NOT NULL,
        finished INTEGER NOT NULL DEFAULT 0)""",
    """CREATE TABLE IF NOT EXISTS actions (
        game TEXT NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, seat INTEGER NOT NULL,
        action TEXT NOT NULL, PRIMARY KEY (game, seq))""",
)


def _record(row: tuple[Any, ...]) -> GameRecord:
    gid, game_id, setup, seats, tokens, host, created, finished = row
    return GameRecord(gid, game_id, json.loads(setup), json.loads(seats), json.loads(tokens), host,
                      float(created), bool(finished))


def _row(r: GameRecord) -> tuple[Any, ...]:
    return (r.id, r.game_id, json.dumps(r.setup), json.dumps(r.seats), json.dumps(r.tokens), r.host,
            r.created, int(r.finished))


class SqliteStore:
    """The embedded store: one file, written with full sync in WAL mode."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.url_label = "sqlite:" + path
        folder = os.path.dirname(os.path.abspath(path))
        try:
            os.makedirs(folder, exist_ok=True)
            self._lock_file = open(path + ".lock", "a+")       # held (and locked) while the store is open
        except OSError as exc:
            raise StoreError(f"The game store {path} cannot be opened ({exc.strerror or exc}).") from None
        if fcntl is not None:
            try:
                fcntl.flock(self._lock_file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                self._lock_file.close()
                raise StoreError(f"Another server is already using the game store {path}.") from None
        try:
            self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=FULL")
            self.db.execute("PRAGMA foreign_keys=ON")
            for statement in _SCHEMA:
                self.db.execute(statement)
        except sqlite3.Error as exc:
            self._lock_file.close()
            raise StoreError(f"The game store {path} cannot be used ({exc}).") from None
        self._mutex = threading.Lock()

    def create(self, record: GameRecord) -> None:
        with self._mutex, self._tx():
            self.db.execute("INSERT INTO games VALUES (?,?,?,?,?,?,?,?)", _row(record))

    def load(self, game: str) -> tuple[GameRecord, list[str]] | None:
        with self._mutex:
            row = self.db.execute("SELECT * FROM games WHERE id = ?", (game,)).fetchone()
            if row is None:
                return None
            log = [a for (a,) in self.db.execute(
                "SELECT action FROM actions WHERE game = ? ORDER BY seq", (game,))]
        return _record(row), log

    def append(self, items: list[Append]) -> list[bool]:
        done = []
        with self._mutex, self._tx():
            for a in items:
                self.db.execute("SAVEPOINT one")
                try:
                    self.db.execute("INSERT INTO actions VALUES (?,?,?,?)", (a.game, a.seq, a.seat, a.action))
                    if a.finished:
                        self.db.execute("UPDATE games SET finished = 1 WHERE id = ?", (a.game,))
                except sqlite3.IntegrityError:
                    self.db.execute("ROLLBACK TO one")
                    done.append(False)
                else:
                    done.append(True)
                self.db.execute("RELEASE one")
        return done

    def games(self, unfinished: bool = True) -> list[str]:
        with self._mutex:
            sql = "SELECT id FROM games" + (" WHERE finished = 0" if unfinished else "") + " ORDER BY created"
            return [g for (g,) in self.db.execute(sql)]

    def set_seats(self, game: str, seats: list[dict[str, str]], tokens: list[str]) -> None:
        with self._mutex, self._tx():
            self.db.execute("UPDATE games SET seats = ?, tokens = ? WHERE id = ?",
                            (json.dumps(seats), json.dumps(tokens), game))

    def claim(self, game: str) -> bool:
        return True                     # the lock file makes this process the file's only server

    def release(self, game: str) -> None:
        pass

    def close(self) -> None:
        with self._mutex:
            self.db.close()
        self._lock_file.close()

    def _tx(self) -> _SqliteTx:
        return _SqliteTx(self.db)


class _SqliteTx:
    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, exc: object, tb: object) -> None:
        self.db.execute("ROLLBACK" if kind else "COMMIT")


class PostgresStore:
    """PostgreSQL through psycopg 3: one connection per process, advisory locks for the games it serves."""

    def __init__(self, url: str) -> None:
        import psycopg
        self._psycopg = psycopg
        self.url_label = _without_password(url)
        try:
            self.db = psycopg.connect(url, autocommit=True, connect_timeout=10)
            with self.db.transaction():
                # Two servers starting at once must not both create the tables.
                self.db.execute("SELECT pg_advisory_xact_lock(4242)")
                for statement in _SCHEMA:
                    self.db.execute(statement)
        except psycopg.Error as exc:
            raise StoreError(f"The game store {self.url_label} cannot be used ({_first_line(exc)}).") from None
        self._mutex = threading.Lock()
        self._claimed: set[str] = set()

    def create(self, record: GameRecord) -> None:
        with self._mutex, self._errors(), self.db.transaction():
            self.db.execute("INSERT INTO games VALUES (%s,%s,%s,%s,%s,%s,%s,%s)", _row(record))

    def load(self, game: str) -> tuple[GameRecord, list[str]] | None:
        with self._mutex, self._errors():
            row = self.db.execute("SELECT * FROM games WHERE id = %s", (game,)).fetchone()
            if row is None:
                return None
            log = [a for (a,) in self.db.execute(
                "SELECT action FROM actions WHERE game = %s ORDER BY seq", (game,))]
        return _record(row), log

    def append(self, items: list[Append]) -> list[bool]:
        done = []
        with self._mutex, self._errors(), self.db.transaction():
            for a in items:
                try:
                    with self.db.transaction():             # a savepoint: one refused action spoils no other
                        self.db.execute("INSERT INTO actions VALUES (%s,%s,%s,%s)",
                                        (a.game, a.seq, a.seat, a.action))
                        if a.finished:
                            self.db.execute("UPDATE games SET finished = 1 WHERE id = %s", (a.game,))
                except self._psycopg.errors.UniqueViolation:
                    done.append(False)
                else:
                    done.append(True)
        return done

    def games(self, unfinished: bool = True) -> list[str]:
        with self._mutex, self._errors():
            sql = "SELECT id FROM games" + (" WHERE finished = 0" if unfinished else "") + " ORDER BY created"
            return [g for (g,) in self.db.execute(sql)]

    def set_seats(self, game: str, seats: list[dict[str, str]], tokens: list[str]) -> None:
        with self._mutex, self._errors(), self.db.transaction():
            self.db.execute("UPDATE games SET seats = %s, tokens = %s WHERE id = %s",
                            (json.dumps(seats), json.dumps(tokens), game))

    def claim(self, game: str) -> bool:
        with self._mutex, self._errors():
            if game in self._claimed:
                return True
            row = self.db.execute("SELECT pg_try_advisory_lock(%s)", (_lock_key(game),)).fetchone()
            if row and row[0]:
                self._claimed.add(game)
                return True
            return False

    def release(self, game: str) -> None:
        with self._mutex, self._errors():
            if game in self._claimed:
                self._claimed.discard(game)
                self.db.execute("SELECT pg_advisory_unlock(%s)", (_lock_key(game),))

    def close(self) -> None:
        with self._mutex:
            self.db.close()

    def _errors(self) -> _PgErrors:
        return _PgErrors(self)


class _PgErrors:
    """Turn a database failure into a StoreError."""

    def __init__(self, store: PostgresStore) -> None:
        self.store = store

    def __enter__(self) -> None:
        pass

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: object) -> None:
        if exc is not None and isinstance(exc, self.store._psycopg.Error):
            raise StoreError(f"The game store {self.store.url_label} failed ({_first_line(exc)}).") from None


def _lock_key(game: str) -> int:
    """A game's advisory lock: 64 bits of a hash of its id, as the signed bigint PostgreSQL takes."""
    key = int(hashlib.sha256(game.encode()).hexdigest()[:16], 16)
    return key - (1 << 64) if key >= 1 << 63 else key


def _first_line(exc: BaseException) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0][:200]


def _without_password(url: str) -> str:
    scheme, sep, rest = url.partition("://")
    creds, at, host = rest.rpartition("@")
    if not at:
        return url
    return f"{scheme}{sep}{creds.split(':', 1)[0]}@{host}"


def open_store(url: str | None) -> Store:
    """The store a URL names: ``sqlite:PATH``, ``postgresql://...`` (None: the default SQLite file)."""
    url = url or default_url()
    if url.startswith("sqlite:"):
        path = url[len("sqlite:"):]
        if not path or "\0" in path:
            raise StoreError("A SQLite store needs a file name: sqlite:PATH.")
        return SqliteStore(path)
    if url.startswith(("postgresql://", "postgres://")):
        return PostgresStore(url)
    raise StoreError("A store is sqlite:PATH or postgresql://USER@HOST/DATABASE.")


def iter_logs(store: Store, unfinished: bool = False) -> Iterator[tuple[GameRecord, list[str]]]:
    """Every stored game with its log (the bench's check of what the server kept)."""
    for gid in store.games(unfinished):
        loaded = store.load(gid)
        if loaded is not None:
            yield loaded
