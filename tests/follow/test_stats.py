"""Statistics of finished games: counted once, summarised, and safe from a damaged file."""

import json
import os
import stat as stat_mod

import pytest
from hypothesis import given, settings, strategies as st

from game.engine import stats
from tests.follow.helpers import finished, session


@pytest.fixture(scope="module")
def done():
    return finished(seed=5)


def test_a_finished_game_is_counted_once(tmp_path, done):
    path = tmp_path / "stats.json"
    f = stats.StatsFile(path)
    assert f.problem is None and f.records == []
    assert f.add(stats.record_from_session(done, "New Yorkers"))
    # The game-over screen again, or the game reloaded (a new session replaying the same actions).
    assert not f.add(stats.record_from_session(done, "New Yorkers"))
    again = session(seed=5)
    for a in done.actions:
        again.apply_quiet(a)
    assert not stats.StatsFile(path).add(stats.record_from_session(again, "New Yorkers"))
    assert len(stats.StatsFile(path).records) == 1


def test_another_game_is_counted(tmp_path, done):
    f = stats.StatsFile(tmp_path / "stats.json")
    f.add(stats.record_from_session(done))
    f.add(stats.record_from_session(finished(seed=6)))
    assert len(f.records) == 2


def rec(key, score, won, player="medium", rounds=5, variant="New Yorkers", game="avant-carde"):
    return stats.Record(key, game, variant, rounds,
                        (stats.SeatResult("Me", "human", score, won), stats.SeatResult("AI", player, 3, not won)))


def test_summary_figures():
    records = [rec("a", 10, True), rec("b", 4, False, player="hard"), rec("c", 12, True),
               rec("d", 11, True, variant="Parisians"),
               stats.Record("e", "avant-carde", "", 9, (stats.SeatResult("Me", "human", 18, True),))]
    g = stats.summarise(records)["avant-carde"]
    assert (g.total.played, g.total.won) == (5, 4)
    assert (g.by_level["medium"].played, g.by_level["medium"].won) == (3, 3)
    assert (g.by_level["hard"].played, g.by_level["hard"].won) == (1, 0)
    assert g.by_kind["Solo"].played == 1 and g.by_kind["Against AI"].played == 4
    assert g.by_variant["New Yorkers"].played == 3 and g.by_variant["Parisians"].won == 1
    assert g.best_score == 18
    assert g.streak == 3 and g.best_streak == 3
    assert g.per_round == pytest.approx((10 + 4 + 12 + 11 + 18) / (5 * 4 + 9))


def test_compare_words_a_new_best():
    records = [rec("a", 10, True), rec("b", 14, True)]
    lines = stats.compare(records, records[1], "awards")
    assert lines[0] == "A new best: 14 awards (before: 10)."
    assert "2 won of 2" in lines[1]
    assert stats.compare(records[:1], records[0], "awards") == ["Your first recorded game: 10 awards."]


def _write(path, text):
    path.write_bytes(text if isinstance(text, bytes) else text.encode())


def _good(n=1):
    return {"format": stats.FORMAT, "version": stats.VERSION,
            "games": [rec(f"k{i}", 5, True).to_data() for i in range(n)]}


DAMAGED = [
    b"", b"{", b"\xff\xfe", b"[1, 2]", json.dumps({"format": "x"}).encode(),
    json.dumps(_good(3))[:-20].encode(),                                   # truncated
    json.dumps(_good()).replace('"rounds": 5', '"rounds": NaN').encode(),    # NaN
    json.dumps(_good()).replace('"rounds": 5', '"rounds": ' + "9" * 5000).encode(),  # huge number
    json.dumps(_good()).replace('"rounds": 5', '"rounds": 1e308').encode(),
    json.dumps(_good()).replace('"rounds": 5', '"rounds": "5"').encode(),    # wrong type
    json.dumps(_good()).replace('"rounds": 5', '"rounds": true').encode(),
    json.dumps({**_good(), "games": {"a": 1}}).encode(),
    b"[" * 100000,
]


@pytest.mark.parametrize("raw", DAMAGED, ids=range(len(DAMAGED)))
def test_a_damaged_file_is_moved_aside_with_one_sentence(tmp_path, raw):
    path = tmp_path / "stats.json"
    _write(path, raw)
    f = stats.StatsFile(path)
    assert f.problem and f.problem.count(".") >= 1 and "\n" not in f.problem
    aside = [p for p in tmp_path.iterdir() if "damaged" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == raw       # kept, not overwritten
    assert f.add(rec("new", 5, True))
    assert [r.key for r in stats.StatsFile(path).records] == ["new"]


def test_sound_records_survive_next_to_a_damaged_one(tmp_path):
    data = _good(2)
    data["games"].append({"key": "bad", "seats": "x"})
    _write(tmp_path / "stats.json", json.dumps(data))
    f = stats.StatsFile(tmp_path / "stats.json")
    assert [r.key for r in f.records] == ["k0", "k1"]
    assert "1 damaged game" in f.problem


def test_too_large_file(tmp_path, monkeypatch):
    monkeypatch.setattr(stats, "MAX_BYTES", 100)
    _write(tmp_path / "stats.json", json.dumps(_good(5)))
    assert stats.StatsFile(tmp_path / "stats.json").problem


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_not_read(tmp_path):
    path = tmp_path / "stats.json"
    os.mkfifo(path)
    f = stats.StatsFile(path)            # must not block
    assert f.problem and f.records == []
    assert not any(stat_mod.S_ISFIFO(p.stat().st_mode) for p in tmp_path.iterdir() if p.name == "stats.json")


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                           lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=6), c, max_size=4),
                           max_leaves=20)


@settings(max_examples=150, deadline=None)
@given(st.lists(json_values, max_size=4))
def test_fuzzed_records_never_crash(tmp_path_factory, games):
    path = tmp_path_factory.mktemp("fz") / "stats.json"
    _write(path, json.dumps({"format": stats.FORMAT, "version": stats.VERSION, "games": games}))
    f = stats.StatsFile(path)
    stats.summarise(f.records)
    assert all(isinstance(r, stats.Record) for r in f.records)


def test_control_characters_in_names_are_cleaned(tmp_path):
    data = _good(1)
    data["games"][0]["variant"] = "New\x00Yorkers\ud800"
    _write(tmp_path / "stats.json", json.dumps(data))
    f = stats.StatsFile(tmp_path / "stats.json")
    assert f.problem is None and f.records[0].variant == "New\ufffdYorkers\ufffd"
