"""Fast versions of the reliability runs (the full ones: python main.py bench --fuzz-saves/--fuzz-data/--kill-saves)."""

import json

import pytest

from game.engine import saves
from game.engine.errors import SaveError
from game.tools.fuzz import fuzz_data, fuzz_saves, kill_during_save


def test_damaged_saves_load_or_give_a_clear_error():
    r = fuzz_saves(500, seed=11)
    assert r["cases"] == 500 and r["refused"] > 400
    assert r["failures"] == []


def test_mutated_data_files_load_or_name_file_and_field():
    r = fuzz_data(200, seed=12)
    assert r["cases"] == 200 and r["refused"] > 100
    # and a catalog damaged in 10 ways (issue 41): refused with its file and line, said without a crash
    assert r["catalog_cases"] == 10 and r["catalog_refused"] >= 8
    assert r["failures"] == []


def test_a_process_killed_while_autosaving_leaves_a_loadable_save():
    r = kill_during_save(4, seed=13)
    assert r["loaded"] == 4 and r["failures"] == []


def test_write_atomic_never_leaves_half_a_file(tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    saves.save(str(path), "avant-carde", {"x": 1})
    before = path.read_text()

    def broken_replace(src, dst):
        raise OSError("disk full")
    monkeypatch.setattr("os.replace", broken_replace)
    with pytest.raises(OSError):
        saves.save(str(path), "avant-carde", {"x": 2})
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]      # no temp file left behind


@pytest.mark.parametrize("content,message", [
    ("", "damaged"), ("{", "damaged"), ("[]", "not a Vernissage save"),
    (json.dumps({"format": "vernissage-save", "version": 2, "game": "avant-carde"}), "another version"),
    (json.dumps({"format": "vernissage-save", "version": 1, "game": {"a": 1}}), "which game"),
    ("\udcff", "damaged"),
])
def test_save_errors_say_what_is_wrong(tmp_path, content, message):
    path = tmp_path / "s.json"
    path.write_text(content, errors="surrogateescape")
    with pytest.raises(SaveError, match=message):
        saves.load(str(path))
