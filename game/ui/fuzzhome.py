"""``python main.py bench --fuzz-home N``: the real app on N hostile user folders.

Each case fills a fresh user folder with :func:`game.tools.fuzz.hostile_home` (FIFOs, folders,
symlink loops, huge files, random bytes, hostile saves, settings, set-ups and custom sets, file
names that are not UTF-8, 30 to 40 more saves, seat names of 20,000+ characters, odd things at
the lock file's path, one good save) and a data folder of damaged lessons and learned weights
(:func:`game.tools.fuzz.hostile_data`), then, headless, opens every scene that reads them — the
main menu, Load (scrolled to the good save, which it loads), Continue, New game (and starts a
game), Settings, the patron lab, Learn to play (and every lesson it offers) — makes a move in
each game it opens, and checks every weights file as ``check-data`` does. The rule: no
exception reaches the app's crash guard, nothing hangs (30 s per case) and Load draws within a
second, the good save is listed, loads and keeps its bytes, no custom set or other save is
written over (nor anything through the lock file's path), every FIFO, folder and link is still
what it was, a lesson is opened or says why not, and a weights file's problems are one line each.
"""

from __future__ import annotations

import hashlib
import os
import random
import shutil
import signal
import stat
import tempfile
import time
from typing import TYPE_CHECKING, Any, Never

if TYPE_CHECKING:
    from types import FrameType

    from game.engine.contract import GamePackage
    from game.ui.app import App

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

CASE_SECONDS = 30
DRAW_SECONDS = 1.0      # a redraw of Load, at most (a frame is 1/60 s; the machine may be busy)


class _Hang(Exception):
    pass


def _fingerprint(folder: str) -> dict[str, str | int]:
    """What each entry under ``folder`` is: a hash for a regular file, its kind otherwise.
    Files the app owns (autosave, settings, set-up, logs, the lock) are left out."""
    owned = {"autosave.json", "settings.json", "setup.json", "vernissage.lock"}
    out: dict[str, str | int] = {}
    for dirpath, dirs, files in os.walk(folder):
        for name in dirs + files:
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, folder)
            if rel in owned or rel.startswith("logs") or name.startswith("autosave-unresumable-"):
                continue
            info = os.lstat(path)
            if stat.S_ISREG(info.st_mode) and info.st_size < 4 * 1024 * 1024:
                with open(path, "rb") as f:
                    out[rel] = hashlib.sha256(f.read()).hexdigest()
            else:
                out[rel] = stat.S_IFMT(info.st_mode)
    return out


def _set_aside(rel: str, print_: str | int, after: dict[str, str | int]) -> bool:
    """Whether the entry ``rel`` (fingerprint ``print_``) was moved aside whole, as a damaged
    statistics file is ("stats.damaged-<stamp>.json", and the player told so): nothing lost."""
    base, ext = os.path.splitext(rel)
    return any(k.startswith(f"{base}.damaged-") and k.endswith(ext) and v == print_ for k, v in after.items())


