"""Hostile files, engine side (issue 16): every bad file ends in a SaveError/DataError with a
sentence, never another exception, a hang, or a save that load would refuse."""

import json
import os
import threading

import pytest

from game.engine import saves
from game.engine.errors import DataError, SaveError
from game.engine.safefile import FolderLock, clean_text, read_bytes
from game.engine.session import Session
from game.engine.yamldata import load_file, load_text
from game.games import AGENTS, game_ids, game_module

ac = game_module("avant-carde")
ad = game_module("art-decko")
ALL = {g: game_module(g) for g in game_ids()}


def saved_game(path, game=ac, setup=None, seats=(("Ada", "human"), ("Bob", "greedy")), moves=6):
    s = Session(game, setup or {"seed": 3}, list(seats))
    for _ in range(moves):
        d = s.decision
        s.apply(d.options[0])
    s.save(str(path))
    return json.loads(open(path).read())


def rewrite(path, data):
    path.write_text(json.dumps(data))


# ---- case 2: Infinity and huge numbers ------------------------------------------------------------

@pytest.mark.parametrize("edit", [
    lambda d: d["setup"].__setitem__("seed", float("inf")),
    lambda d: d["setup"].__setitem__("seed", 1e400),
    lambda d: d.__setitem__("barrier", float("inf")),
    lambda d: d.__setitem__("barrier", float("nan")),
])
def test_infinite_numbers_in_a_save_are_refused_with_a_save_error(tmp_path, edit):
    path = tmp_path / "s.json"
    data = saved_game(path)
    edit(data)
    path.write_text(json.dumps(data))          # json writes Infinity / NaN
    with pytest.raises(SaveError, match="damaged"):
        Session.load(str(path), ALL)


# ---- case 3: saves that load but would crash the table --------------------------------------------

def test_control_characters_and_lone_surrogates_in_seat_names_are_replaced(tmp_path):
    path = tmp_path / "s.json"
    data = saved_game(path)
    data["seats"][0]["name"] = "A\x00d\ud800a"
    rewrite(path, data)
    s = Session.load(str(path), ALL)
    assert s.seats[0].name == "A\ufffdd\ufffda"
    "".join(s.seats[0].name).encode("utf-8")        # drawable: no lone surrogate left


@pytest.mark.parametrize("edit,message", [
    (lambda d: d["seats"][1].__setitem__("player", "grandmaster"), "a seat is not"),
    (lambda d: d["setup"].__setitem__("seed", "3"), "seed"),
    (lambda d: d.__setitem__("seats", 5), "seats"),
    (lambda d: d.__setitem__("seats", ["Ada"]), "seats"),
])
def test_a_save_the_table_could_not_show_is_refused_on_load(tmp_path, edit, message):
    path = tmp_path / "s.json"
    data = saved_game(path)
    edit(data)
    rewrite(path, data)
    with pytest.raises(SaveError, match=message):
        Session.load(str(path), ALL, agents=AGENTS)


# ---- case 5: the YAML merge-key bomb ---------------------------------------------------------------

def merge_bomb(depth):
    """``<<: [*a, *a]`` nested ``depth`` deep: 2**depth entries once expanded (755 bytes at 40)."""
    node = "&a0 {k: 1}"
    for i in range(1, depth + 1):
        node = f"&a{i} {{<<: [{node}, *a{i - 1}]}}"
    return f"x: {node}\n"


@pytest.mark.parametrize("depth", [18, 40])
def test_a_merge_key_bomb_is_refused_before_it_expands(depth):
    assert len(merge_bomb(40)) < 800
    with pytest.raises(DataError, match="merge keys"):
        load_text(merge_bomb(depth), "bomb.yaml")


def test_the_merge_key_bomb_in_a_custom_set_is_a_clear_data_error(tmp_path):
    folder = tmp_path / "avant_carde"
    folder.mkdir()
    (folder / "bomb.yaml").write_text(merge_bomb(40))
    from game.avant_carde.data import load_patron_set
    with pytest.raises(DataError, match="merge keys"):
        load_patron_set(str(folder / "bomb.yaml"))


@pytest.mark.parametrize("text", ["\x12name: a\n", "name: a\x7f\n", "name: \ufffe\n"])
def test_a_character_yaml_refuses_at_the_first_read_is_a_data_error(tmp_path, text):
    """Found by bench --fuzz-home 2000: the reader refuses some characters as it opens the stream,
    before parsing starts, and that error escaped as a ReaderError."""
    path = tmp_path / "custom.yaml"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    from game.avant_carde.data import load_patron_set
    with pytest.raises(DataError, match="custom.yaml"):
        load_patron_set(str(path), "custom")


# ---- case 6: FIFOs and other non-files --------------------------------------------------------------

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_is_refused_at_once_not_waited_on(tmp_path):
    fifo = tmp_path / "autosave.json"
    os.mkfifo(fifo)
    outcome = []

    def read_all():
        for reader, error in ((lambda: saves.load(str(fifo)), SaveError),
                              (lambda: load_file(str(fifo)), DataError)):
            try:
                reader()
            except error as exc:
                outcome.append(str(exc))
    t = threading.Thread(target=read_all, daemon=True)
    t.start()
    t.join(10)
    if t.is_alive():                      # unblock the reader so the test run can end
        open(fifo, "wb").close()
        pytest.fail("reading a FIFO hung")
    assert len(outcome) == 2 and all("not a regular file" in m for m in outcome)


