"""Saves you can always reach (issue 27, cases 1–3 and 5): the Load scene lists every save newest
first, scrolls by wheel, keys and drag, filters by name, draws any file name and any seat name
within a frame; the quit and pause dialogs say when the game is not saved and Save as… writes it
to another folder."""

import errno
import json
import os
import sys
import time

import pygame
import pytest
from ui_helpers import click, post, press, run

from game.engine.session import Session
from game.games import game_module
from game.ui.play import launch
from game.ui.play.saves import LoadScene
from game.ui.play.setup import NewGameScene
from game.ui.play.table import TableScene

ac = game_module("avant-carde")


def write_save(path, seats=(("Ada", "human"), ("Bob", "greedy")), seed=3, moves=2, when=None):
    s = Session(ac, {"seed": seed}, list(seats))
    for _ in range(moves):
        s.apply(s.decision.options[0])
    os.makedirs(os.path.dirname(path), exist_ok=True)
    s.save(str(path))
    if when is not None:
        os.utime(path, (when, when))
    return s


def open_load(app):
    scene = LoadScene(app)
    app.push(scene)
    run(app, 2)
    return scene


def in_view(scene):
    return [b for b in scene.rows if b.visible]


# ---- case 1: every save is listed, newest first, and each can be reached -------------------------------

@pytest.fixture
def many(home):
    """Ten good saves (Ada vs Bob0…Bob9, the oldest first) and nine damaged ones newer than all."""
    now = time.time()
    for i in range(10):
        write_save(home / "saves" / f"good-{i}.json", seats=(("Ada", "human"), (f"Bob{i}", "greedy")),
                   when=now - 10_000 + i)
    for i in range(9):
        (home / "saves" / f"damaged-{i}.json").write_text("{not json")
        os.utime(home / "saves" / f"damaged-{i}.json", (now - 100 + i, now - 100 + i))
    return home


def test_every_save_is_listed_newest_first(wired, many):
    scene = open_load(wired)
    assert len(scene.rows) == 19
    assert [b.enabled for b in scene.rows] == [False] * 9 + [True] * 10
    assert [b.label.split(" · ")[2] for b in scene.rows[9:]] == [f"Ada, Bob{i}" for i in range(9, -1, -1)]
    assert all("cannot be loaded" in b.label for b in scene.rows[:9])
    assert len(in_view(scene)) < 19 and scene.rows[-1] not in in_view(scene)


def test_the_wheel_reaches_the_oldest_save_and_a_click_loads_it(wired, many):
    scene = open_load(wired)
    oldest = scene.rows[-1]
    for _ in range(10):
        post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        run(wired)
    assert oldest in in_view(scene) and scene.list_rect.contains(oldest.rect)
    click(wired, oldest.rect.center, frames=2)
    assert isinstance(wired.top, TableScene) and wired.errors == []
    assert wired.top.controller.session.seats[1].name == "Bob0"


def test_keys_reach_every_loadable_save(wired, many):
    scene = open_load(wired)
    press(wired, pygame.K_DOWN)                     # from nowhere to the first save that loads
    assert wired.top.ui.focus is scene.rows[9]
    press(wired, pygame.K_END)
    assert scene.ui.focus is scene.rows[-1] and scene.rows[-1] in in_view(scene)
    press(wired, pygame.K_PAGEUP)
    assert scene.ui.focus in in_view(scene) and scene.ui.focus.enabled
    press(wired, pygame.K_END)
    press(wired, pygame.K_RETURN, frames=2)
    assert isinstance(wired.top, TableScene) and wired.top.controller.session.seats[1].name == "Bob0"


def test_dragging_the_scroll_bar_scrolls_the_list(wired, many):
    scene = open_load(wired)
    track, thumb = scene._bar()
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=thumb.center, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1),
         pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb.centerx, track.bottom + 50), rel=(0, 1), buttons=(1, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, track.bottom + 50), button=1))
    run(wired, 2)
    assert scene.first == scene.max_first > 0 and scene.rows[-1] in in_view(scene)


def test_the_filter_keeps_the_saves_whose_names_match(wired, many):
    scene = open_load(wired)
    click(wired, scene.filter.rect.center)
    post(pygame.event.Event(pygame.TEXTINPUT, text="bob3"))
    run(wired)
    assert [scene.rows[i].label.split(" · ")[2] for i in scene.shown] == ["Ada, Bob3"]
    assert in_view(scene) == [scene.rows[scene.shown[0]]]
    press(wired, pygame.K_DOWN)
    press(wired, pygame.K_RETURN, frames=2)
    assert isinstance(wired.top, TableScene) and wired.top.controller.session.seats[1].name == "Bob3"


