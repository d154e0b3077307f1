"""Learn to play: each game's lesson walked to its end through real events on the real table,
off-script clicks and keys refused with the hint, leaving and replaying, and the lesson files checked."""

import pygame
import pytest
from lesson_helpers import EVERY_LESSON, answer_step, off_target_point, open_from_menu, settle, walk_until
from ui_helpers import click, press, run

from game.engine import i18n
from game.engine.errors import DataError
from game.engine.lesson import load_lesson
from game.games import spec
from game.tools.lessons import LESSONS as LESSON_FILES, lesson_for
from game.ui.play.guide import REFUSED_READ, GuideScene
from game.ui.scenes.dialogs import ConfirmDialog
from game.ui.scenes.main_menu import MainMenu

LESSONS = [g.id for g in LESSON_FILES.games()]


def walk(app, guide, check_refusals=True):
    """Answer every step by clicking what the guide highlights (or Next)."""
    seen = 0
    while not guide.progress.done:
        settle(app, guide)
        index = guide.progress.index
        if guide.table.overlay_open():         # a card over the table (an intermediate scoring): a click puts it away
            click(app, off_target_point(guide))
            assert not guide.table.overlay_open() and guide.progress.index == index and not guide.hint
        if check_refusals:
            before = list(guide.table.controller.session.actions)
            click(app, off_target_point(guide))
            assert guide.progress.index == index, f"an off-script click answered step {index}"
            assert guide.hint.startswith("Not yet"), guide.hint
            press(app, pygame.K_z, mod=pygame.KMOD_CTRL)         # undo is not part of the lesson
            assert guide.progress.index == index and guide.hint.startswith("Not yet")
            assert guide.table.controller.session.actions[:len(before)] == before    # nothing undone
        answer_step(app, guide)
        assert not guide.hint
        seen += 1
        assert not app.errors, app.errors[-1]
    return seen


@pytest.mark.parametrize("game_id,index", EVERY_LESSON)
def test_each_lesson_walks_to_its_end_and_refuses_what_is_off_script(wired, game_id, index):
    app = wired
    guide = open_from_menu(app, game_id, index)
    assert guide.table.controller.session.autosave_path is None      # the player's own game is kept
    assert walk(app, guide) == len(guide.progress.lesson.steps)
    assert guide.real_button.visible and guide.menu_button.visible
    click(app, guide.real_button.rect.center, frames=2)
    assert not isinstance(app.top, GuideScene) and app.top.__class__.__name__ == "NewGameScene"
    assert app.top.game_id == game_id                     # the game just learnt, not the last one chosen
    assert not app.errors


def test_a_reading_step_refuses_table_clicks_and_keys_until_next(wired):
    app = wired
    guide = open_from_menu(app, LESSONS[0])
    assert guide.step.reading
    click(app, off_target_point(guide))
    assert guide.hint == REFUSED_READ and guide.shake > 0
    press(app, pygame.K_l)
    assert guide.progress.index == 0
    press(app, pygame.K_RETURN)
    assert guide.progress.index == 1 and not guide.hint


def test_escape_offers_to_leave_and_the_lesson_can_be_taken_again(wired):
    app = wired
    guide = open_from_menu(app, LESSONS[0])
    press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmDialog)
    press(app, pygame.K_ESCAPE)                      # Stay
    assert app.top is guide
    press(app, pygame.K_ESCAPE)
    click(app, next(b for b in app.top.buttons if b.label == "Leave").rect.center, frames=2)
    assert isinstance(app.top, MainMenu)
    again = open_from_menu(app, LESSONS[0])
    assert again is not guide and again.progress.index == 0
    assert not app.errors


@pytest.mark.parametrize("game_id,index", EVERY_LESSON)
def test_lesson_files_load(game_id, index):
    lesson = lesson_for(spec(game_id), index=index)
    assert lesson.steps and lesson.setup["seed"] is not None


