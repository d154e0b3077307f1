"""The AI levels' measured strength, and the set-up screen's level hint worded from it.

Each game may keep ``data/<game>/strength.yaml``: the tournaments of docs/ai.md that set one app
level against another, one row per variant of a set-up field (Avant Carde's patron sets) or one
row for the game. It is the one source of the figures: docs/ai.md's "Level strength" table shows
the same numbers (``tests/ai/test_strength.py`` compares them), and the set-up screen words its
hint from them (:func:`level_hint`), so the words change only with a new measurement.

A figure is worded by its 95% Wilson interval: one that holds 50% reads "about as often as";
otherwise the rate to the nearest game in ten ("about 6 games in 10"), or "a little more (less)
often than" when that rounds to five.
"""

from __future__ import annotations

import dataclasses
import math
import os
from typing import Any, Callable, Mapping, Sequence

from game.engine import i18n
from game.engine.i18n import M, Mn
from game.engine.yamldata import Node, load_file
from game.games import GameInfo, Registrations

# A game's levels' measured strength: the file under data/<data_folder>/ holding it, which the
# set-up screen's level hint is worded from (a game without an entry has no hint).
STRENGTHS: Registrations[str] = Registrations("strength file")

FILE = "strength.yaml"
MAX_ROWS = 64
MAX_COMMAND = 400
WHOLE_GAME = "all"          # the variant of a game whose figures do not depend on a set-up field