def test_typing_on_the_list_filters_by_file_name(wired, many):
    scene = open_load(wired)
    post(pygame.event.Event(pygame.TEXTINPUT, text="damaged-4"))
    run(wired)
    assert scene.ui.focus is scene.filter and len(scene.shown) == 1
    assert not scene.rows[scene.shown[0]].enabled


def test_thirty_saves_open_and_draw_within_a_frame(wired, home):
    for i in range(32):
        write_save(home / "saves" / f"s{i}.json", seats=(("Ada", "human"), (f"B{i}", "greedy")), moves=1)
    scene = open_load(wired)
    t = time.perf_counter()
    for _ in range(5):
        post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        wired.dirty = True
        run(wired)
    assert (time.perf_counter() - t) / 5 < 0.1
    assert len(scene.rows) == 32 and wired.errors == []


# ---- case 2: a file name that is not UTF-8 -------------------------------------------------------------------

@pytest.mark.skipif(sys.platform == "win32", reason="Windows file names are always Unicode")
def test_a_file_name_that_is_not_utf8_is_listed_and_drawn(wired, home):
    write_save(home / "saves" / "good.json")
    folder = os.fsencode(str(home / "saves"))
    with open(os.path.join(folder, b"bad\xff.json"), "w") as f:
        f.write("{not json")
    write_save(os.fsdecode(os.path.join(folder, b"good\xfe.json")), seats=(("Ada", "human"), ("Zed", "greedy")))
    scene = open_load(wired)
    wired.dirty = True
    run(wired, 2)
    assert wired.errors == [] and wired.top is scene
    bad = next(b for b in scene.rows if b.label.startswith("bad"))
    assert "bad\ufffd.json" in bad.label and not bad.enabled
    bad.tip().encode("utf-8")
    zed = next(b for b in scene.rows if "Zed" in b.label)
    click(wired, zed.rect.center, frames=2)
    assert isinstance(wired.top, TableScene) and wired.errors == []


# ---- case 3: names long enough to freeze a frame -------------------------------------------------------------

@pytest.mark.parametrize("length", [20_000, 60_000])
def test_a_long_seat_name_draws_the_load_list_and_the_table_within_a_frame(wired, home, length):
    path = home / "saves" / "long.json"
    write_save(path)
    data = json.loads(path.read_text())
    data["seats"][0]["name"] = "N" * length
    path.write_text(json.dumps(data))
    scene = open_load(wired)
    t = time.perf_counter()
    wired.dirty = True
    run(wired)
    assert time.perf_counter() - t < 0.5
    assert len(scene.rows[0].label) < 200
    t = time.perf_counter()
    click(wired, scene.rows[0].rect.center, frames=2)
    assert isinstance(wired.top, TableScene) and time.perf_counter() - t < 3
    assert len(wired.top.controller.session.seats[0].name) <= 40 and wired.errors == []


def test_a_long_name_in_the_remembered_set_up_starts_a_game_at_once(wired, home):
    home.mkdir(exist_ok=True)
    (home / "setup.json").write_text(json.dumps({"seats": [["Ada", "human"], ["N" * 60_000, "medium"]]}))
    scene = NewGameScene(wired, launch.start_session)
    wired.push(scene)
    run(wired)
    t = time.perf_counter()
    click(wired, scene.go.rect.center, frames=3)
    assert isinstance(wired.top, TableScene) and time.perf_counter() - t < 3 and wired.errors == []


# ---- case 5: the quit and pause dialogs know whether the game is saved ------------------------------------

@pytest.fixture
def refusing_home(home, monkeypatch):
    """The user folder refuses every write with ``refusing_home.code`` (set by the test); other
    folders take files as usual."""
    import tempfile
    real = tempfile.mkstemp

    class Refusal:
        code = errno.EROFS

    def mkstemp(*args, dir=None, **kwargs):
        if dir is not None and os.path.abspath(dir).startswith(os.path.abspath(str(home))):
            raise OSError(Refusal.code, os.strerror(Refusal.code))
        return real(*args, dir=dir, **kwargs)
    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
    return Refusal


def play_moves(app, n=3):
    """A game against Bob with ``n`` of Ada's moves made (fewer if Bob is to move first)."""
    launch.start_session(app, ac, {"seed": 5}, [("Ada", "human"), ("Bob", "greedy")])
    table = app.top
    session = table.controller.session
    for _ in range(n):
        if table.controller.human_to_act is None:
            break
        session.apply(session.decision.options[0])
        table.refresh()
        run(app)
    run(app, 2)
    return table


def pause_and_quit(app):
    press(app, pygame.K_ESCAPE)
    pause = app.top
    click(app, pause.quit_button.rect.center, frames=3)
    return pause


@pytest.mark.parametrize("code,words", [(errno.EROFS, "read-only"), (errno.ENOSPC, "disk is full"),
                                        (errno.EFBIG, "larger than the system allows"),
                                        (errno.EDQUOT, "quota")])
