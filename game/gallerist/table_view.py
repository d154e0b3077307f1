"""What The Gallerist's table draws, worked out by the rules: the seat's typed view and the
pending decision's options and reasons by the piece they concern.

:func:`view_of` (the package's ``table_observation`` hook) turns ``observation(seat)`` (the only
secrecy filter) into a :class:`GalleristView`: the observation's fields the table shows, plus the
figures the rules work out from them (stars, sale values, promotion levels, Lacerda's next move,
each player's projected money …), so the table asks the rules nothing. The figures come from the
*public state* (:func:`game.gallerist.view.public_state`: the state rebuilt from the observation
with every hidden pile empty), exactly as the table asked them before.

:func:`table_choices` (the ``table_choices`` hook) puts every option of the seat's decision on one
*target* — the key of the piece it concerns, written ``"studio.3"`` — or on ``""`` when no piece
stands for it (pass, end, a payment split …: the choice bar), with its label and what it costs
and gives (:mod:`game.gallerist.table_words`); and, in one pass over the pieces, the reason each
piece that takes part in the decision cannot act now (the engine's ``why_not`` words).
:func:`table_tips` (the ``table_tips`` hook) says what each piece is, by target.

====================  ==============================================
key                   options
====================  ==============================================
``("loc", L)``        ``start``/``move`` to L; ``from`` L (an assistant there)
``("studio", S)``     ``discover``/``buy``/``promote``/``artist`` S
``("im", R, C)``      ``rep``/``offer`` at row R (1..7), column C
``("pile", K)``       ``take`` K (a contract pile, 1..4); ``("deck",)`` ``draw``
``("display",)``      ``sign``
``("hire", N)``       ``hire`` N
``("wall", P, W)``    ``sell`` … W (one per matching contract slot)
``("slot", P, K)``    ``contract`` K (executive) and ``slot`` K (placing a contract)
``("rep", P, K)``     ``space`` K
``("plaza", C)``      ``ticket C plaza``; ``visitor C`` from the Plaza
``("bag", C)``        ``visitor C`` from the bag (where the engine takes it)
``("lobby", P, C)``   ``ticket C lobby|P``; ``out C`` from a lobby
``("gallery", P, C)`` ``out C`` from a gallery
``("office", C)``     ``ticket C`` (gain), ``pile C``
``("desk", P)``       ``from desk``; ``("ko",)`` ``from ko``
``("easel", N)``      ``easel N shown|sold``
====================  ==============================================
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable, Sequence

import msgspec

from game.engine.actions import Action, Decision
from game.gallerist.board import EMPTY, MEDIA, STUDIOS, is_assistant, owner_of
from game.gallerist.data import COLOURS, COLUMNS, LOCATIONS
from game.gallerist.projection import parts_in_order, project
from game.gallerist.solo import next_move
from game.gallerist.table_words import Asking, option_label, piece_tip, preview
from game.gallerist.view import public_state

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState

Key = tuple[Any, ...]


class LacerdaPlan(msgspec.Struct, frozen=True):
    """Lacerda's next move as things stand: where to (``to``), whether it is its first, the
    location it leaves an assistant at, the piece it finds there (and that piece's owner), and
    the Market space it takes, as ``(row, column)``."""

    to: int
    first: bool
    leaves: int | None
    finds: int
    finds_owner: int
    market: tuple[int, int] | None


class GalleristView(msgspec.Struct, frozen=True):
    """One seat's view of the table: the observation's public fields (named as in it; the hidden
    piles as counts) and the figures the rules work out from them."""

    seat: int
    num_players: int
    solo: bool
    phase: str
    round: int
    final_round: bool
    final_round_from: int
    kicked_out_at: int
    stack: tuple[dict[str, Any], ...]       # the pending tasks, the innermost last
    money: tuple[int, ...]
    influence: tuple[int, ...]
    tickets: tuple[tuple[int, ...], ...]
    curator: tuple[int | None, ...]         # the seat's own goal cards; None: hidden
    dealer: tuple[int | None, ...]
    hired: tuple[int, ...]
    desk_assistants: tuple[int, ...]
    commission: tuple[int, ...]
    walls: tuple[tuple[int, ...], ...]
    wall_studios: tuple[tuple[int, ...], ...]
    sold: tuple[tuple[int, ...], ...]
    reputation: tuple[tuple[int, ...], ...]
    start_tile: tuple[int, ...]
    gallery: tuple[tuple[int, ...], ...]
    lobby: tuple[tuple[int, ...], ...]
    contracts: tuple[tuple[int, ...], ...]
    contract_sides: tuple[tuple[int, ...], ...]
    contract_assistants: tuple[tuple[int, ...], ...]
    spaces: tuple[int, ...]
    plaza: tuple[int, ...]
    bag: tuple[int, ...]
    studio_collectors: tuple[int, ...]
    artist_tiles: tuple[int, ...]
    fame: tuple[int, ...]
    promotion_tokens: tuple[int, ...]
    signatures: tuple[int, ...]
    work_stacks: tuple[int, ...]            # face-down works per type (counts)
    face_up_works: tuple[int, ...]
    face_up_visitors: tuple[tuple[int, ...], ...]
    easels: tuple[int, ...]
    promotion_supply: tuple[int, ...]
    market_tiles: tuple[tuple[int, ...], ...]
    market_assistants: tuple[tuple[int, ...], ...]
    location_tiles: tuple[int, ...]
    box_office: tuple[int, ...]
    contract_deck: int                      # face-down contracts (a count)
    contract_piles: tuple[tuple[int, ...], ...]
    artist_bonus_hidden: tuple[int, ...]    # 1 where a studio hides a bonus tile
    lacerda_at: int
    lacerda_home: int
    lacerda_supply: int
    final: tuple[dict[str, Any], ...] | None
    # worked out by the rules, per studio
    start_fame: tuple[int, ...]
    discovered: tuple[bool, ...]
    stars: tuple[int, ...]
    celebrity: tuple[bool, ...]
    promotion: tuple[int, ...]
    sale_value: tuple[int, ...]
    # per player
    gallerist_at: tuple[int, ...]
    masterpiece: tuple[bool, ...]
    tiles_held: tuple[int, ...]
    projection: tuple[tuple[tuple[str, int | None], ...], ...]   # the parts of each one's money if it ended now
    projected: tuple[int, ...]              # ... and their totals
    auction_counted: tuple[bool, ...]       # whether the auction works are in it
    # of the board
    celebrities: int
    column_open: tuple[bool, ...]
    offers: dict[int, tuple[int, int]]      # auction offers per owner: (total, best single offer)
    lacerda_plan: LacerdaPlan | None
    occupants: tuple[tuple[int, bool] | None, ...]    # per action space: (owner, an assistant?), None: empty
    winners: tuple[int, ...]
    score_rows: tuple[tuple[str, tuple[int, ...]], ...]     # the final scoring, part by part (once over)


# The observation's fields the view keeps as they are.
KEPT = tuple(f for f in GalleristView.__struct_fields__ if f not in (
    "solo", "round", "final_round", "start_fame", "discovered", "stars", "celebrity", "promotion", "sale_value",
    "gallerist_at", "masterpiece", "tiles_held", "projection", "projected", "auction_counted", "celebrities",
    "column_open", "offers", "lacerda_plan", "occupants", "winners", "score_rows"))


def view_of(observation: dict[str, Any]) -> GalleristView:
    """The table's view of a seat's observation."""
    pub = public_state(observation)
    studios, players = range(len(STUDIOS)), pub.players
    plan = next_move(pub)
    parts = project(pub)
    over = pub.phase == "over"
    if over:
        scores = [pub.score_breakdown(p) for p in players]
        rows = [(label, [sc[i][1] for sc in scores]) for i, (label, _) in enumerate(scores[0])]
    derived = dict(
        solo=bool(pub.solo), round=pub.round, final_round=pub.final_round,
        start_fame=[pub.studio_artist(s).fame for s in studios], discovered=[pub.discovered(s) for s in studios],
        stars=[pub.stars(s) for s in studios], celebrity=[pub.is_celebrity(s) for s in studios],
        promotion=[pub.promotion(s) for s in studios], sale_value=[pub.sale_value(s) for s in studios],
        gallerist_at=[pub.gallerist_at(p) for p in players], masterpiece=[pub.has_masterpiece(p) for p in players],
        tiles_held=[pub.tiles_held(p) for p in players],
        projection=[parts_in_order(part) for part in parts], projected=[part["total"] for part in parts],
        auction_counted=[bool(part["auction"]) for part in parts],
        celebrities=pub.celebrities(), column_open=[pub.column_open(c) for c in range(len(COLUMNS))],
        offers=pub.offer_totals(),
        lacerda_plan=None if plan is None else dict(
            plan, finds_owner=EMPTY if plan["finds"] == EMPTY else owner_of(plan["finds"])),
        occupants=[None if piece == EMPTY else (owner_of(piece), is_assistant(piece)) for piece in pub.spaces],
        winners=pub.winners() if over else [],
        score_rows=rows if over else [])
    return msgspec.convert({**{f: observation[f] for f in KEPT}, **derived}, GalleristView)


@lru_cache(maxsize=4096)
def target(key: Key) -> str:
    """A piece's key as a target: ``("im", 5, "A")`` -> ``"im.5.A"``."""
    return ".".join(str(x) for x in key)


def option_key(kind: str, action: Action, player: int, pub: GalleristState | None = None) -> Key | None:
    """The board piece an option concerns (see the module table), or None for the bar.
    ``pub``: the public state, which says where a visitor bonus takes its visitor from."""
    k = action[0]
    if k in ("start", "move"):
        return None if len(action) > 2 else ("loc", LOCATIONS.index(action[1]))
    if k in ("discover", "buy", "promote", "artist"):
        return ("studio", STUDIOS.index(action[1]))
    if k in ("rep", "offer"):
        return ("im", action[1], action[2])
    if k == "take":
        return ("pile", action[1])
    if k == "draw":
        return ("deck",)
    if k == "sign" and len(action) == 1:
        return ("display",)
    if k == "hire":
        return ("hire", action[1])
    if k == "sell":
        return ("wall", player, action[2])
    if k in ("contract", "slot"):
        return ("slot", player, action[1])
    if k == "space":
        return ("rep", player, action[1])
    if k == "ticket":
        c = COLOURS.index(action[1])
        if len(action) == 2:
            return ("office", c)
        src = action[2]
        if src == "plaza":
            return ("plaza", c)
        return ("lobby", player if src == "lobby" else src, c)
    if k == "visitor":
        return visitor_key(pub, player, COLOURS.index(action[1]))
    if k == "out":
        where = "gallery" if kind == "gallery_out" else "lobby"
        return (where, player, COLOURS.index(action[1]))
    if k == "pile":
        return ("office", COLOURS.index(action[1]))
    if k == "from":
        src = action[1]
        if src == "desk":
            return ("desk", player)
        if src == "ko":
            return ("ko",)
        return ("loc", LOCATIONS.index(src))
    if k == "easel":
        return ("easel", action[1])
    return None


def visitor_key(pub: GalleristState | None, player: int, c: int) -> Key:
    """The piece a pending visitor bonus takes colour ``c`` from: the engine's own source
    (:meth:`~game.gallerist.state.GalleristState.visitor_sources`), the Plaza or the bag."""
    if pub is None or not pub.stack or pub.stack[-1]["kind"] != "visitor":
        return ("plaza", c)
    task = pub.stack[-1]
    return (dict(pub.visitor_sources(player, task["bonus"])).get(c, "plaza"), c)


# For a decision below a turn: the kind of piece that answers it and the action it stands for.
ANSWERS: dict[str, tuple[str, Callable[[Key], Action]]] = {
    "start": ("loc", lambda key: Action("start", LOCATIONS[key[1]])),
    "easel": ("easel", lambda key: Action("easel", key[1], "shown")),
    "artist": ("studio", lambda key: Action("artist", STUDIOS[key[1]])),
    "ticket": ("office", lambda key: Action("ticket", COLOURS[key[1]])),
    "visitor": ("plaza", lambda key: Action("visitor", COLOURS[key[1]])),
    "pile": ("office", lambda key: Action("pile", COLOURS[key[1]])),
    "space": ("rep", lambda key: Action("space", key[2])),
    "lobby_out": ("lobby", lambda key: Action("out", COLOURS[key[2]])),
    "gallery_out": ("gallery", lambda key: Action("out", COLOURS[key[2]])),
    "slot": ("slot", lambda key: Action("slot", key[2])),
    "sign": ("pile", lambda key: Action("take", key[1])),
}


def candidate(pub: GalleristState, decision: Decision, key: Key) -> Action | None:
    """The action the piece ``key`` stands for in the pending ``decision``, legal or not, so that
    the engine can say why it is not a choice (``why_not``); None for a piece that takes no part
    in that decision. The inverse of :func:`option_key`."""
    p, kind, what = decision.player, decision.kind, key[0]
    if kind in ("turn", "ko"):
        return _turn_candidate(pub, p, kind, key)
    if kind == "source" and what in ("desk", "loc"):
        return Action("from", "desk" if what == "desk" else LOCATIONS[key[1]])
    if kind == "visitor" and what == "bag":
        return Action("visitor", COLOURS[key[1]])
    answer = ANSWERS.get(kind)
    if answer is None or what != answer[0] or (what in ("rep", "lobby", "gallery", "slot") and key[1] != p):
        return None
    return answer[1](key)


def _turn_candidate(pub: GalleristState, p: int, kind: str, key: Key) -> Action | None:
    """A turn's (or a kicked-out decision's) action for ``key``: a move, a location action,
    or an executive action."""
    what = key[0]
    here = pub.kicked_out_at if kind == "ko" else pub.gallerist_at(p)
    if what == "loc":
        return Action("move", LOCATIONS[key[1]]) if kind == "turn" else None
    if what == "studio":
        s = STUDIOS[key[1]]
        if here == MEDIA:
            return Action("promote", s)
        return Action("buy" if pub.discovered(key[1]) else "discover", s)
    if what == "im":
        return Action("rep" if key[1] <= 4 else "offer", key[1], key[2])
    if what == "hire":
        return Action("hire", key[1])
    if what in ("display", "pile", "deck"):
        return Action("sign")
    if what == "wall" and key[1] == p:
        slot = next((k for k, card in enumerate(pub.contracts[p]) if card != EMPTY), 0)
        return Action("sell", slot + 1, key[2])
    if what == "slot" and key[1] == p:
        return Action("contract", key[2])
    if what == "plaza":
        return Action("ticket", COLOURS[key[1]], "plaza")
    if what == "lobby":
        return Action("ticket", COLOURS[key[2]], "lobby" if key[1] == p else key[1])
    return None


def table_tips(view: GalleristView, names: Sequence[str]) -> dict[str, str]:
    """The ``table_tips`` hook: what each board piece is, by target (:func:`piece_tip`)."""
    seen = Asking(view, view.seat, list(names), list(view.artist_bonus_hidden))
    tips = {t: piece_tip(seen, key) for key, t in tip_targets(view.num_players)}
    return {t: tip for t, tip in tips.items() if tip is not None}


@lru_cache(maxsize=4)
def tip_targets(players: int) -> tuple[tuple[Key, str], ...]:
    """The pieces that say what they are at a table of ``players``, each with its target."""
    keys: list[Key] = [("studio", s) for s in range(len(STUDIOS))] + [("loc", i) for i in range(len(LOCATIONS))]
    keys += [("office", c) for c in range(len(COLOURS))] + [("im", r, c) for r in range(1, 8) for c in COLUMNS]
    for q in range(players):
        keys += [("board", q), ("walls", q)] + [("slot", q, k) for k in range(1, 4)]
        keys += [("rep", q, k) for k in range(1, 7)]
    return tuple((key, target(key)) for key in keys)


def piece_keys(pub: Any, seat: int) -> list[Key]:
    """Every piece a decision of ``seat`` may concern (the pieces :func:`candidate` knows)."""
    n = pub.num_players
    keys: list[Key] = [("loc", i) for i in range(len(LOCATIONS))] + [("studio", s) for s in range(len(STUDIOS))]
    keys += [("im", r, c) for r in range(1, 8) for c in COLUMNS] + [("display",), ("deck",)]
    keys += [("pile", k) for k in range(1, 5)] + [("easel", k) for k in range(1, 5)]
    keys += [(what, c) for what in ("plaza", "office", "bag") for c in range(len(COLOURS))]
    keys += [("hire", k) for k in range(1, 9 - pub.hired[seat])] + [("desk", seat)]
    keys += [("wall", seat, w) for w in range(1, 5)] + [("slot", seat, k) for k in range(1, 4)]
    keys += [("rep", seat, k) for k in range(1, 7)]
    keys += [(what, q, c) for what in ("lobby", "gallery") for q in range(n) for c in range(len(COLOURS))]
    return keys


def table_choices(state: Any, seat: int, names: Sequence[str]) -> tuple[list[tuple[str, Action, str, str]],
                                                                      dict[str, str]]:
    """The ``table_choices`` hook: the options of ``seat``'s decision by target, with their labels
    and what each costs and gives, and the reasons the other pieces of the decision cannot act."""
    decision = state.decision()
    obs = state.observation(seat)
    pub = public_state(obs)
    asking = Asking(pub, decision.player, list(names), obs["artist_bonus_hidden"])
    options = []
    for a in decision.options:
        key = option_key(decision.kind, a, decision.player, pub)
        options.append(("" if key is None else target(key), a, option_label(asking, a), preview(asking, a)))
    taken = {t for t, *_ in options}
    wanted = {}
    for key in piece_keys(pub, seat):
        t = target(key)
        if t not in taken:
            action = candidate(pub, decision, key)
            if action is not None:
                wanted[t] = action
    refused = state.why_not_each(set(wanted.values()), seat)
    return options, {t: refused[a] for t, a in wanted.items() if refused[a] is not None}
