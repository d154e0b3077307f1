"""Hostile user folders and data files, engine side (issue 27): the folder lock holds whatever
sits at its path, a seed is one a save can hold, names are cut to what a table can draw, every
file is read by the one safe reader, and a damaged lesson is refused in one sentence."""

import json
import os
import subprocess
import sys

import pytest

from game.engine import saves
from game.engine.errors import DataError, SaveError
from game.engine.safefile import MAX_NAME, FolderLock, UnreadableFile, clean_text, file_label, read_json
from game.engine.session import MAX_SEED, Session
from game.games import AGENTS, all_specs, game_ids, game_module, make_agent, spec
from game.tools.lessons import check_lessons, checked_lesson, lesson_files, lesson_for

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALL = {g: game_module(g) for g in game_ids()}
ac = game_module("avant-carde")


# ---- case 6: the single-instance lock holds whatever is at its path -----------------------------------

def _shape(folder, shape):
    """Put ``shape`` at the lock file's path; returns a good file that must keep its bytes, or None."""
    lock = folder / FolderLock.NAME
    good = folder / "good.json"
    good.write_text("good")
    if shape == "fifo":
        os.mkfifo(lock)
    elif shape == "folder":
        lock.mkdir()
    elif shape == "link to a good file":
        os.symlink(good, lock)
    elif shape == "hard link to a good file":
        os.link(good, lock)
    elif shape == "symlink loop":
        os.symlink(lock, lock)
    elif shape == "garbage":
        lock.write_bytes(b"\xff\x00" * 100)
    return good


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and flock are POSIX")
@pytest.mark.parametrize("shape", ["fifo", "folder", "link to a good file", "hard link to a good file",
                                   "symlink loop", "garbage", "none"])
def test_a_second_window_is_refused_whatever_sits_at_the_lock_files_path(tmp_path, shape):
    good = _shape(tmp_path, shape)
    holder = subprocess.Popen([sys.executable, os.path.join(ROOT, "tests", "lock_holder.py"), str(tmp_path)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "None"            # the first window owns the folder
        other = FolderLock(tmp_path).acquire()
        assert other is not None and other in (holder.pid, -1)        # the second one is told, never both own it
    finally:
        holder.kill()
        holder.wait()
    assert good.read_text() == "good"                                 # the lock never writes through a link
    assert FolderLock(tmp_path).acquire() is None                     # its owner died: the folder is free again


def test_a_folder_whose_path_is_a_file_has_nothing_to_lock(tmp_path):
    (tmp_path / "home").write_text("x")
    assert FolderLock(tmp_path / "home").acquire() is None            # autosaving there fails and says why


# ---- case 4: a seed is whatever a save can hold --------------------------------------------------------

@pytest.mark.parametrize("seed", [MAX_SEED, 10 ** 26, -MAX_SEED, 2.5, "3", True])
def test_a_game_never_starts_with_a_seed_its_save_could_not_hold(tmp_path, seed):
    path = tmp_path / "autosave.json"
    with pytest.raises(ValueError, match="seed"):
        Session(ac, {"seed": seed}, [("Ada", "human"), ("Bob", "greedy")], autosave_path=str(path))
    assert not path.exists()


@pytest.mark.parametrize("seed", [MAX_SEED - 1, -(MAX_SEED - 1), 0])
def test_every_seed_a_game_starts_with_loads_again(tmp_path, seed):
    path = tmp_path / "autosave.json"
    s = Session(ac, {"seed": seed}, [("Ada", "human"), ("Bob", "greedy")], autosave_path=str(path))
    s.autosave()
    s.apply(s.decision.options[0])
    assert s.save_problem is None
    assert Session.load(str(path), ALL).setup["seed"] == seed


# ---- case 3: long names are cut to what a table draws ----------------------------------------------------

@pytest.mark.parametrize("length", [MAX_NAME + 1, 20_000, 60_000])
def test_a_long_seat_name_is_cut_on_load_and_the_game_still_replays(tmp_path, length):
    path = tmp_path / "s.json"
    s = Session(ac, {"seed": 3}, [("Ada", "human"), ("Bob", "greedy")])
    s.apply(s.decision.options[0])
    s.save(str(path))
    data = json.loads(path.read_text())
    data["seats"][0]["name"] = "N" * length
    path.write_text(json.dumps(data))
    loaded = Session.load(str(path), ALL)
    assert len(loaded.seats[0].name) == MAX_NAME and loaded.seats[0].name.endswith("\u2026")
    assert loaded.actions == s.actions


# ---- case 2: a file name that is not UTF-8 is named drawably in every message ------------------------------

@pytest.mark.skipif(sys.platform == "win32", reason="Windows file names are always Unicode")
def test_a_save_whose_file_name_is_not_utf8_is_named_drawably(tmp_path):
    name = os.fsdecode(b"bad\xff.json")
    path = os.path.join(str(tmp_path), name)
    with open(path, "w") as f:
        f.write("{not json")
    with pytest.raises(SaveError) as err:
        saves.load(path)
    message = str(err.value)
    assert clean_text(message) == message and "bad\ufffd.json" in message
    message.encode("utf-8")
    assert file_label(path) == "bad\ufffd.json"


# ---- the one safe reader ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("content,words", [("fifo", "cannot be read: not a regular file"),
                                           ("folder", "cannot be read: a folder"),
                                           ("[1, NaN]", "not valid JSON"), ("\udcff", "not valid JSON"),
                                           ("SECRET-LINE {", "not valid JSON"), ("huge", "larger than 10 bytes")])
