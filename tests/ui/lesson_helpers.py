"""Driving a lesson in the tests: open it from the menu, wait for a step, answer it as a player would."""

from ui_helpers import click, run

from game.ui.play.guide import GuideScene, lesson_games
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.main_menu import MainMenu

EVERY_LESSON = [(gid, index) for gid, index, _ in lesson_games()]      # the further lessons too


def open_from_menu(app, game_id, index=0):
    """Main menu → Learn to play → the lesson's button; returns the guide."""
    menu = app.top
    assert isinstance(menu, MainMenu)
    click(app, menu.learn.rect.center)
    dialog = app.top
    assert isinstance(dialog, Dialog)
    label = next(label for gid, i, label in lesson_games() if (gid, i) == (game_id, index))
    button = next(b for b in dialog.buttons if b.label == label)
    click(app, button.rect.center, frames=2)
    assert isinstance(app.top, GuideScene)
    return app.top


def settle(app, guide, limit=4000):
    """Run frames until the step can be answered: a reading step, or its spot is on the table."""
    for _ in range(limit):
        step = guide.step
        if step is None or step.reading and guide.waiting_for() is None or guide.target() is not None:
            return
        guide.table.controller.wait_for_ai()
        run(app)
    raise AssertionError(f"step {guide.progress.index} ({step.title}) never became clickable")


def off_target_point(guide):
    """A point on the table outside the panel and the highlighted spot."""
    target = guide.target()
    w, h = guide.size
    for x in range(20, w, 37):
        for y in range(70, h, 29):
            if guide.panel.collidepoint(x, y) or target is not None and target.rect.inflate(4, 4).collidepoint(x, y):
                continue
            return x, y
    raise AssertionError("no free point")


def answer_step(app, guide):
    """Answer the settled step: Next on a reading step, else a click on the highlighted spot (again,
    up to three times, as a card with several ways opens a chooser first); checks it was answered."""
    step, index = guide.step, guide.progress.index
    if step.reading:
        click(app, guide.next_button.rect.center)
    else:
        for _ in range(3):
            target = guide.target()
            assert target is not None, f"step {index} ({step.title}): nothing to click"
            assert not guide.panel.colliderect(target.rect), f"step {index}: the panel covers the spot"
            click(app, target.rect.center, frames=2)
            if guide.progress.index != index:
                break
    assert guide.progress.index == index + 1, f"step {index} ({step.title}) was not answered"


def walk_until(app, guide, stop):
    """Answer the steps until ``stop(guide)`` holds, then wait for the next step to be answerable."""
    while not stop(guide):
        settle(app, guide)
        answer_step(app, guide)
    settle(app, guide)
