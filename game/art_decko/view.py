"""What one seat may see (:func:`observation`), a full state rebuilt from it (:func:`determinize`),
the same state with its chance to come drawn afresh (:func:`fresh_future`), and actions put into
words for the game log (:func:`describe`, :func:`describe_event`, :func:`reveals`).

Hidden from a seat: other players' hands and draw piles, the order of every pile
(its own draw pile is given as a sorted list), the painting deck and the 3-Gold deck,
and the bag. Cards whose identity the seat knows but whose place it does not are
listed: ``hidden_known`` for each other player (cards that player is known to hold
in hand or draw pile), ``unseen`` for every card the seat has never seen (deck,
3-Gold deck, other players' unrevealed dealt paintings).

Cards appear by code (``c12``), markers by genre id or ``"gray"``, locations and
exhibitions by id. Everything is plain JSON-safe data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.art_decko.data import load_data
from game.art_decko.options import GAME_ID
from game.art_decko.phases import ST_PAY, Plan
from game.art_decko.state import ArtDeckoState
from game.engine.i18n import L, M, Mn, Mp
from game.engine.rng import Rng

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence
    from typing import Any

    from game.art_decko.records import ArtDeckoData
    from game.engine.actions import Action
    from game.engine.state import Event


def observation(state: ArtDeckoState, seat: int | None) -> dict[str, Any]:
    """The observation of ``seat``: see the module docstring for what is left out."""
    d = state.data
    cards = d.cards
    public = state.public

    def codes(ids: Iterable[int]) -> list[str]:
        return [cards[c].code for c in ids]

    def marker(m: int) -> str | None:
        return None if m < 0 else d.marker_name(m)

    unseen = state.deck + state.cadmium_deck
    players = []
    for q in range(state.num_players):
        hidden = state.hands[q] + state.draws[q]
        entry = {"score": state.scores[q], "ribbons": state.ribbons_left(q),
                 "hand_count": len(state.hands[q]), "draw_count": len(state.draws[q]),
                 "discard": codes(state.discards[q]),
                 "dealt_seen": codes(sorted(c for c in state.dealt[q] if public >> c & 1))}
        if q == seat:
            entry["hand"] = codes(state.hands[q])
            entry["draw"] = codes(sorted(state.draws[q]))
            entry["dealt"] = codes(sorted(state.dealt[q]))
        else:
            known = sorted(c for c in hidden if public >> c & 1)
            entry["hidden_known"] = codes(known)
            entry["hidden_unknown"] = len(hidden) - len(known)
            unseen = unseen + [c for c in hidden if not public >> c & 1]
        players.append(entry)
    return {
        "game": GAME_ID, "seat": seat, "num_players": state.num_players,
        "options": dict(state.options), "turn": state.turn, "round": state.round,
        "current": state.current, "phase": state.phase, "actions_done": state.actions_done,
        "acquired_from": [d.locations[i].id for i in state.acquired_from],
        "ratings": state.ratings[:], "gold_rating": state.gold_rating,
        "galleries": [codes(g) for g in state.galleries], "tokens": state.tokens[:],
        "token_supply": state.token_supply[:], "tokens_removed": state.tokens_removed[:],
        "cadmium": codes(state.cadmium), "cadmium_deck": len(state.cadmium_deck),
        "sienna": codes(state.sienna), "deck": len(state.deck),
        "invitations": [[marker(m) for m in slots] for slots in state.invitations],
        "vp_markers": [[marker(m) for m in v] for v in state.vp_markers],
        "museum": [[[cards[c].code, owner] for c, owner in m] for m in state.museum],
        "bag": len(state.bag), "tiles": [d.tiles[t].id for t in state.tiles],
        "exhibitor": [None if o < 0 else o for o in state.exhibitor],
        "played": [codes(space) for space in state.played], "boxed": codes(state.boxed),
        "scores": state.scores[:], "players": players, "unseen": codes(sorted(unseen)),
        "plan": _plan_view(state, seat), "end_trigger": state.end_trigger, "final": state.final,
        "result": state.result,
    }


def _plan_view(state: ArtDeckoState, seat: int | None) -> dict[str, Any] | None:
    plan, d = state.plan, state.data
    if plan is None:
        return None
    where = (d.exhibitions[plan.where] if plan.kind == "show" else d.locations[plan.where]).id
    if seat != state.current:
        return {"kind": plan.kind, "where": where}

    def code(c: int) -> str | None:
        return None if c < 0 else d.cards[c].code

    return {"kind": plan.kind, "where": where, "card": code(plan.card), "stage": plan.stage,
            "marker": None if plan.marker < 0 else d.marker_name(plan.marker),
            "bonus": None if plan.bonus < 0 else d.exhibitor_spaces[plan.bonus].id,
            "second": code(plan.second), "paid": [[code(c), u] for c, u in plan.paid],
            "cost": state.payment_cost() if plan.stage == "pay" else None,
            "total": state.payment_total()}


def determinize(obs: dict[str, Any], rng: Rng, data: ArtDeckoData | None = None) -> ArtDeckoState:
    """A full state that gives ``obs`` back for its seat; hidden things are
    drawn at random with ``rng`` (the caller's generator; the state gets its own).

    Other players' hidden cards are their known cards plus unseen paintings; the deck
    and the 3-Gold deck take the rest of the unseen cards. An action another seat is
    still planning keeps its kind and place (what the seat sees of it), its card drawn
    from the cards it could be.
    """
    d = data or load_data()
    id_of = d.code_to_id
    cards = d.cards
    seat, n = obs["seat"], obs["num_players"]

    def ids(codes: Iterable[str]) -> list[int]:
        return [id_of[c] for c in codes]

    def marker(name: str | None) -> int:
        return -1 if name is None else (d.gray if name == "gray" else d.genre(name).index)

    unseen = ids(obs["unseen"])
    rng.shuffle(unseen)
    paintings = [c for c in unseen if cards[c].is_painting]
    gold = [c for c in unseen if not cards[c].is_painting]

    s = ArtDeckoState.__new__(ArtDeckoState)
    s.data, s.num_players, s.options = d, n, dict(obs["options"])
    s.rng = Rng(rng.next64())
    s.hands, s.draws, s.discards, dealt = [], [], [], []
    secret = []          # cards no player but their holder has seen
    for q, entry in enumerate(obs["players"]):
        s.discards.append(ids(entry["discard"]))
        if q == seat:
            s.hands.append(ids(entry["hand"]))
            pile = ids(entry["draw"])
            rng.shuffle(pile)
            s.draws.append(pile)
            dealt.append(tuple(ids(entry["dealt"])))
            secret += [c for c in dealt[-1] if c not in set(ids(entry["dealt_seen"]))]
            continue
        mine = [paintings.pop() for _ in range(entry["hidden_unknown"])]
        hidden = ids(entry["hidden_known"]) + mine
        rng.shuffle(hidden)
        s.hands.append(hidden[:entry["hand_count"]])
        s.draws.append(hidden[entry["hand_count"]:])
        dealt.append(tuple(ids(entry["dealt_seen"]) + mine))
        secret += mine
    s.dealt = tuple(dealt)
    s.deck, s.cadmium_deck = paintings, gold
    s.ratings, s.gold_rating = obs["ratings"][:], obs["gold_rating"]
    s.galleries = [ids(g) for g in obs["galleries"]]
    s.tokens = obs["tokens"][:]
    s.token_supply = obs["token_supply"][:]
    s.tokens_removed = obs["tokens_removed"][:]
    s.cadmium, s.sienna = ids(obs["cadmium"]), ids(obs["sienna"])
    s.invitations = [[marker(m) for m in slots] for slots in obs["invitations"]]
    s.vp_markers = [[marker(m) for m in v] for v in obs["vp_markers"]]
    s.museum = [[(id_of[c], owner) for c, owner in m] for m in obs["museum"]]
    s.bag = _bag(d, s)
    rng.shuffle(s.bag)
    s.tiles = tuple(d.tile(t).index for t in obs["tiles"])
    s.exhibitor = [-1 if o is None else o for o in obs["exhibitor"]]
    s.played = [ids(space) for space in obs["played"]]
    s.boxed = ids(obs["boxed"])
    s.public = 0
    hidden_ids = set(s.deck) | set(s.cadmium_deck) | set(secret)
    for c in range(len(cards)):
        if c not in hidden_ids:
            s.public |= 1 << c
    s.scores = obs["scores"][:]
    s.turn, s.actions_done = obs["turn"], obs["actions_done"]
    s.acquired_from = tuple(d.location(x).index for x in obs["acquired_from"])
    s.phase, s.plan = obs["phase"], None
    view = obs["plan"]
    if view is not None:
        show = view["kind"] == "show"
        where = (d.exhibition(view["where"]) if show else d.location(view["where"])).index
        if seat == obs["current"]:
            s.plan = Plan(view["kind"], where, id_of[view["card"]], view["stage"], marker(view["marker"]),
                          -1 if view["bonus"] is None else d.exhibitor_space(view["bonus"]).index,
                          -1 if view["second"] is None else id_of[view["second"]],
                          tuple((id_of[c], u) for c, u in view["paid"]))
        else:
            # Another seat's plan shows its kind and place only: the card it planned is one that
            # could be (a card of its hand for a Show, one on offer there for a purchase), paid
            # for from nothing yet, so that the seat's view of this state is the one it was given.
            offer = s.hands[obs["current"]] if show else s.offer(d.locations[where])
            s.plan = Plan(view["kind"], where, offer[0] if offer else -1, ST_PAY)
    s.end_trigger, s.final = obs["end_trigger"], obs["final"]
    s._decision = None
    return s


def fresh_future(state: ArtDeckoState, rng: Rng) -> ArtDeckoState:
    """A copy of ``state`` whose chance to come is drawn afresh from ``rng``: the painting deck,
    the 3-Gold deck, every draw pile and the bag shuffled, and a new generator. They are shuffled
    when dealt, so their order is the future the game would have; no seat has seen it. Every card
    a seat has seen or holds stays as it lies."""
    s = state.clone()
    s.rng = Rng(rng.next64())
    for pile in (s.deck, s.cadmium_deck, s.bag, *s.draws):
        rng.shuffle(pile)
    return s


def _bag(d: ArtDeckoData, state: ArtDeckoState) -> list[int]:
    """The markers not on the board: the bag's contents follow from what is visible."""
    bag = [g for g in range(len(d.genres)) for _ in range(d.markers_per_genre)] + [d.gray] * d.gray_markers
    for m in [m for slots in state.invitations for m in slots if m >= 0] + [
            m for v in state.vp_markers for m in v]:
        bag.remove(m)
    return bag


# ---- the game log ------------------------------------------------------------------------------
# ``describe(state, seat, action, names)`` words an action (``state`` being the state it is
# applied to), ``describe_event(event, names)`` what followed, and ``reveals(events)`` says
# whether something hidden came to light (undo stops there).

# Events that show somebody something hidden: drawn cards, new gallery or bank cards, a shuffle.
REVEALING = frozenset({"draw", "reshuffle", "refill", "cadmium", "turn", "game_over"})


def reveals(events: Iterable[Event]) -> bool:
    return any(e["type"] in REVEALING for e in events)


# Payment toggles are steps towards a confirm, whose line says what was paid: no line of their own.
UNLOGGED = frozenset({"pay", "unpay", "ability"})


def describe(state: ArtDeckoState, seat: int, action: Action, names: Sequence[str] | None = None) -> str | None:
    """An action in words, starting with the acting seat's name; None for a payment toggle
    (the confirm that ends the payment names every card paid)."""
    if action[0] in UNLOGGED:
        return None
    who = names[seat] if names else M("Player {n}", n=seat + 1)
    return _describe(action, state, who)


def describe_choice(state: ArtDeckoState, seat: int, action: Action, names: Sequence[str] | None = None) -> str | None:
    """A payment toggle in words, for the coach's hint at that step (the log leaves it to the
    confirm); None for any other action."""
    if action[0] not in UNLOGGED:
        return None
    who = names[seat] if names else M("Player {n}", n=seat + 1)
    d = state.data
    card_id = d.code_to_id[action[1]]
    # Cards of one kind read alike ("Starting 2-Gold"), so the payment so far tells two steps apart.
    card = d.card_name(card_id)
    if action[0] == "pay":
        return M("{who} pays with {card} ({total} of {cost} paid so far).", who=who, card=card,
                 total=state.payment_total(), cost=state.payment_cost())
    if action[0] == "unpay":
        return M("{who} takes {card} back out of the payment.", who=who, card=card)
    return M("{who} pays with {card} using {ability}.", who=who, card=card, ability=_ability_name(d, card_id))


# What ended the game (turn.end_condition, and a game where no seat can act), in words.
END_TRIGGERS = {"museum": M("the museum is full"), "deck": M("the painting deck is empty"),
                "rating": M("a rating reached the top"), "stalled": M("no seat can act")}


def _title(word: str) -> str:
    """An id of the data (a genre, a gallery) as the board names it."""
    return L(word.replace("_", " ").title())


def describe_event(e: Event, names: Sequence[str]) -> str | None:
    """A log line for an event that the action's own line does not already say, or None."""
    t = e["type"]
    who = names[e["player"]] if e.get("player") is not None else ""
    if t == "score":
        return M("{who} scores {n} VP ({reason}).", who=who, n=e["to"] - e["from"], reason=e["reason"])
    if t == "rating":
        return M("{genre} rises from {before} to {after}.", genre=_title(e["genre"]), before=e["from"], after=e["to"])
    if t == "gold_rating":
        return M("The gold marker moves from {before} to {after}.", before=e["from"], after=e["to"])
    if t == "forfeit":
        return Mn("{who} has no cards and forfeits {n} action.", "{who} has no cards and forfeits {n} actions.",
                  e["actions"], who=who, n=e["actions"])
    if t == "end_triggered":
        return M("The end of the game is triggered ({trigger}): the round is played out.",
                 trigger=END_TRIGGERS.get(e["trigger"], e["trigger"]))
    if t == "cost_token":
        if e["blocked"]:
            return M("No higher cost token for {gallery}: it stays empty.", gallery=_title(e["gallery"]))
        return M("{gallery}'s cost token goes from {before} to {after}.", gallery=_title(e["gallery"]),
                 before=e["from"], after=e["to"])
    if t == "exhibitor":
        return M("{who} claims the New Exhibitor bonus {bonus}.", who=who, bonus=e["bonus"])
    if t == "game_over":
        ws = e["winners"]
        winners = names[ws[0]]
        for w in ws[1:]:
            winners = winners + M(" and ") + names[w]
        if e.get("tiebreak"):
            return Mn("{who} wins the game (tie broken by {tiebreak})!",
                      "{who} win the game (tie broken by {tiebreak})!", len(ws), who=winners, tiebreak=e["tiebreak"])
        return Mn("{who} wins the game!", "{who} win the game!", len(ws), who=winners)
    return None


def _describe(action: Action, state: ArtDeckoState, who: str) -> str:
    d, plan = state.data, state.plan
    kind, args = action[0], action[1:]

    def name(code: str) -> str:
        return d.card_name(d.code_to_id[code])

    if kind == "haggle":
        return M("{who} haggles with {card} to draw two cards.", who=who, card=name(args[0]))
    if kind == "acquire":
        loc = d.location(args[0])
        cost = state.tokens[loc.index] if loc.is_gallery else loc.cost
        return M("{who} picks {card} at {place} (cost {cost}).", who=who, card=name(args[1]), place=L(loc.name),
                 cost=cost)
    if kind == "show":
        exh = d.exhibition(args[1])
        return M("{who} picks {card} to show at {place} (cost {cost}).", who=who, card=name(args[0]),
                 place=L(exh.name), cost=exh.cost)
    if kind == "marker":
        if args[0] == "gray":
            return M("{who} takes a gray wild invitation marker.", who=who)
        return M("{who} takes the {genre} invitation marker.", who=who, genre=L(d.genre(args[0]).name))
    if kind == "bonus":
        if args[0] == "none":
            return M("{who} picks no New Exhibitor bonus.", who=who)
        return M("{who} picks the New Exhibitor bonus {bonus} for this Show.", who=who,
                 bonus=d.exhibitor_space(args[0]).label)
    if kind == "second":
        c = d.code_to_id[args[0]]
        if plan is not None and plan.second == c:
            return M("{who} drops {card} from the purchase.", who=who, card=name(args[0]))
        return M("{who} adds {card} as a second painting from the same gallery.", who=who, card=name(args[0]))
    if kind == "confirm":
        cards = _counted([M("{card} using {ability} (boxed)", card=d.card_name(c), ability=_ability_name(d, c))
                          if uses else d.card_name(c) for c, uses in state.planned.paid])
        words = dict(who=who, paid=state.payment_total(), cost=state.payment_cost())
        if cards:
            return M("{who} pays {paid} of {cost} with {cards}, then carries out the action.", cards=_listing(cards),
                     **words)
        return M("{who} pays {paid} of {cost} then carries out the action.", **words)
    if kind == "cancel":
        return M("{who} cancels and goes back to the action choice.", who=who)
    if kind == "discard":
        return Mp("art-decko", "{who} discards {card}.", who=who, card=name(args[0]))
    if kind == "done":
        return M("{who} ends the turn.", who=who)
    return str(action)


def _ability_name(d: ArtDeckoData, card: int) -> str:
    """The name of the ability a card was paid with (such a card has one)."""
    ability = d.cards[card].ability
    assert ability is not None
    return L(ability.name)


def _counted(words: Sequence[str]) -> list[str]:
    """``words`` with each repeat folded into its first ("Starting 2-Gold ×2"), in first-seen order."""
    counts = dict.fromkeys(words, 0)
    for w in words:
        counts[w] += 1
    return [w if n == 1 else M("{card} ×{n}", card=w, n=n) for w, n in counts.items()]


def _listing(words: Sequence[str]) -> str:
    """Words joined for a sentence: a; a and b; a, b and c (a message: each word said in the language)."""
    out = words[0]
    for i, word in enumerate(words[1:], 1):
        out = out + (M(" and ") if i == len(words) - 1 else ", ") + word
    return out
