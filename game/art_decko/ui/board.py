"""The Art Decko table's picture of the game: one seat's observation, decoded for drawing.

:class:`Board` is built from an observation (:func:`game.art_decko.view.observation`, the only
secrecy filter) and the game data, and holds what the table draws in the form its painters and
hotspots use: card ids, marker numbers (a genre's index, the data's ``gray`` number, -1 for
none), place and exhibition indexes. It knows nothing the observation does not show: other
players' hands and draw piles are counts, and a plan being prepared by another player is only
its kind and place. No pygame here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from game.art_decko.payment import card_pays
from game.art_decko.phases import PH_OVER
from game.art_decko.records import ArtDeckoData


class SeatView(NamedTuple):
    """What the table shows of one player."""

    score: int
    ribbons: int             # ribbons left for shows and a New Exhibitor claim
    hand_count: int
    draw_count: int
    discard_count: int
    shown: int               # paintings on display
    unseen: int              # cards of its hand and draw pile the observing seat has never seen


class PlanView(NamedTuple):
    """An action being prepared, as the observing seat sees it: the seat to act sees it whole;
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


@dataclass(frozen=True)
class Board:
    """One observation of the game, decoded (see the module doc). ``obs`` is the observation
    itself; ``seat`` the seat it belongs to (None: a spectator's)."""

    data: ArtDeckoData
    obs: dict[str, Any]
    seat: int | None
    num_players: int
    round: int
    current: int
    phase: str
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
    scores: tuple[int, ...]
    players: tuple[SeatView, ...]
    hand: tuple[int, ...]              # the observing seat's hand (empty for a spectator)
    plan: PlanView | None
    end_trigger: str | None
    result: dict[str, Any] | None

    @classmethod
    def from_observation(cls, obs: dict[str, Any], data: ArtDeckoData) -> Board:
        id_of = data.code_to_id

        def ids(codes: Sequence[str]) -> tuple[int, ...]:
            return tuple(id_of[c] for c in codes)

        def marker(name: str | None) -> int:
            return -1 if name is None else data.gray if name == "gray" else data.genre(name).index

        museum = tuple(tuple((id_of[c], owner) for c, owner in display) for display in obs["museum"])
        players = tuple(
            SeatView(p["score"], p["ribbons"], p["hand_count"], p["draw_count"], len(p["discard"]),
                     sum(owner == q for display in museum for _, owner in display), p.get("hidden_unknown", 0))
            for q, p in enumerate(obs["players"]))
        seat = obs["seat"]
        return cls(
            data=data, obs=obs, seat=seat, num_players=obs["num_players"], round=obs["round"],
            current=obs["current"], phase=obs["phase"], actions_done=obs["actions_done"],
            acquired_from=tuple(data.location(x).index for x in obs["acquired_from"]),
            ratings=tuple(obs["ratings"]), gold_rating=obs["gold_rating"],
            galleries=tuple(ids(g) for g in obs["galleries"]), tokens=tuple(obs["tokens"]),
            token_supply=tuple(obs["token_supply"]), cadmium=ids(obs["cadmium"]),
            cadmium_deck_count=obs["cadmium_deck"], sienna=ids(obs["sienna"]), deck_count=obs["deck"],
            invitations=tuple(tuple(marker(m) for m in slots) for slots in obs["invitations"]),
            vp_markers=tuple(tuple(marker(m) for m in v) for v in obs["vp_markers"]),
            museum=museum, tiles=tuple(data.tile(t).index for t in obs["tiles"]),
            exhibitor=tuple(-1 if o is None else o for o in obs["exhibitor"]),
            played=tuple(ids(space) for space in obs["played"]), scores=tuple(obs["scores"]),
            players=players, hand=ids(obs["players"][seat]["hand"]) if seat is not None else (),
            plan=_plan(obs["plan"], data), end_trigger=obs["end_trigger"], result=obs["result"])

    @property
    def is_over(self) -> bool:
        return self.phase == PH_OVER

    @property
    def full(self) -> tuple[bool, ...]:
        """Per exhibition: whether all its invitations are met."""
        return tuple(all(m < 0 for m in slots) for slots in self.invitations)

    @property
    def winners(self) -> list[int]:
        return list(self.result["winners"]) if self.result else []

    def gold_value(self, genre: int) -> int:
        """A painting's current gold value."""
        return self.data.painting_gold[self.ratings[genre]]

    def card_pays(self, card: int, uses_ability: bool) -> int:
        """What one card pays now (see :func:`~game.art_decko.payment.card_pays`)."""
        return card_pays(self.data, self.ratings, card, uses_ability)

    def bank_offer(self, bank: int) -> tuple[int, ...]:
        """Cards on offer at bank 0 (Cadmium: its face-up cards) or 1 (Sienna: the top card)."""
        return self.cadmium if bank == 0 else self.sienna[-1:]


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
