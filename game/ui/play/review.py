"""The review of a game: every decision judged by the coach (:mod:`game.ai.review`), stepped through.

Opened from the results screen (and so from Load, whose finished saves open at their results).
A review kept from before opens at once; otherwise the coach runs in a background thread on
every core (:func:`game.tools.review.review_game`), with its progress and a Stop button.

The screen: the decision in hand (its round, the move played and its mark, the better move in
the game's own words with the main reason, both win chances), the evaluation graph of the
reviewing seat's win chance over the game with every mark on it, each seat's accuracy, and the
game log up to that decision as that seat could read it then (a toggle shows every line, hidden
ones included). Left / Right step, Home / End go to the first and the last decision, Up / Down
(and the Mark buttons) jump between marked moves — inaccuracies, mistakes and blunders —, a
click on the graph goes to the decision under it, Tab switches the seat reviewed.

The graph and the panel read the same figures: the win chance after the move played
(``played_win``). A decision with one sensible move was not played out (0 samples): the panel
says it was not judged and the graph has no point there. Once the game is over the graph ends at
the result (won 100%, lost 0%, shared 1/k), so its end is what happened.
"""

from __future__ import annotations

import threading
import traceback
from typing import Any

import pygame

from game.ai.review import FLAGGED
from game.engine import i18n
from game.engine.i18n import N_, M, Mn, Mp, _, said, tr
from game.engine.paths import write_log
from game.ui import theme
from game.ui.play.controller import GameController, ReviewController
from game.ui.scene import Scene
from game.ui.text import shorten, wrap, wrap_at_most
from game.ui.widgets import Button


def replayed(session: Any, upto: int) -> Any:
    """A copy of ``session`` with only its first ``upto`` actions played (no autosave, no agents)."""
    from game.engine.session import Session
    copy = Session(session.game, session.setup, [(s.name, s.player) for s in session.seats])
    for action in session.actions[:upto]:
        copy.apply(action)
    return copy




def review_seats(session: Any) -> list[int]:
    """The seats a review of ``session`` may show: every seat once the game is over (or when no
    human plays); while it goes on, only its one human's (another seat's better moves would show
    that seat's hidden cards) — none when several humans share it (:func:`why_no_review`)."""
    everyone = list(range(len(session.seats)))
    humans = [i for i, s in enumerate(session.seats) if s.human]
    if session.over or not humans:
        return everyone
    return humans if len(humans) == 1 else []


def why_no_review(session: Any) -> str | None:
    """Why ``session`` cannot be reviewed now (None: it can)."""
    from game.ai.review import COACHES
    if COACHES.get(session.game.GAME_ID) is None:
        return M("This game has no coach.")
    if not review_seats(session):
        return M("A hot-seat game is reviewed once it is over: the better moves would show a player's hidden cards.")
    return None


MARK_WORDS = {"blunder": N_("Blunder"), "mistake": N_("Mistake"), "inaccuracy": N_("Inaccuracy"),
              "best move": N_("Best move"), "good": N_("Good"), "not judged": N_("Not judged")}


def judged(j: dict[str, Any]) -> bool:
    """Whether a decision was played out (one with a single sensible move was not: 0 samples)."""
    return bool(j["samples"]) and j["candidates"] > 1
MARK_COLOURS = {"blunder": (168, 36, 36), "mistake": (206, 110, 40), "inaccuracy": (196, 166, 60)}


