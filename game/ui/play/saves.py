"""The Load scene: every saved game in the user folder, newest first, in a list that scrolls (the
wheel, the arrow, page, Home and End keys, the scroll bar dragged or clicked) above a filter by
name; a damaged save says why it cannot be loaded.

Any file may sit in ``saves/`` (a hand-edited save, a FIFO, a symlink loop, a name that is not
UTF-8, a seat name 60,000 characters long), so describing one never fails: whatever goes wrong
makes that row say why, and every other save stays listed. Every text a row shows is cleaned and
cut (:func:`~game.engine.safefile.shown`) when the list is built, and only the rows in view are
laid out and drawn, so a frame costs the same for 3 saves or 3,000."""

from __future__ import annotations

import datetime
import functools
import os
from typing import TYPE_CHECKING

import pygame

from game.engine import saves
from game.engine.errors import SaveError, VernissageError
from game.engine.i18n import M, Mn, Mp, Msg, error_text, join, said, tr
from game.engine.safefile import file_label, shown
from game.ui import theme
from game.ui.scene import Scene
from game.ui.text import wrap_at_most
from game.ui.widgets import Button, TextInput, WidgetGroup

if TYPE_CHECKING:
    from game.ui.app import App

NAME_CHARS = 24         # of each seat's name in a row
LABEL_CHARS = 140       # of a whole row (a row fits its width by the pixel when drawn)
MAX_NAMES = 6           # seats named in a row (a save may claim any number)
REASON_CHARS = 300      # of why a save cannot be loaded (its tooltip)
WHEEL_ROWS = 3          # rows one notch of the wheel scrolls


def _mtime(path: str) -> float:
    """When a file was last changed (0 for a broken link or a file that went away)."""
    try:
        return os.stat(path).st_mtime
    except (OSError, ValueError):
        return 0.0


# A month's short name, as a date on a row gives it ("28 Nov 16:11"; French "28 nov. 16:11").
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def short_date(when: datetime.datetime) -> Msg:
    """A day, a month and a time, in the player's language."""
    return M("{day} {month} {time}", day=when.day, month=Mp("month", MONTHS[when.month - 1]),
             time=when.strftime("%H:%M"))


def describe_save(path: str) -> tuple[str, str | None]:
    """``(label, error)`` for a save file: a line for people, or why it cannot be loaded. Both
    are drawable and short whatever the file holds."""
    when = short_date(datetime.datetime.fromtimestamp(_mtime(path)))
    name = file_label(path)
    plain = M("{name} · {when}", name=said(name), when=when)       # the row of a save that does not load
    try:
        data = saves.load(path)
        from game.games import game_ids, game_module
        game = data.get("game")
        if game not in game_ids():
            return plain, "it holds a game this app does not know"
        module = game_module(game)
        seats = data.get("seats", [])
        # Each name said as a name ("Player", the default, is "Joueur" in French), the first few only.
        names = join(", ", [shown(str(s.get("name", "?")), NAME_CHARS) for s in seats[:MAX_NAMES]]
                     + (["…"] if len(seats) > MAX_NAMES else []))
        # Each game keeps its own progress (Art Decko counts turns): its state says the round.
        rnd = module.from_data(data.get("state")).round
        # A message, said in the player's language when shown (a round as the game's rules name
        # it); what came from the file is cut. The file's name first: two saves of one game in one
        # minute are told apart, as the filter finds them.
        return Mp(game, "{file} · {TITLE} · {names} · round {rnd} · {when}", file=said(name),
                  TITLE=module.TITLE, names=names, rnd=rnd, when=when), None
    except VernissageError as exc:
        return plain, said(shown(error_text(exc), REASON_CHARS))
    except Exception as exc:  # noqa: BLE001 — a hand-edited save may break anything; its row says so
        return plain, M("it is damaged ({__name__})", __name__=type(exc).__name__)


class SaveEntry:
    """One file of the list: its path, the row's label, why it cannot be loaded (or None), and
    the text the filter looks in (the label and the file's name)."""

    __slots__ = ("path", "label", "error", "search")

    def __init__(self, path: str, autosave: bool) -> None:
        label, self.error = describe_save(path)
        self.path = path
        if self.error:
            label = M("{label} · cannot be loaded", label=label)
        self.label = M("Autosave · {label}", label=label) if autosave else label
        self.search = f"{tr(self.label)} {file_label(path)}".casefold()   # as the player reads it


