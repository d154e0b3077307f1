"""What a seat may see (:func:`observation`), full states that agree with it
(:func:`determinize`), the public state a table asks its questions of (:func:`public_state`),
and the game log in words.

Hidden from a seat: other players' Curator and Art Dealer cards, the face-down
contract deck (its count shows), the face-down work stacks and the set-aside works
in the box (counts show), the bonus tiles on undiscovered artists and the unused
ones, the unused reputation tiles, and the generator state (so no draw can be
foreseen). The bag is kept as counts per colour, which any player can work out.
"""

from collections.abc import Sequence

from game.engine.actions import Action
from game.gallerist.board import EMPTY
from game.gallerist.data import COLOUR_NAMES, COLOURS, LOCATION_NAMES, LOCATIONS, TYPE_NAMES, GalleristData, load_data
from game.gallerist.state import GalleristState

# The hidden lists an observation holds as counts (the work stacks: a count per art type).
HIDDEN = ("contract_deck", "works_boxed", "bonuses_boxed", "reputation_boxed")


def observation(state, seat):
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


def public_state(obs: dict, data: GalleristData | None = None) -> GalleristState:
    """A state built from an observation, every hidden pile left empty (their counts are in
    ``obs``): the rules' own questions (stars, sale value, promotion level …) answered about
    what the seat sees, without the hidden state."""
    public = dict(obs)
    for name in HIDDEN:
        public[name] = []
    public["work_stacks"] = [[] for _ in obs["work_stacks"]]
    return GalleristState.from_data(public, data, check=False)


def determinize(obs, rng, data=None):
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
    pool = list(d.artist_bonuses)
    for b in obs["bonuses_used"]:
        pool.remove(b)
    rng.shuffle(pool)
    full["artist_bonus"] = [pool.pop() if h else EMPTY for h in obs["artist_bonus_hidden"]]
    full["bonuses_boxed"] = pool
    placed = {t for row in obs["market_tiles"] for t in row} | {t for row in obs["reputation"] for t in row} | set(
        obs["start_tile"]) | set(obs["location_tiles"]) | {t["tile"] for t in pending if t["kind"] == "space"}
    full["reputation_boxed"] = [t for t in range(1, 21) if t not in placed]
    return GalleristState.from_data(full, d, check=False)


# ---------------------------------------------------------------- the log in words

REVEALING = frozenset({"reveal_work", "draw_contracts", "take_contract", "discover", "turn",
                       "game_over", "visitor", "lacerda_move"})


def reveals(events):
    """Whether something hidden came to light (undo stops there)."""
    return any(e["type"] in REVEALING for e in events)


def studio_name(code):
    t = {"pa": 0, "sc": 1, "ph": 2, "di": 3}[code[:2]]
    return f"the {'red' if code[2] == 'r' else 'blue'} {TYPE_NAMES[t].lower()} artist"


def _loc(lid):
    return LOCATION_NAMES[LOCATIONS.index(lid)]


def _col(cid):
    return COLOUR_NAMES[COLOURS.index(cid)]


def _a(cid):
    """The colour's name with its article ("a VIP", "an Investor")."""
    name = _col(cid)
    return ("an " if name[0] in "AEIOU" else "a ") + name


def _steps(k):
    return f"{k} influence step{'s' if k != 1 else ''}"


