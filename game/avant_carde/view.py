"""What one seat may see (``observation``), a full state rebuilt from it (``determinize``), the
same state with its chance to come drawn afresh (``fresh_future``), and actions put into words
for the game log (``describe``).

Hidden from a seat: other players' hands, every deck's order, the gallery stacks
below their top cards, other players' concealed cards, and — while the play
phase lasts — everything other players did this round (the phase is
simultaneous in the rules: a seat sees the others as they were when it began).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.avant_carde.board import NUMBERS, Entry
from game.avant_carde.data import load_data, patron_set_of
from game.avant_carde.player import Player
from game.avant_carde.rounds import public_seat
from game.avant_carde.savedata import task_from_data, task_to_data
from game.avant_carde.state import AvantCardeState
from game.engine.i18n import N_, M, Mn, Mp
from game.engine.rng import Rng

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence
    from typing import Any

    from game.avant_carde.data import Card, GameData
    from game.engine.actions import Action
    from game.engine.i18n import Msg
    from game.engine.state import Event

_ROUND_FIELDS = ("pending", "money", "made", "buries", "spent_change_token", "designer", "schmoozer",
                 "watchers", "made_last")
_STACK_KEYS = {n: str(n) for n in NUMBERS}
_ACTION_TEXTS: dict[Action, str] = {}   # action -> its text form: the same few hundred actions come back all game


def _text(action: Action) -> str:
    text = _ACTION_TEXTS.get(action)
    if text is None:
        text = _ACTION_TEXTS[action] = str(action)
    return text


def observation(st: AvantCardeState, seat: int | None) -> dict[str, Any]:
    """Plain data with everything ``seat`` may see of ``st``.

    Observations are read often (every decision of every agent, and a search's every
    sample starts from one), so this is written for speed: card codes come from a table,
    line entries are unpacked as the tuples they are. Treat an observation as read-only:
    ``patrons`` is the patron set's own cached data.

    ``seat``: a seat at the table; anything else (None, or a seat nobody has) is a spectator,
    who sees what everybody may see (its ``seat`` is then None).
    """
    if seat not in range(len(st.players)):
        seat = None
    code = st.data.codes.__getitem__
    phase = st.phase
    hidden_lines = phase == "play"
    gems = st.gems
    players = []
    for q, p in enumerate(st.players):
        me = q == seat
        view = {"tag": p.tag, "awards": p.awards, "change_token": p.change_token, "gem": q in gems}
        if hidden_lines and not me:
            snap = st.snapshot[q]
            view.update(hand=None, hand_count=snap["hand"], deck_count=snap["deck"],
                        discard=list(snap["discard"]), line=[], line_hidden=True,
                        unseen=list(snap["unseen"]))
            players.append(view)
            continue
        line = []
        for card, number, colour, odd, up, tint in p.line:
            if up or me:
                line.append({"code": code(card), "number": number, "colour": colour,
                             "odd": list(odd), "up": up, "tint": tint})
            else:
                line.append({"code": None, "number": None, "colour": None, "odd": [], "up": False,
                             "tint": tint})
        if me:
            unseen = sorted(map(code, p.deck))
            hand = list(map(code, p.hand))
        else:
            unseen = sorted(map(code, p.hand + p.deck + [e[0] for e in p.line if not e[4]]))
            hand = None
        view.update(hand=hand, hand_count=len(p.hand), deck_count=len(p.deck),
                    discard=list(map(code, p.discard)), line=line, line_hidden=False, unseen=unseen,
                    pending=p.pending, money=p.money, made=p.made, buries=p.buries,
                    spent_change_token=p.spent_change_token, designer=p.designer,
                    schmoozer=p.schmoozer, watchers=p.watchers, made_last=p.made_last,
                    hoarders=[list(h) for h in p.hoarders],
                    copies=[[pid, code(src)] for pid, src in p.copies],
                    used=sorted(p.used), once=sorted(p.once),
                    imitated=sorted(map(code, p.imitated)), forged=sorted(p.forged),
                    first_four=code(p.first_four) if p.first_four is not None else None)
        players.append(view)
    tasks = [task_to_data(st, t) for t in st.tasks if t["player"] == seat or phase == "buy"] \
        if st.tasks else []
    d = st.decision()
    queue = st.queue
    return {
        "game": "avant-carde", "seat": seat, "round": st.round, "phase": phase, "first": st.first,
        "options": dict(st.options), "patrons": st.pset.to_data(),
        "queue": list(queue) if phase == "buy" else ([st.acting] if st.acting == seat else []),
        "stacks": {_STACK_KEYS[n]: {"top": code(s[-1]) if s else None, "count": len(s)}
                   for n, s in st.stacks.items()},
        "awards_left": st.awards_left, "extras_left": st.extras_left, "unlimited": st.unlimited,
        "change_supply": st.change_supply, "gems": list(gems), "trash": list(map(code, st.trash)),
        "buys": [list(b) for b in st.buys], "final_round": st.final_round,
        "token_section": st.token_section, "tasks": tasks, "result": st.result,
        "blocked": st.blocked_stack(),
        # Public on a shared screen: who is to act and at what, and who is still playing a line.
        "turn": {"player": d.player, "kind": d.kind} if d is not None else None,
        "acting": st.acting, "still_playing": list(queue) if phase == "play" else [],
        "decision": ({"kind": d.kind, "prompt": d.prompt, "options": list(map(_text, d.options)),
                      "source": d.source}
                     if d is not None and d.player == seat else None),
        "players": players,
    }


def determinize(obs: dict[str, Any], rng: Rng, data: GameData | None = None) -> AvantCardeState:
    """A full state that agrees with ``obs``; every hidden card is drawn at random from ``rng``.

    Gallery stacks below their tops, opponents' hands, decks and concealed cards,
    and the seat's own deck order are resampled from the cards the seat cannot
    place. The play phase restarts for opponents the seat has not seen play.
    To draw many states from one observation, make one :class:`Determinizer`.
    """
    return Determinizer(obs, data).sample(rng)


def fresh_future(state: AvantCardeState, rng: Rng) -> AvantCardeState:
    """A copy of ``state`` whose chance to come is drawn afresh from ``rng``: every deck and the
    gallery stacks below their tops shuffled, and a new generator. Decks are shuffled when dealt,
    so their order is the future the game would have; no seat has seen it. Everything a seat has
    seen or holds (hands, lines, tops, discards) stays as it lies."""
    st = state.clone()
    st.rng = Rng(rng.next64())
    for p in st.players:
        deck = list(p.deck)
        rng.shuffle(deck)
        p.deck = deck
    for n, stack in st.stacks.items():
        below = stack[:-1]
        rng.shuffle(below)
        st.stacks[n] = below + stack[-1:]
    return st


class Determinizer:
    """Samples full states that agree with one observation (see :func:`determinize`).

    Everything the observation fixes — the public state, the seat's own round, known line
    entries, which cards each hidden zone is drawn from — is decoded once; each
    :meth:`sample` copies that and deals only the hidden cards. A search samples the same
    observation thousands of times, so this is where its time goes. The draws from ``rng``
    are the same, in the same order, as the one-off :func:`determinize` has always made.
    """

    def __init__(self, obs: dict[str, Any], data: GameData | None = None) -> None:
        data = data or load_data()
        self.obs, self.data = obs, data
        cid = data.by_code.__getitem__
        self.seat = seat = obs["seat"]
        st = AvantCardeState._blank(data, patron_set_of(obs["patrons"]), obs["options"], 0)
        st.round, st.phase, st.first = obs["round"], obs["phase"], obs["first"]
        st.awards_left, st.extras_left, st.unlimited = obs["awards_left"], obs["extras_left"], obs["unlimited"]
        st.change_supply, st.gems = obs["change_supply"], list(obs["gems"])
        st.trash = [cid(c) for c in obs["trash"]]
        st.buys = [tuple(b) for b in obs["buys"]]
        st.final_round, st.token_section, st.result = obs["final_round"], obs["token_section"], obs["result"]

        known = set(st.trash)
        for s in obs["stacks"].values():
            if s["top"]:
                known.add(cid(s["top"]))
        for pv in obs["players"]:
            for c in pv["discard"] + pv["unseen"] + (pv["hand"] or []):
                known.add(cid(c))
            for e in pv["line"]:
                if e["code"]:
                    known.add(cid(e["code"]))
        # Per stack: (number, the cards it may hide, how many it hides, its top or None).
        self.stacks = [(int(n), [c for c in data.stacks[int(n)] if c not in known], max(0, s["count"] - 1),
                        cid(s["top"]) if s["top"] else None)
                       for n, s in obs["stacks"].items()]

        # Per player: (unseen pool, hand or None (dealt from the pool), hand count, line), where a
        # line entry is an Entry, or the tint of a concealed card to be dealt from the deck.
        self.players: list[tuple[list[int], list[int] | None, int, list[Entry | str | None]]] = []
        for q, pv in enumerate(obs["players"]):
            p = Player(pv["tag"])
            p.awards, p.change_token = pv["awards"], pv["change_token"]
            p.discard = [cid(c) for c in pv["discard"]]
            line = [Entry(cid(e["code"]), e["number"], e["colour"], tuple(e["odd"]), e["up"], e["tint"])
                    if e["code"] else e["tint"] for e in pv["line"]]
            hand = [cid(c) for c in pv["hand"]] if q == seat else None
            self.players.append(([cid(c) for c in pv["unseen"]], hand, pv["hand_count"], line))
            if not pv["line_hidden"]:
                for f in _ROUND_FIELDS:
                    setattr(p, f, pv[f])
                p.hoarders = [list(h) for h in pv["hoarders"]]
                p.copies = [(pid, cid(src)) for pid, src in pv["copies"]]
                p.used, p.once = set(pv["used"]), set(pv["once"])
                p.imitated, p.forged = {cid(c) for c in pv["imitated"]}, set(pv["forged"])
                p.first_four = cid(pv["first_four"]) if pv["first_four"] else None
            st.players.append(p)

        if st.phase == "play":
            order = st.turn_order()
            # A seat that plays restarts the others (it has not seen them play); one that watches
            # sees who plays now and who is still to play (public on a shared screen), as they are.
            st.queue = [seat] + [q for q in order if q != seat] if obs["queue"] else list(obs["still_playing"])
            # Lines are hidden in the play phase, so every hand + deck is its unseen pool whatever
            # the deal: the snapshot is the same in every sample.
            for p, (pool, hand, hand_count, _) in zip(st.players, self.players):
                p.hand, p.deck = (hand, pool) if hand is not None else (pool[:hand_count], pool[hand_count:])
            st.snapshot = [public_seat(st, q) for q in range(len(st.players))]
        else:
            st.queue = list(obs["queue"])
        st.tasks = [task_from_data(st, t) for t in obs["tasks"]]
        if st.phase == "play" and not st.queue:
            st.phase = "over"
        self.base = st

    def sample(self, rng: Rng) -> AvantCardeState:
        """A new full state: the hidden cards dealt at random from ``rng``."""
        st = self.base.clone()
        st.rng = Rng(rng.next64())
        shuffle = rng.shuffle
        stacks = st.stacks = {}
        for n, rest, hidden, top in self.stacks:
            rest = rest[:]
            shuffle(rest)
            stack = rest[:hidden]
            if top is not None:
                stack.append(top)
            stacks[n] = stack
        cards = self.data.cards
        for p, (pool, hand, hand_count, line) in zip(st.players, self.players):
            pool = pool[:]
            shuffle(pool)
            if hand is not None:
                p.hand, p.deck = hand[:], pool
            else:
                p.hand, p.deck = pool[:hand_count], pool[hand_count:]
            p.line = entries = []
            for e in line:
                if isinstance(e, Entry):
                    entries.append(e)
                else:
                    c = p.deck.pop()
                    card = cards[c]
                    entries.append(Entry(c, card.number, card.colour, (), False, e))
        return st


# ---- the game log ------------------------------------------------------------------------------
# Every line is a message (game/engine/i18n.py): its str is the English, and the screens say it in
# the player's language. A card is "red 5" (M("{colour} {number}")), with its article apart.

def _card_words(c: Card) -> Msg:
    return M("{colour} {number}", colour=c.colour, number=c.number)


def _event_card(code: str) -> Msg:
    """A card named from its code alone (events carry codes): "R5a" → "red 5"."""
    from game.avant_carde.data import load_data
    return _card_words(load_data().card(code))


_VERBS = {"trash": N_("{who} trashes {card}."), "conceal": N_("{who} conceals {card}."),
          "unveil": N_("{who} unveils {card}."), "copy": N_("{who} copies {card}."),
          "discard": N_("{who} discards {card}.")}
_CHOOSES = {"trash": N_("{who} chooses to trash a card."), "conceal": N_("{who} chooses to conceal a card."),
            "unveil": N_("{who} chooses to unveil a card."), "copy": N_("{who} chooses to copy a card."),
            "discard": N_("{who} chooses to discard a card.")}

# Events after which undo is no longer allowed: they showed somebody something hidden.
REVEALING = frozenset({"draw", "reshuffle", "buy", "take", "bury", "unveil", "reveal", "round",
                       "game_over", "token"})


def reveals(events: Iterable[Event]) -> bool:
    """Whether any of these events revealed hidden information (a barrier for undo)."""
    return any(e["type"] in REVEALING for e in events)


def card_name(st: AvantCardeState, code: str) -> Msg:
    """A card as people say it: "red 5", "white 1"."""
    return _card_words(st.data.card(code))


def with_article(words: str) -> Msg:
    """ "a red 5", "an orange 3"."""
    if words[:1] in ("a", "e", "i", "o", "u"):
        return M("an {card}", card=words)
    return M("a {card}", card=words)


def describe(st: AvantCardeState, seat: int, action: Action, names: Sequence[str] | None = None) -> Msg:
    """A legal action put into words for the log, from the state *before* it is applied."""
    who = names[seat] if names else M("Player {n}", n=seat + 1)
    k = action.kind
    if k == "play":
        card = card_name(st, action[1])
        if len(action) > 2:
            v = action[2]
            if v.startswith("odd"):
                return M("{who} plays {card}, also counting as {number}.", who=who, card=card, number=v[3:])
            if v.startswith("n"):
                return M("{who} plays {card} as a {number}.", who=who, card=card, number=v[1:])
            return M("{who} plays {card} as {colour}.", who=who, card=card, colour=v)
        return M("{who} plays {card}.", who=who, card=card)
    if k == "stop":
        return M("{who} stops playing.", who=who)
    if k == "buy":
        top = st.stacks[action[1]]
        return M("{who} buys {card} for ${price}.", who=who, card=with_article(card_name(st, st.code(top[-1]))),
                 price=action[1])
    if k == "bury":
        return M("{who} buries the top card of the {number}s.", who=who, number=action[1])
    if k == "use":
        key = action[1]
        pid = next((pid for kk, pid, _ in st.buy_powers(seat) if kk == key), None)
        name = _patron_name(st, pid)
        if key.startswith("copy"):
            return M("{who} calls {patron} (copied).", who=who, patron=name)
        return M("{who} calls {patron}.", who=who, patron=name)
    if k == "change":
        return M("{who} spends a change token for $1.", who=who)
    if k == "end":
        return M("{who} ends the buy turn.", who=who)
    if k == "skip":
        return M("{who} passes on the power.", who=who)
    if k in _VERBS:
        if len(action) == 1:                      # the Hipster's choice: unveil, then pick the card
            return M(_CHOOSES[k], who=who)
        hidden = k == "conceal" and st.data.by_code[action[1]] in st.players[seat].hand
        if hidden:
            return M("{who} conceals a card from hand.", who=who)
        return M(_VERBS[k], who=who, card=card_name(st, action[1]))
    if k == "colour":
        return M("{who} names {colour}.", who=who, colour=action[1])
    if k == "number":
        return M("{who} makes the card a {number}.", who=who, number=action[1])
    if k == "odd":
        return M("{who} picks {number} as an extra number.", who=who, number=action[1])
    if k == "draw":
        return M("{who} chooses to draw.", who=who)
    if k == "money":
        return M("{who} takes +$1 for the buy turn.", who=who)
    if k == "forge":
        return M("{who} forges the top card of the {number}s.", who=who, number=action[1])
    if k == "future":
        return M("{who} waits to copy a later buy.", who=who)
    if k == "take":
        if len(action) == 1:
            return M("{who} takes the next card for free.", who=who)
        return M("{who} takes the top {number} for free.", who=who, number=action[1])
    if k == "pass":
        return M("{who} lets the buy go.", who=who)
    raise ValueError(f"no description for {action}")


def _patron_name(st: AvantCardeState, pid: str | None) -> str:
    for pat in st.pset.patrons.values():
        if pat.power == pid:
            return pat.name
    return pid or "a patron"


def describe_event(e: Event, names: Sequence[str]) -> Msg | None:
    """A log line for what happened besides the action itself, or None."""
    t = e["type"]
    who = names[e["player"]] if "player" in e and e["player"] is not None else ""
    if t == "awards":
        n = e["count"]
        return Mn("{who} earns {n} award (made ${made}).", "{who} earns {n} awards (made ${made}).", n,
                  who=who, n=n, made=e["made"])
    if t == "take_change_token":
        return M("{who} takes a change token.", who=who)
    if t == "gems":
        if not e["players"]:
            return M("Nobody gets a Hidden Gem this round.")
        return M("Hidden Gem for {players}.", players=_and(names[p] for p in e["players"]))
    if t == "round":
        return M("Round {round}: {who} plays first.", round=e["round"], who=names[e["first"]])
    if t == "reveal":
        return M("Everyone's line is revealed. Buy turns begin.")
    if t == "buy_turn":
        return M("{who} starts the buy turn with ${money}.", who=who, money=e["money"])
    if t == "stop" and e["forced"]:
        return M("{who} has no card that matches and stops.", who=who)
    if t == "draw" and e["reason"] not in ("new round", "set-up"):
        n = e["count"]
        return Mn("{who} draws {n} card ({reason}).", "{who} draws {n} cards ({reason}).", n,
                  who=who, n=n, reason=e["reason"])
    if t == "reshuffle":
        return M("{who} shuffles the discard pile into a new deck.", who=who)
    if t == "take":
        return M("{who} takes {card} for free ({reason}).", who=who, card=with_article(_event_card(e["card"])),
                 reason=e["reason"])
    if t == "gain":
        return M("{who} gains ${amount} ({reason}).", who=who, amount=e["amount"], reason=e["reason"])
    if t == "token":
        return M("The first player token moves onto the {section} section.",
                 section=Mp("solo section", e["section"]))
    if t == "game_over":
        if not e["winners"]:
            return M("The gallery wins: the awards were not all taken in time.")
        winners = _and(names[w] for w in e["winners"])
        text = M("{who} win!", who=winners) if len(e["winners"]) > 1 else M("{who} wins!", who=winners)
        if e.get("tiebreak"):
            text += M(" (tie broken by {tiebreak})", tiebreak=e["tiebreak"])
        return text
    return None


def _and(names: Iterable[str]) -> str:
    """ "Ann", "Ann and Bob", "Ann and Bob and Cy" (as the log always said it), as a message."""
    names = list(names)
    text = names[0]
    for name in names[1:]:
        text = M("{first} and {second}", first=text, second=name)
    return text
