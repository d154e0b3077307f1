"""What Art Decko's table draws, worked out by the rules: the seat's typed view and the pending
decision's options and reasons by the piece they concern.

:func:`view_of` (the package's ``table_observation`` hook) turns ``observation(seat)`` (the only
secrecy filter) into an :class:`ArtDeckoView`: the observation decoded into card ids, marker
numbers (a genre's index, the data's ``gray``, -1 for none) and place indexes, plus what the rules
work out from it (what each card of the hand pays, the paintings' gold values, which exhibitions'
tiles score, each player's projected final score), so the table asks the rules nothing. It
holds nothing the observation does not: other players' hands and draw piles are counts and the
cards known to be there, and a plan another player is preparing is its kind and place only.

:func:`table_choices` (the ``table_choices`` hook) judges every case of the pending step once
(:meth:`~game.art_decko.steps.ArtDeckoStep.judged`, the one predicate per kind of action) and
puts each option on its *target*, the key of the piece the table clicks for it; a target where
no option is gets the reason of its first case that failed (the engine's ``why_not`` words).
:func:`table_pending` says what another seat may see of the pending decision.

=========================  ==================================================================
target                     cases
=========================  ==================================================================
``haggle.<card>``          ``haggle`` (the Haggle button, the card picked)
``gallery.<card>``         ``acquire`` at a gallery; ``second`` (Fancy Noble, while paying)
``bank.<card>``            ``acquire`` at Cadmium or Sienna
``exhibition.<e>.<card>``  ``show`` the card at exhibition ``e`` (its index)
``marker.<genre|gray>``    ``marker``
``bonus.<space|none>``     ``bonus``
``hand.<card>``            ``pay`` and ``unpay`` (one click toggles)
``ability.<card>``         ``ability`` (the card's ability tab)
``discard.<card>``         ``discard``
``confirm`` ``cancel``     ``confirm``, ``cancel``
``done``                   ``done``
=========================  ==================================================================

Cards are named by id (the data's index, as the view names them).
"""

from __future__ import annotations

from typing import Any, Sequence

import msgspec

from game.art_decko.data import load_data
from game.art_decko.payment import card_pays
from game.art_decko.phases import PH_OVER, PH_PLAN
from game.art_decko.projection import project
from game.art_decko.records import ArtDeckoData
from game.art_decko.scoring import activated_exhibitions
from game.art_decko.state import ArtDeckoState
from game.art_decko.steps import BOOK, ArtDeckoStep, Case
from game.engine.actions import Action, Decision
from game.engine.state import GameState


class SeatFacts(msgspec.Struct, frozen=True):
    """What the table shows of one player (its piles as the seat viewing may see them)."""

    score: int
    ribbons: int             # ribbons left for shows and a New Exhibitor claim
    hand_count: int
    draw_count: int
    discard: tuple[int, ...]  # the discard pile, newest last
    shown: int               # paintings on display
    unseen: int              # cards of its hand and draw pile the seat viewing has never seen
    known: tuple[int, ...] = ()     # cards known to be in its hand or draw pile (another player's)


class PlanView(msgspec.Struct, frozen=True):
    """An action being prepared, as the seat viewing sees it: the seat to act sees it whole;
    anyone else sees its kind and place only (the other fields -1, empty or None)."""

    kind: str                # "acquire" or "show"
    where: int               # a location index (acquire) or an exhibition index (show)
    card: int = -1
    stage: str | None = None
    marker: int = -1
    bonus: int = -1          # a New Exhibitor space index
    second: int = -1
    paid: tuple[tuple[int, bool], ...] = ()
    cost: int | None = None  # at the pay stage
    total: int = 0


class PaintingsPart(msgspec.Struct, frozen=True):
    genre: str
    name: str
    count: int
    vp_each: int
    vp: int


class GoldPart(msgspec.Struct, frozen=True):
    value: int
    ratio: int
    vp: int


class TilePart(msgspec.Struct, frozen=True):
    tile: str
    name: str
    kind: str
    exhibition: str
    vp: int
    why: str = ""            # how it scored (a message; its English words once sent as bytes, as in a save)


class UnseenPart(msgspec.Struct, frozen=True):
    count: int
    vp: int


