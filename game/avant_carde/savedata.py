"""A whole game of Avant Carde as plain JSON-safe data (cards by code) and back.

Version 1 (before the change token had its full name) called the player fields "token" and
"spent_token"; :func:`state_from_data` renames them, so those saves still load.
"""

from __future__ import annotations

from typing import Any

from game.avant_carde.board import Entry
from game.avant_carde.data import GameData, PatronSet
from game.avant_carde.player import Player
from game.avant_carde.steps import PHASES, STEPS
from game.engine.errors import SaveError
from game.engine.rng import Rng
from game.engine.steps import Task

SAVE_VERSION = 2
_V1_PLAYER_KEYS = {"token": "change_token", "spent_token": "spent_change_token"}
CARD_FIELDS = ("src",)          # task fields that hold a card
CARD_LIST_FIELDS = ("cards",)   # task fields that hold a list of cards


def task_to_data(st: Any, t: Task) -> dict[str, Any]:
    """A pending task as plain data: its cards by code."""
    out = dict(t)
    for f in CARD_FIELDS:
        if out.get(f) is not None:
            out[f] = st.code(out[f])
    for f in CARD_LIST_FIELDS:
        if f in out:
            out[f] = [st.code(c) for c in out[f]]
    return out


def task_from_data(st: Any, d: dict[str, Any]) -> Task:
    """A task from :func:`task_to_data`; an unknown kind raises ValueError."""
    if d.get("kind") not in STEPS or d.get("kind") in PHASES:
        raise ValueError(f"unknown task {d.get('kind')!r}")
    out = dict(d)
    for f in CARD_FIELDS:
        if out.get(f) is not None:
            out[f] = st.data.by_code[out[f]]
    for f in CARD_LIST_FIELDS:
        if f in out:
            out[f] = tuple(st.data.by_code[c] for c in out[f])
    return out


def state_to_data(st: Any) -> dict[str, Any]:
    """The whole game as plain JSON-safe data (cards by code)."""
    code = st.code
    players = []
    for p in st.players:
        players.append({
            "tag": p.tag, "hand": [code(c) for c in p.hand], "deck": [code(c) for c in p.deck],
            "discard": [code(c) for c in p.discard],
            "line": [[code(e.card), e.number, e.colour, list(e.odd), e.up, e.tint] for e in p.line],
            "awards": p.awards, "change_token": p.change_token, "made_last": p.made_last,
            "pending": p.pending, "money": p.money, "made": p.made, "buries": p.buries,
            "spent_change_token": p.spent_change_token, "designer": p.designer, "schmoozer": p.schmoozer,
            "hoarders": [list(h) for h in p.hoarders],
            "copies": [[pid, code(src)] for pid, src in p.copies],
            "used": sorted(p.used),
            "once": sorted(p.once), "imitated": sorted(code(c) for c in p.imitated),
            "forged": sorted(p.forged), "watchers": p.watchers,
            "first_four": code(p.first_four) if p.first_four is not None else None,
        })
    return {
        "version": SAVE_VERSION, "seed": st.seed, "options": dict(st.options),
        "patrons": st.pset.to_data(), "rng": str(st.rng.state),
        "round": st.round, "phase": st.phase, "first": st.first, "queue": list(st.queue),
        "stacks": {str(n): [code(c) for c in s] for n, s in st.stacks.items()},
        "awards_left": st.awards_left, "extras_left": st.extras_left, "unlimited": st.unlimited,
        "change_supply": st.change_supply, "gems": list(st.gems),
        "trash": [code(c) for c in st.trash], "buys": [list(b) for b in st.buys],
        "final_round": st.final_round, "token_section": st.token_section,
        "tasks": [task_to_data(st, t) for t in st.tasks],
        "snapshot": st.snapshot, "result": st.result,
        "players": players,
    }


def state_from_data(blank: Any, d: dict[str, Any], data: GameData) -> Any:
    """Fill a state from :func:`state_to_data` output; ``blank(data, patron_set, options, seed)``
    makes the empty state. Raises :class:`SaveError` for a version it cannot read (the caller turns
    a damaged dict's KeyError/ValueError … into one)."""
    if d.get("version") == 1:
        d = dict(d, players=[{_V1_PLAYER_KEYS.get(k, k): v for k, v in pd.items()} for pd in d["players"]])
    elif d.get("version") != SAVE_VERSION:
        raise SaveError(f"Avant Carde save version {d.get('version')!r} is not 1 or {SAVE_VERSION}.")
    cid = data.by_code.__getitem__
    st = blank(data, PatronSet.from_data(d["patrons"]), d["options"], d["seed"])
    st.rng = Rng(int(d["rng"]))
    st.round, st.phase, st.first = int(d["round"]), d["phase"], int(d["first"])
    st.queue = [int(s) for s in d["queue"]]
    st.stacks = {int(n): [cid(c) for c in s] for n, s in d["stacks"].items()}
    st.awards_left, st.extras_left = int(d["awards_left"]), int(d["extras_left"])
    st.unlimited, st.change_supply = int(d["unlimited"]), int(d["change_supply"])
    st.gems = [int(s) for s in d["gems"]]
    st.trash = [cid(c) for c in d["trash"]]
    st.buys = [(int(a), int(b)) for a, b in d["buys"]]
    st.final_round, st.token_section = bool(d["final_round"]), int(d["token_section"])
    st.snapshot, st.result = d["snapshot"], d["result"]
    for pd in d["players"]:
        p = Player(pd["tag"])
        p.hand, p.deck, p.discard = ([cid(c) for c in pd["hand"]], [cid(c) for c in pd["deck"]],
                                     [cid(c) for c in pd["discard"]])
        p.line = [Entry(cid(c), int(n), col, tuple(odd), bool(up), tint) for c, n, col, odd, up, tint in pd["line"]]
        p.awards, p.change_token, p.made_last = int(pd["awards"]), bool(pd["change_token"]), int(pd["made_last"])
        p.pending, p.money, p.made, p.buries = int(pd["pending"]), int(pd["money"]), int(pd["made"]), int(pd["buries"])
        p.spent_change_token, p.designer, p.schmoozer = (bool(pd["spent_change_token"]), int(pd["designer"]),
                                                         int(pd["schmoozer"]))
        p.hoarders = [[h[0], int(h[1])] for h in pd["hoarders"]]
        p.copies = [(pid, cid(src)) for pid, src in pd["copies"]]
        p.used = {str(k) for k in pd["used"]}
        p.once, p.imitated = set(pd["once"]), {cid(c) for c in pd["imitated"]}
        p.forged, p.watchers = {int(i) for i in pd["forged"]}, int(pd["watchers"])
        p.first_four = cid(pd["first_four"]) if pd["first_four"] is not None else None
        st.players.append(p)
    st.tasks = [task_from_data(st, t) for t in d["tasks"]]
    return st
