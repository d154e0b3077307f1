"""Every word the Art Decko table shows, as pure functions of a :class:`TableView`.

No pygame here: the status line, the prompt, the payment notes, the button labels and the
tooltips are plain strings worked out from what the seat at the screen may see (a
:class:`~game.art_decko.ui.board.Board`, from its observation) and what it has picked, so they
are tested without a window. Why an action is not legal is the engine's answer (``why_not``),
never worked out again here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from game.art_decko.projection import project
from game.art_decko.records import ArtDeckoData
from game.art_decko.ui.board import Board
from game.engine.actions import Action, Decision, parse_action


@dataclass
class TableView:
    """What the table shows right now: the board (one observation), who looks, and what they
    have picked.

    ``decision`` and ``opts`` (the options by their text) are set only while the viewer is the
    seat to act; ``selected`` is the hand card picked in the action phase, ``discard_marks``
    the cards marked at the end of the turn; ``reasons`` is the engine's ``why_not`` for the
    seat at the screen."""

    board: Board
    seats: list                      # the session's seats (name, human, player)
    viewer: int | None
    my_turn: bool = False
    decision: Decision | None = None
    opts: dict[str, Action] = field(default_factory=dict)
    selected: int | None = None
    discard_marks: frozenset = frozenset()
    reasons: Callable[[Action], str | None] | None = None

    @property
    def data(self) -> ArtDeckoData:
        return self.board.data

    @cached_property
    def projected(self) -> list[dict[str, Any]]:
        """Each seat's scoring if the game ended now, at the current ratings, from what the
        board shows (:func:`~game.art_decko.projection.project`: the final one once over)."""
        return project(self.board.obs, self.data)

    def code(self, card):
        return self.data.cards[card].code

    @property
    def kind(self):
        """What the side panel shows: pay, marker, exhibitor, selected, discard, action, or waiting."""
        if not self.my_turn or self.decision is None:
            return "waiting"
        kind = self.decision.kind
        if kind == "action":
            return "selected" if self.selected is not None else "action"
        return kind if kind in ("pay", "marker", "exhibitor", "discard") else "waiting"

    def paid(self):
        """``{card: uses_ability}`` of the viewer's payment being built (else empty)."""
        plan = self.board.plan
        return dict(plan.paid) if self.my_turn and plan is not None else {}

    def why_not(self, text):
        """The engine's reason why the action written ``text`` is not legal (None if it is)."""
        if self.reasons is None:
            raise ValueError("this view was built without the engine's why_not (reasons)")
        return self.reasons(parse_action(text))


# ---- the top bar and the prompt ------------------------------------------------------------------

def status_line(v: TableView) -> tuple[str, str]:
    """The top bar's status and its tone (``you``, ``ai`` or ``end``)."""
    st = v.board
    if st.is_over:
        return "Game over", "end"
    end = "  ·  last round!" if st.end_trigger else ""
    p = st.current
    seat = v.seats[p]
    if v.my_turn:
        per_turn = v.data.actions_per_turn
        what = ("end of your turn" if v.decision.kind == "discard"
                else f"action {min(st.actions_done + 1, per_turn)} of {per_turn}")
        return f"Your turn, {seat.name} — {what}{end}", "you"
    if seat.human:
        return f"{seat.name}'s turn{end}", "ai"
    return f"{seat.name} (AI) is playing{end}", "ai"


