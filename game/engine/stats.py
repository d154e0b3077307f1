"""Statistics of finished games, kept in the user folder (``stats.json``).

A finished game becomes one :class:`Record` (its key is a digest of the game, set-up, seats
and actions, so the same game recorded again — after Continue, a reload or a second look
at the game-over screen — is counted once). :func:`summarise` turns the records into the
figures the statistics scene shows; :func:`compare` words how one game compares.

The file is JSON written atomically. Reading is defensive (:func:`game.engine.safefile.read_bytes`:
a regular file only, at most ``MAX_BYTES``, never blocking); anything unreadable or any record
that does not check out makes :func:`load` move the file aside (``stats.damaged-<time>.json``,
never overwritten) and say so in one sentence, keeping the records that were sound.
"""

from __future__ import annotations

import dataclasses
import datetime
import hashlib
import json
import os
from pathlib import Path
from typing import Any, Iterable, Sequence

from game.engine.actions import Action
from game.engine.i18n import N_, M, Mn
from game.engine.paths import data_dir
from game.engine.safefile import clean_text, read_bytes
from game.engine.saves import write_atomic
from game.engine.session import Session

STATS_FILE = "stats.json"
FORMAT = "vernissage-stats"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024
MAX_RECORDS = 5000          # the oldest are dropped beyond this
MAX_SCORE = 100_000
MAX_ROUNDS = 10_000
MAX_TEXT = 60
MAX_HINTS = 1_000_000


def stats_path() -> Path:
    return data_dir() / STATS_FILE


@dataclasses.dataclass(frozen=True)
class SeatResult:
    """One seat of a finished game: who played it (``"human"`` or an AI level), score, win."""

    name: str
    player: str
    score: int
    winner: bool


@dataclasses.dataclass(frozen=True)
class Record:
    """One finished game. ``variant``: what the game groups set-ups by (an Avant Carde patron
    set, Art Decko's rules option), as the player reads it."""

    key: str
    game: str
    variant: str
    rounds: int
    seats: tuple[SeatResult, ...]
    when: str = ""
    hints: int = 0              # hints the coach gave during the game (files before hints: 0)

    @property
    def humans(self) -> list[SeatResult]:
        return [s for s in self.seats if s.player == "human"]

    @property
    def won(self) -> bool:
        """Whether a human seat is among the winners."""
        return any(s.winner for s in self.humans)

    @property
    def kind(self) -> str:
        """The kind of table: solo, against AI, hot-seat (humans only) or mixed."""
        if len(self.seats) == 1:
            return N_("Solo")
        humans = len(self.humans)
        if humans == len(self.seats):
            return N_("Hot-seat")
        return N_("Against AI") if humans == 1 else N_("Hot-seat with AI")

    @property
    def best_human_score(self) -> int | None:
        return max((s.score for s in self.humans), default=None)

    def to_data(self) -> dict[str, Any]:
        return {"key": self.key, "game": self.game, "variant": self.variant, "rounds": self.rounds,
                "when": self.when, "seats": [[s.name, s.player, s.score, s.winner] for s in self.seats],
                "hints": self.hints}

    @classmethod
    def from_data(cls, d: Any) -> Record:
        """A record from parsed JSON; ValueError if any field is missing or out of range."""
        if not isinstance(d, dict):
            raise ValueError("not a mapping")
        seats = d.get("seats")
        if not isinstance(seats, list) or not 1 <= len(seats) <= 8:
            raise ValueError("bad seats")
        parsed = []
        for s in seats:
            if not (isinstance(s, list) and len(s) == 4):
                raise ValueError("bad seat")
            name, player, score, winner = s
            parsed.append(SeatResult(_text(name), _text(player), _int(score, MAX_SCORE), _bool(winner)))
        return cls(_text(d.get("key")), _text(d.get("game")), _text(d.get("variant"), empty=True),
                   _int(d.get("rounds"), MAX_ROUNDS), tuple(parsed), _text(d.get("when", ""), empty=True),
                   _int(d.get("hints", 0), MAX_HINTS, low=0))


def _text(v: Any, empty: bool = False) -> str:
    if not isinstance(v, str) or len(v) > MAX_TEXT or (not v and not empty):
        raise ValueError("bad text")
    return clean_text(v)


def _int(v: Any, hi: int, low: int | None = None) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not (-hi if low is None else low) <= v <= hi:
        raise ValueError("bad number")
    return v


def _bool(v: Any) -> bool:
    if not isinstance(v, bool):
        raise ValueError("bad flag")
    return v


