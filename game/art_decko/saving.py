"""An Art Decko state as plain JSON-safe data and back (the saves' format).

Cards are written by code (``c12``), like every game's saves; saves of version 1 (no
``version`` key) hold card ids and still load.

The starting Gold a game deals is written in its options and in the save's set-up
(:func:`portable_setup`); a save that names none was made when every game dealt the box's split,
and loads as it (:func:`loaded_setup`, and the options of :func:`from_data`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from game.art_decko.data import load_data
from game.art_decko.invariants import check_invariants
from game.art_decko.options import BOX_ALLOCATION, FAIR_ALLOCATION, GAME_ID, check_options
from game.art_decko.phases import Plan
from game.art_decko.records import ArtDeckoData
from game.engine.errors import SaveError
from game.engine.rng import Rng

if TYPE_CHECKING:
    from game.art_decko.state import ArtDeckoState

SAVE_VERSION = 2      # 2: cards by code; 1 (no "version" key): cards by id


def to_data(st: ArtDeckoState) -> dict[str, Any]:
    """Plain JSON-safe data from which :func:`from_data` rebuilds ``st`` exactly."""
    plan = st.plan
    cards = st.data.cards

    def codes(ids: Iterable[int]) -> list[str]:
        return [cards[c].code for c in ids]

    return {
        "game": GAME_ID, "version": SAVE_VERSION, "num_players": st.num_players,
        "options": dict(st.options),
        "rng": st.rng.state, "ratings": st.ratings[:], "gold_rating": st.gold_rating,
        "deck": codes(st.deck), "galleries": [codes(g) for g in st.galleries],
        "tokens": st.tokens[:], "token_supply": st.token_supply[:],
        "tokens_removed": st.tokens_removed[:], "cadmium": codes(st.cadmium),
        "cadmium_deck": codes(st.cadmium_deck), "sienna": codes(st.sienna),
        "invitations": [i[:] for i in st.invitations],
        "vp_markers": [v[:] for v in st.vp_markers],
        "museum": [[[cards[c].code, owner] for c, owner in m] for m in st.museum],
        "bag": st.bag[:], "tiles": list(st.tiles), "exhibitor": st.exhibitor[:],
        "hands": [codes(h) for h in st.hands], "draws": [codes(d) for d in st.draws],
        "discards": [codes(d) for d in st.discards], "played": [codes(p) for p in st.played],
        "boxed": codes(st.boxed), "dealt": [codes(x) for x in st.dealt],
        "public": codes(c for c in range(len(cards)) if st.public >> c & 1),
        "scores": st.scores[:], "turn": st.turn,
        "actions_done": st.actions_done, "acquired_from": list(st.acquired_from),
        "phase": st.phase,
        "plan": None if plan is None else [plan.kind, plan.where, cards[plan.card].code, plan.stage,
                                           plan.marker, plan.bonus,
                                           cards[plan.second].code if plan.second >= 0 else None,
                                           [[cards[c].code, u] for c, u in plan.paid]],
        "end_trigger": st.end_trigger, "final": st.final,
    }


def from_data(cls: type[ArtDeckoState], d: dict[str, Any], data: ArtDeckoData | None = None) -> ArtDeckoState:
    """Rebuild a state of class ``cls`` from :func:`to_data`. A damaged or inconsistent dict
    raises :class:`~game.engine.errors.SaveError`."""
    try:
        if d.get("game") != GAME_ID:
            raise SaveError(f"not an Art Decko game: {d.get('game')!r}")
        version = d.get("version", 1)
        if version not in (1, SAVE_VERSION):
            raise SaveError(f"Art Decko save version {version!r} is not 1 or {SAVE_VERSION}.")
        s = cls.__new__(cls)
        s.data = data or load_data()
        card = int if version == 1 else s.data.code_to_id.__getitem__

        def cards(values: Iterable[Any]) -> list[int]:
            return [card(x) for x in values]

        s.num_players = int(d["num_players"])
        s.options = check_options(_with_gold(d["options"], BOX_ALLOCATION))
        s.rng = Rng(int(d["rng"]))
        s.ratings, s.gold_rating = [int(x) for x in d["ratings"]], int(d["gold_rating"])
        s.deck = cards(d["deck"])
        s.galleries = [cards(g) for g in d["galleries"]]
        s.tokens, s.token_supply = _ints(d["tokens"]), _ints(d["token_supply"])
        s.tokens_removed = _ints(d["tokens_removed"])
        s.cadmium, s.cadmium_deck, s.sienna = (cards(d["cadmium"]), cards(d["cadmium_deck"]),
                                               cards(d["sienna"]))
        s.invitations = [_ints(i) for i in d["invitations"]]
        s.vp_markers = [_ints(v) for v in d["vp_markers"]]
        s.museum = [[(card(c), int(o)) for c, o in m] for m in d["museum"]]
        s.bag, s.tiles = _ints(d["bag"]), tuple(_ints(d["tiles"]))
        s.exhibitor = _ints(d["exhibitor"])
        s.hands = [cards(h) for h in d["hands"]]
        s.draws = [cards(x) for x in d["draws"]]
        s.discards = [cards(x) for x in d["discards"]]
        s.played = [cards(x) for x in d["played"]]
        s.boxed = cards(d["boxed"])
        s.dealt = tuple(tuple(cards(x)) for x in d["dealt"])
        if version == 1:
            s.public = int(d["public"], 16)
        else:
            s.public = sum(1 << c for c in set(cards(d["public"])))
        s.scores = _ints(d["scores"])
        s.turn, s.actions_done = int(d["turn"]), int(d["actions_done"])
        s.acquired_from = tuple(_ints(d["acquired_from"]))
        s.phase = d["phase"]
        plan = d["plan"]
        s.plan = None if plan is None else Plan(
            str(plan[0]), int(plan[1]), card(plan[2]), str(plan[3]), int(plan[4]), int(plan[5]),
            -1 if plan[6] is None or plan[6] == -1 else card(plan[6]),
            tuple((card(c), bool(u)) for c, u in plan[7]))
        s.end_trigger, s.final = d["end_trigger"], d["final"]
        s._decision = None
        problems = check_invariants(s)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise SaveError(f"The Art Decko game data is damaged ({type(exc).__name__}: {exc}).") from None
    if problems:
        raise SaveError("The Art Decko game data is inconsistent: " + "; ".join(problems[:3]))
    return s


def _with_gold(options: Any, allocation: str) -> Any:
    """``options`` naming ``allocation`` as the starting Gold unless they name one (anything but a
    dict of options is left for the check to refuse)."""
    return {"starting_gold": allocation, **options} if isinstance(options, dict) else options


def _setup_with_gold(setup: dict[str, Any], allocation: str) -> dict[str, Any]:
    options = setup.get("options", {})
    return dict(setup, options=_with_gold(options, allocation)) if isinstance(options, dict) else setup


def portable_setup(setup: dict[str, Any]) -> dict[str, Any]:
    """A new game's set-up naming its starting Gold (the default when it names none), so that its
    save says which split it dealt."""
    return _setup_with_gold(setup, FAIR_ALLOCATION)


def loaded_setup(setup: dict[str, Any]) -> dict[str, Any]:
    """A save's set-up as it was played: one naming no starting Gold is from before the default
    became 1-1-3-4, when every game dealt the box's split."""
    return _setup_with_gold(setup, BOX_ALLOCATION)


def _ints(values: Iterable[Any]) -> list[int]:
    """A list of ints from saved data (anything else raises)."""
    return [int(x) for x in values]