WORDS = {
    "pass": lambda a: "Passes.",
    "end": lambda a: "Ends the turn.",
    "start": lambda a: f"Starts at the {_loc(a[1])}.",
    "move": lambda a: f"Moves to the {_loc(a[1])}" + (", leaving an assistant." if len(a) > 2 else "."),
    "discover": lambda a: f"Discovers {studio_name(a[1])}.",
    "buy": lambda a: f"Buys a work of {studio_name(a[1])}.",
    "sign": lambda a: "Signs a contract.",
    "sell": lambda a: f"Sells the work on wall {a[2]} with contract {a[1]}.",
    "hire": lambda a: f"Hires {a[1]} assistant{'s' if a[1] > 1 else ''}.",
    "promote": lambda a: f"Promotes {studio_name(a[1])}.",
    "rep": lambda a: f"Takes the reputation tile at row {a[1]}, column {a[2]}.",
    "offer": lambda a: f"Makes an offer at row {a[1]}, column {a[2]}.",
    "contract": lambda a: f"Uses the bonus of contract {a[1]}.",
    "fame": lambda a: f"Spends {_steps(a[1])} as fame.",
    "artist": lambda a: f"Gives the fame bonus to {studio_name(a[1])}.",
    "tickets": lambda a: f"Takes {_a(a[1])} and {_a(a[2])} ticket.",
    "visitor": lambda a: f"Brings {_a(a[1])} into the gallery.",
    "pile": lambda a: f"Moves {_a(a[1])} ticket from the box office to the supply.",
    "from": lambda a: f"Uses an assistant from {'a desk' if a[1] == 'desk' else 'the KO space' if a[1] == 'ko' else 'the ' + _loc(a[1])}.",
    "space": lambda a: f"Places the reputation tile on space {a[1]}.",
    "out": lambda a: f"Sends {_a(a[1])} to the Plaza.",
    "side": lambda a: f"Turns the contract {'money' if a[1] == 'money' else 'influence'} side up.",
    "draw": lambda a: "Draws 4 new contracts.",
    "take": lambda a: f"Takes the contract on pile {a[1]}.",
    "slot": lambda a: f"Puts it into contract slot {a[1]}.",
    "easel": lambda a: f"Takes easel work {a[1]}, counted as {'exhibited' if a[2] == 'shown' else 'sold'}.",
    "done": lambda a: "Stops spending tickets.",
}


def describe(state, seat, action, names=None):
    """The game log's line for ``seat`` taking ``action`` (:func:`describe_action`: the words
    need nothing of the state)."""
    return describe_action(seat, action, names)


def describe_action(seat: int, action: Action, names: Sequence[str] | None = None) -> str | None:
    """An action in words, starting with the acting seat's name. None for a payment (its
    ``pay`` event says what was paid, chosen or not) and for spending no influence on fame
    (a choice that changes nothing has no line)."""
    who = names[seat] if names else f"Player {seat + 1}"
    if action[0] == "pay" or (action[0] == "fame" and not action[1]):
        return None
    if action[0] == "ticket":
        if len(action) == 2:
            text = f"Takes {_a(action[1])} ticket."
        else:
            src = action[2]
            other = names[src] if names and isinstance(src, int) else f"Player {src + 1}" if isinstance(src, int) else src
            where = {"plaza": "from the Plaza to the lobby", "lobby": "from the lobby into the gallery"}.get(
                src, f"from {other}'s lobby to the Plaza")
            text = f"Spends {_a(action[1])} ticket to move a visitor {where}."
    else:
        text = WORDS.get(action[0], lambda a: str(a))(action)
    return f"{who} {text[0].lower()}{text[1:]}"


def describe_event(e, names):
    t = e["type"]
    p = e.get("player")
    who = names[p] if p is not None and p < len(names) else "Lacerda"
    if t == "kick":
        return f"{who}'s {e['piece']} is kicked out of the {_loc(e['location'])}."
    if t == "ko_pass" and e.get("nothing"):
        return f"{who} has no kicked-out action to take."
    if t == "celebrity":
        return f"{studio_name(e['studio']).capitalize()} becomes a Celebrity; {who} gains $5."
    if t == "intermediate":
        return "A box-office pile is empty: intermediate scoring ($ and I bonus for everyone)."
    if t == "end_triggered":
        return "The end is triggered (" + ", ".join(e["conditions"]) + "): finish the round, then one final round."
    if t == "lacerda_move":
        return f"Lacerda moves to the {_loc(e['to'])}."
    if t == "kick_lacerda":
        return f"{who} kicks Lacerda out of the {_loc(e['location'])}."
    if t == "lacerda_market":
        return f"Lacerda places an assistant in the International Market (row {e['row']}, column {e['column']})."
    if t == "sell":
        return f"{who} gains ${e['money']}."
    if t == "pay":
        cash, k = e["money"], e["influence_steps"]
        if not k:
            return f"{who} pays ${cash}."
        return f"{who} pays ${cash} and {_steps(k)}." if cash else f"{who} pays with {_steps(k)}."
    if t == "game_over":
        if e.get("headline"):
            return e["headline"] + "."
        ws = e["winners"]
        return " and ".join(names[w] for w in ws) + (" win" if len(ws) > 1 else " wins") + " the game."
    return None
