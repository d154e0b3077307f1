"""Building exact Gallerist situations for tests.

``Table`` starts a real game, places the gallerists, then moves pieces (never creates
them) into the situation a test needs, so the state still passes ``check_invariants``.
"""

import pytest

from game.engine.actions import parse_action
from game.gallerist import new_game
from game.gallerist.board import EMPTY, STUDIOS, gallerist
from game.gallerist.data import COLOURS, LOCATIONS
from game.gallerist.invariants import check_invariants


class Table:
    def __init__(self, players=2, seed=1, starts=("sales", "colony", "media", "market")):
        self.s = s = new_game(players, seed)
        while s.phase == "place":
            p = s.decision().player
            s.apply(parse_action("start " + starts[p]))
        self.check()

    def check(self):
        problems = check_invariants(self.s)
        assert not problems, problems

    def do(self, *texts):
        events = []
        for t in texts:
            events += self.s.apply(parse_action(t))
            self.check()
        return events

    def options(self):
        return [str(a) for a in self.s.decision().options]

    def turn_of(self, p, phase="act", at=None):
        """Make it ``p``'s turn, at ``phase``, its gallerist at location ``at`` (a name)."""
        s = self.s
        s.start_player = (p - s.turn) % s.num_players
        if at is not None:
            here = s.gallerist_at(p)
            if here >= 0:
                s.spaces[here] = EMPTY
            loc = LOCATIONS.index(at)
            if s.spaces[loc] != EMPTY:      # make room: the piece there moves to a free location
                free = [i for i in range(4) if s.spaces[i] == EMPTY and i != loc]
                s.spaces[free[0]] = s.spaces[loc]
            s.spaces[loc] = gallerist(p)
        s.phase, s.executive_used, s.stack = phase, 0, []
        s._decision = None

    def visitor(self, c, to, p=None, n=1):
        """Move ``n`` visitors of colour ``c`` from the bag to 'plaza', 'lobby' or 'gallery'."""
        s = self.s
        k = COLOURS.index(c)
        for _ in range(n):
            assert s.bag[k] > 0
            s.bag[k] -= 1
            if to == "plaza":
                s.plaza[k] += 1
            else:
                getattr(s, to)[p][k] += 1
        s._decision = None

    def clear_visitors(self):
        """Every visitor outside the bag, the tiles and studios goes back to the bag."""
        s = self.s
        for c in range(3):
            s.bag[c] += s.plaza[c]
            s.plaza[c] = 0
            for p in range(s.num_players):
                s.bag[c] += s.lobby[p][c] + s.gallery[p][c]
                s.lobby[p][c] = s.gallery[p][c] = 0
        s._decision = None

    def ticket(self, p, c, n=1):
        k = COLOURS.index(c)
        self.s.box_office[k] -= n
        self.s.tickets[p][k] += n
        self.s._decision = None

    def discover(self, studio, fame=None):
        """Turn an artist face up (its bonus tile leaves) at its initial fame or ``fame``."""
        s = self.s
        st = STUDIOS.index(studio)
        if s.artist_bonus[st] != EMPTY:
            s.bonuses_used.append(s.artist_bonus[st])
            s.artist_bonus[st] = EMPTY
        s.fame[st] = fame or s.studio_artist(st).fame
        s._decision = None
        return st

    def contract(self, p, slot, art=None, bonus=None):
        """Put a contract from the deck (of art type index ``art`` and/or front ``bonus``)
        into ``p``'s slot (1-3), unfulfilled; returns the card."""
        s = self.s
        d = s.data
        card = next(c for c in s.contract_deck if (art is None or d.contracts[c][0] == art)
                    and (bonus is None or d.contracts[c][1] == bonus))
        s.contract_deck.remove(card)
        s.contracts[p][slot - 1] = card
        s._decision = None
        return card

    def commission(self, p, studio):
        """Give ``p`` the commission of a discovered artist (its signature leaves the studio)."""
        s = self.s
        st = STUDIOS.index(studio)
        s.commission[p] = st
        s.signatures[st] -= 1
        s._decision = None

    def hang(self, p, studio, work=None):
        """Hang a work (default: a work of that type from its stack) of ``studio`` on ``p``'s walls."""
        s = self.s
        st = STUDIOS.index(studio)
        t = st // 2
        if work is None:
            work = s.work_stacks[t].pop()
        else:
            s.work_stacks[t].remove(work)
        s.walls[p].append(work)
        s.wall_studios[p].append(st)
        s.signatures[st] -= 1
        s._decision = None
        return work


@pytest.fixture
def blank():
    """A Table factory whose visitors all start in the bag (none in the Plaza or lobbies)."""
    def make(players=2):
        t = Table(players)
        t.clear_visitors()
        return t
    return make