def test_a_bad_lesson_file_names_the_line_and_field(tmp_path):
    path = tmp_path / "tutorial.yaml"
    path.write_text("title: T\nsetup: {seed: 1}\nseats: [[You, human]]\nsteps:\n"
                    "  - title: A\n    say: Hi.\n    at: hand\nfinish: Done.\n")
    with pytest.raises(DataError) as e:
        load_lesson("x", str(path))
    assert "steps[0].at" in str(e.value) and ":7" in str(e.value) or "line 7" in str(e.value)


def test_the_menu_with_learn_to_play_fits_a_720p_window_below_its_title(app):
    menu = app.top
    buttons = menu.ui.widgets
    top, title = menu._title_block()
    subtitle_bottom = top + menu.s(18) + title.get_height() + menu.s(2) + menu.s(41)
    assert menu.learn in buttons
    assert buttons[0].rect.top > subtitle_bottom
    assert buttons[-1].rect.bottom <= app.size[1] - menu.s(20)
    assert all(a.rect.bottom < b.rect.top for a, b in zip(buttons, buttons[1:]))


def test_progress_answers_only_the_asked_move():
    from game.engine.lesson import Lesson, Progress, Step
    lesson = Lesson("g", "T", {"seed": 1}, (("You", "human"),),
                    (Step("A", "Play.", do="play a"), Step("B", "Pick.", at=("hand", 3)), Step("C", "Read.")), "End.")
    p = Progress(lesson)
    assert not p.answers("play b") and p.answers("play a") and not p.step.reading
    p.advance()
    assert not p.answers("play a") and not p.step.reading and p.counter == "Step 2 of 3"
    p.advance()
    assert p.step.reading and not p.done
    p.advance()
    assert p.done and p.step is None and not p.answers("play a")


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_first_move_can_be_made_from_the_keyboard(wired, game_id):
    app = wired
    guide = open_from_menu(app, game_id)
    while guide.step.reading:
        settle(app, guide)
        press(app, pygame.K_RETURN)
    settle(app, guide)
    index = guide.progress.index
    press(app, pygame.K_RETURN)                      # Enter with nothing in focus is refused
    assert guide.progress.index == index and guide.hint.startswith("Not yet")
    for _ in range(80):
        press(app, pygame.K_TAB)
        if guide.table.ui.focus is guide.target():
            break
    assert guide.table.ui.focus is guide.target()
    press(app, pygame.K_RETURN, frames=2)
    assert guide.progress.index == index + 1 and not app.errors


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_choice_of_lessons_keeps_every_game_button_inside_the_dialog(app, size):
    from game.ui.play.guide import choose_lesson
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    run(app)
    choose_lesson(app)
    run(app, 2)
    dialog = app.top
    assert len(dialog.buttons) == len(EVERY_LESSON) + 1 == 5
    for b in dialog.buttons:
        assert dialog.panel.contains(b.rect), (b.label, b.rect, dialog.panel)
    assert all(a.rect.right < b.rect.left for a, b in zip(dialog.buttons, dialog.buttons[1:]))


def test_a_step_can_name_a_bar_button_and_its_neighbour_is_refused(wired):
    """The Gallerist's payment: the step names the button by its ident ([bar, "pay 0"]); the
    other way to pay, right beside it, is refused and pays nothing."""
    app = wired
    guide = open_from_menu(app, "the-gallerist")
    while guide.step.do != "pay 0":
        settle(app, guide)
        target = guide.target()
        click(app, (guide.next_button if guide.step.reading else target).rect.center, frames=2)
    settle(app, guide)
    target = guide.target()
    assert target.ident == ("bar", "pay 0") and target.label.startswith("Pay $")
    other = next(b for b in guide.table.buttons if b.ident == ("bar", "pay 1"))
    actions = list(guide.table.controller.session.actions)
    click(app, other.rect.center)
    assert guide.table.controller.session.actions == actions and guide.hint == "Not yet: click the highlighted button."
    click(app, target.rect.center, frames=2)
    assert str(guide.table.controller.session.actions[-1]) == "pay 0" and guide.step.do == "fame 0"


