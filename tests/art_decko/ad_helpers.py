"""Build exact Art Decko situations for tests: a real set-up, then cards, tokens, ratings
and markers moved into the exact situation of a rulebook example.

Every change moves things rather than creating them, so the built state still passes
``check_invariants`` (:meth:`Table.check`). The engine tests get :class:`Table` from the
``table`` fixture; the table-scene tests import it (``from ad_helpers import Table``), as
they import Avant Carde's ``ac_helpers``.
"""

from game.art_decko import new_game
from game.art_decko.invariants import check_invariants
from game.art_decko.scoring import activated_exhibitions, scoring_input
from game.engine.actions import parse_action


class Table:
    def __init__(self, players=2, seed=1, options=None):
        self.s = new_game(players, seed, options)
        self.d = self.s.data

    # ---------------------------------------------------------------- cards

    def _zones(self):
        s = self.s
        yield s.deck
        yield from s.galleries
        yield from (s.cadmium, s.cadmium_deck, s.sienna)
        yield from s.hands
        yield from s.draws
        yield from s.discards
        yield from s.played
        yield s.boxed

    def _take(self, card):
        for zone in self._zones():
            if card in zone:
                zone.remove(card)
                return
        raise AssertionError(f"{self.d.cards[card].code} is on display and cannot move")

    def put(self, card, zone, face_up=True):
        """Move a card to the top of ``zone`` (a list of the state)."""
        self._take(card)
        zone.append(card)
        if face_up:
            self.s.public |= 1 << card
        self.s._decision = None
        return card

    def painting(self, genre, skip=()):
        """A painting of ``genre`` (id) from the deck, else from a player's draw pile."""
        g = self.d.genre(genre).index
        for zone in (self.s.deck, *self.s.draws, *self.s.discards):
            for c in zone:
                if self.d.cards[c].genre == g and c not in skip:
                    return c
        raise AssertionError(f"no {genre} painting left to take")

    def gold(self, value, ability=None, skip=()):
        """A gold card of face ``value`` (and ``ability`` id) that is in play; the cards on
        offer at the banks are taken last."""
        s = self.s
        for zone in (s.cadmium_deck, s.sienna[:-1], *s.draws, *s.discards, *s.hands, s.sienna, s.cadmium):
            for c in zone:
                card = self.d.cards[c]
                if (not card.is_painting and card.value == value and c not in skip
                        and (ability is None or (card.ability and card.ability.id == ability))):
                    return c
        raise AssertionError(f"no {value}-Gold {ability or ''} in play")

    def hand(self, seat, *cards):
        """Give ``seat`` exactly these cards in hand; the old hand goes under the draw pile."""
        s = self.s
        old = [c for c in s.hands[seat] if c not in cards]
        for c in old:
            s.hands[seat].remove(c)
        s.draws[seat][:0] = old
        for c in cards:
            if c not in s.hands[seat]:
                self.put(c, s.hands[seat])
        s.hands[seat][:] = list(cards)
        s._decision = None

    def gallery(self, gallery_id, *cards, token=None):
        """Set a gallery's paintings (old ones go to the bottom of the deck) and cost token."""
        s = self.s
        g = self.d.location(gallery_id).index
        pile = s.galleries[g]
        s.deck[:0] = [c for c in pile if c not in cards]
        pile[:] = [c for c in pile if c in cards]
        for c in cards:
            if c not in pile:
                self.put(c, pile)
        pile[:] = list(cards)
        if token is not None:
            self.token(g, token)

    def token(self, g, value):
        s = self.s
        if s.tokens[g] == value:
            return
        for pool in (s.token_supply, s.tokens_removed):
            if value in pool:
                pool.remove(value)
                pool.append(s.tokens[g])
                break
        else:
            other = s.tokens.index(value)
            s.tokens[other] = s.tokens[g]
        s.tokens[g] = value
        s.token_supply.sort()
        s._decision = None

    def supply(self, *values):
        """Make the cost token supply exactly ``values``; the rest leave the game."""
        s = self.s
        pool = s.token_supply + s.tokens_removed
        for v in values:
            pool.remove(v)
        s.token_supply, s.tokens_removed = sorted(values), pool

    def owns(self, seat, hand=(), draw=(), discard=(), rest_to=0):
        """Give ``seat`` exactly these cards; what it held before goes to ``rest_to``'s
        discard pile."""
        s = self.s
        for zone in (s.hands[seat], s.draws[seat], s.discards[seat]):
            for c in list(zone):
                self.put(c, s.discards[rest_to])
        for cards, zone in ((hand, s.hands[seat]), (draw, s.draws[seat]), (discard, s.discards[seat])):
            for c in cards:
                self.put(c, zone)

    def strip(self, genre):
        """Send every painting of ``genre`` the players hold back under the deck."""
        s, g = self.s, self.d.genre(genre).index
        for zone in (*s.hands, *s.draws, *s.discards):
            for c in [c for c in zone if self.d.cards[c].genre == g]:
                zone.remove(c)
                s.deck.insert(0, c)

    def deck_size(self, n, to=0):
        """Keep ``n`` paintings in the deck; the others go to seat ``to``'s discard pile."""
        s = self.s
        while len(s.deck) > n:
            self.put(s.deck[0], s.discards[to])

    # ------------------------------------------------------------- the board

    def rating(self, genre, value):
        self.s.ratings[self.d.genre(genre).index] = value
        self.s._decision = None

    def marker(self, name):
        return self.d.gray if name == "gray" else self.d.genre(name).index

    def exhibition(self, exh_id, shown=(), free=()):
        """Set one exhibition: ``shown`` = [(card, owner) or (card, owner, marker)], then
        the markers still on its invitation spaces. The other exhibitions' free markers
        and the bag are dealt again from what is left of the set."""
        s, d = self.s, self.d
        e = d.exhibition(exh_id).index
        assert len(shown) + len(free) == len(d.exhibitions[e].vp)
        for entry in shown:
            self._take(entry[0])
            s.public |= 1 << entry[0]
        s.museum[e] = [(entry[0], entry[1]) for entry in shown]
        s.vp_markers[e] = [self.marker(entry[2]) if len(entry) > 2 else d.cards[entry[0]].genre
                           for entry in shown]
        s.invitations[e] = [-1] * len(shown) + [self.marker(m) for m in free]
        self._fixed = getattr(self, "_fixed", set()) | {e}
        self._deal_markers()

    def _deal_markers(self):
        s, d = self.s, self.d
        left = [g for g in range(len(d.genres)) for _ in range(d.markers_per_genre)]
        left += [d.gray] * d.gray_markers
        for e in range(len(d.exhibitions)):
            for m in s.vp_markers[e] + ([m for m in s.invitations[e] if m >= 0] if e in self._fixed else []):
                left.remove(m)
        for e in range(len(d.exhibitions)):
            if e not in self._fixed:
                s.invitations[e] = [-1 if m < 0 else left.pop() for m in s.invitations[e]]
        s.bag = left
        s._decision = None

    def tiles(self, *tile_ids):
        self.s.tiles = tuple(self.d.tile(t).index for t in tile_ids)

    # -------------------------------------------------------------- playing

    def turn(self, seat):
        """Make it the first action of ``seat``'s turn in round 1."""
        self.s.turn, self.s.actions_done, self.s.acquired_from = seat, 0, ()
        self.s._decision = None

    def play(self, *texts):
        """Apply actions by their text form; return all their events."""
        events = []
        for text in texts:
            events += self.s.apply(parse_action(text))
        return events

    def quiet_turn(self):
        """The current seat haggles with its first card twice and keeps its hand."""
        s = self.s
        events = []
        while not s.is_over and s.decision().kind == "action":
            events += self.play(f"haggle {self.code(s.hands[s.current][0])}")
        if not s.is_over and s.decision().kind == "discard":
            events += self.play("done")
        return events

    def code(self, card):
        return self.d.cards[card].code

    def check(self):
        problems = check_invariants(self.s)
        assert not problems, problems
        return self


def activated(state):
    """The exhibitions whose bonus tile scores in ``state`` (see ``scoring.activated_exhibitions``)."""
    seen = scoring_input(state)
    return activated_exhibitions(seen.full, seen.museum)
