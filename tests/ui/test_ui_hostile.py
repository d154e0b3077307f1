"""Hostile files in the user folder, app side (issue 16): each ends in one clear sentence on screen,
the app stays usable, and every other save and setting keeps its bytes (checked by hash)."""

import errno
import hashlib
import json
import os
import subprocess
import sys

import pytest
from ui_helpers import click, run

from game.engine.session import Session
from game.games import AGENTS, game_module
from game.ui.play import launch
from game.ui.play.saves import LoadScene
from game.ui.play.setup import NewGameScene
from game.ui.play.table import TableScene
from game.ui.scenes.settings import SettingsScene
from game.ui.userdata import Settings

ac = game_module("avant-carde")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PATRONS = os.path.join(ROOT, "data", "avant_carde", "patrons", "londoners.yaml")


def digests(folder, skip=()):
    """sha256 of every regular file under ``folder`` (relative path -> hex), ``skip`` left out."""
    out = {}
    for dirpath, _, files in os.walk(folder):
        for f in files:
            p = os.path.join(dirpath, f)
            rel = os.path.relpath(p, folder)
            if rel not in skip and os.path.isfile(p) and not os.path.islink(p):
                out[rel] = hashlib.sha256(open(p, "rb").read()).hexdigest()
    return out


def write_save(path, seats=(("Ada", "human"), ("Bob", "greedy")), setup=None, moves=4):
    s = Session(ac, setup or {"seed": 3}, list(seats), agents=AGENTS)
    for _ in range(moves):
        s.apply(s.decision.options[0])
    os.makedirs(os.path.dirname(path), exist_ok=True)
    s.save(str(path))
    return json.loads(open(path).read())


def table_on_top(app):
    return next(s for s in reversed(app.stack) if isinstance(s, TableScene))


# ---- case 1: one bad file in saves/ never hides the others ------------------------------------------

def test_the_load_screen_lists_good_saves_beside_every_kind_of_bad_one(wired, home):
    app = wired
    good = write_save(home / "saves" / "good.json")
    for name, edit in (("five", lambda d: d.__setitem__("seats", 5)),
                       ("ada", lambda d: d.__setitem__("seats", ["Ada"])),
                       ("inf", lambda d: d["state"].__setitem__("seed", float("inf")))):
        data = json.loads(json.dumps(good))
        edit(data)
        (home / "saves" / f"{name}.json").write_text(json.dumps(data))
    os.symlink(home / "saves" / "missing.json", home / "saves" / "broken.json")
    os.symlink(home / "saves" / "loop.json", home / "saves" / "loop.json")
    (home / "saves" / "dir.json").mkdir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(home / "saves" / "fifo.json")
    before = digests(home)
    scene = LoadScene(app)
    app.push(scene)
    run(app, 2)
    assert app.errors == []
    enabled = [b for b in scene.rows if b.enabled]
    assert len(enabled) == 1 and "Ada, Bob" in enabled[0].label
    click(app, enabled[0].rect.center, frames=2)
    assert isinstance(app.top, TableScene) and app.errors == []
    after = digests(home, skip={"autosave.json", "vernissage.lock"})
    assert {k: v for k, v in before.items() if k != "vernissage.lock"} == after


def test_an_unreadable_saves_folder_gives_an_empty_list_not_a_crash(wired, home, monkeypatch):
    write_save(home / "saves" / "good.json")
    real = os.listdir

    def refuse(path="."):
        if str(path).endswith("saves"):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real(path)
    monkeypatch.setattr(os, "listdir", refuse)
    wired.push(LoadScene(wired))
    run(wired, 2)
    assert wired.errors == []


# ---- case 3: a save with a NUL or a surrogate in a name opens its table ----------------------------------

def test_continue_with_control_characters_in_a_seat_name_draws_the_table(wired, home):
    data = write_save(home / "autosave.json")
    data["seats"][0]["name"] = "A\x00d\ud800a"
    (home / "autosave.json").write_text(json.dumps(data))
    launch.refresh_hooks(wired)
    launch.continue_game(wired)
    run(wired, 3)
    assert wired.errors == []
    assert table_on_top(wired).controller.session.seats[0].name == "A\ufffdd\ufffda"


