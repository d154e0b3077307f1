"""Consistency checks of an Art Decko state, for tests, soak runs and loading saves.

:func:`check_invariants` returns a list of problems (empty when the state is sound):
every card and marker in exactly one place, each zone holding the right kind of
thing, ratings on the board, ribbons and cost tokens accounted for, hidden cards
only where hidden cards can be, and a pending plan that refers to real cards.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.art_decko.phases import PH_DISCARD, PH_OVER, PH_PLAN, PHASES, STAGES

if TYPE_CHECKING:
    from collections.abc import Iterator

    from game.art_decko.records import ArtDeckoData
    from game.art_decko.state import ArtDeckoState


def _zones(s: ArtDeckoState) -> Iterator[tuple[str, list[int]]]:
    yield "deck", s.deck
    for g, pile in enumerate(s.galleries):
        yield f"gallery {g}", pile
    yield "cadmium", s.cadmium
    yield "cadmium deck", s.cadmium_deck
    yield "sienna", s.sienna
    for p in range(s.num_players):
        yield f"hand {p}", s.hands[p]
        yield f"draw {p}", s.draws[p]
        yield f"discard {p}", s.discards[p]
    for i, space in enumerate(s.played):
        yield f"action space {i + 1}", space
    yield "museum", [c for display in s.museum for c, _ in display]
    yield "box", s.boxed


def _cards_in_play(d: ArtDeckoData, num_players: int, allocation: str | None) -> list[int]:
    """Sorted ids of every card a game of ``num_players`` uses (unused seats' gold stays out)."""
    ids = list(d.painting_ids) + list(d.bank_cards[0] + d.bank_cards[1])
    ids += [c for seat in d.starting_sets(allocation)[:num_players] for c in seat]
    return sorted(ids)


def check_invariants(s: ArtDeckoState) -> list[str]:
    d = s.data
    cards = d.cards
    problems: list[str] = []
    bad = problems.append

    # Cards: each exactly once, and each zone only with its kind of card.
    zones = list(_zones(s))
    everything = [c for _, zone in zones for c in zone]
    if everything and (set(map(type, everything)) != {int}
                       or min(everything) < 0 or max(everything) >= len(cards)):
        return [f"a zone holds something that is not a card: {zones}"]
    expected = _cards_in_play(d, s.num_players, s.options["starting_gold"])
    if sorted(everything) != expected:
        count = Counter(everything)
        for c in set(expected) | set(count):
            if count[c] != expected.count(c):
                bad(f"{cards[c].code} is in {count[c]} places")
    paintings = d.painting_ids
    cadmium_cards, sienna_cards = set(d.bank_cards[0]), set(d.bank_cards[1])
    for name, zone in zones:
        if name in ("deck", "museum") or name.startswith("gallery"):
            if not paintings.issuperset(zone):
                bad(f"{name} holds a gold card")
        elif name in ("cadmium", "cadmium deck"):
            if not cadmium_cards.issuperset(zone):
                bad(f"{name} holds a card that {d.banks[0].name} does not sell")
        elif name == "sienna":
            if not sienna_cards.issuperset(zone):
                bad(f"sienna holds a card that {d.banks[1].name} does not sell")
        elif name == "box":
            if any(cards[c].ability is None for c in zone):
                bad("a card without an ability is in the box")
        if name in ("deck", "cadmium deck"):
            continue
        # Unrevealed cards only in hands and draw piles, and only paintings dealt there.
        secret = [c for c in zone if not s.public >> c & 1]
        if secret:
            if not name.startswith(("hand", "draw")):
                bad(f"{cards[secret[0]].code} is unrevealed in {name}")
            elif not set(s.dealt[int(name.split()[-1])]).issuperset(secret):
                bad(f"an unrevealed card in {name} was not dealt there")
    for p, dealt in enumerate(s.dealt):
        if len(set(dealt)) != d.dealt_paintings or not all(cards[c].is_painting for c in dealt):
            bad(f"seat {p} was not dealt {d.dealt_paintings} distinct paintings")

    # Markers: the bag, the invitation spaces and the VP spaces hold the whole set.
    markers = Counter({g: d.markers_per_genre for g in range(len(d.genres))})
    markers[d.gray] = d.gray_markers
    seen = Counter(s.bag)
    for e, exh in enumerate(d.exhibitions):
        slots, taken, display = s.invitations[e], s.vp_markers[e], s.museum[e]
        if len(slots) != len(exh.vp):
            bad(f"{exh.id} has {len(slots)} invitation spaces, not {len(exh.vp)}")
        if slots.count(-1) != len(taken) or len(taken) != len(display):
            bad(f"{exh.id}: {slots.count(-1)} invitations taken, {len(taken)} VP markers, "
                f"{len(display)} paintings")
        seen.update(m for m in slots if m >= 0)
        seen.update(taken)
        for (c, owner), m in zip(display, taken):
            if m != d.gray and m != cards[c].genre:
                bad(f"{cards[c].code} at {exh.id} took a marker of another genre")
            if not 0 <= owner < s.num_players:
                bad(f"{cards[c].code} at {exh.id} has no owner")
    if seen != markers:
        bad(f"markers in play {dict(seen)} differ from the set {dict(markers)}")

    # Ratings, ribbons, New Exhibitor spaces, cost tokens, scores.
    if not all(0 <= r <= d.top for r in s.ratings + [s.gold_rating]):
        bad(f"a rating is off the board: {s.ratings}, gold {s.gold_rating}")
    for p in range(s.num_players):
        if s.ribbons_left(p) < 0:
            bad(f"seat {p} used more ribbons than it has")
        if s.scores[p] < 0:
            bad(f"seat {p} has a negative score")
    owners = [o for o in s.exhibitor if o >= 0]
    if len(owners) != len(set(owners)) or any(o >= s.num_players for o in owners):
        bad(f"New Exhibitor claims {s.exhibitor} are not one per player")
    if any(s.shown_count(o) == 0 for o in owners):
        bad("a New Exhibitor claim without a painting on display")
    if sorted(s.tokens + s.token_supply + s.tokens_removed) != sorted(d.starting_tokens + d.regular_tokens):
        bad("cost tokens are missing or duplicated")
    if s.token_supply != sorted(s.token_supply):
        bad("the cost token supply is not in ascending order")

    # Turn state.
    if s.phase not in PHASES or (s.plan is not None and (
            s.plan.kind not in ("acquire", "show") or s.plan.stage not in STAGES)):
        return problems + [f"unknown phase {s.phase!r} or plan {s.plan}"]
    if len(s.cadmium) > d.banks[0].limit:
        bad(f"{len(s.cadmium)} cards on offer at {d.banks[0].name}")
    if len(set(s.acquired_from)) != len(s.acquired_from):
        bad("two Acquires from one location in a turn")
    if s.phase == PH_OVER:
        if s.final is None:
            bad("the game is over without final scoring")
    elif s.phase == PH_DISCARD and not 1 <= s.actions_done <= d.actions_per_turn:
        bad(f"{s.actions_done} actions done at the end of a turn")
    elif s.phase != PH_DISCARD and not 0 <= s.actions_done < d.actions_per_turn:
        bad(f"{s.actions_done} actions done in phase {s.phase}")
    if (s.phase == PH_PLAN) != (s.plan is not None):
        bad(f"phase {s.phase} with plan {s.plan}")
    if s.plan is not None:
        hand = s.hands[s.current]
        paid = [c for c, _ in s.plan.paid]
        if len(set(paid)) != len(paid) or any(c not in hand for c in paid):
            bad("the payment uses cards that are not in hand")
        if s.plan.kind == "show" and (s.plan.card not in hand or s.plan.card in paid):
            bad("the painting to show is not in hand or pays for itself")
    return problems
