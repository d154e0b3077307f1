"""The shared game log widget: the whole game, scrolled by the wheel and by dragging, following
new lines only while at the bottom; both tables draw their log with it (issue #15 item 11)."""

import pygame
from test_ui_ac_helpers import open_game, settle
from ui_helpers import press

from game.engine.session import LogLine
from game.ui.logview import WHEEL_ROWS, LogView


def _entries(n):
    return [LogLine(1, 0, f"Line {i}: something happened at the table.") for i in range(n)]


def _wheel(view, pos, y):
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    return view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))


def test_the_log_view_scrolls_back_to_the_first_line_and_keeps_its_place():
    surface = pygame.Surface((400, 300))
    view, entries = LogView(), _entries(60)
    rect = pygame.Rect(10, 10, 300, 200)
    view.draw(surface, rect, entries, 1.0)
    assert view.at_bottom and view.max_scroll > 0
    assert not _wheel(view, (350, 250), 1)                  # not over the log: not its event
    assert _wheel(view, rect.center, 1) and view.scroll == WHEEL_ROWS
    assert _wheel(view, rect.center, 1000) and view.scroll == view.max_scroll   # the very first line
    entries.append(LogLine(1, 0, "A new line."))
    top = view.scroll
    view.draw(surface, rect, entries, 1.0)
    assert view.scroll == top + 1                           # scrolled up: the same lines stay in view
    assert _wheel(view, rect.center, -1000) and view.at_bottom
    entries.append(LogLine(1, 0, "Another new line."))
    view.draw(surface, rect, entries, 1.0)
    assert view.at_bottom                                   # at the bottom: it follows new lines


def test_the_avant_carde_log_drawer_shows_the_whole_game(app):
    table = open_game(app, [("Ada", "human"), ("Bob", "greedy")], seed=9)
    settle(app, table)
    table.controller.session.log[:] = _entries(120)
    press(app, pygame.K_l)
    assert table.log_open
    app.dirty = True
    press(app, pygame.K_UNKNOWN, frames=2)
    view = table.log_view
    assert view.rect.colliderect(table.L.log)
    assert _wheel(view, view.rect.center, 1000)
    assert view.total_rows >= 120 and view.scroll == view.max_scroll > 0     # the whole game, back to its start
    assert not app.errors


def test_the_rows_wrap_only_new_lines_and_equal_a_full_wrap(monkeypatch):
    """Issue #19: appending a line wraps that line only; the rows stay those of a full re-wrap
    after appends, an undo that drops lines, a resize and a new font."""
    import game.ui.logview as logview
    from game.ui import theme
    from game.ui.text import wrap

    def full(entries, fnt, width):
        return [(line, i == 0) for e in entries for i, line in enumerate(wrap(e.text, fnt, width))]

    wrapped = []
    monkeypatch.setattr(logview, "wrap", lambda s, fnt, width: wrapped.append(s) or wrap(s, fnt, width))
    view, entries, fnt = LogView(), _entries(40), theme.font(14)
    assert view.rows(entries, fnt, 160) == full(entries, fnt, 160) and len(wrapped) == 40
    for i in range(3):
        entries.append(LogLine(1, 0, f"New line {i}, long enough to wrap onto a second row here."))
        assert view.rows(entries, fnt, 160) == full(entries, fnt, 160)
    assert len(wrapped) == 43                               # one wrap per new line
    del entries[-2:]
    entries.append(LogLine(1, 0, "After an undo."))
    assert view.rows(entries, fnt, 160) == full(entries, fnt, 160) and len(wrapped) == 44
    assert view.rows(entries, fnt, 90) == full(entries, fnt, 90)            # a resize: all again
    bigger = theme.font(18)
    assert view.rows(entries, bigger, 90) == full(entries, bigger, 90)     # a new font size: all again
    assert view.total_rows == len(full(entries, bigger, 90))


def test_the_avant_carde_log_opened_again_shows_the_latest_lines(app):
    table = open_game(app, [("Ada", "human"), ("Bob", "greedy")], seed=9)
    settle(app, table)
    table.controller.session.log[:] = _entries(120)
    press(app, pygame.K_l)
    app.dirty = True
    press(app, pygame.K_UNKNOWN, frames=2)
    view = table.log_view
    assert _wheel(view, view.rect.center, 1000) and view.scroll == view.max_scroll   # back at round 1
    press(app, pygame.K_l)                                  # closed …
    table.controller.session.log.extend(_entries(30))      # … while rounds go by
    press(app, pygame.K_l)                                  # reopened
    app.dirty = True
    press(app, pygame.K_UNKNOWN, frames=2)
    assert table.log_open and view.at_bottom