# ---- cases 4, 7 and 13: custom patron sets ---------------------------------------------------------------

def custom_set(home, text):
    folder = home / "patron_sets"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mine.yaml").write_text(text, encoding="utf-8")
    return str(folder / "mine.yaml")


def test_a_custom_set_with_nul_in_its_names_opens_new_game_and_plays(wired, home):
    text = open(PATRONS, encoding="utf-8").read()
    text = text.replace("name: Londoners", 'name: "Lon\\0doners"').replace(
        "name: The Collector", 'name: "The \\0Coll\\ud800ector"')
    path = custom_set(home, text)
    scene = NewGameScene(wired, launch.start_session)
    wired.push(scene)
    run(wired)
    from game.games import spec
    assert any("Lon\ufffddoners" in c.label for c in spec("avant-carde").field("patrons").all_choices())
    scene.choices["game"] = "avant-carde"
    scene.choices["fields"]["avant-carde"]["patrons"] = path
    scene.choices["seats"] = [["Ada", "human"], ["Bob", "greedy"]]
    scene._build()
    click(wired, scene.go.rect.center, frames=3)
    assert wired.errors == [] and isinstance(wired.top, TableScene)


def test_a_save_made_with_a_custom_set_continues_after_the_file_is_removed(wired, home):
    path = custom_set(home, open(PATRONS, encoding="utf-8").read().replace("name: Londoners", "name: Mine"))
    launch.start_session(wired, ac, {"seed": 4, "patrons": path}, [("Ada", "human"), ("Bob", "greedy")])
    session = table_on_top(wired).controller.session
    session.apply(session.decision.options[0])
    os.remove(path)
    wired.go_home()
    launch.continue_game(wired)
    run(wired)
    assert isinstance(wired.top, TableScene) and wired.errors == []


def test_an_autosave_that_cannot_be_resumed_is_moved_aside_not_overwritten(wired, home):
    write_save(home / "autosave.json")
    broken = (home / "autosave.json").read_text().replace('"actions":[', '"actions":["buy 99",')
    (home / "autosave.json").write_text(broken)
    digest = hashlib.sha256(broken.encode()).hexdigest()
    launch.start_session(wired, ac, {"seed": 9}, [("Ada", "human"), ("Bob", "greedy")])
    aside = [f for f in os.listdir(home / "saves") if f.startswith("autosave-unresumable-")]
    assert len(aside) == 1
    assert hashlib.sha256((home / "saves" / aside[0]).read_bytes()).hexdigest() == digest
    assert Session.load(str(home / "autosave.json"), launch.all_games()).setup["seed"] == 9


def test_a_custom_set_broken_after_it_was_listed_gives_the_inline_error(wired, home):
    path = custom_set(home, open(PATRONS, encoding="utf-8").read())
    scene = NewGameScene(wired, launch.start_session)
    wired.push(scene)
    scene.choices["game"] = "avant-carde"
    scene.choices["fields"]["avant-carde"]["patrons"] = path
    scene.choices["seats"] = [["Ada", "human"], ["Bob", "greedy"]]
    scene._build()
    with open(path, "w", encoding="utf-8") as f:
        f.write("name: [broken\n")
    click(wired, scene.go.rect.center, frames=2)
    assert wired.errors == [] and wired.top is scene
    assert "mine.yaml" in scene.error


# ---- case 8: a read-only or full folder --------------------------------------------------------------------

@pytest.mark.parametrize("code,words", [(errno.EROFS, "read-only"), (errno.ENOSPC, "disk is full"),
                                        (errno.EEXIST, "is a file")])