@dataclasses.dataclass(frozen=True)
class Figure:
    """``level`` against ``against``: ``wins`` (a shared win counts half) of ``games``."""

    level: str
    against: str
    variant: str
    games: int
    wins: float
    command: str

    @property
    def rate(self) -> float:
        return self.wins / self.games

    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of the win rate."""
        return wilson(self.wins, self.games)


@dataclasses.dataclass(frozen=True)
class Strength:
    """A game's figures: ``field`` names the set-up field whose value picks a row ("" for none);
    ``players`` the seats the tournaments were played with."""

    field: str
    players: int
    figures: tuple[Figure, ...]

    def pairs(self) -> list[tuple[str, str]]:
        """The (level, against) pairs measured, in the file's order."""
        out: list[tuple[str, str]] = []
        for f in self.figures:
            if (f.level, f.against) not in out:
                out.append((f.level, f.against))
        return out

    def rows(self, level: str, against: str) -> list[Figure]:
        return [f for f in self.figures if f.level == level and f.against == against]


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of ``wins`` in ``games`` (as the tournament reports it)."""
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def load_strength(path: str | os.PathLike[str], levels: Sequence[str],
                  variants_of: Callable[[str], Sequence[str] | None] = lambda name: None) -> Strength:
    """Read and check ``path``: the levels must be among ``levels`` (the app's); the field, if the
    file names one, a set-up field (``variants_of(name)`` gives its values, None for no such
    field) and each row's variant one of its values (else ``all``). DataError names the file,
    line and field of the first thing wrong."""
    root = Node(path, load_file(path))
    root.only_keys(("field", "players", "pairs"))
    field = root.get("field", str, "")
    allowed: Sequence[str] = (WHOLE_GAME,)
    if field:
        found = variants_of(field)
        if not found:
            root.child("field").fail("a set-up field of the game with a list of values")
        allowed = found
    players = root.get("players", int, lo=1, hi=8)
    figures: list[Figure] = []
    pairs = root.child("pairs", list)
    if not pairs.value:
        pairs.fail("at least one pair of levels")
    for pair in pairs.elements():
        pair.only_keys(("level", "against", "rows"))
        level = pair.get("level", str, choices=levels)
        against = pair.get("against", str, choices=levels)
        if against == level:
            pair.child("against").fail("another level than 'level'")
        rows = pair.child("rows", list)
        if not 1 <= len(rows.value) <= MAX_ROWS:
            rows.fail(f"between 1 and {MAX_ROWS} rows")
        seen: set[str] = set()
        for row in rows.elements():
            row.only_keys(("variant", "games", "wins", "command"))
            variant = row.get("variant", str, choices=allowed)
            if variant in seen:
                row.child("variant").fail("each variant once in a pair")
            seen.add(variant)
            games = row.get("games", int, lo=1, hi=1_000_000)
            wins_node = row.child("wins")
            wins = wins_node.value
            if isinstance(wins, bool) or not isinstance(wins, (int, float)) or not 0 <= wins <= games \
                    or (2 * wins) % 1:
                wins_node.fail(f"a number of wins from 0 to {games} (a shared win counts half)")
            command = row.get("command", str)
            if len(command) > MAX_COMMAND:
                row.child("command").fail(f"at most {MAX_COMMAND} characters", "a longer string")
            figures.append(Figure(level, against, variant, games, float(wins), command))
    return Strength(field, players, tuple(figures))


# ---- the words -------------------------------------------------------------------------------------

def how_often(figure: Figure, against_label: str, name_rival: bool = True) -> str:
    """How often the level wins, in words: "about 6 games in 10 against Medium", "about as often
    as Medium", "a little more often than Medium". Without ``name_rival``, a clause that follows
    the one naming the rival leaves it out where the words allow ("about 4 games in 10")."""
    lo, hi = figure.interval()
    if lo <= 0.5 <= hi:
        return M("about as often as {rival}", rival=against_label)
    tenths = math.floor(figure.rate * 10 + 0.5)      # half up: 25% reads "3 in 10"
    if tenths == 5:
        if figure.rate > 0.5:
            return M("a little more often than {rival}", rival=against_label)
        return M("a little less often than {rival}", rival=against_label)
    if not name_rival:
        if tenths >= 10:
            return M("almost every game")
        if tenths <= 0:
            return M("almost never")
        return Mn("about {n} game in 10", "about {n} games in 10", tenths, n=tenths)
    if tenths >= 10:
        return M("almost every game against {rival}", rival=against_label)
    if tenths <= 0:
        return M("almost never against {rival}", rival=against_label)
    return Mn("about {n} game in 10 against {rival}", "about {n} games in 10 against {rival}", tenths,
              n=tenths, rival=against_label)


def _join(words: Sequence[str]) -> str:
    """"A", "A and B", "A, B and C" (each name said in the language in force)."""
    if len(words) == 1:
        return words[0]
    return M("{names} and {last}", names=i18n.join(", ", words[:-1]), last=words[-1])


def _wins(players: int, level: str, how: str) -> str:
    """The sentence's frame: "In two-player games Hard wins <how>."."""
    if players == 2:
        return M("In two-player games {level} wins {how}.", level=level, how=how)
    return M("In {players}-player games {level} wins {how}.", players=players, level=level, how=how)


def pair_sentence(strength: Strength, level: str, against: str, variant: str | None,
                  labels: Mapping[str, str]) -> str:
    """One sentence for a pair of levels: the row of ``variant`` if measured; otherwise every row,
    the variants that read alike grouped ("…with Tokyoites and Parisians; with New Yorkers about
    as often as Medium")."""
    name, rival = level.title(), against.title()
    rows = strength.rows(level, against)
    if not strength.field:
        return _wins(strength.players, name, how_often(rows[0], rival))
    chosen = [f for f in rows if f.variant == variant]
    if chosen:
        label = labels.get(variant or "", variant or "")
        return _wins(strength.players, name,
                     M("{how} with {sets}", how=how_often(chosen[0], rival), sets=label))
    groups: dict[tuple[str, str], list[str]] = {}
    for f in rows:
        groups.setdefault((how_often(f, rival), how_often(f, rival, name_rival=False)),
                          []).append(labels.get(f.variant, f.variant))
    ((words, _), sets), *others = groups.items()
    # the later clauses lead with their sets, and the rival is named once: "…; with New Yorkers
    # about as often as Medium", "…; with Londoners about 4 games in 10"
    clauses: str = M("{how} with {sets}", how=words, sets=_join(sets))
    for (_, short), more in others:
        clauses = M("{clauses}; with {sets} {how}", clauses=clauses, sets=_join(more), how=short)
    return _wins(strength.players, name, clauses)


def level_hint(strength: Strength, players: Sequence[str], values: Mapping[str, Any],
               labels: Mapping[str, str]) -> str:
    """The set-up screen's line on the chosen levels: a sentence for each measured pair of which
    a seat plays either level (empty if none)."""
    chosen = set(players)
    variant = values.get(strength.field) if strength.field else None
    return i18n.join(" ", (pair_sentence(strength, level, against, variant, labels)
                                for level, against in strength.pairs() if level in chosen or against in chosen))


def strength_path(game: GameInfo, root: str | None = None) -> str:
    """Where ``game``'s strength file is (under ``root``, default the app's data folder)."""
    from game.engine.lesson import lesson_path
    return lesson_path(game.data_folder, STRENGTHS.of(game.id), root)


def strength_figures(game: GameInfo, root: str | None = None) -> Strength | None:
    """``game``'s levels' measured strength, or None when it keeps none. DataError when the file is
    damaged."""
    if STRENGTHS.get(game.id) is None:
        return None

    def values(name: str) -> tuple[str, ...] | None:
        """The values of the set-up field ``name`` (its static choices), None if it has none."""
        return next((tuple(str(c.value) for c in f.choices) for f in game.fields if f.name == name), None)

    return load_strength(strength_path(game, root), game.app_levels, values)


def strength_errors(game: GameInfo, root: str | None = None) -> list[str]:
    """What is wrong with ``game``'s strength file (none when it is right or the game keeps none)."""
    from game.engine.errors import DataError
    try:
        strength_figures(game, root)
    except DataError as e:
        return [str(e)]
    return []


def setup_level_hint(game: GameInfo, strength: Strength | None, players: Sequence[str],
                     values: Mapping[str, Any]) -> str:
    """The set-up screen's sentence on the chosen AI levels' measured strength ("" if none)."""
    if strength is None:
        return ""
    labels: dict[str, str] = {}
    if strength.field:
        labels = {str(c.value): c.label for c in game.field(strength.field).choices}
    return level_hint(strength, players, values, labels)