def test_read_json_says_in_one_sentence_what_is_wrong_never_the_content(tmp_path, content, words):
    path = tmp_path / "x.json"
    if content == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("FIFOs are POSIX")
        os.mkfifo(path)
    elif content == "folder":
        path.mkdir()
    else:
        path.write_text("[" + "1," * 20 + "1]" if content == "huge" else content, errors="surrogateescape")
    with pytest.raises(UnreadableFile) as err:
        read_json(str(path), 10 if content == "huge" else 1000)
    message = str(err.value)
    assert message.startswith("x.json ") and words in message and message.endswith(".")
    assert "SECRET" not in message and str(tmp_path) not in message


# ---- case 11: a damaged lesson is refused in one sentence ------------------------------------------------------

def _lesson_root(tmp_path, game_id, old, new):
    root = tmp_path / "data"
    if not root.exists():
        import shutil
        shutil.copytree(os.path.join(ROOT, "data"), root)
    path = root / spec(game_id).data_folder / lesson_files(spec(game_id))[0]
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    return str(root)


@pytest.mark.parametrize("old,new,field", [
    ("[Bob, greedy]", "[Bob, grandmaster]", "seats[1]"),
    ("seed: 1,", f"seed: {MAX_SEED},", "setup.seed"),
    ("patrons: new_yorkers", "colours: 3", "setup"),
    ("do: play rb.r1\n", "do: play rb.r3\n", "steps[2].do"),
])
def test_a_lesson_with_an_unknown_player_a_bad_set_up_or_an_illegal_move_is_refused(tmp_path, old, new, field):
    root = _lesson_root(tmp_path, "avant-carde", old, new)
    with pytest.raises(DataError) as err:
        checked_lesson(spec("avant-carde"), root, agents=make_agent)
    assert err.value.field == field
    sentence = err.value.plain()
    assert sentence.startswith("tutorial.yaml") and sentence.endswith(".") and "\n" not in sentence
    errors = check_lessons(all_specs(), root)
    assert len(errors) == 1 and field in errors[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_lesson_file_that_is_a_fifo_is_refused_at_once(tmp_path):
    root = _lesson_root(tmp_path, "art-decko", "title:", "title:")
    path = os.path.join(root, spec("art-decko").data_folder, lesson_files(spec("art-decko"))[0])
    os.unlink(path)
    os.mkfifo(path)
    with pytest.raises(DataError) as err:
        lesson_for(spec("art-decko"), root)
    assert "not a regular file" in err.value.plain()


def test_a_save_whose_moves_the_game_refuses_is_named_without_its_content(tmp_path):
    """Session.load's words once repeated the exception's text, which quotes the file's move."""
    import json

    from game.engine.errors import SaveError
    from game.engine.session import Session
    from game.games import AGENTS, all_specs, check_setup as check, game_module
    g = all_specs()[0]
    s = Session(g.module(), {"seed": 3}, [("Ann", "human"), ("Ben", "human")], agents=AGENTS)
    path = tmp_path / "secret.json"
    s.save(str(path))
    data = json.loads(path.read_text())
    data["actions"] = ["TOPSECRET 1 2 3"]
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as err:
        Session.load(str(path), {g.id: game_module(g.id)}, agents=AGENTS, check_setup=check)
    assert "TOPSECRET" not in str(err.value) and "secret.json" in str(err.value)


# ---- issue 41, item 12: a save's replay cost is bounded ---------------------------------------------

@pytest.mark.parametrize("game_id", game_ids())
def test_a_save_with_far_more_moves_than_any_game_is_refused_in_one_sentence(tmp_path, monkeypatch, game_id):
    """A valid save of 100,000 undone payment toggles (2.2 MB) took 42 s to load, on the frame loop
    (Continue froze 49 s, New game 38 s). A save holding more than MAX_ACTIONS moves is refused
    before any replay, and one that long is never written; at the bound it loads."""
    monkeypatch.setattr(saves, "MAX_ACTIONS", 40)
    s = Session(ALL[game_id], {"seed": 3}, [("Ann", "random"), ("Ben", "random")], agents=AGENTS)
    while len(s.actions) < 40 and not s.over:
        s.apply(s.ai_decide(s.ai_request()))
    path = str(tmp_path / "long.json")
    s.save(path)
    assert len(Session.load(path, ALL).actions) == len(s.actions)
    data = json.loads(open(path, encoding="utf-8").read())
    data["actions"] = data["actions"] + data["actions"][-1:] * (41 - len(data["actions"]))
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f)
    with pytest.raises(SaveError) as caught:
        Session.load(path, ALL)
    said = str(caught.value)
    assert said.startswith("The save long.json holds 41 moves") and "\n" not in said and said.endswith(".")
    monkeypatch.setattr(saves, "MAX_ACTIONS", 39)
    with pytest.raises(SaveError, match="too long to save"):
        s.save(str(tmp_path / "other.json"))
    assert not os.path.exists(tmp_path / "other.json")