class Projection(msgspec.Struct, frozen=True):
    """A player's final score if the game ended now (:func:`~game.art_decko.projection.project`)."""

    before: int
    paintings: tuple[PaintingsPart, ...]
    gold: GoldPart
    tiles: tuple[TilePart, ...]
    total: int
    unseen: UnseenPart | None = None


class ArtDeckoView(msgspec.Struct, frozen=True):
    """One seat's view of the table (see the module doc)."""

    seat: int
    num_players: int
    round: int
    current: int
    phase: str
    over: bool
    actions_done: int
    acquired_from: tuple[int, ...]
    ratings: tuple[int, ...]
    gold_rating: int
    galleries: tuple[tuple[int, ...], ...]
    tokens: tuple[int, ...]
    token_supply: tuple[int, ...]
    cadmium: tuple[int, ...]
    cadmium_deck_count: int
    sienna: tuple[int, ...]
    deck_count: int
    invitations: tuple[tuple[int, ...], ...]
    vp_markers: tuple[tuple[int, ...], ...]
    museum: tuple[tuple[tuple[int, int], ...], ...]
    tiles: tuple[int, ...]
    exhibitor: tuple[int, ...]
    played: tuple[tuple[int, ...], ...]
    boxed: tuple[int, ...]
    scores: tuple[int, ...]
    players: tuple[SeatFacts, ...]
    hand: tuple[int, ...]              # the seat's own hand
    draw: tuple[int, ...]              # its draw pile (sorted: its order is hidden)
    plan: PlanView | None
    end_trigger: str | None
    winners: tuple[int, ...]
    # worked out by the rules
    full: tuple[bool, ...]             # per exhibition: all its invitations met
    activated: tuple[int, ...]         # the exhibitions whose tiles score (as things stand)
    gold_values: tuple[int, ...]       # per genre: what a painting pays now
    bank_offers: tuple[tuple[int, ...], ...]    # per bank: the cards on offer (Sienna: its top card)
    pays: dict[int, tuple[int, int]]   # per card of the hand: what it pays at face value, by its ability (if any)
    projected: tuple[Projection, ...]  # per seat


def view_of(observation: dict[str, Any]) -> ArtDeckoView:
    """The table's view of a seat's observation."""
    data = load_data()
    id_of = data.code_to_id

    def ids(codes: Sequence[str]) -> tuple[int, ...]:
        return tuple(id_of[c] for c in codes)

    def marker(name: str | None) -> int:
        return -1 if name is None else data.gray if name == "gray" else data.genre(name).index

    obs, seat = observation, observation["seat"]
    museum = tuple(tuple((id_of[c], owner) for c, owner in display) for display in obs["museum"])
    players = tuple(
        SeatFacts(p["score"], p["ribbons"], p["hand_count"], p["draw_count"], ids(p["discard"]),
                  sum(owner == q for display in museum for _, owner in display), p.get("hidden_unknown", 0),
                  ids(p.get("hidden_known", ())))
        for q, p in enumerate(obs["players"]))
    invitations = tuple(tuple(marker(m) for m in slots) for slots in obs["invitations"])
    full = tuple(all(m < 0 for m in slots) for slots in invitations)
    ratings = tuple(obs["ratings"])
    own = obs["players"][seat]
    hand = ids(own["hand"])
    plan = _plan(obs["plan"], data)
    cadmium, sienna = ids(obs["cadmium"]), ids(obs["sienna"])
    paying = set(hand) | ({c for c, _ in plan.paid} if plan is not None else set())
    result = obs["result"]
    return ArtDeckoView(
        seat=seat, num_players=obs["num_players"], round=obs["round"], current=obs["current"],
        phase=obs["phase"], over=obs["phase"] == PH_OVER, actions_done=obs["actions_done"],
        acquired_from=tuple(data.location(x).index for x in obs["acquired_from"]),
        ratings=ratings, gold_rating=obs["gold_rating"],
        galleries=tuple(ids(g) for g in obs["galleries"]), tokens=tuple(obs["tokens"]),
        token_supply=tuple(obs["token_supply"]), cadmium=cadmium, cadmium_deck_count=obs["cadmium_deck"],
        sienna=sienna, deck_count=obs["deck"], invitations=invitations,
        vp_markers=tuple(tuple(marker(m) for m in v) for v in obs["vp_markers"]),
        museum=museum, tiles=tuple(data.tile(t).index for t in obs["tiles"]),
        exhibitor=tuple(-1 if o is None else o for o in obs["exhibitor"]),
        played=tuple(ids(space) for space in obs["played"]), boxed=ids(obs["boxed"]),
        scores=tuple(obs["scores"]), players=players, hand=hand, draw=ids(own["draw"]), plan=plan,
        end_trigger=obs["end_trigger"], winners=tuple(result["winners"]) if result else (),
        full=full, activated=tuple(activated_exhibitions(full, museum)),
        gold_values=tuple(data.painting_gold[ratings[g]] for g in range(len(data.genres))),
        bank_offers=(cadmium, sienna[-1:]),
        pays={c: (card_pays(data, ratings, c, False),
                  card_pays(data, ratings, c, data.cards[c].ability is not None)) for c in sorted(paying)},
        projected=tuple(msgspec.convert(b, Projection) for b in project(obs, data)))