def test_directories_and_symlink_loops_are_refused(tmp_path):
    (tmp_path / "dir.json").mkdir()
    loop = tmp_path / "loop.json"
    os.symlink(loop, loop)
    for p in ("dir.json", "loop.json"):
        with pytest.raises(SaveError):
            saves.load(str(tmp_path / p))
    with pytest.raises(OSError):
        read_bytes(str(tmp_path / "dir.json"), 10)


def test_clean_text_replaces_controls_and_surrogates_only():
    assert clean_text("Ada\x00\x1b[31m\ud83d\u00e9 名前\n") == "Ada\ufffd\ufffd[31m\ufffd\u00e9 名前\n"


# ---- case 7: a save carries its custom patron set ---------------------------------------------------

def test_a_save_replays_after_its_custom_set_is_edited_or_removed(tmp_path):
    src = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data", "avant_carde", "patrons")
    builtin = sorted(f for f in os.listdir(src) if f.endswith(".yaml"))[0]
    custom = tmp_path / "mine.yaml"
    custom.write_text(open(os.path.join(src, builtin), encoding="utf-8").read().replace(
        "name:", "name: My", 1), encoding="utf-8")
    path = tmp_path / "s.json"
    saved_game(path, setup={"seed": 5, "patrons": str(custom)}, moves=4)
    custom.write_text(custom.read_text(encoding="utf-8").replace("short: ", "short: Edited ", 1), encoding="utf-8")
    assert Session.load(str(path), ALL).actions
    custom.unlink()
    loaded = Session.load(str(path), ALL)
    assert loaded.setup["patrons"]["file"] == "mine.yaml"
    assert loaded.state.pset.name.startswith("My")


def test_old_saves_naming_a_set_by_path_still_load(tmp_path):
    path = tmp_path / "s.json"
    data = saved_game(path, setup={"seed": 5, "patrons": "parisians"}, moves=4)
    assert data["setup"]["patrons"] == "parisians"
    assert Session.load(str(path), ALL).actions


# ---- case 12: pay/unpay toggles never grow the log --------------------------------------------------

def toggle_pair(session):
    """A pay and the unpay that takes it back, if the decision offers one."""
    for a in session.decision.options:
        if a.kind == "pay":
            return a
    return None


def test_toggles_that_cancel_out_leave_no_trace_in_the_log_or_the_save(tmp_path):
    path = str(tmp_path / "autosave.json")
    s = Session(ad, {"seed": 5}, [("Ann", "human"), ("Ben", "human")], autosave_path=path)
    s.autosave()
    pay = None
    for _ in range(200):
        pay = toggle_pair(s)
        if pay:
            break
        opts = s.decision.options
        s.apply(next((a for a in opts if a.kind == "acquire"), opts[-1]))
    assert pay is not None
    before, size = list(s.actions), os.path.getsize(path)
    for _ in range(300):
        s.apply(pay)
        unpay = next(a for a in s.decision.options if a.kind == "unpay" and a.args == pay.args)
        s.apply(unpay)
    assert s.actions == before
    assert os.path.getsize(path) == size
    s.apply(pay)
    assert s.actions == before + [pay]          # a step that does not cancel is kept
    assert Session.load(path, ALL).actions == s.actions


def test_a_save_load_would_refuse_is_never_written(tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    s = Session(ac, {"seed": 3}, [("Ada", "human"), ("Bob", "human")], autosave_path=str(path))
    s.autosave()
    good = path.read_bytes()
    monkeypatch.setattr(saves, "MAX_BYTES", len(good) + 10)
    s.apply(s.decision.options[0])
    s.apply(s.decision.options[0])
    assert path.read_bytes() == good
    assert "too long to save" in s.save_problem
    assert Session.load(str(path), ALL)


# ---- case 8: a failed autosave never stops the game -------------------------------------------------

@pytest.mark.parametrize("errno_name,words", [("EROFS", "read-only"), ("ENOSPC", "disk is full"),
                                              ("EFBIG", "larger than the system"), ("EEXIST", "is a file")])
def test_a_failed_autosave_becomes_a_reason_and_the_game_goes_on(tmp_path, monkeypatch, errno_name, words):
    import errno
    path = tmp_path / "autosave.json"
    s = Session(ac, {"seed": 3}, [("Ada", "human"), ("Bob", "human")], autosave_path=str(path))
    s.autosave()
    good = path.read_bytes()

    def refuse(*args, **kwargs):
        raise OSError(getattr(errno, errno_name), os.strerror(getattr(errno, errno_name)))
    monkeypatch.setattr(saves, "write_atomic", refuse)
    s.apply(s.decision.options[0])
    assert words in s.save_problem
    assert path.read_bytes() == good
    monkeypatch.undo()
    s.apply(s.decision.options[0])
    assert s.save_problem is None


# ---- case 9: the folder lock --------------------------------------------------------------------------

def test_a_second_process_is_told_who_owns_the_folder(tmp_path):
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    holder = subprocess.Popen([sys.executable, os.path.join(root, "tests", "lock_holder.py"), str(tmp_path)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "None"
        assert FolderLock(tmp_path).acquire() == holder.pid
    finally:
        holder.kill()
        holder.wait()
    assert FolderLock(tmp_path).acquire() is None          # the owner died: the lock is free