class ReviewScene(Scene):
    """The coach's review of ``session``'s game (a finished :class:`~game.engine.session.Session`)."""

    def __init__(self, app: Any, session: Any, seat: int = 0, seat_colour: Any = None,
                 seats: list[int] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.names = [s.name for s in session.seats]
        self.seats = seats if seats is not None else review_seats(session)   # the seats that may be reviewed
        self.seat = seat if seat in self.seats else self.seats[0]
        self.seat_colour = seat_colour or (lambda s: theme.SEATS[s % len(theme.SEATS)])
        self.review: dict[str, Any] | None = None
        self.failure: str | None = None   # why the coach could not review (None: it can, or did)
        self.progress = (0, 0)
        self.stopped = False
        self.reveal = False
        self.at = 0                       # index into the reviewed seat's judgements
        self._graph_xs: tuple[pygame.Rect, list[int]] | None = None   # the graph's plot and each decision's x
        self._winners: list[int] | None = None                          # the finished game's, once read
        self._stop = threading.Event()
        self.prev = self.ui.add(Button("◀ Move", lambda: self.step(-1), tooltip="Left arrow: the decision before"))
        self.next = self.ui.add(Button("Move ▶", lambda: self.step(1), tooltip="Right arrow: the next decision"))
        self.prev_flag = self.ui.add(Button("◀ Mark", lambda: self.jump(-1),
                                            tooltip="Up arrow: the previous inaccuracy, mistake or blunder"))
        self.next_flag = self.ui.add(Button("Mark ▶", lambda: self.jump(1),
                                            tooltip="Down arrow: the next inaccuracy, mistake or blunder"))
        self.switch = self.ui.add(Button("Other seat", self.next_seat, tooltip="Tab: review another seat's decisions"))
        self.reveal_button = self.ui.add(Button("Show hidden", self.toggle_reveal, style="quiet",
                                                tooltip="Show every line of the log, hidden ones included"))
        self.table_button = self.ui.add(Button("Table", self.toggle_table,
                                               tooltip="T: the table as this seat saw it at this decision"))
        self.seen_by = self.ui.add(Button("Seen by", self.next_viewpoint, style="quiet",
                                          tooltip="Show the table as another player saw it (the game is over)"))
        self.table_mode = False
        self.viewpoint: int | None = None  # whose view the table shows (None: the seat reviewed)
        self._table_cache: tuple[Any, pygame.Surface] | None = None
        self.stop_button = self.ui.add(Button("Stop", self.stop, tooltip="Stop the review"))
        self.back = self.ui.add(Button("Back", self.escape, style="quiet"))
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    # ---- the coach, in the background -----------------------------------------------------------
    def _run(self) -> None:
        from game.tools.review import review_game
        s = self.session
        everyone = len(self.seats) == len(self.names)
        try:
            self.review = review_game(s.game.GAME_ID, s.setup, self.names, list(s.actions),
                                      None if everyone else list(self.seats),
                                      progress=self._progressed, stop=self._stop)
        except Exception:  # noqa: BLE001 — a dead worker must not leave "judging… 0 of 0" up forever
            self._failed(traceback.format_exc())
            return
        self.at = 0
        self.jump(1, from_start=True)
        self.app.dirty = True

    def _failed(self, trace: str) -> None:
        """The coach stopped on an error: the screen says so in one sentence, the details go to a log."""
        try:
            path: Any = write_log("review", f"The coach's review failed\n\n{trace}")  # i18n: not shown
        except OSError:
            path = None
        self.failure = (M("The coach could not review this game: an error stopped it (the details are in {path}).",
                          path=said(str(path))) if path is not None else
                        M("The coach could not review this game: an error stopped it."))
        self.app.dirty = True

    def _progressed(self, done: int, total: int) -> None:
        self.progress = (done, total)
        self.app.dirty = True

    def stop(self) -> None:
        self._stop.set()
        self.stopped = True

    def wake_in(self) -> float | None:
        busy = self.review is None and not self.stopped and self.failure is None
        return 0.25 if busy else super().wake_in()

    # ---- stepping --------------------------------------------------------------------------------
    def judged(self) -> list[dict[str, Any]]:
        """The reviewed seat's judgements, in game order."""
        if self.review is None:
            return []
        return [j for j in self.review["judgements"] if j["seat"] == self.seat]

    def current(self) -> dict[str, Any] | None:
        js = self.judged()
        return js[min(self.at, len(js) - 1)] if js else None

    def step(self, delta: int) -> None:
        n = len(self.judged())
        if n:
            self.at = max(0, min(n - 1, self.at + delta))

    def jump(self, direction: int, from_start: bool = False) -> None:
        """To the next (or previous) marked move, an inaccuracy too; ``from_start``: the first
        mistake or blunder, if any (where a review opens)."""
        js = self.judged()
        order = range(len(js)) if from_start else (
            range(self.at + 1, len(js)) if direction > 0 else range(self.at - 1, -1, -1))
        for i in order:
            if js[i]["mark"] in FLAGGED if from_start else js[i]["mark"]:
                self.at = i
                return

    def go_to(self, at: int) -> None:
        """To the reviewed seat's decision ``at`` (cut to the first and the last)."""
        n = len(self.judged())
        if n:
            self.at = max(0, min(n - 1, at))

    def next_seat(self) -> None:
        self.seat = self.seats[(self.seats.index(self.seat) + 1) % len(self.seats)]
        self.at = 0
        self.jump(1, from_start=True)

    def toggle_table(self) -> None:
        """T: the table at this decision instead of the game log (and back)."""
        self.table_mode = not self.table_mode
        self.table_button.label = _("Log") if self.table_mode else _("Table")
        self.layout()
        self.app.dirty = True

    def next_viewpoint(self) -> None:
        """Once the game is over: the table as the next seat saw it."""
        if not self.session.over:
            return
        here = self.seat if self.viewpoint is None else self.viewpoint
        self.viewpoint = (here + 1) % len(self.names)
        self.app.dirty = True

    def table_image(self, size: tuple[int, int]) -> pygame.Surface | None:
        """The game's own table at the current decision, drawn read-only as the viewpoint's seat saw
        it then, fitted into ``size`` (kept until the decision, the viewpoint or the size changes)."""
        j = self.current()
        if j is None:
            return None
        seat = self.seat if self.viewpoint is None or not self.session.over else self.viewpoint
        key = (j["index"], seat, size, self.size)
        if self._table_cache is not None and self._table_cache[0] == key:
            return self._table_cache[1]
        from game.ui.play.launch import table_class
        controller = ReviewController(replayed(self.session, j["index"]), self.app.settings, seat)
        table = table_class(self.session.game.GAME_ID)(self.app, controller)
        table.on_resize(self.size, self.scale)
        table.update(0.0)
        full = pygame.Surface(self.size)
        table.draw(full)
        k = min(size[0] / self.size[0], size[1] / self.size[1])
        image = pygame.transform.smoothscale(full, (max(1, int(self.size[0] * k)), max(1, int(self.size[1] * k))))
        self._table_cache = (key, image)
        return image

    def toggle_reveal(self) -> None:
        if not self.session.over:          # hidden cards are shown only once the game is over
            return
        self.reveal = not self.reveal
        self.reveal_button.label = _("Hide hidden") if self.reveal else _("Show hidden")

    def handle_event(self, event: Any) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: lambda: self.step(-1), pygame.K_RIGHT: lambda: self.step(1),
                    pygame.K_UP: lambda: self.jump(-1), pygame.K_DOWN: lambda: self.jump(1),
                    pygame.K_HOME: lambda: self.go_to(0), pygame.K_END: lambda: self.go_to(len(self.judged())),
                    pygame.K_TAB: self.next_seat, pygame.K_t: self.toggle_table}
            if event.key in keys:
                keys[event.key]()
                self.app.dirty = True
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._graph_xs is not None:
            plot, xs = self._graph_xs
            if xs and plot.inflate(self.s(16), self.s(16)).collidepoint(event.pos):
                self.go_to(min(range(len(xs)), key=lambda i: abs(xs[i] - event.pos[0])))
                self.app.dirty = True
                return
        super().handle_event(event)

    def escape(self) -> bool:
        self.stop()
        self.app.pop(self)
        return True

    # ---- layout and drawing ----------------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        g, bh = self.s(theme.GAP_L), self.s(theme.BUTTON_H)
        y = h - g - bh
        row = (self.prev_flag, self.prev, self.next, self.next_flag, self.switch, self.table_button,
               self.reveal_button, self.seen_by)
        bw = min(self.s(150), (w - 2 * g - 9 * self.s(theme.GAP_S)) // 10)
        x = g
        for b in row:
            b.place((x, y, bw, bh), self.scale)
            x += bw + self.s(theme.GAP_S)
        self.stop_button.place((w - g - 2 * bw - self.s(theme.GAP_S), y, bw, bh), self.scale)
        # once judged, Stop gives its room to "Seen by", whose name would be cut in one button's width
        self.seen_by.place((self.seen_by.rect.x, y, 2 * bw + self.s(theme.GAP_S), bh), self.scale)
        self.back.place((w - g - bw, y, bw, bh), self.scale)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(theme.paper(self.size), (0, 0))
        g = self.s(theme.GAP_L)
        title = M("Review · {name}", name=self.names[self.seat])
        theme.blit_text(surface, title, self.s(theme.HEADING), theme.INK, (g, g), bold=True)
        theme.blit_text(surface, self._accuracy_line(), self.s(theme.TEXT), theme.INK_SOFT,
                        (w - g, g + self.s(8)), "topright")
        top = g + self.s(48)
        bottom = h - 2 * g - self.s(theme.BUTTON_H)
        busy = self.review is None and self.failure is None
        why_not = "The coach is still judging" if busy else "The coach could not review this game"
        for b in (self.prev, self.next, self.prev_flag, self.next_flag, self.switch, self.reveal_button,
                  self.table_button):
            b.disable(why_not) if self.review is None else b.enable()
        if not self.session.over:
            self.reveal_button.disable("Hidden cards are shown once the game is over")
        self.seen_by.visible = self.session.over and self.reveal and self.table_mode
        shown_seat = self.seat if self.viewpoint is None else self.viewpoint
        self.seen_by.label = M("Seen by {name}", name=self.names[shown_seat])
        if len(self.seats) < 2:
            self.switch.disable("Only your own decisions are reviewed while the game goes on")
        self.stop_button.enable() if busy and not self.stopped else self.stop_button.disable("Nothing to stop")
        self.stop_button.visible = busy
        if self.review is None:
            self._draw_progress(surface, pygame.Rect(g, top, w - 2 * g, bottom - top))
            super().draw(surface)
            return
        if self.table_mode:
            self._draw_table_mode(surface, top, bottom)
            super().draw(surface)
            return
        left_w = (w - 3 * g) * 11 // 20
        graph = pygame.Rect(g, top, left_w, (bottom - top) * 2 // 5)
        self._draw_graph(surface, graph)
        card = pygame.Rect(g, graph.bottom + g, left_w, bottom - graph.bottom - g)
        self._draw_judgement(surface, card)
        log = pygame.Rect(2 * g + left_w, top, w - 3 * g - left_w, bottom - top)
        self._draw_log(surface, log)
        super().draw(surface)

    def _draw_table_mode(self, surface: pygame.Surface, top: int, bottom: int) -> None:
        """The table at the decision (left, the evaluation graph under it) and the judgement (right)."""
        w, _ = self.size
        g = self.s(theme.GAP_L)
        left_w = (w - 3 * g) * 13 // 20
        image = self.table_image((left_w, (bottom - top) * 3 // 4))
        frame = pygame.Rect(g, top, left_w, 0)
        if image is not None:
            frame.size = image.get_size()
            frame.centerx = g + left_w // 2
            theme.draw_shadow(surface, frame, self.s(6), self.s(6), (0, self.s(2)), alpha=70)
            surface.blit(image, frame.topleft)
            pygame.draw.rect(surface, theme.LINE, frame, max(1, self.s(1)))
            seat = self.seat if self.viewpoint is None or not self.session.over else self.viewpoint
            theme.blit_text(surface, M("The table as {name} saw it", name=self.names[seat]), self.s(theme.TEXT_S),
                            theme.INK_SOFT, (frame.left, frame.bottom + self.s(4)))
        graph = pygame.Rect(g, frame.bottom + self.s(28), left_w, bottom - frame.bottom - self.s(28))
        if graph.height > self.s(90):
            self._draw_graph(surface, graph)
        card = pygame.Rect(2 * g + left_w, top, w - 3 * g - left_w, bottom - top)
        self._draw_judgement(surface, card)

    def _accuracy_line(self) -> str:
        if self.review is None:
            return ""
        parts = [M("{name} {accuracy}% accurate ({mistakes}, {blunders})", name=self.names[int(seat)],
                   accuracy=f"{s['accuracy']:.0f}",
                   mistakes=Mn("{n} mistake", "{n} mistakes", s["mistake"], n=s["mistake"]),
                   blunders=Mn("{n} blunder", "{n} blunders", s["blunder"], n=s["blunder"]))
                 for seat, s in self.review["summary"].items()]
        return i18n.join("   ·   ", parts)

    def _draw_progress(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        theme.draw_panel(surface, rect, self.scale)
        done, total = self.progress
        if self.failure is not None:
            fnt = theme.font(self.s(theme.TEXT_L))
            lines = wrap(self.failure, fnt, rect.width - 2 * self.s(theme.GAP_L))
            y = rect.centery - len(lines) * fnt.get_linesize() // 2
            for line in lines:
                theme.blit_text(surface, line, self.s(theme.TEXT_L), theme.INK, (rect.centerx, y), "midtop")
                y += fnt.get_linesize()
            return
        words = (M("Stopped.") if self.stopped else
                 M("The coach is judging every decision on every core: {done} of {total}", done=done, total=total))
        theme.blit_text(surface, words, self.s(theme.TEXT_L), theme.INK, rect.center, "midbottom")
        bar = pygame.Rect(0, 0, rect.width * 2 // 3, self.s(12))
        bar.midtop = (rect.centerx, rect.centery + self.s(16))
        theme.round_rect(surface, bar, theme.SURFACE_SUNK, self.s(6))
        if total:
            fill = bar.copy()
            fill.width = max(1, bar.width * done // total)
            theme.round_rect(surface, fill, theme.ACCENT, self.s(6))

    def _draw_graph(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The reviewed seat's win chance after each of its decisions, marks as dots."""
        theme.draw_panel(surface, rect, self.scale)
        pad = self.s(14)
        theme.blit_text(surface, "Win chance after each decision (the move played)", self.s(theme.TEXT),
                        theme.INK, (rect.left + pad, rect.top + pad), bold=True)
        plot = pygame.Rect(rect.left + pad + self.s(34), rect.top + pad + self.s(30),
                           rect.width - 2 * pad - self.s(40), rect.height - 2 * pad - self.s(40))
        js = self.judged()
        self._graph_xs = None
        if plot.height < 10 or not js:
            return
        labelled = (0, 2, 4) if plot.height < self.s(110) else range(5)    # a short graph: 0, 50, 100%
        for k in range(5):
            yv = plot.bottom - plot.height * k // 4
            pygame.draw.line(surface, theme.LINE, (plot.left, yv), (plot.right, yv), 1)
            if k in labelled:
                theme.blit_text(surface, M("{n}%", n=25 * k), self.s(theme.TEXT_S), theme.INK_SOFT,
                                (plot.left - self.s(6), yv), "midright")
        end = self.result_share()
        n = max(1, len(js) - (0 if end is not None else 1))
        xs = [plot.left + plot.width * i // n for i in range(len(js))]
        self._graph_xs = (plot, xs)
        y_of = lambda win: plot.bottom - int(plot.height * win)  # noqa: E731
        # The figures the panel shows: a decision not judged has no point (the line goes past it).
        pts = [(x, y_of(j["played_win"])) for x, j in zip(xs, js) if judged(j)]
        if end is not None:
            pts.append((plot.right, y_of(end)))
        colour = self.seat_colour(self.seat)
        if len(pts) > 1:
            pygame.draw.lines(surface, colour, False, pts, max(2, self.s(2)))
        for p in pts:
            pygame.draw.circle(surface, colour, p, self.s(2))
        if end is not None:
            pygame.draw.circle(surface, theme.INK, pts[-1], self.s(5), max(1, self.s(2)))
        cx = xs[min(self.at, len(xs) - 1)]
        pygame.draw.line(surface, theme.INK_SOFT, (cx, plot.top), (cx, plot.bottom), max(1, self.s(2)))
        for x, j in zip(xs, js):
            if j["mark"]:
                pygame.draw.circle(surface, MARK_COLOURS[j["mark"]], (x, y_of(j["played_win"])),
                                   self.s(5 if j["mark"] in FLAGGED else 3))

    def result_share(self) -> float | None:
        """The reviewed seat's result once the game is over — 1 won, 1/k shared, 0 lost — where
        the graph ends (None while it goes on)."""
        if not self.session.over:
            return None
        if self._winners is None:
            self._winners = GameController(self.session, self.app.settings).summary()["winners"]
        return 1.0 / len(self._winners) if self.seat in self._winners else 0.0

    def _draw_judgement(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        theme.draw_panel(surface, rect, self.scale)
        j = self.current()
        pad = self.s(16)
        x, y = rect.left + pad, rect.top + pad
        width = rect.width - 2 * pad
        if j is None:
            theme.blit_text(surface, "No decision of this seat offered a choice.", self.s(theme.TEXT),
                            theme.INK_SOFT, (x, y))
            return
        js = self.judged()
        head = Mp(self.session.game.GAME_ID, "Round {round} · decision {n} of {total}", round=j["round"],
                  n=self.at + 1, total=len(js))         # said as the game's rules name a round
        theme.blit_text(surface, head, self.s(theme.TEXT), theme.INK_SOFT, (x, y))
        y += self.s(28)
        if not judged(j):
            theme.blit_text(surface, MARK_WORDS["not judged"], self.s(theme.TEXT_L), theme.INK_SOFT, (x, y), bold=True)
            y += self.s(32)
            why = M("Played: {move}. The coach saw only one sensible move here, so it did not play the "
                    "decision out: no win chance.", move=j["played_words"])
            for line in wrap_at_most(why, theme.font(self.s(theme.TEXT)), width, 4):
                theme.blit_text(surface, line, self.s(theme.TEXT), theme.INK, (x, y))
                y += self.s(24)
            return
        mark = j["mark"] or ("best move" if j["best"] == j["played"] else "good")
        colour = MARK_COLOURS.get(j["mark"], (70, 130, 84))
        theme.blit_text(surface, MARK_WORDS[mark], self.s(theme.TEXT_L), colour, (x, y), bold=True)
        if j["loss"] >= 0.5:
            theme.blit_text(surface, M("−{loss} points of win chance", loss=f"{j['loss']:.0f}"), self.s(theme.TEXT),
                            theme.INK_SOFT, (x + width, y + self.s(2)), "topright")
        y += self.s(32)
        played = M("{move}  ({win}% win chance)", move=j["played_words"], win=f"{100 * j['played_win']:.0f}")
        lines = [(Mp("review", "Played"), played, theme.INK)]
        if j["best"] != j["played"]:
            better = M("{move}  ({win}%)", move=j["best_words"], win=f"{100 * j['best_win']:.0f}")
            lines.append((M("Better"), better, theme.INK))
            lines.append((M("Why"), j["reason"], theme.ACCENT_DARK))
        # the labels' column is as wide as its widest label in the language in force
        bold = theme.font(self.s(theme.TEXT), bold=True)
        label_w = max(bold.size(tr(label))[0] for label, _, _ in lines) + self.s(12)
        fnt = theme.font(self.s(theme.TEXT))
        for label, text, ink in lines:
            room = (rect.bottom - pad - y) // self.s(24)      # the lines the card still holds
            if room < 1:
                break
            theme.blit_text(surface, label, self.s(theme.TEXT), theme.INK_SOFT, (x, y), bold=True)
            for line in wrap_at_most(text, fnt, width - label_w, min(3, room)):
                theme.blit_text(surface, line, self.s(theme.TEXT), ink, (x + label_w, y))
                y += self.s(24)
            y += self.s(6)
        notes = [Mn("Judged on {n} sample of what {name} could know.",
                    "Judged on {n} samples of what {name} could know.", j["samples"],
                    n=j["samples"], name=self.names[j["seat"]]),
                 Mn("{n} move compared.", "{n} moves compared.", j["candidates"], n=j["candidates"])]
        if j.get("confirmed"):           # the win chances and the mark are then these games' own
            notes.append(Mn("Checked by playing {n} pair of games to the end.",
                            "Checked by playing {n} pairs of games to the end.", j["confirmed"], n=j["confirmed"]))
        small = theme.font(self.s(theme.TEXT_S))
        rows = [row for note in notes for row in wrap(note, small, width)]
        top = rect.bottom - pad - len(rows) * small.get_linesize()
        if y + self.s(4) < top:
            for row in rows:
                theme.blit_text(surface, row, self.s(theme.TEXT_S), theme.INK_FAINT, (x, top))
                top += small.get_linesize()

    def _draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The game log up to the decision, as the reviewed seat could read it then."""
        theme.draw_panel(surface, rect, self.scale)
        pad = self.s(14)
        heading = (M("Game log (every line)") if self.reveal
                   else M("Game log as {name} saw it", name=self.names[self.seat]))
        theme.blit_text(surface, heading, self.s(theme.TEXT), theme.INK, (rect.left + pad, rect.top + pad), bold=True)
        j = self.current()
        upto = j["index"] if j else len(self.session.actions)
        lines = [line for line in self.session.log
                 if line.index is not None and line.index < upto
                 and (self.reveal or not line.secret or line.seat == self.seat
                      or j is None or line.round != j["round"])]
        fnt = theme.font(self.s(theme.TEXT_S))
        step = self.s(20)
        room = max(0, (rect.height - 2 * pad - self.s(30)) // step)
        y = rect.top + pad + self.s(30)
        for line in lines[-room:] if room else []:
            ink = self.seat_colour(line.seat) if line.seat is not None else theme.INK_SOFT
            text = shorten(M("R{round}  {line}", round=line.round, line=line.text), fnt, rect.width - 2 * pad)
            theme.blit_text(surface, text, self.s(theme.TEXT_S), ink, (rect.left + pad, y))
            y += step