def test_a_folder_that_refuses_writes_leaves_the_game_playable_with_a_notice(wired, home, monkeypatch, code, words):
    from game.ui.play.table import save_notice
    write_save(home / "autosave.json")
    before = digests(home, skip={"vernissage.lock"})

    def refuse(*args, **kwargs):
        raise OSError(code, os.strerror(code))
    monkeypatch.setattr("tempfile.mkstemp", refuse)      # every atomic write starts here
    launch.refresh_hooks(wired)
    launch.continue_game(wired)
    table = table_on_top(wired)
    table.controller.session.apply(table.controller.session.decision.options[0])
    run(wired, 3)
    assert wired.errors == [] and table in wired.stack
    assert save_notice(table.controller.session) == f"Not saved: {table.controller.session.save_problem}."
    assert words in save_notice(table.controller.session)
    assert wired.status() == save_notice(table.controller.session)      # the band across the top
    wired.go_home()
    scene = NewGameScene(wired, launch.start_session)
    wired.push(scene)
    click(wired, scene.go.rect.center, frames=2)
    assert isinstance(wired.top, TableScene) and words in wired.top.controller.session.save_problem
    assert digests(home, skip={"vernissage.lock"}) == before


# ---- case 9: two windows on one folder ------------------------------------------------------------------------

def test_a_second_window_says_so_and_never_writes_the_first_ones_autosave(app, home):
    from game.ui.play.table import save_notice
    write_save(home / "autosave.json")
    holder = subprocess.Popen([sys.executable, os.path.join(ROOT, "tests", "lock_holder.py"), str(home)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "None"
        before = digests(home, skip={"vernissage.lock"})
        launch.connect(app)
        app.go_home()
        launch.warn_if_second_window(app)
        assert "already open" in app.top.title
        launch.start_session(app, ac, {"seed": 9}, [("Ada", "human"), ("Bob", "human")])
        table = table_on_top(app)
        table.controller.session.apply(table.controller.session.decision.options[0])
        run(app, 2)
        assert f"process {holder.pid}" in save_notice(table.controller.session)
        assert digests(home, skip={"vernissage.lock"}) == before
    finally:
        holder.kill()
        holder.wait()


# ---- case 10: a hostile setup.json ---------------------------------------------------------------------------------

@pytest.mark.parametrize("content", [
    "[" * 100_000 + "]" * 100_000,
    json.dumps({"seats": [["A\x00da", "human"], ["B\ud800", "medium"]]}),
    json.dumps({"seed": "abc"}),
    json.dumps({"seed": "9" * 5000}),
])
def test_a_hostile_setup_file_still_opens_new_game_and_starts(wired, home, content):
    home.mkdir(exist_ok=True)
    (home / "setup.json").write_text(content)
    scene = NewGameScene(wired, launch.start_session)
    wired.push(scene)
    run(wired)
    click(wired, scene.go.rect.center, frames=3)
    assert wired.errors == [] and isinstance(wired.top, TableScene)


# ---- case 11: a hostile settings.json ---------------------------------------------------------------------------

def test_a_control_character_in_the_player_name_opens_settings(home, app):
    s = Settings.from_data({"player_name": "A\x00d\ud800a"})
    app.settings = s
    app.push(SettingsScene(app))
    run(app, 2)
    assert app.errors == [] and s.player_name == "A\ufffdd\ufffda"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("value", [["fr"], {"fr": 1}, "klingon", "fr\x00", 7, None])
def test_a_language_that_is_not_one_of_ours_falls_back_to_the_default(value):
    """A settings file naming the language as a list raised TypeError (a list cannot be looked up
    in the languages): found by bench --fuzz-home once it wrote the coach's and the language's fields."""
    s = Settings.from_data({"language": value, "hints": "yes", "hints_hot_seat": [1]})
    assert s.language == "" and s.hints is False and s.hints_hot_seat is False


def test_a_settings_file_that_cannot_be_read_is_never_replaced(tmp_path):
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    s = Settings.load(str(fifo))
    assert s == Settings() and s.save(str(fifo)) is False
    assert os.path.exists(fifo) and not os.path.isfile(fifo)
    folder = tmp_path / "dir.json"
    folder.mkdir()
    assert Settings.load(str(folder)).save(str(folder)) is False


# ---- the fuzzer of hostile user folders, at a small count ------------------------------------------------

def test_hostile_user_folders_open_every_scene_without_an_error():
    from game.ui.fuzzhome import fuzz_home
    r = fuzz_home(3, seed=7)
    assert r["cases"] == 3 and r["files"] > 10
    assert r["failures"] == []
