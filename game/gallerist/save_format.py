"""The Gallerist state as plain data: its fields, the save versions, and reading older saves.

Everything the game remembers is plain data in the fields of :data:`FIELDS` (ints, strings,
lists of them, tasks as dicts), so ``to_data`` is a copy and ``clone`` a handful of list
copies. Per-seat lists are indexed by seat; visitor and ticket counts by colour (v, i, c);
-1 (``EMPTY``) marks an empty place.

- ``turn``/``phase``/``stack``: see :mod:`game.gallerist.state`; ``final_round_from``/``last_turn``:
  the first turn of the final round and the last turn (-1 before the end is triggered);
  ``end_trigger``: the end conditions that triggered it; ``kicked_out_at``: the location whose
  KO space holds a kicked-out piece (-1: none); ``cause``: the action whose steps are pending.
- Lacerda (the solitaire): ``lacerda_at`` its location (-1 before its first move),
  ``lacerda_home`` whether it was sent home, ``lacerda_supply`` its assistants in supply,
  ``lacerda_moved`` whether it has moved after the player's turn under way.
- Per seat: ``money``, ``influence``, ``tickets``, ``hired`` (assistants hired so far),
  ``desk_assistants``, ``assistants_boxed`` (out of the game), ``commission`` (a studio),
  ``walls``/``wall_studios`` (each work on the walls and its artist's studio, left to right),
  ``sold``, ``reputation`` (the tile on each reputation space), ``start_tile``, ``gallery``,
  ``lobby``, ``contracts``/``contract_sides`` (see ``board.OPEN``…)/``contract_assistants``
  (an assistant on it: its bonus used).
- The board: ``spaces`` (action spaces 0-3 and KO spaces 4-7, piece codes of board.py);
  per studio ``studio_collectors`` (a Collector waiting at it), ``artist_tiles``, ``fame``
  (0: undiscovered), ``promotion_tokens``, ``artist_bonus`` (its face-down bonus tile),
  ``signatures``; per art type ``work_stacks``, ``face_up_works`` and ``face_up_visitors`` (on
  the face-up work's ticket tile); ``market_tiles``/``market_assistants`` [row][column] of the
  International Market; ``location_tiles`` (the starting tiles), ``box_office``/``ticket_supply``,
  ``contract_deck``/``contract_piles``/``contract_discard``; in the box (out of play):
  ``visitors_boxed``, ``works_boxed``, ``bonuses_boxed``, ``reputation_boxed``.
- The end: ``auction_queue`` (owners still to take an easel work), ``easel_picks`` ([owner,
  work, 1 exhibited / 0 sold]), ``final`` (the final scoring, None before).

Saves: version 2 (today) carries ``version`` and these names. Version 1 (no ``version``, before
the fields were renamed) used short names (``infl``, ``cside``, ``casst`` …: :data:`V1_NAMES`)
and held tasks as lists ``[kind, player, *args]``; :func:`upgrade` reads it.
"""

from __future__ import annotations

from typing import Any

from game.engine.errors import SaveError

SAVE_VERSION = 2

# Each field's shape, for copying: a scalar (or a value never changed in place), a flat list, a
# list of lists, or the stack of tasks (dicts never changed once pushed, see steps.py).
SCALAR, FLAT, NESTED, TASKS = 0, 1, 2, 3
FIELDS = (
    ("num_players", SCALAR), ("solo", SCALAR), ("rng", SCALAR), ("start_player", SCALAR), ("turn", SCALAR),
    ("phase", SCALAR), ("executive_used", SCALAR), ("kicked_out_at", SCALAR), ("place_order", FLAT),
    ("intermediate_done", SCALAR), ("end_trigger", FLAT), ("final_round_from", SCALAR), ("last_turn", SCALAR),
    ("lacerda_at", SCALAR), ("lacerda_home", SCALAR), ("lacerda_supply", SCALAR), ("lacerda_moved", SCALAR),
    ("stack", TASKS), ("auction_queue", FLAT), ("easel_picks", NESTED),
    ("money", FLAT), ("influence", FLAT), ("tickets", NESTED), ("curator", FLAT), ("dealer", FLAT),
    ("hired", FLAT), ("desk_assistants", FLAT), ("assistants_boxed", FLAT), ("commission", FLAT),
    ("walls", NESTED), ("wall_studios", NESTED), ("sold", NESTED), ("reputation", NESTED), ("start_tile", FLAT),
    ("gallery", NESTED), ("lobby", NESTED), ("contracts", NESTED), ("contract_sides", NESTED),
    ("contract_assistants", NESTED),
    ("spaces", FLAT), ("plaza", FLAT), ("bag", FLAT), ("visitors_boxed", FLAT), ("studio_collectors", FLAT),
    ("artist_tiles", FLAT), ("fame", FLAT), ("promotion_tokens", FLAT), ("artist_bonus", FLAT),
    ("bonuses_used", FLAT), ("bonuses_boxed", FLAT), ("signatures", FLAT), ("work_stacks", NESTED),
    ("face_up_works", FLAT), ("face_up_visitors", NESTED), ("easels", FLAT), ("works_boxed", FLAT),
    ("promotion_supply", FLAT), ("market_tiles", NESTED), ("market_assistants", NESTED),
    ("reputation_boxed", FLAT), ("location_tiles", FLAT), ("box_office", FLAT), ("ticket_supply", FLAT),
    ("contract_deck", FLAT), ("contract_piles", NESTED), ("contract_discard", FLAT), ("cause", SCALAR),
    ("final", SCALAR),
)