class LoadScene(Scene):
    """The list of saves. ``rows`` holds a button per save, in the order of :meth:`_paths`;
    ``shown`` the indices the filter keeps, and ``first`` the index (in ``shown``) of the top row
    in view. Beside each row, ``reviews`` holds its Review button (the coach's review of that game)."""

    title = "Load a game"
    empty = "No saved games yet. Save from the pause menu (Esc) during a game."
    review_buttons = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.message: str | None = None
        self.first = 0
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.per_page = 1
        self._drag: tuple[int, int] | None = None   # (pointer y, first row) when the scroll bar's thumb was grabbed
        self._build()

    # ---- the files -------------------------------------------------------------------------------------
    def _paths(self) -> list[str]:
        """Every save file: ``saves/*.json`` and the autosave, newest first."""
        from game.ui.play.launch import autosave_path, saves_dir
        folder = saves_dir()
        try:
            paths = [os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".json")]
        except OSError:
            paths = []           # no saves/ folder yet, or one that cannot be read
        if os.path.lexists(autosave_path()):
            paths.append(autosave_path())
        return sorted(paths, key=lambda p: (-_mtime(p), p))

    def _autosave(self) -> str | None:
        from game.ui.play.launch import autosave_path
        return autosave_path()

    def _build(self) -> None:
        self.ui = WidgetGroup(feedback=self.app.play_sound)
        autosave = self._autosave()
        self.entries = [SaveEntry(p, p == autosave) for p in self._paths()]
        self.rows = []
        self.reviews = []          # a Review button beside each row
        for entry in self.entries:
            b = self.ui.add(Button(entry.label, functools.partial(self._load, entry.path), align="left"))
            r = self.ui.add(Button("Review", functools.partial(self._review, entry.path), size=theme.TEXT_S,
                                   tooltip="The coach judges every decision of this game"))
            if entry.error:
                b.disable(M("Cannot be loaded: {error}", error=entry.error))
                r.disable(M("Cannot be loaded: {error}", error=entry.error))
            self.rows.append(b)
            r.visible = self.review_buttons
            self.reviews.append(r)
        self.filter = self.ui.add(TextInput("", self._refilter, placeholder="Filter by name or file",
                                            max_len=40, on_submit=lambda _: self._step_focus(1)))
        self.back = self.ui.add(Button("Back", lambda: self.app.pop(self), style="quiet"))
        self.shown = list(range(len(self.rows)))

    def _refilter(self, text: str) -> None:
        words = text.casefold().split()
        self.shown = [i for i, e in enumerate(self.entries) if all(w in e.search for w in words)]
        self.first = 0
        self.layout()

    def _load(self, path: str) -> None:
        from game.ui.play.launch import load_session, open_table
        try:
            session = load_session(self.app, path)
        except SaveError as exc:
            self.message = said(shown(error_text(exc), REASON_CHARS))
            self.app.play_sound("error")
            self.layout()
            return
        open_table(self.app, session)

    def _review(self, path: str) -> None:
        """The coach's review of the game in ``path`` (the game is not opened: nothing is autosaved)."""
        from game.engine.session import Session
        from game.games import AGENTS, all_specs, check_setup
        from game.ui.play.review import ReviewScene, review_seats, why_no_review
        try:
            session = Session.load(path, {g.id: g.module() for g in all_specs()}, agents=AGENTS,
                                   check_setup=check_setup)
        except SaveError as exc:
            self.message = said(shown(error_text(exc), REASON_CHARS))
        else:
            self.message = why_no_review(session)
            if self.message is None:
                seats = review_seats(session)
                humans = [i for i in seats if session.seats[i].human]
                self.app.push(ReviewScene(self.app, session, (humans or seats)[0], seats=seats))
                return
        self.app.play_sound("error")
        self.layout()

    # ---- scrolling -------------------------------------------------------------------------------------
    @property
    def max_first(self) -> int:
        return max(0, len(self.shown) - self.per_page)

    def scroll_to(self, first: int) -> None:
        first = max(0, min(round(first), self.max_first))
        if first != self.first:
            self.first = first
            self.layout()

    def _pitch(self) -> int:
        return self.s(theme.BUTTON_H) + self.s(theme.GAP_S)

    def _bar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """(track, thumb) of the scroll bar, or None when every row is in view."""
        if self.max_first == 0:
            return None
        track = pygame.Rect(self.list_rect.right + self.s(theme.GAP_S), self.list_rect.top,
                            self.s(10), self.per_page * self._pitch() - self.s(theme.GAP_S))
        h = max(self.s(28), round(track.h * self.per_page / len(self.shown)))
        y = track.top + round((track.h - h) * self.first / self.max_first)
        return track, pygame.Rect(track.left, y, track.w, h)

    def _scroll_event(self, event: pygame.event.Event) -> bool:
        """The wheel and the scroll bar; True when the event was theirs."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.first - event.y * WHEEL_ROWS)
            return True
        bar = self._bar()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and bar:
            track, thumb = bar
            if thumb.inflate(self.s(12), 0).collidepoint(event.pos):
                self._drag = (event.pos[1], self.first)
                return True
            if track.inflate(self.s(12), 0).collidepoint(event.pos):     # the track: a page towards it
                self.scroll_to(self.first + (self.per_page if event.pos[1] > thumb.centery else -self.per_page))
                return True
        if event.type == pygame.MOUSEMOTION and self._drag and bar:
            track, thumb = bar
            y0, first0 = self._drag
            self.scroll_to(first0 + (event.pos[1] - y0) * self.max_first / max(1, track.h - thumb.h))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag:
            self._drag = None
            return True
        return False

    # ---- keys ------------------------------------------------------------------------------------------
    def _loadable(self) -> list[int]:
        """Positions (in ``shown``) of the rows that can be loaded: where the keys stop."""
        return [k for k, i in enumerate(self.shown) if self.rows[i].enabled]

    def _focused_position(self) -> int | None:
        focus = self.ui.focus
        for k, i in enumerate(self.shown):
            if self.rows[i] is focus:
                return k
        return None

    def _step_focus(self, step: int) -> None:
        """Move the keyboard focus ``step`` loadable rows down (up when negative), scrolling it into
        view; up from the first one goes to the filter."""
        stops = self._loadable()
        here = self._focused_position()
        here = -1 if here is None else here
        before = [k for k in stops if k < here]
        after = [k for k in stops if k > here]
        if step > 0:
            target = after[min(step, len(after)) - 1] if after else (here if here >= 0 else None)
        else:
            target = before[max(-len(before), step)] if before else None
        if target is None:
            self.ui.set_focus(self.filter if step < 0 else self.ui.focus, keyboard=True)
            return
        if target < self.first:
            self.scroll_to(target)
        elif target >= self.first + self.per_page:
            self.scroll_to(target - self.per_page + 1)
        self.ui.set_focus(self.rows[self.shown[target]], keyboard=True)

    def _key(self, event: pygame.event.Event) -> bool:
        typing = self.ui.focus is self.filter
        steps = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: self.per_page,
                 pygame.K_PAGEUP: -self.per_page}
        if not typing:
            steps.update({pygame.K_END: len(self.shown), pygame.K_HOME: -len(self.shown)})
        if event.key in steps and not (typing and event.key in (pygame.K_UP, pygame.K_PAGEUP)):
            self._step_focus(steps[event.key])
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.escape():
            return
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        if event.type == pygame.TEXTINPUT and event.text.strip() and self.ui.focus is not self.filter:
            self.ui.set_focus(self.filter, keyboard=True)     # typing anywhere filters
        if self._scroll_event(event):
            return
        self.ui.handle_event(event)

    def escape(self) -> bool:
        self.app.pop(self)
        return True

    # ---- layout and drawing ----------------------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        bw, bh = min(self.s(760), w - 2 * self.s(theme.GAP_L) - self.s(30)), self.s(theme.BUTTON_H)
        left = (w - bw) // 2
        self.filter.place((left, self.s(104), bw, bh), self.scale)
        top = self.s(104) + bh + self.s(theme.GAP)
        bottom = h - self.s(96) - self.s(theme.GAP) - self._message_height(bw)
        self.per_page = max(1, (bottom - top + self.s(theme.GAP_S)) // self._pitch())
        self.list_rect = pygame.Rect(left, top, bw, self.per_page * self._pitch() - self.s(theme.GAP_S))
        self.first = max(0, min(self.first, self.max_first))
        in_view = set(self.shown[self.first:self.first + self.per_page])
        y = top
        for i, b in enumerate(self.rows):
            b.visible = i in in_view
            self.reviews[i].visible = self.review_buttons and i in in_view
        rw = self.s(96) if self.review_buttons else -self.s(theme.GAP_S)
        for i in self.shown[self.first:self.first + self.per_page]:
            self.rows[i].place((left, y, bw - rw - self.s(theme.GAP_S), bh), self.scale)
            self.reviews[i].place((left + bw - rw, y, rw, bh), self.scale)
            y += self._pitch()
        self.back.place(((w - self.s(200)) // 2, h - self.s(80), self.s(200), bh), self.scale)

    def count_words(self, n: int) -> Msg:
        """How many rows the filter shows, of how many."""
        return (Mn("{n} save", "{n} saves", n, n=n) if n == len(self.rows)
                else Mn("{len} of {len2} save", "{len} of {len2} saves", n, len=n, len2=len(self.rows)))

    def _message_lines(self, width: int) -> list[str]:
        if not self.message:
            return []
        return wrap_at_most(self.message, theme.font(self.s(theme.TEXT_S)), width, 3)

    def _message_height(self, width: int) -> int:
        return len(self._message_lines(width)) * theme.font(self.s(theme.TEXT_S)).get_linesize()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(theme.paper(self.size), (0, 0))
        # high enough that a long title (French) leaves room for the count at the list's corner
        theme.blit_text(surface, self.title, self.s(theme.TITLE), theme.INK, (w // 2, self.s(24)), "midtop",
                        bold=True)
        if not self.rows:
            theme.blit_text(surface, self.empty,
                            self.s(theme.TEXT), theme.INK_SOFT, (w // 2, self.list_rect.top + self.s(20)), "midtop")
        elif not self.shown:
            theme.blit_text(surface, "No saved game matches the filter.", self.s(theme.TEXT), theme.INK_SOFT,
                            (w // 2, self.list_rect.top + self.s(20)), "midtop")
        else:
            last = min(len(self.shown), self.first + self.per_page)
            n = len(self.shown)
            count = self.count_words(n)
            if self.max_first:
                count += M(" · {first}–{last} shown", first=self.first + 1, last=last)
            theme.blit_text(surface, count, self.s(theme.TEXT_S), theme.INK_SOFT,
                            (self.list_rect.right, self.s(104) - self.s(6)), "bottomright")
        bar = self._bar()
        if bar:
            track, thumb = bar
            theme.round_rect(surface, track, theme.SURFACE_SUNK, track.w // 2)
            theme.round_rect(surface, thumb, theme.INK_SOFT if self._drag else theme.INK_FAINT, track.w // 2)
        y = self.list_rect.bottom + self.s(theme.GAP)
        for line in self._message_lines(self.list_rect.w):
            y = theme.blit_text(surface, line, self.s(theme.TEXT_S), theme.ACCENT, (w // 2, y), "midtop").bottom
        super().draw(surface)


class PastGamesScene(LoadScene):
    """Statistics' past games: the finished games kept in the user folder's ``history/`` (each
    game the statistics count, since the coach came), newest first; a row opens its review."""

    title = "Review a past game"
    empty = "No finished game kept yet. Each game you finish from now on is kept here for review."
    review_buttons = False

    def count_words(self, n: int) -> Msg:
        return (Mn("{n} game", "{n} games", n, n=n) if n == len(self.rows)
                else Mn("{len} of {len2} game", "{len} of {len2} games", n, len=n, len2=len(self.rows)))

    def _paths(self) -> list[str]:
        from game.ui.play.stats import history_dir
        folder = history_dir()
        try:
            paths = [os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".json")]
        except OSError:
            paths = []
        return sorted(paths, key=lambda p: (-_mtime(p), p))

    def _autosave(self) -> str | None:
        return None

    def _load(self, path: str) -> None:
        self._review(path)