def _plan(view: dict[str, Any] | None, data: ArtDeckoData) -> PlanView | None:
    if view is None:
        return None
    show = view["kind"] == "show"
    where = (data.exhibition(view["where"]) if show else data.location(view["where"])).index
    if "card" not in view:
        return PlanView(view["kind"], where)
    id_of = data.code_to_id

    def card(code: str | None) -> int:
        return -1 if code is None else id_of[code]

    marker = view["marker"]
    return PlanView(view["kind"], where, card(view["card"]), view["stage"],
                    -1 if marker is None else data.gray if marker == "gray" else data.genre(marker).index,
                    -1 if view["bonus"] is None else data.exhibitor_space(view["bonus"]).index,
                    card(view["second"]), tuple((id_of[c], u) for c, u in view["paid"]),
                    view["cost"], view["total"])


def target(case: Case, data: ArtDeckoData) -> str:
    """The target of a case of a step (see the module table)."""
    kind, args = case
    name = kind.name
    if name == "acquire":
        return f"{'gallery' if args[0].is_gallery else 'bank'}.{args[1]}"
    if name == "show":
        return f"exhibition.{args[1].index}.{args[0]}"
    if name == "second":
        return f"gallery.{args[0]}"
    if name in ("pay", "unpay"):
        return f"hand.{args[0]}"
    if name == "bonus":
        return f"bonus.{'none' if args[0] < 0 else data.exhibitor_spaces[args[0]].id}"
    if args:
        return f"{name}.{args[0]}"
    return name


def table_choices(state: GameState, seat: int, names: Sequence[str]) -> tuple[
        list[tuple[str, Action, str, str | None]], dict[str, str]]:
    """The ``table_choices`` hook: the options of ``seat``'s decision by target (labelled by their
    text) and, in the same pass, the reason at each target where no option is."""
    assert isinstance(state, ArtDeckoState)
    decision = state.decision()
    if decision is None:
        return [], {}
    step = BOOK[decision.kind]
    assert isinstance(step, ArtDeckoStep)
    data = load_data()
    options: list[tuple[str, Action, str, str | None]] = []
    refused: dict[str, str] = {}
    for case, action, reason in step.judged(state):
        where = target(case, data)
        if reason is None:
            options.append((where, action, str(action), None))
        else:
            refused.setdefault(where, reason)
    taken = {t for t, *_ in options}
    return options, {t: r for t, r in refused.items() if t not in taken}


def table_pending(state: GameState, decision: Decision, seat: int) -> tuple[str, str]:
    """The ``table_pending`` hook: the pending decision's kind and prompt as ``seat``, which does
    not take it, may see them. A player's planned action (its marker, bonus and payment steps)
    names the card it planned, which only that player sees: to everyone else that player is
    taking its action."""
    assert isinstance(state, ArtDeckoState)
    if state.phase != PH_PLAN:
        return decision.kind, decision.prompt
    return "action", BOOK.prompt(state, {"kind": "action", "player": decision.player})
