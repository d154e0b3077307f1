"""Each player's final score if the game ended now, from what one seat may see.

The projection is the engine's own final scoring (:func:`game.art_decko.scoring.score`) at
today's ratings, counting for every player the cards the observing seat knows that player owns:
all of its own (hand, draw pile, discard pile, this turn's action spaces); of another player the
discard pile, its action spaces on its turn, and the cards known to be in its hand or draw pile.
A painting dealt to another player and never seen since (:func:`unseen`) is of a genre the
observing seat does not know: it counts at the average VP of the paintings that seat has not
seen, as an ``unseen`` part (``count``, ``vp``) of that player's breakdown. So the figure uses
what the observation shows only. Once the game is over it is exactly the recorded final scoring.
"""

from __future__ import annotations

from typing import Any

from game.art_decko.data import load_data
from game.art_decko.records import ArtDeckoData
from game.art_decko.scoring import ScoringInput, score


def seen_input(obs: dict[str, Any], data: ArtDeckoData) -> ScoringInput:
    """What final scoring reads, as far as the observation ``obs`` shows it."""
    id_of = data.code_to_id
    owned = []
    for q, entry in enumerate(obs["players"]):
        codes = list(entry["discard"]) + list(entry.get("hand", ())) + list(entry.get("draw", ()))
        codes += entry.get("hidden_known", ())
        if q == obs["current"]:
            codes += [c for space in obs["played"] for c in space]
        owned.append([id_of[c] for c in codes])
    museum = [[(id_of[c], owner) for c, owner in display] for display in obs["museum"]]
    full = [all(m is None for m in slots) for slots in obs["invitations"]]
    tiles = [data.tile(t).index for t in obs["tiles"]]
    return ScoringInput(owned, museum, full, obs["ratings"], obs["gold_rating"], obs["scores"], tiles)


def project(obs: dict[str, Any], data: ArtDeckoData | None = None) -> list[dict[str, Any]]:
    """Per player, the final scoring breakdown (as :func:`~game.art_decko.scoring.score` gives
    it) if the game ended now, from ``obs``; the recorded one once the game is over."""
    if obs["final"] is not None:
        return obs["final"]
    data = data or load_data()
    breakdowns = score(data, seen_input(obs, data))[1]
    each = unseen_painting_vp(obs, data)
    for p, b in enumerate(breakdowns):
        count = unseen(obs, p)
        if count:
            b["unseen"] = {"count": count, "vp": round(count * each)}
            b["total"] += b["unseen"]["vp"]
    return breakdowns


def unseen_painting_vp(obs: dict[str, Any], data: ArtDeckoData) -> float:
    """The average VP, at today's ratings, of the paintings the observing seat has not seen."""
    cards = data.cards
    genres = [cards[data.code_to_id[c]].genre for c in obs["unseen"]]
    values = [data.painting_vp[obs["ratings"][g]] for g in genres if g >= 0]
    return sum(values) / len(values) if values else 0.0


def unseen(obs: dict[str, Any], seat: int) -> int:
    """How many of ``seat``'s cards (all paintings) the observing seat has never seen."""
    return obs["players"][seat].get("hidden_unknown", 0)
