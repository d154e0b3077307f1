"""Statistics: the scene listing past games per game, and recording a finished game.

The figures come from :mod:`game.engine.stats`; the words here are pure functions of them
(:func:`stats_markup`), so tests read them without pygame. The markup is said in the language in
force when it is made (the scene makes it when it opens).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from game.engine import stats
from game.engine.errors import SaveError
from game.engine.i18n import N_, M, Mn, _, said, tr
from game.engine.paths import data_dir
from game.games import all_specs, spec
from game.ui import theme
from game.ui.scenes.reading import ReadingScene

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    import pygame

    from game.engine.session import Session
    from game.ui.app import App

LEVEL_WORDS = {"human": "Human"}
MAX_HISTORY = 200            # finished games kept for review; the oldest go beyond this


def history_dir() -> str:
    """Where finished games are kept for review (``history/`` in the user folder)."""
    return str(data_dir() / "history")


def keep_finished(session: Session, key: str) -> None:
    """Keep the finished ``session`` as ``history/<key>.json`` for Statistics' past games (only
    the newest :data:`MAX_HISTORY`); a disk that refuses only means the game is not kept."""
    folder = history_dir()
    path = os.path.join(folder, f"{key}.json")
    try:
        os.makedirs(folder, exist_ok=True)
        if not os.path.lexists(path):
            session.save(path)
        kept = sorted((os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".json")),
                      key=lambda p: os.lstat(p).st_mtime)
        for old in kept[:-MAX_HISTORY]:
            os.unlink(old)
    except (OSError, SaveError):
        pass


def record_game(session: Session) -> tuple[list[stats.Record], stats.Record, str | None]:
    """Count a finished session (once: the same game again is not counted twice).
    Returns ``(records, record, problem)``: every record, this game's, and None or the sentence
    about a damaged statistics file."""
    game_spec = spec(session.game.GAME_ID)
    variant = game_spec.variant[1](session.setup) if game_spec.variant else ""
    f = stats.StatsFile()
    record = stats.record_from_session(session, variant)
    if record.humans:                   # AI-only games say nothing about the player
        f.add(record)
        keep_finished(session, record.key)
    return f.records, record, f.problem


def _tally_rows(title: str, tallies: Mapping[str, stats.Tally]) -> list[str]:
    title = tr(title)
    rows = [tr(M("**By {what}**", what=said(title.lower()))), "",
            "| " + " | ".join((title, _("Played"), _("Won"))) + " |"]
    rows += [f"| {k} | {t.played} | {t.won} |" for k, t in sorted(tallies.items())]
    return rows


def stats_markup(records: Sequence[stats.Record], problem: str | None = None) -> str:
    """The statistics as :mod:`game.ui.text` markup: a section per game with games recorded."""
    out = ["# " + _("Statistics")]
    if problem:
        out += ["", problem]
    summaries = stats.summarise(records)
    if not summaries:
        out += ["", _("No finished games yet. Games with at least one human seat are counted when they end.")]
    for game_spec in all_specs():
        g = summaries.get(game_spec.id)
        if g is None:
            continue
        word = tr(game_spec.score_word)
        out += ["", f"## {game_spec.title}",
                "- " + tr(Mn("**{won} won of {played}** game played", "**{won} won of {played}** games played",
                             g.total.played, won=g.total.won, played=g.total.played)),
                "- " + tr(M("Best score: **{best_score} {word}**", best_score=g.best_score, word=said(word))),
                "- " + tr(M("Average per round: **{per_round:.2f} {word}**", per_round=g.per_round, word=word)),
                "- " + tr(M("Winning streak: **{streak}** now, **{best_streak}** at most",
                            streak=g.streak, best_streak=g.best_streak)),
                "- " + tr(Mn("Hints asked for: **{hints}** (in {hinted} of {played} game)",
                             "Hints asked for: **{hints}** (in {hinted} of {played} games)", g.total.played,
                             hints=g.hints, hinted=g.hinted, played=g.total.played)), ""]
        out += _tally_rows(N_("Table"), {tr(k): t for k, t in g.by_kind.items()}) + [""]
        if g.by_level:
            levels = {tr(game_spec.player_choices_label(k)): t for k, t in g.by_level.items()}
            out += _tally_rows(N_("Opponent"), levels) + [""]
        if g.by_variant and game_spec.variant:
            out += _tally_rows(game_spec.variant[0], {tr(k): t for k, t in g.by_variant.items()})
    return "\n".join(out)


class StatsScene(ReadingScene):
    """Escape or Back returns; the text scrolls with the wheel and the keys; Past games lists the
    finished games kept for the coach's review."""

    def __init__(self, app: App) -> None:
        from game.ui.widgets import Button
        f = stats.StatsFile()
        super().__init__(app, stats_markup(f.records, f.problem))
        self.past = self.ui.add(Button("Review past games", self.open_past, size=theme.TEXT_S,
                                       tooltip="The finished games kept for the coach's review"))

    def open_past(self) -> None:
        from game.ui.play.saves import PastGamesScene
        self.app.push(PastGamesScene(self.app))

    def layout(self) -> None:
        w, h = self.size
        pad = self.place_back()
        self.past.place((w - pad - self.s(200), self.s(24), self.s(200), self.s(44)), self.scale)
        width = min(w - 2 * pad, self.s(900))
        top = self.s(84)
        self.text.place(((w - width) // 2, top, width, h - top - pad), self.scale)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.paper(self.size), (0, 0))
        super().draw(surface)