def test_quitting_a_game_that_is_not_saved_says_so_and_never_claims_it_is_kept(wired, refusing_home, code, words):
    refusing_home.code = code
    play_moves(wired)
    pause_and_quit(wired)
    dialog = wired.top
    assert dialog.title == "This game is not saved" and words in dialog.message
    assert "kept" not in dialog.message and "Continue" not in dialog.message
    assert [b.label for b in dialog.buttons] == ["Quit without saving", "Cancel", "Save as…"]
    press(wired, pygame.K_ESCAPE)                               # Cancel: back to the game
    assert isinstance(wired.stack[-1], TableScene) or isinstance(wired.stack[-2], TableScene)


def test_save_as_writes_the_game_to_another_folder_and_says_where(wired, refusing_home, tmp_path):
    table = play_moves(wired)
    moves = list(table.controller.session.actions)
    pause_and_quit(wired)
    click(wired, wired.top.buttons[-1].rect.center, frames=2)  # Save as…
    ask = wired.top
    assert ask.title == "Save as…" and ask.ui.focus is ask.field
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    ask.field.value = str(elsewhere)
    click(wired, ask.confirm.rect.center, frames=2)
    written = list(elsewhere.iterdir())
    assert len(written) == 1 and written[0].suffix == ".json"
    assert Session.load(str(written[0]), launch.all_games()).actions == moves
    done = wired.top
    assert done.title == "Game saved" and str(written[0]) in done.message
    click(wired, done.buttons[-1].rect.center, frames=2)       # Quit to menu
    assert not any(isinstance(s, TableScene) for s in wired.stack) and wired.errors == []


@pytest.mark.parametrize("typed,words", [("", "Type a folder"), ("no/such/folder", "There is no folder"),
                                         ("{home}", "read-only"), ("{taken}", "already a file")])
def test_save_as_says_why_it_did_not_write_and_never_replaces_a_file(wired, refusing_home, tmp_path, typed, words):
    taken = tmp_path / "taken.json"
    taken.write_text("keep me")
    play_moves(wired)
    wired.actions.save_game_as()
    ask = wired.top
    ask.field.value = typed.format(home=os.environ["VERNISSAGE_HOME"], taken=taken)
    press(wired, pygame.K_RETURN)
    assert wired.top is ask and words in ask.problem
    assert taken.read_text() == "keep me" and wired.errors == []


def test_the_pause_menu_says_when_the_game_is_not_saved_and_offers_save_as(wired, refusing_home):
    play_moves(wired)
    press(wired, pygame.K_ESCAPE)
    pause = wired.top
    run(wired)
    assert pause.not_saved == "the folder is read-only" and pause.save_as.visible
    assert pause.panel.contains(pause.save_as.rect) and pause.panel.contains(pause.quit_button.rect)
    click(wired, pause.save_as.rect.center, frames=2)
    assert wired.top.title == "Save as…"


def test_the_pause_menu_offers_no_save_as_while_the_game_is_saved(wired):
    play_moves(wired)
    press(wired, pygame.K_ESCAPE)
    pause = wired.top
    run(wired)
    assert pause.not_saved is None and not pause.save_as.visible
    click(wired, pause.quit_button.rect.center, frames=3)
    assert wired.top.message == "The game is kept: Continue on the main menu brings it back."


def test_a_failed_save_from_the_pause_menu_offers_save_as(wired, refusing_home):
    play_moves(wired)
    wired.actions.save_game()
    assert wired.top.title == "This game is not saved" and "read-only" in wired.top.message
    assert wired.top.buttons[-1].label == "Save as…"


# ---- case 6: a second window never autosaves, whatever sits at the lock file's path ------------------------

@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and flock are POSIX")
@pytest.mark.parametrize("shape", ["fifo", "folder"])
def test_a_second_window_never_writes_the_autosave_when_the_lock_file_is_not_a_file(app, home, shape):
    import subprocess

    from game.engine.safefile import FolderLock
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    home.mkdir(parents=True, exist_ok=True)
    write_save(home / "autosave.json")
    lock = home / FolderLock.NAME
    os.mkfifo(lock) if shape == "fifo" else lock.mkdir()
    holder = subprocess.Popen([sys.executable, os.path.join(root, "tests", "lock_holder.py"), str(home)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "None"
        before = (home / "autosave.json").read_bytes()
        launch.connect(app)
        app.go_home()
        launch.warn_if_second_window(app)
        assert "already open" in app.top.title
        launch.start_session(app, ac, {"seed": 9}, [("Ada", "human"), ("Bob", "greedy")])
        run(app, 2)
        assert (home / "autosave.json").read_bytes() == before
        assert "another Vernissage window" in app.top.controller.session.save_problem
    finally:
        holder.kill()
        holder.wait()
