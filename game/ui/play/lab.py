"""The lab: AI players try what a game's lab varies (its :class:`~game.games.LabSpec`: Avant
Carde's patron sets, Art Decko's rule options) in the background; the results come as a table
and charts — with the "patrons" measure how often each patron was called and how it moved the
win rate, with the "outcomes" measure each seat's win rate and how games ended."""

import threading
import time

import pygame

from game.games import all_specs, spec
from game.ui import theme
from game.ui.scene import Scene
from game.ui.text import wrap
from game.ui.widgets import Button, Cycle, Tabs, Toggle, WidgetGroup

TRIGGERS = {"museum": "museum full", "deck": "painting deck out", "rating": "a marker at 70",
            "stalled": "nobody could act", "none": "no end"}
BAR = (172, 64, 44)
BAR_SOFT = (214, 160, 146)


def _duration(seconds):
    """A rough, readable length of time: "under a minute", "1 minute", "12 minutes"."""
    minutes = round(seconds / 60)
    if minutes < 1:
        return "under a minute"
    return f"{minutes} minute{'s' if minutes > 1 else ''}"


class _Cancelled(Exception):
    """Raised from the progress callback to stop a run the player cancelled."""


class LabScene(Scene):
    """The lab's controls on the left, progress or results on the right. Each game tab keeps
    its own choices and last report while the scene is open."""

    def __init__(self, app):
        super().__init__(app)
        self.game_id = all_specs()[0].id
        self.reports = {}     # game id -> its last report
        self.pace = {}        # (game id, agent, players) -> seconds per game in the last run
        self.kept = {}        # game id -> its controls' values (see _keep)
        self.error = None
        self.progress = (0, 0)
        self._started = 0.0   # perf_counter() when the run began, for the time left
        self._thread = None
        self._cancel = False
        self._build()

    @property
    def report(self):
        """The shown game's last report (None before its first run)."""
        return self.reports.get(self.game_id)

    def _build(self):
        """The controls for the chosen game (rebuilt when the game changes)."""
        from game.ai.base import agent_names
        game = spec(self.game_id)
        game.module()
        lab = game.lab
        self.ui = WidgetGroup(feedback=self.app.play_sound)
        self.game_tabs = self.ui.add(Tabs([(g.id, g.title) for g in all_specs()], self.game_id, self._set_game))
        known = agent_names(self.game_id)
        levels = [(a, f"AI · {a.title()}") for a in ("medium", "greedy", "easy") if a in known]
        kept = self.kept.get(self.game_id, {
            "chosen": {c.value: c.value not in lab.off_by_default for c in lab.variants},
            "games": 50, "players": min(3, game.max_players), "agent": levels[0][0]})
        self.chosen = dict(kept["chosen"])
        self.toggles = [self.ui.add(Toggle(self.chosen[c.value], lambda v, s=c.value: self._choose(s, v), label=c.label))
                        for c in lab.variants]
        self.games = self.ui.add(Cycle([(n, f"{n} games per {lab.unit}") for n in (20, 50, 100, 200)],
                                       kept["games"], tooltip="More games, steadier figures", wraps=False))
        self.players = self.ui.add(Cycle([(n, f"{n} players") for n in range(2, game.max_players + 1)],
                                         kept["players"], wraps=False))
        self.agent = self.ui.add(Cycle(levels, kept["agent"], tooltip="Who plays the games"))
        self.run = self.ui.add(Button("Run", self._run, style="primary"))
        self.back = self.ui.add(Button("Back", self._leave, style="quiet"))
        self.tabs = None
        if self.size != (0, 0):
            self.layout()

    def _keep(self):
        """Remember the shown game's choices, to restore them when its tab is chosen again."""
        self.kept[self.game_id] = {"chosen": dict(self.chosen), "games": self.games.value,
                                   "players": self.players.value, "agent": self.agent.value}

    def _set_game(self, game_id):
        if self.running:
            self._cancel = True
        self._keep()
        self.game_id, self.error, self.progress = game_id, None, (0, 0)
        self._build()

    # ---- running ---------------------------------------------------------------------------
    def _choose(self, sid, value):
        self.chosen[sid] = value

    @property
    def running(self):
        return self._thread is not None and self._thread.is_alive()

    def _run(self):
        if self.running:
            self._cancel = True
            return
        sets = [sid for sid, chosen in self.chosen.items() if chosen]
        if not sets:
            self.error = spec(self.game_id).lab.pick_prompt
            return
        self.error, self._cancel = None, False
        games, players, agent, game_id = self.games.value, self.players.value, self.agent.value, self.game_id
        self.reports.pop(game_id, None)
        self.progress, self._started = (0, games * len(sets)), time.perf_counter()

        def progress(done, total):
            self.progress = (done, total)
            self.pace[(game_id, agent, players)] = (time.perf_counter() - self._started) / max(1, done)
            if self._cancel:
                raise _Cancelled

        def work():
            from game.tools.lab import run_lab
            try:
                self.reports[game_id] = run_lab(game_id, sets, games, [agent], players, seed=1,
                                                progress_cb=progress)
            except _Cancelled:
                if game_id == self.game_id:
                    self.error = "Stopped."
            except Exception as exc:  # noqa: BLE001 — shown to the player; the app goes on
                self.error = f"The lab stopped: {exc}"

        self._thread = threading.Thread(target=work, name="patron-lab", daemon=True)
        self._thread.start()

    def _leave(self):
        self._cancel = True
        self.app.pop(self)

    def update(self, dt):
        self.run.label = "Stop" if self.running else "Run"
        if self.report and self.tabs is None:
            sets = list(self.report["results"])
            labels = self._labels()
            self.tabs = self.ui.add(Tabs([(s, labels.get(s, s)) for s in sets], sets[0]))
            self.layout()
        elif not self.report and self.tabs is not None:
            self.ui.widgets.remove(self.tabs)
            self.tabs = None
        super().update(dt)

    def _labels(self):
        """The report's variants as its game words them."""
        return {c.value: c.label for c in spec(self.report["game"]).lab.variants}

    def wake_in(self):
        return 0.1 if self.running else super().wake_in()

    def escape(self):
        self._leave()
        return True

    # ---- layout and drawing ----------------------------------------------------------------
    def layout(self):
        w, h = self.size
        g = self.s(theme.GAP_L)
        self.side = pygame.Rect(g, self.s(96), self.s(300), h - self.s(96) - g)
        self.game_tabs.place((self.side.left, self.side.top, self.side.width, self.s(40)), self.scale)
        y = self.side.top + self.s(52)
        bh, gap = self.s(theme.BUTTON_H), self.s(10)
        self.back.place((self.side.left, h - g - bh, self.side.width, bh), self.scale)
        # Rows shrink (down to 28 design px) so that Run keeps a clear gap above Back.
        rows = [*self.toggles, self.games, self.players, self.agent, self.run]
        room = self.back.rect.top - self.s(theme.GAP_L) - y - 2 * gap   # two gaps set groups apart
        step = max(self.s(28) + gap // 2, min(bh + gap, room // len(rows)))
        row_h = min(bh, step - gap // 2)
        for widget in rows:
            if widget in (self.games, self.run):
                y += gap
            widget.place((self.side.left, y, self.side.width, row_h), self.scale)
            y += step
        self.main = pygame.Rect(self.side.right + g, self.side.top, w - self.side.right - 2 * g, self.side.height)
        if self.tabs is not None:
            fnt = theme.font(self.s(theme.TEXT), bold=True)
            seg = max(self.s(150), max(fnt.size(label)[0] for _, label in self.tabs.options) + self.s(40))
            self.tabs.place((self.main.left, self.main.top + self.s(250),
                             min(self.main.width, len(self.tabs.options) * seg), self.s(40)), self.scale)

    def status(self):
        """The line over the main area: the progress while running, else (no report yet) what to do."""
        if self.running:
            done, total = self.progress
            left = ""
            if done:
                left = f" About {_duration((time.perf_counter() - self._started) / done * (total - done))} left."
            return f"Playing game {min(done + 1, total)} of {total}…{left}"
        if self.report:
            return None
        lab = spec(self.game_id).lab
        picked = sum(self.chosen.values())
        total = self.games.value * picked
        text = f"Pick {lab.unit}s and press Run: {self.games.value} games per {lab.unit}"
        if not picked:
            return text + "."
        pace = self.pace.get((self.game_id, self.agent.value, self.players.value))
        when = f", about {_duration(pace * total)} going by the last run" if pace else ""
        return f"{text}, {total} in all{when}."

    def draw(self, surface):
        surface.blit(theme.paper(self.size), (0, 0))
        title = theme.blit_text(surface, "Patron lab", self.s(theme.TITLE), theme.INK,
                                (self.s(theme.GAP_L), self.s(24)), bold=True)
        theme.blit_text(surface, spec(self.game_id).lab.blurb, self.s(theme.TEXT), theme.INK_SOFT,
                        (title.right + self.s(theme.GAP_L), title.centery + self.s(4)), "midleft")
        status = self.status()
        if status:
            theme.blit_text(surface, status, self.s(theme.TEXT), theme.INK if self.running else theme.INK_SOFT,
                            (self.main.left, self.main.top + self.s(8)))
        if self.running:
            self._draw_progress(surface)
        if self.error:
            theme.blit_text(surface, self.error, self.s(theme.TEXT), theme.ACCENT, (self.main.left, self.main.bottom), "bottomleft")
        if self.report and self.report["measure"] == "outcomes":
            self._draw_outcomes_table(surface)
            self._draw_seats(surface)
        elif self.report:
            self._draw_table(surface)
            self._draw_patrons(surface)
        super().draw(surface)

    def _draw_progress(self, surface):
        done, total = self.progress
        bar = pygame.Rect(self.main.left, self.main.top + self.s(40), self.main.width, self.s(14))
        theme.round_rect(surface, bar, theme.SURFACE_SUNK, self.s(7))
        if total:
            filled = bar.copy()
            filled.width = max(self.s(14), bar.width * done // total)
            theme.round_rect(surface, filled, theme.ACCENT, self.s(7))

    def _draw_rows(self, surface, cols, rows):
        """The results table: ``cols`` are ``(heading, x as a fraction of the width)``; a cell
        wider than its column wraps onto more lines (the last column ends at the panel's edge)."""
        rect = pygame.Rect(self.main.left, self.main.top, self.main.width, self.s(230))
        theme.draw_panel(surface, rect, self.scale)
        pad = self.s(16)
        inner = rect.width - 2 * pad
        xs = [rect.left + pad + round(inner * fx) for _, fx in cols]
        widths = [b - a - self.s(theme.GAP) for a, b in zip(xs, xs[1:] + [rect.right - pad + self.s(theme.GAP)])]
        y = rect.top + pad
        for (label, _), x in zip(cols, xs):
            theme.blit_text(surface, label, self.s(theme.TEXT_S), theme.INK_SOFT, (x, y), bold=True)
        y += self.s(30)
        fnt = theme.font(self.s(theme.TEXT))
        for cells in rows:
            lines = [wrap(text, fnt, width) for text, width in zip(cells, widths)]
            for cell, x in zip(lines, xs):
                for i, line in enumerate(cell):
                    theme.blit_text(surface, line, self.s(theme.TEXT), theme.INK, (x, y + i * fnt.get_linesize()))
            y += self.s(32) + (max(map(len, lines)) - 1) * fnt.get_linesize()

    def _draw_table(self, surface):
        cols = [("Set", 0), ("Rounds", 0.34), ("Awards spread", 0.48), ("First seat wins", 0.66), ("$ per round", 0.84)]
        rows = [[self._labels().get(sid, sid), f"{r['rounds_mean']:.1f}", f"± {r['awards_sd']:.1f}",
                 f"{100 * r['first_seat_win_rate']:.0f}%", f"${r['money_per_round']:.1f}"]
                for sid, r in self.report["results"].items()]
        self._draw_rows(surface, cols, rows)

    def _tab_panel(self, surface):
        """The chosen tab's results and the panel drawn under the tabs for them (None: no tabs)."""
        if self.tabs is None:
            return None
        top = self.tabs.rect.bottom + self.s(12)
        rect = pygame.Rect(self.main.left, top, self.main.width, self.main.bottom - top - self.s(30))
        theme.draw_panel(surface, rect, self.scale)
        return self.report["results"][self.tabs.value], rect

    def _draw_patrons(self, surface):
        panel = self._tab_panel(surface)
        if panel is None:
            return
        r, rect = panel
        pad = self.s(16)
        patrons = sorted(r["patrons"].items(), key=lambda kv: -kv[1]["uses_per_game"])
        if not patrons:
            return
        most = max(p["uses_per_game"] for _, p in patrons) or 1
        row = min(self.s(40), (rect.height - 2 * pad - self.s(24)) // max(1, len(patrons)))
        theme.blit_text(surface, "Calls per game", self.s(theme.TEXT_S), theme.INK_SOFT, (rect.left + pad + self.s(190), rect.top + pad), bold=True)
        theme.blit_text(surface, "Win-rate lift", self.s(theme.TEXT_S), theme.INK_SOFT, (rect.right - pad, rect.top + pad), "topright", bold=True)
        y = rect.top + pad + self.s(26)
        bar_w = rect.width - 2 * pad - self.s(190) - self.s(150)
        for pid, p in patrons:
            theme.blit_text(surface, p["name"], self.s(theme.TEXT), theme.INK, (rect.left + pad, y + row // 2), "midleft")
            length = max(2, int(bar_w * p["uses_per_game"] / most))
            pygame.draw.rect(surface, BAR, (rect.left + pad + self.s(190), y + row // 4, length, row // 2),
                             border_radius=self.s(3))
            theme.blit_text(surface, f"{p['uses_per_game']:.1f}", self.s(theme.TEXT_S), theme.INK,
                            (rect.left + pad + self.s(196) + length, y + row // 2), "midleft")
            lift = p["win_rate_lift"]
            text = "—" if lift is None else f"{100 * lift:+.0f} pts"
            colour = theme.INK_SOFT if lift is None else ((70, 130, 84) if lift > 0 else theme.ACCENT)
            theme.blit_text(surface, text, self.s(theme.TEXT), colour, (rect.right - pad, y + row // 2), "midright", bold=True)
            y += row

    def _draw_outcomes_table(self, surface):
        cols = [("Rules", 0), ("Rounds", 0.28), ("VP spread", 0.4), ("First seat wins", 0.53), ("How games ended", 0.7)]
        rows = [[self._labels().get(sid, sid), f"{r['rounds_mean']:.1f}", f"± {r['vp_sd']:.1f}",
                 f"{100 * r['first_seat_win_rate']:.0f}%",
                 ", ".join(f"{TRIGGERS.get(t, t)} {100 * v:.0f}%" for t, v in r["end_triggers"].items())]
                for sid, r in self.report["results"].items()]
        self._draw_rows(surface, cols, rows)

    def _draw_seats(self, surface):
        """Each seat's win rate against the fair share: the seat advantage at a glance."""
        panel = self._tab_panel(surface)
        if panel is None:
            return
        r, rect = panel
        pad = self.s(16)
        rates = r["seat_win_rates"]
        fair = 1 / len(rates)
        theme.blit_text(surface, f"Win rate per seat (a fair share is {100 * fair:.0f}%)", self.s(theme.TEXT_S),
                        theme.INK_SOFT, (rect.left + pad, rect.top + pad), bold=True)
        row = min(self.s(40), (rect.height - 2 * pad - self.s(24)) // max(1, len(rates)))
        bar_w = rect.width - 2 * pad - self.s(120) - self.s(80)
        x0 = rect.left + pad + self.s(120)
        fair_x = x0 + int(bar_w * fair)
        y = rect.top + pad + self.s(26)
        for seat, rate in enumerate(rates):
            theme.blit_text(surface, f"Seat {seat + 1}", self.s(theme.TEXT), theme.INK, (rect.left + pad, y + row // 2), "midleft")
            length = max(2, int(bar_w * rate))
            pygame.draw.rect(surface, theme.SEATS[seat % len(theme.SEATS)], (x0, y + row // 4, length, row // 2),
                             border_radius=self.s(3))
            theme.blit_text(surface, f"{100 * rate:.0f}%", self.s(theme.TEXT_S), theme.INK,
                            (x0 + length + self.s(6), y + row // 2), "midleft")
            y += row
        pygame.draw.line(surface, theme.INK_SOFT, (fair_x, rect.top + pad + self.s(22)), (fair_x, y), max(1, self.s(2)))
