"""The course of a turn once an action is done: the next action or the clean-up, the end of the
turn (draw up, refill the galleries and the Cadmium bank, check the end), the next turn, and the
end of the game. Each function changes the state it is given, appends what happened to
``events`` and sets the phase to the step that comes next; none asks anybody anything. They are
the automatic steps of :data:`game.art_decko.steps.BOOK` (and :func:`skipped` its hook for a
step with no option), which the engine's one loop runs after every move
(:func:`game.art_decko.steps.carry_on`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.art_decko.phases import (
    PH_ACTION,
    PH_CLEANUP,
    PH_DISCARD,
    PH_END_TURN,
    PH_FINAL,
    PH_OVER,
    PH_START_TURN,
)
from game.art_decko.scoring import final_scoring
from game.engine.steps import Events, Task

if TYPE_CHECKING:
    from game.art_decko.state import ArtDeckoState


def draw(st: ArtDeckoState, p: int, n: int, events: Events) -> None:
    """Seat ``p`` draws ``n`` cards, shuffling its discard pile into a new draw pile when needed."""
    hand, pile, cards = st.hands[p], st.draws[p], st.data.cards
    drawn = []
    for _ in range(n):
        if not pile:
            discards = st.discards[p]
            if not discards:
                break
            pile.extend(discards)
            discards.clear()
            st.rng.shuffle(pile)
            events.append({"type": "reshuffle", "player": p, "count": len(pile)})
        c = pile.pop()
        hand.append(c)
        drawn.append(cards[c].code)
    if drawn:
        events.append({"type": "draw", "player": p, "count": len(drawn), "cards": drawn})


def finish_action(st: ArtDeckoState, events: Events) -> None:
    """An action is done: the next one, or (none left) the clean-up. A hand left empty has no
    option for the next one: the loop skips it (:func:`skipped`)."""
    st.plan = None
    st.actions_done += 1
    st.phase = PH_ACTION if st.actions_done < st.data.actions_per_turn else PH_CLEANUP


def skipped(st: ArtDeckoState, task: Task, events: Events) -> None:
    """A step with no option, dropped by the loop: the action choice of an empty hand (every other
    step offers at least ``cancel`` or ``done``), which forfeits the turn's actions left."""
    events.append({"type": "forfeit", "player": st.current, "actions": st.data.actions_per_turn - st.actions_done})
    st.phase = PH_CLEANUP


def clean_up(st: ArtDeckoState, events: Events) -> None:
    """Action cards go to the discard pile; then the player may discard from hand (else the turn ends)."""
    p = st.current
    moved = [c for space in st.played for c in space]
    st.discards[p].extend(moved)
    for space in st.played:
        space.clear()
    if moved:
        events.append({"type": "cleanup", "player": p, "cards": [st.data.cards[c].code for c in moved]})
    # The discard step is for a hand with cards (it still offers ``done`` once all are discarded).
    st.phase = PH_DISCARD if st.hands[p] else PH_END_TURN


def end_turn(st: ArtDeckoState, events: Events) -> None:
    """Draw up, refill, check the end; then the next turn, or the end after the last seat's."""
    p = st.current
    draw(st, p, st.data.hand_size - len(st.hands[p]), events)
    refill_galleries(st, events)
    refill_cadmium(st, events)
    if st.end_trigger is None:
        trigger = end_condition(st)
        if trigger:
            st.end_trigger = trigger
            events.append({"type": "end_triggered", "trigger": trigger, "player": p})
    if st.end_trigger and p == st.num_players - 1:
        st.phase = PH_FINAL
        return
    st.turn += 1
    st.actions_done, st.acquired_from = 0, ()
    st.phase = PH_START_TURN


def start_turn(st: ArtDeckoState, events: Events) -> None:
    """The next seat's turn: its actions (forfeited if its hand is empty, see :func:`skipped`)."""
    p = st.current
    events.append({"type": "turn", "player": p, "round": st.round})
    # An empty hand means the seat owns no card outside the museum: it can never act again.
    # If nobody can, the game cannot go on (see the rulings).
    if any(st.hands):
        st.phase = PH_ACTION
        return
    st.end_trigger = st.end_trigger or "stalled"
    events.append({"type": "end_triggered", "trigger": "stalled", "player": p})
    st.phase = PH_FINAL


def end_condition(st: ArtDeckoState) -> str | None:
    """What ends the game at the end of this round, if anything: ``museum``, ``deck`` or ``rating``."""
    d = st.data
    if sum(len(m) for m in st.museum) >= d.end_museum:
        return "museum"
    if not st.deck:
        return "deck"
    if max(st.ratings) >= d.end_rating or st.gold_rating >= d.end_rating:
        return "rating"
    return None


def refill_galleries(st: ArtDeckoState, events: Events) -> None:
    """If a gallery is empty: raise the empty galleries' cost tokens, then refill all."""
    d = st.data
    if all(st.galleries):
        return
    blocked = set()
    for g, pile in enumerate(st.galleries):
        if pile:
            continue
        old = st.tokens[g]
        higher = next((t for t in st.token_supply if t > old), None)
        if higher is None:
            blocked.add(g)
            events.append({"type": "cost_token", "gallery": d.locations[g].id,
                           "from": old, "to": old, "blocked": True})
            continue
        st.token_supply.remove(higher)
        st.tokens_removed.append(old)
        st.tokens[g] = higher
        events.append({"type": "cost_token", "gallery": d.locations[g].id,
                       "from": old, "to": higher, "blocked": False})
    for g, pile in enumerate(st.galleries):
        if g in blocked:
            continue
        while len(pile) < d.locations[g].limit and st.deck:
            c = st.deck.pop()
            pile.append(c)
            st.public |= 1 << c
            events.append({"type": "refill", "gallery": d.locations[g].id, "card": d.cards[c].code})


def refill_cadmium(st: ArtDeckoState, events: Events) -> None:
    while len(st.cadmium) < st.data.banks[0].limit and st.cadmium_deck:
        c = st.cadmium_deck.pop()
        st.cadmium.append(c)
        st.public |= 1 << c
        events.append({"type": "cadmium", "card": st.data.cards[c].code})


def finish_game(st: ArtDeckoState, events: Events) -> None:
    """Final scoring (a tile may move the gold marker first), then the result."""
    gold_rating, breakdowns = final_scoring(st)
    if gold_rating != st.gold_rating:
        events.append({"type": "gold_rating", "from": st.gold_rating, "to": gold_rating})
        st.gold_rating = gold_rating
    st.scores = [b["total"] for b in breakdowns]
    st.final = breakdowns
    st.phase, st.plan = PH_OVER, None
    events.append({"type": "final_scoring", "scores": st.scores[:]})
    result = st.result
    assert result is not None               # the game is over
    events.append({"type": "game_over", "winners": st.winners(), "scores": st.scores[:],
                   "trigger": st.end_trigger, "tiebreak": result["tiebreak"]})
