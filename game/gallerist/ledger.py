"""The log's accounts: every public quantity of a position as a count (:func:`tally`), and the
changes each event of the log stands for (:func:`changes`).

Replaying the changes of a game's events from its first position reproduces the tally after
every action: that is how the soak proves the log accounts for every change
(:func:`game.tools.soak.play_checked`), and every event with changes has a line of the log
(:func:`game.gallerist.view.describe_event`).

A quantity is a key naming it: ``money/P``, ``influence/P``, ``tickets/P/COLOUR``; visitors by
zone (``gallery/P/C``, ``lobby/P/C``, ``plaza/C``, ``bag/C``, ``studio/S`` a Collector at a
studio, ``tile/TYPE/C`` on a work's ticket tile); pieces by place (``space/I/PIECE`` on board
space I, ``desk/P``, ``box/P`` out of the game, ``unhired/P``, ``contract_assistant/P/K``,
``market/ROW/COL/OWNER``, ``lacerda_supply``, ``lacerda_home``); works (``wall/P/W``,
``sold/P/W``, ``face_up/TYPE/W``, ``stack/TYPE``, ``easel/W``, ``picked/OWNER/W``); artists
(``fame/S``, ``signatures/S``, ``promotion/S/LEVEL``, ``promotion_supply/LEVEL``,
``commission/P/S``, ``bonus_hidden/S``); contracts (``contract/P/K/CARD``,
``side/P/K/SIDE``, ``pile/K/CARD``, ``contract_deck``, ``contract_discard``); tiles
(``rep/P/K/TILE``, ``start_tile/P/TILE``, ``location_tile/LOC/TILE``, ``market_tile/ROW/COL/TILE``,
``tiles_boxed``); tickets in ``box_office/C`` and ``supply/C``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.gallerist.board import EMPTY, KO, LACERDA, SIDE_NAMES, STUDIOS, assistant, gallerist
from game.gallerist.data import COLOURS, COLUMNS, LOCATIONS

Tally = Counter[str]  # key -> count
Change = tuple[str, int]


def tally(st: Any) -> Tally:
    """Every public quantity of ``st`` (a state) as counts, zero counts left out."""
    t: Tally = Counter()
    for p in st.players:
        t[f"money/{p}"] = st.money[p]
        t[f"influence/{p}"] = st.influence[p]
        t[f"desk/{p}"] = st.desk_assistants[p]
        t[f"box/{p}"] = st.assistants_boxed[p]
        t[f"unhired/{p}"] = len(st.data.hiring) - st.hired[p]
        for c, colour in enumerate(COLOURS):
            t[f"tickets/{p}/{colour}"] = st.tickets[p][c]
            t[f"gallery/{p}/{colour}"] = st.gallery[p][c]
            t[f"lobby/{p}/{colour}"] = st.lobby[p][c]
        for w in st.walls[p]:
            t[f"wall/{p}/{w}"] += 1
        for w in st.sold[p]:
            t[f"sold/{p}/{w}"] += 1
        if st.commission[p] != EMPTY:
            t[f"commission/{p}/{STUDIOS[st.commission[p]]}"] += 1
        for k in range(3):
            if st.contracts[p][k] != EMPTY:
                t[f"contract/{p}/{k + 1}/{st.contracts[p][k]}"] += 1
                t[f"side/{p}/{k + 1}/{SIDE_NAMES[st.contract_sides[p][k]]}"] += 1
            t[f"contract_assistant/{p}/{k + 1}"] = st.contract_assistants[p][k]
        for k, tile in enumerate(st.reputation[p]):
            if tile != EMPTY:
                t[f"rep/{p}/{k + 1}/{tile}"] += 1
        if st.start_tile[p] != EMPTY:
            t[f"start_tile/{p}/{st.start_tile[p]}"] += 1
    for c, colour in enumerate(COLOURS):
        t[f"plaza/{colour}"] = st.plaza[c]
        t[f"bag/{colour}"] = st.bag[c]
        t[f"box_office/{colour}"] = st.box_office[c]
        t[f"supply/{colour}"] = st.ticket_supply[c]
    for i, piece in enumerate(st.spaces):
        if piece != EMPTY:
            t[f"space/{i}/{piece}"] += 1
    for s, code in enumerate(STUDIOS):
        t[f"fame/{code}"] = st.fame[s]
        t[f"signatures/{code}"] = st.signatures[s]
        t[f"studio/{code}"] = st.studio_collectors[s]
        t[f"bonus_hidden/{code}"] = int(st.artist_bonus[s] != EMPTY)
        if st.promotion_tokens[s]:
            t[f"promotion/{code}/{st.promotion_tokens[s]}"] += 1
    for level, n in enumerate(st.promotion_supply):
        t[f"promotion_supply/{level + 1}"] = n
    for ty in range(4):
        t[f"stack/{ty}"] = len(st.work_stacks[ty])
        if st.face_up_works[ty] != EMPTY:
            t[f"face_up/{ty}/{st.face_up_works[ty]}"] += 1
        for c, colour in enumerate(COLOURS):
            t[f"tile/{ty}/{colour}"] = st.face_up_visitors[ty][c]
    for w in st.easels:
        t[f"easel/{w}"] += 1
    for owner, w, _ in st.easel_picks:
        t[f"picked/{owner}/{w}"] += 1
    for row in range(7):
        for col in range(3):
            if st.market_assistants[row][col] != EMPTY:
                t[f"market/{row + 1}/{COLUMNS[col]}/{st.market_assistants[row][col]}"] += 1
            if row < len(st.market_tiles) and st.market_tiles[row][col] != EMPTY:
                t[f"market_tile/{row + 1}/{COLUMNS[col]}/{st.market_tiles[row][col]}"] += 1
    for loc, tile in enumerate(st.location_tiles):
        if tile != EMPTY:
            t[f"location_tile/{LOCATIONS[loc]}/{tile}"] += 1
    for k, pile in enumerate(st.contract_piles):
        for card in pile:
            t[f"pile/{k + 1}/{card}"] += 1
    t["contract_deck"] = len(st.contract_deck)
    t["contract_discard"] = len(st.contract_discard)
    t["tiles_boxed"] = len(st.reputation_boxed)
    if st.solo:
        t["lacerda_supply"] = st.lacerda_supply
        t["lacerda_home"] = st.lacerda_home
    return +t


def _space(where: Any) -> int:
    """A board space from an event's place: a location's id, ``ko-LOC``, or its index."""
    if isinstance(where, int):
        return where
    return LOCATIONS.index(where)


def _assistant_from(p: int, src: str, ko_at: int | None = None) -> list[Change]:
    """An available assistant of ``p`` taken from ``src`` (desk, a location, the KO space)."""
    if src == "desk":
        return [(f"desk/{p}", -1)]
    if src == "ko":
        assert ko_at is not None
        return [(f"space/{KO + LOCATIONS.index(ko_at)}/{assistant(p)}", -1)]
    return [(f"space/{LOCATIONS.index(src)}/{assistant(p)}", -1)]


def _visitor(p: int | None, zone: str, colour: str) -> str:
    return f"{zone}/{colour}" if zone in ("plaza", "bag") else f"{zone}/{p}/{colour}"


def changes(e: dict[str, Any]) -> list[Change]:
    """The quantities event ``e`` changes, and by how much (empty: it changes none)."""
    t = e["type"]
    p: Any = e.get("player")          # a seat (None: an event of nobody's)
    out: list[Change] = []
    if t == "start":
        loc = LOCATIONS.index(e["location"])
        out += [(f"space/{loc}/{gallerist(p)}", 1), (f"location_tile/{e['location']}/{e['tile']}", -1),
                (f"start_tile/{p}/{e['tile']}", 1)]
    elif t == "tiles_boxed":
        out += [(f"location_tile/{loc}/{tile}", -1) for loc, tile in zip(e["locations"], e["tiles"])]
        out.append(("tiles_boxed", len(e["tiles"])))
    elif t == "move":
        dest = LOCATIONS.index(e["to"])
        if e["from"] != "gallery":
            here = LOCATIONS.index(e["from"])
            out.append((f"space/{here}/{gallerist(p)}", -1))
            if e["leave"]:
                out += [(f"desk/{p}", -1), (f"space/{here}/{assistant(p)}", 1)]
        out.append((f"space/{dest}/{gallerist(p)}", 1))
    elif t == "kick":
        loc = LOCATIONS.index(e["location"])
        piece = assistant(p) if e["piece"] == "assistant" else gallerist(p)
        out += [(f"space/{loc}/{piece}", -1), (f"space/{KO + loc}/{piece}", 1)]
    elif t == "home":
        piece = assistant(p) if e["piece"] == "assistant" else gallerist(p)
        if e["from"] == "contract":
            out.append((f"contract_assistant/{p}/{e['slot']}", -1))
        elif e["from"] != EMPTY:
            out.append((f"space/{e['from']}/{piece}", -1))
        out.append({"desk": (f"desk/{p}", 1), "box": (f"box/{p}", 1), "supply": ("lacerda_supply", 1),
                    "home": ("lacerda_home", 1), "gallery": ("", 0)}[e["to"]])
    elif t == "lacerda_move":
        dest = LOCATIONS.index(e["to"])
        if e["from"] in ("start", "home"):
            out.append(("lacerda_home", -1))
        else:
            here = LOCATIONS.index(e["from"])
            out.append((f"space/{here}/{gallerist(LACERDA)}", -1))
            if e["left"]:
                out += [("lacerda_supply", -1), (f"space/{here}/{assistant(LACERDA)}", 1)]
        out.append((f"space/{dest}/{gallerist(LACERDA)}", 1))
    elif t == "lacerda_market":
        out += [("lacerda_supply", -1), (f"market/{e['row']}/{e['column']}/{LACERDA}", 1)]
        if e["tile"] != EMPTY:
            out += [(f"market_tile/{e['row']}/{e['column']}/{e['tile']}", -1), ("tiles_boxed", 1)]
    elif t == "ko_action" and e["what"] == "location":
        out.append((f"influence/{p}", e["influence"][1] - e["influence"][0]))
    elif t == "discover":
        out.append((f"bonus_hidden/{e['studio']}", -1))
    elif t == "commission":
        s = e["studio"]
        out += [(f"fame/{s}", e["fame"]), (f"signatures/{s}", -1), (f"commission/{p}/{s}", 1)]
        if e["collector"]:
            out += [(f"studio/{s}", -1), ("plaza/c", 1)]
    elif t == "tile_visitors":
        for c, n in zip(COLOURS, e["visitors"]):
            out += [(f"tile/{e['art']}/{c}", -n), (f"plaza/{c}", n)]
    elif t == "hang":
        s, w = e["studio"], e["work"]
        out += [(f"wall/{p}/{w}", 1), (f"face_up/{w // 8}/{w}", -1),
                (f"commission/{p}/{s}", -1) if e["by_commission"] else (f"signatures/{s}", -1)]
    elif t == "reveal_work":
        w = e["work"]
        out += [(f"stack/{w // 8}", -1), (f"face_up/{w // 8}/{w}", 1)]
        for c, n in zip(COLOURS, e["visitors"]):
            out += [(f"bag/{c}", -n), (f"tile/{w // 8}/{c}", n)]
    elif t == "start_tile_boxed":
        out += [(f"start_tile/{p}/{e['tile']}", -1), ("tiles_boxed", 1)]
    elif t == "start_tile_due":
        out.append((f"start_tile/{p}/{e['tile']}", -1))
    elif t == "sell":
        w, s = e["work"], e["studio"]
        out += [(f"wall/{p}/{w}", -1), (f"sold/{p}/{w}", 1), (f"money/{p}", e["money"]), (f"signatures/{s}", 1)]
    elif t == "fulfil":
        out += [(f"side/{p}/{e['slot']}/open", -1), (f"side/{p}/{e['slot']}/{e['side']}", 1)]
    elif t == "promote":
        s = e["studio"]
        out += [(f"influence/{p}", -e["influence"]), (f"promotion/{s}/{e['level']}", 1),
                (f"promotion_supply/{e['level']}", -1)]
        if e["old_token"]:
            out += [(f"promotion/{s}/{e['old_token']}", -1), (f"promotion_supply/{e['old_token']}", 1)]
    elif t == "fame":
        out.append((f"fame/{e['studio']}", e["to"] - e["from"]))
    elif t == "celebrity":
        out.append((f"money/{p}", e["money"]))
    elif t in ("pay", "fame_steps"):
        out.append((f"influence/{p}", e["influence"][1] - e["influence"][0]))
        if t == "pay":
            out.append((f"money/{p}", -e["money"]))
    elif t == "money_bonus":
        out.append((f"money/{p}", e["money"]))
    elif t == "influence_bonus":
        out.append((f"influence/{p}", e["influence"]))
    elif t == "gain_ticket":
        c = e["colour"]
        out += [(f"tickets/{p}/{c}", 1), (f"{e['from']}/{c}", -1)]
    elif t == "pile":
        out += [(f"box_office/{e['colour']}", -1), (f"supply/{e['colour']}", 1)]
    elif t == "spend_ticket":
        c, src = e["colour"], e["from"]
        out += [(f"tickets/{p}/{c}", -1), (f"supply/{c}", 1)]
        if src == "plaza":
            out += [(f"plaza/{c}", -1), (f"lobby/{p}/{c}", 1)]
        elif src == "lobby":
            out += [(f"lobby/{p}/{c}", -1), (f"gallery/{p}/{c}", 1)]
        else:
            out += [(f"lobby/{src}/{c}", -1), (f"plaza/{c}", 1)]
    elif t == "visitor":
        out += [(_visitor(p, e["from"], e["colour"]), -1), (f"gallery/{p}/{e['colour']}", 1)]
    elif t == "to_plaza":
        out += [(f"{e['from']}/{p}/{e['colour']}", -1), (f"plaza/{e['colour']}", 1)]
    elif t == "hire":
        out += [(f"unhired/{p}", -1), (f"desk/{p}", 1)]
    elif t == "contract_bonus":
        out += _assistant_from(p, e["from"], e.get("ko_at"))
        out.append((f"contract_assistant/{p}/{e['slot']}", 1))
    elif t == "market":
        out += _assistant_from(p, e["from"], e.get("ko_at"))
        out += [(f"market/{e['row']}/{e['column']}/{p}", 1), (f"influence/{p}", e["influence"])]
        if e["tile"] != EMPTY:
            out.append((f"market_tile/{e['row']}/{e['column']}/{e['tile']}", -1))
    elif t == "reputation":
        out.append((f"rep/{p}/{e['space']}/{e['tile']}", 1))
    elif t == "reshuffle":
        out += [("contract_discard", -e["cards"]), ("contract_deck", e["cards"])]
    elif t == "draw_contracts":
        for k, card in enumerate(e["cards"]):
            if card >= 0:
                out += [("contract_deck", -1), (f"pile/{k + 1}/{card}", 1)]
    elif t == "refill":
        out += [("contract_deck", -1), (f"pile/{e['pile']}/{e['card']}", 1)]
    elif t == "take_contract":
        out.append((f"pile/{e['pile']}/{e['card']}", -1))
    elif t == "sign":
        k = e["slot"]
        out += [(f"contract/{p}/{k}/{e['card']}", 1), (f"side/{p}/{k}/open", 1)]
        if e["replaced"] != EMPTY:
            out += [(f"contract/{p}/{k}/{e['replaced']}", -1), (f"side/{p}/{k}/{e['replaced_side']}", -1),
                    ("contract_discard", 1)]
    elif t in ("easel", "lacerda_easel"):
        owner = LACERDA if t == "lacerda_easel" else p
        out += [(f"easel/{e['work']}", -1), (f"picked/{owner}/{e['work']}", 1)]
    elif t == "final_scoring":
        out += [(f"money/{p}", e["money"][1] - e["money"][0]),
                (f"influence/{p}", e["influence"][1] - e["influence"][0])]
    return [(k, n) for k, n in out if k and n]


def unaccounted(before: Tally, events: list[dict[str, Any]], after: Tally, names: Sequence[str]) -> list[str]:
    """What the log of ``events`` leaves out of the change from ``before`` to ``after``: each
    quantity whose replayed change differs (``key: N logged, M real``), and each event with
    changes but no line (empty: the log accounts for every change)."""
    from game.gallerist.log import describe_event
    replay = Counter(before)
    out = []
    for e in events:
        moved = changes(e)
        if moved and not describe_event(e, names):
            out.append(f"the {e['type']} event changes {moved[0][0]} but has no line")  # i18n: not shown
        for key, n in moved:
            replay[key] += n
    replay = +replay
    return out + [f"{key}: {replay.get(key, 0)} logged, {after.get(key, 0)} real"  # i18n: not shown
                  for key in sorted(set(replay) | set(after)) if replay.get(key, 0) != after.get(key, 0)]