def game_key(game_id: str, setup: dict[str, Any], seats: Sequence[dict[str, Any]], actions: Iterable[Action]) -> str:
    """A digest naming one game exactly: the same game replayed gives the same key."""
    text = json.dumps([game_id, setup, seats, [str(a) for a in actions]], sort_keys=True, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def record_from_session(session: Session, variant: str = "") -> Record:
    """The record of a finished :class:`~game.engine.session.Session`."""
    summary = session.state.summary()
    winners = set(summary["winners"])
    seats = tuple(SeatResult(s.name[:MAX_TEXT], s.player[:MAX_TEXT], int(score), i in winners)
                  for i, (s, score) in enumerate(zip(session.seats, summary["scores"])))
    key = game_key(session.game.GAME_ID, session.setup, [s.to_data() for s in session.seats], session.actions)
    return Record(key, session.game.GAME_ID, variant[:MAX_TEXT], int(summary["rounds"]), seats,
                  datetime.datetime.now().isoformat(timespec="seconds"),
                  min(MAX_HINTS, int(getattr(session, "hints_used", 0))))


# ---- the file -----------------------------------------------------------------------------------

class StatsFile:
    """The records on disk. ``problem``: the one sentence to show if the file was damaged."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = str(path or stats_path())
        self.records, self.problem = load(self.path)

    def add(self, record: Record) -> bool:
        """Count ``record`` unless a game with its key is already counted; True if added."""
        if any(r.key == record.key for r in self.records):
            return False
        self.records = (self.records + [record])[-MAX_RECORDS:]
        return self.save()

    def save(self) -> bool:
        data = {"format": FORMAT, "version": VERSION, "games": [r.to_data() for r in self.records]}
        try:
            write_atomic(self.path, json.dumps(data, separators=(",", ":")))
        except OSError:
            return False
        return True


def load(path: str) -> tuple[list[Record], str | None]:
    """``(records, problem)``: the sound records, and None or one sentence for the player."""
    try:
        raw = read_bytes(path, MAX_BYTES)
    except FileNotFoundError:
        return [], None
    except OSError:
        return [], _set_aside(path, "could not be read")
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
            raise ValueError("not a statistics file")
        games = data.get("games")
        if not isinstance(games, list):
            raise ValueError("no games")
    except (UnicodeDecodeError, ValueError, RecursionError):
        return [], _set_aside(path, "could not be read")
    records, bad = [], 0
    for g in games[-MAX_RECORDS:]:
        try:
            records.append(Record.from_data(g))
        except ValueError:
            bad += 1
    if bad:
        return records, _set_aside(path, f"had {bad} damaged game{'s' if bad > 1 else ''}")
    return records, None


def _set_aside(path: str, what: str) -> str:
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    base, ext = os.path.splitext(path)
    aside = f"{base}.damaged-{stamp}{ext}"
    try:
        os.replace(path, aside)
    except OSError:
        return f"The statistics file {what} and could not be moved aside; new games are not recorded."
    return f"The statistics file {what}; it was kept as {os.path.basename(aside)} and a new one started."


# ---- figures ------------------------------------------------------------------------------------

@dataclasses.dataclass
class Tally:
    played: int = 0
    won: int = 0

    def add(self, won: bool) -> None:
        self.played += 1
        self.won += int(won)

    def __str__(self) -> str:
        return f"{self.won} won of {self.played}"


@dataclasses.dataclass
class GameSummary:
    """The figures of one game (by id): see :func:`summarise`."""

    game: str
    total: Tally
    by_kind: dict[str, Tally]
    by_level: dict[str, Tally]
    by_variant: dict[str, Tally]
    best_score: int | None = None
    streak: int = 0
    best_streak: int = 0
    points: float = 0.0         # the humans' average score, summed over games
    rounds: int = 0
    hints: int = 0              # hints the coach gave, over every game
    hinted: int = 0             # games in which at least one hint was asked for

    @property
    def per_round(self) -> float | None:
        """The humans' average score per round played (awards per round in Avant Carde)."""
        return self.points / self.rounds if self.rounds else None


def summarise(records: Iterable[Record]) -> dict[str, GameSummary]:
    """Per game id: games played and won (a human seat won) in all, per table kind, per AI level
    met, per variant; the best human score; the humans' average score per round; the current
    and the longest winning streak."""
    out: dict[str, GameSummary] = {}
    for r in records:
        if not r.humans:
            continue
        g = out.get(r.game)
        if g is None:
            g = out[r.game] = GameSummary(r.game, Tally(), {}, {}, {})
        won = r.won
        g.total.add(won)
        g.by_kind.setdefault(r.kind, Tally()).add(won)
        for level in sorted({s.player for s in r.seats if s.player != "human"}):
            g.by_level.setdefault(level, Tally()).add(won)
        if r.variant:
            g.by_variant.setdefault(r.variant, Tally()).add(won)
        best = max(s.score for s in r.humans)
        g.best_score = best if g.best_score is None else max(g.best_score, best)
        g.points += sum(s.score for s in r.humans) / len(r.humans)
        g.rounds += max(1, r.rounds)
        g.hints += r.hints
        g.hinted += int(r.hints > 0)
        g.streak = g.streak + 1 if won else 0
        g.best_streak = max(g.best_streak, g.streak)
    return out


def compare(records: Sequence[Record], record: Record, score_word: str = "points") -> list[str]:
    """Sentences on how ``record`` (already among ``records``) compares with the earlier games
    of its game (messages: said in the language in force where they are shown)."""
    earlier = [r for r in records if r.game == record.game and r.key != record.key and r.humans]
    score = record.best_human_score
    if score is None:
        return []
    if not earlier:
        return [M("Your first recorded game: {score} {word}.", score=score, word=score_word)]
    previous_best = max(s.score for r in earlier for s in r.humans)
    lines: list[str] = []
    if score > previous_best:
        lines.append(M("A new best: {score} {word} (before: {before}).", score=score, word=score_word,
                       before=previous_best))
    elif score == previous_best:
        lines.append(M("Equals your best: {score} {word}.", score=score, word=score_word))
    else:
        lines.append(M("Your best is {best} {word}; this game {score}.", best=previous_best, word=score_word,
                       score=score))
    mine = [r for r in records if r.game == record.game and r.humans]
    summary = summarise(mine)[record.game]
    lines.append(Mn("{won} won of {n} game; winning streak {streak} (longest {longest}).",
                    "{won} won of {n} games; winning streak {streak} (longest {longest}).",
                    summary.total.played, won=summary.total.won, n=summary.total.played,
                    streak=summary.streak, longest=summary.best_streak))
    return lines