def _settle(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.step([], dt=0.05)


def _move(app: App) -> bool:
    """Make one move in the game on top, if a human is to make it."""
    table: Any = next((s for s in reversed(app.stack) if hasattr(s, "controller")), None)
    if table is None:
        return False
    session = table.controller.session
    d = session.decision
    if d is not None and session.seats[d.player].human and not table.controller.thinking:
        session.apply(d.options[0])
        table.refresh()
    _settle(app)
    return True


def _visit(app: App, good: str) -> list[str]:
    """Every scene that reads the user folder; returns what went wrong beyond app.errors."""
    from game.ui.play import launch
    from game.ui.play.saves import LoadScene, PastGamesScene
    from game.ui.play.setup import NewGameScene
    from game.ui.play.stats import StatsScene
    from game.ui.scenes.main_menu import MainMenu
    from game.ui.scenes.settings import SettingsScene
    problems = []
    launch.connect(app)
    app.go_home()
    _settle(app)
    load = LoadScene(app)
    app.push(load)
    _settle(app)
    index = next((i for i, e in enumerate(load.entries) if e.path == good), None)
    if index is None or not load.rows[index].enabled:
        problems.append("the good save is not listed as loadable")
    else:
        load.scroll_to(load.shown.index(index))
        t = time.perf_counter()
        app.dirty = True
        _settle(app, 1)
        if time.perf_counter() - t > DRAW_SECONDS:
            problems.append(f"Load took {time.perf_counter() - t:.1f}s to draw")
        if not load.rows[index].visible:
            problems.append("the good save cannot be scrolled into view")
        load._load(good)
        if not _move(app):
            problems.append(f"the good save did not open: {load.message}")
    app.go_home()
    _settle(app)
    if app.actions.continue_game:
        app.actions.continue_game()
        _settle(app)
        _move(app)
        app.go_home()
    scene = NewGameScene(app, launch.start_session)
    app.push(scene)
    _settle(app)
    scene._start()
    _settle(app)
    _move(app)
    app.go_home()
    app.push(SettingsScene(app))
    _settle(app)
    app.go_home()
    stats_scene = StatsScene(app)                 # the statistics, then the games kept for review
    app.push(stats_scene)
    _settle(app)
    stats_scene.open_past()
    _settle(app)
    past = app.top
    if isinstance(past, PastGamesScene):
        for entry in past.entries[:4]:            # each kept game opens its review or says why not
            past._review(entry.path)
            _settle(app)
            if app.top is not past:
                app.pop()
                _settle(app)
    app.go_home()
    menu = app.top
    assert isinstance(menu, MainMenu)
    menu.lab.activate()                         # the patron lab lists the custom sets too
    _settle(app)
    app.go_home()
    problems += _lessons(app)
    return problems


def _lessons(app: App) -> list[str]:
    """Learn to play: each lesson it offers opens its guide; each it refuses says why."""
    from game.ui.play.guide import GuideScene, choose_lesson, lesson_games, open_lesson
    from game.ui.scenes.dialogs import Dialog
    problems = []
    choose_lesson(app)
    _settle(app)
    dialog = app.top
    assert isinstance(dialog, Dialog)
    offered = [(b.label, b.enabled, b.tip()) for b in dialog.buttons if b.label != "Cancel"]
    titles = {label: (gid, index) for gid, index, label in lesson_games()}
    for title, enabled, tip in offered:
        if not enabled:
            if "cannot be opened" not in (tip or ""):
                problems.append(f"the {title} lesson is refused without a reason")
            continue
        app.go_home()
        guide = open_lesson(app, *titles[title])
        _settle(app)
        if not isinstance(guide, GuideScene):
            problems.append(f"the {title} lesson was offered but did not open")
    app.go_home()
    return problems


def _weights(folder: str) -> list[str]:
    """What ``check-data`` says of each learned weights file under ``folder``: one line each."""
    from game.ai.learning import data_errors
    from game.games import all_specs
    problems = []
    for game in all_specs():
        for message in data_errors(game.id, os.path.join(folder, game.data_folder)):
            if "\n" in message or not message.strip():
                problems.append(f"{game.id} weights: a message that is not one line")
    return problems


def _sample_custom_file(root: str) -> str:
    """The text of one shipped data file of the kind players write themselves (a patron set):
    what the hostile folders' custom files are made from."""
    from game.tools.soak import CHECKS
    for game in CHECKS.games():
        custom = CHECKS.of(game.id).custom_data
        if custom:
            folder = os.path.join(root, game.data_folder, custom[0])
            name = sorted(f for f in os.listdir(folder) if f.endswith(".yaml"))[-1]
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                return f.read()
    return ""


def fuzz_home(n: int, seed: int = 1) -> dict[str, Any]:
    """``n`` hostile user folders through the app; returns ``{"cases", "files", "failures"}``."""
    from game.engine import lesson
    from game.engine.session import Session
    from game.games import AGENTS, game_ids, game_module
    from game.tools.fuzz import hostile_data, hostile_home, sample_saves
    from game.ui.app import App
    from game.ui.userdata import Settings

    rng = random.Random(seed)
    texts = sample_saves()
    patron_text = _sample_custom_file(lesson.DATA_ROOT)
    games: dict[str, GamePackage] = {g: game_module(g) for g in game_ids()}
    out: dict[str, Any] = {"cases": 0, "files": 0, "failures": []}
    old_home = os.environ.get("VERNISSAGE_HOME")

    def hang(signum: int, frame: FrameType | None) -> Never:
        raise _Hang()
    previous = signal.signal(signal.SIGALRM, hang) if hasattr(signal, "SIGALRM") else None
    os.environ["VERNISSAGE_HOME"] = tmp_home = tempfile.mkdtemp()    # the app's first settings
    data_root = lesson.DATA_ROOT
    app = None
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for i in range(n):
                folder = os.path.join(tmp, f"home-{i}")
                good, made = hostile_home(folder, rng, texts, patron_text)
                lesson.DATA_ROOT = os.path.join(tmp, f"data-{i}")
                made += hostile_data(lesson.DATA_ROOT, rng)
                os.environ["VERNISSAGE_HOME"] = folder
                before = _fingerprint(folder)
                out["cases"] += 1
                out["files"] += len(made)
                where = f"case {i} ({'; '.join(made)})"
                if hasattr(signal, "alarm"):
                    signal.alarm(CASE_SECONDS)
                try:
                    if app is None:
                        app = App(settings=Settings.load(), size=(1280, 720), fullscreen=False)
                    app.settings = Settings.load()
                    app.settings.animation_speed = "instant"
                    problems = _visit(app, good) + _weights(lesson.DATA_ROOT)
                    app.close()
                    Session.load(good, games, agents=AGENTS)
                except _Hang:
                    problems = [f"no answer within {CASE_SECONDS}s"]
                except Exception as exc:  # noqa: BLE001 — exactly what the fuzz looks for
                    problems = [f"{type(exc).__name__}: {exc}"]
                finally:
                    if hasattr(signal, "alarm"):
                        signal.alarm(0)
                    lock = getattr(app, "folder_lock", None)
                    if lock is not None:
                        lock.release()
                problems += [f"app error: {e.strip().splitlines()[-1]}" for e in app.errors] if app else []
                if app is not None:
                    app.errors.clear()
                after = _fingerprint(folder)
                changed = sorted(k for k in before if after.get(k) != before[k] and not _set_aside(k, before[k], after))
                if changed:
                    problems.append("written over or removed: " + ", ".join(changed))
                out["failures"] += [f"{p[:300]} in {where}"[:600] for p in problems]   # what went wrong first
    finally:
        lesson.DATA_ROOT = data_root
        if previous is not None:
            signal.signal(signal.SIGALRM, previous)
        shutil.rmtree(tmp_home, ignore_errors=True)
        if old_home is None:
            os.environ.pop("VERNISSAGE_HOME", None)
        else:
            os.environ["VERNISSAGE_HOME"] = old_home
    return out


if __name__ == "__main__":
    t = time.perf_counter()
    print(fuzz_home(3), time.perf_counter() - t)
