"""A damaged lesson file (issue 27, case 11): Learn to play says in one sentence that the lesson
cannot be opened and offers the other lessons; nothing reaches the crash guard, no table opens on
a lesson whose AI seat does not exist, and no lesson opens whose scripted move never becomes legal."""

import os
import shutil

import pytest
from ui_helpers import click, run

from game.engine import lesson as lesson_module
from game.games import spec
from game.tools.lessons import lesson_files
from game.ui.play.guide import GuideScene, choose_lesson, open_lesson
from game.ui.play.table import TableScene
from game.ui.scenes.dialogs import Dialog

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BROKEN = "avant-carde"


@pytest.fixture
def damaged(tmp_path, monkeypatch):
    """``damaged(how)``: the app's data folder, with Avant Carde's lesson damaged ``how``."""
    root = tmp_path / "data"
    shutil.copytree(os.path.join(ROOT, "data"), root)
    monkeypatch.setattr(lesson_module, "DATA_ROOT", str(root))
    path = root / spec(BROKEN).data_folder / lesson_files(spec(BROKEN))[0]

    def damage(how):
        text = path.read_text()
        if how == "fifo":
            path.unlink()
            os.mkfifo(path)
            return
        edits = {"syntax error": ("title: Avant Carde", "title: [Avant Carde"),
                 "bad option": ("patrons: new_yorkers", "patrons: new_yorkers, options: {nope: 1}"),
                 "grandmaster": ("[Bob, greedy]", "[Bob, grandmaster]"),
                 "illegal move": ("do: play rb.r1\n", "do: play rb.r3\n"),
                 "seed too large": ("seed: 1,", "seed: 99999999999999999999999,")}
        old, new = edits[how]
        path.write_text(text.replace(old, new, 1))
    return damage


HOW = ["syntax error", "bad option", "grandmaster", "illegal move", "seed too large",
       pytest.param("fifo", marks=pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX"))]


@pytest.mark.parametrize("how", HOW)
def test_learn_to_play_says_a_damaged_lesson_cannot_be_opened_and_offers_the_others(wired, damaged, how):
    damaged(how)
    choose_lesson(wired)
    run(wired)
    dialog = wired.top
    assert isinstance(dialog, Dialog) and "The Avant Carde lesson cannot be opened: tutorial.yaml" in dialog.message
    by_title = {b.label: b for b in dialog.buttons}
    assert not by_title["Avant Carde"].enabled and "tutorial.yaml" in by_title["Avant Carde"].tip()
    assert by_title["Art Decko"].enabled and by_title["The Gallerist"].enabled
    click(wired, by_title["Art Decko"].rect.center, frames=2)
    assert isinstance(wired.top, GuideScene) and wired.errors == []


@pytest.mark.parametrize("how", HOW)
def test_opening_a_damaged_lesson_never_opens_its_table(wired, damaged, how):
    damaged(how)
    assert open_lesson(wired, BROKEN) is None
    run(wired, 3)
    assert wired.errors == [] and not any(isinstance(s, TableScene) for s in wired.stack)
    assert "cannot be opened" in wired.top.message
