"""Every word the Art Decko table shows, as pure functions of a :class:`TableView`.

No pygame here: the status line, the prompt, the payment notes, the button labels and the
tooltips are plain strings worked out from what the seat at the screen may see (its table
model's :class:`~game.art_decko.table_view.ArtDeckoView`) and what it has picked, so they are
tested without a window. Why a piece cannot act is the engine's answer (the model's reasons),
never worked out again here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.art_decko.records import Ability, ArtDeckoData, ExhibitorSpace, Location
from game.art_decko.table_view import ArtDeckoView, Projection
from game.engine.i18n import L, M, Mn, Mp, said, tr
from game.games import APP_LEVELS
from game.ui.play.model import Pending, SeatView, TableModel, said_as


@dataclass
class TableView:
    """What the table shows right now: the seat's view (its table model's), who looks, and what
    they have picked.

    ``decision`` is the pending decision, ``acts`` the viewer's options by target (the action's
    text) and ``reasons`` why the other targets of the decision cannot act, all set only while
    the viewer is the seat to act; ``selected`` is the hand card picked in the action phase,
    ``discard_marks`` the cards marked at the end of the turn."""

    board: ArtDeckoView
    data: ArtDeckoData
    seats: Sequence[SeatView]
    viewer: int | None
    my_turn: bool = False
    decision: Pending | None = None
    acts: dict[str, str] = field(default_factory=dict)
    reasons: dict[str, str] = field(default_factory=dict)
    selected: int | None = None
    discard_marks: frozenset[int] = frozenset()

    @property
    def projected(self) -> tuple[Projection, ...]:
        """Each seat's scoring if the game ended now, at the current ratings, from what the
        seat sees (the final one once over)."""
        return self.board.projected

    @property
    def kind(self) -> str:
        """What the side panel shows: pay, marker, exhibitor, selected, discard, action, or waiting."""
        if not self.my_turn or self.decision is None:
            return "waiting"
        kind = self.decision.kind
        if kind == "action":
            return "selected" if self.selected is not None else "action"
        return kind if kind in ("pay", "marker", "exhibitor", "discard") else "waiting"

    @property
    def step(self) -> str | None:
        """The kind of the decision the viewer takes now (None: not the viewer's turn)."""
        return self.decision.kind if self.my_turn and self.decision is not None else None

    def paid(self) -> dict[int, bool]:
        """``{card: uses_ability}`` of the viewer's payment being built (else empty)."""
        plan = self.board.plan
        return dict(plan.paid) if self.my_turn and plan is not None else {}

    def reason(self, target: str) -> str:
        """The engine's reason why the piece ``target`` cannot act now."""
        return self.reasons.get(target) or M("Not possible now.")


def table_view(model: TableModel[ArtDeckoView], data: ArtDeckoData, viewer: int | None, selected: int | None = None,
               discard_marks: frozenset[int] = frozenset()) -> TableView:
    """The :class:`TableView` of ``model`` for ``viewer`` (the seat at the screen, None: nobody's
    in particular); the options and reasons go in only while the viewer decides."""
    d = model.decision
    mine = d is not None and viewer is not None and d.player == viewer == model.seat and model.seats[viewer].human
    acts: dict[str, str] = {}
    reasons: dict[str, str] = {}
    if mine and d is not None:
        for o in d.options:
            acts.setdefault(o.target, o.action)
        reasons = {t: said_as(r) for t, r in model.reasons.items()}
    return TableView(model.observation, data, model.seats, viewer, mine, d if mine else None, acts, reasons,
                     selected, discard_marks)


def target(*parts: object) -> str:
    """The target key of a piece, as the table model names it: ``target("hand", 12)`` -> ``"hand.12"``
    (:mod:`game.art_decko.table_view` lists them)."""
    return ".".join(str(part) for part in parts)


def space_label(space: ExhibitorSpace) -> str:
    """A New Exhibitor space's label (as the data says it)."""
    return M("-{n} cost", n=space.amount) if space.kind == "discount" else M("+{n} VP", n=space.amount)


def marker_word(d: ArtDeckoData, marker: int) -> str:
    """A marker's id: a genre's, or ``gray`` (the number after the genres')."""
    return "gray" if marker == len(d.genres) else d.genres[marker].id


# ---- the top bar and the prompt ------------------------------------------------------------------

def status_line(v: TableView) -> tuple[str, str]:
    """The top bar's status and its tone (``you``, ``ai`` or ``end``)."""
    st = v.board
    if st.over:
        return M("Game over"), "end"
    last = bool(st.end_trigger)
    p = st.current
    seat = v.seats[p]
    if v.my_turn:
        per_turn = v.data.actions_per_turn
        if v.step == "discard":
            text = (M("Your turn, {who} — end of your turn  ·  last round!", who=seat.name) if last
                    else M("Your turn, {who} — end of your turn", who=seat.name))
        else:
            words = dict(who=seat.name, n=min(st.actions_done + 1, per_turn), total=per_turn)
            text = (M("Your turn, {who} — action {n} of {total}  ·  last round!", **words) if last
                    else M("Your turn, {who} — action {n} of {total}", **words))
        return text, "you"
    if seat.human:
        return (M("{who}'s turn  ·  last round!", who=seat.name) if last else M("{who}'s turn", who=seat.name)), "ai"
    return (M("{who} (AI) is playing  ·  last round!", who=seat.name) if last
            else M("{who} (AI) is playing", who=seat.name)), "ai"


def prompt(v: TableView) -> tuple[str, str]:
    """The line over the hand and its tone (``you`` or ``info``)."""
    st, d = v.board, v.data
    if st.over:
        return M("The game is over: the scores are in."), "info"
    if not v.my_turn:
        name = v.seats[st.current].name
        if v.viewer is None:
            return M("Watching {who}.", who=name), "info"
        return M("{who} is playing. Your hand:", who=name), "info"
    kind = v.step
    if kind == "action":
        if v.selected is not None:
            card = d.cards[v.selected]
            if card.genre < 0:
                return M("{card}: Haggle with it (gold cannot be shown).", card=L(card.title)), "you"
            return M("{card}: Haggle with it, or click a green exhibition to show it.", card=L(card.title)), "you"
        return M("Buy: click a green card above.  Haggle or Show: pick a card from your hand."), "you"
    if kind == "marker":
        return M("Both a genre and a gray invitation fit: which marker do you take?"), "you"
    if kind == "exhibitor":
        return M("Your first Show: claim a free New Exhibitor bonus?"), "you"
    if kind == "pay" and st.plan is not None:
        return M("Pay {cost}: click cards in your hand to add them; gold tabs use a card's ability.",
                 cost=st.plan.cost), "you"
    if kind == "discard":
        return M("End of turn: mark cards to discard if you like, then draw up to five."), "you"
    return (said_as(v.decision.prompt) if v.decision is not None else ""), "you"


# ---- the side panel ---------------------------------------------------------------------------------

def plan_words(v: TableView) -> str:
    """The payment panel's title: what is being paid for (the viewer's own plan only)."""
    d = v.data
    plan = v.board.plan if v.my_turn else None
    if plan is None:
        return ""
    if plan.kind == "show":
        return M("Show at {place}", place=L(d.exhibitions[plan.where].name))
    loc = d.locations[plan.where]
    place = L(loc.name.replace("Gallery ", ""))
    if plan.second >= 0:
        return M("Buy 2 paintings · {place}", place=place)
    return M("Buy {card} · {place}", card=L(d.cards[plan.card].title), place=place)


def payment_notes(v: TableView) -> list[str]:
    """Short notes under the payment meter (while the viewer pays)."""
    d = v.data
    plan = v.board.plan if v.my_turn else None
    if plan is None or plan.cost is None:
        return []
    cost, total = plan.cost, plan.total
    notes: list[str] = []
    if total < cost:
        notes.append(M("{n} more to pay.", n=cost - total))
    elif total > cost:
        notes.append(M("Overpaying by {n}: no change.", n=total - cost))
    if plan.kind == "show" and plan.bonus >= 0:
        notes.append(M("New Exhibitor: {bonus}.", bonus=space_label(d.exhibitor_spaces[plan.bonus])))
    if plan.kind == "show" and plan.marker >= 0:
        notes.append(M("Takes the {marker} invitation.", marker=_title(marker_word(d, plan.marker))))
    if any(u for _, u in plan.paid):
        notes.append(M("Ability cards go to the box."))
    if plan.second >= 0:
        notes.append(M("Two paintings: the cost doubles."))
    elif any(t.startswith("gallery.") for t in v.acts):     # Fancy Noble's second painting
        notes.append(M("Fancy Noble: click a 2nd painting."))
    return notes


def _title(marker: str) -> str:
    """A marker's name as the board names it: a genre (``Art Nouveau``) or ``gray``."""
    return Mp("art-decko", "gray") if marker == "gray" else L(marker.replace("_", " ").title())


def selected_notes(v: TableView) -> list[str]:
    """What the picked hand card can do, for the side panel."""
    if v.selected is None:
        return []
    c = v.data.cards[v.selected]
    notes: list[str] = [M("Haggle: spend it, draw two.")]
    if c.genre < 0:
        notes.append(M("Gold cannot be shown."))
        return notes
    shows = [t for t in v.acts if t.startswith("exhibition.") and t.endswith(target("", v.selected))]
    if shows:
        notes.append(Mn("Show: {n} exhibition (green).", "Show: {n} exhibitions (green).", len(shows), n=len(shows)))
    else:
        notes.append(M("No exhibition can take it now;"))
        notes.append(M("hover one to see why."))
    return notes


def bonus_label(space: ExhibitorSpace) -> str:
    return M("{n} off", n=space.amount) if space.kind == "discount" else M("+{n} VP", n=space.amount)


def bonus_tip(space: ExhibitorSpace) -> str:
    return (M("Pay {n} less for this Show", n=space.amount) if space.kind == "discount"
            else M("Score {n} VP now", n=space.amount))


def draw_label(v: TableView) -> str:
    """The end-of-turn button: how many cards are discarded and drawn."""
    n = len(v.discard_marks)
    hand = v.board.players[v.board.current].hand_count
    draw = max(0, v.data.hand_size - (hand - n))
    if draw:
        return M("Discard {n}, draw {draw}", n=n, draw=draw) if n else M("Draw {draw}", draw=draw)
    return M("Discard {n}, end turn", n=n) if n else M("End turn")


# ---- tooltips -----------------------------------------------------------------------------------------

TOWARD = {"painting": M("toward paintings"), "gold_3": M("toward a 3-Gold"), "gold_5": M("toward a 5-Gold"),
          "show": M("toward a Show")}


def ability_words(ability: Ability | None, first: bool = True) -> str:
    """A short line for the ability box: what it pays, toward what (``first``: at the start of a
    line, else inside a sentence)."""
    if ability is None:
        return M("No ability: always worth 5.")
    words = dict(n=ability.worth, toward=TOWARD[ability.target])
    if ability.adds_face:
        return (M("+{n} {toward}; may buy 2", **words) if ability.two_paintings else M("+{n} {toward}", **words))
    if first:
        return (M("Pays {n} {toward}; may buy 2", **words) if ability.two_paintings
                else M("Pays {n} {toward}", **words))
    return (M("pays {n} {toward}; may buy 2", **words) if ability.two_paintings
            else M("pays {n} {toward}", **words))


def card_words(v: TableView, card: int) -> str:
    """A card in one line: what it pays now and, for a painting, what it will score."""
    st, d = v.board, v.data
    c = d.cards[card]
    if c.genre >= 0:
        g = d.genres[c.genre]
        return M("{card} ({genre}): pays {gold} gold now, worth {vp} VP at the end", card=L(c.title), genre=L(g.name),
                 gold=st.gold_values[c.genre], vp=d.painting_vp[st.ratings[c.genre]])
    if c.ability is None:
        return M("{card}: pays {n}", card=L(c.title), n=c.value)
    return M("{n}-Gold · {ability}: pays {n}, or {other}", n=c.value, ability=L(c.ability.name),
             other=ability_words(c.ability, first=False))


def place_tip(v: TableView, loc: Location) -> str:
    """A gallery's or bank's name plate."""
    st = v.board
    if loc.is_gallery:
        token = st.tokens[loc.index]
        nxt = next((t for t in st.token_supply if t > token), None)
        words = dict(place=L(loc.name), token=token, n=loc.increase, limit=loc.limit, next=nxt)
        if nxt is not None:
            return M("{place}: each painting costs {token} (its cost token) and raises its genre by {n}. When any "
                     "gallery is empty, every gallery is refilled to its limit ({limit} here); an emptied gallery "
                     "first takes a higher cost token (next: {next}).", **words)
        return M("{place}: each painting costs {token} (its cost token) and raises its genre by {n}. When any "
                 "gallery is empty, every gallery is refilled to its limit ({limit} here); an emptied gallery "
                 "first takes a higher cost token (none left: it stays empty).", **words)
    words = dict(place=L(loc.name), cost=loc.cost, n=loc.increase)
    if loc.index == len(st.galleries):
        return M("{place}: two face-up 3-Gold cards for {cost}; each raises the gold marker by {n}. The +2 ability "
                 "of 1- and 2-Gold cards cannot buy gold.", **words)
    return M("{place}: the top 5-Gold card for {cost}; each raises the gold marker by {n}. The +2 ability of 1- "
             "and 2-Gold cards cannot buy gold.", **words)


def market_info(v: TableView, card: int, loc: Location) -> str:
    """A card on offer: what it is, what it costs there, what buying it raises."""
    cost = v.board.tokens[loc.index] if loc.is_gallery else loc.cost
    words = dict(card=card_words(v, card), place=L(loc.name), cost=cost, n=loc.increase)
    if loc.is_gallery:
        return M("{card}\n{place}: costs {cost}, raises the genre by {n}", **words)
    return M("{card}\n{place}: costs {cost}, raises the gold marker by {n}", **words)


def exhibition_info(v: TableView, e: int) -> str:
    st, d = v.board, v.data
    exh = d.exhibitions[e]
    tile = d.tiles[st.tiles[e]]
    free = [m for m in st.invitations[e] if m >= 0]
    gray = len(d.genres)
    names = sorted({"" if m == gray else d.genres[m].name for m in free}, key=lambda m: (m == "", m))
    invites: Any = M("nobody")
    for i, m in enumerate(names):
        word = M("gray (any genre)") if m == "" else L(m)
        invites = word if i == 0 else invites + ", " + word
    return M("{place}: costs {cost} to show at, raises the genre by {n}. Invites: {invites}.\nTile \u201c{tile}\u201d: "
             "{text} (It scores if all this exhibition's invitations are met, or if none is full and this one shows "
             "the most paintings.)", place=L(exh.name), cost=exh.cost, n=exh.increase, invites=invites,
             tile=L(tile.name), text=L(tile.text))


def exhibitor_info(v: TableView, i: int) -> str:
    st, d = v.board, v.data
    space = d.exhibitor_spaces[i]
    if space.kind == "discount":
        info = M("New Exhibitor bonus: {n} off the cost of that Show. Claimed once per game, by a player's first "
                 "Show.", n=space.amount)
    else:
        info = M("New Exhibitor bonus: {n} VP at once. Claimed once per game, by a player's first Show.",
                 n=space.amount)
    if st.exhibitor[i] >= 0:
        info += M("\nClaimed by {who}.", who=v.seats[st.exhibitor[i]].name)
    return info


def lane_tip(v: TableView, lane: int) -> str:
    """A lane of the rating board: 0-4 the genres, 5 gold."""
    st, d = v.board, v.data
    if lane < 5:
        r, g = st.ratings[lane], d.genres[lane]
        words = dict(genre=L(g.name), r=r, gold=d.painting_gold[r], vp=d.painting_vp[r])
        if g.name[:1].lower() in "aeiou":
            return M("{genre}: rating {r}. An {genre} painting pays {gold} gold now and scores {vp} VP at the end.",
                     **words)
        return M("{genre}: rating {r}. A {genre} painting pays {gold} gold now and scores {vp} VP at the end.",
                 **words)
    r = st.gold_rating
    return M("Gold: rating {r}. At the end, every {n} gold you own scores 1 VP (rounded down). Buying gold cards "
             "moves this marker.", r=r, n=d.gold_ratio[r])


def player_tip(v: TableView, p: int) -> str:
    st = v.board
    seat = v.seats[p]
    q = st.players[p]
    words = dict(who=seat.name, vp=st.scores[p], hand=q.hand_count, deck=q.draw_count, discard=len(q.discard),
                 ribbons=Mn("{n} ribbon left", "{n} ribbons left", q.ribbons, n=q.ribbons),
                 shown=Mn("{n} painting on show", "{n} paintings on show", q.shown, n=q.shown))
    if seat.human:
        text = M("{who}, a human player: {vp} VP on the track, {ribbons}, {shown}; "
                 "hand {hand}, deck {deck}, discard pile {discard}.", **words)
    elif seat.player in APP_LEVELS:
        text = M("{who}, an AI ({level}): {vp} VP on the track, {ribbons}, {shown}; "
                 "hand {hand}, deck {deck}, discard pile {discard}.", level=seat.player, **words)
    else:      # an agent no player can choose (a lesson's opponent): not named, as under the seat's name
        text = M("{who}, an AI: {vp} VP on the track, {ribbons}, {shown}; "
                 "hand {hand}, deck {deck}, discard pile {discard}.", **words)
    if p in st.exhibitor:
        text += M(" Claimed the New Exhibitor bonus {bonus}.",
                  bonus=space_label(v.data.exhibitor_spaces[st.exhibitor.index(p)]))
    return text + "\n" + projection_words(v, p)


def projection_short(v: TableView, p: int) -> str:
    """Beside a player's score: the final score at today's ratings ("≈ 76 at end")."""
    return M("≈{n} at end", n=v.projected[p].total)


def projection_words(v: TableView, p: int) -> str:
    """The projected final score, part by part, as the projection gives it (a player's paintings
    the viewer has not seen count at the average VP of the paintings it has not seen)."""
    b = v.projected[p]
    paintings = [x for x in b.paintings if x.count]
    parts = [M("{n} on the track", n=b.before)]
    if paintings:
        each = said(", ".join(f"{tr(L(x.name))} {x.count}×{x.vp_each}" for x in paintings))
        parts.append(M("paintings {n} ({each})", n=sum(x.vp for x in paintings), each=each))
    if b.gold.vp:
        parts.append(M("gold {n} (${value} at {ratio} per VP)", n=b.gold.vp, value=b.gold.value,
                       ratio=b.gold.ratio))
    for t in b.tiles:
        if t.vp:
            parts.append(M("{tile} {n}", tile=L(t.name), n=t.vp))
    if b.unseen is not None:
        n = b.unseen.count
        parts.append(Mn("about {vp} for {n} painting you have not seen",
                        "about {vp} for {n} paintings you have not seen", n, vp=b.unseen.vp, n=n))
    total = parts[0]
    for part in parts[1:]:
        total = total + " + " + part
    if v.board.over:
        return M("Final score: {total} VP = {parts}.", total=b.total, parts=total)
    return M("If the game ended now (today's ratings): {total} VP = {parts}.", total=b.total, parts=total)


def hand_tip(v: TableView, card: int) -> str:
    """A hand card's tooltip for the decision at hand (when it can act)."""
    st = v.board
    name = card_words(v, card)
    kind = v.step
    if kind == "action":
        gold = v.data.cards[card].genre < 0
        if v.selected != card:
            return name + (M("\nClick to pick it, then Haggle with it (gold cannot be shown).") if gold else
                           M("\nClick to pick it, then Haggle or click an exhibition to show it."))
        return name + (M("\nPicked: Haggle with it. Click again to put back.") if gold else
                       M("\nPicked: Haggle, or click a green exhibition. Click again to put back."))
    if kind == "pay":
        paid = v.paid()
        if card in paid:
            return name + M("\nPaying {n}. Click to take it back.", n=st.pays[card][paid[card]])
        return name + M("\nClick to pay with it: {n} gold.", n=st.pays[card][0])
    if kind == "discard":
        if card in v.discard_marks:
            return name + M("\nMarked: it goes to your discard pile. Click to keep it.")
        return name + M("\nClick to mark it for your discard pile (optional).")
    wait = {"marker": M("\nChoose the invitation marker first (or Cancel)."),
            "exhibitor": M("\nChoose a New Exhibitor bonus first (or Cancel).")}.get(kind or "")
    return name + wait if wait else name


def ability_tip(v: TableView, card: int) -> str:
    st = v.board
    ab = v.data.cards[card].ability
    assert ab is not None           # the tab is over a card that has an ability
    if v.paid().get(card) is True:
        what = M("In use: this card pays {n} and goes to the box. Click to stop.", n=st.pays[card][1])
    else:
        what = M("Click to pay with the ability instead of the face value ({n} instead of {face}); the card then "
                 "leaves the game.", n=st.pays[card][1], face=st.pays[card][0])
    return M("{ability}: {text}\n{what}", ability=L(ab.name), text=L(ab.text), what=what)
