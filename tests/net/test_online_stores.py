"""The game stores, on SQLite and on PostgreSQL (``VERNISSAGE_TEST_PG``, which .ci/run sets: the
PostgreSQL tests are skipped only where no such server is given)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid

import pytest

from game.net.stores import Append, GameRecord, StoreError, open_store, token_hash

PG = os.environ.get("VERNISSAGE_TEST_PG")
needs_pg = pytest.mark.skipif(not PG, reason="no PostgreSQL given (VERNISSAGE_TEST_PG); .ci/run starts one")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_ci_gives_the_postgresql_tests_a_server():
    """.ci/run starts a PostgreSQL and says so: there the PostgreSQL tests may not skip."""
    if os.environ.get("VERNISSAGE_REQUIRE_PG"):
        assert PG, "VERNISSAGE_TEST_PG is not set although .ci/run requires PostgreSQL"


def _record(seats: int = 2) -> GameRecord:
    return GameRecord(uuid.uuid4().hex[:16], "art-decko", {"seed": 5},
                      [{"name": f"P{i}", "player": "human"} for i in range(seats)],
                      [token_hash(f"token{i}") for i in range(seats)], token_hash("host"))


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=needs_pg)])
def store_url(request, tmp_path):
    return f"sqlite:{tmp_path / 'games.sqlite3'}" if request.param == "sqlite" else PG


def test_a_game_is_its_record_and_its_append_only_log(store_url):
    store = open_store(store_url)
    try:
        rec = _record()
        store.create(rec)
        assert store.append([Append(rec.id, 0, 0, "pass"), Append(rec.id, 1, 1, "buy 3")]) == [True, True]
        # The same place of the log twice: refused, and the batch's other action is stored all the same.
        other = _record()
        store.create(other)
        assert store.append([Append(rec.id, 1, 1, "buy 4"), Append(other.id, 0, 0, "pass")]) == [False, True]
        loaded = store.load(rec.id)
        assert loaded is not None and loaded[0] == rec and loaded[1] == ["pass", "buy 3"]
        assert store.load("f" * 16) is None
        assert rec.id in store.games()
        store.append([Append(rec.id, 2, 0, "end", finished=True)])
        assert rec.id not in store.games() and rec.id in store.games(unfinished=False)
    finally:
        store.close()


def test_what_is_stored_survives_reopening(store_url):
    store = open_store(store_url)
    rec = _record()
    store.create(rec)
    store.append([Append(rec.id, 0, 0, "pass")])
    store.close()
    again = open_store(store_url)
    try:
        assert again.load(rec.id) == (rec, ["pass"])
    finally:
        again.close()


def test_a_sqlite_file_has_one_server(tmp_path):
    url = f"sqlite:{tmp_path / 'games.sqlite3'}"
    first = open_store(url)
    try:
        with pytest.raises(StoreError, match="Another server"):
            open_store(url)
    finally:
        first.close()
    open_store(url).close()


@pytest.mark.parametrize("url", ["", "sqlite:", "mysql://x", "sqlite:bad\0name"])
def test_a_bad_store_url_is_one_sentence(url):
    with pytest.raises(StoreError) as refused:
        open_store(url or "nonsense")
    assert str(refused.value).endswith(".")


def test_tokens_are_stored_as_hashes():
    assert token_hash("secret") != "secret" and len(token_hash("secret")) == 64


HOLDER = """
import sys, time
from game.net.stores import open_store
store = open_store(sys.argv[1])
print("claimed" if store.claim(sys.argv[2]) else "refused", flush=True)
time.sleep(60)
"""


@needs_pg
def test_with_postgresql_one_process_at_a_time_serves_a_game():
    game = uuid.uuid4().hex[:16]
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, PG, game], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    store = open_store(PG)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "claimed"
        assert not store.claim(game)                   # the other process serves it
        assert store.claim(uuid.uuid4().hex[:16])      # another game is free
        holder.send_signal(signal.SIGKILL)              # kill -9: PostgreSQL frees its games
        holder.wait()
        for _ in range(200):
            if store.claim(game):
                break
            time.sleep(0.05)
        assert store.claim(game)
        store.release(game)
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait()
        store.close()
