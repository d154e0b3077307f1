"""The lab: AI players try what a game's lab varies (its :class:`~game.tools.lab.LabSpec`: rules
options, set-ups, files the player adds) in the background, on every core (a thread drives a pool
of fresh worker processes, :mod:`game.tools.pools`); the results come as a table with 95%
intervals, a verdict per variant and, per variant, its seats or what the game's measure shows
(drawn by :mod:`game.ui.play.lab_results`).
"Add a set…" adds a file by typed path or a per-number mix (:mod:`game.ui.play.lab_add`).
A stopped run keeps its games: Resume goes on from there. Export writes the HTML report."""

from __future__ import annotations

import datetime
import functools
import os
import threading
import time
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import i18n
from game.engine.i18n import L, M, Mn, error_text, said, tr
from game.engine.paths import user_data_dir
from game.games import Choice, spec
from game.tools.lab import LABS
from game.tools.lab_html import played_words, variant_labels
from game.ui import theme
from game.ui.play.lab_add import AddVariants
from game.ui.play.lab_results import LabResults
from game.ui.scene import Scene
from game.ui.text import wrap_at_most
from game.ui.widgets import Button, Cycle, Tabs, Toggle, WidgetGroup

if TYPE_CHECKING:
    from game.ui.app import App


def duration(seconds: float) -> str:
    """A rough, readable length of time: "under a minute", "about 1 minute", "about 12 minutes"
    (never "about under a minute")."""
    minutes = round(seconds / 60)
    if minutes < 1:
        return "under a minute"
    return Mn("about {minutes} minute", "about {minutes} minutes", minutes, minutes=minutes)


def time_left(seconds: float) -> str:
    """" Under a minute left.", " About 3 minutes left." (a sentence of its own, for the progress line)."""
    minutes = round(seconds / 60)
    if minutes < 1:
        return L(" Under a minute left.")
    return Mn(" About {minutes} minute left.", " About {minutes} minutes left.", minutes, minutes=minutes)


def report_caption(report: dict[str, Any]) -> str:
    """What a shown report played: "60 games per set · 3 players · AI greedy · 95% intervals"."""
    return (M("{played_words} · {players} players · AI {join} · every figure with its 95% interval",
              played_words=played_words(report), players=report['players'], join=i18n.join(', ', report['agents'])))


GAME_COUNTS = (20, 50, 100, 200, 500, 1000)   # games per variant: 1000 shows differences of a point or so
MAX_ADDED = 3   # variants the player may add per game: the list on the left has room for these
SIDE_WIDTH = 340  # design px of the controls' column: room for every game's title in its tab


class _Cancelled(Exception):
    """Raised from the progress callback to stop a run the player cancelled."""