def test_enter_confirms_in_the_art_decko_lesson_as_in_play(wired):
    app = wired
    guide = open_from_menu(app, "art-decko")
    confirmed = 0
    while not guide.progress.done and confirmed < 2:
        settle(app, guide)
        step, index = guide.step, guide.progress.index
        if step.reading:
            click(app, guide.next_button.rect.center)
        elif step.do == "confirm":
            press(app, pygame.K_RETURN, frames=2)           # Enter, as the panel's main button in play
            assert guide.progress.index == index + 1 and not guide.hint, guide.hint
            confirmed += 1
        else:
            for _ in range(3):
                click(app, guide.target().rect.center, frames=2)
                if guide.progress.index != index:
                    break
    assert confirmed == 2 and not app.errors


@pytest.mark.parametrize("game_id", [g.id for g in LESSON_FILES.games()
                                     if any(player != "human" for _, player in lesson_for(g).seats)])
def test_the_lessons_opponent_is_not_labelled_as_a_test_bot(wired, monkeypatch, game_id):
    from ui_helpers import drawn_texts
    app = wired
    guide = open_from_menu(app, game_id)
    guide.table.layer_dirty = True                          # Avant Carde's cached layer
    if hasattr(guide.table, "painter") and hasattr(guide.table.painter, "invalidate"):
        guide.table.painter.invalidate()                    # Art Decko's cached regions
    texts = [text for text, _ in drawn_texts(app, monkeypatch)]
    assert not any("greedy" in text for text in texts)
    assert any(text == "AI" or text.endswith("· AI") for text in texts), texts


def test_no_table_tooltip_is_left_under_the_lesson_panel(wired, monkeypatch):
    from ui_helpers import post
    app = wired
    guide = open_from_menu(app, "avant-carde")
    run(app, 2)
    table = guide.table
    under = next(w for w in table.ui.widgets if w.visible and w.tip() and w is not guide.target())
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=under.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    run(app, 3, dt=1.0)                                  # its tooltip shows
    assert table.ui.hover is under
    covering = under.rect.inflate(40, 40)
    monkeypatch.setattr(guide, "_place", lambda w, h: covering)      # the next step's panel lands over it
    click(app, guide.next_button.rect.center)
    run(app, 3, dt=1.0)
    assert table.ui.hover is None                        # nothing of the table hovered under the panel
    assert guide.panel in table.ui.tip_keep_clear        # and no tooltip is placed under it


def test_the_tables_tooltip_is_drawn_over_the_click_here_badge(wired, monkeypatch):
    """Issue 29: the ring's "Click here" badge was drawn over the tooltip of the spot it rings."""
    from game.ui import widgets
    app = wired
    guide = open_from_menu(app, LESSONS[0])
    while guide.target() is None or guide.step.reading:
        click(app, guide.next_button.rect.center) if guide.step.reading else run(app)
        settle(app, guide)
    order = []
    ring = guide._ring
    monkeypatch.setattr(guide, "_ring", lambda surface, rect: (ring(surface, rect), order.append("ring")))
    tooltip = widgets.Tooltip.draw
    monkeypatch.setattr(widgets.Tooltip, "draw", lambda *a, **k: (tooltip(*a, **k), order.append("tooltip")))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=guide.target().rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    for _ in range(40):
        run(app)
    assert "ring" in order and order[-1] == "tooltip"
    assert not app.errors


