"""What a seat may see (:func:`observation`), full states that agree with it
(:func:`determinize`), the same state with its chance to come drawn afresh (:func:`fresh_future`)
and the public state the rules answer a table's questions from
(:func:`public_state`: :mod:`game.gallerist.table_view` works the table's view out of it); the
game log in words is :mod:`game.gallerist.log`.

Hidden from a seat: other players' Curator and Art Dealer cards, the face-down
contract deck (its count shows), the face-down work stacks and the set-aside works
in the box (counts show), the bonus tiles on undiscovered artists and the unused
ones, the unused reputation tiles, and the generator state (so no draw can be
foreseen). The bag is kept as counts per colour, which any player can work out.
"""

from __future__ import annotations

from typing import Any

from game.engine.rng import Rng
from game.gallerist.board import EMPTY
from game.gallerist.data import GalleristData, load_data
from game.gallerist.state import GalleristState

# The hidden lists an observation holds as counts (the work stacks: a count per art type).
HIDDEN = ("contract_deck", "works_boxed", "bonuses_boxed", "reputation_boxed")


def observation(state: GalleristState, seat: int | None) -> dict[str, Any]:
    """Plain data: :meth:`GalleristState.to_data` with the secrets of ``seat`` removed; the
    face-down artist bonus tiles are only marked (``artist_bonus_hidden``)."""
    obs = state.to_data()
    obs["seat"] = seat
    obs["rng"] = 0
    obs["curator"] = [c if q == seat else None for q, c in enumerate(state.curator)]
    obs["dealer"] = [c if q == seat else None for q, c in enumerate(state.dealer)]
    for name in HIDDEN:
        obs[name] = len(getattr(state, name))
    obs["work_stacks"] = [len(x) for x in state.work_stacks]
    obs["artist_bonus"] = [EMPTY] * len(state.artist_bonus)
    obs["artist_bonus_hidden"] = [int(b != EMPTY) for b in state.artist_bonus]
    return obs


def public_state(obs: dict[str, Any], data: GalleristData | None = None) -> GalleristState:
    """A state built from an observation, every hidden pile left empty (their counts are in
    ``obs``): the rules' own questions (stars, sale value, promotion level …) answered about
    what the seat sees, without the hidden state."""
    public = dict(obs)
    for name in HIDDEN:
        public[name] = []
    public["work_stacks"] = [[] for _ in obs["work_stacks"]]
    return GalleristState.from_data(public, data, check=False)


def determinize(obs: dict[str, Any], rng: Rng, data: GalleristData | None = None) -> GalleristState:
    """A full state agreeing with ``obs``: every hidden part drawn at random from ``rng``."""
    d = data or load_data()
    full = dict(obs)
    seat = obs["seat"]
    full["rng"] = rng.next64()
    for key, cards in (("curator", len(d.curators)), ("dealer", len(d.dealers))):
        mine = obs[key][seat]
        pool = [c for c in range(cards) if c != mine]
        rng.shuffle(pool)
        full[key] = [mine if q == seat else pool.pop() for q in range(obs["num_players"])]
    pending = obs["stack"]      # a card or tile taken, its place not chosen yet
    seen = {c for pile in obs["contract_piles"] for c in pile} | set(obs["contract_discard"]) | {
        c for row in obs["contracts"] for c in row if c != EMPTY} | {t["card"] for t in pending if t["kind"] == "slot"}
    deck = [c for c in range(len(d.contracts)) if c not in seen]
    rng.shuffle(deck)
    full["contract_deck"] = deck
    visible = set(obs["easels"]) | {w for w in obs["face_up_works"] if w != EMPTY} | {
        w for row in obs["walls"] for w in row} | {w for row in obs["sold"] for w in row} | {
        pick[1] for pick in obs["easel_picks"]}
    unseen = [w for w in range(32) if w not in visible]
    rng.shuffle(unseen)
    stacks = []
    for t in range(4):
        of_type = [w for w in unseen if w // 8 == t]
        stacks.append(of_type[:obs["work_stacks"][t]])
    full["work_stacks"] = stacks
    in_stacks = {w for st in stacks for w in st}
    full["works_boxed"] = [w for w in unseen if w not in in_stacks]
    bonuses = list(d.artist_bonuses)
    for b in obs["bonuses_used"]:
        bonuses.remove(b)
    rng.shuffle(bonuses)
    full["artist_bonus"] = [bonuses.pop() if h else EMPTY for h in obs["artist_bonus_hidden"]]
    full["bonuses_boxed"] = bonuses
    placed = {t for row in obs["market_tiles"] for t in row} | {t for row in obs["reputation"] for t in row} | set(
        obs["start_tile"]) | set(obs["location_tiles"]) | {t["tile"] for t in pending if t["kind"] == "space"}
    full["reputation_boxed"] = [t for t in range(1, 21) if t not in placed]
    return GalleristState.from_data(full, d, check=False)


def fresh_future(state: GalleristState, rng: Rng) -> GalleristState:
    """A copy of ``state`` whose chance to come is drawn afresh from ``rng``: the contract deck
    shuffled, each art type's face-down works (its stack and those in the box) dealt again, the
    face-down bonus tiles (on the artists and in the box) dealt again, and a new generator. They
    are shuffled at set-up, so they hold the future the game would have; no seat has seen it.
    The Curator and Art Dealer cards are dealt to their holders and stay, as does everything face
    up."""
    s = state.clone()
    s.rng = Rng(rng.next64())
    rng.shuffle(s.contract_deck)
    boxed = []
    for t, stack in enumerate(s.work_stacks):
        pool = stack + [w for w in s.works_boxed if w // 8 == t]
        rng.shuffle(pool)
        s.work_stacks[t] = pool[:len(stack)]
        boxed += pool[len(stack):]
    s.works_boxed = boxed
    hidden = [i for i, b in enumerate(s.artist_bonus) if b != EMPTY]
    bonuses = [str(s.artist_bonus[i]) for i in hidden] + s.bonuses_boxed
    rng.shuffle(bonuses)
    for i in hidden:
        s.artist_bonus[i] = bonuses.pop()
    s.bonuses_boxed = bonuses
    return s