FLAT_FIELDS = tuple(name for name, shape in FIELDS if shape in (FLAT, TASKS))
NESTED_FIELDS = tuple(name for name, shape in FIELDS if shape == NESTED)
SCALAR_FIELDS = tuple(name for name, shape in FIELDS if shape == SCALAR)

# Version 1's field names that changed (the others are the same).
V1_NAMES = {
    "n": "num_players", "exec_used": "executive_used", "ko_loc": "kicked_out_at",
    "inter_done": "intermediate_done", "trigger": "end_trigger", "final_from": "final_round_from",
    "lac_loc": "lacerda_at", "lac_home": "lacerda_home", "lac_supply": "lacerda_supply",
    "lac_turn": "lacerda_moved", "easel_pick": "easel_picks", "infl": "influence", "desks": "desk_assistants",
    "boxed": "assistants_boxed", "wall_artist": "wall_studios", "rep": "reputation",
    "cside": "contract_sides", "casst": "contract_assistants", "space": "spaces",
    "studio_col": "studio_collectors", "artist": "artist_tiles", "promo_tok": "promotion_tokens",
    "bonus": "artist_bonus", "bonus_used": "bonuses_used", "bonus_box": "bonuses_boxed",
    "sig": "signatures", "stacks": "work_stacks", "face_up": "face_up_works", "tile_vis": "face_up_visitors",
    "work_box": "works_boxed", "promo_supply": "promotion_supply", "im_rep": "market_tiles",
    "im_asst": "market_assistants", "rep_box": "reputation_boxed", "loc_tile": "location_tiles",
    "supply": "ticket_supply", "cdeck": "contract_deck", "cpiles": "contract_piles",
    "cdiscard": "contract_discard",
}
# Version 1's tasks: ``[kind, player, *args]``, the args named here in order (a pay task's last
# two, the purchase it belonged to, were never read and are dropped).
V1_TASK_ARGS = {
    "bonus": ("bonus",), "visitor": ("bonus",), "ticket": ("colours",), "sign": ("drawn",),
    "pile": ("piles",), "pay": ("cost", "fame_needed"), "fame": ("studio", "fame_needed"),
    "buy_fame": ("studio", "work"), "bought": ("studio", "work", "by_commission"), "discovered": ("studio",),
    "hire": ("count",), "promo_fame": ("studio",), "space": ("tile",), "gallery_out": ("slot",),
    "side": ("slot",), "slot": ("card",),
}
V1_TASK_KINDS = {"promo_fame": "promotion_fame"}


def to_data(state: Any) -> dict[str, Any]:
    """``state``'s fields as plain JSON-safe data, with the game and the save version."""
    out: dict[str, Any] = {"game": state.game_id, "version": SAVE_VERSION}
    for name, shape in FIELDS:
        value = getattr(state, name)
        if shape == TASKS:
            value = [dict(task) for task in value]
        elif shape == FLAT:
            value = list(value)
        elif shape == NESTED:
            value = [list(x) for x in value]
        elif name == "rng":
            value = value.state
        out[name] = value
    return out


def upgrade(d: dict[str, Any]) -> dict[str, Any]:
    """``d`` (any version's ``to_data``) in today's form; a version this code does not know
    raises :class:`~game.engine.errors.SaveError`."""
    version = d.get("version", 1)
    if version == SAVE_VERSION:
        return d
    if version != 1:
        raise SaveError(f"The Gallerist save version {version!r} is not 1 or {SAVE_VERSION}.")
    out = {V1_NAMES.get(key, key): value for key, value in d.items()}
    out["stack"] = [v1_task(t) for t in d["stack"]]
    out["version"] = SAVE_VERSION
    return out


def v1_task(t: list[Any]) -> dict[str, Any]:
    """A version-1 task ``[kind, player, *args]`` as today's dict."""
    kind, player, args = t[0], t[1], t[2:]
    if kind == "source":
        names: tuple[str, ...] = ("purpose", "slot") if args[0] == "contract" else ("purpose", "row", "column")
    else:
        names = V1_TASK_ARGS.get(kind, ())
    return {"kind": V1_TASK_KINDS.get(kind, kind), "player": player, **dict(zip(names, args))}