def test_a_tooltip_keeps_clear_of_the_highlighted_spot(wired, monkeypatch):
    """Seen in the French lessons: the tooltip of the thing just clicked, still under the pointer,
    covered the next step's ring and its "Click here" tag. Table tooltips keep clear of them."""
    from game.ui.widgets import TOOLTIP_DELAY, Tooltip
    app = wired
    guide = open_from_menu(app, LESSONS[0])
    press(app, pygame.K_RETURN)
    settle(app, guide)
    target = guide.target()
    hand = [w for w in guide.table.ui.widgets if w.visible and w is not target and w.tip()
            and abs(w.rect.centery - target.rect.centery) < 4 and 0 < target.rect.left - w.rect.right < 40]
    assert hand, "no neighbour left of the spot"
    placed = []
    real = Tooltip.place

    def record(*args, **kwargs):
        placed.append(real(*args, **kwargs))
        return placed[-1]

    monkeypatch.setattr(Tooltip, "place", staticmethod(record))
    pos = hand[0].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    run(app, int(TOOLTIP_DELAY / 0.05) + 3)
    app.dirty = True
    run(app)
    assert placed, "no tooltip shown"
    assert not placed[-1].colliderect(target.rect), (placed[-1], target.rect)
    # the table draws it and the guide again on top: in one place (Avant Carde's table ignored the
    # keep-clear list, so the French lesson showed the tooltip twice)
    assert len(placed) >= 2 and placed[-1] == placed[-2], placed[-2:]
    assert not app.errors


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_last_steps_buttons_show_their_labels_whole_and_full_size_in_french(wired, size):
    """Seen at the end of the French lessons: 'Jouer une vraie partie' was squeezed into a fixed
    half of the panel, drawn a size smaller and touching its edges, beside a roomy 'Retour au menu'.
    Each button now takes its label's width and a margin."""
    from game.ui import theme
    app = wired
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    run(app)
    app.set_language("fr")
    guide = open_from_menu(app, LESSONS[0])
    guide.progress.index = len(guide.progress.lesson.steps)          # the lesson's end
    guide.layout()
    run(app)
    f = theme.font(guide.s(theme.TEXT), bold=True)
    for b in (guide.real_button, guide.menu_button):
        assert f.size(i18n.tr(b.label))[0] + guide.s(24) <= b.rect.w, (b.label, b.rect)
    assert guide.real_button.rect.right < guide.menu_button.rect.left
    assert guide.panel.contains(guide.real_button.rect.union(guide.menu_button.rect))
    app.set_language("en")


def test_the_click_here_tag_covers_no_other_control(wired):
    """Seen in Avant Carde's French lesson ('Appeler le Galeriste'): over the chooser's '1' chip the
    "Click here" tag hid the 'as printed' button above it. The tag goes where it covers no other
    control when there is such a place (above, below, right, left)."""
    from game.ui import theme
    app = wired
    guide = open_from_menu(app, "avant-carde")
    steps = guide.progress.lesson.steps
    stop = next(i for i, s in enumerate(steps) if s.do and s.do.startswith("play") and len(s.do.split()) == 3)
    walk_until(app, guide, lambda g: g.progress.index >= stop)
    click(app, guide.target().rect.center, frames=2)            # the card: its chooser opens
    assert guide.table.chooser is not None and guide.progress.index == stop
    target = guide.target()
    size = theme.text("Click here", guide.s(theme.TEXT_S), theme.SURFACE, bold=True).get_size()
    tag = guide.tag_rect(target.rect, size)
    others = [w for w in guide.table.ui.widgets if w.visible and w is not target and w.rect.w > 0
              and not w.rect.contains(target.rect)]
    old = pygame.Rect(0, 0, size[0] + guide.s(16), size[1] + guide.s(8))     # where it used to go: above
    old.midbottom = (target.rect.centerx, target.rect.top - guide.s(12))
    assert [w for w in others if old.colliderect(w.rect)], "the case this test is about is gone"
    assert not [w for w in others if tag.colliderect(w.rect)], tag
    assert pygame.Rect((0, 0), guide.size).contains(tag) and not tag.colliderect(target.rect)
    assert not app.errors
