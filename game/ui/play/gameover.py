"""The end of a game: ranking, how ties were broken, a chart of scores per round, the game's own
scoring breakdown (if its table draws one), and Rematch / Main menu.

It reads the game as the table does, through the table's controller (the summary, the result,
the final observation of the seat shown), never the state."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game.engine.i18n import M, Mp, join
from game.games import spec
from game.ui import theme
from game.ui.play.table import LOG_EVENTS
from game.ui.scene import Scene
from game.ui.widgets import Button


class GameOverScene(Scene):
    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.controller = table.controller
        self.session = table.controller.session
        self.score_word = spec(self.session.game.GAME_ID).score_word
        self.rematch = self.ui.add(Button("Rematch", self._rematch, style="primary",
                                          tooltip="Same seats and options, a new shuffle"))
        self.menu = self.ui.add(Button("Main menu", self._menu))
        self.back = self.ui.add(Button("Look at the table", lambda: app.pop(self), style="quiet"))
        self.review = self.ui.add(Button("Review", self._review, tooltip=(
            "The coach judges every decision: mistakes, the better moves and why")))
        from game.ai.review import COACHES
        if COACHES.get(self.session.game.GAME_ID) is None:
            self.review.disable("This game has no coach")
        app.play_sound("chime")
        self.comparison = self._record()

    def _record(self) -> str:
        """Count this game in the statistics (once) and word how it compares."""
        from game.engine.stats import compare
        from game.ui.play.stats import record_game
        records, record, problem = record_game(self.session)
        word = self.score_word
        return join(" ", ([problem] if problem else []) + compare(records, record, word))

    def handle_event(self, event: pygame.event.Event) -> None:
        shows_log = self.table.draw_breakdown is None     # no breakdown: the log instead
        if shows_log and event.type in LOG_EVENTS and self.table.log_view.handle_event(event):
            return
        super().handle_event(event)

    def _rematch(self) -> None:
        from game.ui.play.launch import start_session
        setup = dict(self.session.setup)
        setup["seed"] = (setup.get("seed", 0) + 1) % (2 ** 31)
        self.table.controller.shutdown()
        start_session(self.app, self.session.game, setup, [(s.name, s.player) for s in self.session.seats])

    def _review(self) -> None:
        from game.ui.play.review import ReviewScene
        self.app.push(ReviewScene(self.app, self.session, self.controller.seat_shown, self.table.seat_colour))

    def _menu(self) -> None:
        self.table.controller.shutdown()
        self.app.go_home()

    # ---- figures -------------------------------------------------------------------------------
    def ranking(self) -> list[tuple[int, str, int, bool]]:
        """Seats by final score, best first: ``(seat, name, score, winner)``."""
        return ranking(self.controller.summary(), [s.name for s in self.session.seats])

    def headline(self) -> str:
        """The game's own words for its result (``summary()["headline"]``, e.g. a solitaire's),
        else who won."""
        return headline(self.controller.summary(), [s.name for s in self.session.seats])

    def subline(self) -> str:
        """How the game ended: a tie-break, what triggered the end, the game's own note on it
        (``summary()["end_note"]``, e.g. why a solitaire was lost); the rounds."""
        result = self.controller.result() or {}
        return subline(self.session.game.GAME_ID, self.controller.summary(), result.get("tiebreak"))

    # ---- layout and drawing ----------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        bw, bh = self.s(200), self.s(theme.BUTTON_H)
        y = h - self.s(theme.GAP_L) - bh
        x = w // 2 - (4 * bw + 3 * self.s(theme.GAP)) // 2
        for b in (self.rematch, self.review, self.menu, self.back):
            b.place((x, y, bw, bh), self.scale)
            x += bw + self.s(theme.GAP)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(theme.paper(self.size), (0, 0))
        g = self.s(theme.GAP_L)
        theme.blit_text(surface, self.headline(), self.s(theme.TITLE), theme.INK, (w // 2, g), "midtop", bold=True)
        theme.blit_text(surface, self.subline(), self.s(theme.TEXT), theme.INK_SOFT,
                        (w // 2, g + self.s(56)), "midtop")
        top = g + self.s(96)
        if self.comparison:
            theme.blit_text(surface, self.comparison, self.s(theme.TEXT), theme.ACCENT_DARK,
                            (w // 2, g + self.s(84)), "midtop")
            top += self.s(22)
        bottom = h - self.s(theme.GAP_L) * 2 - self.s(theme.BUTTON_H)
        breakdown = self.table.draw_breakdown
        left_w = (w - 3 * g) // 2
        rank = pygame.Rect(g, top, left_w, self.s(60) + len(self.session.seats) * self.s(40))
        self._draw_ranking(surface, rank)
        chart = pygame.Rect(g, rank.bottom + g, left_w, max(self.s(120), bottom - rank.bottom - g))
        self._draw_chart(surface, chart)
        right = pygame.Rect(2 * g + left_w, top, w - 3 * g - left_w, bottom - top)
        if breakdown is not None:
            theme.draw_panel(surface, right, self.scale)
            breakdown(surface, right.inflate(-2 * self.s(12), -2 * self.s(12)), self.controller.model().observation,
                      [s.name for s in self.session.seats], self.scale)
        else:
            self.table.draw_log(surface, right)
        super().draw(surface)

    def _draw_ranking(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        draw_ranking(surface, rect, self.scale, self.ranking(), self.table.seat_colour, self.score_word,
                     alone=len(self.session.seats) == 1)

    def _draw_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Scores after each round, one line per seat (seat colours also differ in marker shape)."""
        theme.draw_panel(surface, rect, self.scale)
        pad = self.s(16)
        # the scores so far after each round (not what each round made), the game's unit said apart; in
        # the game's context, as its rules name a round (Avant Carde's French rules: "tour")
        title = Mp(self.session.game.GAME_ID, "Score after each round ({word})", word=self.score_word)
        theme.blit_text(surface, title, self.s(theme.TEXT_L), theme.INK,
                        (rect.left + pad, rect.top + pad), bold=True)
        hist = self.session.history
        plot = pygame.Rect(rect.left + pad + self.s(28), rect.top + pad + self.s(40),
                           rect.width - 2 * pad - self.s(36), rect.height - 2 * pad - self.s(64))
        if len(hist) < 1 or plot.height < 10:
            return
        step = max(1, -(-max(max(s) for _, s in hist) // 4))     # whole-number gridlines
        top_score = 4 * step
        n = max(1, len(hist) - 1)
        for k in range(5):
            yv = plot.bottom - plot.height * k // 4
            pygame.draw.line(surface, theme.LINE, (plot.left, yv), (plot.right, yv), 1)
            theme.blit_text(surface, str(k * step), self.s(theme.TEXT_S), theme.INK_SOFT,
                            (plot.left - self.s(6), yv), "midright")
        for i, (rnd, _) in enumerate(hist):
            if len(hist) <= 12 or i % max(1, len(hist) // 10) == 0:
                theme.blit_text(surface, str(rnd), self.s(theme.TEXT_S), theme.INK_SOFT,
                                (plot.left + plot.width * i // n, plot.bottom + self.s(4)), "midtop")
        for seat in range(len(self.session.seats)):
            colour = self.table.seat_colour(seat)
            pts = [(plot.left + plot.width * i // n, plot.bottom - plot.height * s[seat] // top_score)
                   for i, (_, s) in enumerate(hist)]
            if len(pts) > 1:
                pygame.draw.lines(surface, colour, False, pts, max(2, self.s(3)))
            for p in pts:
                theme.seat_marker(surface, seat, p, self.s(4), colour)



# ---- what a game-over screen says, from the game's summary (the online result card says it too) -----
def ranking(summary: dict[str, Any], names: list[str]) -> list[tuple[int, str, int, bool]]:
    """Seats by final score, best first: ``(seat, name, score, winner)``."""
    winners = set(summary["winners"])
    seats = sorted(range(len(names)), key=lambda s: (s not in winners, -summary["scores"][s], s))
    return [(s, names[s], summary["scores"][s], s in winners) for s in seats]


def headline(summary: dict[str, Any], names: list[str]) -> str:
    """The game's own words for its result (``summary["headline"]``, e.g. a solitaire's), else who won."""
    if summary.get("headline"):
        return str(summary["headline"])
    winners = summary["winners"]
    if len(winners) > 1:
        return M("Shared win: {names}", names=join(" & ", [names[w] for w in winners]))
    return M("{who} wins", who=names[winners[0]]) if winners else "Game over"


def subline(game_id: str, summary: dict[str, Any], tiebreak: str | None) -> str:
    """How the game ended: a tie-break, what triggered the end, the game's own note on it
    (``summary["end_note"]``, e.g. why a solitaire was lost); the rounds."""
    parts = []
    if tiebreak:
        parts.append(M("Tie broken by {tiebreak}.", tiebreak=tiebreak))
    trigger = summary.get("end_trigger")
    if trigger:                                 # one trigger, or every condition that held
        parts.append(M("The end was triggered: {reason}.", reason=spec(game_id).end_reason(trigger)))
    if summary.get("end_note"):
        parts.append(summary["end_note"])
    # said in the game's context, as its rules name a round (Avant Carde: "tour")
    parts.append(Mp(game_id, "Rounds played: {n}.", n=summary["rounds"]))
    return join(" ", parts)


def draw_ranking(surface: pygame.Surface, rect: pygame.Rect, scale: float, rows: list[tuple[int, str, int, bool]],
                 seat_colour: Callable[[int], Any], score_word: str, alone: bool = False) -> None:
    """The ranking panel: each seat's place, name and score, the winners in bold (``alone``: a
    solitaire, its one score without a place)."""
    theme.draw_panel(surface, rect, scale)
    pad = theme.px(16, scale)
    theme.blit_text(surface, "Your score" if alone else "Ranking", theme.px(theme.TEXT_L, scale), theme.INK,
                    (rect.left + pad, rect.top + pad), bold=True)
    y = rect.top + pad + theme.px(36, scale)
    for place, (seat, name, score, winner) in enumerate(rows, 1):
        colour = seat_colour(seat)
        theme.seat_marker(surface, seat, (rect.left + pad + theme.px(8, scale), y + theme.px(11, scale)),
                          theme.px(7, scale), colour)
        label = name if alone else join("", [f"{place}.  ", name])      # the name said as the table says it
        theme.blit_text(surface, label, theme.px(theme.TEXT_L, scale), theme.INK,
                        (rect.left + pad + theme.px(24, scale), y), bold=winner)
        theme.blit_text(surface, M("{score} {word}", score=score, word=score_word), theme.px(theme.TEXT_L, scale),
                        theme.INK, (rect.right - pad, y), "topright", bold=winner)
        y += theme.px(40, scale)
