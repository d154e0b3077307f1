"""Final scoring: paintings, gold, and the Exhibition Bonus tiles.

A bonus tile is data: a scorer id plus parameters (``data/art_decko/bonus_tiles.yaml``).
This module holds the scorers. Each one receives a :class:`Tally` — the per-player
counts that final scoring needs, taken once from a :class:`ScoringInput` — and returns, per player,
``(vp, why)``. A scorer may also move the gold marker before gold is scored
(``As Good as Gold``), which is why gold is valued after the tiles are known.

Order of final scoring (rulebook, "Winning the Game"):

1. find the activated tiles; a tile that moves the gold marker does so now;
2. every player scores owned paintings (not those on display) at their genre's VP
   and gold cards' face value divided by the gold ratio, rounded down;
3. activated tiles score: Gold tiles, then Museum, then Player, each left to right.

Scoring reads a :class:`ScoringInput`: from a full state (:func:`scoring_input`, the real final
scoring) or from what one seat may see (:func:`game.art_decko.projection.project`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from game.engine.i18n import L, M, Mn

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from game.art_decko.records import ArtDeckoData
    from game.art_decko.state import ArtDeckoState

KIND_ORDER = ("gold", "museum", "player")
PLACES = (M("most"), M("second most"), M("third most"), M("fourth most"))
TIED = (M("tied for most"), M("tied for second most"), M("tied for third most"), M("tied for fourth most"))


class Scorer:
    """How a tile scores. ``params`` names its parameters and their type:

    - ``"genre"``: a genre id (stored as the genre's index);
    - ``"vp"``: a non-negative integer;
    - ``"awards"``: VP for first, second, third… place (ties share a place).
    """

    __slots__ = ("params", "award", "move_gold")

    def __init__(self, params: dict[str, str], award: Callable[[Tally, Mapping[str, Any]], Sequence[tuple[int, str]]],
                 move_gold: Callable[[Tally, Mapping[str, Any]], int] | None = None) -> None:
        self.params = params
        self.award = award
        self.move_gold = move_gold


class ScoringInput(NamedTuple):
    """What final scoring reads of a game, as card ids and indexes."""

    owned: Sequence[Sequence[int]]              # per seat: the cards it owns, not on display
    museum: Sequence[Sequence[tuple[int, int]]]   # per exhibition: (painting, owner)
    full: Sequence[bool]                        # per exhibition: all its invitations met
    ratings: Sequence[int]                      # per genre
    gold_rating: int
    scores: Sequence[int]                       # per seat: the score on the track
    tiles: Sequence[int]                        # per exhibition: its bonus tile


def scoring_input(state: ArtDeckoState) -> ScoringInput:
    """What final scoring reads of a full state."""
    return ScoringInput([state.owned_cards(p) for p in range(state.num_players)], state.museum,
                        [all(m < 0 for m in slots) for slots in state.invitations], state.ratings,
                        state.gold_rating, state.scores, state.tiles)


class Tally:
    """What final scoring counts, per player, from a :class:`ScoringInput`.

    ``owned[p][g]``: paintings of genre g in p's hand, draw and discard piles (and
    action spaces); ``shown[p][g]``: p's paintings of genre g on display;
    ``gold[p]``: face value of p's gold cards; ``starting_gold[p]``: how many of
    p's own starting Gold cards p still owns.
    """

    def __init__(self, data: ArtDeckoData, seen: ScoringInput) -> None:
        n, genres = len(seen.owned), len(data.genres)
        self.genre_names = [g.name for g in data.genres]
        self.ratings = list(seen.ratings)
        self.gold_rating = seen.gold_rating
        self.owned = [[0] * genres for _ in range(n)]
        self.shown = [[0] * genres for _ in range(n)]
        self.gold = [0] * n
        self.starting_gold = [0] * n
        for p in range(n):
            for c in seen.owned[p]:
                card = data.cards[c]
                if card.genre >= 0:
                    self.owned[p][card.genre] += 1
                else:
                    self.gold[p] += card.value
                    if card.seat == p:
                        self.starting_gold[p] += 1
        for display in seen.museum:
            for c, owner in display:
                self.shown[owner][data.cards[c].genre] += 1

    @property
    def players(self) -> range:
        return range(len(self.owned))


def _places(counts: Sequence[int], awards: Sequence[int]) -> list[tuple[int, int, bool]]:
    """Dense ranking of positive counts: every player tied for a place gets its award."""
    levels = sorted({c for c in counts if c > 0}, reverse=True)
    out = []
    for c in counts:
        place = levels.index(c) if c > 0 else len(awards)
        tied = counts.count(c) > 1
        out.append((awards[place] if place < len(awards) else 0, place, tied))
    return out


def _place_words(place: int, tied: bool) -> str:
    if place >= len(PLACES):
        return M("tied for place {n}", n=place + 1) if tied else M("place {n}", n=place + 1)
    return TIED[place] if tied else PLACES[place]


def _genre_majority(t: Tally, params: Mapping[str, Any]) -> Sequence[tuple[int, str]]:
    g, name = params["genre"], t.genre_names[params["genre"]]
    counts = [t.owned[p][g] + t.shown[p][g] for p in t.players]
    out = []
    for c, (vp, place, tied) in zip(counts, _places(counts, params["awards"])):
        why = (Mn("{n} {genre} owned or shown: {place}", "{n} {genre} owned or shown: {place}", c, n=c,
                  genre=L(name), place=_place_words(place, tied)) if vp
               else Mn("{n} {genre} owned or shown", "{n} {genre} owned or shown", c, n=c, genre=L(name)))
        out.append((vp, why))
    return out


def _genre_on_display(t: Tally, params: Mapping[str, Any]) -> Sequence[tuple[int, str]]:
    g, each = params["genre"], params["vp_each"]
    name = t.genre_names[g]
    return [(t.shown[p][g] * each, Mn("{n} {genre} on display × {each}", "{n} {genre} on display × {each}",
                                      t.shown[p][g], n=t.shown[p][g], genre=L(name), each=each))
            for p in t.players]


def _museum_genres(t: Tally, pick: Callable[[list[int]], int]) -> list[int]:
    """Genres chosen by ``pick`` (max or min) among genres with at least one painting shown."""
    totals = [sum(t.shown[p][g] for p in t.players) for g in range(len(t.genre_names))]
    present = [n for n in totals if n > 0]
    if not present:
        return []
    best = pick(present)
    return [g for g, n in enumerate(totals) if n == best]


def _shown_in(t: Tally, genres: Sequence[int], each: int, label: str) -> Sequence[tuple[int, str]]:
    names = M("none")
    for i, g in enumerate(genres):
        names = L(t.genre_names[g]) if i == 0 else names + ", " + L(t.genre_names[g])
    out = []
    for p in t.players:
        n = sum(t.shown[p][g] for g in genres)
        words = dict(n=n, genres=names, each=each)
        out.append((n * each, Mn("{n} shown in the most shown genre ({genres}) × {each}",
                                 "{n} shown in the most shown genre ({genres}) × {each}", n, **words)
                    if label == "most" else Mn("{n} shown in the least shown genre ({genres}) × {each}",
                                               "{n} shown in the least shown genre ({genres}) × {each}", n, **words)))
    return out


def _most_displayed_genre(t: Tally, params: Mapping[str, Any]) -> Sequence[tuple[int, str]]:
    return _shown_in(t, _museum_genres(t, max), params["vp_each"], "most")


def _least_displayed_genre(t: Tally, params: Mapping[str, Any]) -> Sequence[tuple[int, str]]:
    return _shown_in(t, _museum_genres(t, min), params["vp_each"], "least")


def _on_display(t: Tally, params: Mapping[str, Any]) -> Sequence[tuple[int, str]]:
    each = params["vp_each"]
    return [(sum(t.shown[p]) * each, Mn("{n} on display × {each}", "{n} on display × {each}", sum(t.shown[p]),
                                        n=sum(t.shown[p]), each=each)) for p in t.players]


def _starting_gold_majority(t: Tally, params: Mapping[str, Any]) -> Sequence[tuple[int, str]]:
    best = max(t.starting_gold)
    out = []
    for p in t.players:
        n = t.starting_gold[p]
        wins = n > 0 and n == best
        out.append((params["vp"] if wins else 0,
                    Mn("{n} starting Gold still owned: the most", "{n} starting Gold still owned: the most", n, n=n)
                    if wins else Mn("{n} starting Gold still owned", "{n} starting Gold still owned", n, n=n)))
    return out


def _gold_majority(t: Tally, params: Mapping[str, Any]) -> Sequence[tuple[int, str]]:
    out = []
    for g, (vp, place, tied) in zip(t.gold, _places(t.gold, params["awards"])):
        out.append((vp, M("{n} gold owned: {place}", n=g, place=_place_words(place, tied)) if vp
                    else M("{n} gold owned", n=g)))
    return out


def top_genre_rating(ratings: Sequence[int]) -> int:
    """The rating the gold marker moves to for As Good as Gold.

    The highest rating held by a single genre; a rating shared by several genres is
    passed over for the next lower one. If every rating is shared, the lowest rating
    (with all genres equal, that common rating).
    """
    for r in sorted(set(ratings), reverse=True):
        if ratings.count(r) == 1:
            return r
    return min(ratings)


def _gold_to_top_genre(t: Tally, params: Mapping[str, Any]) -> Sequence[tuple[int, str]]:
    return [(0, M("the gold marker moves to {n}", n=t.gold_rating)) for _ in t.players]


def _move_gold_to_top_genre(t: Tally, params: Mapping[str, Any]) -> int:
    return top_genre_rating(t.ratings)


SCORERS = {
    "genre_majority": Scorer({"genre": "genre", "awards": "awards"}, _genre_majority),
    "genre_on_display": Scorer({"genre": "genre", "vp_each": "vp"}, _genre_on_display),
    "most_displayed_genre": Scorer({"vp_each": "vp"}, _most_displayed_genre),
    "least_displayed_genre": Scorer({"vp_each": "vp"}, _least_displayed_genre),
    "on_display": Scorer({"vp_each": "vp"}, _on_display),
    "starting_gold_majority": Scorer({"vp": "vp"}, _starting_gold_majority),
    "gold_majority": Scorer({"awards": "awards"}, _gold_majority),
    "gold_to_top_genre": Scorer({}, _gold_to_top_genre, _move_gold_to_top_genre),
}


def activated_exhibitions(full: Sequence[bool], museum: Sequence[Sequence[Any]]) -> list[int]:
    """Indexes of the exhibitions whose tile scores, from which are ``full`` (all invitations
    met) and what each shows (``museum``).

    Every exhibition with all invitations filled; if there is none, the exhibition(s)
    with the most paintings; if the museum is empty, none.
    """
    filled = [e for e, is_full in enumerate(full) if is_full]
    if filled:
        return filled
    sizes = [len(display) for display in museum]
    most = max(sizes)
    return [e for e, n in enumerate(sizes) if n == most] if most else []


def final_scoring(state: ArtDeckoState) -> tuple[int, list[dict[str, Any]]]:
    """Final scoring of ``state`` as if the game ended now; the state is not changed
    (see :func:`score`)."""
    return score(state.data, scoring_input(state))


def score(data: ArtDeckoData, seen: ScoringInput) -> tuple[int, list[dict[str, Any]]]:
    """Final scoring of ``seen`` as if the game ended now.

    Returns ``(gold_rating, breakdowns)``: the gold marker after any tile moved it, and
    per player a plain dict — ``before`` (score on the track), ``paintings`` (per
    genre: count, VP each, VP), ``gold`` (face value, ratio, VP), ``tiles`` (each
    activated tile with its VP and why) and ``total``.
    """
    tally = Tally(data, seen)
    order = sorted(((KIND_ORDER.index(data.tiles[seen.tiles[e]].kind), e)
                    for e in activated_exhibitions(seen.full, seen.museum)))
    active = [(e, data.tiles[seen.tiles[e]]) for _, e in order]
    for _, tile in active:
        scorer = SCORERS[tile.scorer]
        if scorer.move_gold:
            tally.gold_rating = scorer.move_gold(tally, tile.params)
    ratio = data.gold_ratio[tally.gold_rating]
    breakdowns: list[dict[str, Any]] = []
    for p in tally.players:
        paintings = []
        for g, genre in enumerate(data.genres):
            count, each = tally.owned[p][g], data.painting_vp[seen.ratings[g]]
            paintings.append({"genre": genre.id, "name": genre.name, "count": count,
                              "vp_each": each, "vp": count * each})
        gold = {"value": tally.gold[p], "ratio": ratio, "vp": tally.gold[p] // ratio}
        breakdowns.append({"player": p, "before": seen.scores[p], "paintings": paintings,
                           "gold": gold, "tiles": []})
    for e, tile in active:
        results = SCORERS[tile.scorer].award(tally, tile.params)
        for p, (vp, why) in enumerate(results):
            breakdowns[p]["tiles"].append({"tile": tile.id, "name": tile.name, "kind": tile.kind,
                                           "exhibition": data.exhibitions[e].id,
                                           "vp": vp, "why": why})
    for b in breakdowns:
        b["total"] = (b["before"] + sum(x["vp"] for x in b["paintings"]) + b["gold"]["vp"]
                      + sum(x["vp"] for x in b["tiles"]))
    return tally.gold_rating, breakdowns