class LabScene(Scene):
    """The lab's controls on the left, progress or results on the right. Each game tab keeps
    its own choices and last report while the scene is open."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.game_id = LABS.games()[0].id
        self.reports: dict[str, dict[str, Any]] = {}     # game id -> its last report
        self.pace: dict[tuple[str, str, int], float] = {}   # (game id, agent, players) -> seconds a game, last run
        self.kept: dict[str, dict[str, Any]] = {}        # game id -> its controls' values (see _keep)
        self.error: str | None = None
        self.progress = (0, 0)
        self._started = 0.0   # perf_counter() when the run began, for the time left
        self._first = 0       # the games already played when it began (a resumed run)
        self._thread: threading.Thread | None = None
        self._cancel = False
        # game id -> (what was run, the games played before a stop)
        self.partial: dict[str, tuple[tuple[Any, ...] | None, list[dict[str, Any]]]] = {}
        self.added: dict[str, list[Choice]] = {}   # game id -> the variants the player added (custom files, mixes)
        self.notice: str | None = None             # where the last export went
        self.workers = os.cpu_count() or 1   # games play on every core (fresh worker processes)
        self._build()

    @property
    def report(self) -> dict[str, Any] | None:
        """The shown game's last report (None before its first run)."""
        return self.reports.get(self.game_id)

    def _build(self) -> None:
        """The controls for the chosen game (rebuilt when the game changes)."""
        from game.ai.base import agent_names
        game = spec(self.game_id)
        game.module()
        lab = LABS.of(self.game_id)
        self.ui = WidgetGroup(feedback=self.app.play_sound)
        self.game_tabs = self.ui.add(Tabs([(g.id, g.title) for g in LABS.games()], self.game_id, self._set_game,
                                          size=theme.TEXT_S))
        known = agent_names(self.game_id)
        levels = [(a, M("AI · {title}", title=a.title())) for a in ("medium", "greedy", "easy") if a in known]
        variants = lab.all_variants() + tuple(self.added.get(self.game_id, ()))
        kept = self.kept.get(self.game_id, {
            "chosen": {c.value: c.value not in lab.off_by_default for c in lab.variants},
            "games": 50, "players": min(3, game.max_players), "agent": levels[0][0]})
        self.chosen = {c.value: kept["chosen"].get(c.value, False) for c in variants}
        self.toggles = [self.ui.add(Toggle(self.chosen[c.value], functools.partial(self._choose, c.value),
                                           label=c.label))
                        for c in variants]
        self.adder = AddVariants(self, self.game_id)
        self.add = self.ui.add(Button(M("Add a {unit}…",
                                        unit=lab.unit), self._toggle_adder, style="quiet", align="left",
                                      tooltip="Compare a file of your own, or a mix")) if self.adder.available else None
        self.games = self.ui.add(Cycle([(n, M("{n} games per {unit}", n=n, unit=lab.unit)) for n in GAME_COUNTS],
                                       kept["games"], tooltip="More games, steadier figures", wraps=False))
        self.players = self.ui.add(Cycle([(n, M("{n} players", n=n)) for n in range(2, game.max_players + 1)],
                                         kept["players"], wraps=False))
        self.agent = self.ui.add(Cycle(levels, kept["agent"], tooltip="Who plays the games"))
        self.run = self.ui.add(Button("Run", self._run, style="primary"))
        self.export = self.ui.add(Button("Export report", self._export,
                                         tooltip="Save the comparison as a web page with its charts, and as JSON"))
        self.back = self.ui.add(Button("Back", self._leave, style="quiet"))
        self.results_view = LabResults(self)
        self.tabs: Tabs | None = None
        if self.size != (0, 0):
            self.layout()

    def _keep(self) -> None:
        """Remember the shown game's choices, to restore them when its tab is chosen again."""
        self.kept[self.game_id] = {"chosen": dict(self.chosen), "games": self.games.value,
                                   "players": self.players.value, "agent": self.agent.value}

    def _set_game(self, game_id: str) -> None:
        if self.running:
            self._cancel = True
        self._keep()
        self.game_id, self.error, self.notice, self.progress = game_id, None, None, (0, 0)
        self._build()

    # ---- running ---------------------------------------------------------------------------
    def _choose(self, sid: str, value: bool) -> None:
        self.chosen[sid] = value

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _run(self) -> None:
        if self.running:
            self._cancel = True
            return
        sets = [sid for sid, chosen in self.chosen.items() if chosen]
        if not sets:
            self.error = LABS.of(self.game_id).pick_prompt
            return
        self.error, self.notice, self._cancel = None, None, False
        games, players, agent, game_id = self.games.value, self.players.value, self.agent.value, self.game_id
        key = self._run_key()
        if self.partial.get(game_id, (None,))[0] != key:
            self.partial[game_id] = (key, [])
        played = self.partial[game_id][1]
        self.reports.pop(game_id, None)
        self.progress, self._started = (len(played), games * len(sets)), time.perf_counter()
        first = self._first = len(played)

        def progress(done: int, total: int) -> None:
            self.progress = (done, total)
            if done > first:
                self.pace[(game_id, agent, players)] = (time.perf_counter() - self._started) / (done - first)
            if self._cancel:
                raise _Cancelled

        def work() -> None:
            from game.tools.lab import run_lab
            try:
                self.reports[game_id] = run_lab(game_id, sets, games, [agent], players, seed=1,
                                                progress_cb=progress, workers=self.workers, results=played)
                self.partial.pop(game_id, None)
            except _Cancelled:
                from game.tools.lab import lab_report
                if played:     # the games so far, shown until Resume plays the rest
                    self.reports[game_id] = lab_report(game_id, sets, games, [agent], players, 1, list(played))
                if game_id == self.game_id:
                    n = len(played)
                    self.error = (Mn("Stopped after {n} game: the figures so far; Resume goes on from there.",
                                     "Stopped after {n} games: the figures so far; Resume goes on from there.", n, n=n))
            except Exception as exc:  # noqa: BLE001 — shown to the player; the app goes on
                self.error = M("The lab stopped: {exc}", exc=said(error_text(exc)))

        thread = self._thread = threading.Thread(target=work, name="lab", daemon=True)
        thread.start()

    def _toggle_adder(self) -> None:
        if self.adder.shown:
            self.adder.hide()
        else:
            self.error = self.notice = None
            self.adder.show()

    def add_variant(self, choice: Choice) -> None:
        """Add ``choice`` to the variants on the left, ticked (an added one left unticked makes
        room for it; with :data:`MAX_ADDED` ticked the player is asked to untick one)."""
        added = self.added.setdefault(self.game_id, [])
        if choice.value not in self.chosen:
            spare = [c for c in added if not self.chosen.get(c.value)]
            if len(added) >= MAX_ADDED and not spare:
                self.error = M("Untick one of the {unit}s you added to make room for another.",
                               unit=LABS.of(self.game_id).unit)
                return
            if len(added) >= MAX_ADDED:
                added.remove(spare[0])
            added.append(choice)
        self.chosen[choice.value] = True
        self._keep()
        self._build()
        self.error, self.notice = None, M("{label} added and ticked on the left.", label=choice.label)

    def _run_key(self) -> tuple[Any, ...]:
        """What a run plays: a stopped run resumes only while this is unchanged."""
        return (tuple(sid for sid, chosen in self.chosen.items() if chosen), self.games.value,
                self.players.value, self.agent.value)

    def _export(self) -> None:
        """Write the shown report (HTML page, JSON, charts) into the user folder's lab folder."""
        import game.ui.lab_charts  # noqa: F401 — registers the charts with the lab
        from game.tools.lab import write_lab
        if not self.report:
            self.error = "Run the lab first: there is nothing to export yet."
            return
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        folder = os.path.join(user_data_dir(), "lab", f"{self.game_id}-{stamp}")
        try:
            write_lab(self.report, folder)
        except OSError as exc:
            self.error = M("The report could not be saved: {value}", value=exc.strerror or exc)
            return
        self.error, self.notice = None, M("Report saved: {join}", join=os.path.join(folder, 'lab.html'))

    def _leave(self) -> None:
        self._cancel = True
        self.app.pop(self)

    def update(self, dt: float) -> None:
        resumable = self.partial.get(self.game_id, (None,))[0] == self._run_key()
        self.run.label = "Stop" if self.running else ("Resume" if resumable else "Run")
        if self.report and self.tabs is None:
            sets = list(self.report["results"])
            labels = self._labels()
            self.tabs = self.ui.add(Tabs([(s, labels.get(s, s)) for s in sets], sets[0]))
            self.layout()
        elif not self.report and self.tabs is not None:
            self.ui.widgets.remove(self.tabs)
            self.tabs = None
        if self.tabs is not None:
            self.tabs.visible = not self.adder.shown
        super().update(dt)

    def _labels(self) -> dict[str, str]:
        """The report's variants as its game words them (asked only while a report is shown)."""
        report = self.report
        assert report is not None
        return variant_labels(report)

    def wake_in(self) -> float | None:
        return 0.1 if self.running else super().wake_in()

    def escape(self) -> bool:
        if self.adder.shown:
            self.adder.hide()
        else:
            self._leave()
        return True

    # ---- layout and drawing ----------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        g = self.s(theme.GAP_L)
        self.side = pygame.Rect(g, self.s(96), self.s(SIDE_WIDTH), h - self.s(96) - g)
        self.game_tabs.place((self.side.left, self.side.top, self.side.width, self.s(40)), self.scale)
        y = self.side.top + self.s(52)
        bh, gap = self.s(theme.BUTTON_H), self.s(10)
        self.back.place((self.side.left, h - g - bh, self.side.width, bh), self.scale)
        # Rows shrink (down to 28 design px) so that Run keeps a clear gap above Back.
        rows = [*self.toggles, *([self.add] if self.add else []), self.games, self.players, self.agent,
                self.run, self.export]
        room = self.back.rect.top - self.s(theme.GAP_L) - y - 2 * gap   # two gaps set groups apart
        step = max(self.s(28) + gap // 2, min(bh + gap, room // len(rows)))
        row_h = min(bh, step - gap // 2)
        for widget in rows:
            if widget in (self.games, self.run):
                y += gap
            widget.place((self.side.left, y, self.side.width, row_h), self.scale)
            y += step
        self.main = pygame.Rect(self.side.right + g, self.side.top, w - self.side.right - 2 * g, self.side.height)
        self.adder.layout(pygame.Rect(self.main.left, self.main.top, self.main.width, self.main.height - self.s(80)))
        if self.tabs is not None:
            fnt = theme.font(self.s(theme.TEXT), bold=True)
            seg = max(self.s(150), max(fnt.size(label)[0] for _, label in self.tabs.options) + self.s(40))
            self.tabs.place((self.main.left, self.main.top + self.table_height() + self.s(20),
                             min(self.main.width, len(self.tabs.options) * seg), self.s(40)), self.scale)

    def table_height(self) -> int:
        """The comparison table's height: a heading and each variant's row, as tall as its
        longest wrapped cell."""
        return self.results_view.table_height(self.report, self._labels()) if self.report else 0

    def status(self) -> str | None:
        """The line over the main area: the progress while running, else (no report yet) what to do."""
        if self.running:
            done, total = self.progress
            left = ""
            if done:
                played = done - self._first      # this run's games (a resumed run began with some)
                left = time_left((time.perf_counter() - self._started) / played * (total - done)) if played > 0 else ""
            return M("Playing game {min} of {total}…{left}", min=min(done + 1, total), total=total, left=left)
        if self.report:
            return None
        lab = LABS.of(self.game_id)
        picked = sum(self.chosen.values())
        total = self.games.value * picked
        text = M("Pick {unit}s and press Run: {value} games per {unit}", unit=lab.unit, value=self.games.value)
        if not picked:
            return text + "."
        pace = self.pace.get((self.game_id, self.agent.value, self.players.value))
        when = M(", {duration} going by the last run", duration=duration(pace * total)) if pace else ""
        return M("{text}, {total} in all{when}.", text=text, total=total, when=when)

    def _draw_blurb(self, surface: pygame.Surface, title: pygame.Rect) -> None:
        """What the lab does, right of the title: one line when it fits, else two smaller lines, the
        second cut short if need be (the French one ran off the window)."""
        x = title.right + self.s(theme.GAP_L)
        room = self.size[0] - x - self.s(theme.GAP_L)
        blurb = LABS.of(self.game_id).blurb
        if theme.font(self.s(theme.TEXT)).size(tr(blurb))[0] <= room:
            theme.blit_text(surface, blurb, self.s(theme.TEXT), theme.INK_SOFT, (x, title.centery + self.s(4)),
                            "midleft")
            return
        fnt = theme.font(self.s(theme.TEXT_S))
        lines = wrap_at_most(blurb, fnt, room, 2)
        y = title.centery + self.s(4) - len(lines) * fnt.get_linesize() // 2
        for line in lines:
            y = theme.blit_text(surface, line, self.s(theme.TEXT_S), theme.INK_SOFT, (x, y)).bottom

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.paper(self.size), (0, 0))
        title = theme.blit_text(surface, LABS.of(self.game_id).title, self.s(theme.TITLE), theme.INK,
                                (self.s(theme.GAP_L), self.s(24)), bold=True)
        self._draw_blurb(surface, title)
        foot = self.error or self.notice or (self.report and report_caption(self.report))
        if foot:   # a long sentence (a file's problem) wraps upwards, at most three lines
            size = self.s(theme.TEXT if self.error else theme.TEXT_S)
            fnt = theme.font(size)
            lines = wrap_at_most(foot, fnt, self.main.width, 3)
            for i, line in enumerate(lines):
                theme.blit_text(surface, line, size, theme.ACCENT if self.error else theme.INK_SOFT,
                                (self.main.left, self.main.bottom - (len(lines) - 1 - i) * fnt.get_linesize()),
                                "bottomleft")
        self.results_view.hide_hints()
        if self.adder.shown:
            self.adder.draw(surface)
        else:
            self._draw_main(surface)
        super().draw(surface)

    def _draw_main(self, surface: pygame.Surface) -> None:
        """The status line, the progress bar while running, and the last report."""
        status = self.status()
        if status:
            theme.blit_text(surface, status, self.s(theme.TEXT), theme.INK if self.running else theme.INK_SOFT,
                            (self.main.left, self.main.top + self.s(8)))
        if self.running:
            self._draw_progress(surface)
        if self.report:
            self.results_view.draw(surface, self.report, self._labels())

    def _draw_progress(self, surface: pygame.Surface) -> None:
        done, total = self.progress
        bar = pygame.Rect(self.main.left, self.main.top + self.s(40), self.main.width, self.s(14))
        theme.round_rect(surface, bar, theme.SURFACE_SUNK, self.s(7))
        if total:
            filled = bar.copy()
            filled.width = max(self.s(14), bar.width * done // total)
            theme.round_rect(surface, filled, theme.ACCENT, self.s(7))

    def _tab_panel(self, surface: pygame.Surface) -> tuple[str, dict[str, Any], pygame.Rect] | None:
        """The chosen tab's variant, its results and the panel drawn under the tabs for them (None: no tabs)."""
        report = self.report
        if self.tabs is None or report is None:     # the tabs are those of the shown report
            return None
        top = self.tabs.rect.bottom + self.s(12)
        rect = pygame.Rect(self.main.left, top, self.main.width, self.main.bottom - top - self.s(30))
        theme.draw_panel(surface, rect, self.scale)
        return self.tabs.value, report["results"][self.tabs.value], rect
