"""The neutral gallerist Lacerda of the solitaire (spec 3.13).

A mixin of :class:`~game.gallerist.state.GalleristState`: Lacerda's turn, being kicked
out, and its International Market placements.
"""

from game.gallerist.board import EMPTY, KO, LACERDA, MARKET, assistant, gallerist, is_assistant, owner_of
from game.gallerist.data import COLUMNS, LOCATIONS


class Lacerda:
    """Lacerda's moves and placements."""

    __slots__ = ()

    def _kick_lacerda(self, p, loc, piece, events):
        self._send_home(piece, events)
        events.append({"type": "kick_lacerda", "player": p, "location": LOCATIONS[loc]})
        if sum(self.box_office):
            self.stack.append(("pile", p, "largest"))
        if loc == MARKET:
            self._lacerda_market(events)

    def _lacerda_turn(self, events):
        self.lac_turn = 1
        if self.lac_loc < 0:
            dest = (self.gallerist_at(0) + 2) % 4
        else:
            dest = (self.lac_loc + 1) % 4
            if not self.lac_home:
                self.space[self.lac_loc] = EMPTY
                if self.lac_supply > 0:
                    self.lac_supply -= 1
                    self.space[self.lac_loc] = assistant(LACERDA)
        self.lac_home = 0
        piece = self.space[dest]
        if piece != EMPTY:
            if owner_of(piece) == LACERDA:
                self.lac_supply += 1
            else:
                self.space[KO + dest] = piece
                self.ko_loc = dest
                events.append({"type": "kick", "player": 0, "location": LOCATIONS[dest],
                               "piece": "assistant" if is_assistant(piece) else "gallerist"})
        self.space[dest] = gallerist(LACERDA)
        first = self.lac_loc < 0
        self.lac_loc = dest
        events.append({"type": "lacerda_move", "to": LOCATIONS[dest]})
        if dest == MARKET and not first:
            self._lacerda_market(events)

    def _lacerda_market(self, events):
        for row, col in self.data.solo_im_order:
            if self.im_asst[row][col] != EMPTY:
                continue
            if self.lac_supply == 0 and not self._lacerda_reclaim():
                return
            self.lac_supply -= 1
            self.im_asst[row][col] = LACERDA
            if row < 4 and self.im_rep[row][col] != EMPTY:
                self.rep_box.append(self.im_rep[row][col])
                self.im_rep[row][col] = EMPTY
            events.append({"type": "lacerda_market", "row": row + 1, "column": COLUMNS[col]})
            return

    def _lacerda_reclaim(self):
        code = assistant(LACERDA)
        for loc in self.data.solo_reclaim:
            if self.space[loc] == code:
                self.space[loc] = EMPTY
                self.lac_supply += 1
                return True
        return False