def prompt(v: TableView) -> tuple[str, str]:
    """The line over the hand and its tone (``you`` or ``info``)."""
    st, d = v.board, v.data
    if st.is_over:
        return "The game is over: the scores are in.", "info"
    if not v.my_turn:
        name = v.seats[st.current].name
        if v.viewer is None:
            return f"Watching {name}.", "info"
        return f"{name} is playing. Your hand:", "info"
    kind = v.decision.kind
    if kind == "action":
        if v.selected is not None:
            card = d.cards[v.selected]
            if card.genre < 0:
                return f"{card.title}: Haggle with it (gold cannot be shown).", "you"
            return f"{card.title}: Haggle with it, or click a green exhibition to show it.", "you"
        return "Buy: click a green card above.  Haggle or Show: pick a card from your hand.", "you"
    if kind == "marker":
        return "Both a genre and a gray invitation fit: which marker do you take?", "you"
    if kind == "exhibitor":
        return "Your first Show: claim a free New Exhibitor bonus?", "you"
    if kind == "pay":
        return f"Pay {st.plan.cost}: click cards in your hand to add them; gold tabs use a card's ability.", "you"
    if kind == "discard":
        return "End of turn: mark cards to discard if you like, then draw up to five.", "you"
    return v.decision.prompt, "you"


# ---- the side panel ---------------------------------------------------------------------------------

def plan_words(v: TableView) -> str:
    """The payment panel's title: what is being paid for (the viewer's own plan only)."""
    d = v.data
    plan = v.board.plan if v.my_turn else None
    if plan is None:
        return ""
    if plan.kind == "show":
        return f"Show at {d.exhibitions[plan.where].name}"
    what = "2 paintings" if plan.second >= 0 else d.cards[plan.card].title
    return f"Buy {what} · {d.locations[plan.where].name.replace('Gallery ', '')}"


def payment_notes(v: TableView) -> list[str]:
    """Short notes under the payment meter (while the viewer pays)."""
    d = v.data
    plan = v.board.plan if v.my_turn else None
    if plan is None or plan.cost is None:
        return []
    cost, total = plan.cost, plan.total
    notes = []
    if total < cost:
        notes.append(f"{cost - total} more to pay.")
    elif total > cost:
        notes.append(f"Overpaying by {total - cost}: no change.")
    if plan.kind == "show" and plan.bonus >= 0:
        notes.append(f"New Exhibitor: {d.exhibitor_spaces[plan.bonus].label}.")
    if plan.kind == "show" and plan.marker >= 0:
        notes.append(f"Takes the {d.marker_name(plan.marker).replace('_', ' ')} invitation.")
    if any(u for _, u in plan.paid):
        notes.append("Ability cards go to the box.")
    if plan.second >= 0:
        notes.append("Two paintings: the cost doubles.")
    elif any(k.startswith("second ") for k in v.opts):
        notes.append("Fancy Noble: click a 2nd painting.")
    return notes


def selected_notes(v: TableView) -> list[str]:
    """What the picked hand card can do, for the side panel."""
    c = v.data.cards[v.selected]
    notes = ["Haggle: spend it, draw two."]
    if c.genre < 0:
        notes.append("Gold cannot be shown.")
        return notes
    code = v.code(v.selected)
    shows = [k for k in v.opts if k.startswith(f"show {code} ")]
    if shows:
        notes.append(f"Show: {len(shows)} exhibition{'s' if len(shows) > 1 else ''} (green).")
    else:
        notes.append("No exhibition can take it now;")
        notes.append("hover one to see why.")
    return notes


def bonus_label(space) -> str:
    return f"{space.amount} off" if space.kind == "discount" else f"+{space.amount} VP"


def bonus_tip(space) -> str:
    return (f"Pay {space.amount} less for this Show" if space.kind == "discount"
            else f"Score {space.amount} VP now")


def draw_label(v: TableView) -> str:
    """The end-of-turn button: how many cards are discarded and drawn."""
    n = len(v.discard_marks)
    hand = v.board.players[v.board.current].hand_count
    draw = max(0, v.data.hand_size - (hand - n))
    if draw:
        return f"Discard {n}, draw {draw}" if n else f"Draw {draw}"
    return f"Discard {n}, end turn" if n else "End turn"


# ---- tooltips -----------------------------------------------------------------------------------------

def ability_words(ability):
    """A short line for the ability box: what it pays, toward what."""
    if ability is None:
        return "No ability: always worth 5."
    toward = {"painting": "toward paintings", "gold_3": "toward a 3-Gold", "gold_5": "toward a 5-Gold",
              "show": "toward a Show"}[ability.target]
    worth = f"+{ability.worth}" if ability.adds_face else f"Pays {ability.worth}"
    extra = "; may buy 2" if ability.two_paintings else ""
    return f"{worth} {toward}{extra}"


def a_or_an(word) -> str:
    """The indefinite article for ``word`` (by its first letter: genre and card names need no more)."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def card_words(v: TableView, card) -> str:
    """A card in one line: what it pays now and, for a painting, what it will score."""
    st, d = v.board, v.data
    c = d.cards[card]
    if c.genre >= 0:
        g = d.genres[c.genre]
        return (f"{c.title} ({g.name}): pays {st.gold_value(c.genre)} gold now, "
                f"worth {d.painting_vp[st.ratings[c.genre]]} VP at the end")
    if c.ability is None:
        return f"{c.title}: pays {c.value}"
    return f"{c.value}-Gold · {c.ability.name}: pays {c.value}, or {ability_words(c.ability).lower()}"


def place_tip(v: TableView, loc) -> str:
    """A gallery's or bank's name plate."""
    st = v.board
    if loc.is_gallery:
        token = st.tokens[loc.index]
        nxt = next((t for t in st.token_supply if t > token), None)
        return (f"{loc.name}: each painting costs {token} (its cost token) and raises its genre by "
                f"{loc.increase}. When any gallery is empty, every gallery is refilled to its limit "
                f"({loc.limit} here); an emptied gallery first takes a higher cost token"
                + (f" (next: {nxt})." if nxt is not None else " (none left: it stays empty)."))
    offer = "two face-up 3-Gold cards" if loc.index == len(st.galleries) else "the top 5-Gold card"
    return (f"{loc.name}: {offer} for {loc.cost}; each raises the gold marker by {loc.increase}. "
            "The +2 ability of 1- and 2-Gold cards cannot buy gold.")


def market_info(v: TableView, card, loc) -> str:
    """A card on offer: what it is, what it costs there, what buying it raises."""
    cost = v.board.tokens[loc.index] if loc.is_gallery else loc.cost
    raises = f"the genre by {loc.increase}" if loc.is_gallery else f"the gold marker by {loc.increase}"
    return f"{card_words(v, card)}\n{loc.name}: costs {cost}, raises {raises}"


def exhibition_info(v: TableView, e) -> str:
    st, d = v.board, v.data
    exh = d.exhibitions[e]
    tile = d.tiles[st.tiles[e]]
    free = [m for m in st.invitations[e] if m >= 0]
    names = {("gray (any genre)" if m == d.gray else d.genres[m].name) for m in free}
    invites = ", ".join(sorted(names)) or "nobody"
    return (f"{exh.name}: costs {exh.cost} to show at, raises the genre by {exh.increase}. "
            f"Invites: {invites}.\nTile \u201c{tile.name}\u201d: {tile.text} "
            "(It scores if all this exhibition's invitations are met, or if none is full and this "
            "one shows the most paintings.)")


def exhibitor_info(v: TableView, i) -> str:
    st, d = v.board, v.data
    space = d.exhibitor_spaces[i]
    what = (f"{space.amount} off the cost of that Show" if space.kind == "discount"
            else f"{space.amount} VP at once")
    info = f"New Exhibitor bonus: {what}. Claimed once per game, by a player's first Show."
    if st.exhibitor[i] >= 0:
        info += f"\nClaimed by {v.seats[st.exhibitor[i]].name}."
    return info


def lane_tip(v: TableView, lane) -> str:
    """A lane of the rating board: 0-4 the genres, 5 gold."""
    st, d = v.board, v.data
    if lane < 5:
        r, g = st.ratings[lane], d.genres[lane]
        return (f"{g.name}: rating {r}. {a_or_an(g.name).capitalize()} {g.name} painting pays "
                f"{d.painting_gold[r]} gold now and scores {d.painting_vp[r]} VP at the end.")
    r = st.gold_rating
    return (f"Gold: rating {r}. At the end, every {d.gold_ratio[r]} gold you own scores 1 VP "
            "(rounded down). Buying gold cards moves this marker.")


def player_tip(v: TableView, p) -> str:
    st = v.board
    seat = v.seats[p]
    who = "a human player" if seat.human else f"an AI ({seat.player})"
    q = st.players[p]
    text = (f"{seat.name}, {who}: {st.scores[p]} VP on the track, {q.ribbons} ribbons left, "
            f"{q.shown} paintings on show; hand {q.hand_count}, deck {q.draw_count}, "
            f"discard pile {q.discard_count}.")
    if p in st.exhibitor:
        text += f" Claimed the New Exhibitor bonus {v.data.exhibitor_spaces[st.exhibitor.index(p)].label}."
    return text + "\n" + projection_words(v, p)


def projection_short(v: TableView, p) -> str:
    """Beside a player's score: the final score at today's ratings ("≈ 76 at end")."""
    return f"≈{v.projected[p]['total']} at end"


def projection_words(v: TableView, p) -> str:
    """The projected final score, part by part, as the projection gives it (a player's paintings
    the viewer has not seen count at the average VP of the paintings it has not seen)."""
    b = v.projected[p]
    when = "Final score" if v.board.is_over else "If the game ended now (today's ratings)"
    paintings = [x for x in b["paintings"] if x["count"]]
    parts = [f"{b['before']} on the track"]
    if paintings:
        parts.append("paintings " + str(sum(x["vp"] for x in paintings)) + " ("
                     + ", ".join(f"{x['name']} {x['count']}×{x['vp_each']}" for x in paintings) + ")")
    if b["gold"]["vp"]:
        parts.append(f"gold {b['gold']['vp']} (${b['gold']['value']} at {b['gold']['ratio']} per VP)")
    for t in b["tiles"]:
        if t["vp"]:
            parts.append(f"{t['name']} {t['vp']}")
    if "unseen" in b:
        n = b["unseen"]["count"]
        parts.append(f"about {b['unseen']['vp']} for {n} painting{'s' if n != 1 else ''} you have not seen")
    return f"{when}: {b['total']} VP = " + " + ".join(parts) + "."


def hand_tip(v: TableView, card) -> str:
    """A hand card's tooltip for the decision at hand (when it can act)."""
    st = v.board
    name = card_words(v, card)
    kind = v.decision.kind if v.my_turn else None
    if kind == "action":
        gold = v.data.cards[card].genre < 0
        if v.selected != card:
            return name + ("\nClick to pick it, then Haggle with it (gold cannot be shown)." if gold else
                           "\nClick to pick it, then Haggle or click an exhibition to show it.")
        return name + ("\nPicked: Haggle with it. Click again to put back." if gold else
                       "\nPicked: Haggle, or click a green exhibition. Click again to put back.")
    if kind == "pay":
        paid = v.paid()
        if card in paid:
            return f"{name}\nPaying {st.card_pays(card, paid[card])}. Click to take it back."
        return f"{name}\nClick to pay with it: {st.card_pays(card, False)} gold."
    if kind == "discard":
        if card in v.discard_marks:
            return name + "\nMarked: it goes to your discard pile. Click to keep it."
        return name + "\nClick to mark it for your discard pile (optional)."
    wait = {"marker": "Choose the invitation marker first (or Cancel).",
            "exhibitor": "Choose a New Exhibitor bonus first (or Cancel)."}.get(kind)
    return name + ("\n" + wait if wait else "")


def ability_tip(v: TableView, card) -> str:
    st = v.board
    ab = v.data.cards[card].ability
    if v.paid().get(card) is True:
        what = f"In use: this card pays {st.card_pays(card, True)} and goes to the box. Click to stop."
    else:
        what = (f"Click to pay with the ability instead of the face value ({st.card_pays(card, True)} "
                f"instead of {st.card_pays(card, False)}); the card then leaves the game.")
    return f"{ab.name}: {ab.text}\n{what}"
